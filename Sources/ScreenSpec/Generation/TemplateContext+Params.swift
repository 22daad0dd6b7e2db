// The template context's params, view arguments and deep links (see TemplateContext.swift).

/// One argument of a view initializer.
public struct ViewArgumentContext: Encodable, Hashable, Sendable {
    /// The argument label and the name of the value passed (`zoom`, `searchQuery`).
    public let name: String
    /// The Swift type (`Int`, `String` for the search query).
    public let type: String
    /// Whether it is the search query, not a param.
    public let isSearchQuery: Bool
    /// Whether the parameter has a default value (the param's default, or `nil` for an optional).
    public let hasDefault: Bool
    /// The default as a Swift expression (`10`, `nil`), or null.
    public let defaultLiteral: String?
    /// `zoom: Int = 10`: the initializer parameter, with its default.
    public let declaration: String
    /// `let name: String`, `var zoom: Int = 10`: the skeleton view's stored property (memberwise init = the glue's call).
    public let propertyDeclaration: String
}

/// One param of a screen.
public struct ParamContext: Encodable, Hashable, Sendable {
    /// The name: associated-value label and view initializer argument.
    public let name: String
    /// The Swift type as written (`Int`, `Date?`, `ServiceEntry`).
    public let type: String
    /// The type without `?`.
    public let baseType: String
    /// `T?`.
    public let isOptional: Bool
    /// No default and not optional: callers must supply it.
    public let isRequired: Bool
    /// Has a default value (explicit, or `nil` for an optional).
    public let hasDefault: Bool
    /// The default as a Swift expression (`10`, `1.0`, `"Paris"`, `nil`), or null.
    public let defaultLiteral: String?
    /// `zoom: Int = 10`: the associated-value (or parameter) declaration.
    public let declaration: String
    /// `zoom: Int`: the declaration without the default.
    public let typedName: String
    /// `let zoom`.
    public let binding: String
    /// `zoom: zoom`.
    public let argument: String
    /// Whether a `{zoom}` title placeholder may show it (a non-optional String, Int, Double,
    /// Bool, UUID or standard number type).
    public let isInterpolatable: Bool
}

/// A screen's deep link: how `handle(_:)` matches it and `url(for:)` builds it. The `…Expression`
/// fields are code against the navigator template's private helper `<App>DeepLink` (a URL taken
/// apart as `link`); the structured fields say the same for templates that write their own.
public struct DeepLinkContext: Encodable, Hashable, Sendable {
    /// The pattern as written (`/city/{name}`).
    public let pattern: String
    /// An example URL for comments: `cities://city/{name}`.
    public let example: String
    /// The `<App>Destination` case it opens.
    public let caseName: String
    /// `cityDetail(let name, let zoom)`: the destination case's pattern binding every param.
    public let casePattern: String
    /// The first segment: the URL's host, lower-cased (hosts compare case-insensitively).
    public let host: String
    /// The host as a Swift string literal.
    public let hostLiteral: String
    /// The segments after the host.
    public let pathSegments: [DeepLinkSegmentContext]
    /// The number of segments after the host.
    public let pathSegmentCount: Int
    /// `[nil, "map"]`: the segments after the host as `[String?]`, nil for a placeholder.
    public let pathPatternLiteral: String
    /// How each param of the screen is read from a URL and written into one, in param order.
    public let values: [DeepLinkValueContext]
    /// Whether the screen has params.
    public let hasValues: Bool
    /// `link.matches(host: "city", path: [nil])`.
    public let matchExpression: String
    /// `.cityDetail(name: name, zoom: zoom)`: the destination built from the read values.
    public let destinationExpression: String
    /// `[name.urlText]`: the segments after the host for `url(for:)`, `[String?]`.
    public let pathExpression: String
    /// `["zoom": zoom == 10 ? nil : zoom.urlText]` (`[:]` for none): the query items for `url(for:)`,
    /// in order, as a `KeyValuePairs` literal; nil values are left out.
    public let queryExpression: String
    /// Params whose nil cannot be written (an optional with a non-nil default, or in the path): no URL.
    public let unrepresentableWhenNil: [String]
    /// Whether `unrepresentableWhenNil` is not empty.
    public let hasUnrepresentableValues: Bool
    /// A pattern after the first of a `deepLink` list: `handle(_:)` reads it, `url(for:)` never writes it.
    public let isAlias: Bool
}

/// One path segment after the host.
public struct DeepLinkSegmentContext: Encodable, Hashable, Sendable {
    /// Literal text the URL's segment must equal.
    public let isLiteral: Bool
    /// The literal text, or null.
    public let literal: String?
    /// The literal as a Swift string literal, or null.
    public let literalLiteral: String?
    /// The param the segment fills, or null.
    public let param: String?
    /// The index after the host.
    public let index: Int
}

/// How one param of a deep-linked screen is read and written.
public struct DeepLinkValueContext: Encodable, Hashable, Sendable {
    /// The param.
    public let name: String
    /// The param's Swift type.
    public let type: String
    /// Read from a path segment.
    public let isPathSegment: Bool
    /// The segment index after the host, or null.
    public let pathIndex: Int?
    /// Read from a query item.
    public let isQueryItem: Bool
    /// The query item's name, or null.
    public let queryItem: String?
    /// The item name as a Swift string literal, or null.
    public let queryItemLiteral: String?
    /// Whether a URL may leave it out (it has a default, or is optional).
    public let hasDefault: Bool
    /// The default as a Swift expression, or null.
    public let defaultLiteral: String?
    /// `String(urlText: link.path[0])`, `link.query("zoom", as: Int.self)`: an optional, nil when absent or malformed (`guard let`).
    public let readExpression: String
    /// `name.urlText`, `zoom == 10 ? nil : zoom.urlText`: the text written, nil to leave it out.
    public let writeExpression: String
}

/// What the navigator's private URL helper needs: query readers, a conversion per value type used.
public struct DeepLinkRuntimeContext: Encodable, Hashable, Sendable {
    /// Some value is read from a query item: the helper keeps the URL's query items.
    public let readsQueryItems: Bool
    /// Some query item has no default: `query(_:as:)`.
    public let readsRequiredQueryItems: Bool
    /// Some query item has a default: `query(_:as:default:)`.
    public let readsQueryDefaults: Bool
    /// Some deep link carries a `String`.
    public let usesString: Bool
    /// The number types deep links carry (`Int`, `Int64`, `Double` …), in `ParamType.urlNumberTypes`' order.
    public let numberTypes: [String]
    /// Some deep link carries a `Bool`.
    public let usesBool: Bool
    /// Some deep link carries a `UUID`.
    public let usesUUID: Bool
    /// Some optional query item has a default: optionals are read as values too.
    public let usesOptional: Bool
}
