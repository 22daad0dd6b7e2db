import YAMLSource

/// Reads the first YAML document of each spec file, in file order, into one merged spec: one pass
/// over the nodes, dictionaries for duplicate ids, every shape error reported and the rest kept.
struct SpecReader {
    /// Everything reported so far.
    var diagnostics = DiagnosticCollector()
    /// The file being read, as the user named it.
    var file = ""
    /// Key marks the YAML layer reported as duplicates in the current file: their pairs are
    /// skipped, so one repeated key is one diagnostic and the first value wins.
    var duplicateKeys: Set<Mark> = []

    /// The `app` section, once read with a name.
    var app: AppSection?
    /// The first `app` key, valid or not.
    var appKey: SourceLocation?
    /// The first `app` mapping, where a missing `root`/`tabs` is reported.
    var appMapping: SourceLocation?
    /// The first non-null `tabs` section.
    var tabsSection: SourceLocation?
    /// The key of that section, where diagnostics about the tab list point (`tab_count`).
    var tabsKey: SourceLocation?

    var tabs: [TabSpec] = []
    var tabIDs: [String: SourceLocation] = [:]
    var toolbars: [ToolbarSpec] = []
    var toolbarIDs: [String: SourceLocation] = [:]
    var screens: [ScreenDefinition] = []
    var screenIDs: [String: SourceLocation] = [:]

    /// The top-level keys (SpecFormat.md §1).
    static let sectionKeys = ["app", "tabs", "toolbars", "screens"]

    /// Reads one file's document into the merged spec.
    mutating func read(_ document: Node, file: String, duplicateKeys: Set<Mark>) {
        self.file = file
        self.duplicateKeys = duplicateKeys
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
                if tabsKey == nil, !isNull(pair.value) { tabsKey = location(pair.key) }
                readTabs(pair.value)
            case "toolbars": readToolbars(pair.value)
            case "screens": readScreens(pair.value)
            default: unknownKey(pair.key, key, in: "a spec file", candidates: Self.sectionKeys)
            }
        }
    }

    /// Checks what can only be checked once every file is read, and returns the merged spec, or nil
    /// when there is no usable `app`. `firstFile` locates `spec.missing_app`; `mayHoldApp` is false
    /// when a file could not be parsed (it may hold the `app` section, so its absence is not reported).
    mutating func finish(firstFile: String?, mayHoldApp: Bool) -> Spec? {
        guard appKey != nil else {
            if let firstFile, mayHoldApp {
                diagnostics.error(LoaderID.missingApp, "no file has an 'app' section; exactly one file must",
                                  at: .file(firstFile))
            }
            return nil
        }
        guard let app else { return nil }
        if let root = app.root, tabsSection != nil {
            diagnostics.error(LoaderID.invalidValue,
                              "'app.root' makes a single-stack app, which has no 'tabs'; give one or the other",
                              at: root.location)
        } else if app.root == nil, tabsSection == nil, let appMapping {
            diagnostics.error(LoaderID.missingKey,
                              "'app' needs 'root' (a single-stack app) or a 'tabs' section (a tab app)",
                              at: appMapping)
        }
        return Spec(app: app, tabs: tabs, toolbars: toolbars, screens: screens, tabsLocation: tabsKey)
    }

    /// Reports a second definition of an id, with a note at the first. `kind` names it ("screen").
    mutating func reportDuplicate(_ id: Located<String>, first: SourceLocation, kind: String) {
        diagnostics.error(LoaderID.duplicateDefinition, "\(kind) '\(id.value)' is defined more than once",
                          at: id.location, notes: [Diagnostic.Note("'\(id.value)' first defined here", at: first)])
    }
}
