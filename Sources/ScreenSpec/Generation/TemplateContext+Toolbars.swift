// The template context's custom actions, toolbars, items and menus (see TemplateContext.swift).

/// One `<App>Action` case: a `custom:` toolbar action.
public struct ActionContext: Encodable, Hashable, Sendable {
    /// The case name (the `custom` value).
    public let caseName: String
    /// `cityDetail(let name, let zoom)`: the `<App>Origin` pattern of the first screen (definition
    /// order) whose toolbars trigger it, binding its values, or null: the handler skeleton's example.
    public let originPattern: String?
    /// `.insightGroups, .signalList`: the origins of every screen triggering it (three, then `and N
    /// more`, past four), or null for one or none: listed above the handler skeleton's example.
    public let originList: String?
}

/// One toolbar: an `<App>Toolbar` case, its items, and the one SwiftUI type that shows them,
/// which the hosts of the screens using the toolbar apply by name (so each item is emitted once,
/// however many screens show it).
public struct ToolbarContext: Encodable, Hashable, Sendable {
    /// The toolbar id: the case name and raw value.
    public let caseName: String
    /// The items, in order.
    public let items: [ToolbarItemContext]
    /// Whether it has items (only then does it have a content type).
    public let hasItems: Bool
    /// `MainToolbarContent`: the items' `ToolbarContent` type, nested in `<App>Toolbar` (no clash with app names).
    public let contentType: String
    /// `CitiesToolbar.MainToolbarContent(navigator: navigator)`: its initializer call (navigator in scope).
    public let contentInitializer: String
    /// More than `ContextBuilder.toolbarBlockLimit` items: each run of ten is a private builder
    /// property of the content type (see `ToolbarItemContext.block`), and `content` names those.
    public let hasItemBlocks: Bool
    /// The children of the content type's `body`: the items, or with `hasItemBlocks` their blocks,
    /// at most `ContextBuilder.toolbarBlockLimit` to a builder block, the rest in nested `Group`s.
    public let content: [ToolbarContentContext]
}

/// One toolbar item: an `<App>ToolbarItem` value and what the glue renders for it.
public struct ToolbarItemContext: Encodable, Hashable, Sendable {
    /// `id`, or `<toolbar>-<position>` (1-based) when the spec gives none.
    public let id: String
    /// The id as a Swift string literal.
    public let idLiteral: String
    /// The toolbar the item belongs to.
    public let toolbar: String
    /// The item's position in its toolbar, from 0: the glue reads `items[index]` of the toolbar.
    public let index: Int
    /// The `ToolbarItemPlacement` name on the first listed platform (iOS of two); deprecated names
    /// are replaced (`navigationBarLeading` → `topBarLeading`), so generated code never uses them.
    public let placement: String
    /// The name on the platform the code runs on, as a Swift `String`: a literal, or when it differs
    /// by platform `<App>ToolbarItem.platformPlacement(iOS: "topBarLeading", macOS: "navigation")`.
    public let placementLiteral: String
    /// `.topBarLeading`: the `ToolbarItemPlacement` expression.
    public let placementExpression: String
    /// The SF Symbol, or null.
    public let systemImage: String?
    /// The symbol as a Swift string literal, or null.
    public let systemImageLiteral: String?
    /// Whether it has a symbol.
    public let hasSystemImage: Bool
    /// The label, or null.
    public let label: String?
    /// The label as a Swift string literal, or null.
    public let labelLiteral: String?
    /// Whether it has a label.
    public let hasLabel: Bool
    /// Both a label and a symbol: `Label(label, systemImage:)`.
    public let hasLabelAndSystemImage: Bool
    /// Only a symbol: `Image(systemName:)`.
    public let hasOnlySystemImage: Bool
    /// Only a label: `Text(label)`.
    public let hasOnlyLabel: Bool
    /// The `<App>Command` expression without the type (`.open(.profile, in: .settings)`); null: static content.
    public let command: String?
    /// Whether the item is a button (has an action).
    public let hasCommand: Bool
    /// Whether the item shows a `Menu` of `menu` (with its label and symbol).
    public let isMenu: Bool
    /// The items of the menu, in order; empty when the item is no menu.
    public let menu: [MenuItemContext]
    /// The `<App>ToolbarItem(…)` initializer expression.
    public let initializer: String
    /// When its toolbar has more than ten items: the private builder property of the content type
    /// that holds the item with the rest of its run of ten (`items11to20`, `item21`); null otherwise.
    public let block: String?
    /// The first item of its `block`: the property starts before it.
    public let startsBlock: Bool
    /// The last item of its `block`: the property ends after it.
    public let endsBlock: Bool
}

/// A toolbar named by a screen.
public struct ToolbarReferenceContext: Encodable, Hashable, Sendable {
    /// The `<App>Toolbar` case.
    public let caseName: String
    /// Whether the toolbar has items (only then does it have a content type).
    public let hasItems: Bool
    /// The toolbar's content type (see `ToolbarContext.contentType`).
    public let contentType: String
    /// The content type's initializer call (see `ToolbarContext.contentInitializer`).
    public let contentInitializer: String
}

/// One child of a `ToolbarContentBuilder` block: an item, a block of ten items, a toolbar's content
/// type, or a `Group` of at most ten more children (SwiftUI's limit), nested as deeply as needed;
/// render it with a partial that includes itself for `children` (`_viewsToolbarContent`).
public struct ToolbarContentContext: Encodable, Hashable, Sendable {
    /// A `Group { … }` of `children`.
    public let isGroup: Bool
    /// The children of a group, in order (empty otherwise).
    public let children: [ToolbarContentContext]
    /// A toolbar item.
    public let isItem: Bool
    /// The item, or null.
    public let item: ToolbarItemContext?
    /// A block of items: a private builder property of the content type.
    public let isBlock: Bool
    /// The block's property name (`items11to20`), or null.
    public let block: String?
    /// A toolbar's content type.
    public let isToolbar: Bool
    /// The toolbar, or null.
    public let toolbar: ToolbarReferenceContext?
}

/// One item of a toolbar item's `menu`: a button, or a submenu of its own items. Render it with
/// a partial that includes itself for `menu` (the default glue reads menus from `<App>MenuItem` data instead).
public struct MenuItemContext: Encodable, Hashable, Sendable {
    /// The label as a Swift string literal, or null.
    public let labelLiteral: String?
    /// The symbol as a Swift string literal, or null.
    public let systemImageLiteral: String?
    /// Both a label and a symbol.
    public let hasLabelAndSystemImage: Bool
    /// Only a symbol.
    public let hasOnlySystemImage: Bool
    /// Only a label.
    public let hasOnlyLabel: Bool
    /// `destructive` or `cancel`, or null.
    public let role: String?
    /// `.destructive`: the `ButtonRole` expression, or null.
    public let roleExpression: String?
    /// Whether the item has a role.
    public let hasRole: Bool
    /// The `<App>Command` expression without the type, or null (a submenu).
    public let command: String?
    /// Whether the item is a button.
    public let hasCommand: Bool
    /// Whether the item is a submenu.
    public let isMenu: Bool
    /// The submenu's items, in order; empty for a button.
    public let menu: [MenuItemContext]
    /// The `<App>MenuItem(…)` initializer expression.
    public let initializer: String
}
