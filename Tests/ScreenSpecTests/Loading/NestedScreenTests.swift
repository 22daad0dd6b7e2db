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
}
