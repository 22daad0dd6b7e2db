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
                search.placement = enumeration(entry.value, for: key.rawValue, noun: "a search field placement")
                placementUnread = search.placement == nil && !isNull(entry.value)
            case .displayMode:
                modeNode = entry.value
                search.displayMode = enumeration(entry.value, for: key.rawValue, noun: "a search display mode")
            }
        }
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
}
