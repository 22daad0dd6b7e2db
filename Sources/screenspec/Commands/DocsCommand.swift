/// `screenspec docs`: writes Markdown (or HTML) documentation of the app's navigation.
enum DocsCommand: Command {
    static let html = OptionDefinition.flag("html", help: "write HTML instead of Markdown")

    static let configuration = CommandConfiguration(
        name: "docs", abstract: "write documentation of the app's screens and navigation",
        positionals: [SharedOptions.paths],
        options: [SharedOptions.outputFolder, html, SharedOptions.config])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        NotImplemented.run(configuration, context: context)
    }
}
