/// `screenspec dump-context`: prints the template context as JSON (DESIGN §5).
enum DumpContextCommand: Command {
    static let configuration = CommandConfiguration(
        name: "dump-context", abstract: "print the context templates see, as JSON",
        positionals: [SharedOptions.paths],
        options: [SharedOptions.config])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        NotImplemented.run(configuration, context: context)
    }
}
