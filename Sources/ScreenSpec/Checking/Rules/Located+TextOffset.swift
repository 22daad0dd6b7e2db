extension Located where Value == String {
    /// The location `offset` Unicode scalars into the value's text (a `{` inside a title or a
    /// deep link), when the source spells the value verbatim on one line; otherwise the value's
    /// own location, which is never wrong, only less precise.
    func location(atOffset offset: Int) -> SourceLocation {
        guard let start = verbatimStart else { return location }
        return start.movedRight(by: offset)
    }

    /// A fix-it replacing `length` scalars of the value's text from `offset`, when the source
    /// spells the value verbatim; nil otherwise, since an edit must never miss its target.
    func fixIt(replacing length: Int, atOffset offset: Int = 0, with replacement: String) -> Diagnostic.FixIt? {
        guard verbatimStart != nil else { return nil }
        return Diagnostic.FixIt(replacement: replacement, at: location(atOffset: offset), length: length)
    }
}

extension Located where Value: RawRepresentable<String> {
    /// A fix-it replacing the enumerated value's text (`navigationBarLeading`) with `replacement`,
    /// when the source spells it verbatim; nil otherwise.
    func fixIt(replacingWith replacement: String) -> Diagnostic.FixIt? {
        let name = value.rawValue
        return Located<String>(name, at: location, verbatimStart: verbatimStart)
            .fixIt(replacing: name.unicodeScalars.count, with: replacement)
    }
}
