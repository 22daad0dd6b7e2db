/// Runs every rule over the semantic model and collects all findings in one pass, so a run
/// reports every mistake at once.
public struct Checker: Sendable {
    /// The rules to run.
    public let rules: [any Rule.Type]

    /// Creates a checker over the given rules (all of them by default).
    public init(rules: [any Rule.Type] = RuleRegistry.all) {
        self.rules = rules
    }

    /// Checks a graph; findings go into `diagnostics` at each rule's default severity, rule by
    /// rule in the rules' order.
    public func check(_ graph: NavigationGraph, diagnostics: inout DiagnosticCollector) {
        for rule in rules {
            var emitter = RuleEmitter(description: rule.description)
            rule.init().check(graph, emit: &emitter)
            diagnostics.emit(contentsOf: emitter.diagnostics)
        }
    }
}
