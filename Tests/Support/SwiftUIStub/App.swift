// App, Scene, SceneBuilder and WindowGroup.

/// A type that represents the structure and behavior of an app. `@main` works: `main()` is provided.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension App {
    /// Initializes and runs the app.
    @MainActor @preconcurrency
    public static func main() { _stubUnreachable() }
}

/// A part of an app's user interface with a life cycle managed by the system.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }

    public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content: Scene {
        _TupleScene((repeat each content))
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?) -> some Scene {
        _LimitedAvailabilityScene()
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildLimitedAvailability(_ scene: some Scene) -> some Scene & _LimitedAvailabilitySceneMarker {
        _LimitedAvailabilityScene()
    }
}

/// Marks scenes that come out of `if #available` in a scene builder.
public protocol _LimitedAvailabilitySceneMarker {}

public struct _LimitedAvailabilityScene: Scene, _LimitedAvailabilitySceneMarker {
    nonisolated init() {}
    public var body: Never { _stubUnreachable() }
}

public struct _TupleScene<T>: Scene {
    nonisolated init(_ value: T) {}
    public var body: Never { _stubUnreachable() }
}

/// A scene that presents a group of identically structured windows.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct WindowGroup<Content>: Scene where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    nonisolated public init(id: String, @ViewBuilder content: () -> Content) {}
    nonisolated public init(_ title: Text, @ViewBuilder content: () -> Content) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}

    public var body: Never { _stubUnreachable() }
}

/// What every stub scene modifier returns.
public struct _ModifiedScene<Content>: Scene where Content: Scene {
    nonisolated init() {}
    public var body: Never { _stubUnreachable() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Scene {
    nonisolated public func _modifiedScene() -> _ModifiedScene<Self> { _ModifiedScene() }

    /// Places an observable object in the scene's environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable { _modifiedScene() }

    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { _modifiedScene() }

    /// Supplies an `ObservableObject` to a scene's hierarchy (Scene form: iOS 17).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func environmentObject<T>(_ object: T) -> some Scene where T: ObservableObject { _modifiedScene() }

    /// Picks which new scene handles an external event (Scene form; iOS 14, not tvOS/watchOS).
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    nonisolated public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { _modifiedScene() }
}
