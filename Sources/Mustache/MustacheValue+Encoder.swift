import Foundation

extension MustacheValue {
    /// Turns any `Encodable` (the code generator's typed template context) into a value, without
    /// a JSON round trip that would blur `Int`, `Double` and `Bool`: structs become objects,
    /// arrays lists, raw-value enums their raw value, `URL` its absolute string, and `nil`
    /// optionals `null` (present, so a name never falls through to an outer context by accident).
    public init(encoding value: some Encodable) throws(MustacheError) {
        let encoder = ValueEncoder(parent: nil, key: nil)
        do {
            try encoder.encode(value)
        } catch {
            guard case EncodingError.invalidValue(_, let context) = error else {
                throw MustacheError(.unsupportedEncoding, "cannot encode the context: \(error)")
            }
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            throw MustacheError(
                .unsupportedEncoding, "cannot encode the value at '\(path.isEmpty ? "." : path)': \(context.debugDescription)")
        }
        self = encoder.finished
    }
}

/// Encodes one value, and is where it ends up: a scalar, or the fields or elements its containers
/// wrote. A nested container handed out (which may still be written to after it is returned)
/// keeps an encoder of its own until the end. Its coding path is its parent's plus its key,
/// worked out only when asked for (an error message), so encoding allocates no path per value.
private final class ValueEncoder: Encoder {
    let parent: ValueEncoder?
    let key: (any CodingKey)?
    let userInfo: [CodingUserInfoKey: Any] = [:]

    var value = MustacheValue.null
    /// An object's fields in the order written, made a dictionary once at the end.
    var fields: [(String, MustacheValue)]?
    var elements: [MustacheValue]?
    /// Nested containers, by key or by index, folded in when the value is read.
    var nestedFields: [(String, ValueEncoder)] = []
    var nestedElements: [(Int, ValueEncoder)] = []

    init(parent: ValueEncoder?, key: (any CodingKey)?) {
        self.parent = parent
        self.key = key
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var encoder: ValueEncoder? = self
        while let current = encoder, let key = current.key {
            path.append(key)
            encoder = current.parent
        }
        return path.reversed()
    }

    var finished: MustacheValue {
        if let fields {
            var object = [String: MustacheValue](minimumCapacity: fields.count + nestedFields.count)
            for (key, value) in fields { object[key] = value }
            for (key, encoder) in nestedFields { object[key] = encoder.finished }
            return .object(object)
        }
        if var elements {
            for (index, encoder) in nestedElements { elements[index] = encoder.finished }
            return .array(elements)
        }
        return value
    }

    func encode(_ value: some Encodable) throws {
        if let scalar = Self.scalar(value) {
            self.value = scalar
        } else if let value = value as? MustacheValue {
            self.value = value
        } else {
            try value.encode(to: self)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if fields == nil { fields = [] }
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if elements == nil { elements = [] }
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(encoder: self)
    }

    /// The value of a common scalar, or nil when `value` encodes itself (other numbers then reach
    /// a single-value container). The types are compared before any cast: most values are
    /// structs and lists, and a failing cast costs far more than a comparison.
    static func scalar<T: Encodable>(_ value: T) -> MustacheValue? {
        if T.self == String.self { return .string(value as! String) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == Int.self { return .int(value as! Int) }
        if T.self == Double.self { return .double(value as! Double) }
        if T.self == URL.self { return .string((value as! URL).absoluteString) }
        if T.self == Decimal.self { return .double(NSDecimalNumber(decimal: value as! Decimal).doubleValue) }
        return nil
    }

    /// A `Float` as the `Double` of its shortest description (`0.1`, not `0.100000001`).
    static func float(_ value: Float) -> MustacheValue {
        .double(Double(value.description) ?? Double(value))
    }

    /// An unsigned integer: an `Int` when it fits, else a `Double`.
    static func unsigned(_ value: UInt64) -> MustacheValue {
        Int(exactly: value).map(MustacheValue.int) ?? .double(Double(value))
    }

    /// The finished value of `value`, encoded at `key` below `parent`.
    static func value(of value: some Encodable, in parent: ValueEncoder, at key: any CodingKey) throws -> MustacheValue {
        if let scalar = scalar(value) { return scalar }
        let encoder = ValueEncoder(parent: parent, key: key)
        try encoder.encode(value)
        return encoder.finished
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func set(_ value: MustacheValue, _ key: Key) {
        encoder.fields!.append((key.stringValue, value))
    }

    private func nested(_ key: Key) -> ValueEncoder {
        let entry = ValueEncoder(parent: encoder, key: key)
        encoder.nestedFields.append((key.stringValue, entry))
        return entry
    }

    mutating func encodeNil(forKey key: Key) { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) { set(.string(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) { set(.int(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) { set(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) { set(ValueEncoder.float(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: UInt, forKey key: Key) { set(ValueEncoder.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { set(ValueEncoder.unsigned(value), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try ValueEncoder.value(of: value, in: encoder, at: key), key)
    }

    // Optionals: a `nil` is written as `null` rather than left out.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { set(value.map(MustacheValue.bool) ?? .null, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
        set(value.map(MustacheValue.string) ?? .null, key)
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { set(value.map(MustacheValue.int) ?? .null, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) {
        set(value.map(MustacheValue.double) ?? .null, key)
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return set(.null, key) }
        try encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        nested(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nested(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let entry = ValueEncoder(parent: encoder, key: IndexKey(name: "super"))
        encoder.nestedFields.append(("super", entry))
        return entry
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        nested(key)
    }
}

/// A list index (or `super`) as a coding key, for error paths.
private struct IndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String
    init(_ index: Int) { intValue = index; stringValue = String(index) }
    init(name: String) { intValue = nil; stringValue = name }
    init?(stringValue: String) { self.init(name: stringValue) }
    init?(intValue: Int) { self.init(intValue) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.elements!.count }

    private func append(_ value: MustacheValue) {
        encoder.elements!.append(value)
    }

    private func nested() -> ValueEncoder {
        let element = ValueEncoder(parent: encoder, key: IndexKey(count))
        encoder.nestedElements.append((count, element))
        encoder.elements!.append(.null)
        return element
    }

    mutating func encodeNil() { append(.null) }
    mutating func encode(_ value: Bool) { append(.bool(value)) }
    mutating func encode(_ value: String) { append(.string(value)) }
    mutating func encode(_ value: Double) { append(.double(value)) }
    mutating func encode(_ value: Float) { append(ValueEncoder.float(value)) }
    mutating func encode(_ value: Int) { append(.int(value)) }
    mutating func encode(_ value: Int8) { append(.int(Int(value))) }
    mutating func encode(_ value: Int16) { append(.int(Int(value))) }
    mutating func encode(_ value: Int32) { append(.int(Int(value))) }
    mutating func encode(_ value: Int64) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt) { append(ValueEncoder.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt16) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt32) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt64) { append(ValueEncoder.unsigned(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try ValueEncoder.value(of: value, in: encoder, at: IndexKey(count)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nested().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nested().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        nested()
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() { encoder.value = .null }
    mutating func encode(_ value: Bool) { encoder.value = .bool(value) }
    mutating func encode(_ value: String) { encoder.value = .string(value) }
    mutating func encode(_ value: Int) { encoder.value = .int(value) }
    mutating func encode(_ value: Double) { encoder.value = .double(value) }
    mutating func encode(_ value: Float) { encoder.value = ValueEncoder.float(value) }
    mutating func encode(_ value: Int8) { encoder.value = .int(Int(value)) }
    mutating func encode(_ value: Int16) { encoder.value = .int(Int(value)) }
    mutating func encode(_ value: Int32) { encoder.value = .int(Int(value)) }
    mutating func encode(_ value: Int64) { encoder.value = .int(Int(value)) }
    mutating func encode(_ value: UInt) { encoder.value = ValueEncoder.unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) { encoder.value = .int(Int(value)) }
    mutating func encode(_ value: UInt16) { encoder.value = .int(Int(value)) }
    mutating func encode(_ value: UInt32) { encoder.value = .int(Int(value)) }
    mutating func encode(_ value: UInt64) { encoder.value = ValueEncoder.unsigned(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        // A single value container's value replaces the encoder's own: it is what was encoded.
        if let scalar = ValueEncoder.scalar(value) {
            encoder.value = scalar
        } else {
            try encoder.encode(value)
        }
    }
}
