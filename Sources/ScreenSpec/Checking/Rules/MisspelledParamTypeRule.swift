import YAMLSource

/// `misspelled_param_type`: an app type spelled like a builtin (`Strng`, `Uuid`, `Integer`) is
/// almost always a typo, and `scaffold` would write a placeholder struct that makes it compile.
public struct MisspelledParamTypeRule: Rule {
    public static let description = RuleDescription(
        id: "misspelled_param_type",
        name: "Param type spelled like a builtin",
        summary: "an app param type is a misspelling of String, Int, Double, Bool, UUID, URL or Date",
        rationale: """
            A param type that is not a builtin is taken as the app's own type, and `scaffold` writes \
            a placeholder struct for it, so `Strng` or `Uuid` even compiles, as a type with no \
            values the app means. A name one or two edits from a builtin, or another spelling of \
            one (`Integer`, `Boolean`, `Uuid`), is reported with the builtin as the fix.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Shop
              root: Home
            screens:
              Home:
                links: [ { push: Product } ]
              Product:
                params:
                  sku: ↓Strng
            """,
            """
            app:
              name: Shop
              root: Home
            screens:
              Home:
                links: [ { push: Product } ]
              Product:
                params:
                  id: ↓Uuid?
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Shop
              root: Home
            screens:
              Home:
                links: [ { push: Product } ]
              Product:
                params:
                  sku: String
                  store: Store
            """,
        ]
    )

    public init() {}

    /// Other spellings of builtins, by their lower-cased form.
    static let synonyms: [String: String] = [
        "integer": "Int", "int32": "Int", "int64": "Int", "boolean": "Bool", "float": "Double",
        "cgfloat": "Double", "str": "String", "text": "String", "uri": "URL", "guid": "UUID",
    ]

    /// The builtins with their lower-cased scalars, in declaration order.
    static let foldedBuiltins = ParamType.Builtin.allCases.map { builtin in
        let folded = builtin.rawValue.lowercased()
        return (name: builtin.rawValue, folded: folded, scalars: Array(folded.unicodeScalars))
    }

    /// The builtin `name` most likely stands for, or nil when it looks like an app type of its own.
    public static func builtin(misspelledAs name: String) -> String? {
        // A builtin, the common case, first: the other tests cost more.
        guard SpecReader.builtinTable.match(name) == nil, !ParamType.standardTypes.contains(name),
              !name.hasPrefix("["), !name.containsASCII(".") else {
            return nil
        }
        let folded = name.lowercased()
        if let synonym = synonyms[folded] { return synonym }
        if let same = foldedBuiltins.first(where: { $0.folded == folded }) { return same.name }
        // One edit for short names (`Bol`), two for longer ones (`Strng`, `Doubel`).
        let bound = name.count <= 4 ? 1 : 2
        let scalars = Array(folded.unicodeScalars)
        // The distance only up to the bound: most app type names are far from every builtin.
        var cells = Int.max
        return foldedBuiltins.first { builtin in
            EditDistance.distance(builtin.scalars, scalars, atMost: bound, cells: &cells) != nil
        }?.name
    }

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        // The index's summaries of each entry's params, in order, name the builtins already: a
        // param is copied out of the spec only for a diagnostic.
        for entry in graph.spec.screens.indices {
            let params = graph.index.params(ofEntry: entry)
            for position in params.indices where params[position].builtin == nil {
                guard let builtin = Self.builtin(misspelledAs: params[position].type.name) else { continue }
                let type = graph.spec.screens[entry].params[position - params.startIndex].type
                emit.emit("'\(type.value.name)' is taken as an app type; did you mean '\(builtin)'?", at: type.location,
                          notes: [Diagnostic.Note("did you mean '\(builtin)'?", at: type.location)],
                          fixIts: [Diagnostic.FixIt(replacement: builtin, at: type.verbatimStart ?? type.location,
                                                    length: type.value.name.unicodeScalars.count)])
            }
        }
    }
}
