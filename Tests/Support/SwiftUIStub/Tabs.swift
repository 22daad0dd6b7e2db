// TabView (legacy `.tabItem`/`.tag` form and the iOS 18 `Tab` form), tab content, badges, styles.

// MARK: - TabView

/// A view that switches between multiple child views using interactive user interface elements.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
public struct TabView<SelectionValue, Content>: _PrimitiveView where SelectionValue: Hashable, Content: View {
    /// Legacy form: the selection binding is **Optional**; children use `.tabItem` + `.tag`.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
extension TabView where SelectionValue == Int {
    /// Legacy form without selection: `SelectionValue` is **Int**.
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
    /// Builder form: the binding is **non-optional** and its value type must be the tabs' `value` type.
    nonisolated public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {}

    /// Builder form without selection: `SelectionValue == Never`, so only value-less `Tab`s fit.
    nonisolated public init<C>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent {}
}

// MARK: - TabContent

/// A type that provides content for programmatically selectable tabs in a tab view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
    associatedtype Body: TabContent where Self.TabValue == Self.Body.TabValue
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

/// The body of primitive tab content (real SwiftUI keeps its equivalent private).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _PrimitiveTabBody<TabValue>: TabContent where TabValue: Hashable {
    nonisolated init() {}
    public var body: _PrimitiveTabBody<TabValue> { return self }
}

/// The builder-produced group of several tabs.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _TupleTabContent<TabValue, T>: TabContent where TabValue: Hashable {
    nonisolated init(_ value: T) {}
    public var body: _PrimitiveTabBody<TabValue> { return _PrimitiveTabBody() }
}

/// The builder-produced result of an `if` without `else` (UNVERIFIED against the real builder).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _OptionalTabContent<Wrapped>: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    nonisolated init(_ wrapped: Wrapped?) {}
    public var body: _PrimitiveTabBody<Wrapped.TabValue> { return _PrimitiveTabBody() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension _ConditionalContent: TabContent where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    public var body: _PrimitiveTabBody<TrueContent.TabValue> { return _PrimitiveTabBody() }
}

/// A result builder that constructs tabs for a tab view that supports programmatic selection.
/// All tabs must have the same selection type. Up to ten children per block, as in SwiftUI.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    /// A view representation of the content of a builder-based tab view with selection.
    public struct Content<C>: _PrimitiveView where C: TabContent, C.TabValue == TabValue {}

    public static func buildExpression<C>(_ content: C) -> C where C: TabContent, C.TabValue == TabValue { content }

    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>
    where C0: TabContent, C1: TabContent, TabValue == C0.TabValue, C0.TabValue == C1.TabValue {
        _TupleTabContent<TabValue, (C0, C1)>((c0, c1))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue>
    where C0: TabContent, C1: TabContent, C2: TabContent, TabValue == C0.TabValue, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue {
        _TupleTabContent<TabValue, (C0, C1, C2)>((c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some TabContent<TabValue>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, TabValue == C0.TabValue, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue {
        _TupleTabContent<TabValue, (C0, C1, C2, C3)>((c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some TabContent<TabValue>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, TabValue == C0.TabValue, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue {
        _TupleTabContent<TabValue, (C0, C1, C2, C3, C4)>((c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some TabContent<TabValue>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, TabValue == C0.TabValue, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue {
        _TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5)>((c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some TabContent<TabValue>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, TabValue == C0.TabValue, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue {
        _TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6)>((c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some TabContent<TabValue>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, TabValue == C0.TabValue, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue {
        _TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7)>((c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some TabContent<TabValue>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, TabValue == C0.TabValue, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue, C7.TabValue == C8.TabValue {
        _TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some TabContent<TabValue>
    where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent, TabValue == C0.TabValue, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue, C7.TabValue == C8.TabValue, C8.TabValue == C9.TabValue {
        _TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    /// `if` without `else` (UNVERIFIED: not on the doc pages that were read).
    public static func buildIf<C>(_ content: C?) -> some TabContent<TabValue> where C: TabContent, C.TabValue == TabValue {
        _OptionalTabContent(content)
    }

    /// `if`/`else` (UNVERIFIED: not on the doc pages that were read).
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F> where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}

// MARK: - Tab

/// The content for a tab and the tab's associated tab item in a tab view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value
    public var body: _PrimitiveTabBody<Value> { return _PrimitiveTabBody() }
}

/// Value-less tabs ("Available when `Value` is `Never`"): only inside `TabView(content:)`.
/// `role` has no default value.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value == Never, Content: View {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
    nonisolated public init(@ViewBuilder content: () -> Content) where Label == EmptyView {}
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Label: View {}
    nonisolated public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
    nonisolated public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Label: View {}
}

/// Tabs with a selection value ("Available when `Value` conforms to `Hashable`"). Argument order:
/// title → systemImage/image → value → role → content → label. There is no `tag:` label.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value: Hashable, Content: View {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Label: View {}
    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {}
    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Label: View {}
}

/// The default label of a `Tab` (title and image).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct DefaultTabLabel: _PrimitiveView {}

/// A value that defines the purpose of a tab. `.search` is the only documented role.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
    public static var search: TabRole { TabRole() }
    private init() {}
}

/// Groups tabs in the sidebar.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabSection<Header, Content, Footer, SelectionValue> {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection: TabContent where Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable, SelectionValue == Content.TabValue {
    public typealias TabValue = SelectionValue
    public var body: _PrimitiveTabBody<SelectionValue> { return _PrimitiveTabBody() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection where Content: TabContent, SelectionValue: Hashable, SelectionValue == Content.TabValue {
    nonisolated public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {}
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView, S: StringProtocol {}
    nonisolated public init(@TabContentBuilder<SelectionValue> content: () -> Content) where Header == EmptyView, Footer == EmptyView {}
    nonisolated public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) where Header: View, Footer == EmptyView {}
}

// MARK: - TabContent modifiers

/// What every stub tab-content modifier returns.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _ModifiedTabContent<Base>: TabContent where Base: TabContent {
    public typealias TabValue = Base.TabValue
    nonisolated init() {}
    public var body: _PrimitiveTabBody<Base.TabValue> { return _PrimitiveTabBody() }
}

/// Where a tab can appear in an adaptable tab bar.
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    public static let automatic = AdaptableTabBarPlacement()
    public static let tabBar = AdaptableTabBarPlacement()
    public static let sidebar = AdaptableTabBarPlacement()
    private init() {}
}

/// The visibility of a UI element (`.automatic`, `.visible`, `.hidden`).
@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContent {
    nonisolated public func _modifiedTab() -> _ModifiedTabContent<Self> { _ModifiedTabContent() }

    /// The `Tab` version of `badge` (the Text/Key/String overloads are UNVERIFIED, so left out).
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> { _modifiedTab() }

    nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> { _modifiedTab() }

    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue> { _modifiedTab() }

    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    nonisolated public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<Self.TabValue> { _modifiedTab() }
}

// MARK: - Legacy tab items, tags and badges (View modifiers)

/// The prominence of a badge.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
public struct BadgeProminence: Hashable, Sendable {
    public static let decreased = BadgeProminence()
    public static let standard = BadgeProminence()
    public static let increased = BadgeProminence()
    private init() {}
}

extension View {
    /// Sets the tab bar item of a legacy `TabView` child. Soft-deprecated from iOS 18.4 ("Use
    /// `Tab(title:image:value:content:)` and related initializers instead"); still right below iOS 18.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    @available(visionOS, introduced: 1.0)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { _modified() }

    /// Sets the unique tag value of this view. The tag type must **exactly** match the selection type.
    @inlinable
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable { _modified() }

    /// Generates a badge for the view from an integer value (`0` hides it).
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func badge(_ count: Int) -> some View { _modified() }

    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func badge(_ label: Text?) -> some View { _modified() }

    /// The parameter is **Optional**. With this overload set a bare `.badge(nil)` is ambiguous.
    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { _modified() }

    @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol { _modified() }

    @available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View { _modified() }

    /// Sets the style for the tab view within the current environment.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle { _modified() }

    /// How the tab bar minimizes as content scrolls (iOS 26; the modifier exists on every 26 platform).
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { _modified() }
}

/// How a tab bar minimizes (reference §13: `automatic` on every 26 platform, the others iOS 26 only).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior() }

    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior() }

    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior() }

    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior() }
}

// MARK: - Tab view styles

/// A specification for the appearance and interaction of a tab view.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// The default `TabView` style.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct DefaultTabViewStyle: TabViewStyle {
    nonisolated public init() {}
}

/// A tab bar style that adapts to each platform (a sidebar on iPad and Mac, a tab bar on iPhone).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    nonisolated public init() {}
}

/// A tab view style that displays a tab bar when possible.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    nonisolated public init() {}
}

/// A pager, not a tab bar.
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable {
        public static let automatic = IndexDisplayMode()
        public static let always = IndexDisplayMode()
        public static let never = IndexDisplayMode()
        private init() {}
    }
    nonisolated public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension TabViewStyle where Self == DefaultTabViewStyle {
    nonisolated public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    nonisolated public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    nonisolated public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
    nonisolated public static var page: PageTabViewStyle { PageTabViewStyle() }
    nonisolated public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

// MARK: - Group of tabs

/// `Group` is `TabContent` too (DOC …/group): how more than ten tabs fit the builder.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Group: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    nonisolated public init<V>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue {}
    public var body: _PrimitiveTabBody<Content.TabValue> { return _PrimitiveTabBody() }
}
