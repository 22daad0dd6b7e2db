import Foundation

extension MustacheValue {
    /// Turns any `Encodable` (the code generator's typed template context) into a value, without
    /// a JSON round trip that would blur `Int`, `Double` and `Bool`: structs become objects,
    /// arrays lists, raw-value enums their raw value, `URL` its absolute string, and `nil`
    /// optionals `null` (present, so a name never falls through to an outer context by accident).
    public init(encoding value: some Encodable) throws(MustacheError) {
        let encoder = ValueEncoder(codingPath: [])
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
        self = encoder.target.finished
    }
}

/// Where one encoded value ends up. Values are stored finished; only a nested container handed
/// out (which may still be written to after it is returned) keeps a slot of its own until the end.
private final class Slot {
    var value = MustacheValue.null
    var fields: [String: MustacheValue]?
    var elements: [MustacheValue]?
    /// Nested containers, by key or by index, folded in when the value is read.
    var nestedFields: [String: Slot] = [:]
    var nestedElements: [Int: Slot] = [:]

    var finished: MustacheValue {
        if var fields {
            for (key, slot) in nestedFields { fields[key] = slot.finished }
            return .object(fields)
        }
        if var elements {
            for (index, slot) in nestedElements { elements[index] = slot.finished }
            return .array(elements)
        }
        return value
    }
}

private final class ValueEncoder: Encoder {
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any] = [:]
    /// The slot this encoder writes into.
    let target: Slot

    init(codingPath: [any CodingKey], into slot: Slot = Slot()) {
        self.codingPath = codingPath
        self.target = slot
    }

    func encode(_ value: some Encodable) throws {
        if let scalar = Self.scalar(value) {
            target.value = scalar
        } else if let value = value as? MustacheValue {
            target.value = value
        } else {
            try value.encode(to: self)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if target.fields == nil { target.fields = [:] }
        return KeyedEncodingContainer(KeyedContainer<Key>(slot: target, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if target.elements == nil { target.elements = [] }
        return UnkeyedContainer(slot: target, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(slot: target, codingPath: codingPath)
    }

    /// The value of a scalar, or nil when `value` needs an encoder of its own.
    static func scalar(_ value: some Encodable) -> MustacheValue? {
        switch value {
        case let value as String: .string(value)
        case let value as Bool: .bool(value)
        case let value as Int: .int(value)
        case let value as Double: .double(value)
        case let value as URL: .string(value.absoluteString)
        case let value as any BinaryInteger: Int(exactly: value).map(MustacheValue.int) ?? .double(Double(value))
        case let value as Float: .double(Double(value.description) ?? Double(value))
        case let value as Decimal: .double(NSDecimalNumber(decimal: value).doubleValue)
        default: nil
        }
    }

    /// The finished value of `value`.
    static func value(of value: some Encodable, at path: [any CodingKey]) throws -> MustacheValue {
        if let scalar = scalar(value) { return scalar }
        let encoder = ValueEncoder(codingPath: path)
        try encoder.encode(value)
        return encoder.target.finished
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    private func set(_ value: MustacheValue, _ key: Key) {
        slot.fields![key.stringValue] = value
    }

    private func nested(_ key: Key) -> ValueEncoder {
        let entry = Slot()
        slot.nestedFields[key.stringValue] = entry
        return ValueEncoder(codingPath: codingPath + [key], into: entry)
    }

    mutating func encodeNil(forKey key: Key) { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) { set(.string(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) { set(.int(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) { set(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) { set(ValueEncoder.scalar(value)!, key) }
    mutating func encode(_ value: Int8, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: UInt, forKey key: Key) { set(ValueEncoder.scalar(value)!, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { set(.int(Int(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { set(ValueEncoder.scalar(value)!, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try ValueEncoder.value(of: value, at: codingPath + [key]), key)
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
        let entry = Slot()
        slot.nestedFields["super"] = entry
        return ValueEncoder(codingPath: codingPath + [IndexKey(name: "super")], into: entry)
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
    let slot: Slot
    let codingPath: [any CodingKey]
    var count: Int { slot.elements!.count }

    private func append(_ value: MustacheValue) {
        slot.elements!.append(value)
    }

    private func nested() -> ValueEncoder {
        let element = Slot()
        slot.nestedElements[count] = element
        slot.elements!.append(.null)
        return ValueEncoder(codingPath: codingPath + [IndexKey(count - 1)], into: element)
    }

    mutating func encodeNil() { append(.null) }
    mutating func encode(_ value: Bool) { append(.bool(value)) }
    mutating func encode(_ value: String) { append(.string(value)) }
    mutating func encode(_ value: Double) { append(.double(value)) }
    mutating func encode(_ value: Float) { append(ValueEncoder.scalar(value)!) }
    mutating func encode(_ value: Int) { append(.int(value)) }
    mutating func encode(_ value: Int8) { append(.int(Int(value))) }
    mutating func encode(_ value: Int16) { append(.int(Int(value))) }
    mutating func encode(_ value: Int32) { append(.int(Int(value))) }
    mutating func encode(_ value: Int64) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt) { append(ValueEncoder.scalar(value)!) }
    mutating func encode(_ value: UInt8) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt16) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt32) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt64) { append(ValueEncoder.scalar(value)!) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try ValueEncoder.value(of: value, at: codingPath + [IndexKey(count)]))
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
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() { slot.value = .null }
    mutating func encode(_ value: Bool) { slot.value = .bool(value) }
    mutating func encode(_ value: String) { slot.value = .string(value) }
    mutating func encode(_ value: Int) { slot.value = .int(value) }
    mutating func encode(_ value: Double) { slot.value = .double(value) }
    mutating func encode(_ value: Float) { slot.value = ValueEncoder.scalar(value)! }
    mutating func encode(_ value: Int8) { slot.value = .int(Int(value)) }
    mutating func encode(_ value: Int16) { slot.value = .int(Int(value)) }
    mutating func encode(_ value: Int32) { slot.value = .int(Int(value)) }
    mutating func encode(_ value: Int64) { slot.value = .int(Int(value)) }
    mutating func encode(_ value: UInt) { slot.value = ValueEncoder.scalar(value)! }
    mutating func encode(_ value: UInt8) { slot.value = .int(Int(value)) }
    mutating func encode(_ value: UInt16) { slot.value = .int(Int(value)) }
    mutating func encode(_ value: UInt32) { slot.value = .int(Int(value)) }
    mutating func encode(_ value: UInt64) { slot.value = ValueEncoder.scalar(value)! }
    mutating func encode<T: Encodable>(_ value: T) throws {
        slot.value = try ValueEncoder.value(of: value, at: codingPath)
    }
}
