import YAMLSource

/// `misspelled_param_type`: an app type spelled like a builtin (`Strng`, `Uuid`, `Integer`) is
/// almost always a typo, and `scaffold` would write a placeholder struct that makes it compile.
public struct MisspelledParamTypeRule: Rule {
    public static let description = RuleDescription(
        id: "misspelled_param_type",
        name: "Param type spelled like a builtin",
        summary: "an app param type is a misspelling of String, Int, Double, Bool, UUID, URL or Date, or a standard type in another case (Uint64)",
        rationale: """
            A param type that is not a builtin is taken as the app's own type, and `scaffold` writes \
            a placeholder struct for it, so `Strng` or `Uuid` even compiles, as a type with no \
            values the app means. A name one or two edits from a builtin, or another spelling of \
            one (`Integer`, `Boolean`, `Uuid`), is reported with the builtin as the fix; a standard \
            type the format accepts written in another case (`Uint64`, `CgFloat`) with its own \
            spelling (`UInt64`, `CGFloat`), never another type. A name nearer a standard type than \
            a builtin, or as near with a digit in it (`Uint6`) or a standard type of letters \
            (`Dat`: `Date` or `Data`), is not reported: which one is meant is not certain; \
            `Intt` is `Int`, not `Int8`.
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
            """
            app:
              name: Shop
              root: Home
            screens:
              Home:
                links: [ { push: Document } ]
              Document:
                params:
                  id: ↓Uint64
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

    /// Other spellings of builtins, by their lower-cased form. (`int64`, `float` and `cgfloat` are
    /// not among them: `Int64`, `Float` and `CGFloat` are param types of their own.)
    static let synonyms: [String: String] = [
        "integer": "Int", "boolean": "Bool", "str": "String", "text": "String", "uri": "URL", "guid": "UUID",
    ]

    /// The builtins with their lower-cased scalars, in declaration order (shared with the loader's
    /// suggestions for a param type that is none, `SpecReader.suggestedTypeName(for:)`).
    static let foldedBuiltins = ParamType.Builtin.allCases.map { builtin in
        let folded = builtin.rawValue.lowercased()
        return (name: builtin.rawValue, folded: folded, scalars: Array(folded.unicodeScalars))
    }

    /// The standard types a param may have (`UInt64`, `CGFloat` …) with their lower-cased scalars, in
    /// name order (likewise shared with the loader).
    static let foldedStandardTypes = ParamType.standardTypes.sorted().map { name in
        let folded = name.lowercased()
        return (name: name, folded: folded, scalars: Array(folded.unicodeScalars),
                hasDigit: folded.unicodeScalars.contains { ("0"..."9").contains($0) })
    }

    /// The type `name` most likely stands for: a builtin or a standard type it spells in another
    /// case (`Uint64` is `UInt64`, `CgFloat` is `CGFloat`, `Uuid` is `UUID`), a builtin it is
    /// another word for (`Integer`) or a misspelling of (`Strng`); nil when it looks like an app
    /// type of its own, or is too near a standard type for the builtin to be certain (`Uint6` is no `Int`).
    public static func intendedType(for name: String) -> String? {
        // A builtin, the common case, first: the other tests cost more.
        guard SpecReader.builtinTable.match(name) == nil, !ParamType.standardTypes.contains(name),
              !name.hasPrefix("["), !name.containsASCII(".") else {
            return nil
        }
        let folded = name.lowercased()
        if let synonym = synonyms[folded] { return synonym }
        if let same = foldedBuiltins.first(where: { $0.folded == folded }) { return same.name }
        if let same = foldedStandardTypes.first(where: { $0.folded == folded }) { return same.name }
        // One edit for short names (`Bol`), two for longer ones (`Strng`, `Doubel`).
        let bound = name.count <= 4 ? 1 : 2
        let scalars = Array(folded.unicodeScalars)
        // The distance only up to the bound: most app type names are far from every builtin.
        var cells = Int.max
        var nearest: (name: String, distance: Int)?
        for builtin in foldedBuiltins {
            if let distance = EditDistance.distance(builtin.scalars, scalars, atMost: nearest.map { $0.distance - 1 } ?? bound,
                                                    cells: &cells) {
                nearest = (builtin.name, distance)
            }
        }
        guard let nearest else { return nil }
        // A standard type nearer than the builtin, or as near when that is as likely meant, makes
        // the builtin uncertain: a name with a digit (`Uint6`, `Int6`: a number type's size), or
        // a tie with a standard type of letters only (`Dat`: `Date` or `Data`). A letter where a
        // standard type has a digit is no such tie (`Intt` is `Int`, not `Int8`).
        let hasDigit = scalars.contains { ("0"..."9").contains($0) }
        let nearStandard = foldedStandardTypes.contains { standard in
            guard let distance = EditDistance.distance(standard.scalars, scalars, atMost: nearest.distance, cells: &cells) else {
                return false
            }
            return distance < nearest.distance || hasDigit || !standard.hasDigit
        }
        return nearStandard ? nil : nearest.name
    }

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        // The index's summaries of each entry's params, in order, name the builtins already: a
        // param is copied out of the spec only for a diagnostic.
        for entry in graph.spec.screens.indices {
            let params = graph.index.params(ofEntry: entry)
            for position in params.indices where params[position].builtin == nil {
                guard let intended = Self.intendedType(for: params[position].type.name) else { continue }
                let type = graph.spec.screens[entry].params[position - params.startIndex].type
                emit.emit("'\(type.value.name)' is taken as an app type; did you mean '\(intended)'?", at: type.location,
                          notes: [Diagnostic.Note("did you mean '\(intended)'?", at: type.location)],
                          fixIts: [Diagnostic.FixIt(replacement: intended, at: type.verbatimStart ?? type.location,
                                                    length: type.value.name.unicodeScalars.count)])
            }
        }
    }
}
