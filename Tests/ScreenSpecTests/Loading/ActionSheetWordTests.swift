@testable import ScreenSpec
import Testing

/// `actionSheet`, SwiftUI's deprecated name for what `confirmationDialog` replaced, as a
/// presentation or as a link verb: one error with a note and a fix-it to `confirmationDialog`, and
/// no follow-on error about the dialog's `buttons` (the presentation that did not read says it all).
@Suite struct ActionSheetWordTests {
    static let note = "SwiftUI deprecated 'actionSheet' (ActionSheet) for 'confirmationDialog', which shows the same "
        + "sheet of buttons: write "

    static let presentation = """
        app: { name: Chores, root: ChoreList }
        screens:
          ChoreList:
            links:
              - confirmationDialog: ChoreActions
          ChoreActions:
            presentation: actionSheet
            title: Select an Action
            buttons:
              - { label: Reset, action: { custom: resetChores } }
              - { label: Cancel, role: cancel }
        """

    @Test("'presentation: actionSheet': one error, a note and a fix-it that checks clean; no 'buttons' error")
    func presentationActionSheet() throws {
        let found = LoadRecoveryTests.diagnostics(["a.yaml": Self.presentation])
        let errors = found.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map(\.message))")
        let error = try #require(errors.first)
        #expect(error.id == "spec.invalid_value" && error.location.line == 7 && error.location.column == 19)
        #expect(error.notes.map(\.message) == [Self.note + "'presentation: confirmationDialog'"])
        #expect(error.fixIts.map(\.replacement) == ["confirmationDialog"])
        let fixed = BareActionWordTests.applying([error], to: Self.presentation)
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": fixed]).isEmpty)
    }

    @Test("'actionSheet:' as a link verb: a note and a fix-it to 'confirmationDialog' that checks clean")
    func linkVerb() throws {
        let text = """
            app: { name: Chores, root: ChoreList }
            screens:
              ChoreList:
                links:
                  - actionSheet: ChoreActions
              ChoreActions:
                presentation: confirmationDialog
                title: Select an Action
                buttons:
                  - { label: Cancel, role: cancel }
            """
        let found = LoadRecoveryTests.diagnostics(["a.yaml": text]).filter { $0.severity == .error }
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.message == "unknown key 'actionSheet' in a link: links present with 'alert' or 'confirmationDialog'")
        #expect(error.notes.map(\.message) == [Self.note + "'confirmationDialog: ChoreActions'"])
        #expect(error.fixIts.map(\.replacement) == ["confirmationDialog"])
        #expect(error.location.line == 5 && error.location.column == 9)
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": BareActionWordTests.applying([error], to: text)]).isEmpty)
    }

    @Test("'buttons' on a screen with no presentation still says to make it an alert or a confirmation dialog")
    func buttonsOnAPushedScreen() throws {
        let text = Self.presentation.replacingOccurrences(of: "    presentation: actionSheet\n", with: "")
        let error = try #require(LoadRecoveryTests.diagnostics(["a.yaml": text]).first { $0.message.hasPrefix("'buttons'") })
        #expect(error.notes.map(\.message) == ["remove 'buttons', or make 'ChoreActions' an alert or a confirmation dialog"])
    }
}
