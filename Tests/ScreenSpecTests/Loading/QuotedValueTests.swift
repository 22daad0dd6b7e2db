@testable import ScreenSpec
import Testing

/// A message quotes what it found in one short line: a file that is not a spec (a text file,
/// a symlink to a configuration file) or a stray block of text is named by its first line, cut
/// at 60 characters, never written out whole into the terminal, a CI log or a SARIF report.
@Suite struct QuotedValueTests {
    @Test("A text file given as a spec is quoted by the start of its first line")
    func notASpecFile() throws {
        let line = "root:x:0:0:root:/root:/bin/bash daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin"
        let text = String(repeating: line + "\n", count: 40)
        let outcome = loadSources([(path: "passwd.yaml", text: text)])
        let diagnostic = try #require(outcome.diagnostics("spec.type_mismatch").first)
        let quoted = "'" + line.prefix(60) + "…'"
        #expect(diagnostic.message.hasSuffix("found " + quoted))
        #expect(diagnostic.message.count < 200)
    }

    @Test("Line breaks end the quote; short values are quoted whole")
    func quoting() {
        #expect(SpecReader.quoted("Home") == "'Home'")
        #expect(SpecReader.quoted("") == "''")
        #expect(SpecReader.quoted("bad\nkey") == "'bad…'")
        #expect(SpecReader.quoted(String(repeating: "é", count: 60)) == "'" + String(repeating: "é", count: 60) + "'")
        #expect(SpecReader.quoted(String(repeating: "é", count: 61)) == "'" + String(repeating: "é", count: 60) + "…'")
    }

    @Test("An unknown key and an invalid name with a line break are quoted by their first line")
    func keysAndNames() {
        let outcome = expectLoaderDiagnostics("""
            app:
              name: ↓"Multi\\nline"
              root: Home
              ↓"bad\\nkey": 1
            screens:
              Home: {}
            """, "spec.invalid_identifier", "spec.unknown_key")
        #expect(outcome.diagnostics("spec.unknown_key").first?.message == "unknown key 'bad…' in 'app'")
        #expect(outcome.diagnostics("spec.invalid_identifier").first?.message.hasPrefix("'Multi…' is not a valid app name") == true)
    }
}
