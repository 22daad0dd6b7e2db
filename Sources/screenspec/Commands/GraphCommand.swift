import Foundation
import ScreenSpec

/// `screenspec graph`: draws the screen graph as Mermaid, Graphviz DOT or JSON (
/// Documentation/Graph.md).
enum GraphCommand: Command {
    static let format = OptionDefinition.value(
        "format", valueName: "FORMAT", allowedValues: GraphFormat.allCases.map(\.rawValue), defaultValue: "mermaid",
        help: "the graph format")
    static let tab = OptionDefinition.value(
        "tab", valueName: "ID", help: "draw only this tab's stack, its modals and the screens they lead to")
    static let output = OptionDefinition.value(
        "output", valueName: "FILE", help: "the file to write (default: standard output)")

    static let configuration = CommandConfiguration(
        name: "graph", abstract: "draw the screen graph as Mermaid, Graphviz DOT or JSON",
        discussion: """
            Draws every spec that loads, even one the checker would reject, so unreachable screens \
            show in red (run 'screenspec check' for the problems themselves). One cluster per tab \
            and per modal stack; solid arrows push, dashed arrows present, dotted arrows switch \
            tabs. Exits with 64 when --tab names no tab, 66 when no spec file is found, 1 when the spec \
            does not load. With --output, the file is written only when its content changes; a \
            symbolic link there, or a path that cannot be a file, is refused (exit 73).
            """,
        positionals: [SharedOptions.paths],
        options: [format, tab, output, SharedOptions.config, SharedOptions.color])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let color = arguments.value(SharedOptions.color)
        let run = context.loadedGraph(arguments)
        guard context.reportText(run.diagnostics, sources: run.sources, color: color) else { return .ioError }
        guard let graph = run.graph else { return CommandContext.exitCode(for: run.diagnostics) }

        let chosen = arguments.value(format).flatMap(GraphFormat.init(rawValue:)) ?? .mermaid
        let text: String
        do {
            text = try renderGraph(graph, format: chosen, tab: arguments.value(tab))
        } catch {
            var message = error.description
            if let suggestion = error.suggestion { message += "; did you mean '\(suggestion)'?" }
            return context.usageError(UsageError(message), command: configuration)
        }
        guard let path = arguments.value(output) else {
            return context.print(text) ? .success : .ioError
        }
        do {
            try SingleFileWriter.write(text, to: path)
            return .success
        } catch {
            context.reportText([error.diagnostic], sources: nil, color: color)
            return ExitCode(rawValue: error.exitCode)
        }
    }
}

/// What `graph` and `docs` get from `CommandContext.loadedGraph(_:)`.
struct LoadedGraphRun {
    /// The configuration of the run.
    var configuration: Configuration
    /// The graph, or nil when the spec did not load (or loading reported an error).
    var graph: NavigationGraph?
    /// Every diagnostic (configuration, loading), severities adjusted.
    var diagnostics: [Diagnostic]
    /// The text of the spec files, for the reporter's source lines.
    var sources: SourceFiles?
}

extension CommandContext {
    /// Reads the configuration and loads the spec at the command's paths, without running the
    /// checker's rules: `graph` and `docs` draw any spec that loads, mistakes included.
    func loadedGraph(_ arguments: ParsedArguments) -> LoadedGraphRun {
        let run = checkedSpec(arguments, runsRules: false)
        return LoadedGraphRun(configuration: run.configuration, graph: run.checked?.graph,
                              diagnostics: run.diagnostics, sources: run.sources)
    }
}
