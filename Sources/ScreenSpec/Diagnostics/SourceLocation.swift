import Foundation
import YAMLSource

/// A `file:line:column` in a spec file; lines and columns are 1-based, columns in Unicode scalars.
///
/// Every node of a spec carries one or two locations, so a location is kept small: the file is a
/// number in a process-wide table of file names (equal names, equal numbers), and the line and
/// column are 32-bit. Copying one moves 12 bytes and retains nothing, where a `String` path would
/// be retained on every copy of every located value.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's number in `SourceFileNames.shared`.
    let fileNumber: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The file's path as the user named it (never made absolute).
    public var file: String {
        get { SourceFileNames.shared.name(of: fileNumber) }
        set { self = SourceLocation(file: newValue, line: line, column: column) }
    }

    /// 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.init(fileNumber: SourceFileNames.shared.number(of: file), line: line, column: column)
    }

    /// Creates a location in the file numbered `fileNumber` (see `SourceFileNames`): what a
    /// reader uses, having numbered its file once.
    init(fileNumber: UInt32, line: Int, column: Int) {
        self.fileNumber = fileNumber
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
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
        if lhs.fileNumber != rhs.fileNumber {
            return lhs.file < rhs.file
        }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// The file names locations refer to, numbered in the order first seen: a number stands for its
/// name for the life of the process. Only locations see the numbers; nothing is ordered by them.
final class SourceFileNames: @unchecked Sendable {
    // @unchecked: `names` and `numbers` are only read and written while holding `lock`.
    static let shared = SourceFileNames()

    private let lock = NSLock()
    private var names: [String] = []
    private var numbers: [String: UInt32] = [:]

    /// The number of `name`, given on first sight.
    func number(of name: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[name] {
            return number
        }
        let number = UInt32(names.count)
        names.append(name)
        numbers[name] = number
        return number
    }

    /// The name numbered `number`.
    func name(of number: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[Int(number)]
    }
}
