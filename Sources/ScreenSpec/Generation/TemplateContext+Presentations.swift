import Mustache

/// What the templates need for stacked modals, alerts and confirmation dialogs, deep links that
/// present a modal and nested deep links (`TemplateContext.presentations`). Its keys are looked up
/// from inside `{{#presentations}}`, where the enclosing context's keys stay visible.
public struct PresentationsContext: Encodable, Hashable, Sendable {
    /// `<App>Dialog`: an alert's or confirmation dialog's title, message and buttons.
    public var dialogType: String
    /// The alerts and confirmation dialogs, in screen order.
    public var dialogs: [DialogContext]
    /// Whether there are alerts or confirmation dialogs: `<App>Sheet.dialog` and `choose(_:)`.
    public var hasDialogs: Bool
    /// Whether some modal is an alert: the glue has an `.alert` at each level.
    public var hasAlerts: Bool
    /// Whether some modal is a confirmation dialog: the glue has a `.confirmationDialog` at each level.
    public var hasConfirmationDialogs: Bool
    /// Whether some modal is a sheet or a full-screen cover: `modal(_:)` shows a view.
    public var hasModalViews: Bool
    /// Whether some deep link opens a destination (`destination(for:)` matches something).
    public var hasDestinationDeepLinks: Bool
    /// The deep links of modal screens, in screen order: `handle(_:)` presents them.
    public var modalDeepLinks: [DeepLinkContext]
    /// Whether `modalDeepLinks` is not empty: the navigator has `sheet(for:)` and `url(for:)` of a modal.
    public var hasModalDeepLinks: Bool
    /// The nested deep links that open a chain, in screen order.
    public var deepLinkChains: [DeepLinkChainContext]
    /// Whether `deepLinkChains` is not empty: `handle(_:)` opens chains.
    public var hasDeepLinkChains: Bool

    /// No dialogs, no modal deep links, no chains.
    static let none = PresentationsContext(
        dialogType: "", dialogs: [], hasDialogs: false, hasAlerts: false, hasConfirmationDialogs: false,
        hasModalViews: false, hasDestinationDeepLinks: false, modalDeepLinks: [], hasModalDeepLinks: false,
        deepLinkChains: [], hasDeepLinkChains: false)
}

/// One alert or confirmation dialog: a `<App>Sheet` case and what SwiftUI shows for it.
public struct DialogContext: Encodable, Hashable, Sendable {
    /// The `<App>Sheet` case.
    public var caseName: String
    /// `cancelOrder` or `deleteOrder(let id)`: the case's pattern binding the params the title
    /// and message use (`_` for the others).
    public var pattern: String
    /// The title as a Swift `String` expression, its params interpolated.
    public var titleExpression: String
    /// The message as a Swift `String` expression, or `nil`.
    public var messageExpression: String
    /// The buttons, in order.
    public var buttons: [DialogButtonContext]
}

/// One button of an alert or confirmation dialog.
public struct DialogButtonContext: Encodable, Hashable, Sendable {
    /// The position in the dialog's buttons, from 0: the button's `id`.
    public var index: Int
    /// The label as a Swift string literal.
    public var labelLiteral: String
    /// `.cancel`, `.destructive` or `nil`.
    public var roleExpression: String
    /// The `<App>Command` expression (`.dismissAll`), or `nil`: the button only closes the dialog.
    public var commandExpression: String
}

/// A nested deep link: the destinations its URL shows, bottom to top.
public struct DeepLinkChainContext: Encodable, Hashable, Sendable {
    /// `order(let id)`: the destination case's pattern binding the params the chain uses.
    public var pattern: String
    /// `[.orders, .order(id: id)]`: the chain as a Swift array literal.
    public var chainExpression: String
}

extension PresentationsContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "dialogType", "dialogs", "hasDialogs", "hasAlerts", "hasConfirmationDialogs", "hasModalViews",
        "hasDestinationDeepLinks", "modalDeepLinks", "hasModalDeepLinks", "deepLinkChains", "hasDeepLinkChains",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(dialogType)
        case 1: .array(dialogs.map(MustacheValue.init(provider:)))
        case 2: .bool(hasDialogs)
        case 3: .bool(hasAlerts)
        case 4: .bool(hasConfirmationDialogs)
        case 5: .bool(hasModalViews)
        case 6: .bool(hasDestinationDeepLinks)
        case 7: .array(modalDeepLinks.map(MustacheValue.init(provider:)))
        case 8: .bool(hasModalDeepLinks)
        case 9: .array(deepLinkChains.map(MustacheValue.init(provider:)))
        case 10: .bool(hasDeepLinkChains)
        default: .null
        }
    }
}

extension DialogContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "caseName", "pattern", "titleExpression", "messageExpression", "buttons",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(caseName)
        case 1: .string(pattern)
        case 2: .string(titleExpression)
        case 3: .string(messageExpression)
        case 4: .array(buttons.map(MustacheValue.init(provider:)))
        default: .null
        }
    }
}

extension DialogButtonContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable(["index", "labelLiteral", "roleExpression", "commandExpression"])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .int(index)
        case 1: .string(labelLiteral)
        case 2: .string(roleExpression)
        case 3: .string(commandExpression)
        default: .null
        }
    }
}

extension DeepLinkChainContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable(["pattern", "chainExpression"])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(pattern)
        case 1: .string(chainExpression)
        default: .null
        }
    }
}
