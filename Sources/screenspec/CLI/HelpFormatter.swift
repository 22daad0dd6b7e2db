/// Generates `--help` and usage lines from command configurations, so help never drifts from
/// what the parser accepts.
enum HelpFormatter {
    /// The program's name in usage lines.
    static let toolName = "screenspec"
    /// Where the help column starts in a command's help.
    private static let helpColumn = 30
    /// Where it starts in the list of commands.
    private static let commandColumn = 18

    /// `screenspec check [PATHS ...] [--reporter text|json|sarif|github] …`.
    static func usage(_ configuration: CommandConfiguration) -> String {
        var words = [toolName, configuration.name]
        words += configuration.positionals.map(\.synopsis)
        words += configuration.options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
        return words.joined(separator: " ")
    }

    /// The full help of one command.
    static func help(_ configuration: CommandConfiguration) -> String {
        var output = wrap("OVERVIEW: \(configuration.abstract)", width: width).joined(separator: "\n") + "\n\n"
        if !configuration.discussion.isEmpty {
            for paragraph in configuration.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
                output += wrap(String(paragraph), width: width).joined(separator: "\n") + "\n"
            }
            output += "\n"
        }
        output += "USAGE: \(usage(configuration))\n"
        if !configuration.positionals.isEmpty {
            output += "\nARGUMENTS:\n"
            for positional in configuration.positionals {
                output += row(positional.name, positional.help)
            }
        }
        output += "\nOPTIONS:\n"
        for option in configuration.options {
            var help = option.help
            if let defaultValue = option.defaultValue { help += " (default: \(defaultValue))" }
            output += row(option.helpSynopsis, help)
        }
        output += row("-h, --help", "show help information")
        return output
    }

    /// The top-level help: every command with its abstract.
    static func toolHelp(_ commands: [CommandConfiguration]) -> String {
        let overview = "OVERVIEW: a compiler for SwiftUI navigation: checks navigation specs written in YAML, "
            + "generates Swift from them and draws the screen graph"
        var output = wrap(overview, width: width).joined(separator: "\n") + "\n\n"
        output += "USAGE: \(toolName) COMMAND [ARGUMENTS] [OPTIONS]\n\nCOMMANDS:\n"
        for command in commands {
            output += row(command.name, command.abstract, column: commandColumn)
        }
        output += row("help", "show help for a command", column: commandColumn)
        output += "\nOPTIONS:\n"
        output += row("-v, --version", "print the version", column: commandColumn)
        output += row("-h, --help", "show help information", column: commandColumn)
        output += "\nSee '\(toolName) help COMMAND' for the arguments and options of a command.\n"
        return output
    }

    /// The usage of the tool as a whole.
    static var toolUsage: String { "\(toolName) COMMAND [ARGUMENTS] [OPTIONS]" }

    /// `  left   help`, the help on the next line when `left` is too wide, wrapped at `width`.
    private static func row(_ left: String, _ help: String, column helpColumn: Int = helpColumn) -> String {
        let lead = "  " + left
        let indent = String(repeating: " ", count: helpColumn)
        let lines = wrap(help, width: width - helpColumn)
        var output = ""
        if lead.count < helpColumn - 1 {
            output = lead + String(repeating: " ", count: helpColumn - lead.count) + (lines.first ?? "") + "\n"
        } else {
            output = lead + "\n" + indent + (lines.first ?? "") + "\n"
        }
        for line in lines.dropFirst() {
            output += indent + line + "\n"
        }
        return output
    }

    /// The width help text is wrapped at.
    static let width = 80

    /// `text` broken at spaces into lines of at most `width` characters (longer words stay whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
