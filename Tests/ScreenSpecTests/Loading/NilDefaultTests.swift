@testable import ScreenSpec
import Testing

/// `default: nil` (or `none`) for an optional param: YAML reads it as text, not as no value. A
/// `String?` default stays that text with the warning `spec.nil_text`; any other optional type
/// is `spec.type_mismatch`; both with a note and a fix-it to `null`, which means no value.
@Suite struct NilDefaultTests {
    static func spec(_ params: String) -> String {
        """
        app: { name: Nils, root: Home }
        screens:
          Home:
            links: [ { push: A } ]
          A:
            params:
        \(params)
        """
    }

    @Test("a String? default written nil is the text, with a warning and a fix-it to null")
    func stringOptional() throws {
        let outcome = expectLoaderDiagnostics(Self.spec("      note: { type: \"String?\", default: ↓nil }"), "spec.nil_text")
        let warning = try #require(outcome.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "the default of this 'String?' param is the text 'nil', not nil; quote it if the text is meant")
        #expect(warning.fixIts.map(\.replacement) == ["null"])
        let param = outcome.spec?.screens.first { $0.id.value == "A" }?.params.first
        #expect(param?.defaultValue?.value == "nil", "the meaning is kept: the text")
    }

    @Test("other optional types: a type mismatch with the same note and fix-it", arguments: ["Int?", "UUID?", "Date?"])
    func otherOptionals(type: String) throws {
        let outcome = loadSources([(path: "app.yaml", text: Self.spec("      value: { type: \"\(type)\", default: None }"))])
        let error = try #require(outcome.diagnostics("spec.type_mismatch").first)
        #expect(error.message.hasSuffix("found 'None', which is text, not nil"))
        #expect(error.notes.first?.message.hasPrefix("YAML reads 'None' as text") == true)
        #expect(error.fixIts.map(\.replacement) == ["null"])
    }

    @Test("null, a quoted 'nil', and nil for a param that is not optional are left alone")
    func notReported() {
        let spec = Self.spec("""
                  a: { type: "String?", default: null }
                  b: { type: "String?", default: "nil" }
                  c: { type: String, default: nil }
            """)
        #expect(loadClean(spec) != nil)
    }
}
