/// The text of every spec file that was read, by path, so the text reporter can print the
/// source line under a diagnostic with a caret.
public struct SourceFiles: Sendable {
    private struct Entry: Sendable {
        var bytes: [UInt8]
        /// Byte offset where each line starts; line n starts at `lineStarts[n - 1]`.
        var lineStarts: [Int]
    }

    private var entries: [String: Entry] = [:]
    /// The paths, in the order the files were read (sorted by path bytes).
    public private(set) var paths: [String] = []

    /// Creates an empty set of files.
    public init() {}

    /// Creates the set of `files`; a later file with the path of an earlier one is ignored.
    public init(_ files: [SourceFile]) {
        for file in files { add(file) }
    }

    /// Adds a file unless its path is already present.
    public mutating func add(_ file: SourceFile) {
        guard entries[file.path] == nil else { return }
        var lineStarts = [0]
        for (offset, byte) in file.bytes.enumerated() where byte == 0x0A {
            lineStarts.append(offset + 1)
        }
        entries[file.path] = Entry(bytes: file.bytes, lineStarts: lineStarts)
        paths.append(file.path)
    }

    /// The whole text of a file (invalid UTF-8 shown as U+FFFD), or nil for an unknown path.
    public func text(of path: String) -> String? {
        entries[path].map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// Line `n` (1-based) of a file without its line break, or nil when there is no such line.
    public func line(_ n: Int, in file: String) -> String? {
        guard let entry = entries[file], n >= 1, n <= entry.lineStarts.count else { return nil }
        let start = entry.lineStarts[n - 1]
        var end = n < entry.lineStarts.count ? entry.lineStarts[n] - 1 : entry.bytes.count
        if end > start, entry.bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: entry.bytes[start..<end], as: UTF8.self)
    }

    /// The number of lines of a file (a final line break does not start another), or nil.
    public func lineCount(in file: String) -> Int? {
        guard let entry = entries[file] else { return nil }
        if entry.bytes.last == 0x0A { return entry.lineStarts.count - 1 }
        return entry.lineStarts.count
    }
}
