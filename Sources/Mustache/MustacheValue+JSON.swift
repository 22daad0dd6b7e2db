import Foundation

extension MustacheValue {
    /// The deepest nesting of arrays and objects the JSON reader accepts.
    public static let maximumJSONDepth = 256

    /// Reads a context from strict RFC 8259 JSON, so that `render --context FILE.json` needs no
    /// Foundation bridging (whose `NSNumber` cannot tell `true` from `1` on Linux).
    ///
    /// Integers without fraction or exponent that fit in `Int` become ``int(_:)``, other numbers
    /// ``double(_:)``. Duplicate keys are errors. Errors carry `name`, line and column.
    public init(json data: Data, name: String = "") throws(MustacheError) {
        var reader = JSONReader(bytes: [UInt8](data), name: name)
        self = try reader.readDocument()
    }

    /// Reads a context from JSON text; see ``init(json:name:)``.
    public init(json text: String, name: String = "") throws(MustacheError) {
        var reader = JSONReader(bytes: Array(text.utf8), name: name)
        self = try reader.readDocument()
    }
}

/// A recursive-descent JSON reader over UTF-8 bytes, with depth limit and located errors.
private struct JSONReader {
    let bytes: [UInt8]
    let name: String
    var position = 0
    var depth = 0

    init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
    }

    mutating func readDocument() throws(MustacheError) -> MustacheValue {
        // RFC 8259 §8.1: a parser may ignore a byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
        }
        skipWhitespace()
        let value = try readValue()
        skipWhitespace()
        if position < bytes.count {
            throw error("unexpected \(describeCurrent()) after the value")
        }
        return value
    }

    // MARK: Values

    mutating func readValue() throws(MustacheError) -> MustacheValue {
        guard position < bytes.count else {
            throw error("expected a value, found the end of the input")
        }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    mutating func readLiteral(_ word: StaticString, _ value: MustacheValue) throws(MustacheError) -> MustacheValue {
        let start = position
        let length = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: length)
        guard bytes.count - position >= length, bytes[position..<position + length].elementsEqual(expected) else {
            throw error("expected a value, found \(describeCurrent())", at: start)
        }
        position += length
        return value
    }

    mutating func readObject() throws(MustacheError) -> MustacheValue {
        let start = position
        try enter(at: start)
        position += 1  // {
        var object = MustacheObject()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw error("expected a string key, found \(describeCurrent())")
            }
            let keyStart = position
            let key = try readString()
            if object[key] != nil {
                throw error("duplicate key '\(key)'", at: keyStart)
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error("expected ':' after the key, found \(describeCurrent())")
            }
            position += 1
            skipWhitespace()
            object[key] = try readValue()
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return .object(object)
            default:
                throw error("expected ',' or '}' in the object, found \(describeCurrent())")
            }
        }
    }

    mutating func readArray() throws(MustacheError) -> MustacheValue {
        try enter(at: position)
        position += 1  // [
        var elements: [MustacheValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return .array(elements)
            default:
                throw error("expected ',' or ']' in the list, found \(describeCurrent())")
            }
        }
    }

    mutating func enter(at offset: Int) throws(MustacheError) {
        depth += 1
        if depth > MustacheValue.maximumJSONDepth {
            throw MustacheError(
                .jsonTooDeep, "lists and objects are nested deeper than \(MustacheValue.maximumJSONDepth) levels",
                templateName: name, line: location(offset).line, column: location(offset).column)
        }
    }

    // MARK: Strings

    mutating func readString() throws(MustacheError) -> String {
        let start = position
        position += 1  // opening quote
        var segmentStart = position
        var result: [UInt8] = []
        var escaped = false
        while true {
            guard position < bytes.count else {
                throw error("unterminated string", at: start)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                break
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
                result.append(contentsOf: bytes[segmentStart..<position])
                try readEscape(into: &result)
                segmentStart = position
            } else if byte < 0x20 {
                throw error("control character U+00\(hex(byte)) must be escaped in a string")
            } else {
                position += 1
            }
        }
        let text: String
        if escaped {
            result.append(contentsOf: bytes[segmentStart..<position])
            text = try decodeUTF8(result[...], at: start)
        } else {
            text = try decodeUTF8(bytes[segmentStart..<position], at: start)
        }
        position += 1  // closing quote
        return text
    }

    mutating func readEscape(into result: inout [UInt8]) throws(MustacheError) {
        let escapeStart = position
        position += 1  // backslash
        guard position < bytes.count else {
            throw error("unterminated string", at: escapeStart)
        }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): result.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4(escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate must be followed by an escaped low surrogate (RFC 8259 §7).
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw error("unpaired surrogate in a \\u escape", at: escapeStart)
                }
                position += 2
                let low = try readHex4(escapeStart: escapeStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("unpaired surrogate in a \\u escape", at: escapeStart)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("unpaired surrogate in a \\u escape", at: escapeStart)
            }
            result.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string", at: escapeStart)
        }
    }

    mutating func readHex4(escapeStart: Int) throws(MustacheError) -> UInt32 {
        guard bytes.count - position >= 4 else {
            throw error("a \\u escape needs four hexadecimal digits", at: escapeStart)
        }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("a \\u escape needs four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
        }
        position += 4
        return value
    }

    func decodeUTF8(_ slice: ArraySlice<UInt8>, at offset: Int) throws(MustacheError) -> String {
        let text = String(decoding: slice, as: UTF8.self)
        // Decoding repairs bad bytes with U+FFFD; a repaired string no longer matches the input.
        guard text.utf8.elementsEqual(slice) else {
            throw error("invalid UTF-8 in a string", at: offset)
        }
        return text
    }

    // MARK: Numbers

    mutating func readNumber() throws(MustacheError) -> MustacheValue {
        let start = position
        var isInteger = true
        if peek() == UInt8(ascii: "-") {
            position += 1
        }
        guard let first = peek(), isDigit(first) else {
            throw error("invalid number: expected a digit", at: position)
        }
        position += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            throw error("invalid number: leading zeros are not allowed", at: start)
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard let digit = peek(), isDigit(digit) else {
                throw error("invalid number: expected a digit after '.'", at: position)
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                position += 1
            }
            guard let digit = peek(), isDigit(digit) else {
                throw error("invalid number: expected a digit in the exponent", at: position)
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let value = Int(text) {
            return .int(value)
        }
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range", at: start)
        }
        return .double(value)
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) {
            position += 1
        }
    }

    // MARK: Helpers

    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
            default:
                return
            }
        }
    }

    func describeCurrent() -> String {
        guard position < bytes.count else { return "the end of the input" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        return "byte 0x\(hex(byte))"
    }

    func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }

    func location(_ offset: Int) -> (line: Int, column: Int) {
        SourceLocator.location(of: offset, in: bytes)
    }

    func error(_ message: String, at offset: Int? = nil) -> MustacheError {
        let (line, column) = location(offset ?? position)
        return MustacheError(.invalidJSON, message, templateName: name, line: line, column: column)
    }
}
