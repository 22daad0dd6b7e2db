import ScreenSpec
import Testing

/// A screen written one level too deep, inside the screen above it: read as the screen it means,
/// with a fix-it that dedents it when that is certain.
struct NestedScreenTests {
    @Test("the keys below a screen written inside another are its own, not the other's repeats; its fix-its dedent it")
    func screenIndentedTooDeepTakesRepeatedKeys() throws {
        let text = """
            app:
              name: Shop
              root: Home
            screens:
              Home:
                links:
                  - sheet: Scanner
              Scanner:
                presentation: sheet
                stack: true
                title: Scanner
                links:
                  - sheet: Scanned
                Scanned:
                presentation: sheet
                stack: true
                title: Scanned
            """
        // Not `presentation` and `title` as duplicate keys, nor 'Scanned' a pushed screen with a
        // fix-it to `push: Scanned`.
        let found = LoadRecoveryTests.diagnostics(["a.yaml": text])
        #expect(found.map { "\($0.id) \($0.location.line):\($0.location.column)" } == ["spec.unknown_key 14:5"],
                "\(found.map(\.message))")
        let fixed = BareActionWordTests.applying(found, to: text)
        #expect(fixed.contains("\n  Scanned:\n    presentation: sheet\n"), "\(fixed)")
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": fixed]).isEmpty)
        // A whole screen at the end of the other, its keys under it: every line of it moves.
        let whole = """
            app: { name: Notes, root: Home }
            screens:
              Home:
                links:
                  - sheet: Compose
                Compose:
                  presentation: sheet

                  stack: true
            """
        let wholeFound = LoadRecoveryTests.diagnostics(["a.yaml": whole])
        #expect(wholeFound.first?.fixIts.map(\.location.line) == [6, 7, 9])
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": BareActionWordTests.applying(wholeFound, to: whole)]).isEmpty)
    }

    @Test("a screen indented too deep inside another is one error with a note, read as the screen it means")
    func screenIndentedTooDeep() throws {
        // `Compose:` at the indentation of Home's keys: the keys below it were meant as its own.
        let found = LoadRecoveryTests.diagnostics(["a.yaml": """
            app: { name: Notes }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: more, title: More, systemImage: ellipsis, root: More }
            screens:
              Home:
                links:
                  - sheet: Compose
                Compose:
                presentation: sheet
              More: {}
            """])
        #expect(found.map { "\($0.id) \($0.location.line):\($0.location.column)" } == ["spec.unknown_key 9:5"],
                "\(found.map(\.message))")
        #expect(found.first?.message == "screen 'Compose' is written inside screen 'Home', as one of its keys: dedent it "
                + "to the indentation of 'Home', so that the keys below it are its own")
        let note = try #require(found.first?.notes.first)
        #expect(note.message == "a link or action names 'Compose' as a screen, so it is read as one, from the keys below it")
        // The fix-it dedents its line, which makes the keys below it its own.
        #expect(found.first?.fixIts.map { "\($0.location.line):\($0.location.column)|\($0.length)|\($0.replacement)" } == ["9:1|2|"])
        // The whole screen one level too deep: its keys are its own, Home keeps the rest.
        let whole = LoadRecoveryTests.diagnostics(["a.yaml": """
            app: { name: Notes, root: Home }
            screens:
              Home:
                links:
                  - sheet: Compose
                Compose:
                  presentation: sheet
                title: Home
            """])
        #expect(whole.map(\.id) == ["spec.unknown_key"], "\(whole.map(\.message))")
        #expect(whole.first?.message.hasSuffix("dedent it and its keys to the indentation of 'Home'") == true)
        // `title: Home` after it would become its key if it moved: no fix-it.
        #expect(whole.first?.fixIts.isEmpty == true)
        // A key no link names, or a screen defined at its place, is only an unknown key.
        let unnamed = LoadRecoveryTests.diagnostics(["a.yaml": "app: { name: Notes, root: Home }\nscreens:\n  Home:\n    Compose:\n"])
        #expect(unnamed.first.map { $0.id == "spec.unknown_key" && $0.notes.allSatisfy { !$0.message.contains("too deep") } } == true)
    }
}
