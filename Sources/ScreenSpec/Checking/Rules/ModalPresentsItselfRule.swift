/// `modal_presents_itself`: the navigator presents a modal screen at most once, so a modal that
/// presents itself replaces itself rather than stacking a second copy.
public struct ModalPresentsItselfRule: Rule {
    public static let description = RuleDescription(
        id: "modal_presents_itself",
        name: "Modal presents itself",
        summary: "a sheet or full-screen cover that presents itself, by a link or its toolbar",
        rationale: """
            The navigator keeps the presented modals as a list of `<App>Sheet` values with one \
            stack per modal screen, so a screen is presented at most once: presenting it again \
            brings it back to the top with the new values and its own stack emptied. A notebook \
            sheet that opens another notebook therefore replaces the first one (and what it had \
            pushed), and dismissing it leaves nothing. To stack a second copy, declare a second \
            screen that shares the view (`view:`) and the params, and present that one.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Reader
              root: Library
            screens:
              Library:
                links:
                  - sheet: Notebook
              Notebook:
                presentation: sheet
                stack: true
                params:
                  itemID: String
                links:
                  - sheet: ↓Notebook
            """,
            """
            app:
              name: Reader
              root: Library
            toolbars:
              notebook:
                - { placement: primaryAction, label: Related, action: { present: ↓Notebook } }
            screens:
              Library:
                links:
                  - sheet: Notebook
              Notebook:
                presentation: sheet
                toolbar: notebook
                stack: true
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Reader
              root: Library
            screens:
              Library:
                links:
                  - sheet: Notebook
              Notebook:
                presentation: sheet
                stack: true
                params:
                  itemID: String
                links:
                  - sheet: RelatedNotebook
              RelatedNotebook:
                view: NotebookView
                presentation: sheet
                stack: true
                params:
                  itemID: String
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        for screen in graph.spec.screens where screen.isModal {
            let id = screen.id.value
            if graph.leftOut(.presentations, of: id) { continue }
            var targets = screen.links.filter { $0.kind != .push && $0.kind != .selectTab }.map(\.target)
            for toolbar in graph.toolbars(of: screen) {
                for action in toolbar.items.flatMap(\.actions) {
                    if case .present(let target) = action.value { targets.append(target) }
                }
            }
            for target in targets where target.value == id {
                emit.emit("'\(id)' presents itself: the navigator shows a modal once, so this replaces it "
                              + "with the new values instead of stacking a second one",
                          at: target.location,
                          notes: [Diagnostic.Note("to stack a second one, present another screen with 'view: \(screen.viewType)' "
                                                  + "and the same params", at: screen.id.location)])
            }
        }
    }
}
