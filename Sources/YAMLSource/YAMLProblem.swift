/// A problem found while reading YAML, with a stable id and a location; the spec loader
/// turns these into diagnostics.
public struct YAMLProblem: Error, Hashable, Sendable {
    /// The stable ids of the YAML layer.
    public enum Kind: String, Sendable {
        case syntax = "yaml.syntax"
        case duplicateKey = "yaml.duplicate_key"
        case limit = "yaml.limit"
        case encoding = "yaml.encoding"
    }

    /// A secondary location ("first defined here").
    public struct Note: Hashable, Sendable {
        /// Lower-case message, no final period.
        public var message: String
        /// Where the note points.
        public var mark: Mark
    }

    /// A replacement of source text that mends the problem.
    public struct FixIt: Hashable, Sendable {
        /// The text to put in place.
        public var replacement: String
        /// Where the replaced text starts.
        public var mark: Mark
        /// How many Unicode scalars to replace.
        public var length: Int
    }

    /// The problem's kind, whose raw value is its stable id.
    public var kind: Kind
    /// Lower-case message, no final period.
    public var message: String
    /// Where the problem is.
    public var mark: Mark
    /// Related locations.
    public var notes: [Note]
    /// Mends, when one is certain.
    public var fixIts: [FixIt]

    /// Creates a problem.
    public init(_ kind: Kind, _ message: String, at mark: Mark, notes: [Note] = [], fixIts: [FixIt] = []) {
        self.kind = kind
        self.message = message
        self.mark = mark
        self.notes = notes
        self.fixIts = fixIts
    }

    /// The stable id, e.g. `yaml.syntax`.
    public var id: String { kind.rawValue }
}
