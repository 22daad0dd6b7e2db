/// `menu_placement`: a toolbar menu in a placement that holds one dialog button. SwiftUI's
/// `confirmationAction`, `cancellationAction` and `destructiveAction` are the confirm and cancel
/// buttons of a sheet or form (the Mac binds them to Return and Escape): a menu there is not a
/// button the system can press, so the spec is moved to a placement that holds menus.
public struct MenuPlacementRule: Rule {
    public static let description = RuleDescription(
        id: "menu_placement",
        name: "Menu placement",
        summary: "a toolbar menu in `confirmationAction`, `cancellationAction` or `destructiveAction`",
        rationale: """
            These placements hold the one button that confirms, cancels or destroys in a sheet or \
            form; on the Mac they are the default and cancel buttons, pressed with Return and Escape. \
            A `Menu` there has no single action to press. The fix-it moves the menu to \
            `primaryAction`, where toolbar menus belong (or use `secondaryAction`, `topBarTrailing` …).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Mail
              root: Compose
            toolbars:
              compose:
                - placement: ↓confirmationAction
                  label: Send
                  menu:
                    - { label: Send Now, action: { custom: send } }
                    - { label: Send Later, action: { custom: schedule } }
            screens:
              Compose:
                toolbar: compose
            """,
            """
            app:
              name: Mail
              root: Compose
            toolbars:
              compose:
                - { placement: ↓cancellationAction, label: Close, menu: [ { label: Discard, role: destructive, action: { custom: discard } } ] }
            screens:
              Compose:
                toolbar: compose
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Mail
              root: Compose
            toolbars:
              compose:
                - { placement: confirmationAction, label: Send, action: { custom: send } }
                - placement: primaryAction
                  label: More
                  menu:
                    - { label: Send Later, action: { custom: schedule } }
            screens:
              Compose:
                toolbar: compose
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        for toolbar in graph.spec.toolbars.uniqued(by: \.id.value) {
            for item in toolbar.items where item.menu != nil {
                let placements = [item.placement].compactMap { $0 } + item.placementByPlatform.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value)
                var seen = Set<SourceLocation>()
                for placement in placements where placement.value.holdsOneButton && seen.insert(placement.location).inserted {
                    let name = placement.value.rawValue
                    let fixIt = placement.fixIt(replacingWith: ToolbarPlacement.primaryAction.rawValue)
                    emit.emit("a menu cannot be the '\(name)' button; put it in 'primaryAction'", at: placement.location,
                              fixIts: fixIt.map { [$0] } ?? [])
                }
            }
        }
    }
}
