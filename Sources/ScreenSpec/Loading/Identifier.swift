/// The identifier rules of spec ids (SpecFormat.md §3) and the case conversions generated names
/// are built with, in one place so the loader, the checker and the generator agree.
public enum Identifier {
    /// The case an id must start with.
    public enum Casing: Sendable, Hashable {
        /// `CityDetail`: app name, screen ids, view and route types, app param types.
        case upper
        /// `home`: tab, toolbar, item and param names, `custom` actions.
        case lower
    }

    /// Whether `text` is ASCII letters and digits starting with a letter of the given case
    /// (`[A-Za-z][A-Za-z0-9]*`); says nothing about reserved names.
    public static func isWellFormed(_ text: String, casing: Casing) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        switch casing {
        case .upper: guard isUpper(first) else { return false }
        case .lower: guard isLower(first) else { return false }
        }
        while let scalar = scalars.next() {
            guard isUpper(scalar) || isLower(scalar) || isDigit(scalar) else { return false }
        }
        return true
    }

    /// Whether `text` is a usable id: well formed and not reserved.
    public static func isValid(_ text: String, casing: Casing) -> Bool {
        isWellFormed(text, casing: casing) && !reservedNames.contains(text)
    }

    /// Swift keywords that cannot name a declaration without backticks, plus the contextual ones
    /// that break generated code (`Type`, `Protocol`, `some`, `any`, and `none`, which reads as
    /// `Optional.none` in patterns).
    public static let swiftKeywords: Set<String> = [
        // Declarations.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Contextual keywords that generated code cannot live with.
        "Type", "Protocol", "some", "any", "none",
    ]

    /// Type names that an id would shadow in generated code: SwiftUI, the standard library,
    /// Foundation and the protocols and modules the generated files name.
    public static let reservedTypeNames: Set<String> = [
        // DESIGN §1.
        "View", "Tab", "Text", "Label", "Image", "Button", "List", "Color", "App", "Scene", "Binding",
        "State", "Never", "Error", "Result", "Optional", "String", "Int",
        // SpecFormat.md §3 (chosen): the other types generated code names.
        "Double", "Bool", "UUID", "URL", "Date", "Array", "Dictionary", "Set", "Void", "Task",
        "NavigationStack", "NavigationPath", "TabView", "Hashable", "Codable", "Sendable", "Identifiable",
        "Equatable", "CaseIterable", "Character", "Float", "Observable", "ObservableObject", "Published",
        "MainActor", "ToolbarItem", "ToolbarItemPlacement", "NavigationLink", "EmptyView", "AnyView",
        "ForEach", "Swift", "SwiftUI", "Foundation", "Observation",
    ]

    /// Every name an id may not be: `swiftKeywords` and `reservedTypeNames`.
    public static let reservedNames: Set<String> = swiftKeywords.union(reservedTypeNames)

    /// The lowerCamel form of an id, for enum cases and properties: `CityDetail` → `cityDetail`.
    /// A leading acronym is lowered as a whole: `URLPreview` → `urlPreview`, `URL` → `url`.
    public static func lowerCamel(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var upperRun = 0
        while upperRun < scalars.count, isUpper(scalars[upperRun]) { upperRun += 1 }
        guard upperRun > 0 else { return text }
        // In `URLPreview` the run is `URLP`: its last letter starts the next word.
        let followedByLower = upperRun < scalars.count && isLower(scalars[upperRun])
        let lowered = upperRun > 1 && followedByLower ? upperRun - 1 : upperRun
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            result.append(index < lowered ? lower(scalar) : scalar)
        }
        return String(result)
    }

    /// The UpperCamel form of an id, for type names: `home` → `Home`.
    public static func upperCamel(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, isLower(first) else { return text }
        var result = String.UnicodeScalarView()
        result.append(upper(first))
        result.append(contentsOf: text.unicodeScalars.dropFirst())
        return String(result)
    }

    /// A well-formed id made from arbitrary text, for suggestions: `my-tab` → `myTab`,
    /// `city detail` → `CityDetail`; nil when no ASCII letter is left.
    public static func camelCased(_ text: String, casing: Casing) -> String? {
        var words: [String.UnicodeScalarView] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUpper(scalar) || isLower(scalar) || isDigit(scalar) {
                // Digits cannot start an id: drop them until the first letter.
                if words.isEmpty, word.isEmpty, isDigit(scalar) { continue }
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(word) }
        guard !words.isEmpty else { return nil }
        let joined = words.map { upperCamel(String($0)) }.joined()
        return casing == .upper ? joined : lowerCamel(joined)
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        isUpper(scalar) ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar
    }
    private static func upper(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        isLower(scalar) ? Unicode.Scalar(UInt8(scalar.value - 32)) : scalar
    }
}
