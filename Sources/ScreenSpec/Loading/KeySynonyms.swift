/// The words people who know SwiftUI better than the format write for its keys: the modifier's
/// name (`navigationTitle:`, `searchable:`), a neighbouring key's name (`label:` in a tab, whose
/// key is `title`) or a plain word (`icon:`, `parameters:`). They are too far from the key for
/// ``DidYouMean`` to suggest it by spelling.
enum KeySynonyms {
    /// The synonyms of each key, by key.
    static let byKey: [String: [String]] = [
        "title": ["navigationTitle", "navigationBarTitle", "label", "name", "text"],
        // SwiftUI's `navigationBarItems(leading:trailing:)`: its value is buttons, not a toolbar id.
        "toolbar": ["navigationBarItems"],
        "label": ["title", "text", "name"],
        "systemImage": ["icon", "image", "symbol", "sfSymbol", "systemName"],
        "search": ["searchable"],
        "titleDisplayMode": ["displayMode", "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode"],
        "deepLink": ["url", "link", "path", "onOpenURL", "route"],
        "links": ["navigationDestination", "destinations", "navigation", "navigationLinks"],
        "params": ["parameters", "arguments", "args", "properties"],
        "root": ["rootView", "rootScreen", "screen", "view"],
        "badge": ["badgeCount"],
        "push": ["navigationLink", "navigate", "show"],
        "fullScreenCover": ["cover", "fullScreen"],
        "tabs": ["tabView", "tabBar", "sidebar"],
        "presentation": ["present", "presented", "modal", "presentationStyle", "modalPresentationStyle"],
    ]

    /// The key among `keys` that `text` is a synonym of (ignoring case), if any.
    static func key(for text: String, in keys: some Sequence<String>) -> String? {
        let folded = text.lowercased()
        return keys.first { key in byKey[key]?.contains { $0.lowercased() == folded } == true }
    }

    /// The key an unknown key most likely meant: the one it is a synonym of, else the closest by
    /// spelling.
    /// `holdsLinks`: the value is a list of mappings, as `links` is (`link: [ { push: A } ]` meant
    /// `links`, where `link: /a` meant `deepLink`).
    static func likelyKey(for text: String, in keys: [String], holdsLinks: Bool = false) -> String? {
        let likely = key(for: text, in: keys) ?? DidYouMean.closest(to: text, in: keys)
        return holdsLinks && likely == "deepLink" && keys.contains("links") ? "links" : likely
    }
}
