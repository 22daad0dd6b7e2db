/// What the index copies out of the entries of `spec.screens`, in one pass: each entry's id and
/// traits, and its toolbar uses, params and links flattened with their ends.
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
}
