/// A typed value templates render against directly, without first being turned into a
/// ``MustacheValue``: a struct that answers a name with one of its fields.
///
/// Rendering a large context this way reads only the fields templates name, where its encoding
/// (``MustacheValue/init(encoding:)``) would first copy every field of every object into a
/// dictionary. A conforming type answers exactly the fields its encoding has, with equal values
/// (the code generator's conformances are generated from the declarations of its context types).
public protocol MustacheObject: Sendable {
    /// How to read each field, by name, from an object where it is stored: a reader takes the
    /// object's address so that reading one field never copies the whole object.
    static var mustacheFields: [String: @Sendable (UnsafePointer<Self>) -> MustacheField] { get }
    /// The field `name` of the object at `object`, or nil when the type has no field of that
    /// name: `mustacheFields[name]?(object)`, implemented by each type so that the lookup runs
    /// in code that knows the type (the renderer's own code is generic over it).
    static func mustacheField(_ name: String, of object: UnsafePointer<Self>) -> MustacheField?
}

extension MustacheObject {
    /// The names of the fields, sorted.
    public static var mustacheFieldNames: [String] { mustacheFields.keys.sorted() }

    /// The field called `name`, or nil when the object has none of that name.
    public func mustacheField(_ name: String) -> MustacheField? {
        withUnsafePointer(to: self) { Self.mustacheField(name, of: $0) }
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
    func member(_ key: String) -> MustacheField? {
        switch self {
        case .value(let value): value[key].map(MustacheField.value)
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
    @usableFromInline let read: @Sendable (String) -> MustacheField?

    /// Reads `object`.
    @inlinable public init<Object: MustacheObject>(_ object: Object) {
        type = Object.self
        read = { name in withUnsafePointer(to: object) { Object.mustacheField(name, of: $0) } }
    }

    /// The field `name`, or nil when the object has none of that name.
    public func field(_ name: String) -> MustacheField? { read(name) }
}

/// A list of objects a section renders element by element, each read where it is stored.
public struct MustacheListReader: Sendable {
    /// How many elements the list has.
    public let count: Int
    @usableFromInline let read: @Sendable (String, Int) -> MustacheField?
    @usableFromInline let readElement: @Sendable (Int) -> MustacheField

    /// Reads the elements of `list`.
    @inlinable public init<Element: MustacheObject>(_ list: [Element]) {
        count = list.count
        // Through the buffer, an element is read where it is stored: `list[index]` would copy
        // it (retaining every field) on each name looked up.
        read = { name, index in list.withUnsafeBufferPointer { Element.mustacheField(name, of: $0.baseAddress! + index) } }
        readElement = { index in .object(MustacheObjectReader(list[index])) }
    }

    /// The field `name` of the element at `index`.
    public func field(_ name: String, at index: Int) -> MustacheField? { read(name, index) }

    /// The element at `index` itself (what `{{.}}` names inside the section).
    public func element(at index: Int) -> MustacheField { readElement(index) }
}
