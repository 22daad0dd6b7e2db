/// `screenspec init`: writes a starter spec and configuration.
enum InitCommand: Command {
    static let directory = PositionalDefinition(
        name: "DIR", arity: .optional, help: "the folder to write into (default: the current folder)")

    static let configuration = CommandConfiguration(
        name: "init", abstract: "write a starter spec and configuration",
        positionals: [directory])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        NotImplemented.run(configuration, context: context)
    }
}
