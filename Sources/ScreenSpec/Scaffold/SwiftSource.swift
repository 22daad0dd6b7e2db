/// Swift source read as far as `scaffold` needs it in the app's kept files: tokens, with comments
/// and the text of string literals left out (so a brace or an `@main` inside them counts for
/// nothing), each with its line and column. Not a parser: it finds a type's initializers and
/// stored properties, however their declarations are laid out over lines, and `@main` types.
struct SwiftSource {
    /// An identifier or keyword (`init`, `private`, `DetailView`, `` `default` `` as `default`), a
    /// number, an attribute (`@State`, text `@State`), a directive (`#if`), or one punctuation
    /// character (`{`, `:`, `"`; `->` is `-` then `>`).
    struct Token: Equatable {
        var text: Substring
        /// 1-based, columns in Unicode scalars.
        var line: Int
        var column: Int
        /// The offsets of its first scalar and past its last, in `SwiftSource.code`.
        var start: Int
        var end: Int

        var isWord: Bool { text.first.map { $0 == "_" || $0.isLetter || $0.isNumber } ?? false }
        var isAttribute: Bool { text.first == "@" }
    }

    /// The text, with comments and the contents of string literals made spaces (line breaks kept).
    let code: [Unicode.Scalar]
    let tokens: [Token]

    init(_ text: String) {
        code = Self.masked(Array(text.unicodeScalars))
        tokens = Self.tokens(of: code)
    }

    /// The text of `code` from the start of `first` to the end of `last`, spaces collapsed.
    func text(from first: Int, through last: Int) -> String {
        guard first <= last else { return "" }
        let scalars = code[tokens[first].start..<tokens[last].end]
        var text = ""
        var lastWasSpace = false
        for scalar in scalars {
            let isSpace = scalar.properties.isWhitespace
            if isSpace { if !lastWasSpace { text.unicodeScalars.append(" ") } } else { text.unicodeScalars.append(scalar) }
            lastWasSpace = isSpace
        }
        return text
    }

    /// The index of the token closing the bracket at `open` (`(`, `[`, `{`), or the last token
    /// when it is never closed.
    func closing(_ open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            switch tokens[index].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return tokens.count - 1
    }

    /// Whether the token at `index` is `>` closing a generic clause, not the end of `->`.
    func isClosingAngle(_ index: Int) -> Bool {
        tokens[index].text == ">" && !(index > 0 && tokens[index - 1].text == "-" && tokens[index - 1].end == tokens[index].start)
    }

    /// The index of the token after an attribute at `index`, past its arguments
    /// (`@Environment(\.dismiss)`, `@available(iOS 17, *)`), and whether it has any.
    func skipAttribute(at index: Int) -> (next: Int, hasArguments: Bool) {
        let next = index + 1
        guard next < tokens.count, tokens[next].text == "(", tokens[next].start == tokens[index].end else { return (next, false) }
        return (closing(next) + 1, true)
    }

    // MARK: Reading

    /// `code` with comments (`//`, nested `/* */`) and the contents of string literals (`"…"`,
    /// `"""…"""`, raw `#"…"#`, interpolations included) replaced by spaces; line breaks stay, so
    /// lines and columns are the file's.
    static func masked(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var code = scalars
        let count = scalars.count
        func blank(_ range: Range<Int>) {
            for index in range where code[index] != "\n" && code[index] != "\r" { code[index] = " " }
        }
        func at(_ index: Int, _ text: String) -> Bool {
            var position = index
            for scalar in text.unicodeScalars {
                guard position < count, scalars[position] == scalar else { return false }
                position += 1
            }
            return true
        }
        var index = 0
        while index < count {
            let scalar = scalars[index]
            if at(index, "//") {
                var end = index
                while end < count, scalars[end] != "\n" { end += 1 }
                blank(index..<end)
                index = end
            } else if at(index, "/*") {
                var depth = 0, end = index
                while end < count {
                    if at(end, "/*") { depth += 1; end += 2 } else if at(end, "*/") {
                        depth -= 1; end += 2
                        if depth == 0 { break }
                    } else { end += 1 }
                }
                blank(index..<min(end, count))
                index = end
            } else if scalar == "\"" || (scalar == "#" && (index + 1 < count) && (scalars[index + 1] == "#" || scalars[index + 1] == "\"")) {
                var hashes = 0, start = index
                while start < count, scalars[start] == "#" { hashes += 1; start += 1 }
                guard start < count, scalars[start] == "\"" else { index = start; continue }
                let delimiter = at(start, "\"\"\"") ? "\"\"\"" : "\""
                let close = delimiter + String(repeating: "#", count: hashes)
                let escape = "\\" + String(repeating: "#", count: hashes)
                var end = start + delimiter.unicodeScalars.count
                let contentStart = end
                var closed = false
                while end < count {
                    if at(end, close) { closed = true; break }
                    if delimiter == "\"", scalars[end] == "\n" { break }      // unterminated: the line ends it
                    if at(end, escape) {
                        end += escape.unicodeScalars.count
                        if end < count, scalars[end] == "(" {               // an interpolation: to its `)`
                            var depth = 0
                            while end < count {
                                if scalars[end] == "(" { depth += 1 } else if scalars[end] == ")" {
                                    depth -= 1
                                    if depth == 0 { break }
                                }
                                end += 1
                            }
                        }
                    }
                    end += 1
                }
                blank(contentStart..<min(end, count))
                index = closed ? end + close.unicodeScalars.count : end
            } else {
                index += 1
            }
        }
        return code
    }

    static func tokens(of code: [Unicode.Scalar]) -> [Token] {
        var tokens: [Token] = []
        var line = 1, lineStart = 0, index = 0
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        while index < code.count {
            let scalar = code[index]
            if scalar == "\n" { line += 1; lineStart = index + 1; index += 1; continue }
            if scalar.properties.isWhitespace { index += 1; continue }
            var start = index, end = index + 1
            if scalar == "`" {                                   // `default`: the name inside
                start += 1
                end = start
                while end < code.count, isWordScalar(code[end]) { end += 1 }
                tokens.append(token(code, start, end, line, index - lineStart + 1))
                index = end < code.count && code[end] == "`" ? end + 1 : end
                continue
            }
            if scalar == "@" || scalar == "#" || isWordScalar(scalar) {
                while end < code.count, isWordScalar(code[end]) { end += 1 }
            }
            tokens.append(token(code, start, end, line, start - lineStart + 1))
            index = end
        }
        return tokens
    }

    private static func token(_ code: [Unicode.Scalar], _ start: Int, _ end: Int, _ line: Int, _ column: Int) -> Token {
        var text = ""
        text.unicodeScalars.append(contentsOf: code[start..<end])
        return Token(text: Substring(text), line: line, column: column, start: start, end: end)
    }
}
