import YAMLSource

// Reading scalars by the type the field expects (SpecFormat.md §2), and the diagnostics helpers
// every section reader shares.

/// The stable ids of the loader's own diagnostics; `yaml.*` ids come from `YAMLProblem`.
enum LoaderID {
    static let unknownKey = "spec.unknown_key"
    static let typeMismatch = "spec.type_mismatch"
    static let missingKey = "spec.missing_key"
    static let invalidValue = "spec.invalid_value"
    static let invalidIdentifier = "spec.invalid_identifier"
    static let duplicateDefinition = "spec.duplicate_definition"
    static let missingApp = "spec.missing_app"
    static let multipleApp = "spec.multiple_app"
    static let multipleDocuments = "spec.multiple_documents"
    static let noInput = "spec.no_input"
    static let commentValue = "spec.comment_value"
    static let nilText = "spec.nil_text"
}

/// The YAML core tags a field may carry (SpecFormat.md §2: explicit tags that agree with the field).
enum CoreTag {
    static let string = "tag:yaml.org,2002:str"
    static let int = "tag:yaml.org,2002:int"
    static let float = "tag:yaml.org,2002:float"
    static let bool = "tag:yaml.org,2002:bool"
    static let null = "tag:yaml.org,2002:null"
    static let map = "tag:yaml.org,2002:map"
    static let seq = "tag:yaml.org,2002:seq"

    /// The short spelling users write, `!!str` for `tag:yaml.org,2002:str`.
    static func display(_ tag: String) -> String {
        let prefix = "tag:yaml.org,2002:"
        return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
    }
}

extension SpecReader {
    // MARK: Locations and diagnostics

    /// Where a node starts in the current file.
    func location(_ node: Node) -> SourceLocation {
        let start = tree.start(node)
        return SourceLocation(file: file, line: start.line, column: start.column)
    }

    /// A fix-it deleting the entry `key: value` of `mapping` written on one line: in a block
    /// mapping with its indentation when it is not the mapping's first entry (so no line of spaces
    /// is left; the first may follow a list's `- `), in a flow mapping with a comma beside it
    /// (`flowEntryRemoval`); nil for an entry over several lines.
    func entryRemoval(_ entry: Pair, in mapping: Node) -> Diagnostic.FixIt? {
        let start = tree.start(entry.key), end = tree.end(entry.value)
        let first = tree.start(tree.pairs(mapping)?.first?.key ?? entry.key)
        guard tree.start(mapping).offset == first.offset else { return flowEntryRemoval(entry, in: mapping) }
        guard start.line == end.line, end.column > start.column else { return nil }
        let column = first.offset == start.offset ? start.column : 1
        return Diagnostic.FixIt(replacement: "", at: SourceLocation(file: file, line: start.line, column: column),
                                length: end.column - column)
    }

    /// The fix-it that removes a pair of a flow mapping written on one line, with the comma before
    /// it (or, for the first pair, after it); nil for the only pair.
    func flowEntryRemoval(_ entry: Pair, in mapping: Node) -> Diagnostic.FixIt? {
        guard let pairs = tree.pairs(mapping), pairs.count > 1,
              let position = pairs.firstIndex(where: { tree.start($0.key).offset == tree.start(entry.key).offset })
        else { return nil }
        let (from, to) = position == pairs.startIndex
            ? (tree.start(entry.key), tree.start(pairs[pairs.index(after: position)].key))
            : (tree.end(pairs[pairs.index(before: position)].value), tree.end(entry.value))
        guard from.line == to.line, to.column > from.column else { return nil }
        return Diagnostic.FixIt(replacement: "", at: SourceLocation(file: file, line: from.line, column: from.column),
                                length: to.column - from.column)
    }

    /// Records an error at a node.
    mutating func error(_ id: String, _ message: String, at node: Node,
                        notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) {
        emit(Diagnostic(id: id, severity: .error, message: message, at: location(node), notes: notes, fixIts: fixIts))
    }

    /// A "did you mean" note at `node` and, when the node's source text is exactly its scalar
    /// (one line, plain or simply quoted), a fix-it replacing that text with `replacement`.
    func suggestion(_ replacement: String, for node: Node) -> (notes: [Diagnostic.Note], fixIts: [Diagnostic.FixIt]) {
        let here = location(node)
        let note = Diagnostic.Note("did you mean '\(replacement)'?", at: here)
        guard let length = sourceLength(of: node) else { return ([note], []) }
        return ([note], [Diagnostic.FixIt(replacement: replacement, at: here, length: length)])
    }

    /// The number of scalars a scalar node occupies in the source, when that is certain: its text
    /// on one line, plain or between quotes with no escapes. Nil for aliases, block scalars, escapes.
    func sourceLength(of node: Node) -> Int? {
        guard let style = tree.style(node) else { return nil }
        let (start, end) = (tree.start(node), tree.end(node))
        guard start.line == end.line, let count = tree.valueScalarCount(node) else { return nil }
        let extent = end.offset - start.offset
        switch style {
        case .plain: return extent == count && count > 0 ? extent : nil
        case .singleQuoted, .doubleQuoted: return extent == count + 2 ? extent : nil
        case .literal, .folded: return nil
        }
    }

    /// Reports a key the format does not define, with a fix-it to the known key it most likely
    /// meant (`KeySynonyms`); returns that key, if one was suggested. `value`, the key's value,
    /// lets a flag become the mapping the key takes: `searchable: true` becomes `search: {}` in one go.
    /// `siblings`, the mapping's pairs, keep a fix-it from renaming the key to one the mapping has.
    @discardableResult
    mutating func unknownKey(_ key: Node, _ text: String, in context: String, candidates: [String],
                             holdsLinks: Bool = false, value: Node? = nil, siblings: Slice<YAMLTree.Pairs>? = nil) -> String? {
        let message = "unknown key \(Self.quoted(text)) in \(context)"
        if let (notes, fixIts) = commaSplitExplanation(key) {
            error(LoaderID.unknownKey, message, at: key, notes: notes, fixIts: fixIts)
        } else if candidates == Self.screenKeys, let call = Self.viewModifiers[text] {
            error(LoaderID.unknownKey, message, at: key,
                  notes: [Diagnostic.Note("'\(text)' is a SwiftUI modifier ScreenSpec does not generate: apply "
                                          + "'\(call)' in the app's view of the screen", at: location(key))])
        } else if candidates == Self.itemKeys || candidates == Self.menuItemKeys, let advice = Self.itemModifiers[text] {
            error(LoaderID.unknownKey, message, at: key, notes: [Diagnostic.Note(advice, at: location(key))])
        } else if let closest = KeySynonyms.likelyKey(for: text, in: candidates, holdsLinks: holdsLinks) {
            var (notes, fixIts) = suggestion(closest, for: key)
            if let siblings, siblings.contains(where: { tree.value($0.key) == closest }) {
                // Renamed, it would be a duplicate key: what it holds belongs in the one there is.
                let advice = value.map(isNull) ?? true ? "remove this key" : "merge what this key holds into it"
                notes = [Diagnostic.Note("did you mean '\(closest)'? this mapping has '\(closest)' already: \(advice)",
                                         at: location(key))]
                fixIts = []
            } else if closest == "search", let value, let flagFixIts = searchFlagFixIts(value) {
                notes = [Diagnostic.Note("did you mean 'search: {}'?", at: location(key))]
                fixIts += flagFixIts
            } else if closest == "toolbar", text.lowercased() == "navigationbaritems",
                      !(value.flatMap(tree.value).map(isToolbarOfThisFile) ?? false) {
                // SwiftUI's items, not a toolbar of the spec's: renamed, it would name no toolbar.
                notes = [Diagnostic.Note("did you mean 'toolbar'? it takes the id of a toolbar defined under "
                                         + "'toolbars', where its items go", at: location(key))]
                fixIts = []
            } else if closest == "search", let value, boolWord(value) == false {
                // `searchable: false`: a screen without `search` has none; `search: false` is no value.
                notes = [Diagnostic.Note("remove it: a screen without 'search' has no search field", at: location(key))]
                fixIts = []
            }
            error(LoaderID.unknownKey, message, at: key, notes: notes, fixIts: fixIts)
            return closest
        } else if let owners = Self.owners(ofKey: text, besides: candidates) {
            // `tabStyle` in a tab, `role` in a screen: a key of another part of the spec.
            error(LoaderID.unknownKey, message, at: key,
                  notes: [Diagnostic.Note("\(Self.quoted(text)) is a key of \(owners)", at: location(key))])
        } else {
            error(LoaderID.unknownKey, message, at: key)
        }
        return nil
    }

    /// SwiftUI modifiers written as screen keys, with the call that applies each in a view: the
    /// screen's own view draws them, and none hides navigation (`gapOfUnknownScreenKey`).
    static let viewModifiers: [String: String] = [
        "presentationDetents": ".presentationDetents(…)",
        "presentationDragIndicator": ".presentationDragIndicator(…)",
        "presentationBackground": ".presentationBackground(…)",
        "presentationCornerRadius": ".presentationCornerRadius(…)",
        "interactiveDismissDisabled": ".interactiveDismissDisabled(…)",
        "navigationBarHidden": ".toolbar(…, for: .navigationBar)",
        "navigationBarBackButtonHidden": ".navigationBarBackButtonHidden(…)",
        "toolbarBackground": ".toolbarBackground(…)",
        "toolbarColorScheme": ".toolbarColorScheme(…)",
        "toolbarVisibility": ".toolbarVisibility(…)",
        "tabBarHidden": ".toolbar(…, for: .tabBar)",
        "refreshable": ".refreshable { … }",
        "onAppear": ".onAppear { … }",
        "task": ".task { … }",
        "onDisappear": ".onDisappear { … }",
        "swipeActions": ".swipeActions { … }",
        "contextMenu": ".contextMenu { … }",
        "inspector": ".inspector(isPresented:) { … }",
        "listStyle": ".listStyle(…)",
        "navigationSubtitle": ".navigationSubtitle(…)",
        "navigationSplitViewColumnWidth": ".navigationSplitViewColumnWidth(…)",
        "navigationSplitViewStyle": ".navigationSplitViewStyle(…)",
        "focusedValue": ".focusedValue(…)",
        "focusedSceneValue": ".focusedSceneValue(…)",
        "keyboardShortcut": ".keyboardShortcut(…)",
        "help": ".help(…)",
        "frame": ".frame(…)",
        "padding": ".padding(…)",
        "background": ".background(…)",
        "overlay": ".overlay { … }",
        "tint": ".tint(…)",
        "foregroundStyle": ".foregroundStyle(…)",
        "font": ".font(…)",
        "disabled": ".disabled(…)",
        "ignoresSafeArea": ".ignoresSafeArea(…)",
        "scrollContentBackground": ".scrollContentBackground(…)",
        "preferredColorScheme": ".preferredColorScheme(…)",
        "statusBarHidden": ".statusBarHidden(…)",
        "toolbarRole": ".toolbarRole(…)",
        "toolbarTitleMenu": ".toolbarTitleMenu { … }",
        "presentationCompactAdaptation": ".presentationCompactAdaptation(…)",
        "presentationSizing": ".presentationSizing(…)",
        "onChange": ".onChange(of:) { … }",
        "onSubmit": ".onSubmit { … }",
    ]

    /// Keys of a toolbar or menu item for what SwiftUI adds to a button, which the format does not
    /// generate: the note for each. They name no action, so they leave no navigation out
    /// (`mayBeAction(_:among:)`).
    static let itemModifiers: [String: String] = [
        "keyboardShortcut": "the format does not generate keyboard shortcuts: ScreenSpec generates the item's "
            + "button only; add the shortcut through a menu command ('.commands { … }') or in the app's own view",
        "help": "the format does not generate help tags ('.help(…)'): ScreenSpec generates the item's button only, "
            + "without one; a tooltip needs a button in the app's own view",
    ]

    /// Whether a value is a list of mappings, as `links` is.
    func holdsLinks(_ node: Node) -> Bool {
        guard let items = tree.items(node), let first = items.first else { return false }
        return tree.pairs(first) != nil
    }

    /// The parts of a spec that have the key `text`, other than the one whose keys are
    /// `candidates`: `'app'`, `a tab or a screen`; nil when none has it.
    static func owners(ofKey text: String, besides candidates: [String]) -> String? {
        let parts = [("'app'", appKeys), ("a tab", tabKeys), ("a screen", screenKeys), ("a screen's 'search'", searchKeys),
                     ("a toolbar item", itemKeys)]
        let owners = parts.filter { $0.1 != candidates && $0.1.contains(text) }.map(\.0)
        return owners.isEmpty ? nil : owners.joined(separator: " or ")
    }

    /// Reports an enumerated value that is not one of `candidates`, with a fix-it to the closest.
    mutating func invalidValue(_ node: Node, _ message: String, candidates: [String], closest: String? = nil) {
        let text = tree.value(node) ?? ""
        if let closest = closest ?? DidYouMean.closest(to: text, in: candidates) {
            let (notes, fixIts) = suggestion(closest, for: node)
            error(LoaderID.invalidValue, message, at: node, notes: notes, fixIts: fixIts)
        } else {
            error(LoaderID.invalidValue, message, at: node)
        }
    }

    // MARK: Nodes

    /// Whether a node means "not set": an empty plain scalar, `~`, `null` (`Null`, `NULL`), or `!!null`.
    func isNull(_ node: Node) -> Bool {
        guard let style = tree.style(node) else { return false }
        if let tag = tree.tag(node) { return tag == CoreTag.null }
        guard style == .plain else { return false }
        // Compared byte for byte: none of these words has another canonically equivalent spelling.
        return tree.withValueBytes(node) { bytes in
            switch bytes.count {
            case 0: return true
            case 1: return bytes[0] == UInt8(ascii: "~")
            // Most four-letter values (`main`, `Home`) are ruled out by their first letter.
            case 4: return (bytes[0] == UInt8(ascii: "n") || bytes[0] == UInt8(ascii: "N"))
                && (bytes.elementsEqual("null".utf8) || bytes.elementsEqual("Null".utf8) || bytes.elementsEqual("NULL".utf8))
            default: return false
            }
        } ?? false
    }

    /// Whether the YAML layer reported `key` as a repeat of an earlier key of its mapping (and it
    /// is not the key of a screen written inside another, `ownedDuplicates`).
    func isRepeatedKey(_ key: Node) -> Bool {
        let mark = tree.start(key)
        return duplicateKeys.contains(mark) && (ownedDuplicates.isEmpty || !ownedDuplicates.contains(mark))
    }

    /// The text of a mapping key, or nil when the pair must be skipped: the YAML layer already
    /// reported the key as a duplicate, or the key is not a scalar (reported here).
    mutating func keyText(_ pair: Pair) -> String? {
        if !duplicateKeys.isEmpty, isRepeatedKey(pair.key) { return nil }
        guard let text = tree.value(pair.key) else {
            error(LoaderID.typeMismatch, "expected a key (a scalar), found \(tree.kindDescription(pair.key))", at: pair.key)
            return nil
        }
        return text
    }

    /// The key of a pair matched against the keys of `table`, or nil when the pair must be skipped
    /// (see `keyText(_:)`).
    mutating func keyMatch<Key>(_ pair: Pair, in table: KeyTable<Key>) -> KeyMatch<Key>? {
        if !duplicateKeys.isEmpty, isRepeatedKey(pair.key) { return nil }
        if let key = table.match(pair.key, in: tree) { return .known(key) }
        return keyText(pair).map { .unknown($0) }
    }

    /// The key of a pair among the keys of `table`, or nil when the pair must be skipped: see
    /// `keyText(_:)`, and a key the format does not define, reported as unknown in `context`.
    /// `siblings`, the mapping's pairs, keep a fix-it from renaming the key to one it has.
    mutating func key<Key>(_ pair: Pair, in table: KeyTable<Key>, context: @autoclosure () -> String,
                           candidates: [String], siblings: Slice<YAMLTree.Pairs>? = nil) -> Key? {
        switch keyMatch(pair, in: table) {
        case .known(let key)?: return key
        case .unknown(let text)?:
            unknownKey(pair.key, text, in: context(), candidates: candidates, holdsLinks: holdsLinks(pair.value),
                       value: pair.value, siblings: siblings)
            return nil
        case nil: return nil
        }
    }

    /// The pairs of a mapping node; nil (after reporting) for anything else. `what` names the
    /// expected value in the message ("'search'", "a tab"), and is made only for a message.
    mutating func mapping(_ node: Node, for what: @autoclosure () -> String) -> YAMLTree.Pairs? {
        guard let pairs = tree.pairs(node) else {
            error(LoaderID.typeMismatch, "expected a mapping for \(what()), found \(found(node))", at: node)
            return nil
        }
        guard tree.tag(node) == nil || tree.tag(node) == CoreTag.map || tree.tag(node) == "!" else {
            error(LoaderID.typeMismatch,
                  "expected a mapping for \(what()), found a value tagged '\(CoreTag.display(tree.tag(node) ?? ""))'", at: node)
            return nil
        }
        if pairs.count > 1 { recordCommaSplits(pairs) }
        return pairs
    }

    /// The items of a sequence node; nil (after reporting) for anything else.
    mutating func sequence(_ node: Node, for what: @autoclosure () -> String) -> ArraySlice<Node>? {
        guard let items = tree.items(node) else {
            error(LoaderID.typeMismatch, "expected a list for \(what()), found \(found(node))", at: node)
            return nil
        }
        guard tree.tag(node) == nil || tree.tag(node) == CoreTag.seq || tree.tag(node) == "!" else {
            error(LoaderID.typeMismatch,
                  "expected a list for \(what()), found a value tagged '\(CoreTag.display(tree.tag(node) ?? ""))'", at: node)
            return nil
        }
        return items
    }

    /// How a node is described when it is not what a field expects.
    func found(_ node: Node) -> String {
        if isNull(node) { return "nothing" }
        if let text = tree.value(node) { return Self.quoted(text) }
        return tree.kindDescription(node)
    }

    /// A value as a message quotes it: `'text'`, cut after its first line or its first
    /// `limit` characters (marked `…`), so a file that is not a spec, or a stray block of
    /// text, is named in one short line rather than written out whole.
    static func quoted(_ text: String, limit: Int = 60) -> String {
        var shown = Substring(text)
        if let lineEnd = shown.firstIndex(where: \.isNewline) {
            shown = shown[..<lineEnd]
        }
        if let end = shown.index(shown.startIndex, offsetBy: limit, limitedBy: shown.endIndex) {
            shown = shown[..<end]
        }
        return "'" + shown + (shown.endIndex == text.endIndex ? "'" : "…'")
    }

    // MARK: Scalars by field type

    /// A string field: any scalar taken as its text; nil when not set or not a string (reported).
    mutating func string(_ node: Node, for key: String) -> Located<String>? {
        if isNull(node) { return nil }
        guard tree.isScalar(node) else {
            let (notes, fixIts) = placeholderMappingHint(node) ?? ([], [])
            error(LoaderID.typeMismatch, "expected a string for '\(key)', found \(tree.kindDescription(node))", at: node,
                  notes: notes, fixIts: fixIts)
            return nil
        }
        if let tag = tree.tag(node), tag != CoreTag.string, tag != "!" {
            error(LoaderID.typeMismatch, "expected a string for '\(key)', found a value tagged '\(CoreTag.display(tag))'",
                  at: node)
            return nil
        }
        return Located(tree.value(node) ?? "", at: location(node), verbatimStart: verbatimStart(of: node))
    }

    /// For a `{placeholder}` written unquoted where text was meant (`title: {stackID}`), which YAML
    /// reads as a mapping with one key and no value, on one line: a note that braces start a
    /// mapping, and a fix-it quoting it (`"{stackID}"`). Nil for any other node, such as a mapping
    /// with several keys or a value (`{ a: b }`), which was more likely meant as one.
    func placeholderMappingHint(_ node: Node) -> (notes: [Diagnostic.Note], fixIts: [Diagnostic.FixIt])? {
        guard let pairs = tree.pairs(node), pairs.count == 1, let pair = pairs.first,
              tree.style(pair.key) == .plain, tree.tag(pair.key) == nil, let name = tree.value(pair.key), !name.isEmpty,
              tree.style(pair.value) == .plain, tree.tag(pair.value) == nil, tree.value(pair.value) == "" else { return nil }
        let (start, end) = (tree.start(node), tree.end(node))
        // Flow style (a `{` before the key; a block mapping starts at its key), on one line.
        guard start.offset < tree.start(pair.key).offset, start.line == end.line else { return nil }
        let written = "{" + name + "}"
        let notes = [Diagnostic.Note(YAMLProblem.placeholderMappingNote(written), at: location(node))]
        return (notes, [Diagnostic.FixIt(replacement: written.yamlDoubleQuoted, at: location(node),
                                         length: end.offset - start.offset)])
    }

    /// The items of a list written without its brackets (`main, filter`), trimmed; nil for text
    /// with no comma, or with an item that is only spaces.
    static func unbracketedItems(_ text: String) -> [String]? {
        guard text.utf8.contains(UInt8(ascii: ",")) else { return nil }
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return parts.count > 1 && !parts.contains(where: \.isEmpty) ? parts : nil
    }

    /// An SF Symbol's name (`systemImage`): a string with no whitespace. An empty one shows no
    /// image; one with spaces is no symbol's name (they are dotted: `house.fill`).
    mutating func symbolName(_ node: Node, for key: String) -> Located<String>? {
        guard let name = string(node, for: key) else { return nil }
        if name.value.allSatisfy(\.isWhitespace) {
            error(LoaderID.invalidValue, "an empty '\(key)' shows no image: name an SF Symbol, such as 'house'", at: node)
            return nil
        }
        guard !name.value.contains(where: \.isWhitespace) else {
            let dotted = name.value.split(whereSeparator: \.isWhitespace).joined(separator: ".")
            invalidValue(node, "'\(name.value)' is no SF Symbol's name: symbol names have dots, not spaces",
                         candidates: [], closest: dotted)
            return nil
        }
        return name
    }

    /// Where a scalar's text starts when the source spells it verbatim on one line (see
    /// `sourceLength(of:)`): at the node, or one column after its opening quote.
    func verbatimStart(of node: Node) -> SourceLocation? {
        guard let style = tree.style(node), sourceLength(of: node) != nil else { return nil }
        let start = location(node)
        guard style != .plain else { return start }
        return start.movedRight(by: 1)
    }

    /// A Bool field: plain `true`/`false` (also `True`, `TRUE`, `False`, `FALSE`); nil when not set
    /// or invalid (reported, with a fix-it for the YAML 1.1 words and quoted booleans).
    mutating func bool(_ node: Node, for key: String) -> Located<Bool>? {
        if isNull(node) { return nil }
        guard let value = boolValue(node, for: key) else { return nil }
        return Located(value, at: location(node), verbatimStart: verbatimStart(of: node))
    }

    /// The value of a Bool scalar, or nil after reporting why it is not one.
    mutating func boolValue(_ node: Node, for key: String) -> Bool? {
        guard let scalar = scalar(node) else {
            error(LoaderID.typeMismatch, "expected true or false for '\(key)', found \(tree.kindDescription(node))", at: node)
            return nil
        }
        let word = Self.boolWords[scalar.value]
        if scalar.style == .plain, tree.tag(node) == nil || tree.tag(node) == CoreTag.bool, let word, word.isCoreForm {
            return word.value
        }
        let message: String
        if scalar.style != .plain {
            message = "expected true or false for '\(key)', found the quoted string \(Self.quoted(scalar.value))"
        } else if let tag = tree.tag(node), tag != CoreTag.bool {
            message = "expected true or false for '\(key)', found a value tagged '\(CoreTag.display(tag))'"
        } else {
            message = "expected true or false for '\(key)', found \(Self.quoted(scalar.value))"
        }
        if let word, tree.tag(node) == nil || tree.tag(node) == CoreTag.bool {
            let replacement = word.value ? "true" : "false"
            var (notes, fixIts) = suggestion(replacement, for: node)
            if scalar.style != .plain {
                // Not "did you mean 'false'?" to someone who wrote false: the quotes are the mistake.
                notes = [Diagnostic.Note("the value is quoted, so it is text; write \(replacement) without quotes",
                                         at: location(node))]
            }
            error(LoaderID.typeMismatch, message, at: node, notes: notes, fixIts: fixIts)
        } else {
            error(LoaderID.typeMismatch, message, at: node)
        }
        return nil
    }

    /// The boolean a scalar's word means, in either form of `boolWords`; nil for any other value.
    func boolWord(_ node: Node) -> Bool? {
        guard tree.isScalar(node), let word = tree.value(node) else { return nil }
        return Self.boolWords[word]?.value
    }

    /// Words read as booleans by YAML 1.2 core (`isCoreForm`) or only by YAML 1.1 (suggested, never taken).
    static let boolWords: [String: (value: Bool, isCoreForm: Bool)] = {
        var words: [String: (value: Bool, isCoreForm: Bool)] = [:]
        for word in ["true", "True", "TRUE"] { words[word] = (true, true) }
        for word in ["false", "False", "FALSE"] { words[word] = (false, true) }
        for word in ["yes", "Yes", "YES", "y", "Y", "on", "On", "ON"] { words[word] = (true, false) }
        for word in ["no", "No", "NO", "n", "N", "off", "Off", "OFF"] { words[word] = (false, false) }
        return words
    }()

    /// An enumeration field: one of `Value`'s raw values exactly; nil when not set or invalid
    /// (`spec.invalid_value` with a fix-it to the closest). `noun` names the set ("a toolbar placement");
    /// `synonyms` are the values meant by other words, by their lower-cased spelling.
    mutating func enumeration<Value: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _ node: Node, for key: String, noun: String, listingValues: Bool = true, synonyms: [String: Value] = [:]
    ) -> Located<Value>? where Value.RawValue == String {
        guard let text = string(node, for: key) else { return nil }
        if let value = Value(rawValue: text.value) {
            return Located(value, at: text.location, verbatimStart: text.verbatimStart)
        }
        let candidates = Value.allCases.map(\.rawValue)
        let message = "'\(text.value)' is not \(noun)" + (listingValues ? ": use \(Self.list(candidates))" : "")
        invalidValue(node, message, candidates: candidates, closest: synonyms[text.value.lowercased()]?.rawValue)
        return nil
    }

    /// `a, b or c` for messages.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}

extension SpecReader {
    /// A list of names (`universalLinks`, `imports`), each once: a repeat is
    /// `spec.duplicate_definition` pointing at the first, a name `isValid` rejects is
    /// `spec.invalid_value` (with a fix-it when `repaired` finds the name meant) and left out.
    mutating func names(_ node: Node, key: String, noun: String, isValid: (String) -> Bool,
                        repaired: (String) -> String?, invalid: (String) -> String) -> [Located<String>] {
        if isNull(node) { return [] }
        guard let items = sequence(node, for: "'\(key)'") else { return [] }
        var names: [Located<String>] = []
        for item in items {
            guard let text = string(item, for: key) else { continue }
            if let first = names.first(where: { $0.value == text.value }) {
                error(LoaderID.duplicateDefinition, "the \(noun) '\(text.value)' is listed twice in '\(key)'",
                      at: item, notes: [Diagnostic.Note("first listed here", at: first.location)])
                continue
            }
            guard isValid(text.value) else {
                let (notes, fixIts) = repaired(text.value).map { suggestion($0, for: item) } ?? ([], [])
                error(LoaderID.invalidValue, invalid(text.value), at: item, notes: notes, fixIts: fixIts)
                continue
            }
            names.append(text)
        }
        return names
    }
}
