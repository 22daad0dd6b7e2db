import YAMLSource

/// Reads the first YAML document of one spec file into a `SpecFragment`: one pass over the nodes,
/// every shape error reported and the rest kept. Files are read apart and merged by `SpecMerger`.
struct SpecReader {
    /// The reader's nodes are handles into the file's flat tree.
    typealias Node = YAMLTree.NodeID
    /// A key/value pair of a mapping in the file's tree.
    typealias Pair = YAMLTree.Pair

    /// The file being read, as the user named it.
    let file: String
    /// The file's parsed YAML.
    let tree: YAMLTree
    /// Key marks the YAML layer reported as duplicates in this file: their pairs are skipped, so
    /// one repeated key is one diagnostic and the first value wins.
    let duplicateKeys: Set<Mark>
    /// Where list items a missing `- ` merged into the item above start (`MissingDash`): each is
    /// noted as left out by its list's reader.
    let missingDashes: Set<Mark>
    /// Duplicate keys that are not repeats after all: the keys of a screen written inside another
    /// (`SpecReader+NestedScreens`), read as its own. The loader drops their duplicate-key errors.
    var ownedDuplicates: Set<Mark> = []
    /// The file's lines, for fix-its that edit indentation.
    let lines: LineText
    /// What the file contributes so far.
    var fragment = SpecFragment()
    /// The parts of the file reported and left out, for the checks that depend on them.
    var gaps: [LoadGap] = []
    /// The keys that are the rest of a value a comma cut short, in the mappings read so far.
    var commaSplits: [Node: CommaSplit] = [:]
    /// Where each error so far was reported, in order: a gap is located at the first error about it.
    private(set) var errorLocations: [SourceLocation] = []
    /// The file's document, once `read` starts.
    private(set) var document: Node?

    /// The top-level keys (SpecFormat.md §1).
    static let sectionKeys = ["app", "tabs", "toolbars", "screens"]
    /// The keys of the sections' entries, for the YAML layer's indentation fix-its: a screen's.
    static let sectionEntryKeys = [SectionEntryKeys(section: "screens", noun: "screen", keys: Set(screenKeys))]

    /// Creates a reader of one file.
    init(file: String, tree: YAMLTree, duplicateKeys: Set<Mark>, missingDashes: Set<Mark> = [], lines: LineText) {
        self.file = file
        self.tree = tree
        self.duplicateKeys = duplicateKeys
        self.missingDashes = missingDashes
        self.lines = lines
    }

    /// Reads the file's document.
    mutating func read(_ document: Node) {
        // An empty file, or one with only comments or an empty document, contributes nothing.
        if isNull(document) { return }
        self.document = document
        guard let pairs = mapping(document, for: "a spec file (its sections app, tabs, toolbars, screens)") else {
            gaps.append(LoadGap(.definitions, at: location(document)))
            return
        }
        for pair in pairs {
            if skipsRepeatedDefinition(pair, among: pairs, of: .sections) { continue }
            guard let key = keyText(pair) else { continue }
            switch key {
            case "app": readApp(pair)
            case "tabs":
                if !isNull(pair.value) { fragment.entries.append(.tabsKey(location(pair.key))) }
                readTabs(pair.value)
            case "toolbars": readToolbars(pair.value)
            case "screens": readScreens(pair.value)
            default:
                // A misspelt section (`screen:`) leaves out everything in it.
                let mark = errorMark
                if DidYouMean.closest(to: key, in: Self.sectionKeys) == nil, let owner = Self.owner(ofKey: key) {
                    // A key of a screen or of `app` dedented to the top.
                    error(LoaderID.unknownKey, "'\(key)' is a key of \(owner), not a section of a spec file: "
                          + "check the indentation", at: pair.key)
                } else if let meant = unknownKey(pair.key, key, in: "a spec file", candidates: Self.sectionKeys) {
                    fragment.entries.append(.sectionLeftOut(meant))
                }
                noteGap(.definitions, since: mark)
            }
        }
    }

    /// The id of a screen of this file that is `word` but for case (`settings` → `Settings`), or
    /// nil: a bare word naming it means the screen, not an app-defined action. (Screens in other
    /// files are not known while a file is read.)
    func screenOfThisFile(spelledLike word: String) -> String? {
        guard let document, let sections = tree.pairs(document) else { return nil }
        let lowered = word.lowercased()
        for section in sections where tree.valueIs(section.key, "screens") {
            guard let screens = tree.pairs(section.value) else { continue }
            for screen in screens {
                if let id = tree.value(screen.key), id.lowercased() == lowered { return id }
            }
        }
        return nil
    }

    /// Whether this file's `toolbars` section defines a toolbar `id`. (Toolbars in other files are
    /// not known while a file is read.)
    func isToolbarOfThisFile(_ id: String) -> Bool {
        guard let document, let sections = tree.pairs(document) else { return false }
        return sections.contains { section in
            tree.valueIs(section.key, "toolbars") && (tree.pairs(section.value)?.contains { tree.value($0.key) == id } ?? false)
        }
    }

    /// The presentation written for the screen `id` of this file (`presentation: alert`): nil when
    /// the screen is not in this file, or its presentation is not written as one of the words.
    /// (A screen without one is pushed; screens in other files are not known while a file is read.)
    func presentationOfScreenOfThisFile(_ id: String) -> Presentation? {
        guard let document, let sections = tree.pairs(document) else { return nil }
        for section in sections where tree.valueIs(section.key, "screens") {
            guard let screens = tree.pairs(section.value) else { continue }
            for screen in screens where tree.value(screen.key) == id {
                guard let keys = tree.pairs(screen.value) else { return .push }
                let written = keys.first { tree.valueIs($0.key, "presentation") }
                return written.map { tree.value($0.value).flatMap(Presentation.init(rawValue:)) } ?? .push
            }
        }
        return nil
    }

    /// What a key of the format belongs to when it is not a section ("a screen", "'app'"), or nil.
    static func owner(ofKey key: String) -> String? {
        if screenKeyTable.match(key) != nil { return "a screen" }
        if appKeys.contains(key) { return "'app'" }
        if tabKeys.contains(key) { return "a tab" }
        return nil
    }

    /// A point in the file's errors, for `noteGap(_:since:)`.
    var errorMark: Int { errorLocations.count }

    /// Records a gap of `kind` at the first error reported since `mark`, if there was one.
    mutating func noteGap(_ kind: LoadGap.Kind?, since mark: Int) {
        if let kind, mark < errorLocations.count { gaps.append(LoadGap(kind, at: errorLocations[mark])) }
    }

    /// A scalar node's value and style, or nil for a collection.
    func scalar(_ node: Node) -> Scalar? {
        guard let value = tree.value(node), let style = tree.style(node) else { return nil }
        return Scalar(value, style: style)
    }

    /// Records an `open:` link's error, reported once every file's tabs are known.
    mutating func emit(_ link: SpecFragment.OpenInLink) {
        errorLocations.append(link.diagnostic.location)
        fragment.entries.append(.openInLink(link))
    }

    /// Records an invalid id's report whose fix-it renames it: its uses get edits once every file is read.
    mutating func emit(_ rename: IDRename) {
        errorLocations.append(rename.diagnostic.location)
        fragment.entries.append(.rename(rename))
    }

    /// Records a diagnostic about the file's content.
    mutating func emit(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { errorLocations.append(diagnostic.location) }
        fragment.entries.append(.diagnostic(diagnostic))
    }
}
