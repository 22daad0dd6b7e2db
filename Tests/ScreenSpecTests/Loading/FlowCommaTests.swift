@testable import ScreenSpec
import Testing

/// In a `{ … }` mapping a comma ends a plain value: `{ title: Photos, Videos }` reads `Videos` as a
/// key. The unknown key then says why, and the first one's fix-it quotes the value whole.
@Suite struct FlowCommaTests {
    @Test("A value cut by commas is explained, and the fix-it quotes it whole")
    func valueCutByCommas() throws {
        let source = """
            app: { name: Demo }
            tabs:
              - { id: home, title: Photos, ↓Videos, ↓and more, systemImage: photo, root: Home }
            screens:
              Home:
                search: { prompt: Search people, ↓posts and tags }
            """
        let outcome = expectLoaderDiagnostics(source, "spec.unknown_key")
        let diagnostics = outcome.diagnostics.sorted { $0.location < $1.location }
        #expect(diagnostics.map(\.message) == [
            "unknown key 'Videos' in a tab", "unknown key 'and more' in a tab", "unknown key 'posts and tags' in 'search'",
        ])
        let photos = Self.note(key: "title", value: "Photos", whole: "Photos, Videos, and more")
        let search = Self.note(key: "prompt", value: "Search people", whole: "Search people, posts and tags")
        #expect(diagnostics.map { $0.notes.first?.message ?? "" } == [photos, photos, search])
        // One fix-it per cut value, on its first stray key, replacing the value and the keys.
        #expect(diagnostics.map(\.fixIts.count) == [1, 0, 1])
        let text = MarkedSource(source).text
        var fixed = text
        for fixIt in diagnostics.flatMap(\.fixIts).reversed() {
            fixed = Self.applying(fixIt, to: fixed)
        }
        let spec = try #require(loadClean(fixed))
        #expect(spec.tabs.first?.title?.value == "Photos, Videos, and more")
        #expect(spec.screens.first?.search?.prompt?.value == "Search people, posts and tags")
    }

    @Test("Other keys without a value, and block mappings, keep the usual suggestion")
    func otherKeysKeepTheirSuggestion() {
        let outcome = expectLoaderDiagnostics("""
            app: { name: Demo, root: Home }
            screens:
              Home: { title: "Home, sweet", ↓titel }
              Other:
                title: Other
                ↓titel:
            """, "spec.unknown_key")
        // Renamed, each would be a second `title`: the note says so, and there is no fix-it.
        for diagnostic in outcome.diagnostics {
            #expect(diagnostic.notes.map(\.message) == ["did you mean 'title'? this mapping has 'title' already: remove this key"])
            #expect(diagnostic.fixIts.isEmpty)
        }
    }

    /// The note of a value of `key` cut short at `value`.
    static func note(key: String, value: String, whole: String) -> String {
        "in a '{ … }' mapping a comma ends a value: '\(key)' is '\(value)', and the rest is read as keys;"
            + " to keep the commas, quote the value: \"\(whole)\""
    }

    /// `text` with one fix-it applied (its line and column in Unicode scalars).
    static func applying(_ fixIt: Diagnostic.FixIt, to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let line = fixIt.location.line - 1
        let start = fixIt.location.column - 1
        lines[line].replaceSubrange(start..<(start + fixIt.length), with: Array(fixIt.replacement.unicodeScalars))
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }
}
