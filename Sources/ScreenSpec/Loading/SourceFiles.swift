import Foundation

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

    /// Creates the set of `files` with each file's `lineStarts(of:)` already found (by the
    /// loader's workers); a later file with the path of an earlier one is ignored.
    init(_ files: [SourceFile], lineStarts: [[Int]]) {
        for (file, starts) in zip(files, lineStarts) { add(file, lineStarts: starts) }
    }

    /// Adds a file unless its path is already present.
    public mutating func add(_ file: SourceFile) {
        add(file, lineStarts: Self.lineStarts(of: file.bytes))
    }

    private mutating func add(_ file: SourceFile, lineStarts: [Int]) {
        guard entries[file.path] == nil else { return }
        entries[file.path] = Entry(bytes: file.bytes, lineStarts: lineStarts)
        paths.append(file.path)
    }

    /// The byte offset where each line of `bytes` starts.
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var lineStarts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                offset = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
                lineStarts.append(offset)
            }
        }
        return lineStarts
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
