import YAMLSource

// A list item whose `- ` was forgotten (SpecFormat.md §11.1):
//
//     tabs:
//       - id: home
//         root: Home
//         id: settings
//         root: Settings
//
// YAML reads the second item's keys as more of the first's, so each of them is a duplicate key,
// and the item is lost. When the repeats start again from the item's first key, that is what
// happened: one error at that key says so, with a fix-it that writes the `- `, instead of one
// error per key; the list's reader notes the item as left out, so the checks that count on it
// are skipped, not wrong.

/// A list item whose keys repeat from its first key on: a `- ` is missing before the repeat.
struct MissingDash: Sendable {
    /// The repeated first key, where the lost item starts.
    let start: Mark
    /// The item's own first key.
    let first: Mark
    /// The key's text.
    let key: String
    /// The other duplicate keys of the lost item: its own error covers them.
    let covered: [Mark]
    /// Writes the `- ` (the first item's own text from its dash to its key) over the start's
    /// indentation; nil when the first item's dash is not on its key's line.
    let dash: LineText.Dash?

    /// The missing dashes of a file: in every block mapping that is an item of a list, each key
    /// that repeats the item's first key on a line of its own, at its column. `duplicates`: the
    /// keys the YAML layer reported as repeated (nothing is looked for without them).
    static func find(in tree: YAMLTree, duplicates: Set<Mark>, lines: LineText) -> [MissingDash] {
        guard !duplicates.isEmpty else { return [] }
        var found: [MissingDash] = []
        var pending = tree.documents
        while let node = pending.popLast() {
            if let items = tree.items(node) {
                for item in items {
                    pending.append(item)
                    if let pairs = tree.pairs(item) { found += inItem(pairs, tree: tree, duplicates: duplicates, lines: lines) }
                }
            } else if let pairs = tree.pairs(node) {
                pending += pairs.map(\.value)
            }
        }
        return found.sorted { $0.start < $1.start }
    }

    /// The missing dashes of one list item, `pairs`.
    private static func inItem(_ pairs: YAMLTree.Pairs, tree: YAMLTree, duplicates: Set<Mark>,
                               lines: LineText) -> [MissingDash] {
        guard pairs.count > 1, let firstText = tree.value(pairs[0].key) else { return [] }
        let first = tree.start(pairs[0].key)
        // The repeats of the first key, each starting its own line at the first key's column.
        let starts = pairs.indices.dropFirst().filter { index in
            let key = pairs[index].key
            let mark = tree.start(key)
            return duplicates.contains(mark) && tree.value(key) == firstText && mark.line > first.line
                && mark.column == first.column && lines.startsLine(mark)
        }
        guard !starts.isEmpty else { return [] }
        let dash = lines.dash(before: first)
        return starts.enumerated().map { number, start in
            let end = number + 1 < starts.count ? starts[number + 1] : pairs.endIndex
            let covered = ((start + 1)..<end).map { tree.start(pairs[$0].key) }.filter { duplicates.contains($0) }
            return MissingDash(start: tree.start(pairs[start].key), first: first, key: firstText, covered: covered,
                               dash: dash)
        }
    }

    /// The error that replaces the duplicate-key errors of the lost item.
    func diagnostic(in file: String) -> Diagnostic {
        let at = SourceLocation(file: file, mark: start)
        return Diagnostic(
            id: YAMLProblem.Kind.duplicateKey.rawValue, severity: .error,
            message: "duplicate key '\(key)', this list item's first key again: a '- ' is likely missing before it "
                + "(the keys from here on are read into the item above, and the item they start is left out)",
            at: at,
            notes: [Diagnostic.Note("the item above starts with '\(key)' here",
                                    at: SourceLocation(file: file, mark: first))],
            fixIts: dash.map { [$0.fixIt(onLine: start.line, in: file)] } ?? [])
    }
}

extension SpecReader {
    /// Notes each list item a missing `- ` merged into `item` as left out: a gap of the kind
    /// `kind` gives for the lost item's keys (nil: nothing depends on it).
    mutating func noteItemsLostToMissingDash(in item: Node, _ kind: (Set<String>) -> LoadGap.Kind?) {
        guard !missingDashes.isEmpty, let pairs = tree.pairs(item) else { return }
        var lost: (start: Mark, keys: Set<String>)?
        func close(_ lost: (start: Mark, keys: Set<String>)?, into gaps: inout [LoadGap]) {
            if let lost, let kind = kind(lost.keys) { gaps.append(LoadGap(kind, at: SourceLocation(file: file, mark: lost.start))) }
        }
        for pair in pairs {
            let mark = tree.start(pair.key)
            if missingDashes.contains(mark) {
                close(lost, into: &gaps)
                lost = (mark, [])
            }
            if let text = tree.value(pair.key) { lost?.keys.insert(text) }
        }
        close(lost, into: &gaps)
    }
}

extension SpecReader {
    /// `links:` whose links were written without their `- `, one per line:
    ///
    ///     links:
    ///       push: ContactDetail
    ///       sheet: Compose
    ///
    /// a block mapping whose keys are all link verbs, lined up. One error says a `- ` is likely
    /// missing, with a fix-it writing one before each; the links it means are read, so the other
    /// checks still run (a verb repeated, `push:` twice, is one of them, not a duplicate key). Nil
    /// for any other value.
    mutating func linksWithoutDashes(_ node: Node) -> [LinkSpec]? {
        guard tree.tag(node) == nil, let pairs = tree.pairs(node), let first = pairs.first,
              tree.start(node) == tree.start(first.key) else { return nil }
        let column = tree.start(first.key).column
        var line = 0
        for pair in pairs {
            let start = tree.start(pair.key)
            guard Self.linkVerbTable.match(pair.key, in: tree) != nil, start.column == column, start.line > line,
                  lines.startsLine(start) else { return nil }
            line = start.line
        }
        let written = pairs.count == 1 ? tree.value(first.value).map { "'\(tree.value(first.key) ?? ""): \($0)'" } : nil
        error(LoaderID.typeMismatch, "expected a list for 'links', found a mapping: a '- ' is likely missing before "
              + (written ?? (pairs.count == 1 ? "the link" : "each of its \(pairs.count) links"))
              + " (each link is an item of the list)",
              at: node, fixIts: pairs.map { Diagnostic.FixIt(replacement: "- ", at: location($0.key), length: 0) })
        var links: [LinkSpec] = []
        for pair in pairs {
            let start = tree.start(pair.key)
            // A verb repeated is a link of its own: its duplicate-key error is dropped.
            if duplicateKeys.contains(start) { ownedDuplicates.insert(start) }
            guard let kind = Self.linkVerbTable.match(pair.key, in: tree) else { continue }
            let mark = errorMark
            defer { noteGap(.navigation, since: mark) }
            if isNull(pair.value) {
                let (noun, target) = kind == .selectTab ? ("tab", "TAB") : ("screen", "SCREEN")
                error(LoaderID.invalidValue, "'\(kind.rawValue)' names no \(noun): write '\(kind.rawValue): \(target)'",
                      at: pair.key)
                continue
            }
            if let target = string(pair.value, for: kind.rawValue) {
                links.append(LinkSpec(kind: kind, target: target, location: location(pair.key)))
            }
        }
        return links
    }
}
