import Testing
@testable import ScreenSpec

/// An alert's or confirmation dialog's button that pushes pushes onto the stack under the dialog:
/// the stack of the screen showing it, whose routes must therefore have the target's case.
@Suite struct DialogPushStackTests {
    @Test("a dialog's push target is a destination of the stacks of the screens that show the dialog")
    func dialogPushReachesThePresentersStack() throws {
        let graph = try #require(GraphFixtures.graph(yaml: """
            app: { name: Demo, root: Home }
            toolbars:
              more: [ { id: ask, label: Ask, action: { present: Ask } } ]
            screens:
              Home: { links: [ { push: Settings }, { sheet: Report } ] }
              Settings: {}
              Help: {}
              Report: { presentation: sheet, stack: true, links: [ { alert: Confirm } ], toolbar: more }
              Confirm:
                presentation: alert
                title: Sure?
                buttons: [ { label: Settings, action: { push: Settings } }, { label: Cancel, role: cancel } ]
              Ask:
                presentation: confirmationDialog
                title: Ask
                buttons: [ { label: Help, action: { push: Help } }, { label: More, action: { present: Confirm } } ]
            """))
        let report = try #require(graph.stacks.first { $0.root == "Report" })
        #expect(report.destinations == ["Settings", "Help"] || report.destinations == ["Help", "Settings"], "\(report.destinations)")
        let single = try #require(graph.stacks.first { $0.root == "Home" })
        #expect(single.destinations == ["Settings"], "the dialogs are shown over the sheet, not the root")
    }
}
