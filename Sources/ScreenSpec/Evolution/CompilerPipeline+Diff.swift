/// What `screenspec diff` gets from `CompilerPipeline.diff(baseline:paths:)`.
public struct DiffResult: Sendable {
    /// Every diagnostic: the current spec's loader and checker problems, the baseline's loader
    /// problems, or else the differences; severities adjusted by the configuration.
    public var diagnostics: [Diagnostic]
    /// The text of the current spec's files, for the reporter's source lines.
    public var sources: SourceFiles?
    /// The text of the baseline's files.
    public var baselineSources: SourceFiles?

    /// Line `n` of a file of either spec.
    public func line(_ n: Int, in file: String) -> String? {
        sources?.line(n, in: file) ?? baselineSources?.line(n, in: file)
    }
}

extension CompilerPipeline {
    /// Loads and checks the spec at `paths`, loads the baseline (its rules do not run: only its
    /// model matters), and compares them. Differences are reported only when both loaded cleanly.
    public func diff(baseline: Baseline, paths: [String]) -> DiffResult {
        var diagnostics = DiagnosticCollector()
        let (checked, sources) = loadAndCheck(paths: paths, diagnostics: &diagnostics)

        let baselineFiles: [SourceFile]
        switch baseline.sources(paths: paths) {
        case .success(let files): baselineFiles = files
        case .failure(let problem):
            diagnostics.emit(contentsOf: configuration.adjusting([problem.diagnostic], warningsAsErrors: warningsAsErrors))
            return DiffResult(diagnostics: diagnostics.diagnostics, sources: sources, baselineSources: nil)
        }
        let baselineSources = SourceFiles(baselineFiles)
        var baselineDiagnostics = DiagnosticCollector()
        let loaded = CompilerPipeline(configuration: configuration, warningsAsErrors: false, limits: limits, rules: [])
            .load(sources: baselineFiles, diagnostics: &baselineDiagnostics)
        diagnostics.emit(contentsOf: baselineDiagnostics.diagnostics.filter { $0.severity == .error })
        guard let checked, let loaded, !diagnostics.hasErrors else {
            return DiffResult(diagnostics: diagnostics.diagnostics, sources: sources, baselineSources: baselineSources)
        }
        let old = NavigationGraph(spec: loaded.spec)
        let differences = SpecDiff(baseline: old, current: checked.graph).diagnostics()
        diagnostics.emit(contentsOf: configuration.adjusting(differences, warningsAsErrors: warningsAsErrors))
        return DiffResult(diagnostics: diagnostics.diagnostics, sources: sources, baselineSources: baselineSources)
    }
}
