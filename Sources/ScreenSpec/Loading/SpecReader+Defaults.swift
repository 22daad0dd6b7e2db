import Foundation
import YAMLSource

// A param's `default` (SpecFormat.md §7), read by the param's type, and the literal forms it checks.

extension SpecReader {
    /// A param's `default`, read by the param's type (for `T?`, as `T`), as written; Bool defaults
    /// are normalised to `true`/`false`, and a list's only default is the empty list, `[]`. Nil
    /// when not set or invalid (reported).
    mutating func defaultValue(_ node: Node, type: ParamType) -> Located<String>? {
        if isNull(node) { return nil }
        if type.element != nil {
            let items = tree.items(node)
            if items?.isEmpty == true { return Located("[]", at: location(node)) }
            let found = items.map { "a list of \($0.count) item\($0.count == 1 ? "" : "s")" } ?? describe(node)
            error(LoaderID.typeMismatch, "a '\(type.name)' param's default can only be the empty list, '[]'; "
                  + "found \(found)", at: node)
            return nil
        }
        guard let scalar = scalar(node) else {
            error(LoaderID.typeMismatch, "expected \(Self.withArticle(type.name)) default, found \(tree.kindDescription(node))",
                  at: node)
            return nil
        }
        let here = location(node)
        let text = scalar.value
        let isPlain = scalar.style == .plain
        if type.isOptional, isPlain, tree.tag(node) == nil, Self.nilWords.contains(text) {
            // Swift's and Python's words for no value are plain text in YAML.
            let notes = [Diagnostic.Note("YAML reads '\(text)' as text; an optional param with no value is written "
                                         + "'null', or its 'default' is left out (it is then nil)", at: here)]
            let fixIts = suggestion("null", for: node).fixIts
            guard type.builtin == .String else {
                error(LoaderID.typeMismatch, "expected a default of type \(type.name), found '\(text)', which is text, not nil",
                      at: node, notes: notes, fixIts: fixIts)
                return nil
            }
            emit(Diagnostic(id: LoaderID.nilText, severity: .warning,
                            message: "the default of this '\(type)' param is the text '\(text)', not nil; quote it if "
                                + "the text is meant", at: here, notes: notes, fixIts: fixIts))
        }
        switch Self.builtinTable.match(type.name) {
        case .String:
            return string(node, for: "default")
        case .Bool:
            return boolValue(node, for: "default").map { Located($0 ? "true" : "false", at: here) }
        case .Int, .Double:
            return numberDefault(node, text: text, isPlain: isPlain, type: type.name)
        case .UUID:
            guard let value = string(node, for: "default") else { return nil }
            if Self.isCanonicalUUID(value.value) { return value }
            error(LoaderID.typeMismatch, "expected a UUID default such as 6F9619FF-8B86-D011-B42D-00C04FC964FF, "
                  + "found \(Self.quoted(text))", at: node)
            return nil
        case .URL:
            guard let value = string(node, for: "default") else { return nil }
            if Self.isAbsoluteURL(value.value) { return value }
            error(LoaderID.typeMismatch, "expected an absolute URL default such as https://example.com, "
                  + "written as RFC 3986 allows (ASCII, other characters percent-encoded), found \(Self.quoted(text))", at: node)
            return nil
        case .Date, nil:
            if ParamType.standardNumberTypes.contains(type.name) {
                return numberDefault(node, text: text, isPlain: isPlain, type: type.name)
            }
            if let builtin = MisspelledParamTypeRule.intendedType(for: type.name) {
                error(LoaderID.typeMismatch, "'\(type.name)' is not a builtin type, so it cannot have a default; "
                      + "did you mean '\(builtin)'?", at: node)
                return nil
            }
            let notes = [Diagnostic.Note("leave 'default' out and have every link pass the value, or make the param "
                                         + "optional ('\(type.name)?') so that it defaults to nil", at: here)]
            error(LoaderID.typeMismatch, "a param of type '\(type.name)' cannot have a default in version 1",
                  at: node, notes: notes)
            return nil
        }
    }

    /// The default of a number type (`Int`, `Double`, and the standard `Int64`, `UInt8`, `Float` …):
    /// a decimal integer in the type's range, or for the floating-point types a decimal number that
    /// stays finite, written as Swift writes it.
    private mutating func numberDefault(_ node: Node, text: String, isPlain: Bool, type: String) -> Located<String>? {
        let tag = tree.tag(node)
        if let range = Self.integerRanges[type] {
            if isPlain, tag == nil || tag == CoreTag.int, Self.isDecimalInteger(text) {
                if Self.integer(text, fitsIn: range) {
                    return Located(text, at: location(node), verbatimStart: verbatimStart(of: node))
                }
                // `Int`'s range is the platform's word size, so only the fixed-width types name theirs.
                let bounds = type == "Int" ? "" : " (\(range.lowerBound)...\(range.upperBound))"
                error(LoaderID.typeMismatch, "\(Self.quoted(text)) does not fit in \(Self.withArticle(type))\(bounds)", at: node)
                return nil
            }
            numberError("expected \(Self.withArticle(type)) default (a decimal integer), found \(describe(node))", at: node,
                        unquoted: !isPlain && Self.isDecimalInteger(text) && Self.integer(text, fitsIn: range))
            return nil
        }
        let fits = { (text: String) in type == "Float" ? Float(text)?.isFinite == true : Double(text)?.isFinite == true }
        if isPlain, tag == nil || tag == CoreTag.float || tag == CoreTag.int, Self.isDecimalNumber(text) {
            if fits(text) { return Located(text, at: location(node), verbatimStart: verbatimStart(of: node)) }
            // `1e39`: a number, too large for the type (Swift rejects the literal as overflowing).
            error(LoaderID.typeMismatch, "\(Self.quoted(text)) does not fit in a \(type)", at: node)
            return nil
        }
        numberError("expected a \(type) default (a decimal number), found \(describe(node))", at: node,
                    unquoted: !isPlain && Self.isDecimalNumber(text) && fits(text))
        return nil
    }

    /// The integer types' ranges, as text of arbitrary size compares: (lowest, highest).
    static let integerRanges: [String: ClosedRange<Int128>] = [
        "Int": Int128(Int.min)...Int128(Int.max), "Int8": Int128(Int8.min)...Int128(Int8.max), "Int16": Int128(Int16.min)...Int128(Int16.max),
        "Int32": Int128(Int32.min)...Int128(Int32.max), "Int64": Int128(Int64.min)...Int128(Int64.max),
        "UInt": 0...Int128(UInt64.max), "UInt8": 0...Int128(UInt8.max), "UInt16": 0...Int128(UInt16.max),
        "UInt32": 0...Int128(UInt32.max), "UInt64": 0...Int128(UInt64.max),
    ]

    /// Whether a decimal integer (`isDecimalInteger`) lies in `range`.
    static func integer(_ text: String, fitsIn range: ClosedRange<Int128>) -> Bool {
        Int128(text.hasPrefix("+") ? String(text.dropFirst()) : text).map(range.contains) ?? false
    }

    /// A number default that is not one; when only its quotes are wrong (`"0"`), a note says so
    /// and the fix-it removes them, as for a quoted `"true"`.
    private mutating func numberError(_ message: String, at node: Node, unquoted: Bool) {
        guard unquoted, let text = scalar(node)?.value else {
            error(LoaderID.typeMismatch, message, at: node)
            return
        }
        let fixIts = suggestion(text, for: node).fixIts
        let notes = [Diagnostic.Note("the value is quoted, so it is text; write \(text) without quotes", at: location(node))]
        error(LoaderID.typeMismatch, message, at: node, notes: notes, fixIts: fixIts)
    }

    /// A type's name after its indefinite article, for messages: `an Int64`, `a UInt8`, `a Float`.
    static func withArticle(_ type: String) -> String {
        (type.first.map { "AEIO".contains($0) } ?? false ? "an " : "a ") + type
    }

    /// Words for "no value" that YAML reads as text, written as an optional param's default.
    static let nilWords: Set<String> = ["nil", "Nil", "NIL", "none", "None", "NONE"]

    /// A scalar for messages: `'10.5'`, or `the quoted string '10'`.
    private func describe(_ node: Node) -> String {
        guard let scalar = scalar(node) else { return tree.kindDescription(node) }
        if scalar.style != .plain { return "the quoted string \(Self.quoted(scalar.value))" }
        if let tag = tree.tag(node) { return "a value tagged '\(CoreTag.display(tag))'" }
        return Self.quoted(scalar.value)
    }

    /// `[-+]?[0-9]+`.
    static func isDecimalInteger(_ text: String) -> Bool {
        if let isInteger = asciiIsDecimalInteger(text.utf8[...]) { return isInteger }
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
    }

    /// `isDecimalInteger` on the bytes of ASCII text, where characters are bytes; nil for other text.
    private static func asciiIsDecimalInteger(_ bytes: Substring.UTF8View) -> Bool? {
        var digits = bytes
        if digits.first == UInt8(ascii: "-") || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        var isInteger = !digits.isEmpty
        for byte in digits {
            if byte >= 0x80 { return nil }
            if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { isInteger = false }
        }
        return isInteger
    }

    /// `[-+]?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?`: digits on both sides of the point, as in Swift.
    static func isDecimalNumber(_ text: String) -> Bool {
        if let isNumber = asciiIsDecimalNumber(text) { return isNumber }
        var rest = Substring(text)
        if let exponent = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard isDecimalInteger(String(rest[rest.index(after: exponent)...])) else { return false }
            rest = rest[..<exponent]
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, isDecimalInteger(String(parts[0])) else { return false }
        guard parts.count == 2 else { return true }
        return !parts[1].isEmpty && parts[1].allSatisfy { ("0"..."9").contains($0) }
    }

    /// `isDecimalNumber` on the bytes of ASCII text, where characters are bytes; nil for other text.
    private static func asciiIsDecimalNumber(_ text: String) -> Bool? {
        var rest = text.utf8[...]
        guard rest.allSatisfy({ $0 < 0x80 }) else { return nil }
        if let exponent = rest.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            guard asciiIsDecimalInteger(rest[rest.index(after: exponent)...]) == true else { return false }
            rest = rest[..<exponent]
        }
        guard let point = rest.firstIndex(of: UInt8(ascii: ".")) else { return asciiIsDecimalInteger(rest) == true }
        let fraction = rest[rest.index(after: point)...]
        return asciiIsDecimalInteger(rest[..<point]) == true && !fraction.isEmpty
            && fraction.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// `8-4-4-4-12` hexadecimal digits, the form `UUID(uuidString:)` reads.
    static func isCanonicalUUID(_ text: String) -> Bool {
        // On the bytes: groups of ASCII hex digits are one byte per character.
        let utf8 = text.utf8
        guard utf8.count == 36 else { return false }
        for (index, byte) in utf8.enumerated() {
            switch index {
            case 8, 13, 18, 23:
                guard byte == UInt8(ascii: "-") else { return false }
            default:
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte) else { return false }
            }
        }
        return true
    }

    /// An absolute URI by RFC 3986's grammar, ASCII only (`URIReference`): the generated
    /// `URL(string: "…")!` then parses on every OS, where Foundation's lenient reading would not.
    static func isAbsoluteURL(_ text: String) -> Bool {
        URIReference.isAbsoluteURI(text)
    }
}
