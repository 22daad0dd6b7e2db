/// `screenspec graph`: draws the screen graph (DESIGN §4).
enum GraphCommand: Command {
    static let format = OptionDefinition.value(
        "format", valueName: "FORMAT", allowedValues: ["mermaid", "dot", "json"], defaultValue: "mermaid",
        help: "the graph format")
    static let tab = OptionDefinition.value("tab", valueName: "ID", help: "draw only this tab's stack")
    static let output = OptionDefinition.value(
        "output", valueName: "FILE", help: "the file to write (default: standard output)")

    static let configuration = CommandConfiguration(
        name: "graph", abstract: "draw the screen graph as Mermaid, Graphviz DOT or JSON",
        positionals: [SharedOptions.paths],
        options: [format, tab, output, SharedOptions.config])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        NotImplemented.run(configuration, context: context)
    }
}
