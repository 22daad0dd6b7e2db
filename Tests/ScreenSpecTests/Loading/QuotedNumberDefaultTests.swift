@testable import ScreenSpec
import Testing

/// A number default in quotes (`default: "0"`) is text, so `spec.type_mismatch`; when the quotes
/// are the only mistake, a note says so and the fix-it removes them, as for a quoted `"true"`.
@Suite struct QuotedNumberDefaultTests {
    @Test func quotedNumbersGetAFixIt() throws {
        let outcome = expectLoaderDiagnostics("""
            app: { name: Numbers, root: Home }
            screens:
              Home:
                params:
                  page: { type: Int, default: ↓"0" }
                  zoom: { type: Double, default: ↓'1.5' }
                  size: { type: Int, default: ↓"big" }
                  huge: { type: Int, default: ↓"99999999999999999999" }
            """, "spec.type_mismatch")
        let diagnostics = outcome.diagnostics.filter { $0.id == "spec.type_mismatch" }.sorted { $0.location < $1.location }
        let replacements = diagnostics.map { $0.fixIts.map(\.replacement) }
        let lengths = diagnostics.map { $0.fixIts.map(\.length) }
        let notes = diagnostics.map { $0.notes.map(\.message) }
        #expect(replacements == [["0"], ["1.5"], [], []])
        #expect(lengths == [[3], [5], [], []])
        #expect(notes == [["the value is quoted, so it is text; write 0 without quotes"],
                          ["the value is quoted, so it is text; write 1.5 without quotes"], [], []])
    }
}
