import ScreenSpec
import Testing

/// A param dedented out of an empty `params:` to the screen's keys: reported as the param it
/// looks like, with a fix-it indenting it, and the rules about the screen's params skipped.
struct DedentedParamTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["app.yaml": text])
    }

    @Test("a param under an empty 'params', at the screen's keys: an indentation hint and fix-it, no title error")
    func dedentedParam() throws {
        let text = """
            app:
              name: Dodo
              root: Codes
            screens:
              Codes:
                links:
                  - alert: Report
              Report:
                presentation: alert
                params:
                islandName: String
                count: { type: Int, default: 1 }
                title: "Report {islandName}?"
                buttons:
                  - { label: Cancel, role: cancel }
            """
        let all = Self.diagnostics(text)
        #expect(all.map { "\($0.id) \($0.location.line):\($0.location.column)" }
            == ["spec.unknown_key 11:5", "spec.check_skipped 11:5", "spec.unknown_key 12:5"], "\(all)")
        #expect(all[0].message == "'islandName' is not a key of a screen; it looks like a param of the empty 'params' "
            + "above: check the indentation; indent it under 'params'")
        #expect(all[0].notes.map { "\($0.message) \($0.location.line)" }
            == ["'params' of 'Report' has no value: its params are indented under it 10"])
        #expect(all[1].message.hasPrefix("not checked about 'Report': 'missing_arguments', 'deep_link_mismatch', "
            + "'invalid_title_interpolation'"))
        let errors = all.filter { $0.severity == .error }
        #expect(errors.map { $0.fixIts.map { "\($0.location.line):\($0.location.column)|\($0.length)|\($0.replacement.count)" } }
            == [["11:1|4|6"], ["12:1|4|6"]])
        let fixed = BareActionWordTests.applying(errors, to: text)
        #expect(fixed.contains("    params:\n      islandName: String\n      count: {"), "\(fixed)")
        #expect(Self.diagnostics(fixed).isEmpty, "\(Self.diagnostics(fixed))")
    }

    @Test("a misspelt screen key, another element's key or a value that is no type after an empty 'params' is no param")
    func otherKeysAreNotParams() {
        let text = """
            app:
              name: Demo
              root: Home
            screens:
              Home:
                params:
                titel: Home
                badge: true
                note: Write a reply
            """
        let errors = Self.diagnostics(text).filter { $0.severity == .error }
        #expect(errors.count == 3, "\(errors)")
        #expect(errors.allSatisfy { !$0.message.contains("looks like a param") }, "\(errors)")
    }
}
