/// A checker rule: one type and one file per rule, whose description is both
/// its documentation (`screenspec rules ID`) and its test (the examples are run).
public protocol Rule: Sendable {
    /// The rule's id, name, rationale, default severity and examples.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// Finds the rule's problems in the graph; `emit` them at the default severity.
    func check(_ graph: NavigationGraph, emit: inout RuleEmitter)
}

/// The description of a rule, in the manner of SwiftLint's `RuleDescription`.
public struct RuleDescription: Sendable {
    /// The stable id (`undefined_reference`); ids are API.
    public var id: String
    /// A short human name ("Undefined reference").
    public var name: String
    /// One line: what the rule catches.
    public var summary: String
    /// Why it matters: what goes wrong in the app at run time.
    public var rationale: String
    /// The severity when `.screenspec.yml` does not change it.
    public var defaultSeverity: Diagnostic.Severity
    /// Complete specs that trigger the rule; `↓` marks each expected diagnostic location.
    public var triggeringExamples: [String]
    /// Complete specs that must not trigger it.
    public var nonTriggeringExamples: [String]

    /// Creates a description.
    public init(id: String, name: String, summary: String, rationale: String,
                defaultSeverity: Diagnostic.Severity, triggeringExamples: [String],
                nonTriggeringExamples: [String]) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// Collects one rule's findings, stamping them with the rule's id and default severity.
public struct RuleEmitter: Sendable {
    /// The rule being run.
    public let description: RuleDescription
    /// What the rule found so far.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an emitter for a rule.
    public init(description: RuleDescription) {
        self.description = description
    }

    /// Reports a problem at the rule's default severity.
    public mutating func emit(_ message: String, at location: SourceLocation,
                              notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) {
        diagnostics.append(Diagnostic(id: description.id, severity: description.defaultSeverity,
                                      message: message, at: location, notes: notes, fixIts: fixIts))
    }
}
