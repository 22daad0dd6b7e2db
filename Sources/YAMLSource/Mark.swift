import CLibYAML

/// A position in a YAML source: 1-based line and column (columns count Unicode scalars),
/// plus the 0-based scalar offset, so every node can be traced back to `file:line:column`.
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// 0-based offset from the start of the input, in Unicode scalars.
    public var offset: Int

    /// Creates a mark from 1-based line and column.
    public init(line: Int, column: Int, offset: Int = 0) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The one place where libyaml's 0-based marks become 1-based.
    /// libyaml counts `column` and `index` in characters (Unicode scalars), not bytes.
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: Int(mark.index))
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
