import YAMLSource

// A screen's `search` (SpecFormat.md §7).

/// The keys of `search`.
enum SearchKey: String, CaseIterable, Sendable {
    case prompt, placement, displayMode
}

extension SpecReader {
    static let searchKeyTable = KeyTable<SearchKey>()

    /// The note on a search placement written per platform: one placement serves every platform.
    static let searchPlacementPerPlatformNote = "a search field takes one placement for every platform (automatic, "
        + "navigationBarDrawer, toolbar or sidebar): 'navigationBarDrawer' is a toolbar field on the Mac, which has "
        + "no navigation bar drawer; per-platform values ({ iOS: …, macOS: … }) are for toolbar item placements"
    static let searchKeys = searchKeyTable.names

    /// When `node` is a YAML true word (`true`, `yes`, `on` …), written as a flag for `search`
    /// (`search: true`, `searchable: yes`), the fix-its that make it `{}`, the mapping with the
    /// defaults (none when its text cannot be replaced exactly); nil for any other value.
    func searchFlagFixIts(_ node: Node) -> [Diagnostic.FixIt]? {
        guard boolWord(node) == true else { return nil }
        return suggestion("{}", for: node).fixIts
    }

    /// `search: { prompt, placement, displayMode }`; `search: {}` is searchable with the defaults.
    mutating func search(_ node: Node, key: Node) -> SearchSpec? {
        if isNull(node) { return nil }
        // `search: true`, as a flag: the mapping with the defaults is meant.
        if let fixIts = searchFlagFixIts(node) {
            error(LoaderID.typeMismatch, "expected a mapping for 'search', found \(found(node)): write 'search: {}' "
                  + "for a searchable screen with the defaults", at: node, fixIts: fixIts)
            return nil
        }
        guard let pairs = mapping(node, for: "'search' (write 'search: {}' for the defaults)") else { return nil }
        var search = SearchSpec(location: location(key))
        var modeNode: Node?
        // A placement that did not read, or without one a key that may be a misspelt 'placement',
        // is reported already; whether it was the drawer is not known.
        var placementUnread = false, hasUnknownKey = false
        // The display mode a placement in SwiftUI's spelling gave (`navigationBarDrawer(displayMode: .always)`).
        var impliedMode: Located<SearchDisplayMode>?
        for entry in pairs {
            guard let key = self.key(entry, in: Self.searchKeyTable, context: "'search'", candidates: Self.searchKeys,
                                     siblings: pairs[...]) else {
                hasUnknownKey = true
                continue
            }
            switch key {
            case .prompt: search.prompt = string(entry.value, for: key.rawValue)
            case .placement:
                if tree.kind(entry.value) == .mapping {
                    // `{ iOS: automatic, macOS: toolbar }`, as a toolbar item's placement may be written.
                    error(LoaderID.typeMismatch, "expected a string for 'placement', found a mapping", at: entry.value,
                          notes: [Diagnostic.Note(Self.searchPlacementPerPlatformNote, at: location(entry.value))])
                    placementUnread = true
                    continue
                }
                if let meant = swiftUIPlacement(entry.value, in: node, hasDisplayMode: pairs.contains {
                    tree.valueIs($0.key, "displayMode")
                }) {
                    search.placement = Located(meant.placement, at: location(entry.value))
                    if let mode = meant.displayMode, mode != .automatic { impliedMode = Located(mode, at: location(entry.value)) }
                    continue
                }
                search.placement = enumeration(entry.value, for: key.rawValue, noun: "a search field placement")
                placementUnread = search.placement == nil && !isNull(entry.value)
            case .displayMode:
                modeNode = entry.value
                search.displayMode = enumeration(entry.value, for: key.rawValue, noun: "a search display mode")
            }
        }
        if search.displayMode == nil { search.displayMode = impliedMode }
        // Only the navigation bar drawer hides its field as the content scrolls.
        if search.displayMode != nil, let modeNode, !placementUnread, search.placement != nil || !hasUnknownKey,
           search.placement?.value != .navigationBarDrawer {
            let placement = search.placement.map { "'\($0.value.rawValue)'" } ?? "the default 'automatic'"
            error(LoaderID.invalidValue, "'displayMode' is for 'placement: navigationBarDrawer' only, not \(placement)",
                  at: modeNode, notes: [search.placement.map {
                      Diagnostic.Note("write 'placement: navigationBarDrawer', or remove 'displayMode'", at: $0.location)
                  } ?? Diagnostic.Note("add 'placement: navigationBarDrawer' to 'search', or remove 'displayMode'",
                                       at: location(modeNode))])
        }
        return search
    }

    /// A search placement in SwiftUI's spelling (`navigationBarDrawer(displayMode: .always)`,
    /// `.toolbar`), reported with a note that writes it in the format's (`placement:
    /// navigationBarDrawer` and `displayMode: always`) and a fix-it when one line can say it all:
    /// in a `{ … }` search (the display mode added after the placement) or without a display mode
    /// to add. Returns what it means, read so; nil for any other value.
    mutating func swiftUIPlacement(_ node: Node, in search: Node, hasDisplayMode: Bool)
        -> (placement: SearchPlacement, displayMode: SearchDisplayMode?)?
    {
        guard let text = scalar(node)?.value, SearchPlacement(rawValue: text) == nil,
              let meant = Self.swiftUISearchPlacement(text) else { return nil }
        let mode = hasDisplayMode ? nil : meant.displayMode.flatMap { $0 == .automatic ? nil : $0 }
        let isFlow = tree.pairs(search)?.first.map { tree.start(search).offset < tree.start($0.key).offset } ?? false
        let written = "'placement: \(meant.placement.rawValue)'" + (mode.map { " and 'displayMode: \($0.rawValue)'" } ?? "")
        var fixIts: [Diagnostic.FixIt] = []
        if mode == nil || isFlow {
            fixIts = suggestion(meant.placement.rawValue + (mode.map { ", displayMode: \($0.rawValue)" } ?? ""), for: node).fixIts
        }
        error(LoaderID.invalidValue, "\(Self.quoted(text)) is SwiftUI's spelling of a search field placement: write "
              + written, at: node,
              notes: [Diagnostic.Note("in a spec the placement is a word, and 'displayMode' is a key of 'search' beside it",
                                      at: location(node))],
              fixIts: fixIts)
        return meant
    }

    /// The placement and display mode that SwiftUI's spelling of a `SearchFieldPlacement` names:
    /// `navigationBarDrawer(displayMode: .always)`, `.navigationBarDrawer`, `.toolbar`; nil for
    /// other text, or a display mode with a placement other than the drawer.
    static func swiftUISearchPlacement(_ text: String) -> (placement: SearchPlacement, displayMode: SearchDisplayMode?)? {
        var name = Substring(text.trimmingCharacters(in: .whitespaces))
        if name.first == "." { name = name.dropFirst() }
        var mode: SearchDisplayMode?
        if let open = name.firstIndex(of: "(") {
            guard name.last == ")" else { return nil }
            let arguments = name[name.index(after: open)..<name.index(before: name.endIndex)]
            name = name[..<open]
            if !arguments.allSatisfy(\.isWhitespace) {
                let parts = arguments.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "displayMode" else { return nil }
                var value = Substring(parts[1].trimmingCharacters(in: .whitespaces))
                if value.first == "." { value = value.dropFirst() }
                guard let given = SearchDisplayMode(rawValue: String(value)) else { return nil }
                mode = given
            }
        }
        guard let placement = SearchPlacement(rawValue: String(name)), mode == nil || placement == .navigationBarDrawer
        else { return nil }
        return (placement, mode)
    }
}
