/// `optional_path_param`: a deep link's path placeholder whose param is optional. A path segment
/// cannot be left out, so `url(for:)` has no URL for the screen while the value is nil, and no
/// URL opens the screen without it.
public struct OptionalPathParamRule: Rule {
    public static let description = RuleDescription(
        id: "optional_path_param",
        name: "Optional param in a deep link's path",
        summary: "a `{placeholder}` in a deep link's path names an optional param: the screen has no URL while it is nil",
        rationale: """
            A placeholder in the path is a whole segment, and a segment cannot be empty or left \
            out: `/product/{id}` with `id: Int?` opens the screen only with a value, and \
            `url(for:)` returns nil for the destination whose `id` is nil (a form for a new \
            product, say), so a share button or a widget has no link for it. Read the value from \
            a query item instead, `/product?id={id}`, which `url(for:)` leaves out when it is nil \
            and a URL may leave out; or, when the screen is always shown with a value, make the \
            param required (`Int`). Only the screen's own pattern is judged (the one `url(for:)` \
            writes); an alias only opens the screen. A tab root's or `app.root`'s pattern has no \
            placeholders at all (`deep_link_mismatch`).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Pantry
              root: Products
              urlScheme: pantry
            screens:
              Products:
                links:
                  - push: ProductForm
              ProductForm:
                params:
                  productID: Int?
                deepLink: /product/↓{productID}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Pantry
              root: Products
              urlScheme: pantry
            screens:
              Products:
                links:
                  - push: ProductForm
              ProductForm:
                params:
                  productID: Int?
                deepLink: /product?productID={productID}
            """,
            """
            app:
              name: Pantry
              root: Products
              urlScheme: pantry
            screens:
              Products:
                links:
                  - push: Product
              Product:
                params:
                  productID: Int
                  tab: String?
                deepLink: ["/product/{productID}", "/product/{productID}/{tab}"]
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let roots = Set(graph.stackRoots.map(\.root.value))
        for (number, pattern) in graph.deepLinkPatterns.patterns where pattern.isValid {
            let screen = graph.index.screens[Int(number)]
            guard let deepLink = screen.deepLink, !roots.contains(screen.id.value) else { continue }
            for case .placeholder(let placeholder) in pattern.path {
                guard let param = screen.params.first(where: { $0.name.value == placeholder.name }),
                      param.type.value.isOptional else { continue }
                let name = placeholder.name
                let here = deepLink.location(atOffset: placeholder.offset)
                let query = Self.queryForm(of: pattern.text, moving: placeholder)
                emit.emit("'\(name)' is optional, but fills a path segment of '\(pattern.text)': the screen has no URL "
                          + "while it is nil (url(for:) returns nil)",
                          at: here,
                          notes: [Diagnostic.Note("read it from a query item, '\(query)', or make '\(name)' required "
                                                  + "('\(param.type.value.name)')", at: here)])
            }
        }
    }

    /// `pattern` with the segment of `placeholder` moved to a query item of its name.
    static func queryForm(of pattern: String, moving placeholder: DeepLinkPattern.Placeholder) -> String {
        let scalars = Array(pattern.unicodeScalars)
        // The segment is `/{name}`: the slash before the placeholder goes with it.
        let start = placeholder.offset - 1, end = placeholder.offset + placeholder.length
        guard start >= 0, end <= scalars.count else { return pattern }
        var kept = String(String.UnicodeScalarView(scalars[..<start] + scalars[end...]))
        kept += (kept.contains("?") ? "&" : "?") + "\(placeholder.name)={\(placeholder.name)}"
        return kept
    }
}
