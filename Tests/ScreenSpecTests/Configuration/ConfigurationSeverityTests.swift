import ScreenSpec
import Testing

@Suite struct ConfigurationSeverityTests {
    private func diagnostic(_ id: String, _ severity: Diagnostic.Severity, line: Int = 1) -> Diagnostic {
        Diagnostic(id: id, severity: severity, message: "m", at: ScreenSpec.SourceLocation(file: "a.yaml", line: line, column: 1))
    }

    private var sample: [Diagnostic] {
        [diagnostic("unused_toolbar", .warning, line: 1), diagnostic("tab_count", .warning, line: 2),
         diagnostic("undefined_reference", .error, line: 3), diagnostic("spec.info", .note, line: 4)]
    }

    @Test func defaultsChangeNothing() {
        #expect(Configuration().adjusting(sample) == sample)
    }

    @Test("off drops a rule; error and warning set its severity; order is kept")
    func ruleSettings() {
        let configuration = Configuration(rules: ["unused_toolbar": .off, "tab_count": .error,
                                                  "undefined_reference": .warning, "spec.info": .error])
        #expect(configuration.adjusting(sample) == [
            diagnostic("tab_count", .error, line: 2), diagnostic("undefined_reference", .warning, line: 3),
            diagnostic("spec.info", .note, line: 4),
        ])
    }

    @Test("--warnings-as-errors turns the remaining warnings into errors, after the rule settings")
    func warningsAsErrors() {
        let configuration = Configuration(rules: ["undefined_reference": .warning, "unused_toolbar": .off])
        #expect(configuration.adjusting(sample, warningsAsErrors: true) == [
            diagnostic("tab_count", .error, line: 2), diagnostic("undefined_reference", .error, line: 3),
            diagnostic("spec.info", .note, line: 4),
        ])
    }
}
