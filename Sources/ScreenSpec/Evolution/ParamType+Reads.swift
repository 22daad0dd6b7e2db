// What a param's new type reads of the values its old type wrote: `SpecDiff`'s comparison of
// a changed param type with old links (text) and saved navigation states (JSON).

extension ParamType {
    /// Whether every value of `old`, as `JSONEncoder` writes it into a saved state, reads as this
    /// type too: the same type made optional, a wider integer, an integer or `Float` as `Double`, a
    /// `UUID` or `URL` as `String`.
    func readsValues(of old: ParamType) -> Bool {
        reads(old, fromURL: false)
    }

    /// Whether every value of `old`, as a link's text, reads as this type too: what
    /// `readsValues(of:)` reads, and any text as `String` (`5`, `true` and `2.5` are text in a URL).
    /// `alwaysGiven`: every link carries a value (in its path, or the new param has a default),
    /// so an optional `old` needs no optional new type.
    func readsURLTexts(of old: ParamType, alwaysGiven: Bool) -> Bool {
        reads(old, fromURL: true, alwaysGiven: alwaysGiven)
    }

    private func reads(_ old: ParamType, fromURL: Bool, alwaysGiven: Bool = false) -> Bool {
        guard isOptional || !old.isOptional || alwaysGiven else { return false }
        if name == old.name || fromURL && name == "String" { return true }
        let signed = ["Int8", "Int16", "Int32", "Int64"], unsigned = ["UInt8", "UInt16", "UInt32", "UInt64"]
        let width = { (type: String) -> Int? in
            if type == "Int" || type == "UInt" { return 64 }
            return (signed + unsigned).firstIndex(of: type).map { 8 << ($0 % 4) }
        }
        switch (old.name, name) {
        case ("UUID", "String"), ("URL", "String"), ("Float", "Double"): return true
        case (_, "Double"): return width(old.name) != nil
        default:
            guard let from = width(old.name), let to = width(name) else { return false }
            let fromSigned = old.name == "Int" || signed.contains(old.name)
            let toSigned = name == "Int" || signed.contains(name)
            // Signed never reads as unsigned; unsigned reads as a wider signed or an unsigned at least as wide.
            return fromSigned ? toSigned && to >= from : (toSigned ? to > from : to >= from)
        }
    }
}
