import Foundation

/// The app's deep links as the outside world sees them (`screenspec links`, `generate --tests`):
/// one entry per pattern the generated `handle(_:)` opens (a screen's own and its aliases), sorted
/// by pattern.
public struct DeepLinkCatalogue: Hashable, Sendable {
    /// One deep link.
    public struct Entry: Hashable, Sendable {
        /// The pattern as written (`/product/{id}`).
        public var pattern: String
        /// For an alias (a pattern after the first of a `deepLink` list), the screen's own pattern,
        /// which `url(for:)` writes; nil for that pattern itself.
        public var aliasOf: String?
        /// The screen it opens.
        public var screen: String
        /// The case of the destination and route enums (`product`).
        public var caseName: String
        /// The tab a fresh navigator opens it in (a tab's root: the first tab it is the root of;
        /// else the first tab whose stack, or route enum shared with other tabs, can show it with
        /// the screens a nested pattern puts below it); nil for a single-stack app.
        public var tab: String?
        /// The other tabs that can show it so, in order: when one of them is selected, the link
        /// opens there instead (`NavigationGraph.tabStacksOpeningDeepLink(to:)`).
        public var otherTabs: [String] = []
        /// Whether the screen is the root of that tab (opening it pops the tab to its root).
        public var isTabRoot: Bool
        /// For a tab root whose link reads its params from query items: the tabs whose stacks push
        /// it, in order. A URL carrying other values than the root's defaults pushes the screen with
        /// them on the selected one of these tabs, else on the first, as `open` does.
        public var valueTabs: [String] = []
        /// The modal presented to show it on that modal's own stack (its pattern extends the
        /// modal's); nil when a tab's stack (or the single stack) shows it.
        public var modal: String?
        /// How the screen is shown: `push` on a stack, or presented (`sheet` …) when it is a modal.
        public var presentation: Presentation
        /// Where it opens, for a table: the tab (`home, or the selected tab if it is search`),
        /// `Cart (its own stack)`, how a modal is presented (`a sheet`), or nil (the single stack).
        /// A tab root read with values: `journal; pushed on stock with other values than its defaults`.
        public var shownIn: String? {
            tab.map { Self.tabs($0, otherTabs) + (valueTabs.first.map { "; pushed on " + Self.tabs($0, valueTabs.dropFirst())
                + " with other values than its defaults" } ?? "") }
                ?? modal.map { $0 + " (its own stack)" } ?? (presentation == .push ? nil : presentation.phrase)
        }

        /// `home`, or `home, or the selected tab if it is search or library`.
        static func tabs(_ first: String, _ others: some Collection<String>) -> String {
            others.isEmpty ? first : first + ", or the selected tab if it is " + others.joined(separator: " or ")
        }
        /// The screen's params, in order.
        public var params: [Param]
        /// The host and path part, as Apple's `components` match it: `/product/?*` (`?*`: one or
        /// more characters, as a placeholder's segment has).
        public var pathPattern: String
        /// A URL with sample values that opens the screen.
        public var example: String
        /// The same on the first universal-link domain, when the app has one.
        public var universalExample: String?
        /// Where the pattern is written.
        public var location: SourceLocation
    }

    /// One param of a deep-linked screen.
    public struct Param: Hashable, Sendable {
        /// Where a URL carries a param.
        public enum Source: String, Hashable, Sendable {
            /// A path segment.
            case path
            /// A query item.
            case query
            /// Nowhere: its type cannot be written in a URL; it takes its default.
            case none
        }

        /// The label.
        public var name: String
        /// The Swift type (`Int?`).
        public var type: ParamType
        /// Where a URL carries it.
        public var source: Source
        /// The query item's name, for `.query`.
        public var queryItem: String?
        /// Whether the URL must carry it.
        public var isRequired: Bool
        /// The sample value the example URL carries, as URL text.
        public var sample: String?
    }

    /// `app.urlScheme`, lower-cased; nil when deep links are off.
    public var scheme: String?
    /// `app.universalLinks`.
    public var domains: [String]
    /// The app's name.
    public var appName: String
    /// The entries, sorted by pattern.
    public var entries: [Entry]
    /// Where the `app` section is written.
    public var appLocation: SourceLocation

    /// The catalogue of a checked spec.
    public init(_ graph: NavigationGraph) {
        let app = graph.spec.app
        appName = app.name.value
        appLocation = app.location
        scheme = app.urlScheme?.value.lowercased()
        domains = app.universalLinks.map(\.value)
        guard let scheme else {
            entries = []
            return
        }
        let nesting = graph.deepLinkNesting
        var entries: [Entry] = []
        // Destinations, then roots no stack pushes (a tab's link selects it, popped to its root),
        // then modals (a modal's link presents it over the selected tab: no tab).
        let roots = (graph.spec.tabs.compactMap(\.root) + [graph.spec.app.root].compactMap { $0 })
            .compactMap { graph.screen($0.value) }
        var listed = Set<String>()
        for screen in graph.destinationScreens + roots + graph.modalScreens where listed.insert(screen.id.value).inserted {
            guard let own = screen.deepLink else { continue }
            let number = graph.index.screenNumber(screen.id.value)
            // The tabs whose stacks show the chain `handle(_:)` opens (a nested pattern's parents
            // below the screen), not merely the screen: another tab pushing it cannot hold them.
            var holding: [NavigationStackModel] = []
            var modal: String?
            if let number, !screen.isModal {
                if let bottom = nesting.modal(below: Int32(number)) {
                    modal = graph.index.screens[Int(bottom)].id.value
                } else {
                    holding = graph.tabStacksOpeningDeepLink(to: Int32(number))
                }
            }
            let stack = holding.first
            for text in screen.allDeepLinks {
                let pattern = DeepLinkPattern(text.value)
                guard pattern.isValid, let host = pattern.host else { continue }
                var params: [Param] = []
                var values: [(name: String, value: String)] = []
                for param in screen.params {
                    let name = param.name.value
                    let type = param.type.value
                    var entry = Param(name: name, type: type, source: .none, queryItem: nil, isRequired: param.isRequired,
                                      sample: nil)
                    if DeepLinkPattern.canParse(type), let source = pattern.source(ofParam: name),
                       pattern.mentions(param: name) || graph.readsOwnQueryItem(param, ofScreen: number) {
                        switch source {
                        case .pathSegment: entry.source = .path
                        case .queryItem(let item):
                            entry.source = .query
                            entry.queryItem = item
                        }
                        let sample = DeepLinkSample.text(for: type, name: name, variant: .plain)
                        entry.sample = sample
                        values.append((name, sample))
                    }
                    params.append(entry)
                }
                let segments = pattern.path.map { segment -> String in
                    if case .literal(let literal) = segment { return literal }
                    return "?*"
                }
                let example = pattern.url(scheme: scheme, values: values)?.absoluteString ?? ""
                entries.append(Entry(
                    pattern: text.value, aliasOf: text == own ? nil : own.value, screen: screen.id.value,
                    caseName: Naming.caseName(forScreen: screen.id.value),
                    tab: stack?.tabID, otherTabs: stack == nil ? [] : holding.dropFirst().compactMap(\.tabID),
                    isTabRoot: stack?.root == screen.id.value,
                    valueTabs: stack?.root == screen.id.value && params.contains(where: { $0.source == .query })
                        ? graph.tabStacksPushingRoot(Int32(number ?? 0)).compactMap(\.tabID) : [],
                    modal: modal,
                    presentation: screen.effectivePresentation, params: params,
                    pathPattern: "/" + ([host.lowercased()] + segments).joined(separator: "/"), example: example,
                    universalExample: domains.first.map { Self.universal(example, scheme: scheme, domain: $0) },
                    location: text.location))
            }
        }
        self.entries = entries.sorted {
            $0.pattern.utf8.lexicographicallyPrecedes($1.pattern.utf8)
                || ($0.pattern == $1.pattern && $0.screen.utf8.lexicographicallyPrecedes($1.screen.utf8))
        }
    }

    /// A deep link on a universal-link domain: `shop://product/42` is `https://<domain>/product/42`.
    public static func universal(_ url: String, scheme: String, domain: String) -> String {
        let prefix = scheme + "://"
        guard url.hasPrefix(prefix) else { return url }
        return "https://" + domain + "/" + url.dropFirst(prefix.count)
    }
}

/// Sample values of deep-link params, as URL text and as Swift literals: a plain set for the
/// catalogue's examples, and one with characters that must be percent-encoded for round trips.
public enum DeepLinkSample {
    /// Which sample.
    public enum Variant: Sendable {
        /// Readable values (`example`, `42`).
        case plain
        /// Values that exercise encoding and signs: spaces, `/`, `&`, `?`, `#`, `%`, non-ASCII.
        case awkward
    }

    /// The URL text of a sample value of a type a URL carries (an app type: none). The standard
    /// number types take the samples of `Int` and `Double`; an unsigned one, no minus sign.
    public static func text(for type: ParamType, name: String, variant: Variant) -> String {
        if variant == .awkward, type.name.hasPrefix("UInt") { return "7" }
        let builtin = type.builtin ?? (type.name == "Float" ? .Double
            : ParamType.urlNumberTypes.contains(type.name) ? .Int : nil)
        switch (builtin, variant) {
        case (.String?, .plain): return "example"
        case (.String?, .awkward): return "Caf\u{E9} & Co/50% ?#1"
        case (.Int?, .plain): return "42"
        case (.Int?, .awkward): return "-7"
        case (.Double?, .plain): return "1.5"
        case (.Double?, .awkward): return "-0.25"
        case (.Bool?, .plain): return "true"
        case (.Bool?, .awkward): return "false"
        case (.UUID?, .plain): return "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        case (.UUID?, .awkward): return "00000000-0000-0000-0000-000000000001"
        default: return ""
        }
    }

    /// The same value as a Swift expression of the param's type.
    public static func swiftLiteral(for type: ParamType, name: String, variant: Variant) -> String {
        let text = text(for: type, name: name, variant: variant)
        switch type.builtin {
        case .String?: return SwiftSyntax.stringLiteral(text)
        case .UUID?: return "UUID(uuidString: \"\(text)\")!"
        default: return text
        }
    }
}
