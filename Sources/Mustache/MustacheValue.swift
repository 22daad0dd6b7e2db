import Foundation

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

/// A typed value that answers a template's lookups itself, so a large context (thousands of
/// screens) is never copied into a tree of ``MustacheValue``s: each lookup builds only the value
/// asked for. Wrap one with ``MustacheObject/init(provider:)`` or ``MustacheValue/init(provider:)``.
public protocol MustacheObjectProvider: Sendable {
    /// The keys, in order: what dumps, iteration and equality see.
    var mustacheKeys: [String] { get }
    /// The value of `key`, or nil when the object has no such key (lookup then continues in the
    /// enclosing contexts, as for a missing key of any object).
    func mustacheValue(forKey key: String) -> MustacheValue?
    /// The same, for a key as templates name it (interned when the template was parsed): a
    /// provider with many keys can find it by `key.id` without hashing the name. By default,
    /// ``mustacheValue(forKey:)-(String)`` with the key's name.
    func mustacheValue(forKey key: MustacheKey) -> MustacheValue?
}

extension MustacheObjectProvider {
    /// Looks the key up by its name.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? {
        mustacheValue(forKey: key.name)
    }
}

/// A key with a small number unique to its name in this process, given the first time the name is
/// seen: templates' names are numbered when parsed, providers number their keys once, and a
/// lookup then indexes an array instead of hashing a string at every context it searches.
public struct MustacheKey: Hashable, Sendable {
    /// The key as written.
    public let name: String
    /// The key's number: equal names have equal numbers, for the life of the process.
    public let id: Int

    /// The key for `name`, numbered on first sight.
    public init(_ name: String) {
        self.name = name
        self.id = MustacheKeyNumbers.shared.number(for: name)
    }

    /// Every key numbered so far; numbers are `0..<count`.
    public static var count: Int { MustacheKeyNumbers.shared.count }
}

/// The numbers of the keys seen so far, behind a lock (templates may be parsed on any thread).
private final class MustacheKeyNumbers: @unchecked Sendable {
    // @unchecked: `numbers` is only read and written while holding `lock`.
    static let shared = MustacheKeyNumbers()
    private let lock = NSLock()
    private var numbers: [String: Int] = [:]

    func number(for name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[name] {
            return number
        }
        let number = numbers.count
        numbers[name] = number
        return number
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return numbers.count
    }
}

/// A Mustache object: string keys in insertion order.
///
/// Small objects (the usual template context entry) are searched linearly, which beats hashing
/// the key; larger ones get a hash index. An object can also be backed by a
/// ``MustacheObjectProvider`` that computes each value when it is looked up; changing such an
/// object first copies its entries.
public struct MustacheObject: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// Objects with more keys than this get a hash index.
    static let linearSearchLimit = 8

    /// The entries, shared by copies until one of them changes: a `MustacheValue` holding an
    /// object is then one reference, so the renderer's context stack and lookups copy it with a
    /// single retain (and the renderer can search it through an unretained reference).
    private(set) var storage: Storage

    /// An empty object.
    public init() {
        storage = Storage()
    }

    /// An object whose keys and values `provider` computes on demand.
    public init(provider: any MustacheObjectProvider) {
        storage = ProviderStorage(provider)
    }

    /// An object from ordered pairs; a later duplicate key replaces the earlier value in place.
    public init(_ pairs: some Sequence<(String, MustacheValue)>) {
        storage = Storage()
        for (key, value) in pairs {
            self[key] = value
        }
    }

    /// An object from keys known to be distinct, in order, with their positions when already
    /// indexed: what the encoder builds, without searching the keys once per key.
    init(uniqueKeys keys: [String], values: [MustacheValue], index: [String: Int]?) {
        storage = Storage(keys: keys, values: values, index: index)
    }

    /// An object from a literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self.init(elements)
    }

    /// The keys, in order.
    public var keys: [String] {
        storage.provider?.mustacheKeys ?? storage.keys
    }

    /// The value of a key as a template names it.
    public subscript(key: MustacheKey) -> MustacheValue? {
        storage.value(forKey: key)
    }

    /// The number of keys.
    public var count: Int { keys.count }

    /// Reads, adds (at the end), replaces (in place) or removes (with nil) the value of a key.
    public subscript(key: String) -> MustacheValue? {
        get {
            storage.value(forKey: key)
        }
        set {
            if let provider = storage.provider {
                let keys = provider.mustacheKeys
                storage = Storage(keys: keys, values: keys.map { provider.mustacheValue(forKey: $0) ?? .null }, index: nil)
            } else if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(keys: storage.keys, values: storage.values, index: storage.index)
            }
            storage.set(newValue, forKey: key)
        }
    }

    /// The entries of an object: stored keys and values; ``ProviderStorage`` answers from a
    /// provider instead. Only changed while uniquely referenced (copy on write), so sharing it is
    /// safe.
    class Storage: @unchecked Sendable {
        var keys: [String]
        var values: [MustacheValue]
        /// Positions by key, once there are more than `linearSearchLimit` keys.
        var index: [String: Int]?

        init(keys: [String] = [], values: [MustacheValue] = [], index: [String: Int]? = nil) {
            self.keys = keys
            self.values = values
            if let index {
                self.index = index
            } else if keys.count > MustacheObject.linearSearchLimit {
                buildIndex()
            }
        }

        /// The provider that answers lookups, if any.
        var provider: (any MustacheObjectProvider)? { nil }

        /// Whether `provider` is not nil, without copying it out.
        var hasProvider: Bool { false }

        func value(forKey key: String) -> MustacheValue? {
            position(of: key).map { values[$0] }
        }

        func value(forKey key: MustacheKey) -> MustacheValue? {
            position(of: key.name).map { values[$0] }
        }

        func position(of key: String) -> Int? {
            if let index {
                return index[key]
            }
            return keys.firstIndex(of: key)
        }

        func set(_ newValue: MustacheValue?, forKey key: String) {
            switch (position(of: key), newValue) {
            case (let position?, let newValue?):
                values[position] = newValue
            case (nil, let newValue?):
                keys.append(key)
                values.append(newValue)
                if index != nil {
                    index![key] = keys.count - 1
                } else if keys.count > MustacheObject.linearSearchLimit {
                    buildIndex()
                }
            case (let position?, nil):
                keys.remove(at: position)
                values.remove(at: position)
                if index != nil {
                    buildIndex()
                }
            case (nil, nil):
                break
            }
        }

        func buildIndex() {
            index = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
        }
    }

    /// The entries of a provider's object: every lookup asks the provider, which a constant
    /// property holds, so it is called in place instead of being copied out of an optional first.
    /// Never changed (changing the object first copies the entries into a plain ``Storage``).
    final class ProviderStorage: Storage, @unchecked Sendable {
        let base: any MustacheObjectProvider

        init(_ base: any MustacheObjectProvider) {
            self.base = base
            super.init()
        }

        override var provider: (any MustacheObjectProvider)? { base }

        override var hasProvider: Bool { true }

        override func value(forKey key: String) -> MustacheValue? {
            base.mustacheValue(forKey: key)
        }

        override func value(forKey key: MustacheKey) -> MustacheValue? {
            base.mustacheValue(forKey: key)
        }
    }

    /// Walks the key-value pairs in insertion order.
    public struct Iterator: IteratorProtocol {
        fileprivate let object: MustacheObject
        fileprivate let keys: [String]
        fileprivate var position = 0

        /// The next pair, or nil at the end.
        public mutating func next() -> (key: String, value: MustacheValue)? {
            guard position < keys.count else { return nil }
            defer { position += 1 }
            if !object.isProvided {
                return (keys[position], object.storage.values[position])
            }
            return (keys[position], object[keys[position]] ?? .null)
        }
    }

    /// Whether a provider answers for this object (its stored entries are empty).
    var isProvided: Bool { storage.hasProvider }

    /// The key-value pairs in insertion order.
    public func makeIterator() -> Iterator {
        Iterator(object: self, keys: keys)
    }

    /// Equal when both map the same keys to equal values, whatever the key order.
    public static func == (lhs: MustacheObject, rhs: MustacheObject) -> Bool {
        lhs.storage === rhs.storage || (lhs.count == rhs.count && lhs.allSatisfy { rhs[$0.key] == $0.value })
    }

    /// Hashes the entries independently of key order, to agree with `==`.
    public func hash(into hasher: inout Hasher) {
        var entries = 0
        var count = 0
        for (key, value) in self {
            var entryHasher = Hasher()
            entryHasher.combine(key)
            entryHasher.combine(value)
            entries ^= entryHasher.finalize()
            count += 1
        }
        hasher.combine(count)
        hasher.combine(entries)
    }
}

extension MustacheValue {
    /// An object value whose entries `provider` computes on demand.
    public init(provider: any MustacheObjectProvider) {
        self = .object(MustacheObject(provider: provider))
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

/// A provider that builds each key's value once and keeps it: for a root context whose large
/// lists (every screen of the app) several sections of several templates look up, so each list
/// is wrapped once instead of once per section. Safe to share between threads.
///
/// Values built when it is made are read afterwards without a lock: the values that templates on
/// several threads look up inside every list element are the root's, and a lock they all take
/// would be contended on each of them.
public final class MustacheMemoizingProvider: MustacheObjectProvider, @unchecked Sendable {
    // @unchecked: `built` never changes after `init`; `values` is only read and written while
    // holding `lock`.
    private let base: any MustacheObjectProvider
    /// By key number, the values given to `init`: nil for the keys not given then.
    private let built: [MustacheValue??]
    private let lock = NSLock()
    /// By key number: nil when never looked up, `.some(nil)` for a remembered miss.
    private var values: [MustacheValue??] = []

    /// Remembers the values `base` builds, starting with `built`: values of `base` that the
    /// caller built already (on several threads, say), nil for a key it does not have.
    public init(_ base: any MustacheObjectProvider, built values: [(key: String, value: MustacheValue?)] = []) {
        self.base = base
        var built: [MustacheValue??] = []
        for (name, value) in values {
            let key = MustacheKey(name)
            if key.id >= built.count {
                built.append(contentsOf: repeatElement(nil, count: key.id + 1 - built.count))
            }
            built[key.id] = .some(value)
        }
        self.built = built
    }

    /// The keys of the wrapped provider.
    public var mustacheKeys: [String] { base.mustacheKeys }

    /// The wrapped provider's value of `key`, built on the first lookup.
    public func mustacheValue(forKey key: String) -> MustacheValue? {
        mustacheValue(forKey: MustacheKey(key))
    }

    /// The wrapped provider's value of `key`, built on the first lookup.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? {
        if key.id < built.count, let known = built[key.id] {
            return known
        }
        lock.lock()
        defer { lock.unlock() }
        if key.id < values.count, let known = values[key.id] {
            return known
        }
        let value = base.mustacheValue(forKey: key)
        if key.id >= values.count {
            values.append(contentsOf: repeatElement(nil, count: key.id + 1 - values.count))
        }
        values[key.id] = .some(value)
        return value
    }
}
