/// `missing_arguments`: a toolbar item's, a dialog button's or a tab's command is fixed data, so
/// the screen it opens, pushes or presents must not need values that only the app's code could supply.
public struct MissingArgumentsRule: Rule {
    public static let description = RuleDescription(
        id: "missing_arguments",
        name: "Missing arguments",
        summary: "a toolbar, dialog button or tab action opens, pushes or presents a screen with required params it cannot supply",
        rationale: """
            A toolbar item's command (`open`, `push`, `present`) is generated as a constant such as \
            `.push(.orderList)`; a screen with a required param has no case without its value, so \
            the command cannot be written. Give the param a default or make it optional, or show \
            the screen from the app's code (a `links` entry needs no arguments: the view supplies \
            them at run time). The same holds for an alert's or confirmation dialog's button, whose \
            command is written the same way (the button would only close the dialog), and for the \
            modal a tab's `action` presents. Tab roots with \
            required params are `tab_root_params`, and deep links \
            that cannot fill a param are `deep_link_mismatch`.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Social
            tabs:
              - { id: feed, title: Feed, systemImage: house, root: Feed }
              - { id: post, title: Post, systemImage: square.and.pencil, action: { present: ↓Composer } }
            screens:
              Feed: {}
              Composer:
                presentation: sheet
                params:
                  draft: String
            """,
            """
            app:
              name: Shop
              root: ProductList
            toolbars:
              main:
                - label: Featured
                  action: { push: ↓ProductDetail }
            screens:
              ProductList:
                toolbar: main
              ProductDetail:
                params:
                  id: Int
            """,
            """
            app:
              name: Shop
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Home
              - id: account
                title: Account
                systemImage: person
                root: Account
            toolbars:
              main:
                - label: Last Order
                  action: { open: ↓Order, tab: account }
                - label: Rate
                  action: { present: ↓Rating }
            screens:
              Home:
                toolbar: main
              Account: {}
              Order:
                params:
                  number: String
                  expanded: { type: Bool, default: false }
              Rating:
                presentation: sheet
                params:
                  order: String
            """,
            """
            app:
              name: Notes
              root: Home
            screens:
              Home:
                links:
                  - alert: Saved
              Note:
                params:
                  id: String
              Saved:
                presentation: alert
                title: Saved
                buttons:
                  - label: Show
                    action: { push: ↓Note }
                  - { label: OK, role: cancel }
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
                  - push: ProductDetail
              OrderList:
                params:
                  page: Int?
                  sorted: { type: Bool, default: true }
              ProductDetail:
                params:
                  id: Int
            """,
            """
            app:
              name: Shop
              root: ProductList
            toolbars:
              main:
                - label: Help
                  action: { present: Help }
            screens:
              ProductList:
                toolbar: main
              Help:
                presentation: sheet
                params:
                  topic: { type: String, default: start }
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        func report(_ target: Located<String>, by doer: String) {
            // A screen with a param left out (or its default) by a loader error is not judged.
            guard !graph.leftOut(.params, of: target.value),
                  let report = graph.screen(target.value)?.requiredParamsReport() else { return }
            emit.emit("\(doer) cannot supply the required \(report.phrase) of '\(target.value)'",
                      at: target.location, notes: report.notes)
        }
        /// A toolbar item's or a button's action that opens, pushes or presents a screen.
        func check(_ action: ActionSpec, by doer: String) {
            let target: Located<String>
            let verb: String
            switch action {
            case .open(let screen, let tab) where !graph.opensRoot(screen.value, tab: tab?.value):
                (target, verb) = (screen, "open")
            case .push(let screen): (target, verb) = (screen, "push")
            case .present(let screen): (target, verb) = (screen, "present")
            default: return
            }
            report(target, by: "'\(verb)' \(doer)")
        }
        // A tap on a tab with an `action` presents its modal with nothing to fill its params.
        for tab in graph.spec.tabs {
            if let target = tab.presentedScreen { report(target, by: "'present' in tab '\(tab.id.value)'") }
        }
        for toolbar in graph.spec.toolbars {
            for action in toolbar.items.flatMap(\.actions) {
                check(action.value, by: "in toolbar '\(toolbar.id.value)'")
            }
        }
        // A button's command is written as a constant too: without it the button only closes.
        for screen in graph.spec.screens {
            for button in screen.dialog?.buttons ?? [] {
                guard let action = button.action else { continue }
                check(action.value, by: "in the button '\(button.label.value)' of '\(screen.id.value)'")
            }
        }
    }
}
