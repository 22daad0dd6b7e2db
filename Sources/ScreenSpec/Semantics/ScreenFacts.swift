/// What the index copies out of consecutive entries of `spec.screens`: each entry's id and
/// traits, and its toolbar uses, params and links flattened with their ends. Read either from a
/// spec's screens (in runs, on several threads) or by the loader as it makes each screen, while
/// the screen is still in the cache; pieces are appended in entry order.
struct ScreenFacts: Sendable {
    var ids: [String] = []
    var traits: [ScreenTraits] = []
    /// Where each entry's links start, one more than there are entries.
    var linkStarts: [Int32] = [0]
    var linkNames: [String] = []
    var linkKinds: [LinkSpec.Kind] = []
    /// Where each entry's toolbar uses start, one more than there are entries.
    var toolbarUseStarts: [Int32] = [0]
    /// The toolbars each entry names, resolved by the index.
    var toolbarNames: [String] = []
    /// Where each entry's params start, one more than there are entries.
    var paramStarts: [Int32] = [0]
    var params: [ParamSummary] = []
    /// The entries with a deep link, and its text.
    var deepLinks: [(entry: Int32, text: String)] = []
    /// The entries whose title has a brace, and the title.
    var titlesWithBraces: [(entry: Int32, text: String)] = []

    init() {}

    /// The facts of the entries `range` of `screens`, numbered from the range's start (0).
    init(_ screens: [ScreenDefinition], _ range: Range<Int>) {
        reserveCapacity(range.count)
        for entry in range { add(screens[entry]) }
    }

    /// Makes room for `count` more entries with a few links, params and toolbars each.
    mutating func reserveCapacity(_ count: Int) {
        ids.reserveCapacity(ids.count + count)
        traits.reserveCapacity(traits.count + count)
        linkStarts.reserveCapacity(linkStarts.count + count)
        toolbarUseStarts.reserveCapacity(toolbarUseStarts.count + count)
        toolbarNames.reserveCapacity(toolbarNames.count + count)
        paramStarts.reserveCapacity(paramStarts.count + count)
        linkNames.reserveCapacity(linkNames.count + count * 4)
        linkKinds.reserveCapacity(linkKinds.count + count * 4)
        params.reserveCapacity(params.count + count * 2)
    }

    /// The pieces one after the other, their entries and starts made absolute.
    init(joining pieces: [ScreenFacts]) {
        guard pieces.count > 1 else {
            self = pieces.first ?? ScreenFacts()
            return
        }
        for piece in pieces { append(piece) }
    }

    /// The number of entries.
    var count: Int { traits.count }

    /// Adds the facts of one more entry, numbered `count`.
    mutating func add(_ screen: ScreenDefinition) {
        let entry = count
        ids.append(screen.id.value)
        // The fields in the order they are laid out, so that the reads move forward in memory.
        var has: ScreenTraits = []
        if screen.view != nil { has.insert(.view) }
        if let title = screen.title {
            has.insert(.title)
            if title.value.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                has.insert(.titleBraces)
                titlesWithBraces.append((Int32(entry), title.value))
            }
        }
        for use in screen.toolbars { toolbarNames.append(use.value) }
        toolbarUseStarts.append(Int32(toolbarNames.count))
        if screen.search != nil { has.insert(.search) }
        for param in screen.params { params.append(ParamSummary(param)) }
        paramStarts.append(Int32(params.count))
        for link in screen.links {
            linkNames.append(link.target.value)
            linkKinds.append(link.kind)
        }
        linkStarts.append(Int32(linkNames.count))
        switch screen.effectivePresentation {
        case .push: break
        case .sheet: has.insert(.sheet)
        case .fullScreenCover: has.insert(.fullScreenCover)
        case .alert: has.insert(.alert)
        case .confirmationDialog: has.insert(.confirmationDialog)
        }
        if screen.isEntry { has.insert(.entry) }
        if screen.hasOwnStack { has.insert(.ownStack) }
        if let deepLink = screen.deepLink {
            has.insert(.deepLink)
            deepLinks.append((Int32(entry), deepLink.value))
        }
        traits.append(has)
    }

    /// Appends the facts of the entries that follow, `other`'s entries numbered from 0.
    mutating func append(_ other: ScreenFacts) {
        let entryOffset = Int32(count)
        ids += other.ids
        traits += other.traits
        Self.append(other.linkStarts, to: &linkStarts)
        linkNames += other.linkNames
        linkKinds += other.linkKinds
        Self.append(other.toolbarUseStarts, to: &toolbarUseStarts)
        toolbarNames += other.toolbarNames
        Self.append(other.paramStarts, to: &paramStarts)
        params += other.params
        deepLinks.reserveCapacity(deepLinks.count + other.deepLinks.count)
        for (entry, text) in other.deepLinks { deepLinks.append((entry + entryOffset, text)) }
        for (entry, text) in other.titlesWithBraces { titlesWithBraces.append((entry + entryOffset, text)) }
    }

    /// Appends relative starts (after their leading 0), offset by where `starts` ends.
    private static func append(_ others: [Int32], to starts: inout [Int32]) {
        let offset = starts[starts.count - 1]
        starts.reserveCapacity(starts.count + others.count - 1)
        for position in 1..<others.count { starts.append(others[position] + offset) }
    }
}

/// What the loader read of its merged spec's screens, for the index: the facts of every screen
/// and the ids numbered by the merge. Valid only for the very screens it was read from.
struct KnownScreens: Sendable {
    /// The screens the facts describe. Holding them means any change to the spec's screens makes
    /// the spec hold another array, which `describes` then tells apart.
    let screens: [ScreenDefinition]
    let facts: ScreenFacts
    /// Each id's number: its entry, as no id is repeated.
    let screenNumbers: NameTable

    /// Whether `spec`'s screens are the ones these facts were read from.
    func describes(_ spec: Spec) -> Bool {
        guard spec.screens.count == screens.count, facts.count == screens.count else { return false }
        return spec.screens.withUnsafeBufferPointer { given in
            screens.withUnsafeBufferPointer { known in given.baseAddress == known.baseAddress }
        }
    }
}
