/// Collects diagnostics so one run reports every problem; stages emit and go on, and the
/// pipeline stops between stages once an error was seen.
public struct DiagnosticCollector: Sendable {
    /// Everything emitted so far, in emission order.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    public init() {}

    /// Records a diagnostic.
    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records an error.
    public mutating func error(_ id: String, _ message: String, at location: SourceLocation,
                               notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) {
        emit(Diagnostic(id: id, severity: .error, message: message, at: location, notes: notes, fixIts: fixIts))
    }

    /// Records a warning.
    public mutating func warning(_ id: String, _ message: String, at location: SourceLocation,
                                 notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) {
        emit(Diagnostic(id: id, severity: .warning, message: message, at: location, notes: notes, fixIts: fixIts))
    }

    /// Records several diagnostics.
    public mutating func emit(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Whether any error was recorded.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// The number of warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}
