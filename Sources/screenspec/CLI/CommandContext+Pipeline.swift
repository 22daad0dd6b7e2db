import ScreenSpec

/// What a command that needs a checked spec gets from `CommandContext.checkedSpec(_:)`.
struct CheckedRun {
    /// The configuration of the run.
    var configuration: Configuration
    /// The pipeline, configured.
    var pipeline: CompilerPipeline
    /// The checked spec, or nil when loading or checking reported an error.
    var checked: CheckedSpec?
    /// Every diagnostic so far (configuration, loading, checking), severities adjusted.
    var diagnostics: [Diagnostic]
    /// The text of the spec files, for the reporter's source lines.
    var sources: SourceFiles?
}

extension CommandContext {
    /// Reads the configuration, then loads and checks the spec at the command's paths (or the
    /// configuration's `specs`, else `Specs/`): the shared first half of `generate`, `graph`,
    /// `docs`, `scaffold` and `dump-context`. Without `runsRules` the semantic model is built but
    /// no rule runs, so `graph` and `docs` can draw a spec that loads, mistakes included.
    func checkedSpec(_ arguments: ParsedArguments, warningsAsErrors: Bool = false, runsRules: Bool = true) -> CheckedRun {
        let (configuration, configurationDiagnostics) = loadConfiguration(arguments)
        let pipeline = CompilerPipeline(configuration: configuration, warningsAsErrors: warningsAsErrors,
                                        rules: runsRules ? RuleRegistry.all : [])
        var diagnostics = DiagnosticCollector()
        diagnostics.emit(contentsOf: configuration.adjusting(configurationDiagnostics, warningsAsErrors: warningsAsErrors))
        // A configuration file that cannot be read ends the run: its settings are unknown.
        if configurationDiagnostics.contains(where: { $0.id.hasPrefix("io.") }) {
            return CheckedRun(configuration: configuration, pipeline: pipeline, checked: nil,
                              diagnostics: diagnostics.diagnostics, sources: nil)
        }
        let paths = configuration.specPaths(commandLine: arguments.values(SharedOptions.paths))
        // The spec gets its own collector: a configuration warning made an error by
        // --warnings-as-errors must not stop the check stage.
        var specDiagnostics = DiagnosticCollector()
        let (checked, sources) = pipeline.loadAndCheck(paths: paths, diagnostics: &specDiagnostics)
        freedAtExit.keep(checked)
        diagnostics.emit(contentsOf: specDiagnostics.diagnostics)
        return CheckedRun(configuration: configuration, pipeline: pipeline,
                          checked: diagnostics.hasErrors ? nil : checked,
                          diagnostics: diagnostics.diagnostics, sources: sources)
    }

    /// Prints diagnostics as text on standard error (with source lines when colored); false
    /// when standard error could not be written.
    @discardableResult
    func reportText(_ diagnostics: [Diagnostic], sources: SourceFiles?, color: String?) -> Bool {
        let usesColor = usesColor(color)
        let cache = SourceLineCache()
        let sourceLine: SourceLineProvider = { file, line in sources?.line(line, in: file) ?? cache.line(line, in: file) }
        let options = ReporterOptions(usesColor: usesColor, sourceLine: usesColor ? sourceLine : nil, rules: RuleMetadata.all)
        return report(diagnostics, as: .text, options: options)
    }
}
