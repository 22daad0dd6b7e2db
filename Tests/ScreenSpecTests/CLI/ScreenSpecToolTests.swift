import Foundation
import ScreenSpec
@testable import screenspec
import Testing

/// The tool's dispatch, run in process with a capturing console.
@Suite struct ScreenSpecToolTests {
    private func run(_ words: [String], environment: [String: String] = [:], terminal: Bool = false)
        -> (code: ExitCode, output: String, error: String) {
        let console = CapturingConsole(terminal: terminal)
        let code = ScreenSpecTool.run(words, context: CommandContext(console: console, environment: environment))
        return (code, console.output, console.error)
    }

    @Test func version() {
        let result = run(["--version"])
        #expect(result.code == .success)
        #expect(result.output == "0.1.0\n")
        #expect(result.error == "")
        #expect(run(["--version", "x"]).code == .usage)
    }

    @Test("No arguments prints the help on standard error and exits 64")
    func noArguments() {
        let result = run([])
        #expect(result.code == .usage)
        #expect(result.output == "")
        #expect(result.error.contains("USAGE: screenspec COMMAND"))
    }

    @Test("help COMMAND is COMMAND --help")
    func helpCommand() {
        for command in ScreenSpecTool.commands {
            let name = command.configuration.name
            let viaHelp = run(["help", name])
            #expect(viaHelp.code == .success)
            #expect(viaHelp.output == HelpFormatter.help(command.configuration))
            #expect(run([name, "--help"]).output == viaHelp.output)
        }
        #expect(run(["help"]).output == run(["--help"]).output)
        #expect(run(["help", "nope"]).code == .usage)
    }

    @Test func unknownCommand() {
        let result = run(["chek"])
        #expect(result.code == .usage)
        #expect(result.error == """
            error: unknown command 'chek'; did you mean 'check'?
            usage: screenspec COMMAND [ARGUMENTS] [OPTIONS]
            see 'screenspec --help'

            """)
        #expect(run(["--bogus"]).code == .usage)
    }

    @Test func usageErrorNamesTheCommand() {
        let result = run(["check", "--reporter", "xml"])
        #expect(result.code == .usage)
        #expect(result.error == """
            error: invalid value 'xml' for '--reporter'; expected text, json, sarif or github
            usage: \(HelpFormatter.usage(CheckCommand.configuration))
            see 'screenspec check --help'

            """)
    }

    @Test("--color auto follows the terminal, NO_COLOR and TERM=dumb")
    func colorDecision() {
        let terminal = CommandContext(console: CapturingConsole(terminal: true))
        let file = CommandContext(console: CapturingConsole(terminal: false))
        #expect(terminal.usesColor("auto"))
        #expect(terminal.usesColor(nil))
        #expect(!file.usesColor("auto"))
        #expect(file.usesColor("always"))
        #expect(!terminal.usesColor("never"))
        #expect(!CommandContext(console: CapturingConsole(terminal: true), environment: ["NO_COLOR": "1"]).usesColor("auto"))
        #expect(!CommandContext(console: CapturingConsole(terminal: true), environment: ["TERM": "dumb"]).usesColor("auto"))
    }

    @Test func rulesListAndExplain() {
        let list = run(["rules"])
        #expect(list.code == .success)
        for rule in ScreenSpec.RuleMetadata.all + ScreenSpec.RuleMetadata.output {
            #expect(list.output.contains("  \(rule.id) "), "\(rule.id) is not listed")
        }
        let output = run(["rules", "output.unsafe_path"])
        #expect(output.code == .success)
        #expect(output.output.hasPrefix("output.unsafe_path: Unsafe output path\ndefault severity: error\n"))
        let one = run(["rules", "spec.unknown_key"])
        #expect(one.code == .success)
        #expect(one.output.hasPrefix("spec.unknown_key: Unknown key\ndefault severity: error\n"))
        let unknown = run(["rules", "spec.unknown_kye"])
        #expect(unknown.code == .usage)
        #expect(unknown.error.hasPrefix("error: unknown rule 'spec.unknown_kye'; did you mean 'spec.unknown_key'?\n"))
    }

    @Test func exitCodes() {
        func diagnostic(_ id: String, _ severity: ScreenSpec.Diagnostic.Severity) -> ScreenSpec.Diagnostic {
            ScreenSpec.Diagnostic(id: id, severity: severity, message: "m", at: .file("a.yaml"))
        }
        #expect(CommandContext.exitCode(for: []) == .success)
        #expect(CommandContext.exitCode(for: [diagnostic("w", .warning)]) == .success)
        #expect(CommandContext.exitCode(for: [diagnostic("w", .warning), diagnostic("e", .error)]) == .failure)
        #expect(CommandContext.exitCode(for: [diagnostic("spec.no_input", .error)]) == .noInput)
        #expect(CommandContext.exitCode(for: [diagnostic("io.not_found", .error)]) == .noInput)
    }

    @Test("init into a folder that has the files: a located diagnostic with an id, exit 1, nothing changed")
    func initRefusesToOverwrite() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "init-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(run(["init", folder]).code == .success)
        let spec = try String(contentsOfFile: folder + "/Specs/App.yaml", encoding: .utf8)
        let again = run(["init", folder])
        #expect(again.code == .failure)
        #expect(again.output == "")
        #expect(again.error.hasPrefix("\(folder)/Specs/App.yaml:1:1: error: '\(folder)/Specs/App.yaml', "), "\(again.error)")
        #expect(again.error.hasSuffix("nothing was written [output.exists]\n"), "\(again.error)")
        #expect(try String(contentsOfFile: folder + "/Specs/App.yaml", encoding: .utf8) == spec)
    }
}
