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
        let root = EncodedNode(shapes: ObjectShapes())
        do {
            try ValueEncoder(node: root, path: nil).encodeValue(value)
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

    /// An entry of an object or an array: a finished value in place (no node for a scalar), or a
    /// node that a container may still be writing into.
    enum Child {
        case value(MustacheValue)
        case node(EncodedNode)
    }

    /// Objects with more keys than this get a hash index while they are being encoded.
    static let linearKeys = 32

    /// The shapes of the finished objects of this encoding.
    let shapes: ObjectShapes
    var kind = Kind.empty
    var value = MustacheValue.null
    /// An object's keys in coding-key order.
    var keys: [String] = []
    /// An object's entries in the order of `keys`, or an array's elements.
    var children: [Child] = []
    /// Positions of `keys`, only for objects too large to search linearly.
    var index: [String: Int]?

    init(shapes: ObjectShapes) {
        self.shapes = shapes
    }

    func set(_ value: MustacheValue) {
        kind = .value
        self.value = value
    }

    func becomeObject() {
        guard kind != .object else { return }
        kind = .object
        keys = []
        children = []
        index = nil
    }

    func becomeArray() {
        guard kind != .array else { return }
        kind = .array
        children = []
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    /// Sets the entry for `key`: in place when the key is already there, else at the end of the key order.
    func put(_ child: Child, forKey key: String) {
        if let position = position(of: key) {
            children[position] = child
            return
        }
        keys.append(key)
        children.append(child)
        if index != nil {
            index![key] = keys.count - 1
        } else if keys.count > Self.linearKeys {
            index = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
        }
    }

    /// The node for `key`, created at the end of the key order or reused in place.
    func child(forKey key: String) -> EncodedNode {
        if let position = position(of: key) {
            switch children[position] {
            case .node(let node):
                return node
            case .value(let value):
                let node = EncodedNode(shapes: shapes)
                node.set(value)
                children[position] = .node(node)
                return node
            }
        }
        let node = EncodedNode(shapes: shapes)
        put(.node(node), forKey: key)
        return node
    }

    func appendElement() -> EncodedNode {
        let node = EncodedNode(shapes: shapes)
        children.append(.node(node))
        return node
    }

    /// The finished value. Each entry's subtree is let go as soon as it is converted, so the
    /// nodes and the value never both exist in full.
    func finish() -> MustacheValue {
        switch kind {
        case .empty: return .null
        case .value: return value
        case .array: return .array(finishChildren())
        case .object:
            let values = finishChildren()
            let shape = shapes.shape(of: keys)
            keys = []
            return .object(MustacheObject(uniqueKeys: shape.keys, values: values, index: shape.index))
        }
    }

    private func finishChildren() -> [MustacheValue] {
        var values: [MustacheValue] = []
        values.reserveCapacity(children.count)
        for position in children.indices {
            switch children[position] {
            case .value(let value): values.append(value)
            case .node(let node): values.append(node.finish())
            }
            children[position] = .value(.null)
        }
        children = []
        return values
    }
}

/// The key lists of finished objects, shared: a context has thousands of objects of a few
/// types, and each object of one type can use one copy of its keys and one hash index.
private final class ObjectShapes {
    private var shapes: [[String]: (keys: [String], index: [String: Int]?)] = [:]

    func shape(of keys: [String]) -> (keys: [String], index: [String: Int]?) {
        if let shape = shapes[keys] { return shape }
        let index = keys.count > MustacheObject.linearSearchLimit
            ? Dictionary(uniqueKeysWithValues: zip(keys, keys.indices)) : nil
        shapes[keys] = (keys, index)
        return (keys, index)
    }
}

/// A coding path as a chain up to the root, so that going one key deeper does not copy every
/// key above it; the array is only built when an encoder or error asks for it.
private final class CodingPath {
    let parent: CodingPath?
    let key: any CodingKey

    init(_ parent: CodingPath?, _ key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    static func keys(of path: CodingPath?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var link = path
        while let current = link {
            keys.append(current.key)
            link = current.parent
        }
        return keys.reversed()
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
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.keys(of: path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: EncodedNode, path: CodingPath?) {
        self.node = node
        self.path = path
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedContainer(node: node, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, path: path)
    }

    /// Encodes `value` into this encoder's node, short-cutting the types whose own `Encodable`
    /// shape is not what a template author expects.
    func encodeValue<T: Encodable>(_ value: T) throws {
        switch value {
        case let value as MustacheValue:
            node.set(value)
        case let url as URL:
            node.set(.string(url.absoluteString))
        case let decimal as Decimal:
            node.set(.double(Double(decimal.description) ?? 0))
        case let float as Float:
            node.set(scalar(float))
        case let dictionary as [String: any Encodable]:
            // Dictionary order changes from run to run; sorted keys keep the output deterministic.
            node.becomeObject()
            for key in dictionary.keys.sorted() {
                node.put(try Self.encoded(dictionary[key]!, path: CodingPath(path, AnyCodingKey(stringValue: key)),
                                          shapes: node.shapes),
                         forKey: key)
            }
        default:
            try value.encode(to: self)
        }
    }

    /// A value encoded on its own, already finished: its `encode(to:)` has returned, so nothing
    /// writes into its containers any more, and only the finished value is kept, never a tree of
    /// nodes for the whole context.
    static func encoded<T: Encodable>(_ value: T, path: CodingPath, shapes: ObjectShapes) throws -> EncodedNode.Child {
        let node = EncodedNode(shapes: shapes)
        try ValueEncoder(node: node, path: path).encodeValue(value)
        return .value(node.finish())
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
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.keys(of: path) }

    private func set(_ value: MustacheValue, _ key: Key) {
        node.put(.value(value), forKey: key.stringValue)
    }

    private func child(_ key: Key) -> EncodedNode {
        node.child(forKey: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(scalar(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(scalar(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(scalar(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(scalar(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(scalar(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(scalar(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(scalar(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(scalar(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(scalar(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(scalar(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        node.put(try ValueEncoder.encoded(value, path: CodingPath(path, key), shapes: node.shapes),
                 forKey: key.stringValue)
    }

    // Synthesized `Encodable` skips nil optionals with `encodeIfPresent`; writing `null` instead
    // keeps the key present, so `{{name}}` inside a section cannot resolve to an outer `name`.
    // The concrete types call their own `encode`, not the generic one and its dynamic casts.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
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
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: nested, path: CodingPath(path, key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = child(key)
        nested.becomeArray()
        return UnkeyedContainer(node: nested, path: CodingPath(path, key))
    }

    mutating func superEncoder() -> any Encoder {
        let key = AnyCodingKey(stringValue: "super")
        return ValueEncoder(node: node.child(forKey: key.stringValue), path: CodingPath(path, key))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoder(node: child(key), path: CodingPath(path, key))
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodedNode
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.keys(of: path) }
    var count: Int { node.children.count }

    private var nextPath: CodingPath { CodingPath(path, AnyCodingKey(intValue: count)) }

    private func append(_ value: MustacheValue) {
        node.children.append(.value(value))
    }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(.double(value)) }
    mutating func encode(_ value: Float) throws { append(scalar(value)) }
    mutating func encode(_ value: Int) throws { append(.int(value)) }
    mutating func encode(_ value: Int8) throws { append(scalar(value)) }
    mutating func encode(_ value: Int16) throws { append(scalar(value)) }
    mutating func encode(_ value: Int32) throws { append(scalar(value)) }
    mutating func encode(_ value: Int64) throws { append(scalar(value)) }
    mutating func encode(_ value: UInt) throws { append(scalar(value)) }
    mutating func encode(_ value: UInt8) throws { append(scalar(value)) }
    mutating func encode(_ value: UInt16) throws { append(scalar(value)) }
    mutating func encode(_ value: UInt32) throws { append(scalar(value)) }
    mutating func encode(_ value: UInt64) throws { append(scalar(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        node.children.append(try ValueEncoder.encoded(value, path: nextPath, shapes: node.shapes))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        let nested = node.appendElement()
        nested.becomeObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: nested, path: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        let nested = node.appendElement()
        nested.becomeArray()
        return UnkeyedContainer(node: nested, path: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return ValueEncoder(node: node.appendElement(), path: path)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let node: EncodedNode
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.keys(of: path) }

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
        try ValueEncoder(node: node, path: path).encodeValue(value)
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
