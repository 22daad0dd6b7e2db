import Foundation

/// The README's table of commands, generated from the same configurations as `--help`, so the
/// two cannot drift (a test compares the README with this).
extension HelpFormatter {
    /// One row per command, in `--help` order: its usage line and abstract; then the tool's own
    /// options and help.
    static func markdownCommandTable(_ commands: [CommandConfiguration]) -> String {
        var output = "| command | what it does |\n|---|---|\n"
        for command in commands {
            output += "| \(code(usage(command))) | \(command.abstract) |\n"
        }
        output += "| \(code("\(toolName) help [COMMAND]")), \(code("\(toolName) COMMAND --help")) | show help for a command |\n"
        output += "| \(code("\(toolName) --help")), \(code("\(toolName) --version")) (or \(code("-v"))) | show help, print the version |\n"
        return output
    }

    /// `text` as a Markdown code span inside a table cell, its `|` escaped.
    private static func code(_ text: String) -> String {
        "`" + text.replacingOccurrences(of: "|", with: "\\|") + "`"
    }
}
