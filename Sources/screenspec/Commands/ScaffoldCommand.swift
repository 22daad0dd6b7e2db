/// `screenspec scaffold`: writes skeletons of the app's views (DESIGN §5), never overwriting.
enum ScaffoldCommand: Command {
    static let configuration = CommandConfiguration(
        name: "scaffold", abstract: "write skeletons of the app's views; existing files are never touched",
        positionals: [SharedOptions.paths],
        options: [SharedOptions.outputFolder, SharedOptions.config])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        NotImplemented.run(configuration, context: context)
    }
}
