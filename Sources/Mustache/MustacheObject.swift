import Foundation

/// A typed value templates render against directly, without first being turned into a
/// ``MustacheValue``: a struct that answers a name with one of its fields.
///
/// Rendering a large context this way reads only the fields templates name, where a plain value
/// would first copy every field of every object into a dictionary. ``MustacheValue/init(_:)-(MustacheObject)``
/// turns an object into that plain value when one is needed (to print it as JSON).
public protocol MustacheObject: Sendable {
    /// The names of the fields, sorted.
    static var mustacheFieldNames: [String] { get }
    /// The field `key` of the object at `object`, or nil when the type has no field of that
    /// name. A reader takes the object's address so that reading one field never copies the
    /// whole object; each type implements it (usually `table.read(key, of: object)` over a
    /// ``MustacheFieldTable``) so that the lookup runs in code that knows the type.
    static func mustacheField(_ key: MustacheKey, of object: UnsafePointer<Self>) -> MustacheField?
}

extension MustacheValue {
    /// The plain value of a typed object: every field, `null` for an absent optional.
    public init(_ object: some MustacheObject) {
        self.init(MustacheField(object))
    }

    /// The plain value of a field, objects and lists read field by field.
    public init(_ field: MustacheField) {
        switch field {
        case .value(let value):
            self = value
        case .object(let object):
            let names = object.type.mustacheFieldNames
            self = .object(Dictionary(uniqueKeysWithValues: names.map { ($0, MustacheValue(object.field($0) ?? .value(.null))) }))
        case .list(let list):
            self = .array((0..<list.count).map { MustacheValue(list.element(at: $0)) })
        }
    }
}

/// A name as templates look it up, hashed once (when the template is parsed) rather than by
/// every object it is looked up in on the way up the context stack.
public struct MustacheKey: Sendable, Hashable {
    /// The name.
    public let name: String
    /// `name.hashValue`, for this process.
    public let hash: Int

    /// The key of `name`.
    public init(_ name: String) {
        self.name = name
        hash = name.hashValue
    }

    public static func == (lhs: MustacheKey, rhs: MustacheKey) -> Bool {
        lhs.hash == rhs.hash && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// The readers of an object type's fields, by name: an open-addressing table over the keys'
/// hashes, so a lookup (a hit or, for a name an outer context has, a miss) hashes nothing.
public struct MustacheFieldTable<Object>: Sendable, ExpressibleByDictionaryLiteral {
    /// Reads one field of the object at the address.
    public typealias Reader = @Sendable (UnsafePointer<Object>) -> MustacheField

    @usableFromInline struct Entry: Sendable {
        @usableFromInline let hash: Int
        @usableFromInline let name: String
        @usableFromInline let read: Reader?
    }

    @usableFromInline let entries: [Entry]
    @usableFromInline let mask: Int
    /// The field names, sorted: sorted the first time they are asked for (by dumps and the
    /// documentation check), since sorting strings was most of what building a table cost, and
    /// every context type's table is built on a run's first render.
    public var names: [String] { sortedNames.value(sorting: entries.compactMap { $0.read == nil ? nil : $0.name }) }
    private let sortedNames = SortedNames()

    /// A table of the readers by field name; each name once.
    public init(dictionaryLiteral elements: (String, Reader)...) {
        var size = 4
        while size < elements.count * 2 { size *= 2 }
        var entries = [Entry](repeating: Entry(hash: 0, name: "", read: nil), count: size)
        for (name, read) in elements {
            let key = MustacheKey(name)
            var slot = key.hash & (size - 1)
            while entries[slot].read != nil {
                precondition(entries[slot].name != name, "the field '\(name)' is listed twice")
                slot = (slot + 1) & (size - 1)
            }
            entries[slot] = Entry(hash: key.hash, name: name, read: read)
        }
        self.entries = entries
        mask = size - 1
    }

    /// The field `key` of the object at `object`, or nil when the type has none of that name.
    @inlinable public func read(_ key: MustacheKey, of object: UnsafePointer<Object>) -> MustacheField? {
        // Through the buffer: the slots are probed without bounds checks (the mask keeps them in
        // range) and without copying the entries out.
        entries.withUnsafeBufferPointer { entries in
            var slot = key.hash & mask
            while let read = entries[slot].read {
                if entries[slot].hash == key.hash && entries[slot].name == key.name {
                    return read(object)
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }
}

/// What a name resolves to: a plain value, an object, or a list of objects read in place.
public enum MustacheField: Sendable {
    /// A scalar, or a list or object of plain values.
    case value(MustacheValue)
    /// An object whose fields are read when named.
    case object(MustacheObjectReader)
    /// A list of objects, each element read in place when a section renders it.
    case list(MustacheListReader)

    /// A string.
    public init(_ value: String) { self = .value(.string(value)) }
    /// A string, or null.
    public init(_ value: String?) { self = .value(value.map(MustacheValue.string) ?? .null) }
    /// A boolean.
    public init(_ value: Bool) { self = .value(.bool(value)) }
    /// A whole number.
    public init(_ value: Int) { self = .value(.int(value)) }
    /// A whole number, or null.
    public init(_ value: Int?) { self = .value(value.map(MustacheValue.int) ?? .null) }
    /// A list of strings.
    public init(_ value: [String]) { self = .value(.array(value.map(MustacheValue.string))) }
    /// An object.
    @inlinable public init(_ value: some MustacheObject) { self = .object(MustacheObjectReader(value)) }
    /// An object, or null.
    @inlinable public init(_ value: (some MustacheObject)?) {
        self = value.map { .object(MustacheObjectReader($0)) } ?? .value(.null)
    }
    /// A list of objects.
    @inlinable public init<Element: MustacheObject>(_ value: [Element]) { self = .list(MustacheListReader(value)) }

    /// Whether a section renders (or an inverted section does not), as for ``MustacheValue``.
    var isTruthy: Bool {
        switch self {
        case .value(let value): value.isTruthy
        case .object: true
        case .list(let list): list.count > 0
        }
    }

    /// The field `key` of an object, or of a plain object value; nil for anything else.
    func member(_ key: MustacheKey) -> MustacheField? {
        switch self {
        case .value(let value): value[key.name].map(MustacheField.value)
        case .object(let object): object.field(key)
        case .list: nil
        }
    }
}

// The readers below are made where the object's type is known (their initializers are inlined
// into the caller), so a lookup calls code written for that type: no generic code between the
// renderer and the object's own `mustacheField(_:of:)`.

/// An object, as templates read it: its fields by name.
public struct MustacheObjectReader: Sendable {
    /// The object's type.
    public let type: any MustacheObject.Type
    @usableFromInline let read: @Sendable (MustacheKey) -> MustacheField?

    /// Reads `object`.
    @inlinable public init<Object: MustacheObject>(_ object: Object) {
        type = Object.self
        read = { key in withUnsafePointer(to: object) { Object.mustacheField(key, of: $0) } }
    }

    /// The field `key`, or nil when the object has none of that name.
    public func field(_ key: MustacheKey) -> MustacheField? { read(key) }

    /// The field `name`, or nil when the object has none of that name.
    public func field(_ name: String) -> MustacheField? { read(MustacheKey(name)) }
}

/// A list of objects a section renders element by element, each read where it is stored.
public struct MustacheListReader: Sendable {
    /// How many elements the list has.
    public let count: Int
    @usableFromInline let read: @Sendable (MustacheKey, Int) -> MustacheField?
    @usableFromInline let readElement: @Sendable (Int) -> MustacheField

    /// Reads the elements of `list`.
    @inlinable public init<Element: MustacheObject>(_ list: [Element]) {
        count = list.count
        // Through the buffer, an element is read where it is stored: `list[index]` would copy
        // it (retaining every field) on each name looked up.
        read = { key, index in list.withUnsafeBufferPointer { Element.mustacheField(key, of: $0.baseAddress! + index) } }
        readElement = { index in .object(MustacheObjectReader(list[index])) }
    }

    /// The field `key` of the element at `index`.
    public func field(_ key: MustacheKey, at index: Int) -> MustacheField? { read(key, index) }

    /// The field `name` of the element at `index`.
    public func field(_ name: String, at index: Int) -> MustacheField? { read(MustacheKey(name), index) }

    /// The element at `index` itself (what `{{.}}` names inside the section).
    public func element(at index: Int) -> MustacheField { readElement(index) }
}

/// A table's field names once sorted, shared by every copy of the table.
private final class SortedNames: @unchecked Sendable {
    // @unchecked: every access to `sorted` holds `lock` (as `TemplateCache` does).
    private let lock = NSLock()
    private var sorted: [String]?

    /// The sorted names, sorting `names` on the first call.
    func value(sorting names: @autoclosure () -> [String]) -> [String] {
        lock.withLock {
            if sorted == nil { sorted = names().sorted() }
            return sorted!
        }
    }
}
