import Foundation
import ScreenSpec
import Testing

/// Every reporter's full output for the sample diagnostics, compared with golden files.
@Suite struct ReporterGoldenTests {
    @Test func textWithoutColor() {
        ReportingGoldens.assertMatches(TextReporter().report(ReporterSamples.diagnostics), golden: "text.txt")
    }

    @Test func textWithSourceLines() {
        let reporter = TextReporter(usesColor: false, sourceLine: ReporterSamples.sourceLine)
        ReportingGoldens.assertMatches(reporter.report(ReporterSamples.diagnostics), golden: "text-source.txt")
    }

    @Test func textWithColor() {
        let reporter = TextReporter(usesColor: true, sourceLine: ReporterSamples.sourceLine)
        ReportingGoldens.assertMatches(reporter.report(ReporterSamples.diagnostics), golden: "text-color.txt")
    }

    @Test func json() {
        ReportingGoldens.assertMatches(JSONReporter().report(ReporterSamples.diagnostics), golden: "json.json")
    }

    @Test func jsonWithoutDiagnostics() {
        ReportingGoldens.assertMatches(JSONReporter().report([]), golden: "json-empty.json")
    }

    @Test func sarif() {
        let reporter = SARIFReporter(rules: ReporterSamples.rules, toolVersion: "1.2.3")
        ReportingGoldens.assertMatches(reporter.report(ReporterSamples.diagnostics), golden: "sarif.json")
    }

    @Test func sarifWithoutDiagnostics() {
        let reporter = SARIFReporter(rules: ReporterSamples.rules, toolVersion: "1.2.3")
        ReportingGoldens.assertMatches(reporter.report([]), golden: "sarif-empty.json")
    }

    @Test func github() {
        ReportingGoldens.assertMatches(GitHubReporter().report(ReporterSamples.diagnostics), golden: "github.txt")
    }

    @Test("Output does not depend on the order diagnostics arrive in", arguments: ReporterKind.allCases)
    func orderIndependent(_ kind: ReporterKind) {
        let reporter = kind.makeReporter(ReporterOptions(usesColor: true, sourceLine: ReporterSamples.sourceLine,
                                                         rules: ReporterSamples.rules, toolVersion: "1.2.3"))
        let forward = reporter.report(ReporterSamples.diagnostics)
        #expect(reporter.report(ReporterSamples.diagnostics.reversed()) == forward)
        #expect(reporter.report(ReporterSamples.diagnostics.shuffled()) == forward)
    }

    @Test("Reporter identifiers are the --reporter names", arguments: ReporterKind.allCases)
    func identifiers(_ kind: ReporterKind) {
        let reporter = kind.makeReporter(ReporterOptions())
        #expect(type(of: reporter).identifier == kind.rawValue)
    }

    @Test func onlyTextGoesToStandardError() {
        #expect(ReporterKind.allCases.filter(\.writesToStandardError) == [.text])
    }
}
