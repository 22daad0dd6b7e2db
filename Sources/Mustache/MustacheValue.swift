import Foundation

/// The data a template is rendered against: the JSON-shaped values Mustache knows about.
///
/// Integers and floating-point numbers stay apart so that `85` renders `85` and `1.21` renders
/// `1.21`. Objects are plain dictionaries: templates look keys up, they never walk them, and
/// dumps sort the keys.
public enum MustacheValue: Sendable, Hashable {
    /// A missing value: falsy, renders as the empty string.
    case null
    /// A boolean: `false` is falsy, `true` renders sections once.
    case bool(Bool)
    /// A whole number, rendered in decimal.
    case int(Int)
    /// A floating-point number, rendered in its shortest round-tripping form.
    case double(Double)
    /// Text, HTML-escaped by `{{name}}` and verbatim with `{{{name}}}` or `{{&name}}`.
    case string(String)
    /// A list: a section renders once per element; an empty list is falsy.
    case array([MustacheValue])
    /// An object whose keys names resolve against.
    case object([String: MustacheValue])

    /// Whether a section renders (or an inverted section does not): only `false`, `null` and
    /// the empty list are falsy, as in the Mustache spec; `""` and `0` are truthy.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .array(let elements): !elements.isEmpty
        case .int, .double, .string, .object: true
        }
    }

    /// The value of `key` when this is an object that has it, else nil.
    public subscript(key: String) -> MustacheValue? {
        if case .object(let object) = self {
            return object[key]
        }
        return nil
    }

    /// The text `{{name}}` writes, or nil for lists and objects, which have none.
    var interpolationText: String? {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): value.description
        case .string(let value): value
        case .array, .object: nil
        }
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string value from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer value from a literal.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A floating-point value from a literal.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A boolean value from a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A list value from a literal.
    public init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
    /// An object value from a literal; a later duplicate key wins.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// The null value from `nil`.
    public init(nilLiteral: ()) { self = .null }
}

/// JSON, through Foundation: `render --context FILE.json` reads a context with `JSONDecoder`, and
/// `dump-context` writes one with `JSONEncoder` (sorted keys, so dumps are stable).
extension MustacheValue: Codable {
    /// Reads one JSON value: `true`/`false` stay booleans, whole numbers that fit stay integers.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MustacheValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: MustacheValue].self))
        }
    }

    /// Writes the value as the JSON it was read from.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Reads a JSON document (RFC 8259); `name` is what errors report as the file. A syntax error
    /// is a `json.invalid` error at the line and column of the problem, as Foundation reports it.
    public init(json data: Data, name: String = "") throws(MustacheError) {
        do {
            self = try JSONDecoder().decode(MustacheValue.self, from: data)
        } catch {
            var message = "the file is not valid JSON"
            var underlying: (any Error)? = error
            while let current = underlying as NSError? {
                if let description = current.userInfo[NSDebugDescriptionErrorKey] as? String {
                    message = description
                }
                underlying = current.userInfo[NSUnderlyingErrorKey] as? any Error
            }
            if case DecodingError.dataCorrupted(let context) = error {
                message = context.debugDescription
                if let cause = context.underlyingError as NSError?,
                   let description = cause.userInfo[NSDebugDescriptionErrorKey] as? String {
                    message = description
                }
            }
            var (line, column) = Self.location(in: message)
            if line == 0, let problem = Self.serializationProblem(in: data) {
                (message, line, column) = problem
            }
            throw MustacheError(.invalidJSON, Self.lowercasingFirst(message), templateName: name, line: line, column: column)
        }
    }

    /// Reads a JSON document from text.
    public init(json text: String, name: String = "") throws(MustacheError) {
        try self.init(json: Data(text.utf8), name: name)
    }

    /// What `JSONSerialization` says of `data`, located, where `JSONDecoder` gives neither the
    /// problem nor its place (as on Linux): its message names a byte offset ("invalid value around
    /// character 12"), which becomes a line and column, or the end of the file; nil when it names
    /// neither.
    private static func serializationProblem(in data: Data) -> (String, Int, Int)? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            guard var message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            let offset: Int
            if let range = message.range(of: " around character "),
               let number = Int(message[range.upperBound...].prefix(while: \.isNumber)) {
                offset = number
                message = String(message[..<range.lowerBound])
            } else if message.lowercased().contains("end of file") {
                offset = data.count
            } else {
                return nil
            }
            let (line, column) = SourceLocator.location(of: offset, in: data)
            return (message, line, column)
        }
    }

    /// The `line N, column M` Foundation's messages mention, or zeros.
    private static func location(in message: String) -> (Int, Int) {
        let words = message.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        func number(after word: String) -> Int {
            guard let position = words.firstIndex(of: word), position + 1 < words.count else { return 0 }
            return Int(words[position + 1]) ?? 0
        }
        let line = number(after: "line")
        return line > 0 ? (line, max(number(after: "column"), 1)) : (0, 0)
    }

    /// Diagnostics read `file:line:column: error: message`, in lower case without a final period.
    private static func lowercasingFirst(_ message: String) -> String {
        var text = message.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(".") { text.removeLast() }
        guard let first = text.first, text.dropFirst().first?.isUppercase != true else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
