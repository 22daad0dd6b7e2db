import CLibYAML

/// A position in a YAML source: 1-based line and column (columns count Unicode scalars),
/// plus the 0-based scalar offset, so every node can be traced back to `file:line:column`.
///
/// Every node of a tree has two, so each part is kept in 32 bits (a value past `UInt32.max`,
/// far beyond the size limit of §6, is clamped).
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: UInt32

    /// 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Self.clamped(newValue) }
    }
    /// 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Self.clamped(newValue) }
    }
    /// 0-based offset from the start of the input, in Unicode scalars.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Self.clamped(newValue) }
    }

    /// Creates a mark from 1-based line and column.
    public init(line: Int, column: Int, offset: Int = 0) {
        storedLine = Self.clamped(line)
        storedColumn = Self.clamped(column)
        storedOffset = Self.clamped(offset)
    }

    /// `value` clamped to `0...UInt32.max`: `UInt32(clamping:)`, without its generic code, which
    /// a debug build (the build plugin's, in debug builds) runs unspecialized for every node.
    private static func clamped(_ value: Int) -> UInt32 {
        value <= 0 ? 0 : value >= Int(UInt32.max) ? .max : UInt32(truncatingIfNeeded: value)
    }

    /// The one place where libyaml's 0-based marks become 1-based.
    /// libyaml counts `column` and `index` in characters (Unicode scalars), not bytes.
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: Int(mark.index))
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }
}
