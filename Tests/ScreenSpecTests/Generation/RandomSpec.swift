import Testing

/// A valid spec drawn at random from a seed, for tests that hold for every spec: screens with
/// params of every kind, modals of the four presentations (with and without their own stack),
/// alerts and dialogs, toolbars with menus and submenus, searchable screens, interpolated titles,
/// deep links with path and query placeholders (some nested in a modal's own stack, some with an
/// alias), badges, sidebar sections, a search tab and a tab that presents a modal. The same seed gives the same spec on every
/// machine (the generator is SplitMix64, not the system's: `LoaderRobustnessTests.SplitMix`).
struct RandomSpec {
    /// How an app's tabs are shown, and what it runs on: what the drawn spec is built around.
    struct Shape: Sendable, CustomTestStringConvertible {
        /// `app.deploymentTarget`'s list.
        let targets: [String]
        /// `app.tabStyle`, or nil for a single-stack app (`app.root`).
        let tabStyle: String?

        var testDescription: String { "\(tabStyle ?? "single stack") on \(targets.joined(separator: ", "))" }
    }

    private var random: LoaderRobustnessTests.SplitMix

    /// The spec of `shape` drawn from `seed`.
    static func yaml(_ shape: Shape, seed: UInt64) -> String {
        var spec = RandomSpec(random: LoaderRobustnessTests.SplitMix(state: seed))
        return spec.draw(shape, name: "Random\(seed)")
    }

    private static let paramTypes = ["String", "Int", "Double", "Bool", "UUID", "URL", "Date", "ServiceEntry", "[Int]",
                                     "[ServiceEntry]?", "String?", "Int?", "UUID?"]
    /// The types a deep link can carry (required in the path, optional in the query).
    private static let pathTypes: Set = ["String", "Int", "Double", "Bool", "UUID"]
    private static let queryTypes: Set = ["String?", "Int?", "UUID?"]
    private static let defaults = ["Int": "3", "String": "x", "Bool": "true", "Double": "1.5"]

    private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    private mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func pick<T>(_ elements: [T]) -> T { elements[number(0...(elements.count - 1))] }

    private mutating func draw(_ shape: Shape, name: String) -> String {
        var composer: String?
        let count = number(3...14)
        let names = (0..<count).map { "S\($0)" }
        let roots = shape.tabStyle == nil ? ["S0"] : Array(names.prefix(number(1...min(count, 11))))
        var lines = ["app:", "  name: \(name)", "  urlScheme: \(name.lowercased())",
                     "  deploymentTarget: [\(shape.targets.joined(separator: ", "))]"]
        if chance(0.3) { lines.append("  stateRestoration: false") }
        if chance(0.3) { lines.append("  accessLevel: public") }
        if chance(0.3) { lines.append("  universalLinks: [random.example.com]") }
        if let style = shape.tabStyle {
            lines.append("  tabStyle: \(style)")
            lines.append("tabs:")
            // The search role needs the `Tab` API (iOS 18, macOS 15), which a split view does not use.
            let searchTab = style != "splitView" && shape.targets.allSatisfy { ["iOS 18", "macOS 15", "iOS 26"].contains($0) }
                ? roots.count - 1 : nil
            // Sometimes a tab that presents a modal (`Compose`) instead of showing a stack.
            let actionTab = chance(0.3) ? number(0...roots.count) : nil
            for (index, root) in roots.enumerated() {
                let section = style != "tabBar" && chance(0.6) ? ", section: Section \(number(0...2))" : ""
                let badge = chance(0.2) ? ", badge: true" : ""
                let role = index == searchTab ? ", role: search" : ""
                if index == actionTab { lines.append("  - { id: tx, title: New, systemImage: plus, action: { present: Compose }\(badge) }") }
                lines.append("  - { id: t\(index), title: T\(index), systemImage: star, root: \(root)\(section)\(badge)\(role) }")
            }
            if actionTab == roots.count { lines.append("  - { id: tx, title: New, systemImage: plus, action: { present: Compose } }") }
            if actionTab != nil { composer = pick(["{ presentation: sheet, stack: true, links: [ { push: Draft } ] }", "{ presentation: fullScreenCover }"]) }
        } else {
            lines.append("  root: S0")
        }
        var actions = ["pop", "dismiss", "dismissAll", "popToRoot", "{ custom: act\(number(0...3)) }"]
        if shape.tabStyle != nil { actions.append("{ selectTab: t0 }") }
        lines += toolbar(actions: actions)

        var modals: [String: String] = [:]
        for screen in names where !roots.contains(screen) && chance(0.3) {
            modals[screen] = pick(["sheet", "fullScreenCover", "alert", "confirmationDialog"])
        }
        lines.append("screens:")
        // The first root comes last, pushing every pushed screen: a deep link or `open(_:)` of an
        // entry point shows its screen on a tab's stack, so one must show it.
        var linked: [String] = []
        for (index, screen) in names.enumerated().dropFirst() {
            let block = self.screen(screen, index: index, names: names, roots: roots, modals: modals,
                                    hasTabs: shape.tabStyle != nil)
            if modals[screen] == nil, !roots.contains(screen) { linked.append(screen) }
            lines += block
        }
        lines += screen("S0", index: 0, names: names, roots: roots, modals: modals, hasTabs: shape.tabStyle != nil,
                        pushing: linked)
        if let composer {
            lines.append("  Compose: \(composer)")
            if composer.contains("Draft") { lines.append("  Draft: { params: { text: { type: String, default: x } } }") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func toolbar(actions: [String]) -> [String] {
        var lines = ["toolbars:", "  main:"]
        for index in 0..<number(0...1) {
            lines += ["    - id: m\(index)", "      placement: \(pick(["topBarTrailing", "primaryAction", "secondaryAction"]))",
                      "      systemImage: ellipsis", "      label: More", "      menu:",
                      "        - { label: A, action: \(pick(actions)) }"]
            if chance(0.5) {
                lines += ["        - label: Sub", "          menu:", "            - { label: B, role: destructive, action: \(pick(actions)) }"]
            }
        }
        for index in 0..<number(1...3) {
            let placement = pick(["topBarLeading", "topBarTrailing", "bottomBar", "primaryAction", "automatic", "secondaryAction"])
            lines.append("    - { id: i\(index), placement: \(placement), systemImage: star, label: L\(index), action: \(pick(actions)) }")
        }
        return lines
    }

    private mutating func screen(_ screen: String, index: Int, names: [String], roots: [String], modals: [String: String],
                                 hasTabs: Bool, pushing: [String] = []) -> [String] {
        var lines = ["  \(screen):"]
        let presentation = modals[screen]
        let isDialog = presentation == "alert" || presentation == "confirmationDialog"
        var params: [(name: String, type: String)] = []
        if !roots.contains(screen) {
            for position in 0..<number(0...3) {
                let type = pick(Self.paramTypes)
                params.append(("p\(position)", isDialog && type.hasPrefix("[") ? "Int" : type))
            }
        }
        if !params.isEmpty {
            lines.append("    params:")
            for param in params {
                if let value = Self.defaults[param.type], chance(0.3) {
                    lines.append("      \(param.name): { type: \(param.type), default: \(value) }")
                } else {
                    lines.append("      \(param.name): \"\(param.type)\"")
                }
            }
        }
        var hasStack = true
        if let presentation {
            lines.append("    presentation: \(presentation)")
            hasStack = !isDialog && chance(0.5)
            if hasStack { lines.append("    stack: true") }
            if isDialog {
                lines += ["    title: Sure?", "    buttons:", "      - { label: OK, action: dismiss }",
                          "      - { label: Cancel, role: cancel }"]
            }
        } else {
            if chance(0.7) {
                let shown = params.filter { $0.type == "String" || $0.type == "Int" }
                lines.append(shown.first.map { !chance(0.5) ? "    title: \(screen) title" : "    title: \"Title {\($0.name)}\"" }
                             ?? "    title: \(screen) title")
            }
            if chance(0.4) { lines.append("    titleDisplayMode: \(pick(["inline", "large", "automatic"]))") }
            if chance(0.4) { lines.append("    toolbar: main") }
            if chance(0.2) {
                lines.append("    search: { prompt: Find, placement: \(pick(["automatic", "navigationBarDrawer", "toolbar", "sidebar"])) }")
            }
        }
        let required = params.filter { !$0.type.hasSuffix("?") }
        // A modal with its own stack and a deep link may push a screen whose pattern extends its
        // path (`/h3/{p0}/n` after `/h3/{p0}`): the link presents the modal with it on its stack.
        var nested: [String] = []
        if !isDialog, required.allSatisfy({ Self.pathTypes.contains($0.type) }), chance(0.5) {
            let optional = params.filter { Self.queryTypes.contains($0.type) }
            let path = "/h\(index)" + required.map { "/{\($0.name)}" }.joined()
            var pattern = path
            if !optional.isEmpty, chance(0.7) {
                pattern += "?" + optional.map { "\($0.name)={\($0.name)}" }.joined(separator: "&")
            }
            if !roots.contains(screen) || required.isEmpty {
                let own = "\"\(roots.contains(screen) ? "/h\(index)" : pattern)\""
                // An alias: another host with the same path placeholders (its query items the defaults).
                let alias = chance(0.3) ? "\"/a\(index)" + required.map { "/{\($0.name)}" }.joined() + "\"" : nil
                lines.append("    deepLink: " + (alias.map { "[\(own), \($0)]" } ?? own))
            }
            if presentation != nil, hasStack, chance(0.7) {
                nested = ["  \(screen)n:"]
                if !required.isEmpty { nested.append("    params: { " + required.map { "\($0.name): \"\($0.type)\"" }.joined(separator: ", ") + " }") }
                nested.append("    deepLink: \"\(path)/n\"")
            }
        }
        // Every modal is an entry (and the first root pushes every other screen), so that none
        // is unreachable whatever links are drawn.
        if presentation != nil { lines.append("    entry: true") }
        var links = pushing.map { "{ push: \($0) }" } + (nested.isEmpty ? [] : ["{ push: \(screen)n }"])
        for _ in 0..<(isDialog ? 0 : number(0...3)) {
            let target = pick(names)
            if let tab = roots.firstIndex(of: target) {
                if hasTabs { links.append("{ selectTab: t\(tab) }") }
                continue
            }
            let kind = modals[target] ?? "push"
            if kind == "push" && !hasStack { continue }
            links.append("{ \(kind): \(target) }")
        }
        if !links.isEmpty { lines.append("    links: [ " + links.joined(separator: ", ") + " ]") }
        return lines + nested
    }
}
