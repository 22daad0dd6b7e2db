import YAMLSource

// A screen, toolbar or section defined twice in one file is a repeated key of one mapping: the
// YAML layer reports it (`yaml.duplicate_key`) and the reader keeps the first. The copy left out
// is a gap, as the same definition in two files is (`SpecMerger`, `spec.duplicate_definition`):
// the links, actions or definitions it holds are missing, so the checks they feed are skipped,
// with a note, rather than wrong.

extension SpecReader {
    /// What a mapping's entries define, for the gaps their repeats leave.
    enum Definitions {
        /// The spec file's sections: a repeated one leaves its screens, tabs or toolbars out.
        case sections
        /// `screens`: a repeated screen leaves its links out, and its presentation when it differs.
        case screens
        /// `toolbars`: a repeated toolbar leaves its items' actions out.
        case toolbars
    }

    /// Whether `pair` is a repeat the YAML layer reported; if so, notes the gap its definition
    /// leaves, at its key (where that error is). `pairs`: the mapping's pairs, holding the first.
    mutating func skipsRepeatedDefinition(_ pair: Pair, among pairs: YAMLTree.Pairs, of definitions: Definitions) -> Bool {
        guard !duplicateKeys.isEmpty, isRepeatedKey(pair.key) else { return false }
        let at = location(pair.key)
        switch definitions {
        case .sections:
            // A second `app` is left out as a second file's is: nothing is checked against it.
            if !tree.valueIs(pair.key, "app") { gaps.append(LoadGap(.definitions, at: at)) }
        case .toolbars:
            gaps.append(LoadGap(.navigation, at: at))
        case .screens:
            gaps.append(LoadGap(.navigation, at: at))
            // The links written for the copy left out would look wrong against the kept one.
            let id = tree.value(pair.key)
            if let first = pairs.first(where: { tree.value($0.key) == id }),
               presentationWords(of: first.value) != presentationWords(of: pair.value), let id {
                gaps.append(LoadGap(.presentations, at: at, screen: id))
            }
        }
        return true
    }

    /// A screen body's `presentation` (`push` when not written) and `stack`, as written.
    private func presentationWords(of body: Node) -> [String] {
        let keys = tree.pairs(body)
        func written(_ key: StaticString) -> String? {
            keys?.first { tree.valueIs($0.key, key) }.map { tree.value($0.value) ?? "" }
        }
        return [written("presentation") ?? Presentation.push.rawValue, written("stack") ?? "false"]
    }
}
