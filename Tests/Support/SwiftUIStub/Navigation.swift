// NavigationStack, NavigationPath, destinations, links, titles and title display modes.

// MARK: - NavigationStack

/// A view that displays a root view and enables you to present additional views over the root view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: _PrimitiveView where Root: View {
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}

    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}

    /// A typed path such as `[Route]`; pushed values must be of type `Data.Element`.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
}

/// Soft-deprecated; do not emit (the stub warns on Linux, the real SDK does not yet).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content>: _PrimitiveView where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// MARK: - NavigationPath

/// A type-erased list of data representing the content of a navigation stack.
/// `Equatable`, explicitly **not** `Sendable`; there is no `removeAll`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationPath: Equatable {
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    /// `nil` if any element isn't Codable.
    public var codable: NavigationPath.CodableRepresentation? { nil }

    public init() {}
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {}
    public init<S>(_ elements: S) where S: Sequence, S.Element: Decodable, S.Element: Encodable, S.Element: Hashable {}
    public init(_ codable: NavigationPath.CodableRepresentation) {}

    public mutating func append<V>(_ value: V) where V: Hashable {}
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable {}
    public mutating func removeLast(_ k: Int = 1) {}

    /// A serializable representation of a navigation path.
    public struct CodableRepresentation: Codable, Equatable {
        public init(from decoder: any Decoder) throws {}
        public func encode(to encoder: any Encoder) throws {}
    }

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { true }
}

@available(*, unavailable)
extension NavigationPath: Sendable {}

// MARK: - Destinations

extension View {
    /// Associates a destination view with a presented data type. Attach it to the stack's root
    /// content, never inside a lazy container; register each type once per stack.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View { _modified() }

    /// The destination closure is **non-escaping**.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View
    where V: View { _modified() }

    /// `D: Hashable` (not `Identifiable`). Setting the binding to `nil` pops.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View { _modified() }
}

// MARK: - NavigationLink

/// A view that controls a navigation presentation.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct NavigationLink<Label, Destination>: _PrimitiveView where Label: View, Destination: View {
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationLink where Destination == Never {
    /// A `nil` value disables the link.
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {}
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationLink where Label == Text, Destination == Never {
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where P: Hashable {}
    @_disfavoredOverload
    nonisolated public init<S, P>(_ title: S, value: P?) where S: StringProtocol, P: Hashable {}
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where P: Decodable, P: Encodable, P: Hashable {}
    @_disfavoredOverload
    nonisolated public init<S, P>(_ title: S, value: P?) where S: StringProtocol, P: Decodable, P: Encodable, P: Hashable {}
}

// MARK: - Titles and display modes

/// Navigation bar items.
@available(iOS 14.0, watchOS 8.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable {
        case automatic
        case inline
        @available(tvOS, unavailable)
        case large
    }
}

/// A type that defines the behavior of title of a toolbar (cross-platform successor of
/// `NavigationBarItem.TitleDisplayMode`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ToolbarTitleDisplayMode: Sendable {
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    private init() {}
}

extension View {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View { _modified() }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _modified() }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { _modified() }

    /// Makes the title editable.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { _modified() }

    /// watchOS only: do not emit for iOS.
    @available(watchOS 7.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, unavailable, message: "navigationTitle(_:) with a view builder is watchOS-only; the stub models iOS")
    nonisolated public func navigationTitle<V>(@ViewBuilder _ title: () -> V) -> some View where V: View { _modified() }

    /// iOS-family only: compiling for macOS fails. Prefer `toolbarTitleDisplayMode` on iOS 17+.
    @available(iOS 14.0, watchOS 8.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { _modified() }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { _modified() }

    /// iOS 26 (Mac Catalyst 14, macOS 11).
    @available(iOS 26.0, macOS 11.0, macCatalyst 14.0, *)
    nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View { _modified() }

    @available(iOS 26.0, macOS 11.0, macCatalyst 14.0, *)
    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { _modified() }

    @available(iOS 26.0, macOS 11.0, macCatalyst 14.0, *)
    @_disfavoredOverload
    nonisolated public func navigationSubtitle<S>(_ subtitle: S) -> some View where S: StringProtocol { _modified() }

    @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { _modified() }
}
