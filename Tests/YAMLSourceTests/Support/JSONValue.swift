/// A JSON value, read from the YAML test suite's `in.json` (several values may follow each other,
/// one per YAML document) so the node tree can be compared with it as data, not as text.
enum JSONValue: Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in source order; two objects are equal when they hold the same members in any order,
    /// since JSON objects are unordered (the suite's `RR7F` lists `d` before `a`).
    case object([(key: String, value: JSONValue)])

    /// Why a JSON text could not be read.
    struct SyntaxError: Error, CustomStringConvertible {
        var message: String
        var offset: Int
        var description: String { "\(message) at byte \(offset)" }
    }

    /// Every value of a text holding zero or more JSON values separated by whitespace.
    static func parseAll(_ text: String) throws -> [JSONValue] {
        var reader = Reader(bytes: Array(text.utf8))
        var values: [JSONValue] = []
        reader.skipWhitespace()
        while !reader.isAtEnd {
            values.append(try reader.value())
            reader.skipWhitespace()
        }
        return values
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && a.allSatisfy { member in
                b.contains { $0.key == member.key && $0.value == member.value }
            }
        default: return false
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value):
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): return value.debugDescription
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// A recursive-descent reader over UTF-8 bytes.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index >= bytes.count }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        func fail(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: index) }

        mutating func value() throws -> JSONValue {
            skipWhitespace()
            guard !isAtEnd else { throw fail("expected a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return try number()
            }
        }

        mutating func literal(_ word: String) throws {
            let expected = Array(word.utf8)
            guard bytes[index...].starts(with: expected) else { throw fail("expected \(word)") }
            index += expected.count
        }

        mutating func expect(_ byte: Character) throws {
            skipWhitespace()
            guard !isAtEnd, bytes[index] == byte.asciiValue! else { throw fail("expected '\(byte)'") }
            index += 1
        }

        /// Whether the next non-blank byte is `byte`; consumes it if so.
        mutating func take(_ byte: Character) -> Bool {
            skipWhitespace()
            guard !isAtEnd, bytes[index] == byte.asciiValue! else { return false }
            index += 1
            return true
        }

        mutating func object() throws -> JSONValue {
            try expect("{")
            var members: [(key: String, value: JSONValue)] = []
            if take("}") { return .object(members) }
            repeat {
                skipWhitespace()
                let key = try string()
                try expect(":")
                members.append((key, try value()))
            } while take(",")
            try expect("}")
            return .object(members)
        }

        mutating func array() throws -> JSONValue {
            try expect("[")
            var items: [JSONValue] = []
            if take("]") { return .array(items) }
            repeat { items.append(try value()) } while take(",")
            try expect("]")
            return .array(items)
        }

        mutating func number() throws -> JSONValue {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                index = start
                throw fail("expected a value")
            }
            return .number(value)
        }

        mutating func string() throws -> String {
            guard !isAtEnd, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a string") }
            index += 1
            var scalars = String.UnicodeScalarView()
            var run = index  // start of the current run of unescaped bytes
            func flush(_ end: Int) {
                scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
            }
            while true {
                guard !isAtEnd else { throw fail("unterminated string") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(index)
                    index += 1
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else { index += 1; continue }
                flush(index)
                index += 1
                guard !isAtEnd else { throw fail("unterminated escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), bytes[index...].starts(with: Array("\\u".utf8)) {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw fail("invalid escape")
                }
                run = index
            }
        }

        mutating func hex4() throws -> UInt32 {
            guard index + 4 <= bytes.count,
                let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
            else { throw fail("invalid \\u escape") }
            index += 4
            return code
        }
    }
}
