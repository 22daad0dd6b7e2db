import Foundation

/// Turns template text into ``Node``s in four passes over UTF-8 bytes:
///
/// 1. lex: text and tags, following set-delimiter tags; text is cut after every newline;
/// 2. match: pair opening and closing tags, bounding the nesting;
/// 3. lines: decide which lines are standalone (spec: "standalone tags should be removed from
///    the template, with the whitespace and newline around them"), and mark where template lines
///    start, which is where partial indentation goes;
/// 4. de-indent standalone blocks, then build the tree.
///
/// Every pass is a plain loop that moves forward over the bytes or tokens: parsing does not
/// recurse, and never hangs.
struct Parser {
    private let source: TemplateSource
    private let bytes: [UInt8]
    private var tokens: [Token] = []
    /// The token ranges of the template's lines.
    private var lines: [Range<Int>] = []
    /// The line (index into `lines`) of each token.
    private var lineOfToken: [Int] = []
    /// The indentation de-indenting removed from each standalone block, by opening token.
    private var blockIndentation: [Int: String] = [:]

    init(source: TemplateSource) {
        self.source = source
        self.bytes = Array(source.text.utf8)
    }

    mutating func parse() throws(MustacheError) -> [Node] {
        try lex()
        try matchSections()
        markStandaloneLines()
        deindentStandaloneBlocks()
        return buildTree()
    }
}

// MARK: - Tokens

extension Parser {
    fileprivate struct Token {
        enum Kind: Equatable {
            case text
            case variable(escaped: Bool)
            case section
            case invertedSection
            case close
            case comment
            case partial
            case parent
            case block
            case setDelimiters
        }

        var kind: Kind
        /// Text: the bytes to write (de-indenting moves `start`). Tag: from the opening delimiter.
        var start: Int
        /// Text: end of the bytes to write. Tag: after the closing delimiter.
        var end: Int
        /// The tag's name with sigil, `*` and padding removed.
        var name = ""
        /// Whether the name is dynamic (`{{>*name}}`).
        var isDynamic = false
        /// Whether the name has a dot: `.` itself, or keys joined by dots.
        var isDotted = false
        /// Text removed because it surrounds a standalone tag.
        var isRemoved = false
        /// A template line starts just before this token.
        var startsLine = false
        /// The tag is alone on its line, which was removed.
        var isStandalone = false
        /// The removed whitespace before a standalone tag, whose text becomes its indentation.
        var indentationToken: Int?
        /// The matching opening or closing tag.
        var partner = -1
        /// For `{{$a}}{{/a}}` alone on a line: the line ending, written after the block's output
        /// unless that output is empty or already ends its line.
        var trailingNewline = ""

        /// Whether a line holding only this tag (and whitespace) disappears from the output.
        var canStandAlone: Bool {
            switch kind {
            case .text, .variable: false
            default: true
            }
        }

        /// Whether this tag opens something a closing tag must end.
        var opensSection: Bool {
            switch kind {
            case .section, .invertedSection, .parent, .block: true
            default: false
            }
        }
    }
}

// MARK: - Pass 1: lexing

private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")

private func isSpaceOrTab(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
}

private func isWhitespace(_ byte: UInt8) -> Bool {
    isSpaceOrTab(byte) || byte == newline || byte == carriageReturn || byte == 0x0B || byte == 0x0C
}

extension Parser {
    private mutating func lex() throws(MustacheError) {
        var openDelimiter: [UInt8] = Array("{{".utf8)
        var closeDelimiter: [UInt8] = Array("}}".utf8)
        var position = 0
        while position < bytes.count {
            let tagStart = find(openDelimiter, from: position) ?? bytes.count
            appendText(from: position, to: tagStart)
            guard tagStart < bytes.count else { break }
            position = try lexTag(at: tagStart, open: &openDelimiter, close: &closeDelimiter)
        }
    }

    /// Appends text tokens for `start..<end`, one per line piece, each ending after its newline.
    private mutating func appendText(from start: Int, to end: Int) {
        var pieceStart = start
        while pieceStart < end {
            // The newline kept with its line, or the end of the text.
            let pieceEnd = offset(of: newline, in: pieceStart..<end).map { $0 + 1 } ?? end
            tokens.append(Token(kind: .text, start: pieceStart, end: pieceEnd))
            pieceStart = pieceEnd
        }
    }

    /// Lexes the tag at `tagStart`, returning the offset after it.
    private mutating func lexTag(
        at tagStart: Int, open: inout [UInt8], close: inout [UInt8]
    ) throws(MustacheError) -> Int {
        let afterOpen = tagStart + open.count
        let sigil: UInt8? = afterOpen < bytes.count ? bytes[afterOpen] : nil

        // `{{{name}}}` and `{{=a b=}}` end with a brace or `=` before the closing delimiter.
        var terminator = close
        var contentStart = afterOpen
        if sigil == UInt8(ascii: "{") {
            terminator = [UInt8(ascii: "}")] + close
            contentStart += 1
        } else if sigil == UInt8(ascii: "=") {
            terminator = [UInt8(ascii: "=")] + close
            contentStart += 1
        }
        // A tag ends on its line and before the next tag opens (only comments may span lines):
        // past either, what is missing is its closing delimiter, reported where the tag opens.
        func unclosed() -> MustacheError {
            source.error(.unclosedTag, "tag '\(String(decoding: bytes[tagStart..<min(contentStart, bytes.count)], as: UTF8.self))'"
                + " is never closed with '\(String(decoding: terminator, as: UTF8.self))'", at: tagStart)
        }
        guard let contentEnd = find(terminator, from: contentStart) else { throw unclosed() }
        let runsOn = offset(of: newline, in: contentStart..<contentEnd) != nil
        if sigil == UInt8(ascii: "!") ? runsOn && find(open, in: contentStart..<contentEnd)
            : runsOn || find(open, in: contentStart..<contentEnd) || find(close, in: contentStart..<contentEnd) {
            throw unclosed()
        }
        let tagEnd = contentEnd + terminator.count
        var token = Token(kind: .comment, start: tagStart, end: tagEnd)

        switch sigil {
        case UInt8(ascii: "!"):
            tokens.append(token)
            return tagEnd
        case UInt8(ascii: "="):
            (open, close) = try parseDelimiters(contentStart..<contentEnd, tagStart: tagStart)
            token.kind = .setDelimiters
            tokens.append(token)
            return tagEnd
        case UInt8(ascii: "{"):
            token.kind = .variable(escaped: false)
        default:
            token.kind = sigil.flatMap { Self.sigils[$0] } ?? .variable(escaped: true)
            if token.kind != .variable(escaped: true) { contentStart += 1 }
        }

        var content = trimmed(contentStart..<max(contentStart, contentEnd))
        // Spec (dynamic names): `{{>*name}}` names the partial by the value of `name`.
        if token.kind == .partial || token.kind == .parent || token.kind == .close,
           content.lowerBound < content.upperBound && bytes[content.lowerBound] == UInt8(ascii: "*") {
            token.isDynamic = true
            content = trimmed(content.lowerBound + 1..<content.upperBound)
        }
        guard !content.isEmpty else {
            let tagText = String(decoding: bytes[tagStart..<tagEnd], as: UTF8.self)
            throw source.error(.emptyTag, "tag '\(tagText)' has no name", at: tagStart)
        }
        // One pass over the name's bytes finds whitespace inside it (an error) and its dots.
        for offset in content where bytes[offset] == UInt8(ascii: ".") || isWhitespace(bytes[offset]) {
            guard bytes[offset] == UInt8(ascii: ".") else {
                let name = String(decoding: bytes[content], as: UTF8.self)
                throw source.error(
                    .invalidName, "name '\(shortened(name))' contains whitespace; names cannot have spaces inside",
                    at: offset)
            }
            token.isDotted = true
        }
        token.name = String(decoding: bytes[content], as: UTF8.self)
        let namesData = switch token.kind {
        case .variable, .section, .invertedSection: true
        case .partial, .parent, .close: token.isDynamic
        default: false
        }
        if namesData && token.isDotted && !Self.isValidDataName(token.name) {
            throw source.error(
                .invalidName,
                "name '\(shortened(token.name))' is not '.' or keys separated by single dots", at: content.lowerBound)
        }
        tokens.append(token)
        return tagEnd
    }

    /// The kinds of tags their sigil names, apart from comments, set-delimiter tags and `{{{`.
    private static let sigils: [UInt8: Token.Kind] = [
        UInt8(ascii: "&"): .variable(escaped: false), UInt8(ascii: "#"): .section, UInt8(ascii: "^"): .invertedSection,
        UInt8(ascii: "/"): .close, UInt8(ascii: ">"): .partial, UInt8(ascii: "<"): .parent, UInt8(ascii: "$"): .block,
    ]

    /// `text` for a message, cut after 40 characters: a name may be a whole line of a template.
    private func shortened(_ text: String) -> String { text.count > 40 ? text.prefix(40) + "…" : text }

    /// Whether `needle` occurs inside `range`.
    private func find(_ needle: [UInt8], in range: Range<Int>) -> Bool {
        find(needle, from: range.lowerBound).map { $0 + needle.count <= range.upperBound } ?? false
    }

    /// Whether `name` is `.` or non-empty keys joined by single dots.
    static func isValidDataName(_ name: String) -> Bool {
        if name == "." { return true }
        // Scans the UTF-8 bytes: splitting the string would walk it by grapheme clusters.
        var keyIsEmpty = true
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") {
                if keyIsEmpty { return false }
                keyIsEmpty = true
            } else {
                keyIsEmpty = false
            }
        }
        return !keyIsEmpty
    }

    /// Reads the two delimiters of `{{=open close=}}`.
    private func parseDelimiters(
        _ range: Range<Int>, tagStart: Int
    ) throws(MustacheError) -> ([UInt8], [UInt8]) {
        let parts = bytes[range].split(whereSeparator: isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            let content = String(decoding: bytes[trimmed(range)], as: UTF8.self)
            throw source.error(
                .badDelimiters,
                "set-delimiter tag '\(content)' must hold two delimiters separated by whitespace, without '='",
                at: tagStart)
        }
        return (Array(parts[0]), Array(parts[1]))
    }

    /// `range` without leading and trailing whitespace.
    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower && isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// The offset of the next occurrence of `needle` at or after `start`.
    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        let last = bytes.count - needle.count
        var candidate = start
        while candidate <= last, let hit = offset(of: first, in: candidate..<last + 1) {
            var matched = 1
            while matched < needle.count && bytes[hit + matched] == needle[matched] {
                matched += 1
            }
            if matched == needle.count { return hit }
            candidate = hit + 1
        }
        return nil
    }

    /// The offset of the first `byte` in `range`: `memchr`, which is as fast in the debug build
    /// the build plugin runs as in a release build, where a loop over the array is not.
    private func offset(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            guard let hit = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
    }
}

// MARK: - Pass 2: standalone lines

extension Parser {
    /// Groups tokens into lines and removes the whitespace around standalone tags.
    private mutating func markStandaloneLines() {
        lineOfToken = Array(repeating: 0, count: tokens.count)
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count {
                let token = tokens[lineEnd]
                lineEnd += 1
                if token.kind == .text && bytes[token.end - 1] == newline {
                    break
                }
            }
            for index in lineStart..<lineEnd {
                lineOfToken[index] = lines.count
            }
            lines.append(lineStart..<lineEnd)
            markLine(lineStart..<lineEnd)
            lineStart = lineEnd
        }
    }

    private mutating func markLine(_ line: Range<Int>) {
        // Most lines are text alone: those are told apart without making a list of their tags.
        guard line.contains(where: { tokens[$0].kind != .text }) else {
            tokens[line.lowerBound].startsLine = true
            return
        }
        let tags = line.filter { tokens[$0].kind != .text }
        let onlyWhitespace = line.allSatisfy { tokens[$0].kind != .text || isBlank(tokens[$0]) }
        guard onlyWhitespace, let pair = standaloneShape(tags) else {
            tokens[line.lowerBound].startsLine = true
            return
        }
        for tag in tags {
            tokens[tag].isStandalone = true
        }
        if tokens[line.lowerBound].kind == .text {
            tokens[line.lowerBound].isRemoved = true
            tokens[tags[0]].indentationToken = line.lowerBound
        }
        let last = line.upperBound - 1
        if tokens[last].kind == .text && last != line.lowerBound {
            tokens[last].isRemoved = true
            if pair == .blockWithoutContent {
                // Spec (inheritance, "Standalone block"): `{{$a}}{{/a}}` alone on a line keeps
                // its newline after content that does not end its last line.
                let ending = tokens[last].end - lineEndingLength(tokens[last])
                tokens[tags[0]].trailingNewline = String(decoding: bytes[ending..<tokens[last].end], as: UTF8.self)
            }
        }
    }

    private enum StandaloneShape {
        case single
        case pair
        case blockWithoutContent
    }

    /// Whether the tags of an otherwise blank line make it standalone: one tag that can stand
    /// alone, or (spec, inheritance) two adjacent tags that together open or close a parent or
    /// an empty block: `{{<p}}{{/p}}`, `{{<p}}{{$b}}`, `{{/b}}{{/p}}`, `{{$b}}{{/b}}`.
    private func standaloneShape(_ tags: [Int]) -> StandaloneShape? {
        if tags.count == 1 {
            return tokens[tags[0]].canStandAlone ? .single : nil
        }
        guard tags.count == 2, tags[1] == tags[0] + 1 else { return nil }
        let first = tokens[tags[0]]
        let second = tokens[tags[1]]
        switch (first.kind, second.kind) {
        case (.parent, .close) where second.partner == tags[0]: return .pair
        case (.parent, .block): return .pair
        case (.close, .close) where tokens[first.partner].kind == .block && tokens[second.partner].kind == .parent:
            return .pair
        case (.block, .close) where second.partner == tags[0]: return .blockWithoutContent
        default: return nil
        }
    }

    /// Whether a text token is only spaces and tabs, apart from its line ending.
    private func isBlank(_ token: Token) -> Bool {
        bytes[token.start..<token.end - lineEndingLength(token)].allSatisfy(isSpaceOrTab)
    }

    /// The length of the token's final `\n` or `\r\n`, or 0.
    private func lineEndingLength(_ token: Token) -> Int {
        guard token.end > token.start, bytes[token.end - 1] == newline else { return 0 }
        return token.end - 1 > token.start && bytes[token.end - 2] == carriageReturn ? 2 : 1
    }
}

// MARK: - Pass 3: matching sections

extension Parser {
    private mutating func matchSections() throws(MustacheError) {
        var open: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.opensSection {
                open.append(index)
                if open.count > MustacheTemplate.maximumNesting {
                    throw source.error(
                        .nestingTooDeep,
                        "sections are nested deeper than \(MustacheTemplate.maximumNesting) levels",
                        at: token.start)
                }
            } else if token.kind == .close {
                guard let opener = open.popLast() else {
                    throw source.error(
                        .unexpectedClose, "closing tag for '\(display(token))' has no open section", at: token.start)
                }
                let opening = tokens[opener]
                guard opening.name == token.name && opening.isDynamic == token.isDynamic else {
                    let (line, column) = SourceLocator.location(of: opening.start, in: bytes)
                    throw source.error(
                        .mismatchedSection,
                        "closing tag for '\(display(token))' does not match the open section '\(display(opening))'"
                            + " from line \(line), column \(column)",
                        at: token.start)
                }
                tokens[opener].partner = index
                tokens[index].partner = opener
            }
        }
        if let opener = open.last {
            throw source.error(
                .unclosedSection, "section '\(display(tokens[opener]))' is never closed", at: tokens[opener].start)
        }
    }

    private func display(_ token: Token) -> String {
        token.isDynamic ? "*" + token.name : token.name
    }
}

// MARK: - Pass 4: de-indenting blocks, building the tree

extension Parser {
    /// Spec (inheritance, "Block reindentation"): the indentation of a standalone block's content
    /// is removed where the block is written and added where it is expanded. Outer blocks go
    /// first, so an inner block measures what the outer one left.
    private mutating func deindentStandaloneBlocks() {
        for index in tokens.indices where tokens[index].kind == .block && tokens[index].isStandalone {
            let close = tokens[index].partner
            let contentLines = (lineOfToken[index] + 1)..<(lineOfToken[close] + 1)
            guard !contentLines.isEmpty else { continue }
            var common: ArraySlice<UInt8>?
            for line in contentLines {
                let (indentation, isBlank) = leadingIndentation(of: lines[line], before: close)
                guard !isBlank else { continue }
                if let prefix = common {
                    common = prefix.prefix(zip(prefix, indentation).prefix(while: { $0 == $1 }).count)
                } else {
                    common = indentation
                }
            }
            guard let prefix = common, !prefix.isEmpty else { continue }
            blockIndentation[index] = String(decoding: prefix, as: UTF8.self)
            for line in contentLines {
                let first = lines[line].lowerBound
                guard tokens[first].kind == .text else { continue }
                let token = tokens[first]
                let strip = zip(bytes[token.start..<token.end], prefix).prefix(while: { $0 == $1 }).count
                tokens[first].start += strip
            }
        }
    }

    /// The spaces and tabs that start `line`, and whether the line (up to the token `limit`) is
    /// otherwise empty.
    private func leadingIndentation(of line: Range<Int>, before limit: Int) -> (ArraySlice<UInt8>, Bool) {
        var indentation = bytes[0..<0]
        var hasContent = false
        for index in line where index < limit {
            let token = tokens[index]
            if token.kind != .text {
                hasContent = true
                break
            }
            let text = bytes[token.start..<token.end - lineEndingLength(token)]
            let spaces = text.prefix(while: isSpaceOrTab)
            if index == line.lowerBound {
                indentation = spaces
            }
            if spaces.count < text.count {
                hasContent = true
                break
            }
        }
        return (indentation, !hasContent)
    }
}

extension Parser {
    private func buildTree() -> [Node] {
        var tree = NodeTreeBuilder()
        for index in tokens.indices {
            // A line of nothing but its newline gets no indentation, so indented partials and
            // blocks leave no trailing whitespace on blank lines.
            if tokens[index].startsLine
                && !(tokens[index].kind == .text && tokens[index].end - tokens[index].start == lineEndingLength(tokens[index])) {
                tree.append(.lineStart)
            }
            switch tokens[index].kind {
            case .text:
                if !tokens[index].isRemoved && tokens[index].start < tokens[index].end {
                    tree.pendingText += bytes[tokens[index].start..<tokens[index].end]
                }
            case .variable(let escaped):
                tree.append(.variable(name(of: tokens[index]), escaped: escaped, offset: tokens[index].start))
            case .section, .invertedSection, .parent, .block:
                tree.open(index)
            case .close:
                let (opener, content) = tree.close()
                tree.append(node(closing: opener, content: content))
            case .partial:
                tree.append(.partial(partialName(of: tokens[index]), indentation: indentation(of: tokens[index]),
                                     offset: tokens[index].start))
            case .comment, .setDelimiters:
                break
            }
        }
        return tree.finish()
    }

    /// The node for the section, parent or block opened by token `opener`.
    private func node(closing opener: Int, content: [Node]) -> Node {
        let token = tokens[opener]
        switch token.kind {
        case .section, .invertedSection:
            return .section(
                name(of: token), inverted: token.kind == .invertedSection, nodes: content, offset: token.start)
        case .parent:
            // Spec (inheritance): only the blocks inside a parent tag count; other content is ignored.
            let overrides = content.compactMap { node -> Block? in
                if case .block(let block, _, _) = node { block } else { nil }
            }
            return .parent(
                partialName(of: token), indentation: indentation(of: token), overrides: overrides, offset: token.start)
        default:
            let expansion = token.isStandalone ? blockIndentation[opener] ?? indentation(of: token) : ""
            let block = Block(
                name: token.name, nodes: content, isStandalone: token.isStandalone, indentation: expansion,
                startsInline: !token.isStandalone, source: source)
            return .block(block, trailingNewline: token.trailingNewline, offset: token.start)
        }
    }

    private func name(of token: Token) -> Name {
        guard token.name != "." else { return Name(components: []) }
        // Most names are one key; only dotted ones are split (the lexer made sure no key is empty).
        guard token.isDotted else { return Name(components: [MustacheKey(token.name)]) }
        return Name(components: token.name.split(separator: ".").map { MustacheKey(String($0)) })
    }

    private func partialName(of token: Token) -> PartialName {
        token.isDynamic ? .dynamic(name(of: token)) : .fixed(token.name)
    }

    /// The whitespace before a standalone tag (which the standalone rules removed from the text).
    private func indentation(of token: Token) -> String {
        guard token.isStandalone, let whitespace = token.indentationToken else { return "" }
        return String(decoding: bytes[tokens[whitespace].start..<tokens[whitespace].end], as: UTF8.self)
    }
}
