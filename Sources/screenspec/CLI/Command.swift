import Foundation
import ScreenSpec

/// One `screenspec` subcommand: a static configuration (from which parsing and help are
/// generated) and a run function that only calls the library, prints and returns an exit code.
/// Adding a command is one file in `Commands/` plus its line in `ScreenSpecTool.commands`.
protocol Command: Sendable {
    /// The command's name, arguments and options.
    static var configuration: CommandConfiguration { get }
    /// Runs the command with its parsed arguments.
    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode
}

/// What a running command may use: where to print, and the environment.
struct CommandContext: Sendable {
    /// Where output goes.
    var console: any Console
    /// The process environment (for `NO_COLOR`, `TERM`).
    var environment: [String: String]
    /// What the run's large results are handed to, to be freed when the context is.
    let freedAtExit = FreedAtExit()

    init(console: any Console, environment: [String: String] = [:]) {
        self.console = console
        self.environment = environment
    }

    /// Writes to standard output; false when the write failed.
    @discardableResult
    func print(_ text: String) -> Bool {
        console.write(text, to: .standardOutput)
    }

    /// Writes to standard error.
    @discardableResult
    func printError(_ text: String) -> Bool {
        console.write(text, to: .standardError)
    }

    /// Reports a usage error of a command: the message, its usage line and where help is.
    func usageError(_ error: UsageError, command: CommandConfiguration?) -> ExitCode {
        var text = "error: \(error.message)\n"
        if let command {
            text += "usage: \(HelpFormatter.usage(command))\n"
            text += "see '\(HelpFormatter.toolName) \(command.name) --help'\n"
        } else {
            text += "usage: \(HelpFormatter.toolUsage)\n"
            text += "see '\(HelpFormatter.toolName) --help'\n"
        }
        printError(text)
        return .usage
    }

    /// Whether text on standard error is colored: `always`, `never`, or for `auto` when standard
    /// error is a terminal and neither `NO_COLOR` is set nor `TERM` is `dumb`.
    func usesColor(_ setting: String?) -> Bool {
        switch setting {
        case "always": return true
        case "never": return false
        default:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return console.isTerminal(.standardError)
        }
    }

    /// Prints diagnostics with a reporter, to standard error for text and to standard output for
    /// the machine formats; false when the report could not be written.
    func report(_ diagnostics: [Diagnostic], as kind: ReporterKind, options: ReporterOptions) -> Bool {
        let text = kind.makeReporter(options).report(diagnostics)
        if text.isEmpty { return true }
        return console.write(text, to: kind.writesToStandardError ? .standardError : .standardOutput)
    }
}
