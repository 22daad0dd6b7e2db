import YAMLSource

/// The output of the check stage: a loaded spec whose semantic model was built and checked.
public struct CheckedSpec: Sendable {
    /// What the loader read.
    public let loaded: LoadedSpec
    /// The semantic model shared by the generator and the graph.
    public let graph: NavigationGraph
}

/// The compiler's stages, each a function with a named input and output type, in the manner of
/// swift-openapi-generator's `GeneratorPipeline`: load -> check -> build context -> render.
/// Problems go into a collector; the pipeline stops between stages once an error was seen.
public struct CompilerPipeline: Sendable {
    /// The configuration (`.screenspec.yml` merged with flags).
    public var configuration: Configuration
    /// Whether warnings count as errors (`--warnings-as-errors`).
    public var warningsAsErrors: Bool
    /// The YAML limits: the defaults unless the configuration sets them.
    public var limits: YAMLLimits
    /// The rules the check stage runs.
    public var rules: [any Rule.Type]

    /// Creates a pipeline. `limits` default to the configuration's (its `limits:` section, else
    /// the defaults), so every command that passes its configuration reads specs within them.
    public init(configuration: Configuration = .defaults, warningsAsErrors: Bool = false,
                limits: YAMLLimits? = nil, rules: [any Rule.Type] = RuleRegistry.all) {
        self.configuration = configuration
        self.warningsAsErrors = warningsAsErrors
        self.limits = limits ?? configuration.limits
        self.rules = rules
    }

    /// Stage 1: reads and merges the spec files at `paths`.
    public func load(paths: [String], diagnostics: inout DiagnosticCollector) -> LoadedSpec? {
        var local = DiagnosticCollector()
        let loaded = SpecLoader(limits: limits).load(paths: paths, diagnostics: &local)
        diagnostics.emit(contentsOf: configuration.adjusting(local.diagnostics, warningsAsErrors: warningsAsErrors))
        return loaded
    }

    /// Stage 1, from memory (tests, the fuzzer).
    public func load(sources: [SourceFile], diagnostics: inout DiagnosticCollector) -> LoadedSpec? {
        var local = DiagnosticCollector()
        let loaded = SpecLoader(limits: limits).load(sources: sources, diagnostics: &local)
        diagnostics.emit(contentsOf: configuration.adjusting(local.diagnostics, warningsAsErrors: warningsAsErrors))
        return loaded
    }

    /// Stage 2: builds the semantic model and runs every rule, with the configured severities.
    /// When the loader left parts out (`loaded.gaps`), the rules that depend on them are skipped
    /// (everywhere, or about the screen the part belongs to: `NavigationGraph.partlyRead`), with a
    /// `spec.check_skipped` note each, and every other rule runs.
    public func check(_ loaded: LoadedSpec, diagnostics: inout DiagnosticCollector) -> CheckedSpec {
        var graph = NavigationGraph(spec: loaded.spec)
        graph.navigationIsPartial = loaded.gaps.contains { $0.kind.losesNavigation }
        var local = DiagnosticCollector()
        var rules = rules
        if !loaded.gaps.isEmpty {
            let skipped = Set(loaded.gaps.flatMap(\.rulesSkippedEverywhere))
            for gap in loaded.gaps where !gap.kind.screenRules.isEmpty {
                if let screen = gap.screen { graph.partlyRead[screen, default: []].insert(gap.kind) }
            }
            let running = Set(rules.map { $0.description.id }).filter { configuration.rules[$0] != .off }
            local.emit(contentsOf: LoadGap.notes(for: loaded.gaps, rules: running))
            rules.removeAll { skipped.contains($0.description.id) }
        }
        Checker(rules: rules).check(graph, diagnostics: &local)
        let adjusted = configuration.adjusting(local.diagnostics, warningsAsErrors: warningsAsErrors)
        diagnostics.emit(contentsOf: Diagnostic.withoutRepeatedFixIts(adjusted))
        return CheckedSpec(loaded: loaded, graph: graph)
    }

    /// Stages 1 and 2: the whole of `screenspec check`. The checked spec is nil when nothing
    /// loaded; when loading reported errors, what did load is still checked (see `check`), so one
    /// run reports every mistake.
    public func loadAndCheck(paths: [String], diagnostics: inout DiagnosticCollector) -> (CheckedSpec?, SourceFiles?) {
        guard let loaded = load(paths: paths, diagnostics: &diagnostics) else { return (nil, nil) }
        return (check(loaded, diagnostics: &diagnostics), loaded.sources)
    }
}
