import ScreenSpec
import Testing

/// The note of `undefined_reference` on a tab with an `action` named by `selectTab` (or
/// `popToRoot`): it says what shows the tab's modal instead, and never suggests what is itself
/// an error, as `present:` of a screen that is not a modal would be.
struct StacklessTabNoteTests {
    /// A home tab and a log-out tab presenting `Feedback` (declared as `feedback`), with `item`
    /// as the toolbar's item and `homeLinks` as Home's links.
    static func spec(feedback: String = "{}", item: String = "{ selectTab: logOut }", homeLinks: String = "[]",
                     extraScreens: String = "") -> String {
        """
        app:
          name: Repro
        tabs:
          - { id: home, title: Home, systemImage: house, root: Home }
          - { id: logOut, title: Log Out, systemImage: xmark, action: { present: Feedback } }
        toolbars:
          main:
            - { id: out, label: Log Out, action: \(item) }
        screens:
          Home: { toolbar: main, links: \(homeLinks) }
          Feedback: \(feedback)
        \(extraScreens)
        """
    }

    static func errors(_ text: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["app.yaml": text]).filter { $0.severity == .error }
    }

    static func stacklessNotes(_ text: String) throws -> [String] {
        let errors = Self.errors(text)
        let stackless = try #require(errors.first { $0.id == "undefined_reference" && $0.message.hasPrefix("tab 'logOut'") },
                                     "\(errors)")
        return stackless.notes.map(\.message)
    }

    @Test("a modal the tab presents is presented instead, as before")
    func modalIsPresented() throws {
        #expect(try Self.stacklessNotes(Self.spec(feedback: "{ presentation: sheet }"))
                == ["a tap on tab 'logOut' presents 'Feedback': present it instead, with 'present: Feedback'"])
    }

    @Test("a pushed screen no stack shows: the note says to make it a modal, and following it leaves no error")
    func pushedScreenOnNoStackIsToBeMadeAModal() throws {
        #expect(try Self.stacklessNotes(Self.spec()) == [
            "a tap on tab 'logOut' would present 'Feedback', which is a pushed screen, not a modal: give it a "
                + "'presentation' (such as 'presentation: sheet'), then present it with 'present: Feedback'",
        ])
        // Following only the old advice (`present: Feedback`) is another presentation_mismatch.
        let presented = Self.errors(Self.spec(item: "{ present: Feedback }"))
        #expect(presented.filter { $0.id == "presentation_mismatch" }.count == 2, "\(presented)")
        let followed = Self.errors(Self.spec(feedback: "{ presentation: sheet }", item: "{ present: Feedback }"))
        #expect(followed.isEmpty, "\(followed)")
    }

    @Test("a pushed screen a stack shows: the note suggests 'open', which the toolbar can do without an error")
    func pushedScreenOnAStackIsOpened() throws {
        #expect(try Self.stacklessNotes(Self.spec(homeLinks: "[ { push: Feedback } ]")) == [
            "a tap on tab 'logOut' would present 'Feedback', which is a pushed screen, not a modal: open it instead, "
                + "with 'open: Feedback'",
        ])
        let followed = Self.errors(Self.spec(item: "{ open: Feedback }", homeLinks: "[ { push: Feedback } ]"))
        // Only the tab's own action is left: it presents a pushed screen.
        #expect(followed.map(\.id) == ["presentation_mismatch"], "\(followed)")
        #expect(followed.first?.location.line == 5)
    }

    @Test("in a link, a pushed screen is pushed where the linking screen has a stack, else made a modal")
    func linksPushOrMakeAModal() throws {
        #expect(try Self.stacklessNotes(Self.spec(item: "dismiss", homeLinks: "[ { selectTab: logOut } ]")) == [
            "a tap on tab 'logOut' would present 'Feedback', which is a pushed screen, not a modal: push it instead, "
                + "with 'push: Feedback'",
        ])
        let fromSheet = Self.spec(item: "dismiss", homeLinks: "[ { sheet: Sheet } ]",
                                  extraScreens: "  Sheet: { presentation: sheet, links: [ { selectTab: logOut } ] }")
        #expect(try Self.stacklessNotes(fromSheet) == [
            "a tap on tab 'logOut' would present 'Feedback', which is a pushed screen, not a modal: give it a "
                + "'presentation' (such as 'presentation: sheet'), then link to it with 'sheet: Feedback'",
        ])
    }

    @Test("an unknown screen in the tab's action is reported there; the note names no screen to show")
    func unknownScreenGetsNoNote() throws {
        let text = Self.spec().replacingOccurrences(of: "action: { present: Feedback }", with: "action: { present: Nowhere }")
        #expect(try Self.stacklessNotes(text) == [])
    }
}
