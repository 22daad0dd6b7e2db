/// A JSON value whose objects keep their keys in the order they were built, so machine-readable
/// reports have a fixed shape: the JSON reporter keeps the documented key order, SARIF sorts.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])
}

/// Writes `JSONValue`s as indented, deterministic JSON text (RFC 8259), ending in one newline.
struct JSONWriter {
    /// Whether object keys are sorted (by their UTF-8 bytes) instead of kept in build order.
    var sortsKeys = false
    /// Spaces per nesting level.
    var indentWidth = 2

    /// The text of `value`, followed by a newline.
    func write(_ value: JSONValue) -> String {
        var output = ""
        append(value, depth: 0, to: &output)
        output += "\n"
        return output
    }

    private func append(_ value: JSONValue, depth: Int, to output: inout String) {
        switch value {
        case .null:
            output += "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .int(let number):
            output += String(number)
        case .string(let text):
            Self.appendString(text, to: &output)
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                indent(depth + 1, &output)
                append(item, depth: depth + 1, to: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            indent(depth, &output)
            output += "]"
        case .object(let pairs):
            guard !pairs.isEmpty else {
                output += "{}"
                return
            }
            let ordered = sortsKeys ? pairs.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) } : pairs
            output += "{\n"
            for (index, (key, item)) in ordered.enumerated() {
                indent(depth + 1, &output)
                Self.appendString(key, to: &output)
                output += ": "
                append(item, depth: depth + 1, to: &output)
                output += index == ordered.count - 1 ? "\n" : ",\n"
            }
            indent(depth, &output)
            output += "}"
        }
    }

    private func indent(_ depth: Int, _ output: inout String) {
        output += String(repeating: " ", count: depth * indentWidth)
    }

    /// Appends a JSON string literal: quotes, backslashes and control characters escaped, every
    /// other character (non-ASCII included) written as itself in UTF-8.
    static func appendString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
