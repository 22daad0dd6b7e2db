/// The data a template is rendered against: the JSON-shaped values Mustache knows about.
///
/// Integers and floating-point numbers stay apart so that `85` renders `85` and `1.21` renders
/// `1.21`. Objects keep their keys in insertion order, for deterministic dumps.
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
    case object(MustacheObject)

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

/// A Mustache object: string keys in insertion order, looked up by hashing.
public struct MustacheObject: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// The keys, in the order they were added.
    public private(set) var keys: [String] = []
    private var storage: [String: MustacheValue] = [:]

    /// An empty object.
    public init() {}

    /// An object from ordered pairs; a later duplicate key replaces the earlier value in place.
    public init(_ pairs: some Sequence<(String, MustacheValue)>) {
        for (key, value) in pairs {
            self[key] = value
        }
    }

    /// An object from a literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self.init(elements)
    }

    /// The number of keys.
    public var count: Int { keys.count }

    /// Reads, adds (at the end), replaces (in place) or removes (with nil) the value of a key.
    public subscript(key: String) -> MustacheValue? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil {
                    keys.append(key)
                }
            } else if storage.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// Walks the key-value pairs in insertion order.
    public struct Iterator: IteratorProtocol {
        fileprivate var keys: IndexingIterator<[String]>
        fileprivate let storage: [String: MustacheValue]

        /// The next pair, or nil at the end.
        public mutating func next() -> (key: String, value: MustacheValue)? {
            guard let key = keys.next(), let value = storage[key] else { return nil }
            return (key, value)
        }
    }

    /// The key-value pairs in insertion order.
    public func makeIterator() -> Iterator {
        Iterator(keys: keys.makeIterator(), storage: storage)
    }

    // Equality ignores key order: two objects are equal when they map the same keys to equal values.
    public static func == (lhs: MustacheObject, rhs: MustacheObject) -> Bool {
        lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
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
    /// An object value from a literal, keeping the literal's key order.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) { self = .object(MustacheObject(elements)) }
    /// The null value from `nil`.
    public init(nilLiteral: ()) { self = .null }
}
