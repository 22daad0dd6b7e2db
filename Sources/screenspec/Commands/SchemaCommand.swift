import ScreenSpec

/// `screenspec schema`: prints the JSON Schema of one spec file, for editors running the YAML
/// language server (`# yaml-language-server: $schema=…`).
enum SchemaCommand: Command {
    static let configuration = CommandConfiguration(
        name: "schema", abstract: "print the JSON Schema of the spec format, for editors",
        discussion: """
            Prints a JSON Schema (draft-07) of one spec file: every key, its type, allowed values \
            and a description. Save it next to your specs and make the first line of each spec file \
            `# yaml-language-server: $schema=PATH` to get completion and validation in editors.
            """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        context.print(SpecSchema.text()) ? .success : .ioError
    }
}
