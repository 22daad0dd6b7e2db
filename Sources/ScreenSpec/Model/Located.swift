/// A value read from a spec together with the location of the YAML node it came from,
/// so every later stage can point back at the source.
///
/// `Hashable` when the value is: a requirement on `Value` itself would have the runtime look up
/// the value type's conformance (a search of every conformance in the binary) the first time
/// each `Located<…>` type is made, a fixed cost of every run.
public struct Located<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// Where the value's node starts.
    public var location: SourceLocation
    /// Where the value's text starts when the source spells it verbatim on one line (a plain
    /// scalar, or a quoted one without escapes: one column after the quote), else nil; lets the
    /// checker point inside a value (`{name}` in a title) and fix-its replace exactly its text.
    public var verbatimStart: SourceLocation?

    /// Creates a located value.
    public init(_ value: Value, at location: SourceLocation, verbatimStart: SourceLocation? = nil) {
        self.value = value
        self.location = location
        self.verbatimStart = verbatimStart
    }
}

extension Located: Equatable where Value: Equatable {
    // `verbatimStart` follows from the node at `location`, so it takes no part in equality:
    // a value built in a test without it equals the loaded one.
    public static func == (lhs: Located, rhs: Located) -> Bool {
        lhs.value == rhs.value && lhs.location == rhs.location
    }
}

extension Located: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(location)
    }
}
