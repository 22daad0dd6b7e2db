// The rules' documentation is generated from their descriptions: `screenspec rules` output and
// Documentation/Rules.md, which must match what the registry generates now.

import Foundation
import Testing
@testable import ScreenSpec

@Suite("Rule documentation")
struct RuleDocumentationTests {
    static let rulesFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Documentation/Rules.md")

    @Test("Documentation/Rules.md is what the rule descriptions generate (RECORD_GOLDENS=1 rewrites it)")
    func rulesMarkdownIsCurrent() throws {
        let generated = RuleDocumentation.markdown()
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try generated.write(to: Self.rulesFile, atomically: true, encoding: .utf8)
            Issue.record("recorded \(Self.rulesFile.lastPathComponent); unset RECORD_GOLDENS and review it with git diff")
            return
        }
        let committed = try String(contentsOf: Self.rulesFile, encoding: .utf8)
        #expect(committed == generated, "Documentation/Rules.md is out of date: run RECORD_GOLDENS=1 swift test --filter RuleDocumentationTests")
    }

    @Test("the markdown has a table row and a section per rule, and ends with one newline")
    func markdownShape() {
        let markdown = RuleDocumentation.markdown()
        for id in RuleRegistry.ids {
            #expect(markdown.contains("| [`\(id)`](#\(id)) |"))
            #expect(markdown.contains("\n## `\(id)`\n"))
        }
        #expect(markdown.hasSuffix("```\n") && !markdown.hasSuffix("\n\n"))
    }

    @Test("the list has one aligned line per rule, sorted by id")
    func list() {
        let lines = RuleDocumentation.list().split(separator: "\n").map(String.init)
        #expect(lines.count == RuleRegistry.all.count)
        #expect(lines.map { String($0.prefix { $0 != " " }) } == RuleRegistry.ids)
        // Severity and summary columns start at the same place on every line.
        let columns = Set(lines.map { line -> Int in
            let afterID = line.drop { $0 != " " }.prefix { $0 == " " }.count
            return line.prefix { $0 != " " }.count + afterID
        })
        #expect(columns.count == 1)
        #expect(RuleDocumentation.list().hasSuffix("\n"))
    }

    @Test("a list of given rules pads to the longest id")
    func listOfGivenRules() {
        let text = RuleDocumentation.list([UnusedToolbarRule.self, NestedStackRule.self])
        #expect(text == """
            nested_stack    error    a screen with `stack: true` is pushed instead of presented
            unused_toolbar  warning  a toolbar that no screen uses

            """)
    }

    @Test("explain shows id, name, severity, rationale and the examples without markers", arguments: RuleRegistry.ids)
    func explain(id: String) throws {
        let text = try #require(RuleDocumentation.explain(id))
        let description = try #require(RuleRegistry.rule(id: id)).description
        #expect(text.hasPrefix("\(id): \(description.name)\ndefault severity: \(description.defaultSeverity.rawValue)\n\n\(RuleDocumentation.wrapped(description.summary, width: 100))\n\n"))
        #expect(!text.contains("↓"))
        #expect(text.contains("triggering example 1:"))
        #expect(text.contains("non-triggering example 1:"))
        let firstLine = try #require(MarkedSource(description.triggeringExamples[0]).text.split(separator: "\n").first)
        #expect(text.contains("    \(firstLine)\n"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 || $0.hasPrefix("    ") })
    }

    @Test("explain of an unknown id is nil")
    func explainUnknown() {
        #expect(RuleDocumentation.explain("undefined_referenc") == nil)
    }

    @Test("paragraphs wrap at spaces, keeping long words whole")
    func wrapping() {
        #expect(RuleDocumentation.wrapped("aa bb cc", width: 5) == "aa bb\ncc")
        #expect(RuleDocumentation.wrapped("abcdefgh ij", width: 4) == "abcdefgh\nij")
        #expect(RuleDocumentation.wrapped("", width: 4) == "")
    }
}
