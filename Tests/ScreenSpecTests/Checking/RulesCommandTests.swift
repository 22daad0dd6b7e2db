// `screenspec rules`: the checker rules' list and explanations come from RuleDocumentation;
// an unknown id is a usage error with a did-you-mean.

import ScreenSpec
@testable import screenspec
import Testing

@Suite("rules command")
struct RulesCommandTests {
    private func run(_ words: [String]) -> (code: ExitCode, output: String, error: String) {
        let console = CapturingConsole(terminal: false)
        let code = ScreenSpecTool.run(words, context: CommandContext(console: console))
        return (code, console.output, console.error)
    }

    @Test("rules lists every checker rule as RuleDocumentation does, then the loader's ids")
    func list() {
        let result = run(["rules"])
        #expect(result.code == .success)
        #expect(result.error == "")
        for line in RuleDocumentation.list().split(separator: "\n") {
            #expect(result.output.contains("  \(line)\n"))
        }
        #expect(result.output.contains("  spec.unknown_key "))
    }

    @Test("rules ID prints the rule's explanation, examples without markers", arguments: RuleRegistry.ids)
    func explain(id: String) {
        let result = run(["rules", id])
        #expect(result.code == .success)
        #expect(result.output == RuleDocumentation.explain(id))
        #expect(!result.output.contains("↓"))
    }

    @Test("an unknown id exits 64 with a did-you-mean")
    func unknown() {
        let result = run(["rules", "unreachable_screens"])
        #expect(result.code == .usage)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("error: unknown rule 'unreachable_screens'; did you mean 'unreachable_screen'?\n"))
        #expect(run(["rules", "zzz"]).error.hasPrefix("error: unknown rule 'zzz'\n"))
    }
}
