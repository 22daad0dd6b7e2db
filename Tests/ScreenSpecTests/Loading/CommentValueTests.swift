@testable import ScreenSpec
import Testing

/// `title: #{tag}`: YAML reads a `#` after a blank as a comment, so the title would silently be
/// empty. A comment glued to its `#` right after an empty value is `spec.comment_value`, a
/// warning with a fix-it that quotes it; a comment written as one (`# later`) is not.
@Suite struct CommentValueTests {
    @Test("A comment glued to its '#' after an empty value is a warning with a fix-it")
    func gluedComment() throws {
        let outcome = expectLoaderDiagnostics("""
            app: { name: Demo, root: Tag }
            screens:
              Tag:
                params: { tag: String }
                title: ↓#{tag} · é
                links:   # none yet
                search:
                  prompt: #
            """, "spec.comment_value")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "'#{tag} · é' is a comment, so the value before it is empty; quote it if it is the value")
        #expect(diagnostic.fixIts.map(\.replacement) == ["\"#{tag} · é\""])
        #expect(diagnostic.fixIts.first?.length == "#{tag} · é".unicodeScalars.count)
        // The fix-it makes it the title.
        let fixed = "app: { name: Demo, root: Tag }\nscreens:\n  Tag:\n    params: { tag: String }\n    title: \"#{tag} · é\"\n"
        #expect(loadClean(fixed)?.screens.first?.title?.value == "#{tag} · é")
    }

    @Test("After a byte order mark and wide characters the location is still the '#'")
    func locationAfterBOM() throws {
        let outcome = loadSources([(path: "spec.yaml", text: "\u{FEFF}app: { name: Demo, root: Home }\nscreens:\n  Home:\n    title: 😀\n  Other:\n    title: #1 Pick\n")])
        let diagnostic = try #require(outcome.diagnostics.first { $0.id == "spec.comment_value" })
        #expect(diagnostic.location.description == "spec.yaml:6:12")
    }

    @Test("An alert's title that is a comment is the warning alone, not also a missing title; the fix-it checks clean")
    func alertTitleThatIsAComment() throws {
        let text = """
            app: { name: Cisum, root: Home }
            screens:
              Home: { links: [ alert: Tip ] }
              Tip:
                presentation: alert
                title: #1 提示
                buttons: [ { label: OK } ]
            """
        let found = LoadRecoveryTests.diagnostics(["a.yaml": text])
        #expect(found.map(\.id) == ["spec.comment_value"], "\(found)")
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": BareActionWordTests.applying(found, to: text)]).isEmpty)
        // With no title written at all, the alert still needs one.
        let none = text.replacingOccurrences(of: "    title: #1 提示\n", with: "")
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": none]).map(\.id) == ["spec.missing_key"])
    }
}
