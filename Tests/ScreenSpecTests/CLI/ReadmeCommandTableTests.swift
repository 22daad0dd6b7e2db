import Foundation
import Testing
@testable import screenspec

/// README's table of commands is what the commands' own help generates, so the two cannot drift.
@Suite("README command table")
struct ReadmeCommandTableTests {
    static let readme = ScreenSpecBinary.projectRoot.appendingPathComponent("README.md")
    static let start = "<!-- The table is generated from the commands' own help: RECORD_GOLDENS=1 swift test --filter ReadmeCommandTableTests -->\n"
    static let end = "<!-- end of the generated table -->\n"

    @Test("README's command table is generated from the commands' help (RECORD_GOLDENS=1 rewrites it)")
    func tableMatchesHelp() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let startRange = try #require(text.range(of: Self.start), "README has lost the table's start marker")
        let endRange = try #require(text.range(of: Self.end, range: startRange.upperBound..<text.endIndex),
                                    "README has lost the table's end marker")
        let committed = String(text[startRange.upperBound..<endRange.lowerBound])
        let generated = HelpFormatter.markdownCommandTable(ScreenSpecTool.commands.map { $0.configuration })
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1", committed != generated {
            let updated = text.replacingCharacters(in: startRange.upperBound..<endRange.lowerBound, with: generated)
            try updated.write(to: Self.readme, atomically: true, encoding: .utf8)
            Issue.record("recorded README.md's command table; unset RECORD_GOLDENS and review it with git diff")
            return
        }
        #expect(committed == generated, "README.md's command table is out of date: run RECORD_GOLDENS=1 swift test --filter ReadmeCommandTableTests")
    }

    @Test("every command and every option of its help is in the table")
    func tableNamesEveryOption() {
        let table = HelpFormatter.markdownCommandTable(ScreenSpecTool.commands.map { $0.configuration })
        for command in ScreenSpecTool.commands.map({ $0.configuration }) {
            #expect(table.contains("`screenspec \(command.name)"), "\(command.name)")
            for option in command.options {
                #expect(table.contains(option.spelling), "\(command.name) \(option.spelling)")
            }
        }
    }
}
