/// Runs every rule over the semantic model and collects all findings in one pass, so a run
/// reports every mistake at once.
public struct Checker: Sendable {
    /// The rules to run.
    public let rules: [any Rule.Type]

    /// Creates a checker over the given rules (all of them by default).
    public init(rules: [any Rule.Type] = RuleRegistry.all) {
        self.rules = rules
    }

    /// Checks a graph; findings go into `diagnostics` at each rule's default severity.
    public func check(_ graph: NavigationGraph, diagnostics: inout DiagnosticCollector) {
        let rules = rules
        let parallel = graph.index.screens.count >= parallelScreens
        if parallel {
            // Two rules wait for the deep links on the first to ask: parse them on every core first.
            _ = graph.deepLinkPatterns
        }
        // Each rule finds into its own list, and the lists are reported in the rules' order, so a
        // large spec's rules run on every core and report exactly what running them in turn does.
        let findings = ParallelWork.map(rules.count, parallel: parallel) { number in
            var emitter = RuleEmitter(description: rules[number].description)
            rules[number].init().check(graph, emit: &emitter)
            return emitter.diagnostics
        }
        for found in findings { diagnostics.emit(contentsOf: found) }
    }

    /// From this many screens on, the rules run on every core: below it, a run is over before
    /// threads would start. Tests lower it to compare both ways.
    var parallelScreens = 8192
}
