// NavigationSplitView and its visibility, List selection, Section (reference §12).

// MARK: - NavigationSplitView

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationSplitView<Sidebar, Content, Detail>: _PrimitiveView where Sidebar: View, Content: View, Detail: View {
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}

    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                            @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}

    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}

    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                            @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@available(*, unavailable)
extension NavigationSplitView: Sendable {}

/// The visibility of the leading columns in a navigation split view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
}

// MARK: - List selection

extension List {
    /// Single selection; the non-optional form is macOS-only, so it is not modelled.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, *)
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}

    /// Multiple selection.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
    @available(watchOS, unavailable)
    nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
}

// MARK: - Section

/// A container view that you can use to add hierarchy within certain views.
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { _stubUnreachable() }

    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}
