// Toolbars: content protocols, the builder, items, placements, bar modifiers.

// MARK: - ToolbarContent

/// Conforming types represent items that can be placed in various locations in a toolbar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Toolbar content that users can customize (`toolbar(id:content:)`).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
    public var body: Never { return _stubUnreachable() }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public typealias Body = Never
    public var body: Never { return _stubUnreachable() }
}

extension _ConditionalContent: CustomizableToolbarContent where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

/// Several toolbar items built by one block (results are opaque, so one type serves both flavours).
public struct TupleToolbarContent<T>: CustomizableToolbarContent {
    nonisolated public init(_ value: T) {}
    public var body: Never { return _stubUnreachable() }
}

/// Type-erased toolbar content (what `if #available` produces).
public struct _LimitedAvailabilityToolbarContent: CustomizableToolbarContent {
    nonisolated init() {}
    public var body: Never { return _stubUnreachable() }
}

extension Group: ToolbarContent where Content: ToolbarContent {
    nonisolated public init(@ToolbarContentBuilder content: () -> Content) {}
    public var body: Never { return _stubUnreachable() }
}

extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

// MARK: - ToolbarContentBuilder

/// Constructs a toolbar item set from multi-expression closures. As in SwiftUI: `buildBlock` for one
/// to ten items (no parameter packs), `if` (iOS 16: `buildIf`, `buildEither`), `if #available`
/// (iOS 17.5: `buildLimitedAvailability`), each for plain and for customizable content.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }

    public static func buildExpression<Content>(_ content: Content) -> Content where Content: CustomizableToolbarContent { content }

    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent { content }

    public static func buildBlock<Content>(_ content: Content) -> some CustomizableToolbarContent where Content: CustomizableToolbarContent { content }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent {
        TupleToolbarContent<(C0, C1)>((c0, c1))
    }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1)>((c0, c1))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2)>((c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2)>((c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3)>((c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3)>((c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4)>((c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4)>((c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5)>((c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5)>((c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6)>((c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6)>((c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)>((c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)>((c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent, C9: CustomizableToolbarContent {
        TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: CustomizableToolbarContent { content }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .trueContent(first))
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .falseContent(second))
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        _ConditionalContent(storage: .trueContent(first))
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        _ConditionalContent(storage: .falseContent(second))
    }

    @available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, visionOS 1.0, *)
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> some ToolbarContent {
        _LimitedAvailabilityToolbarContent()
    }

    @available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, visionOS 1.0, *)
    public static func buildLimitedAvailability(_ content: any CustomizableToolbarContent) -> some CustomizableToolbarContent {
        _LimitedAvailabilityToolbarContent()
    }
}

// MARK: - Items

/// A model that represents an item which can be placed in the toolbar or navigation bar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public var body: Never { return _stubUnreachable() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ToolbarItem where ID == String {
    /// Customizable item (for `toolbar(id:content:)`).
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}

    /// Soft-deprecated; do not emit.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use the ToolbarItem(id:placement:content:) initializer with .defaultCustomization(.hidden) instead")
    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use the ToolbarItem(id:placement:content:) initializer with .defaultCustomization(.hidden) instead")
    @available(*, deprecated, message: "Use the ToolbarItem(id:placement:content:) initializer with .defaultCustomization(.hidden) instead")
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ToolbarItem: CustomizableToolbarContent where ID == String {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ToolbarItem: Identifiable where ID == String {
    nonisolated public var id: String { "" }
}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or navigation bar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public init<C, L>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledToolbarItemGroupContent<C, L>, C: View, L: View {}

    public var body: Never { return _stubUnreachable() }
}

/// A view that represents the view of a toolbar item group with a specified label.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LabeledToolbarItemGroupContent<Content, Label>: _PrimitiveView where Content: View, Label: View {}

// MARK: - ToolbarItemPlacement (every value of reference §3a)

/// A structure that defines the placement of a toolbar item.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ToolbarItemPlacement: Sendable {
    private init() {}

    public static let automatic = ToolbarItemPlacement()

    /// Centre of the navigation bar.
    @available(watchOS, unavailable)
    public static let principal = ToolbarItemPlacement()

    @available(watchOS, unavailable)
    public static let navigation = ToolbarItemPlacement()

    public static let primaryAction = ToolbarItemPlacement()

    /// Goes into the overflow menu.
    @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let secondaryAction = ToolbarItemPlacement()

    @available(iOS 14.0, macOS 11.0, tvOS 18.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public static let status = ToolbarItemPlacement()

    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()

    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let keyboard = ToolbarItemPlacement()

    /// `@backDeployed(before: iOS 17.0, tvOS 17.0)` in the SDK: needs an Xcode 15+ SDK, runs on iOS 14+.
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement() }

    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement() }

    /// Soft-deprecated; do not emit (the stub warns on Linux).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use topBarLeading instead")
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @available(*, deprecated, message: "use topBarLeading instead")
    public static let navigationBarLeading = ToolbarItemPlacement()

    /// Soft-deprecated; do not emit (the stub warns on Linux).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @available(*, deprecated, message: "use topBarTrailing instead")
    public static let navigationBarTrailing = ToolbarItemPlacement()

    @available(iOS 14.0, tvOS 18.0, watchOS 10.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static let bottomBar = ToolbarItemPlacement()

    /// visionOS only.
    @available(visionOS 1.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(*, unavailable, message: "bottomOrnament is visionOS-only; the stub models iOS")
    public static let bottomOrnament = ToolbarItemPlacement()

    /// macOS only.
    @available(macOS 13.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, unavailable, message: "accessoryBar(id:) is macOS-only; the stub models iOS")
    public static func accessoryBar<ID>(id: ID) -> ToolbarItemPlacement where ID: Hashable { ToolbarItemPlacement() }

    /// macOS 13 only, deprecated in macOS 14 (renamed `accessoryBar(id:)`).
    @available(macOS, introduced: 13.0, deprecated: 14.0, renamed: "accessoryBar(id:)")
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, unavailable, message: "ToolbarItemPlacement(id:) is macOS-only; the stub models iOS")
    public init<ID>(id: ID) where ID: Hashable {}

    /// In the docs as iOS 14+, but absent from the 17.4 SDK: needs a newer SDK (probably 26, UNVERIFIED).
    @available(iOS 14.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static var title: ToolbarItemPlacement { ToolbarItemPlacement() }

    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let largeTitle = ToolbarItemPlacement()

    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let largeSubtitle = ToolbarItemPlacement()

    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let subtitle = ToolbarItemPlacement()
}

// MARK: - Bars

/// The placement of a bar (the `for:` values of the bar modifiers, **not** item placements).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ToolbarPlacement: Sendable {
    private init() {}

    public static var automatic: ToolbarPlacement { ToolbarPlacement() }

    @available(iOS 16.0, watchOS 10.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement() }

    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement() }

    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static var tabBar: ToolbarPlacement { ToolbarPlacement() }

    @available(macOS 13.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, unavailable, message: "windowToolbar is macOS-only; the stub models iOS")
    public static var windowToolbar: ToolbarPlacement { ToolbarPlacement() }
}

/// The purpose of a toolbar.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ToolbarRole: Sendable {
    private init() {}
    public static var automatic: ToolbarRole { ToolbarRole() }
    @available(macOS, unavailable)
    public static var navigationStack: ToolbarRole { ToolbarRole() }
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var browser: ToolbarRole { ToolbarRole() }
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var editor: ToolbarRole { ToolbarRole() }
}

// MARK: - Toolbar modifiers

extension View {
    /// Populates the toolbar with a plain `View` body (needed so bare `Button`s type-check).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { _modified() }

    /// Populates the toolbar or navigation bar with the specified items.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent { _modified() }

    /// A customizable toolbar: requires `ToolbarItem(id:…)` content.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func toolbar<Content>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View where Content: CustomizableToolbarContent { _modified() }

    /// Soft-deprecated from iOS 18.4 in favour of `toolbarVisibility(_:for:)`; right below iOS 18.
    @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(macOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(tvOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(visionOS, introduced: 1.0)
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { _modified() }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { _modified() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View where S: ShapeStyle { _modified() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { _modified() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { _modified() }
}
