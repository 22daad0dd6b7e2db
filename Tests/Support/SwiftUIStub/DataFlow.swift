// Bindings, state, environment and the observable-object family (Combine stand-ins on Linux).

// MARK: - DynamicProperty

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - Binding

/// A property wrapper type that can read and write a value owned by a source of truth.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// Current SDK (DOC binding/init(get:set:)): the closures are `@isolated(any) @Sendable`, so
    /// reading main-actor state needs `{ @MainActor in … }` closures to be warning-free in Swift 6.
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}

    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) {}

    public init(projectedValue: Binding<Value>) {}

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> { _stubUnreachable() }

    public var wrappedValue: Value {
        get { _stubUnreachable() }
        nonmutating set { _stubUnreachable() }
    }

    public var projectedValue: Binding<Value> { self }

    public var transaction: Transaction { _stubUnreachable() }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        _stubUnreachable()
    }

    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {}

    /// Creates a binding by projecting the base optional value to its unwrapped value, or returns nil.
    public init?(_ base: Binding<Value?>) { return nil }

    /// Creates a binding by projecting the base value to a hashable value.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {}
}

/// "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable." (DOC)
extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { _stubUnreachable() }
}

extension Binding: DynamicProperty {}

/// The context of the current state-processing update.
public struct Transaction: Sendable {
    public init() {}
}

// MARK: - State

/// A property wrapper type that can read and write a value managed by SwiftUI.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}

    public var wrappedValue: Value {
        get { _stubUnreachable() }
        nonmutating set { _stubUnreachable() }
    }

    public var projectedValue: Binding<Value> { _stubUnreachable() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

extension State: Sendable where Value: Sendable {}

// MARK: - Bindable

/// A property wrapper type that supports creating bindings to the mutable properties of observable objects.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value {
        get { _stubUnreachable() }
        nonmutating set { _stubUnreachable() }
    }
    public var projectedValue: Bindable<Value> { self }

    /// The unconstrained inits are unavailable (they also make memberwise inits take the object).
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { _stubUnreachable() }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { _stubUnreachable() }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        _stubUnreachable()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) {}
    public init(_ wrappedValue: Value) {}
    public init(projectedValue: Bindable<Value>) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: ObservableObject {
    @available(*, unavailable, message: "@Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead.")
    public init(wrappedValue: Value) { _stubUnreachable() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable: Sendable where Value: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable: DynamicProperty {}

// MARK: - Environment

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }
    public var description: String { "EnvironmentValues" }

    /// An action that dismisses the current presentation.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var dismiss: DismissAction { DismissAction() }

    /// A Boolean value that indicates whether the view associated with this environment is currently presented.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var isPresented: Bool { false }

    /// An action that opens a URL.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var openURL: OpenURLAction {
        get { OpenURLAction() }
        set {}
    }

    /// A Boolean value that indicates when the user is searching.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var isSearching: Bool { false }

    /// An action that ends the current search interaction.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}

/// An action that dismisses a presentation (`@Environment(\.dismiss)`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct DismissAction: Sendable {
    nonisolated init() {}
    public func callAsFunction() {}
}

/// An action that ends the current search interaction.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct DismissSearchAction: Sendable {
    nonisolated init() {}
    public func callAsFunction() {}
}

/// An action that opens a URL (`@Environment(\.openURL)`).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct OpenURLAction: Sendable {
    nonisolated init() {}

    /// Creates an action that opens a URL with the given handler.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public init(handler: @escaping (URL) -> Result) {}

    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}

    /// The result of a custom open URL action.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
        private init() {}
    }
}

/// A property wrapper that reads a value from a view's environment.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @inlinable
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    @inlinable
    public var wrappedValue: Value { _stubUnreachable() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Environment {
    /// Reads an `@Observable` object put in the environment with `.environment(_:)`. Crashes at
    /// runtime when nothing was injected; the optional form below does not.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

// MARK: - ObservableObject family

#if canImport(Combine)
// On Apple platforms the real Combine module supplies ObservableObject and @Published, and
// SwiftUI re-exports them, exactly as the real SwiftUI does.
@_exported import Combine
#else
// Combine does not exist on Linux ("no such module 'Combine'"). The real `import SwiftUI` re-exports
// Combine's ObservableObject and @Published, so the stub provides look-alikes in module SwiftUI.
// Generated iOS 16 code should `import Combine` only under `#if canImport(Combine)`.

/// A type of object with a publisher that emits before the object has changed (Combine).
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A publisher that publishes changes from observable objects (Combine).
public final class ObservableObjectPublisher: Sendable {
    public init() {}
    public func send() {}
}

/// A type that publishes a property marked with an attribute (Combine). As in Combine, it only
/// works on properties of classes: `wrappedValue` is unavailable, access goes through the
/// enclosing-instance subscript.
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { _stubUnreachable() }
        set { _stubUnreachable() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { _stubUnreachable() }
        set { _stubUnreachable() }
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher() }
        set {}
    }

    /// The publisher of a published property (`$property`); no operators.
    public struct Publisher {
        init() {}
    }
}
#endif

/// A property wrapper type that instantiates an observable object.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @inlinable
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

    public var wrappedValue: ObjectType { _stubUnreachable() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { _stubUnreachable() }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
@MainActor @propertyWrapper @frozen @preconcurrency
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            _stubUnreachable()
        }
    }

    nonisolated public init(initialValue: ObjectType) {}
    nonisolated public init(wrappedValue: ObjectType) {}

    /// Settable, as the SDK's stored `wrappedValue` is: `self.model = model` in a view's
    /// initializer initialises the wrapper.
    public var wrappedValue: ObjectType {
        get { _stubUnreachable() }
        set {}
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { _stubUnreachable() }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
/// Reading it when nothing was injected crashes at runtime.
@MainActor @frozen @propertyWrapper @preconcurrency
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @MainActor @preconcurrency
    public init() {}

    public var wrappedValue: ObjectType { _stubUnreachable() }
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { _stubUnreachable() }

    @dynamicMemberLookup @frozen
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            _stubUnreachable()
        }
    }
}

// MARK: - Environment modifiers

extension View {
    /// Places an observable object in the view's environment (takes an Optional object).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { _modified() }

    /// Sets the environment value of the specified key path to the given value.
    @inlinable
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _modified() }

    /// Supplies an observable object to a view's hierarchy.
    @inlinable
    nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject { _modified() }
}

// MARK: - SceneStorage

/// A property wrapper type that reads and writes to persisted, per-scene storage. There is **no**
/// Codable init: to restore a navigation path, store `Data` (`@SceneStorage("nav") var navData: Data?`).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    public var wrappedValue: Value {
        get { _stubUnreachable() }
        nonmutating set { _stubUnreachable() }
    }

    public var projectedValue: Binding<Value> { _stubUnreachable() }

    public init(wrappedValue: Value, _ key: String) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String) where Value == Int {}
    public init(wrappedValue: Value, _ key: String) where Value == Double {}
    public init(wrappedValue: Value, _ key: String) where Value == String {}
    public init(wrappedValue: Value, _ key: String) where Value == URL {}
    public init(wrappedValue: Value, _ key: String) where Value == Data {}
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {}
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? {}
    public init(_ key: String) where Value == Int? {}
    public init(_ key: String) where Value == Double? {}
    public init(_ key: String) where Value == String? {}
    public init(_ key: String) where Value == URL? {}
    public init(_ key: String) where Value == Data? {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension SceneStorage {
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {}
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {}
}
