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
    /// The file's number in the table of file names, for its locations.
    let fileNumber: UInt32
    /// The file's parsed YAML.
    let tree: YAMLTree
    /// Key marks the YAML layer reported as duplicates in this file: their pairs are skipped, so
    /// one repeated key is one diagnostic and the first value wins.
    let duplicateKeys: Set<Mark>
    /// What the file contributes so far.
    var fragment = SpecFragment()

    /// The top-level keys (SpecFormat.md §1).
    static let sectionKeys = ["app", "tabs", "toolbars", "screens"]

    /// Creates a reader of one file.
    init(file: String, tree: YAMLTree, duplicateKeys: Set<Mark>) {
        self.file = file
        self.fileNumber = SourceFileNames.shared.number(of: file)
        self.tree = tree
        self.duplicateKeys = duplicateKeys
    }

    /// Reads the file's document.
    mutating func read(_ document: Node) {
        // An empty file, or one with only comments or an empty document, contributes nothing.
        if isNull(document) { return }
        guard let pairs = mapping(document, for: "a spec file (its sections app, tabs, toolbars, screens)") else {
            return
        }
        for pair in pairs {
            guard let key = keyText(pair) else { continue }
            switch key {
            case "app": readApp(pair)
            case "tabs":
                if !isNull(pair.value) { fragment.entries.append(.tabsKey(location(pair.key))) }
                readTabs(pair.value)
            case "toolbars": readToolbars(pair.value)
            case "screens": readScreens(pair.value)
            default: unknownKey(pair.key, key, in: "a spec file", candidates: Self.sectionKeys)
            }
        }
    }

    /// A scalar node's value and style, or nil for a collection.
    func scalar(_ node: Node) -> Scalar? {
        guard let value = tree.value(node), let style = tree.style(node) else { return nil }
        return Scalar(value, style: style)
    }

    /// Records a diagnostic about the file's content.
    mutating func emit(_ diagnostic: Diagnostic) {
        fragment.entries.append(.diagnostic(diagnostic))
    }
}
