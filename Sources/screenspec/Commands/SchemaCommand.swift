/// `screenspec schema`: prints the JSON Schema of the spec format, for editors.
enum SchemaCommand: Command {
    static let configuration = CommandConfiguration(
        name: "schema", abstract: "print the JSON Schema of the spec format, for editors")

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        NotImplemented.run(configuration, context: context)
    }
}
