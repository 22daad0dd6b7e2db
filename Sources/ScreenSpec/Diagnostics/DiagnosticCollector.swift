/// Collects diagnostics so one run reports every problem; stages emit and go on, and the
/// pipeline stops between stages once an error was seen.
public struct DiagnosticCollector: Sendable {
    /// Everything emitted so far, in emission order, each once.
    public private(set) var diagnostics: [Diagnostic] = []
    /// What `diagnostics` holds: a mapping merged in through several YAML aliases is read once per
    /// alias, and its mistakes would otherwise be reported once per alias, at the same place.
    private var emitted: Set<Diagnostic> = []

    /// Creates an empty collector.
    public init() {}

    /// Records a diagnostic, unless the very same one (id, place, message, notes, fix-its) was.
    public mutating func emit(_ diagnostic: Diagnostic) {
        if emitted.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
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
        for diagnostic in other { emit(diagnostic) }
    }

    /// Whether any error was recorded.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// The number of warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}
