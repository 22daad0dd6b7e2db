/// `unused_toolbar`: a toolbar that no screen applies shows nowhere, which usually means a
/// screen forgot its `toolbar:` or the toolbar is a leftover.
public struct UnusedToolbarRule: Rule {
    public static let description = RuleDescription(
        id: "unused_toolbar",
        name: "Unused toolbar",
        summary: "a toolbar that no screen uses",
        rationale: """
            Toolbars exist to be applied to screens with `toolbar:` or `toolbars:`. One that no \
            screen names is still generated but never shown, and its actions lead nowhere, so it is \
            either a leftover or a screen is missing its `toolbar:`.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Shop
              root: ProductList
            toolbars:
              main:
                - label: Cart
                  action: { custom: showCart }
              ↓detail:
                - label: Share
                  action: { custom: share }
            screens:
              ProductList:
                toolbar: main
            """,
            """
            app:
              name: Shop
              root: ProductList
            toolbars:
              ↓main:
                - label: Shop
            screens:
              ProductList: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Shop
              root: ProductList
            toolbars:
              main:
                - label: Cart
                  action: { custom: showCart }
              detail:
                - label: Share
                  action: { custom: share }
            screens:
              ProductList:
                toolbar: main
                links:
                  - push: ProductDetail
              ProductDetail:
                toolbars: [main, detail]
            """,
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList: {}
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        // A misspelt `toolbar:` is `undefined_reference`; the toolbar it meant counts as used.
        let used = graph.repairedReferences.usedToolbars
        for (number, toolbar) in graph.index.toolbars.enumerated() where !used[number] {
            emit.emit("no screen uses toolbar '\(toolbar.id.value)'", at: toolbar.id.location)
        }
    }
}
