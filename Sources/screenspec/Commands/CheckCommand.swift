import ScreenSpec

/// `screenspec check`: reads the spec, checks it, and prints every problem with the chosen
/// reporter (DESIGN §3, §4).
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
        let usesColor = context.usesColor(arguments.value(SharedOptions.color))
        let (configuration, configurationDiagnostics) = context.loadConfiguration(arguments)

        // A configuration file that cannot be read ends the run: its settings are unknown.
        let configurationUnreadable = configurationDiagnostics.contains { $0.id.hasPrefix("io.") }
        let result = configurationUnreadable
            ? (diagnostics: [], sources: nil)
            : diagnose(paths: configuration.specPaths(commandLine: arguments.values(SharedOptions.paths)))
        let diagnostics = configuration.adjusting(configurationDiagnostics + result.diagnostics,
                                                  warningsAsErrors: arguments.isSet(SharedOptions.warningsAsErrors))

        let sources = result.sources
        let cache = SourceLineCache()
        let sourceLine: SourceLineProvider = { file, line in sources?.line(line, in: file) ?? cache.line(line, in: file) }
        let options = ReporterOptions(usesColor: usesColor, sourceLine: usesColor ? sourceLine : nil, rules: RuleMetadata.all)
        guard context.report(diagnostics, as: kind, options: options) else { return .ioError }
        return CommandContext.exitCode(for: diagnostics)
    }

    /// Loads and checks the spec at `paths`: the library's stages, glued here until the library
    /// offers the whole pipeline as one call. Checking runs only when loading found no error.
    static func diagnose(paths: [String]) -> (diagnostics: [Diagnostic], sources: SourceFiles?) {
        var diagnostics = DiagnosticCollector()
        guard let loaded = SpecLoader().load(paths: paths, diagnostics: &diagnostics) else {
            return (diagnostics.diagnostics, nil)
        }
        if !diagnostics.hasErrors {
            Checker().check(NavigationGraph(spec: loaded.spec), diagnostics: &diagnostics)
        }
        return (diagnostics.diagnostics, loaded.sources)
    }
}
