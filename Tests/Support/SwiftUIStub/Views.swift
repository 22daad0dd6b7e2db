// Text, images, labels, buttons, stacks and the other plain views navigation code uses.

// MARK: - LocalizedStringKey

/// The key for a localized string; string literals (with interpolations) become keys.
@frozen
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    /// Interpolations accepted in a localized string key (the common subset of the real set).
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
    }
}

/// Numbers that can be interpolated into a `LocalizedStringKey`.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

// MARK: - Text

/// A view that displays one or more lines of read-only text.
@frozen
public struct Text: Equatable, Sendable {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {}
    public init(verbatim content: String) {}
    public init(_ image: Image) {}

    public static func == (lhs: Text, rhs: Text) -> Bool { true }
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }

    public func bold() -> Text { self }
    public func italic() -> Text { self }
    public func font(_ font: Font?) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
}

extension Text: _PrimitiveView {}

// MARK: - Image

/// A view that displays an image.
@frozen
public struct Image: Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(systemName: String) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(systemName: String, variableValue: Double?) {}
    public init(decorative name: String, bundle: Bundle? = nil) {}

    public static func == (lhs: Image, rhs: Image) -> Bool { true }

    public enum Scale: Hashable, Sendable { case small, medium, large }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    public func resizable() -> Image { self }

    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
}

extension Image: _PrimitiveView {}

// MARK: - Label

/// A standard label: a title with an icon.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct Label<Title, Icon>: _PrimitiveView where Title: View, Icon: View {
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, image name: String) where S: StringProtocol {}
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

// MARK: - Button

/// A control that initiates an action. Every action is a `@MainActor` closure (DOC
/// `button/init(action:label:)`: `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, …)`).
public struct Button<Label>: _PrimitiveView where Label: View {
    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @preconcurrency
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// iOS 14 (IF17 L25039–25050), not iOS 17: only the `ImageResource` variants are iOS 17.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping @MainActor () -> Void) {}

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

/// A value that describes the purpose of a button.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
    private init() {}
}

// MARK: - Menu

/// A control for presenting a menu of actions (reference §12, IF17 L7982–8036). A `Menu` in a
/// menu's content is a submenu. `primaryAction:` comes after `content:`.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct Menu<Label, Content>: _PrimitiveView where Label: View, Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}

    @available(iOS 15.0, macOS 12.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    @preconcurrency
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension Menu where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}

    @available(iOS 15.0, macOS 12.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {}
    @available(iOS 15.0, macOS 12.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension Menu where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where S: StringProtocol {}

    @available(iOS 15.0, macOS 12.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {}
    @available(iOS 15.0, macOS 12.0, tvOS 17.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

// MARK: - Containers

/// Horizontal alignment guides for stacks.
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
    private init() {}
}

/// Vertical alignment guides for stacks.
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
    private init() {}
}

/// A view that arranges its subviews in a vertical line.
@frozen
public struct VStack<Content>: _PrimitiveView where Content: View {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// A view that arranges its subviews in a horizontal line.
@frozen
public struct HStack<Content>: _PrimitiveView where Content: View {
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// A scrolling list of rows (the plain-content form only).
public struct List<SelectionValue, Content>: _PrimitiveView where SelectionValue: Hashable, Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {}
}

/// A flexible space.
@frozen
public struct Spacer: _PrimitiveView {
    nonisolated public init(minLength: CGFloat? = nil) {}
}

/// A type that collects multiple instances of a content type into a single unit.
@frozen
public struct Group<Content> {}

extension Group: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { _stubUnreachable() }
}

/// Computes views on demand from a collection of identified data (the common forms only).
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { _stubUnreachable() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Content: View {
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

// MARK: - ContentUnavailableView

/// An interface, consisting of a label and additional content, for an empty state.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ContentUnavailableView<Label, Description, Actions>: _PrimitiveView where Label: View, Description: View, Actions: View {
    nonisolated public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// `description` is a `Text?`, not a String (IF17 L19791–19797).
    nonisolated public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {}
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol {}
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// The standard "no results" view for search.
    nonisolated public static var search: ContentUnavailableView<Label, Description, Actions> { _stubUnreachable() }
    nonisolated public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { _stubUnreachable() }
}

/// The parts of `ContentUnavailableView.search`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SearchUnavailableContent {
    public struct Label: _PrimitiveView {}
    public struct Description: _PrimitiveView {}
    public struct Actions: _PrimitiveView {}
}

// MARK: - Styling (the small part placeholder views use)

/// A font.
@frozen
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    private init() {}
}

/// A color (a few named colors only).
@frozen
public struct Color: Hashable, Sendable, ShapeStyle {
    public static let primary = Color()
    public static let secondary = Color()
    public static let accentColor = Color()
    public static let red = Color()
    public static let blue = Color()
    public static let gray = Color()
    public static let clear = Color()
    private init() {}
}

extension Color: _PrimitiveView {}

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

/// The hierarchical styles `.primary`, `.secondary`, …
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    private init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

/// An enumeration to indicate one edge of a rectangle.
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

extension View {
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _modified() }
    nonisolated public func padding(_ length: CGFloat) -> some View { _modified() }
    nonisolated public func font(_ font: Font?) -> some View { _modified() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _modified() }
}
