import ScreenSpec

/// The `screenspec` tool: finds the command, parses its arguments, handles `--help`,
/// `--version` and `help COMMAND`, and maps usage errors to exit code 64.
enum ScreenSpecTool {
    /// Every command, in the order `--help` lists them.
    static let commands: [any Command.Type] = [
        CheckCommand.self,
        GenerateCommand.self,
        GraphCommand.self,
        DocsCommand.self,
        DiffCommand.self,
        LinksCommand.self,
        ScaffoldCommand.self,
        RulesCommand.self,
        InitCommand.self,
        SchemaCommand.self,
        DumpContextCommand.self,
        RenderCommand.self,
    ]

    /// The command called `name`.
    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.configuration.name == name }
    }

    /// Runs the tool with the words after the program name.
    /// Runs the tool on its arguments; `notUTF8` is the position of an argument whose bytes are
    /// not UTF-8. Swift reads such an argument with U+FFFD in place of its bad bytes, which names
    /// another file or folder (`gq\xff` would become `gq\u{FFFD}`): it is refused, never used.
    static func run(_ arguments: [String], context: CommandContext, notUTF8: Int? = nil) -> ExitCode {
        if let notUTF8 {
            return context.usageError(UsageError("argument '\(arguments[notUTF8])' is not UTF-8 (shown with U+FFFD for its "
                                                 + "bad bytes): ScreenSpec names files and folders in UTF-8"), command: nil)
        }
        guard let first = arguments.first else {
            context.printError(HelpFormatter.toolHelp(commands.map { $0.configuration }))
            return .usage
        }
        switch first {
        case "--version", "-v", "-V":
            guard arguments.count == 1 else {
                return context.usageError(UsageError("unexpected argument '\(arguments[1])'"), command: nil)
            }
            return context.print(ScreenSpecVersion.tool + "\n") ? .success : .ioError
        case "--help", "-h":
            return context.print(HelpFormatter.toolHelp(commands.map { $0.configuration })) ? .success : .ioError
        case "help":
            return help(Array(arguments.dropFirst()), context: context)
        default:
            break
        }
        guard let command = command(named: first) else {
            return context.usageError(unknownCommand(first), command: nil)
        }
        let configuration = command.configuration
        let outcome: ArgumentParser.Outcome
        do {
            outcome = try ArgumentParser.parse(Array(arguments.dropFirst()), for: configuration)
        } catch {
            return context.usageError(error, command: configuration)
        }
        switch outcome {
        case .help:
            return context.print(HelpFormatter.help(configuration)) ? .success : .ioError
        case .arguments(let parsed):
            return command.run(parsed, context: context)
        }
    }

    /// `help` alone, or `help COMMAND`; `--help` or `-h` among the words asks for the same help.
    private static func help(_ arguments: [String], context: CommandContext) -> ExitCode {
        let arguments = arguments.filter { $0 != "--help" && $0 != "-h" }
        guard let name = arguments.first else {
            return context.print(HelpFormatter.toolHelp(commands.map { $0.configuration })) ? .success : .ioError
        }
        guard arguments.count == 1 else {
            return context.usageError(UsageError("unexpected argument '\(arguments[1])'"), command: nil)
        }
        guard let command = command(named: name) else {
            return context.usageError(unknownCommand(name), command: nil)
        }
        return context.print(HelpFormatter.help(command.configuration)) ? .success : .ioError
    }

    private static func unknownCommand(_ word: String) -> UsageError {
        let toolName = HelpFormatter.toolName
        if word.hasPrefix("-") {
            // Before a command only the tool's own options are read; a command's options follow it.
            let toolOptions = ["--help", "--version"]
            var message = "unknown option '\(word)'"
            if let suggestion = DidYouMean.closest(to: word, in: toolOptions) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; before a command only --help and --version are accepted, "
                    + "and a command's options follow it (\(toolName) COMMAND [OPTIONS])"
            }
            return UsageError(message)
        }
        let names = commands.map { $0.configuration.name } + ["help"]
        guard let suggestion = DidYouMean.closest(to: word, in: names) else {
            return UsageError("unknown command '\(word)'")
        }
        return UsageError("unknown command '\(word)'; did you mean '\(suggestion)'?")
    }
}
