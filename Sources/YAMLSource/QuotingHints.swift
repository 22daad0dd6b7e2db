// Values that needed quotes, and the errors libyaml gives for them, which name a token rather than
// the mistake:
// - in a flow collection (`{ … }`, `[ … ]`) a plain value ends at a brace, so
//   `{ deepLink: /orders/{id} }` fails at the `{` ("did not find expected ',' or '}'"), and
//   `[/login?a={a}&b={b}]` in the anchor the `&` after `{a}` starts ("while scanning an anchor");
// - in a plain value `: ` starts a mapping, so `title: Note: read this` fails at the second colon
//   ("mapping values are not allowed in this context");
// - a quoted value ends at its quote, so `title: "Say "hi""` and `message: 'Don't'` fail just
//   after it ("did not find expected key").
// - a plain value that starts with `*` is an alias, so `[*.example.com]` fails after the `*`
//   ("did not find expected alphabetic or numeric character", "while scanning an alias").
// Each gets a note that says so and a fix-it that quotes the value as it was meant.

extension YAMLProblem {
    /// A note and a fix-it for a syntax problem at `mark` that a value with the wrong quotes (or
    /// none) caused; nil for any other problem.
    static func quotingHint(_ problem: String, at mark: Mark, in input: UnsafeBufferPointer<UInt8>)
        -> (note: Note, fixIt: FixIt)?
    {
        flowValueHint(problem, at: mark, in: input)
            ?? colonHint(problem, at: mark, in: input)
            ?? quoteHint(problem, at: mark, in: input)
            ?? flowQuoteHint(problem, at: mark, in: input)
            ?? optionalListHint(problem, at: mark, in: input)
            ?? nameHint(problem, at: mark, in: input)
    }

    /// For "did not find expected alphabetic or numeric character" in an alias or anchor name:
    /// - a value that starts with `*` (`*.example.com`), which YAML reads as an alias;
    /// - an `&` after a collection glued to plain text in a flow collection: `[/login?a={a}&b={b}]`
    ///   reads as `/login?a=`, a mapping `{a}`, then the anchor `&b`; the brace is the mistake.
    static func nameHint(_ problem: String, at mark: Mark, in input: UnsafeBufferPointer<UInt8>)
        -> (note: Note, fixIt: FixIt)?
    {
        guard problem.hasPrefix("did not find expected alphabetic or numeric character"),
              let line = lineBytes(mark.line, in: input),
              let after = byteIndex(ofColumn: mark.column, in: line, of: input) ?? (mark.column > 1 ? line.upperBound : nil)
        else { return nil }
        // Back over the name libyaml read, to the `*` or `&` before it.
        var indicator = after - 1
        while indicator >= line.lowerBound, isAliasNameByte(input[indicator]) { indicator -= 1 }
        guard indicator >= line.lowerBound else { return nil }
        if input[indicator] == UInt8(ascii: "&") {
            guard indicator > line.lowerBound, "}]".utf8.contains(input[indicator - 1]),
                  let (start, end) = flowValue(around: indicator, in: line, of: input) else { return nil }
            return doubleQuoting(start, end, markedAt: after, mark, in: input, message: braceNote)
        }
        let star = indicator
        guard input[star] == UInt8(ascii: "*") else { return nil }
        var before = star - 1
        while before >= line.lowerBound, input[before] == UInt8(ascii: " ") { before -= 1 }
        guard before < line.lowerBound || ":,[{-".utf8.contains(input[before]) else { return nil }
        // In a flow collection the value ends at a `,` or closing bracket; in a block, at the line's end.
        let inFlow = input[line.lowerBound..<star].contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{") }
        var end = endWithoutComment(line, from: star, of: input)
        if inFlow, let stop = input[star..<end].firstIndex(where: { ",]}".utf8.contains($0) }) { end = stop }
        while end > star, input[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return doubleQuoting(star, end, markedAt: after, mark, in: input) {
            "a value starting with '*' is read as an alias; quote it: \($0)"
        }
    }

    /// The hint that double-quotes the value `input[start..<end]`: a note, `message` of the quoted
    /// value, and the fix-it, both at the value's start, found back from `mark`, the column of
    /// byte `index`.
    private static func doubleQuoting(_ start: Int, _ end: Int, markedAt index: Int, _ mark: Mark,
                                      in input: UnsafeBufferPointer<UInt8>, message: (String) -> String)
        -> (note: Note, fixIt: FixIt)
    {
        let quoted = string(input[start..<end]).yamlDoubleQuoted
        let startMark = Mark(line: mark.line, column: mark.column - scalarCount(input[start..<index]))
        return (Note(message: message(quoted), mark: startMark),
                FixIt(replacement: quoted, mark: startMark, length: scalarCount(input[start..<end])))
    }

    /// The note on a value a brace ended in a flow collection.
    private static func braceNote(_ quoted: String) -> String {
        "in a '{ … }' or '[ … ]' a brace ends a plain value and starts a collection; quote the value: \(quoted)"
    }

    /// The note on a whole value written as a `{placeholder}` without quotes (`title: {id}`), which
    /// parses, as a mapping with one key and no value: the loader gives it where text was expected.
    /// `written` is the value as meant (`{id}`).
    public static func placeholderMappingNote(_ written: String) -> String {
        "braces start a YAML mapping, so an unquoted '\(written)' is a mapping, not text; quote the value: "
            + written.yamlDoubleQuoted
    }

    /// A byte of an anchor or alias name as libyaml scans it: ASCII letters, digits, `-`, `_`.
    private static func isAliasNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"): return true
        default: return false
        }
    }

    /// For "mapping keys are not allowed" at a `?` right after a block mapping's `[ … ]` value: an
    /// optional list type (`photos: [Photo]?`), whose brackets make it a YAML list.
    static func optionalListHint(_ problem: String, at mark: Mark, in input: UnsafeBufferPointer<UInt8>)
        -> (note: Note, fixIt: FixIt)?
    {
        guard problem.hasPrefix("mapping keys are not allowed"),
              let line = lineBytes(mark.line, in: input),
              let question = byteIndex(ofColumn: mark.column, in: line, of: input), question > line.lowerBound,
              input[question] == UInt8(ascii: "?"), input[question - 1] == UInt8(ascii: "]"),
              let start = valueStart(in: line, before: question, of: input), input[start] == UInt8(ascii: "[")
        else { return nil }
        let end = endWithoutComment(line, from: start, of: input)
        guard end == question + 1 else { return nil }
        return doubleQuoting(start, end, markedAt: question, mark, in: input, message: listTypeNote)
    }

    /// The note on an optional list type written without quotes, block or flow.
    private static func listTypeNote(_ quoted: String) -> String {
        "brackets make a YAML list; quote a list type: \(quoted)"
    }

    /// For "mapping values are not allowed" at a `: ` inside a block mapping's plain value.
    static func colonHint(_ problem: String, at mark: Mark, in input: UnsafeBufferPointer<UInt8>)
        -> (note: Note, fixIt: FixIt)?
    {
        guard problem.hasPrefix("mapping values are not allowed"),
              let line = lineBytes(mark.line, in: input),
              let colon = byteIndex(ofColumn: mark.column, in: line, of: input), input[colon] == UInt8(ascii: ":"),
              let start = valueStart(in: line, before: colon, of: input),
              !input[line].contains(UInt8(ascii: "{")), !input[line].contains(UInt8(ascii: "["))
        else { return nil }
        guard !"\"'&*!|>%@`".utf8.contains(input[start]) else { return nil }
        let end = endWithoutComment(line, from: start, of: input)
        return doubleQuoting(start, end, markedAt: colon, mark, in: input) {
            "a ': ' inside a plain value starts a mapping; quote the value: \($0)"
        }
    }

    /// For "did not find expected key" just after a quote that ends a quoted value early, when a
    /// later quote of the same kind on the line ends what was meant as the value.
    static func quoteHint(_ problem: String, at mark: Mark, in input: UnsafeBufferPointer<UInt8>)
        -> (note: Note, fixIt: FixIt)?
    {
        guard problem.hasPrefix("did not find expected key"),
              let line = lineBytes(mark.line, in: input),
              let after = byteIndex(ofColumn: mark.column, in: line, of: input), after > line.lowerBound,
              let start = valueStart(in: line, before: after, of: input)
        else { return nil }
        let quote = input[start]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), input[after - 1] == quote, after - 1 > start,
              let last = input[line].lastIndex(of: quote), last > after,
              !input[(last + 1)..<line.upperBound].contains(where: { $0 != UInt8(ascii: " ") })
                || input[(last + 1)..<line.upperBound].first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "#")
        else { return nil }
        return requoting(from: start, to: last, markedAt: after, mark, in: input)
    }

    /// For "did not find expected ',' or '}'" (or `']'`) in a flow collection, just after a quote
    /// that ends a quoted value early (`{ label: 'Don't kill', role: cancel }`), when a later quote
    /// of the same kind on the line, followed by a `,`, a closing bracket or the line's end, ends
    /// what was meant as the value: the note and fix-it `quoteHint` gives in block style.
    static func flowQuoteHint(_ problem: String, at mark: Mark, in input: UnsafeBufferPointer<UInt8>)
        -> (note: Note, fixIt: FixIt)?
    {
        guard problem.hasPrefix("did not find expected ','"),
              let line = lineBytes(mark.line, in: input),
              let after = byteIndex(ofColumn: mark.column, in: line, of: input), after - 1 > line.lowerBound
        else { return nil }
        let quote = input[after - 1]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        // The opening quote: the one this value began at, after a `: `, `, `, `{`, `[` or `,`.
        var start = after - 2
        while start >= line.lowerBound {
            if input[start] == quote, start > line.lowerBound, closingQuote(from: start, in: line, of: input) == after - 1 {
                var before = start - 1
                while before > line.lowerBound, input[before] == UInt8(ascii: " ") { before -= 1 }
                if isIndicator(input[before]) { break }
            }
            start -= 1
        }
        guard start >= line.lowerBound else { return nil }
        // The closing quote meant: the first later one that a separator follows.
        var last = after
        while last < line.upperBound {
            if input[last] == quote {
                var next = last + 1
                while next < line.upperBound, input[next] == UInt8(ascii: " ") { next += 1 }
                if next == line.upperBound || ",}]".utf8.contains(input[next])
                    || (input[next] == UInt8(ascii: "#") && next > last + 1) { break }
            }
            last += 1
        }
        guard last < line.upperBound else { return nil }
        return requoting(from: start, to: last, markedAt: after, mark, in: input)
    }

    /// The note and fix-it that quote `input[start...last]`, a value opened by the quote at `start`
    /// and meant to close at `last`, with the other kind of quote; `mark` is the column of byte `after`.
    private static func requoting(from start: Int, to last: Int, markedAt after: Int, _ mark: Mark,
                                  in input: UnsafeBufferPointer<UInt8>) -> (note: Note, fixIt: FixIt) {
        let quote = input[start]
        let text = string(input[(start + 1)..<last])
        let startMark = Mark(line: mark.line, column: mark.column - scalarCount(input[start..<after]))
        let length = scalarCount(input[start...last])
        if quote == UInt8(ascii: "\"") {
            let quoted = "'" + text.escapedForSingleQuotes() + "'"
            let note = Note(message: "a double quote inside a double-quoted value ends it; write it as \\\" or quote the value"
                                + " with single quotes: \(quoted)", mark: startMark)
            return (note, FixIt(replacement: quoted, mark: startMark, length: length))
        }
        let quoted = text.yamlDoubleQuoted
        let note = Note(message: "a single quote inside a single-quoted value ends it; write it twice ('') or quote the value"
                            + " with double quotes: \(quoted)", mark: startMark)
        return (note, FixIt(replacement: quoted, mark: startMark, length: length))
    }

    /// For an error after a line whose value opens a quote it does not close (`title: "Items`): the
    /// quoted value ran on to a quote lines later, and the error is where that left the YAML. A
    /// note at the open quote, and a fix-it that closes it at the end of its line. `context` is
    /// where libyaml began the construct it failed in; the quote is looked for from there.
    static func unclosedQuoteHint(at mark: Mark, context: Mark?, in input: UnsafeBufferPointer<UInt8>)
        -> (note: Note, fixIt: FixIt)?
    {
        guard let context, context.line < mark.line else { return nil }
        for number in context.line..<mark.line {
            guard let line = lineBytes(number, in: input),
                  let start = valueStart(in: line, before: line.upperBound, of: input) ?? listItemStart(in: line, of: input)
            else { continue }
            let quote = input[start]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                  closingQuote(from: start, in: line, of: input) == nil else { continue }
            var end = line.upperBound
            while end > start + 1, input[end - 1] == UInt8(ascii: " ") || input[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let quoteText = quote == UInt8(ascii: "\"") ? "\"" : "'"
            let column = 1 + scalarCount(input[line.lowerBound..<start])
            // Where the value ends instead: the next line holding that quote. (With none, libyaml
            // says "while scanning a quoted scalar" at the quote itself.)
            guard let closing = ((number + 1)...mark.line).first(where: { lineBytes($0, in: input).map { input[$0].contains(quote) } ?? false })
            else { return nil }
            return (Note(message: "this \(quote == UInt8(ascii: "\"") ? "double" : "single") quote is not closed on its line, so "
                            + "the value runs on to the next \(quoteText) on line \(closing); close it at the end of this line",
                         mark: Mark(line: number, column: column)),
                    FixIt(replacement: quoteText, mark: Mark(line: number, column: column + scalarCount(input[start..<end])),
                          length: 0))
        }
        return nil
    }

    /// The closing quote, on its line, of the quoted value whose opening quote is at `start`: past
    /// a `\"` inside double quotes and a `''` inside single ones; nil when it does not close there.
    private static func closingQuote(from start: Int, in line: Range<Int>, of input: UnsafeBufferPointer<UInt8>) -> Int? {
        let quote = input[start]
        var index = start + 1
        while index < line.upperBound {
            if input[index] == quote {
                if quote == UInt8(ascii: "'"), index + 1 < line.upperBound, input[index + 1] == quote {
                    index += 2
                    continue
                }
                if quote != UInt8(ascii: "\"") || input[index - 1] != UInt8(ascii: "\\") { return index }
            }
            index += 1
        }
        return nil
    }

    /// The first byte of a list item's value (after its `- `), if the line is one.
    private static func listItemStart(in line: Range<Int>, of input: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = line.lowerBound
        while index < line.upperBound, input[index] == UInt8(ascii: " ") { index += 1 }
        guard index + 2 < line.upperBound, input[index] == UInt8(ascii: "-"), input[index + 1] == UInt8(ascii: " ") else { return nil }
        return index + 2
    }

    /// The first byte of the value of the line's `key: value` (after its first `: `), when that is
    /// before `limit`.
    private static func valueStart(in line: Range<Int>, before limit: Int, of input: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = line.lowerBound
        while index + 1 < limit {
            if input[index] == UInt8(ascii: ":") && input[index + 1] == UInt8(ascii: " ") {
                var start = index + 1
                while start < limit, input[start] == UInt8(ascii: " ") { start += 1 }
                return start < limit ? start : nil
            }
            index += 1
        }
        return nil
    }

    /// Where the line's text ends, before a ` #` comment and trailing blanks.
    private static func endWithoutComment(_ line: Range<Int>, from start: Int, of input: UnsafeBufferPointer<UInt8>) -> Int {
        var end = start
        while end < line.upperBound, !(input[end] == UInt8(ascii: "#") && input[end - 1] == UInt8(ascii: " ")) { end += 1 }
        while end > start, input[end - 1] == UInt8(ascii: " ") || input[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return end
    }

    private static func string(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }

    /// For a flow collection's "did not find expected ','" at `mark`: when a `{`, `[` or `: `
    /// there continues the plain text before it, a note that says so and a fix-it that quotes the
    /// value.
    static func flowValueHint(_ problem: String, at mark: Mark, in input: UnsafeBufferPointer<UInt8>)
        -> (note: Note, fixIt: FixIt)?
    {
        guard problem.hasPrefix("did not find expected ','"),
              let line = lineBytes(mark.line, in: input),
              let brace = byteIndex(ofColumn: mark.column, in: line, of: input), brace > line.lowerBound,
              !isSeparator(input[brace - 1]) else { return nil }
        let isColon = input[brace] == UInt8(ascii: ":") && brace + 1 < line.upperBound && input[brace + 1] == UInt8(ascii: " ")
        // `{ type: [Photo]? }`: the list ended at its `]`, and the `?` after it is no value.
        let isOptionalList = input[brace] == UInt8(ascii: "?") && input[brace - 1] == UInt8(ascii: "]")
        guard isColon || isOptionalList || input[brace] == UInt8(ascii: "{") || input[brace] == UInt8(ascii: "[")
        else { return nil }
        guard let (start, end) = flowValue(around: brace, in: line, of: input, optionalList: isOptionalList) else { return nil }
        let hint = doubleQuoting(start, end, markedAt: brace, mark, in: input) { quoted in
            isOptionalList ? listTypeNote(quoted)
                : isColon ? "in a '{ … }' or '[ … ]' a ': ' inside a plain value starts a mapping; quote the value: \(quoted)"
                : braceNote(quoted)
        }
        guard !isOptionalList, let (others, last) = laterBracedValues(after: end, in: line, of: input) else { return hint }
        // `[/birds/{species}, /bird/{species}]`: one fix-it quotes every such value of the list.
        var replacement = "", position = start
        for (valueStart, valueEnd) in [(start, end)] + others {
            replacement += string(input[position..<valueStart])
                + "\"" + string(input[valueStart..<valueEnd]).escapedForDoubleQuotes() + "\""
            position = valueEnd
        }
        return (Note(message: hint.note.message + " (and the other values like it)", mark: hint.note.mark),
                FixIt(replacement: replacement, mark: hint.fixIt.mark, length: scalarCount(input[start..<last])))
    }

    /// The plain values after `index` in the same flow collection on its line that contain a brace
    /// too, and where the last of them ends; nil when there is none.
    private static func laterBracedValues(after index: Int, in line: Range<Int>, of input: UnsafeBufferPointer<UInt8>)
        -> (values: [(Int, Int)], end: Int)?
    {
        var values: [(Int, Int)] = []
        var cursor = index
        while true {
            var next = cursor
            while next < line.upperBound, input[next] == UInt8(ascii: " ") { next += 1 }
            guard next < line.upperBound, input[next] == UInt8(ascii: ",") else { break }
            next += 1
            while next < line.upperBound, input[next] == UInt8(ascii: " ") { next += 1 }
            guard next < line.upperBound else { break }
            if input[next] == UInt8(ascii: "\"") || input[next] == UInt8(ascii: "'") {
                // A quoted value: past its closing quote.
                guard let close = closingQuote(from: next, in: line, of: input) else { break }
                cursor = close + 1
                continue
            }
            guard !"[{".utf8.contains(input[next]),
                  let end = flowValueEnd(from: next, in: line, of: input), end > next else { break }
            cursor = end
            // In a mapping, `key: value`: the value follows the `: `, and one that is a collection
            // (`params: { topic: String? }`) is no plain value a brace ended.
            var value = next
            if let colon = (next..<end - 1).first(where: { input[$0] == UInt8(ascii: ":") && input[$0 + 1] == UInt8(ascii: " ") }) {
                value = colon + 1
                while value < end, input[value] == UInt8(ascii: " ") { value += 1 }
            }
            guard value < end, !"[{\"'".utf8.contains(input[value]) else { continue }
            if input[value..<end].contains(where: { $0 == UInt8(ascii: "{") }) { values.append((value, end)) }
        }
        guard let last = values.last else { return nil }
        return (values, last.1)
    }

    /// The plain value of a flow collection that the byte at `index` was meant to continue: it
    /// starts after the `: `, `, `, `{ ` or `[ ` before it, or right after a `[` or `,`
    /// (`[/user/{name}, …]`; not in `[Photo]?`, whose list is the value), and ends at the first
    /// comma or closing bracket outside the braces it opens, or a comment. Nil for a quoted value.
    private static func flowValue(around index: Int, in line: Range<Int>, of input: UnsafeBufferPointer<UInt8>,
                                  optionalList: Bool = false) -> (start: Int, end: Int)? {
        var start = index
        while start > line.lowerBound, !(input[start - 1] == UInt8(ascii: " ") && start - 1 > line.lowerBound
                                         && isIndicator(input[start - 2])),
              optionalList || (input[start - 1] != UInt8(ascii: "[") && input[start - 1] != UInt8(ascii: ",")) {
            start -= 1
        }
        guard start > line.lowerBound, input[start] != UInt8(ascii: "\""), input[start] != UInt8(ascii: "'"),
              let end = flowValueEnd(from: start, in: line, of: input), end > index else { return nil }
        return (start, end)
    }

    /// Where the plain flow value starting at `start` ends: at the first comma or closing bracket
    /// outside the braces it opens, or a comment, without trailing spaces; nil when its braces do
    /// not close on the line.
    private static func flowValueEnd(from start: Int, in line: Range<Int>, of input: UnsafeBufferPointer<UInt8>) -> Int? {
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
        return depth == 0 ? end : nil
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

extension String {
    /// The text as a double-quoted YAML scalar (`"a \"b\""`): what every quoting fix-it writes.
    public var yamlDoubleQuoted: String { "\"" + escapedForDoubleQuotes() + "\"" }

    /// The text as the inside of a single-quoted YAML scalar.
    fileprivate func escapedForSingleQuotes() -> String {
        var result = ""
        for character in self {
            if character == "'" { result.append("'") }
            result.append(character)
        }
        return result
    }

    /// The text as the inside of a double-quoted YAML scalar.
    fileprivate func escapedForDoubleQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
