import Foundation

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
        // On the UTF-8 bytes: a non-ASCII scalar starts with a byte that is no ASCII letter or digit.
        // A loop over the contiguous bytes (`withUTF8`), where iterating `utf8` checks the string's
        // form at every byte.
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first else { return false }
            switch casing {
            case .upper: guard isUpper(first) else { return false }
            case .lower: guard isLower(first) else { return false }
            }
            return bytes.dropFirst().allSatisfy { isUpper($0) || isLower($0) || isDigit($0) }
        }
    }

    /// Whether `text` is a usable id: well formed and not reserved.
    public static func isValid(_ text: String, casing: Casing) -> Bool {
        isWellFormed(text, casing: casing) && !reservedNames.contains(text)
    }

    /// Swift keywords that cannot name a declaration without backticks, plus the contextual ones
    /// that break generated code (`Type`, `Protocol`, `some`, `any`, and `none`, which reads as
    /// `Optional.none` in patterns).
    public static let swiftKeywords: Set<String> = Set(swiftKeywordList)

    /// `swiftKeywords` in a fixed order, for the word sets (a `Set`'s order changes from run to run).
    static let swiftKeywordList: [String] = [
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
    public static let reservedTypeNames: Set<String> = Set(reservedTypeNameList)

    /// `reservedTypeNames` in a fixed order, for the word sets.
    static let reservedTypeNameList: [String] = [
        // Reserved: the generated code names these.
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

    /// `swiftKeywords` and `reservedNames` for the loader's lookups, which run once or twice per id,
    /// made from the lists: neither a set nor a sort is needed for a fixed bucket order.
    static let keywordSet = WordSet(swiftKeywordList)
    static let reservedSet = WordSet(swiftKeywordList + reservedTypeNameList)

    /// A fixed set of ASCII words, looked up by first byte and length and then compared: cheaper
    /// than hashing the text, and the same answer as `Set<String>.contains`.
    struct WordSet: Sendable {
        /// Words by `bucket(first:length:)`.
        private var buckets: [[String]]

        /// The words in the order given, so the buckets are the same on every run; a repeated word
        /// is kept once.
        init(_ words: [String]) {
            buckets = Array(repeating: [], count: 128 * 17)
            for word in words {
                // Byte equality is string equality only for ASCII without a canonical equivalent
                // elsewhere in Unicode (the Kelvin sign is `K`, the Greek question mark `;`).
                precondition(word.utf8.allSatisfy { $0 < 0x80 && $0 != 0x4B && $0 != 0x3B && $0 != 0x60 })
                let bucket = Self.bucket(first: word.utf8.first ?? 0, length: word.utf8.count)
                if !buckets[bucket].contains(word) { buckets[bucket].append(word) }
            }
        }

        private static func bucket(first: UInt8, length: Int) -> Int {
            Int(first & 0x7F) * 17 + min(length, 16)
        }

        /// Whether `text` is one of the words.
        func contains(_ text: String) -> Bool {
            // A text starting with a non-ASCII scalar equals no word (see `init`).
            guard let first = text.utf8.first, first < 0x80 else { return false }
            return buckets[Self.bucket(first: first, length: text.utf8.count)].contains(text)
        }
    }

    /// The lowerCamel form of an id, for enum cases and properties: `CityDetail` → `cityDetail`.
    /// A leading acronym is lowered as a whole: `URLPreview` → `urlPreview`, `URL` → `url`, and
    /// so is its plural, an `s` ending a word: `URLsList` → `urlsList`, `DMs` → `dms` (Swift's
    /// API guidelines; `uRLsList` or `urLsList` would read as other words).
    public static func lowerCamel(_ text: String) -> String {
        // On the UTF-8 bytes: the run and the letter after it are ASCII, one byte per scalar.
        guard let first = text.utf8.first, isUpper(first) else { return text }
        var text = text
        return text.withUTF8 { bytes in
            var upperRun = 0
            while upperRun < bytes.count, isUpper(bytes[upperRun]) { upperRun += 1 }
            // In `URLPreview` the run is `URLP`: its last letter starts the next word. In
            // `URLsList` the `s` after `URL` is the acronym's plural, a word of its own ending
            // there (at a capital, a digit or the end): the run is the acronym, all lowered.
            let followedByLower = upperRun < bytes.count && isLower(bytes[upperRun])
            let plural = upperRun > 1 && followedByLower && bytes[upperRun] == UInt8(ascii: "s")
                && (upperRun + 1 == bytes.count || !isLower(bytes[upperRun + 1]))
            let lowered = upperRun > 1 && followedByLower && !plural ? upperRun - 1 : upperRun
            return String(unsafeUninitializedCapacity: bytes.count) { result in
                for index in 0..<bytes.count {
                    result[index] = index < lowered ? bytes[index] + 32 : bytes[index]
                }
                return bytes.count
            }
        }
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
    /// `city detail` → `CityDetail`, `Café` → `Cafe`; nil when no ASCII letter is left.
    public static func camelCased(_ text: String, casing: Casing) -> String? {
        var words: [String.UnicodeScalarView] = []
        var word = String.UnicodeScalarView()
        // Accents are folded, not dropped with their letter: `Café` → `Cafe`.
        for scalar in text.folding(options: .diacriticInsensitive, locale: nil).unicodeScalars {
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

    private static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
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
