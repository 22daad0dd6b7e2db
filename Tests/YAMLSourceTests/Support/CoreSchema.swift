import YAMLSource

/// Converts a node tree to JSON under the YAML 1.2 core schema, the way the YAML test suite's
/// `in.json` files were written, so conformance can compare data rather than events.
enum CoreSchema {
    /// A tree that JSON cannot hold (a collection as a mapping key).
    struct Unrepresentable: Error, CustomStringConvertible {
        var description: String
    }

    private static let prefix = "tag:yaml.org,2002:"

    static func json(_ node: Node) throws -> JSONValue {
        switch node.content {
        case .scalar(let scalar):
            return resolve(scalar, tag: node.tag)
        case .sequence(let items):
            return .array(try items.map(json))
        case .mapping(let pairs):
            return .object(try pairs.map { pair in
                guard let key = pair.key.scalar else {
                    throw Unrepresentable(description: "\(pair.key.kindDescription) as a key at \(pair.key.start)")
                }
                return (key.value, try json(pair.value))
            })
        }
    }

    /// A scalar's value: plain untagged scalars are resolved, `!!null`, `!!bool`, `!!int` and
    /// `!!float` are honoured, everything else is a string.
    static func resolve(_ scalar: Scalar, tag: String?) -> JSONValue {
        let text = scalar.value
        switch tag {
        case nil where scalar.style == .plain:
            return null(text) ?? bool(text) ?? int(text) ?? float(text) ?? .string(text)
        case prefix + "null": return null(text) ?? .string(text)
        case prefix + "bool": return bool(text) ?? .string(text)
        case prefix + "int": return int(text) ?? .string(text)
        case prefix + "float": return int(text) ?? float(text) ?? .string(text)
        default: return .string(text)
        }
    }

    private static func null(_ text: String) -> JSONValue? {
        ["", "~", "null", "Null", "NULL"].contains(text) ? .null : nil
    }

    private static func bool(_ text: String) -> JSONValue? {
        if ["true", "True", "TRUE"].contains(text) { return .bool(true) }
        if ["false", "False", "FALSE"].contains(text) { return .bool(false) }
        return nil
    }

    private static func int(_ text: String) -> JSONValue? {
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return .number(Double(value)) }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return .number(Double(value)) }
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let value = Double(text) else { return nil }
        return .number(value)
    }

    private static func float(_ text: String) -> JSONValue? {
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        let sign: Double = text.first == "-" ? -1 : 1
        if [".inf", ".Inf", ".INF"].contains(unsigned) { return .number(sign * .infinity) }
        if [".nan", ".NaN", ".NAN"].contains(text) { return .number(.nan) }
        // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var rest = unsigned[...]
        let whole = rest.prefix(while: \.isASCIIDigit)
        rest = rest.dropFirst(whole.count)
        var fraction = Substring()
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: \.isASCIIDigit)
            rest = rest.dropFirst(fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: \.isASCIIDigit)
            guard !exponent.isEmpty else { return nil }
            rest = rest.dropFirst(exponent.count)
        }
        guard rest.isEmpty, let value = Double(text) else { return nil }
        return .number(value)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
