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
            Paths start at the tab roots (or `app.root`) and at deep links, and follow links, toolbar \
            actions of the screens that use the toolbar, and presentations.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
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
              ↓OrderDetail: {}
            """,
        ],
        nonTriggeringExamples: [
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
                deepLink: /promotion
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        // Judge reachability as if every misspelt name meant its closest match: the typo is
        // `undefined_reference`'s to report, not once more per screen hidden behind it.
        let repairedSpec = UndefinedReferenceRule.repaired(graph.spec)
        let repaired = repairedSpec == graph.spec ? graph : NavigationGraph(spec: repairedSpec)
        let usedToolbars = Set(repairedSpec.screens.flatMap { $0.toolbars.map(\.value) })
        let roots = graph.isSingleStack ? "the app root" : "a tab root"
        for screen in graph.spec.screens.uniqued(by: \.id.value) where !repaired.isReachable(screen.id.value) {
            emit.emit("no path reaches screen '\(screen.id.value)' from \(roots) or a deep link",
                      at: screen.id.location, notes: notes(for: screen.id.value, in: repaired, usedToolbars: usedToolbars))
        }
    }

    /// What could reach the screen if something else were reachable: links from unreachable
    /// screens, and actions of toolbars that no screen uses.
    private func notes(for id: String, in graph: NavigationGraph, usedToolbars: Set<String>) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = []
        var seen = Set<String>()
        for edge in graph.edges where edge.to == id {
            guard let from = edge.from, from != id, seen.insert(from).inserted else { continue }
            notes.append(Diagnostic.Note("'\(from)' leads here, but nothing leads to '\(from)'", at: edge.location))
        }
        for toolbar in graph.spec.toolbars where !usedToolbars.contains(toolbar.id.value) {
            for item in toolbar.items {
                guard let action = item.action, let target = Self.screenTarget(of: action.value),
                      target.value == id else { continue }
                notes.append(Diagnostic.Note("toolbar '\(toolbar.id.value)' leads here, but no screen uses it",
                                             at: target.location))
            }
        }
        return notes.sorted { $0.location < $1.location }
    }

    private static func screenTarget(of action: ActionSpec) -> Located<String>? {
        switch action {
        case .open(let screen, _), .push(let screen), .present(let screen): return screen
        case .popToRoot, .selectTab, .pop, .dismiss, .custom: return nil
        }
    }
}
