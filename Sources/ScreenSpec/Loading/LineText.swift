import YAMLSource

/// The text of one file's lines, for the fix-its that edit indentation.
struct LineText: Sendable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The byte offset where each line starts (`SourceFiles.lineStarts(of:)`).
    let lineStarts: [Int]

    /// The text of `line` before `column`, when that is ASCII (so its columns are its bytes) and
    /// on the line; nil otherwise.
    func prefix(ofLine line: Int, before column: Int) -> String? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let start = lineStarts[line - 1]
        let end = start + column - 1
        guard end <= bytes.count else { return nil }
        let slice = bytes[start..<end]
        guard slice.allSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }) else { return nil }
        return String(decoding: slice, as: UTF8.self)
    }

    /// Whether `line` holds only spaces; a line past the file's end counts as blank.
    func isBlank(line: Int) -> Bool {
        guard line >= 1, line <= lineStarts.count else { return true }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        return bytes[start..<end].allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D }
    }

    /// A list item's `- ` as written before its first key: what another item needs before its
    /// own first key, at that column, in place of as many spaces.
    struct Dash: Sendable {
        /// The dash's column, and the length from it to the key.
        let column: Int
        let length: Int
        /// The text from the dash to the key (`- `, `-   `).
        let replacement: String

        /// The fix-it writing the dash at its column on `line` of `file`, over that line's spaces.
        func fixIt(onLine line: Int, in file: String) -> Diagnostic.FixIt {
            Diagnostic.FixIt(replacement: replacement, at: SourceLocation(file: file, line: line, column: column), length: length)
        }
    }

    /// The `- ` of the list item whose first key is `first`, when they are on one line.
    func dash(before first: Mark) -> Dash? {
        guard let prefix = prefix(ofLine: first.line, before: first.column),
              let dash = prefix.lastIndex(where: { $0 != " " }), prefix[dash] == "-" else { return nil }
        let column = prefix.distance(from: prefix.startIndex, to: dash) + 1
        return Dash(column: column, length: first.column - column, replacement: String(prefix[dash...]))
    }

    /// Whether `line` holds only spaces before `column`: a block mapping's key starts the line.
    func startsLine(_ mark: Mark) -> Bool {
        prefix(ofLine: mark.line, before: mark.column)?.allSatisfy { $0 == " " } ?? false
    }
}
