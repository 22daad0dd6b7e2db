import ScreenSpec

/// `screenspec diff`: compares the spec with a baseline and reports what the change breaks
/// outside the app (Documentation/Diff.md).
enum DiffCommand: Command {
    static let baseline = OptionDefinition.value(
        "baseline", valueName: "PATH|git:REV", isRequired: true,
        help: "the spec to compare with: a folder or file, or git:REV for the same paths at a git revision")

    static let configuration = CommandConfiguration(
        name: "diff", abstract: "report what a spec change breaks: deep links, saved navigation state, tabs",
        discussion: """
            Compares the spec with a baseline: a folder (or file) of spec files, or git:REV for the spec \
            files at a git revision, read from the repository without checking anything out. Breaking \
            changes (breaking.*) are errors, located at the current spec or, for removals, at the \
            baseline (git files are named REV:path), or for github and sarif at the current spec; compatible changes (change.*) are notes. \
            .screenspec.yml sets their severities like rules. Exits with 0 when nothing breaks, 1 when \
            something does (or either spec has an error, or the baseline cannot be read), 66 when no \
            spec file was found.
            """,
        positionals: [SharedOptions.paths],
        options: [baseline, SharedOptions.reporter, SharedOptions.color, SharedOptions.warningsAsErrors,
                  SharedOptions.config])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        guard let text = arguments.value(baseline), !text.isEmpty else {
            return context.usageError(UsageError("diff needs --baseline PATH or --baseline git:REV"), command: configuration)
        }
        let kind = arguments.value(SharedOptions.reporter).flatMap(ReporterKind.init(rawValue:)) ?? .text
        let warningsAsErrors = arguments.isSet(SharedOptions.warningsAsErrors)
        let (configuration, configurationDiagnostics) = context.loadConfiguration(arguments)
        var diagnostics = configuration.adjusting(configurationDiagnostics, warningsAsErrors: warningsAsErrors)
        var result: DiffResult?
        if !configurationDiagnostics.contains(where: { $0.id.hasPrefix("io.") }) {
            let pipeline = CompilerPipeline(configuration: configuration, warningsAsErrors: warningsAsErrors)
            let paths = configuration.specPaths(commandLine: arguments.values(SharedOptions.paths))
            let diff = pipeline.diff(baseline: Baseline(argument: text), paths: paths)
            // `github` and `sarif` annotate the checkout's files, where no `REV:path` exists.
            diagnostics += kind == .github || kind == .sarif ? diff.locatedInCurrentSpec() : diff.diagnostics
            result = diff
        }
        let usesColor = context.usesColor(arguments.value(SharedOptions.color))
        let cache = SourceLineCache()
        let finished = result
        let sourceLine: SourceLineProvider = { file, line in finished?.line(line, in: file) ?? cache.line(line, in: file) }
        let options = ReporterOptions(usesColor: usesColor, sourceLine: usesColor ? sourceLine : nil, rules: RuleMetadata.all)
        guard context.report(Diagnostic.sortedForOutput(diagnostics), as: kind, options: options) else { return .ioError }
        return CommandContext.exitCode(for: diagnostics)
    }
}
