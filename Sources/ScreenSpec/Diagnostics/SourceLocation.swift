import Foundation
import YAMLSource

/// A `file:line:column` in a spec file; lines and columns are 1-based, columns in Unicode scalars.
///
/// Every node of a spec carries one or two locations: the line and column are 32-bit, and the
/// locations of one file share its path's storage (the reader makes them from one string).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path as the user named it (never made absolute).
    public var file: String
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Self.clamped(newValue) }
    }

    /// 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Self.clamped(newValue) }
    }

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = Self.clamped(line)
        storedColumn = Self.clamped(column)
    }

    /// `value` clamped to `0...UInt32.max`, as `UInt32(clamping:)` but without generic code
    /// (which a debug build runs unspecialized, for every location).
    private static func clamped(_ value: Int) -> UInt32 {
        value <= 0 ? 0 : value >= Int(UInt32.max) ? .max : UInt32(truncatingIfNeeded: value)
    }

    /// The location of a YAML mark in a file.
    public init(file: String, mark: Mark) {
        self.init(file: file, line: mark.line, column: mark.column)
    }

    /// A location for problems that concern a whole input, not a node in it.
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }

    /// The location `count` columns further on the same line.
    func movedRight(by count: Int) -> SourceLocation {
        var moved = self
        moved.column += count
        return moved
    }

    /// Ordered by file name, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file {
            return lhs.file < rhs.file
        }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(file):\(line):\(column)" }
}
