import ScreenSpec
import Testing

/// A bare word that is not one of the bare actions (`popToRoot`, `pop`, `dismiss`, `dismissAll`):
/// a misspelling gets its did-you-mean, an app's own action name a fix-it to `{ custom: NAME }`, a
/// screen's name the verbs that show it.
struct BareActionWordTests {
    /// A spec whose two toolbar items and dialog button have `action: WORD`.
    static func spec(_ word: String) -> String {
        """
        app:
          name: Repro
          root: Home
        toolbars:
          main:
            - { label: New, action: \(word) }
            - { label: Other, action: \(word) }
        screens:
          Home:
            toolbar: main
            links:
              - confirmationDialog: GroupPicker
          GroupPicker:
            presentation: confirmationDialog
            title: Group
            buttons:
              - { label: New Group, action: \(word) }
        """
    }

    static func errors(_ text: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["app.yaml": text]).filter { $0.severity == .error }
    }

    /// `text` with each fix-it of `diagnostics` applied (single-line, one per line at most).
    static func applying(_ diagnostics: [Diagnostic], to text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        for fixIt in diagnostics.flatMap(\.fixIts).sorted(by: { $0.location.column > $1.location.column }) {
            var scalars = Array(lines[fixIt.location.line - 1].unicodeScalars)
            let start = fixIt.location.column - 1
            scalars.replaceSubrange(start..<start + fixIt.length, with: fixIt.replacement.unicodeScalars)
            lines[fixIt.location.line - 1] = String(String.UnicodeScalarView(scalars))
        }
        return lines.joined(separator: "\n")
    }

    @Test("an app's own action name written bare gets a note and a fix-it to { custom: NAME }, which loads clean")
    func customActionNameGetsACustomFixIt() throws {
        let text = Self.spec("newGroup")
        let errors = Self.errors(text)
        #expect(errors.count == 3, "\(errors)")
        #expect(errors.allSatisfy {
            $0.id == "spec.invalid_value" && $0.message == "'newGroup' is not an action: use popToRoot, pop, dismiss, "
                + "dismissAll, or a verb mapping such as { push: SCREEN }"
        })
        #expect(errors.allSatisfy { $0.notes.map(\.message)
            == ["an app-defined action, handled by the app's code, is written { custom: newGroup }"] })
        #expect(errors.map { $0.fixIts.map(\.replacement) } == Array(repeating: ["{ custom: newGroup }"], count: 3))
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["6:29", "7:31", "17:37"])
        #expect(errors.map { $0.fixIts.first?.length } == [8, 8, 8])
        let fixed = Self.applying(errors, to: text)
        #expect(fixed.contains("- { label: New Group, action: { custom: newGroup } }"), "\(fixed)")
        #expect(Self.errors(fixed).isEmpty, "\(Self.errors(fixed))")
    }

    @Test("a verb and its target without the mapping ('push Settings') get a fix-it to the mapping, which loads clean")
    func verbAndTargetWithoutTheMapping() throws {
        let text = """
            app:
              name: Repro
              root: Home
            toolbars:
              main:
                - { label: Settings, action: push Settings }
                - label: Compose
                  action: "present  Compose"
            screens:
              Home: { toolbar: main }
              Settings: {}
              Compose: { presentation: sheet }
            """
        let errors = Self.errors(text)
        #expect(errors.map { $0.notes.map(\.message) } == [["did you mean '{ push: Settings }'?"], ["did you mean '{ present: Compose }'?"]])
        let fixed = Self.applying(errors, to: text)
        #expect(fixed.contains("action: { present: Compose }"), "\(fixed)")
        #expect(LoadRecoveryTests.diagnostics(["app.yaml": fixed]).isEmpty, "\(LoadRecoveryTests.diagnostics(["app.yaml": fixed]))")
    }

    @Test("'tab' beside a verb other than 'open' gets a fix-it removing it, which loads clean")
    func tabBesideAnotherVerb() throws {
        let text = """
            app: { name: Cisum }
            tabs:
              - { id: library, title: Library, systemImage: music.note, root: Home }
              - { id: other, title: Other, systemImage: star, root: Other }
            toolbars:
              main:
                - { label: Finder, action: { custom: openInFinder, tab: library } }
            screens:
              Home: { toolbar: main }
              Other: {}
            """
        let errors = Self.errors(text)
        #expect(errors.map(\.message) == ["'tab' is only allowed with 'open'"])
        let fixed = Self.applying(errors, to: text)
        #expect(fixed.contains("action: { custom: openInFinder } }"), "\(fixed)")
        #expect(LoadRecoveryTests.diagnostics(["app.yaml": fixed]).isEmpty)
    }

    @Test("a bare action written as a mapping ('{ pop: x }') gets a fix-it to the bare word, which loads clean")
    func bareActionWrittenAsAMapping() throws {
        let text = """
            app:
              name: Repro
              root: Home
            toolbars:
              main:
                - { label: Back, action: { pop: x } }
                - label: Close
                  action: { dismiss: now }
            screens:
              Home: { toolbar: main }
            """
        let errors = Self.errors(text)
        #expect(errors.map(\.message) == ["'pop' takes no target: write 'action: pop'", "'dismiss' takes no target: write 'action: dismiss'"])
        let fixed = Self.applying(errors, to: text)
        #expect(fixed.contains("action: pop }") && fixed.contains("action: dismiss\n"), "\(fixed)")
        #expect(LoadRecoveryTests.diagnostics(["app.yaml": fixed]).isEmpty)
    }

    @Test("a quoted name is replaced with its quotes; a block-style action gets the flow mapping")
    func quotedAndBlockStyle() throws {
        let text = """
            app:
              name: Repro
              root: Home
            toolbars:
              main:
                - label: Refresh
                  action: "reload"
            screens:
              Home:
                toolbar: main
            """
        let errors = Self.errors(text)
        let error = try #require(errors.first)
        #expect(error.fixIts.map(\.replacement) == ["{ custom: reload }"])
        #expect(error.fixIts.first?.length == 8)
        #expect(Self.errors(Self.applying(errors, to: text)).isEmpty)
    }

    @Test("a misspelt bare action still gets its did-you-mean, not the custom suggestion", arguments: [
        ("dismis", "dismiss"), ("pop2", "pop"), ("dismissal", "dismissAll"), ("popToRot", "popToRoot"),
    ])
    func misspeltBareActionKeepsItsDidYouMean(word: String, meant: String) throws {
        let error = try #require(Self.errors(Self.spec(word)).first)
        #expect(error.notes.map(\.message) == ["did you mean '\(meant)'?"])
        #expect(error.fixIts.map(\.replacement) == [meant])
    }

    @Test("a screen's name written bare gets a note naming the verbs that show a screen, and no fix-it")
    func screenNameGetsTheVerbs() throws {
        let error = try #require(Self.errors(Self.spec("Settings")).first)
        #expect(error.notes.map(\.message)
            == ["to show the screen 'Settings', name how: { push: Settings }, { present: Settings } or { open: Settings }"])
        #expect(error.fixIts.isEmpty)
    }

    @Test("a screen's name in lowerCamel (`settings` for the file's screen Settings) is the screen, not a custom action")
    func screenNameInAnotherCaseGetsTheVerbs() throws {
        let text = Self.spec("settings") + "\n  Settings: {}\n"
        let errors = Self.errors(text)
        #expect(errors.count == 3, "\(errors)")
        #expect(errors.allSatisfy { $0.notes.map(\.message)
            == ["to show the screen 'Settings', name how: { push: Settings }, { present: Settings } or { open: Settings }"] })
        #expect(errors.allSatisfy { $0.fixIts.isEmpty })
    }

    @Test("a word that is no action name (not lowerCamel, or a keyword) gets no suggestion", arguments: [
        "new-group", "default", "new group",
    ])
    func nonIdentifierGetsNoSuggestion(word: String) throws {
        let error = try #require(Self.errors(Self.spec(word)).first)
        #expect(error.message.hasPrefix("'\(word)' is not an action"))
        #expect(error.notes.isEmpty && error.fixIts.isEmpty, "\(error)")
    }

    @Test("a tab's action, which can only present, suggests { present: NAME } for a screen's name, never custom")
    func tabActionWords() throws {
        let text = """
            app:
              name: Repro
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: post, title: Post, systemImage: plus, action: Composer }
              - { id: out, title: Out, systemImage: xmark, action: logOut }
              - { id: close, title: Close, systemImage: xmark, action: dismis }
            screens:
              Home: {}
              Composer: { presentation: sheet }
            """
        let errors = Self.errors(text)
        let composer = try #require(errors.first { $0.message.hasPrefix("'Composer'") })
        #expect(composer.message == "'Composer' is not a tab's action: a tab's action presents a modal, { present: SCREEN }")
        #expect(composer.notes.map(\.message) == ["write { present: Composer }"])
        #expect(composer.fixIts.map(\.replacement) == ["{ present: Composer }"])
        let logOut = try #require(errors.first { $0.message.hasPrefix("'logOut'") })
        #expect(logOut.notes.isEmpty && logOut.fixIts.isEmpty, "\(logOut)")
        // No did-you-mean to a bare action, which a tab cannot have.
        let dismis = try #require(errors.first { $0.message.hasPrefix("'dismis'") })
        #expect(dismis.notes.isEmpty && dismis.fixIts.isEmpty, "\(dismis)")
        let fixed = Self.applying([composer], to: text)
        #expect(!Self.errors(fixed).contains { $0.message.hasPrefix("'Composer'") }, "\(Self.errors(fixed))")
    }
}
