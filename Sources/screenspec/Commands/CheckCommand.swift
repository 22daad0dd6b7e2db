import ScreenSpec

/// `screenspec check`: reads the spec, checks it, and prints every problem with the chosen
/// reporter.
enum CheckCommand: Command {
    static let configuration = CommandConfiguration(
        name: "check", abstract: "check specs like a compiler: every problem, located, in one run",
        discussion: """
            Exits with 0 when there is no error (warnings alone succeed), 1 when there are errors \
            (or warnings with --warnings-as-errors), 66 when no spec file was found.
            """,
        positionals: [SharedOptions.paths],
        options: [SharedOptions.reporter, SharedOptions.color, SharedOptions.warningsAsErrors, SharedOptions.config])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let kind = arguments.value(SharedOptions.reporter).flatMap(ReporterKind.init(rawValue:)) ?? .text
        let run = context.checkedSpec(arguments, warningsAsErrors: arguments.isSet(SharedOptions.warningsAsErrors))

        let usesColor = context.usesColor(arguments.value(SharedOptions.color))
        let sources = run.sources
        let cache = SourceLineCache()
        let sourceLine: SourceLineProvider = { file, line in sources?.line(line, in: file) ?? cache.line(line, in: file) }
        let options = ReporterOptions(usesColor: usesColor, sourceLine: usesColor ? sourceLine : nil, rules: RuleMetadata.all)
        guard context.report(run.diagnostics, as: kind, options: options) else { return .ioError }
        return CommandContext.exitCode(for: run.diagnostics)
    }
}
