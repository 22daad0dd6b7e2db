/// `screenspec generate`: checks the spec, then writes the Swift files (DESIGN §4, §5).
enum GenerateCommand: Command {
    static let templates = OptionDefinition.value(
        "templates", valueName: "DIR", help: "a folder of templates overriding the defaults by file name")
    static let check = OptionDefinition.flag(
        "check", help: "write nothing; exit 1 if any file would change (a CI drift check)")

    static let configuration = CommandConfiguration(
        name: "generate", abstract: "check the spec, then generate its Swift navigation code",
        discussion: "Writes only the files whose content changed, and nothing at all if the spec has an error.",
        positionals: [SharedOptions.paths],
        options: [SharedOptions.outputFolder, templates, check, SharedOptions.config, SharedOptions.color])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        NotImplemented.run(configuration, context: context)
    }
}
