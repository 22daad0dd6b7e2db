// In a flow collection (`{ … }`, `[ … ]`) a plain scalar ends at a brace, bracket or comma, so
// `{ deepLink: /orders/{id} }` fails at the `{`: libyaml reports a missing `,` or `}` there. When
// the brace is glued to the text before it, that text and the brace were meant as one value.

extension YAMLProblem {
    /// For a flow collection's "did not find expected ','" at `mark`: when a `{` or `[` there
    /// continues the plain text before it, a note that says so and a fix-it that quotes the value.
    static func flowValueHint(_ problem: String, at mark: Mark, in input: UnsafeBufferPointer<UInt8>)
        -> (note: Note, fixIt: FixIt)?
    {
        guard problem.hasPrefix("did not find expected ','"),
              let line = lineBytes(mark.line, in: input),
              let brace = byteIndex(ofColumn: mark.column, in: line, of: input),
              brace > line.lowerBound, input[brace] == UInt8(ascii: "{") || input[brace] == UInt8(ascii: "["),
              !isSeparator(input[brace - 1]) else { return nil }
        // The value starts after the `: `, `, `, `{ ` or `[ ` before it, and is plain.
        var start = brace
        while start > line.lowerBound, !(input[start - 1] == UInt8(ascii: " ") && start - 1 > line.lowerBound
                                         && isIndicator(input[start - 2])) {
            start -= 1
        }
        guard start > line.lowerBound, input[start] != UInt8(ascii: "\""), input[start] != UInt8(ascii: "'") else { return nil }
        // It ends at the first comma or closing bracket outside the braces it opens, or a comment.
        var end = start
        var depth = 0
        scan: while end < line.upperBound {
            switch input[end] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { break scan }
                depth -= 1
            case UInt8(ascii: ","): if depth == 0 { break scan }
            case UInt8(ascii: "#"): if input[end - 1] == UInt8(ascii: " ") { break scan }
            default: break
            }
            end += 1
        }
        while end > start, input[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard depth == 0, end > brace else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
        let quoted = "\"" + text.replacingBackslashesAndQuotes() + "\""
        let startMark = Mark(line: mark.line, column: mark.column - scalarCount(input[start..<brace]))
        let note = Note(message: "in a '{ … }' or '[ … ]' a brace ends a plain value and starts a collection;"
                            + " quote the value: \(quoted)", mark: startMark)
        return (note, FixIt(replacement: quoted, mark: startMark, length: scalarCount(input[start..<end])))
    }

    /// The byte range of 1-based line `line`, without its line break.
    private static func lineBytes(_ line: Int, in input: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard line >= 1 else { return nil }
        var start = 0
        for _ in 1..<line {
            guard let newline = input[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = newline + 1
        }
        var end = input[start...].firstIndex(of: UInt8(ascii: "\n")) ?? input.count
        if end > start, input[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The byte index of 1-based column `column` (in Unicode scalars) of a line.
    private static func byteIndex(ofColumn column: Int, in line: Range<Int>, of input: UnsafeBufferPointer<UInt8>) -> Int? {
        var scalars = 1
        for index in line where !isContinuation(input[index]) {
            if scalars == column { return index }
            scalars += 1
        }
        return nil
    }

    private static func scalarCount(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        bytes.reduce(0) { $0 + (isContinuation($1) ? 0 : 1) }
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// A byte before which a brace starts a collection rather than continuing text.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || isIndicator(byte)
    }

    /// `:`, `,`, `{`, `[`: what a value follows, with a space, in a flow collection.
    private static func isIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
    }
}

private extension String {
    /// The text as the inside of a double-quoted YAML scalar.
    func replacingBackslashesAndQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
