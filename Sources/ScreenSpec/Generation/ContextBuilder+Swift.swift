import Foundation

/// Swift spellings of spec values: string literals, default values, title interpolations. Kept
/// apart from the context's shape so every template sees the same escaping.
enum SwiftSyntax {
    /// `text` as a Swift string literal: `\`, `"` and control characters escaped, other Unicode kept.
    static func stringLiteral(_ text: String) -> String {
        concatenated("\"", escaped(text), "\"")
    }

    /// The inside of a string literal for `text`.
    static func escaped(_ text: String) -> String {
        // Printable ASCII other than `\` and `"` stands for itself: the text as it is.
        if allBytes(of: text, { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The default of a param as a Swift expression of its type, or nil when it has none. An
    /// optional without `default` defaults to `nil`; values are normalised (`True` → `true`,
    /// `2` for a Double → `2.0`).
    static func defaultLiteral(of param: ParamSpec) -> String? {
        guard let text = param.defaultValue?.value else {
            return param.type.value.isOptional ? "nil" : nil
        }
        if param.type.value.isOptional, text == "null" || text == "~" || text.isEmpty { return "nil" }
        switch param.type.value.builtin {
        case .String?:
            return stringLiteral(text)
        case .Int?:
            return integerLiteral(text)
        case .Double?:
            return floatingLiteral(text)
        case .Bool?:
            return text.lowercased() == "true" ? "true" : "false"
        case .UUID?:
            return "UUID(uuidString: \(stringLiteral(text)))!"
        case .URL?:
            return "URL(string: \(stringLiteral(text)))!"
        case .Date?, nil:
            // A standard number type's default (`Int64`, `Float` …), normalised as Int's and
            // Double's are; other types take none (the loader says so), so the rest is verbatim.
            if SpecReader.integerRanges[param.type.value.name] != nil { return integerLiteral(text) }
            if param.type.value.name == "Float" { return floatingLiteral(text, asFloat: true) }
            return ParamType.standardNumberTypes.contains(param.type.value.name) ? floatingLiteral(text) : text
        }
    }

    /// A decimal integer as Swift writes it (`+007` → `7`); other text as it is.
    private static func integerLiteral(_ text: String) -> String {
        Int128(text.hasPrefix("+") ? String(text.dropFirst()) : text).map(String.init) ?? text
    }

    /// A decimal number as a floating-point literal (`2` → `2.0`); other text as it is. `asFloat`
    /// spells the `Float` the text rounds to (`1e-50` → `0.0`), which Swift takes without a
    /// warning that the literal underflows or loses precision.
    private static func floatingLiteral(_ text: String, asFloat: Bool = false) -> String {
        let spelled: String
        if asFloat {
            guard let value = Float(text), value.isFinite else { return text }
            spelled = String(value)
        } else {
            guard let value = Double(text), value.isFinite else { return text }
            spelled = String(value)
        }
        return spelled.contains(".") || spelled.contains("e") ? spelled : spelled + ".0"
    }

    /// One piece of a title: literal text or a `{param}` placeholder.
    enum TitlePart: Equatable {
        case text(String)
        case param(String)
    }

    /// Splits a title into literal text and placeholders naming a param (`isParam`); braces that
    /// do not enclose a param name are kept as text.
    static func titleParts(_ title: String, isParam: (Substring) -> Bool) -> [TitlePart] {
        // In ASCII every byte is a character: the braces are found on the bytes.
        let ascii = title.utf8.allSatisfy { $0 < 0x80 }
        func find(_ brace: Character, in text: Substring) -> String.Index? {
            ascii ? text.utf8.firstIndex(of: UInt8(ascii: brace.unicodeScalars.first!)) : text.firstIndex(of: brace)
        }
        var parts: [TitlePart] = []
        var text = ""
        var rest = Substring(title)
        while let open = find("{", in: rest) {
            text += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = find("}", in: rest[afterOpen...]), isParam(rest[afterOpen..<close]) {
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.param(String(rest[afterOpen..<close])))
                rest = rest[rest.index(after: close)...]
            } else {
                text += "{"
                rest = rest[afterOpen...]
            }
        }
        text += rest
        if !text.isEmpty { parts.append(.text(text)) }
        return parts
    }

    /// A title as a Swift string expression: `"Level 1: \(number)"`. It reaches SwiftUI as a
    /// `LocalizedStringKey`, which with an interpolation is a format string (`Level 1: %lld`):
    /// there a `%` of the text is written `%%`, or `50% off` would read `% o` as a directive.
    /// Without interpolation the key is the text as written and `%` stays as it is. A key
    /// interpolates no `Bool` (the `StringProtocol` overload would be chosen instead, unlocalized,
    /// `%%` and all): the params named in `asText` are written `String(flag)`.
    static func titleExpression(_ parts: [TitlePart], asText: (String) -> Bool = { _ in false }) -> String {
        let isFormat = parts.contains { if case .param = $0 { return true } else { return false } }
        var body = ""
        for part in parts {
            switch part {
            case .text(let text):
                let escapedText = escaped(text)
                body += isFormat && escapedText.containsASCII("%")
                    ? escapedText.replacingOccurrences(of: "%", with: "%%") : escapedText
            case .param(let name): body += asText(name) ? "\\(String(" + name + "))" : "\\(" + name + ")"
            }
        }
        return "\"" + body + "\""
    }

    /// Whether a title names its screen or tab in comments ("the Add City sheet"): not when it is
    /// placeholders alone (`{navigationTitle}`) or reads as a localization key (`Settings.Title`,
    /// `settings_title`: no space, a dot or an underscore); then the id names it.
    static func titleNames(_ title: String, parts: [TitlePart]? = nil) -> Bool {
        if let parts, !parts.contains(where: { if case .text(let text) = $0 { text.contains(where: \.isLetter) } else { false } }) {
            return false
        }
        return title.contains(where: \.isWhitespace) || !title.contains(where: { $0 == "." || $0 == "_" })
    }

    /// The title with placeholders shown as their names, for comments: `Level 1: number`.
    static func titleForComment(_ parts: [TitlePart]) -> String {
        parts.map { part -> String in
            switch part {
            case .text(let text): return text
            case .param(let name): return name
            }
        }.joined()
    }

    /// Text for a one-line comment, trimmed of spaces and tabs: line breaks (any: LF, CR,
    /// U+2028, NEL, …) become spaces, other control characters and the bidirectional overrides
    /// are spelled `\u{1B}`, and `*/` is broken up, so that a file name or spec text can neither
    /// end the comment (and inject code) nor hide text. Printable ASCII without `*/`, not
    /// starting or ending with a space, is returned as it is, without going through Foundation.
    static func commentLine(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return text }
        if first != UInt8(ascii: " "), last != UInt8(ascii: " "), allBytes(of: text, { $0 >= 0x20 && $0 < 0x7F }),
           !text.containsASCII("*/") {
            return text
        }
        var result = ""
        var pendingBreak = false
        for scalar in text.unicodeScalars {
            if Character(scalar).isNewline {
                pendingBreak = true
                continue
            }
            if pendingBreak, !result.isEmpty { result += " " }
            pendingBreak = false
            let value = scalar.value
            if (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF {
                result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else if scalar == "/", result.unicodeScalars.last == "*" {
                result += " /"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// Whether every UTF-8 byte of `text` is `plain`: a loop over the contiguous bytes, where
    /// iterating `utf8` checks the string's form at every byte.
    static func allBytes(of text: String, _ plain: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { $0.allSatisfy(plain) }
    }

    /// Whether two strings are the same bytes (`==` also equates canonically equivalent spellings,
    /// which the generated code does not).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let contiguous = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
        if case let equal?? = contiguous { return equal }
        return a.utf8.elementsEqual(b.utf8)
    }

    /// `a`, `b` and `c` one after the other, in one string allocated at its final size (a chain of
    /// `+` grows and copies the text once per piece).
    static func concatenated(_ a: String, _ b: String, _ c: String) -> String {
        text(length: a.utf8.count + b.utf8.count + c.utf8.count) { writer in
            writer.write(a)
            writer.write(b)
            writer.write(c)
        }
    }

    /// `pieces` one after the other, in one string allocated at its final size.
    static func joined(_ pieces: String...) -> String {
        var length = 0
        for piece in pieces { length += piece.utf8.count }
        return text(length: length) { writer in
            for piece in pieces { writer.write(piece) }
        }
    }

    /// `head(piece 0, piece 1, …)`: `head`, then `count` pieces separated by `, ` between `open`
    /// and `close`, in one string allocated at its final size. `piece` is asked twice for each
    /// position (for the length, then the text), so it should look a piece up, not make one.
    static func call(_ head: String, _ count: Int, open: String = "(", close: String = ")",
                     _ piece: (Int) -> String) -> String {
        var length = head.utf8.count + open.utf8.count + close.utf8.count + 2 * max(count - 1, 0)
        for position in 0..<count { length += piece(position).utf8.count }
        return text(length: length) { writer in
            writer.write(head)
            writer.write(open)
            for position in 0..<count {
                if position > 0 { writer.write(", ") }
                writer.write(piece(position))
            }
            writer.write(close)
        }
    }

    /// A string of `length` UTF-8 bytes, written once into its own storage by `write`: appending
    /// to a `String` checks its capacity, uniqueness and encoding on every piece.
    static func text(length: Int, _ write: (inout TextWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: length) { buffer in
            var writer = TextWriter(buffer: buffer)
            write(&writer)
            return writer.count
        }
    }

    /// Copies strings' bytes one after the other into a buffer of a known size.
    struct TextWriter {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        private(set) var count = 0

        init(buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        mutating func write(_ text: String) {
            var text = text
            // `withUTF8` makes a bridged string contiguous first; native ones already are.
            text.withUTF8 { bytes in
                guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
                precondition(bytes.count <= buffer.count - count, "text longer than its length")
                (buffer.baseAddress! + count).initialize(from: source, count: bytes.count)
                count += bytes.count
            }
        }
    }
}
