/// `unreachable_screen`: a screen that no path reaches from a tab root, `app.root`, a
/// presentation or a deep link is dead code in the navigation, and usually a forgotten link.
public struct UnreachableScreenRule: Rule {
    public static let description = RuleDescription(
        id: "unreachable_screen",
        name: "Unreachable screen",
        summary: "no path reaches the screen from any tab root, presentation or deep link",
        rationale: """
            Every screen becomes a route case, a view the glue shows and a skeleton to write; a \
            screen nothing leads to is never shown, so it is either a forgotten link or a leftover. \
            Paths start at the tab roots (or `app.root`), at deep links and at screens the app's own \
            code shows (`entry: true`: a notification, an App Intent, a change of app state), and \
            follow links, toolbar actions of the screens that use the toolbar, dialog buttons, and \
            presentations. A pushed entry point is shown by `open(_:)` on a tab's stack (or the app's), \
            or pushed on the own stack of a modal (`stack: true`) that pushes it, after presenting the \
            modal, so some such stack must show it. Screens that only an \
            unreachable screen leads to are not reported again: the first unreachable screen of such \
            a subtree is, with a note naming the rest (a wrong root gives one error, not one per screen). \
            A screen nothing leads to gets a note on `entry: true` (a modal), or on presenting it \
            with `entry: true` (a pushed screen that leads nowhere else). While a screen uses a \
            toolbar that no name is near (`undefined_reference`), the rule waits: that toolbar's \
            items may reach any screen.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Player
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: media, title: Media, systemImage: film, root: Media }
            screens:
              Home: {}
              Media: {}
              NowPlaying:
                entry: ↓true
            """,
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                links:
                  - push: ProductDetail
              ProductDetail: {}
              ↓Checkout: {}
            """,
            """
            app:
              name: Shop
              root: ProductList
            toolbars:
              orders:
                - label: Orders
                  action: { push: OrderList }
            screens:
              ProductList: {}
              ↓OrderList:
                links:
                  - push: OrderDetail
              OrderDetail: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Player
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: media, title: Media, systemImage: film, root: Media }
            screens:
              Home: {}
              Media:
                links:
                  - push: NowPlaying
              NowPlaying:
                entry: true
            """,
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList: {}
              Login:
                presentation: sheet
                entry: true
            """,
            """
            app:
              name: Mail
              root: ThreadList
            screens:
              ThreadList:
                links:
                  - sheet: Settings
              Settings:
                presentation: sheet
                stack: true
                links:
                  - push: SettingsNotifications
              SettingsNotifications:
                entry: true
            """,
            """
            app:
              name: Shop
              root: ProductList
            toolbars:
              main:
                - label: Orders
                  action: { push: OrderList }
            screens:
              ProductList:
                toolbar: main
                links:
                  - sheet: Checkout
              OrderList: {}
              Checkout:
                presentation: sheet
            """,
            """
            app:
              name: Shop
              root: ProductList
              urlScheme: shop
            screens:
              ProductList: {}
              Promotion:
                presentation: sheet
                deepLink: /promotion
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        // Judge reachability as if every misspelt name meant its closest match: the typo is
        // `undefined_reference`'s to report, not once more per screen hidden behind it. The
        // repair renames no screen, so screen numbers are the same in both graphs.
        let repairedReferences = graph.repairedReferences
        let repaired = repairedReferences.graph ?? graph
        let roots = graph.isSingleStack ? "the app root" : "a tab root"
        reportUnshownEntries(repaired, in: graph, emit: &emit)
        let unreachable = graph.index.screens.indices.filter { !repaired.isReachable(number: $0) }
        guard !unreachable.isEmpty else { return }
        // A toolbar use that no name repairs (the toolbars emptied, a toolbar renamed beyond
        // recognition) hides items that may reach any screen: reachability is judged once the
        // reference, which `undefined_reference` reports, names a toolbar.
        let uses = repaired.index
        if repaired.spec.screens.indices.contains(where: { uses.toolbarUses(ofEntry: $0).contains(-1) }) { return }
        let leads = Leads(repaired, usedToolbars: repairedReferences.usedToolbars)
        for (number, rest) in Self.subtrees(of: unreachable, in: repaired) {
            let id = graph.index.ids[number]
            // A lead from the subtree itself is a cycle back into it, not a way in.
            let subtree = Set(rest.map(Int32.init))
            var notes = leads.notes(for: number, in: repaired, excluding: subtree)
            // No lead in: perhaps only the app's code shows it. A modal says so with `entry: true`;
            // a pushed screen needs a stack that pushes it, which would reach it, so it becomes a
            // modal — said of a lone one only (a pushed screen leading to others is more likely a
            // root or link gone wrong).
            let screen = graph.index.screens[number]
            let entry = !notes.isEmpty ? nil : screen.isModal ? "write 'entry: true'"
                : rest.isEmpty ? "make it a modal the code presents: 'presentation: sheet' and 'entry: true'" : nil
            if !rest.isEmpty {
                let names = rest.prefix(8).map { "'\(graph.index.ids[$0])'" }.joined(separator: ", ")
                let more = rest.count > 8 ? " and \(rest.count - 8) more" : ""
                notes.append(Diagnostic.Note(
                    "so \(rest.count == 1 ? "is" : "are") \(names)\(more), which only '\(id)' leads to",
                    at: graph.index.screens[number].id.location))
            }
            if let entry {
                notes.append(Diagnostic.Note("if the app's own code shows it (a notification, an App Intent, app state), "
                                             + entry, at: screen.id.location))
            }
            emit.emit("no path reaches screen '\(id)' from \(roots) or a deep link",
                      at: graph.index.screens[number].id.location, notes: notes)
        }
    }

    /// A pushed screen with `entry: true` is shown by app code: with `open(_:)`, which puts it on a
    /// tab's stack (or the app's), or by presenting a modal with its own stack that pushes it and
    /// pushing it there (`present(.settings)`, then `push(.notifications)`). When no such stack
    /// shows it, the app's code has nowhere to put it, and the screen is as unreachable as one
    /// nothing leads to. A modal nothing presents is reported itself, not again at its screens.
    private func reportUnshownEntries(_ repaired: NavigationGraph, in graph: NavigationGraph, emit: inout RuleEmitter) {
        var shown: [Bool]?
        for (number, screen) in graph.index.screens.enumerated() where screen.entry?.value == true && !screen.isModal {
            if shown == nil { shown = Self.screensShownOnStacks(repaired) }
            guard shown?[number] == false, let entry = screen.entry else { continue }
            let (stack, shows) = graph.isSingleStack
                ? ("the app's stack", "neither the app's stack nor a modal's own stack shows it")
                : ("a tab's stack", "no tab's stack and no modal's own stack shows it")
            emit.emit("screen '\(screen.id.value)' is an entry point ('entry: true'), but \(shows), so the app's code "
                      + "has nowhere to put it",
                      at: entry.location,
                      notes: [Diagnostic.Note("push it from a screen of \(stack) or of a modal with 'stack: true', or make it "
                                              + "a modal ('presentation: sheet')", at: screen.id.location)])
        }
    }

    /// By screen number, whether a stack shows the screen: a tab's (or the single one), as its
    /// root or above it, or a modal's own, above the modal.
    private static func screensShownOnStacks(_ graph: NavigationGraph) -> [Bool] {
        var shown = graph.screensShownOnTabStacks()
        for (stack, screens) in zip(graph.stacks, graph.stackScreens) {
            guard case .modal = stack.kind else { continue }
            for screen in screens { shown[Int(screen)] = true }
        }
        return shown
    }

    /// The unreachable screens to report, each with the unreachable screens reached through it
    /// (in screen order): first those no other unreachable screen leads to, in screen order,
    /// then, for cycles that nothing enters, the first screen of each.
    static func subtrees(of unreachable: [Int], in graph: NavigationGraph) -> [(Int, [Int])] {
        let count = graph.index.screens.count
        var isUnreachable = [Bool](repeating: false, count: count)
        for number in unreachable { isUnreachable[number] = true }
        var outgoing = [[Int32]](repeating: [], count: count)
        var entered = [Bool](repeating: false, count: count)
        let table = graph.edgeTable
        for (edge, target) in table.targets.enumerated() {
            let source = table.sources[edge]
            guard source >= 0, source != target, isUnreachable[Int(source)], isUnreachable[Int(target)] else { continue }
            outgoing[Int(source)].append(target)
            entered[Int(target)] = true
        }
        var accounted = [Bool](repeating: false, count: count)
        var reports: [(Int, [Int])] = []
        func walk(from head: Int) {
            accounted[head] = true
            var rest: [Int] = []
            var stack = [head]
            while let next = stack.popLast() {
                for target in outgoing[next] where !accounted[Int(target)] {
                    accounted[Int(target)] = true
                    rest.append(Int(target))
                    stack.append(Int(target))
                }
            }
            reports.append((head, rest.sorted()))
        }
        for number in unreachable where !entered[number] && !accounted[number] { walk(from: number) }
        for number in unreachable where !accounted[number] { walk(from: number) }
        return reports.sorted { $0.0 < $1.0 }
    }

    /// What could reach a screen if something else were reachable: links from unreachable
    /// screens, and actions of toolbars that no screen uses. Made only when a screen is
    /// unreachable.
    private struct Leads {
        /// The edges into each screen, by number, in edge order.
        let incoming: [[Int32]]
        /// The notes about unused toolbars' actions leading to each screen, by number.
        let toolbarNotes: [Int: [Diagnostic.Note]]

        init(_ graph: NavigationGraph, usedToolbars: [Bool]) {
            var incoming = [[Int32]](repeating: [], count: graph.index.screens.count)
            for (edge, target) in graph.edgeTable.targets.enumerated() { incoming[Int(target)].append(Int32(edge)) }
            self.incoming = incoming
            var toolbarNotes: [Int: [Diagnostic.Note]] = [:]
            for toolbar in graph.spec.toolbars where !usedToolbars[graph.index.toolbarNumber(toolbar.id.value)!] {
                for action in toolbar.items.flatMap(\.actions) {
                    guard let target = UnreachableScreenRule.screenTarget(of: action.value),
                          let number = graph.index.screenNumber(target.value) else { continue }
                    toolbarNotes[number, default: []].append(
                        Diagnostic.Note("toolbar '\(toolbar.id.value)' leads here, but no screen uses it", at: target.location))
                }
            }
            self.toolbarNotes = toolbarNotes
        }

        func notes(for number: Int, in graph: NavigationGraph, excluding subtree: Set<Int32>) -> [Diagnostic.Note] {
            var notes: [Diagnostic.Note] = []
            var seen = subtree
            for edge in incoming[number] {
                let from = graph.edgeTable.sources[Int(edge)]
                guard from >= 0, from != number, seen.insert(from).inserted else { continue }
                let edge = graph.edgeTable.edge(Int(edge), index: graph.index)
                notes.append(Diagnostic.Note("'\(edge.from!)' leads here, but nothing leads to '\(edge.from!)'",
                                             at: edge.location))
            }
            notes += toolbarNotes[number] ?? []
            return notes.sorted { $0.location < $1.location }
        }
    }

    private static func screenTarget(of action: ActionSpec) -> Located<String>? {
        switch action {
        case .open(let screen, _), .push(let screen), .present(let screen): return screen
        case .popToRoot, .selectTab, .pop, .dismiss, .dismissAll, .custom: return nil
        }
    }
}
