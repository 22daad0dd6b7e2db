import Foundation

extension MustacheValue {
    /// Turns any `Encodable` (the code generator's typed template context) straight into a
    /// value, without a JSON round trip that would blur `Int`, `Double` and `Bool`.
    ///
    /// Structs become objects in coding-key order, arrays become lists, `nil` optionals become
    /// ``null`` (present, so a name never falls through to an outer context by accident), raw-value
    /// enums become their raw value, `URL` its absolute string, and `[String: T]` an object with
    /// sorted keys so the result is the same on every run.
    public init(encoding value: some Encodable) throws(MustacheError) {
        let root = EncodedNode()
        do {
            try ValueEncoder(node: root, codingPath: []).encodeValue(value, into: root)
        } catch let error as MustacheError {
            throw error
        } catch let error as EncodingError {
            let context: EncodingError.Context
            switch error {
            case .invalidValue(_, let errorContext): context = errorContext
            @unknown default: throw MustacheError(.unsupportedEncoding, "cannot encode the context: \(error)")
            }
            throw MustacheError(
                .unsupportedEncoding,
                "cannot encode the value at '\(Self.describe(context.codingPath))': \(context.debugDescription)")
        } catch {
            throw MustacheError(.unsupportedEncoding, "cannot encode the context: \(error)")
        }
        self = root.finish()
    }

    private static func describe(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "." : path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}

/// One value under construction; a class so that containers handed out earlier keep writing into it.
private final class EncodedNode {
    enum Kind { case empty, value, object, array }

    var kind = Kind.empty
    var value = MustacheValue.null
    var keys: [String] = []
    var children: [String: EncodedNode] = [:]
    var elements: [EncodedNode] = []

    func set(_ value: MustacheValue) {
        kind = .value
        self.value = value
    }

    func becomeObject() {
        guard kind != .object else { return }
        kind = .object
        keys = []
        children = [:]
    }

    func becomeArray() {
        guard kind != .array else { return }
        kind = .array
        elements = []
    }

    /// The node for `key`, created at the end of the key order or reused in place.
    func child(forKey key: String) -> EncodedNode {
        if let existing = children[key] {
            return existing
        }
        let node = EncodedNode()
        keys.append(key)
        children[key] = node
        return node
    }

    func appendElement() -> EncodedNode {
        let node = EncodedNode()
        elements.append(node)
        return node
    }

    func finish() -> MustacheValue {
        switch kind {
        case .empty: .null
        case .value: value
        case .array: .array(elements.map { $0.finish() })
        case .object: .object(MustacheObject(keys.map { ($0, children[$0]!.finish()) }))
        }
    }
}

/// A key made on the fly, for `super` and sorted dictionary entries.
private struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// The `Encoder` behind ``MustacheValue/init(encoding:)``.
private struct ValueEncoder: Encoder {
    let node: EncodedNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: EncodedNode, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath)
    }

    /// Encodes `value` into `target`, short-cutting the types whose own `Encodable` shape is not
    /// what a template author expects.
    func encodeValue<T: Encodable>(_ value: T, into target: EncodedNode, path: [any CodingKey]? = nil) throws {
        let path = path ?? codingPath
        switch value {
        case let value as MustacheValue:
            target.set(value)
        case let url as URL:
            target.set(.string(url.absoluteString))
        case let decimal as Decimal:
            target.set(.double(Double(decimal.description) ?? 0))
        case let float as Float:
            target.set(scalar(float))
        case let dictionary as [String: any Encodable]:
            // Dictionary order changes from run to run; sorted keys keep the output deterministic.
            target.becomeObject()
            for key in dictionary.keys.sorted() {
                let childPath = path + [AnyCodingKey(stringValue: key)]
                try ValueEncoder(node: target, codingPath: path)
                    .encodeValue(dictionary[key]!, into: target.child(forKey: key), path: childPath)
            }
        default:
            try value.encode(to: ValueEncoder(node: target, codingPath: path))
        }
    }
}

/// An integer of any width as a value; only a `UInt64` above `Int.max` becomes a double.
private func scalar(_ value: some BinaryInteger) -> MustacheValue {
    if let int = Int(exactly: value) {
        return .int(int)
    }
    return .double(Double(value))
}

/// A `Float` through its shortest decimal text, so `Float(1.21)` becomes 1.21, not 1.2100000381469727.
private func scalar(_ value: Float) -> MustacheValue {
    .double(Double(value.description) ?? Double(value))
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> EncodedNode {
        node.child(forKey: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).set(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).set(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { child(key).set(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { child(key).set(.double(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { child(key).set(scalar(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { child(key).set(.int(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { child(key).set(scalar(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { child(key).set(scalar(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { child(key).set(scalar(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { child(key).set(scalar(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { child(key).set(scalar(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { child(key).set(scalar(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { child(key).set(scalar(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { child(key).set(scalar(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { child(key).set(scalar(value)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try ValueEncoder(node: node, codingPath: codingPath)
            .encodeValue(value, into: child(key), path: codingPath + [key])
    }

    // Synthesized `Encodable` skips nil optionals with `encodeIfPresent`; writing `null` instead
    // keeps the key present, so `{{name}}` inside a section cannot resolve to an outer `name`.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try encodeOptional(value, key) }

    private mutating func encodeOptional<T: Encodable>(_ value: T?, _ key: Key) throws {
        if let value {
            try encode(value, forKey: key)
        } else {
            try encodeNil(forKey: key)
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = child(key)
        nested.becomeObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = child(key)
        nested.becomeArray()
        return UnkeyedContainer(node: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let key = AnyCodingKey(stringValue: "super")
        return ValueEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoder(node: child(key), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]
    var count: Int { node.elements.count }

    private var nextPath: [any CodingKey] { codingPath + [AnyCodingKey(intValue: count)] }

    mutating func encodeNil() throws { node.appendElement().set(.null) }
    mutating func encode(_ value: Bool) throws { node.appendElement().set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.appendElement().set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.appendElement().set(.double(value)) }
    mutating func encode(_ value: Float) throws { node.appendElement().set(scalar(value)) }
    mutating func encode(_ value: Int) throws { node.appendElement().set(.int(value)) }
    mutating func encode(_ value: Int8) throws { node.appendElement().set(scalar(value)) }
    mutating func encode(_ value: Int16) throws { node.appendElement().set(scalar(value)) }
    mutating func encode(_ value: Int32) throws { node.appendElement().set(scalar(value)) }
    mutating func encode(_ value: Int64) throws { node.appendElement().set(scalar(value)) }
    mutating func encode(_ value: UInt) throws { node.appendElement().set(scalar(value)) }
    mutating func encode(_ value: UInt8) throws { node.appendElement().set(scalar(value)) }
    mutating func encode(_ value: UInt16) throws { node.appendElement().set(scalar(value)) }
    mutating func encode(_ value: UInt32) throws { node.appendElement().set(scalar(value)) }
    mutating func encode(_ value: UInt64) throws { node.appendElement().set(scalar(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try ValueEncoder(node: node, codingPath: codingPath).encodeValue(value, into: node.appendElement(), path: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        let nested = node.appendElement()
        nested.becomeObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        let nested = node.appendElement()
        nested.becomeArray()
        return UnkeyedContainer(node: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return ValueEncoder(node: node.appendElement(), codingPath: path)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.set(.double(value)) }
    mutating func encode(_ value: Float) throws { node.set(scalar(value)) }
    mutating func encode(_ value: Int) throws { node.set(.int(value)) }
    mutating func encode(_ value: Int8) throws { node.set(scalar(value)) }
    mutating func encode(_ value: Int16) throws { node.set(scalar(value)) }
    mutating func encode(_ value: Int32) throws { node.set(scalar(value)) }
    mutating func encode(_ value: Int64) throws { node.set(scalar(value)) }
    mutating func encode(_ value: UInt) throws { node.set(scalar(value)) }
    mutating func encode(_ value: UInt8) throws { node.set(scalar(value)) }
    mutating func encode(_ value: UInt16) throws { node.set(scalar(value)) }
    mutating func encode(_ value: UInt32) throws { node.set(scalar(value)) }
    mutating func encode(_ value: UInt64) throws { node.set(scalar(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try ValueEncoder(node: node, codingPath: codingPath).encodeValue(value, into: node)
    }
}

extension MustacheValue: Encodable {
    /// Encodes the value in its JSON shape (objects in key order), e.g. for `dump-context`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements {
                try container.encode(element)
            }
        case .object(let object):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in object {
                try container.encode(value, forKey: AnyCodingKey(stringValue: key))
            }
        }
    }
}
