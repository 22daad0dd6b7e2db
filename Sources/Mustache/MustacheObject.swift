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
    case object(any MustacheObject)
    /// A list of objects, each element read in place when a section renders it.
    case list(any MustacheList)

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
    public init(_ value: some MustacheObject) { self = .object(value) }
    /// An object, or null.
    public init(_ value: (some MustacheObject)?) { self = value.map { .object($0) } ?? .value(.null) }
    /// A list of objects.
    public init<Element: MustacheObject>(_ value: [Element]) { self = .list(value) }

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
        case .object(let object): object.mustacheField(key)
        case .list: nil
        }
    }
}

/// A list of objects a section renders element by element, each read where it is stored.
public protocol MustacheList: Sendable {
    /// How many elements the list has.
    var count: Int { get }
    /// The field `name` of the element at `index`.
    func mustacheField(_ name: String, at index: Int) -> MustacheField?
    /// The element at `index` itself (what `{{.}}` names inside the section).
    func element(at index: Int) -> MustacheField
}

extension Array: MustacheList where Element: MustacheObject {
    public func mustacheField(_ name: String, at index: Int) -> MustacheField? {
        // The element is read where it is stored: `self[index]` would copy it (retaining every
        // field) on each name looked up.
        withUnsafeBufferPointer { Element.mustacheField(name, of: $0.baseAddress! + index) }
    }

    public func element(at index: Int) -> MustacheField {
        .object(self[index])
    }
}
