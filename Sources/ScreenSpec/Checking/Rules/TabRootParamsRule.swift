/// `tab_root_params`: a stack's root is shown when its tab is tapped (or the app starts), where
/// nothing can supply parameter values.
public struct TabRootParamsRule: Rule {
    public static let description = RuleDescription(
        id: "tab_root_params",
        name: "Tab root with parameters",
        summary: "a tab root or `app.root` has required params",
        rationale: """
            The root of a tab's NavigationStack (or of a single-stack app) is created by the \
            generated root view when the tab appears, before any app code runs: there is no route \
            to carry values, so a required param could never be filled. Give it a default, make it \
            optional, or load the value inside the view.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Shop
              root: ↓ProductList
            screens:
              ProductList:
                params:
                  category: String
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
                root: ↓Account
            screens:
              Home: {}
              Account:
                params:
                  userID: UUID
                  compact: { type: Bool, default: false }
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                params:
                  category: String?
                  page: { type: Int, default: 1 }
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
            screens:
              Home:
                links:
                  - push: Order
              Account: {}
              Order:
                params:
                  number: String
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        for (root, owner) in graph.stackRoots {
            guard !graph.leftOut(.params, of: root.value),
                  let report = graph.screen(root.value)?.requiredParamsReport() else { continue }
            emit.emit("'\(root.value)', the root of \(owner), has the required \(report.phrase), which nothing can supply",
                      at: root.location, notes: report.notes)
        }
    }
}
