/// A problem found in a spec, with a stable id separate from its wording.
public struct Diagnostic: Hashable, Sendable {
    /// How bad a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: return 0
            case .warning: return 1
            case .error: return 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary message at another location ("first defined here", "did you mean …").
    public struct Note: Hashable, Sendable {
        /// Lower case, no final period.
        public var message: String
        /// Where the note points.
        public var location: SourceLocation

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// A suggested edit: replace `length` scalars at `location` with `replacement`.
    public struct FixIt: Hashable, Sendable {
        /// The text to put in place.
        public var replacement: String
        /// Where the replaced text starts.
        public var location: SourceLocation
        /// How many Unicode scalars to replace.
        public var length: Int

        /// Creates a fix-it.
        public init(replacement: String, at location: SourceLocation, length: Int) {
            self.replacement = replacement
            self.location = location
            self.length = length
        }
    }

    /// The stable id (`spec.unknown_key`, `undefined_reference` …); ids are API.
    public var id: String
    /// The severity, after configuration.
    public var severity: Severity
    /// Lower case, no final period.
    public var message: String
    /// The offending node.
    public var location: SourceLocation
    /// Related locations.
    public var notes: [Note]
    /// Suggested edits.
    public var fixIts: [FixIt]

    /// Creates a diagnostic.
    public init(id: String, severity: Severity, message: String, at location: SourceLocation,
                notes: [Note] = [], fixIts: [FixIt] = []) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIts = fixIts
    }
}

extension Diagnostic {
    /// `diagnostics` with each fix-it kept on one of them only: the first to carry it in output
    /// order. Two findings with one remedy (`stack: true` for a modal's search and its toolbar)
    /// would otherwise have a tool that applies every fix-it make the same edit twice.
    public static func withoutRepeatedFixIts(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var owners: [FixIt: Diagnostic] = [:]
        for diagnostic in sortedForOutput(diagnostics) {
            for fixIt in diagnostic.fixIts where owners[fixIt] == nil { owners[fixIt] = diagnostic }
        }
        guard owners.count < diagnostics.reduce(0, { $0 + $1.fixIts.count }) else { return diagnostics }
        return diagnostics.map { diagnostic in
            var kept = diagnostic
            kept.fixIts.removeAll { owners[$0] != diagnostic }
            return kept
        }
    }

    /// Orders diagnostics by file, line, column, then id and message, for deterministic output;
    /// at one location a note comes after the errors and warnings it follows from.
    public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            if $0.location != $1.location { return $0.location < $1.location }
            if ($0.severity == .note) != ($1.severity == .note) { return $1.severity == .note }
            if $0.id != $1.id { return $0.id < $1.id }
            return $0.message < $1.message
        }
    }
}
