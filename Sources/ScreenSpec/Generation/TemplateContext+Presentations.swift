/// Stacked modals, dialogs, modal and nested deep links, read inside `{{#presentations}}`.
public struct PresentationsContext: Encodable, Hashable, Sendable {
    /// `<App>Dialog`: an alert's or confirmation dialog's title, message and buttons.
    public let dialogType: String
    /// The alerts and confirmation dialogs, in screen order.
    public let dialogs: [DialogContext]
    /// Whether there are alerts or confirmation dialogs: `<App>Sheet.dialog` and `choose(_:)`.
    public let hasDialogs: Bool
    /// Whether some modal is an alert: the glue has an `.alert` at each level.
    public let hasAlerts: Bool
    /// Whether some modal is a confirmation dialog: the glue has a `.confirmationDialog` at each level.
    public let hasConfirmationDialogs: Bool
    /// Whether some modal is a sheet or a full-screen cover: `modal(_:)` shows a view.
    public let hasModalViews: Bool
    /// Whether some deep link opens a destination (`destination(for:)` matches something).
    public let hasDestinationDeepLinks: Bool
    /// The deep links of modal screens, in screen order: `handle(_:)` presents them.
    public let modalDeepLinks: [DeepLinkContext]
    /// Whether `modalDeepLinks` is not empty: the navigator has `sheet(for:)` and `url(for:)` of a modal.
    public let hasModalDeepLinks: Bool
    /// The nested deep links' chains on a stack (a tab's, the single one or a modal's own), in screen order.
    public let deepLinkChains: [DeepLinkChainContext]
    /// Whether `deepLinkChains` is not empty: `handle(_:)` opens chains.
    public let hasDeepLinkChains: Bool
    /// The nested deep links into a modal's own stack (`/cart/checkout` after `/cart`), in screen order.
    public let modalStackChains: [DeepLinkChainContext]
    /// Whether `modalStackChains` is not empty: `handle(_:)` presents a modal with a chain on its stack.
    public let hasModalStackChains: Bool
    /// The stacks of the modals at the bottom of `modalStackChains`, in screen order.
    public let chainModals: [StackContext]
}

/// One alert or confirmation dialog: a `<App>Sheet` case and what SwiftUI shows for it.
public struct DialogContext: Encodable, Hashable, Sendable {
    /// The `<App>Sheet` case.
    public let caseName: String
    /// `cancelOrder` or `deleteOrder(let id)`: the case's pattern binding the params the title, message and labels use.
    public let pattern: String
    /// The title as a Swift `String` expression, its params interpolated.
    public let titleExpression: String
    /// Whether the title has no params: it is a key of the app's string catalog, else shown as written.
    public let titleIsKey: Bool
    /// The message as a Swift `String` expression, or `nil`.
    public let messageExpression: String
    /// Whether the message (when there is one) has no params: a key of the string catalog.
    public let messageIsKey: Bool
    /// The buttons, in order.
    public let buttons: [DialogButtonContext]
}

/// One button of an alert or confirmation dialog.
public struct DialogButtonContext: Encodable, Hashable, Sendable {
    /// The position in the dialog's buttons, from 0: the button's `id`.
    public let index: Int
    /// The label as a Swift string literal, its params interpolated (`"Remove \(count) contacts"`).
    public let labelLiteral: String
    /// `.cancel`, `.destructive` or `nil`.
    public let roleExpression: String
    /// The `<App>Command` expression (`.dismissAll`), or `nil`: the button only closes the dialog.
    public let commandExpression: String
}

/// A nested deep link: the destinations its URL shows, bottom to top, on a tab's stack or a modal's own.
public struct DeepLinkChainContext: Encodable, Hashable, Sendable {
    /// `order(let id)`: the destination case's pattern binding the params the chain uses.
    public let pattern: String
    /// `[.orders, destination]`, or `Self.deepLinkChain(to: .order(id: id)) + [destination]` below two or more.
    public let chainExpression: String
    /// `.cart`: the `<App>Sheet` value whose own stack shows the chain; null on a tab's stack.
    public let sheetExpression: String?
}
