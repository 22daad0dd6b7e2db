import Foundation
@testable import ScreenSpec
import Testing

/// The JSON, SARIF and GitHub reporters, read back and checked field by field.
@Suite struct MachineReporterTests {
    private func parse(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    @Test("JSON has the documented keys, in their order")
    func jsonKeyOrder() {
        let diagnostic = Diagnostic(
            id: "undefined_reference", severity: .error, message: "unknown screen 'CityDetial'",
            at: ScreenSpec.SourceLocation(file: "Specs/app.yaml", line: 14, column: 13),
            notes: [Diagnostic.Note("did you mean 'CityDetail'?", at: ScreenSpec.SourceLocation(file: "Specs/app.yaml", line: 14, column: 13))],
            fixIts: [Diagnostic.FixIt(replacement: "CityDetail", at: ScreenSpec.SourceLocation(file: "Specs/app.yaml", line: 14, column: 13), length: 10)])
        let text = JSONReporter().report([diagnostic])
        let compact = text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "  ", with: "")
            .replacingOccurrences(of: ": ", with: ":")
        #expect(compact == """
            {"version":1,"diagnostics":[{"id":"undefined_reference","severity":"error","message":"unknown screen 'CityDetial'",\
            "file":"Specs/app.yaml","line":14,"column":13,\
            "notes":[{"message":"did you mean 'CityDetail'?","file":"Specs/app.yaml","line":14,"column":13}],\
            "fixIts":[{"replacement":"CityDetail","file":"Specs/app.yaml","line":14,"column":13,"length":10}]}],\
            "summary":{"errors":1,"warnings":0}}
            """)
    }

    @Test("JSON round-trips every field and counts errors and warnings")
    func jsonReadsBack() throws {
        let document = try parse(JSONReporter().report(ReporterSamples.diagnostics))
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == ReporterSamples.diagnostics.count)
        #expect(diagnostics.allSatisfy { $0["notes"] is [Any] && $0["fixIts"] is [Any] })
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["errors": 3, "warnings": 2])
        let odd = try #require(diagnostics.first { $0["id"] as? String == "spec.invalid_value" })
        #expect(odd["message"] as? String == "invalid title \"50%, done: a\\b\"\nsecond line\twith a tab")
        #expect(odd["file"] as? String == ReporterSamples.odd)
        let files = diagnostics.compactMap { $0["file"] as? String }
        #expect(files == files.sorted())
    }

    @Test("SARIF indexes every result's rule, described or not")
    func sarifRuleIndexes() throws {
        let log = try parse(SARIFReporter(rules: ReporterSamples.rules).report(ReporterSamples.diagnostics))
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "screenspec")
        #expect(driver["version"] as? String == ScreenSpecVersion.tool)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == ids.sorted())
        #expect(Set(ids) == Set(ReporterSamples.rules.map(\.id) + ["deprecated_api", "spec.info"]))
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == ReporterSamples.diagnostics.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids[index] == result["ruleId"] as? String)
        }
    }

    @Test("SARIF locations are relative URIs under %SRCROOT%, percent-encoded")
    func sarifLocations() throws {
        let diagnostic = Diagnostic(id: "x", severity: .error, message: "m",
                                    at: ScreenSpec.SourceLocation(file: "./Specs/My App/día.yaml", line: 3, column: 7))
        let log = try parse(SARIFReporter(rules: []).report([diagnostic]))
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: String])
        #expect(artifact == ["uri": "Specs/My%20App/d%C3%ADa.yaml", "uriBaseId": "%SRCROOT%"])
        #expect(physical["region"] as? [String: Int] == ["startLine": 3, "startColumn": 7])
    }

    @Test("SARIF gives a diagnostic's fix-its as one fix (they are one change), an artifact change per file")
    func sarifFixItsAreOneFix() throws {
        func at(_ file: String, _ line: Int, _ column: Int) -> ScreenSpec.SourceLocation {
            ScreenSpec.SourceLocation(file: file, line: line, column: column)
        }
        let diagnostic = Diagnostic(id: "x", severity: .error, message: "m", at: at("a.yaml", 9, 3), fixIts: [
            Diagnostic.FixIt(replacement: "ListScreen", at: at("a.yaml", 9, 3), length: 4),
            Diagnostic.FixIt(replacement: "ListScreen", at: at("b.yaml", 4, 16), length: 4),
            Diagnostic.FixIt(replacement: "ListScreen", at: at("a.yaml", 3, 9), length: 4),
        ])
        let log = try parse(SARIFReporter(rules: []).report([diagnostic]))
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let fixes = try #require(result["fixes"] as? [[String: Any]])
        #expect(fixes.count == 1)
        let changes = try #require(fixes.first?["artifactChanges"] as? [[String: Any]])
        #expect(changes.map { ($0["artifactLocation"] as? [String: String])?["uri"] } == ["a.yaml", "b.yaml"])
        #expect(changes.map { ($0["replacements"] as? [Any])?.count } == [2, 1])
        #expect((fixes.first?["description"] as? [String: String])?["text"] == "replace with 'ListScreen' (3 places)")
    }

    @Test func sarifAbsolutePathsBecomeFileURIs() {
        #expect(SARIFReporter.percentEncoded("/tmp/a b/ç.yaml") == "/tmp/a%20b/%C3%A7.yaml")
        let text = SARIFReporter(rules: []).report([
            Diagnostic(id: "x", severity: .error, message: "m", at: .file("/tmp/a.yaml")),
        ])
        #expect(text.contains("\"uri\": \"file:///tmp/a.yaml\""))
    }

    @Test("GitHub commands escape data and properties")
    func githubEscaping() {
        #expect(GitHubReporter.escapeData("50% done\r\nnext: a,b") == "50%25 done%0D%0Anext: a,b")
        #expect(GitHubReporter.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        let text = GitHubReporter().report([
            Diagnostic(id: "w", severity: .warning, message: "careful", at: ScreenSpec.SourceLocation(file: "a,b.yaml", line: 2, column: 5),
                       notes: [Diagnostic.Note("see here", at: ScreenSpec.SourceLocation(file: "c.yaml", line: 1, column: 1))]),
        ])
        #expect(text == """
            ::warning file=a%2Cb.yaml,line=2,col=5,title=w::careful
            ::notice file=c.yaml,line=1,col=1,title=w::see here — careful

            """)
    }
}
