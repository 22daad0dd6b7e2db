import YAMLSource

// A screen written one level too deep, inside the screen above it (SpecFormat.md §11.1):
//
//     Home:
//       links:
//         - sheet: Compose
//       Compose:
//       presentation: sheet
//
// YAML reads `Compose` as a key of `Home`, and the keys below it as more of `Home`'s, so `Home`
// becomes a sheet and `Compose` an unknown screen. An UpperCamel key that links or actions of the
// file name as a screen is reported as the unknown key it is, with a note that says what it
// looks like, and read as the screen it was meant to be: no cascade of errors about `Home`.

extension SpecReader {
    /// Names users write for a presentation, by their lower-cased spelling: too far from the
    /// value for ``DidYouMean`` to suggest it by spelling.
    static let presentationSynonyms: [String: Presentation] = [
        "fullscreen": .fullScreenCover, "fullscreencover": .fullScreenCover, "cover": .fullScreenCover,
        "modal": .sheet,
    ]

    /// How much of a screen a key that is a screen written too deep takes.
    enum NestedScreen {
        /// Its own keys are under it (`Compose: { … }`): the screen's other keys stay its own.
        case alone
        /// It has no value, and the keys after it are its own (`Compose:` then `presentation: sheet`).
        case withRest
    }

    /// When `entry`, an unknown key of screen `parent`, is a screen written too deep: reports it,
    /// reads the screen it means (from its value, or from `rest`, the keys after it) and adds it
    /// to the fragment. Nil, having done nothing, for any other key.
    mutating func nestedScreen(_ entry: Pair, in parent: Located<String>, rest: Slice<YAMLTree.Pairs>,
                               body: Node) -> NestedScreen? {
        guard Self.screenKeyTable.match(entry.key, in: tree) == nil, let name = tree.value(entry.key),
              Identifier.isWellFormed(name, casing: .upper),
              KeySynonyms.likelyKey(for: name, in: Self.screenKeys) == nil,
              isNull(entry.value) || tree.pairs(entry.value) != nil,
              let document = tree.documents.first,
              !definesScreen(name, in: document), namesScreen(name, in: document)
        else { return nil }
        let alone = !isNull(entry.value)
        let how = alone ? "dedent it and its keys to the indentation of '\(parent.value)'"
            : "dedent it to the indentation of '\(parent.value)', so that the keys below it are its own"
        let read = alone ? "from its own keys" : "from the keys below it"
        error(LoaderID.unknownKey, "screen \(Self.quoted(name)) is written inside screen '\(parent.value)', as one of its "
              + "keys: \(how)", at: entry.key,
              notes: [Diagnostic.Note("a link or action names '\(name)' as a screen, so it is read as one, \(read)",
                                      at: location(entry.key))],
              fixIts: dedentFixIts(entry, to: parent, movesLines: alone && rest.isEmpty))
        let id = identifier(entry.key, text: name, role: .screen)
        if !alone {
            // Keys below it that `parent` has too are its own, not the parent's repeats.
            var seen = Set<String>()
            for pair in rest {
                guard let text = tree.value(pair.key), seen.insert(text).inserted else { continue }
                let mark = tree.start(pair.key)
                if duplicateKeys.contains(mark) { ownedDuplicates.insert(mark) }
            }
        }
        let screen = alone ? screen(id, body: entry.value) : screen(id, body: body, pairs: rest)
        fragment.entries.append(.screen(screen))
        return alone ? .alone : .withRest
    }

    /// The fix-its that dedent screen `entry`, written in `parent`, to the parent's indentation:
    /// its key's line (with no value, the keys below it become its own, as it is read); with
    /// `movesLines`, also the lines of its value, when they are all indented at least as deep.
    /// None when the key does not start its line, or its value is on it in part only.
    private func dedentFixIts(_ entry: Pair, to parent: Located<String>, movesLines: Bool) -> [Diagnostic.FixIt] {
        dedentFixIts(entry, toColumn: parent.location.column, movesLines: movesLines)
    }

    /// The fix-its that dedent `entry` (its key's line, and with `movesLines` its value's) so its
    /// key starts at `column`; none when that is uncertain (see above).
    func dedentFixIts(_ entry: Pair, toColumn column: Int, movesLines: Bool) -> [Diagnostic.FixIt] {
        let at = tree.start(entry.key)
        let shift = at.column - column
        guard shift > 0, lines.startsLine(at), isNull(entry.value) || movesLines else { return [] }
        let last = isNull(entry.value) ? at.line : tree.end(entry.value).line
        var fixIts: [Diagnostic.FixIt] = []
        for line in at.line...last {
            // A blank line needs nothing; a line indented less than the shift stops the fix-its.
            if lines.isBlank(line: line) { continue }
            guard let prefix = lines.prefix(ofLine: line, before: shift + 1), prefix.allSatisfy({ $0 == " " }) else { return [] }
            fixIts.append(Diagnostic.FixIt(replacement: "", at: SourceLocation(file: file, line: line, column: 1), length: shift))
        }
        return fixIts
    }

    /// Whether the file's `screens` section has a screen `name`.
    private func definesScreen(_ name: String, in document: Node) -> Bool {
        guard let sections = tree.pairs(document),
              let screens = sections.first(where: { tree.value($0.key) == "screens" }),
              let pairs = tree.pairs(screens.value) else { return false }
        return pairs.contains { tree.value($0.key) == name }
    }

    /// Whether a link, action or tab of the file names screen `name` (`sheet: Compose`,
    /// `present: Compose`, `root: Compose`).
    private func namesScreen(_ name: String, in node: Node) -> Bool {
        if let pairs = tree.pairs(node) {
            return pairs.contains { pair in
                if let verb = tree.value(pair.key), Self.screenVerbs.contains(verb), tree.value(pair.value) == name {
                    return true
                }
                return namesScreen(name, in: pair.value)
            }
        }
        return tree.items(node)?.contains { namesScreen(name, in: $0) } ?? false
    }

    /// The keys whose value is a screen id: link verbs, action verbs and roots.
    private static let screenVerbs: Set<String> = Set(linkVerbs).union(["present", "open", "root"])
}

// The other way round from a screen key indented under `params` (SpecReader+Screens): a param
// dedented out of an empty `params:`, to the screen's keys:
//
//     LicenseDetail:
//       params:
//       licenseID: Int
//
// `licenseID` is an unknown key of the screen; said so, it gives no clue. A lower-camel key that
// resembles no screen key, whose value may be a type, right under an empty `params` (or under
// another such key) is reported as the param it looks like, with a fix-it indenting it, and
// noted as a param left out: the rules about the screen's params are skipped, not wrong.

extension SpecReader {
    /// When `entry`, an unknown key of screen `screen`, is a param dedented out of `params`, the
    /// empty `params:` it follows (directly, or after other such keys): reports it and returns
    /// true. False, having done nothing, for any other key.
    mutating func dedentedParam(_ entry: Pair, under params: Pair, of screen: Located<String>) -> Bool {
        guard let name = tree.value(entry.key), tree.style(entry.key) == .plain,
              Identifier.isWellFormed(name, casing: .lower),
              KeySynonyms.likelyKey(for: name, in: Self.screenKeys) == nil, Self.owner(ofKey: name) == nil,
              !isNull(entry.value), mayBeParamType(entry.value) else { return false }
        let (at, paramsAt) = (tree.start(entry.key), tree.start(params.key))
        guard at.column == paramsAt.column, lines.startsLine(at), lines.startsLine(paramsAt) else { return false }
        // One step deeper than the screen's keys are under its id; only a pair on one line moves whole.
        var fixIts: [Diagnostic.FixIt] = []
        let step = at.column - screen.location.column
        if step > 0, screen.location.line < paramsAt.line, tree.end(entry.value).line == at.line {
            fixIts = [Diagnostic.FixIt(replacement: String(repeating: " ", count: at.column - 1 + step),
                                       at: SourceLocation(file: file, line: at.line, column: 1), length: at.column - 1)]
        }
        error(LoaderID.unknownKey, "'\(name)' is not a key of a screen; it looks like a param of the empty 'params' "
              + "above: check the indentation; indent it under 'params'", at: entry.key,
              notes: [Diagnostic.Note("'params' of '\(screen.value)' has no value: its params are indented under it",
                                      at: location(params.key))],
              fixIts: fixIts)
        return true
    }
}
