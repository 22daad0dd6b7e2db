/// The names a spec defines, numbered densely in definition order, and every name its screens
/// refer to resolved to those numbers. Built once with the graph, so that the graph and the
/// checker's rules index arrays by number instead of hashing the same strings again and again.
///
/// Screens, tabs and toolbars are numbered by their position among the first definitions of
/// their ids (a repeated id keeps the first definition's number, as the graph's lookups do).
/// Lookups compare names as Swift strings do, so a name resolves here exactly when a
/// `Dictionary` or `Set` keyed by the defined names would find it.
final class SpecIndex: Sendable {
    /// The first definition of each screen id, in definition order; a screen's number is its
    /// position here.
    let screens: [ScreenDefinition]
    /// For each screen number, the position of its definition in `spec.screens`.
    let screenEntries: [Int32]
    /// For each entry of `spec.screens`, the number of its id (a repeated id shares the first's).
    let entryScreens: [Int32]
    /// For each screen number, its id: the screens' ids side by side, so that a pass over them
    /// does not visit every screen's fields (each screen's are a separate block of memory).
    let ids: [String]
    /// For each entry of `spec.screens`, what it is, for passes that look for a kind of screen.
    let traits: [ScreenTraits]
    /// The first definition of each tab id, in tab order.
    let tabs: [TabSpec]
    /// For each tab number, the number of its root screen, or -1 without a defined one.
    let tabRoots: [Int32]
    /// The first definition of each toolbar id, in definition order.
    let toolbars: [ToolbarSpec]
    /// For each entry of `spec.screens`, where its links start in `linkTargets` (one more
    /// element than there are entries: the end of the last entry's links).
    let linkStarts: [Int32]
    /// For each link of each entry, in order: the number of the screen it pushes or presents, or
    /// of the tab it selects; -1 when the name is not defined.
    let linkTargets: [Int32]
    /// For each link of each entry, in order, its verb.
    let linkKinds: [LinkSpec.Kind]
    /// For each entry of `spec.screens`, where its toolbar uses start in `toolbarUses`.
    let toolbarUseStarts: [Int32]
    /// For each toolbar use of each entry, in order: the toolbar's number, or -1 when undefined.
    let toolbarUses: [Int32]

    private let screenNumbers: NameTable
    private let tabNumbers: NameTable
    private let toolbarNumbers: NameTable

    init(_ spec: Spec) {
        var screenNumbers = NameTable(capacity: spec.screens.count)
        var tabNumbers = NameTable(capacity: spec.tabs.count)
        var tabs: [TabSpec] = []
        for tab in spec.tabs where tabNumbers.insert(tab.id.value, number: tabs.count).inserted {
            tabs.append(tab)
        }
        var toolbarNumbers = NameTable(capacity: spec.toolbars.count)
        var toolbars: [ToolbarSpec] = []
        for toolbar in spec.toolbars where toolbarNumbers.insert(toolbar.id.value, number: toolbars.count).inserted {
            toolbars.append(toolbar)
        }

        // One pass over the screens, so that each is read from memory once: link targets are
        // copied out and resolved once every screen has its number (most links lead to screens
        // defined after them).
        var screens: [ScreenDefinition] = []
        var screenEntries: [Int32] = []
        var entryScreens: [Int32] = []
        var ids: [String] = []
        var traits: [ScreenTraits] = []
        var linkStarts: [Int32] = [0]
        var linkNames: [String] = []
        var linkKinds: [LinkSpec.Kind] = []
        var toolbarUseStarts: [Int32] = [0]
        var toolbarUses: [Int32] = []
        screens.reserveCapacity(spec.screens.count)
        screenEntries.reserveCapacity(spec.screens.count)
        entryScreens.reserveCapacity(spec.screens.count)
        ids.reserveCapacity(spec.screens.count)
        traits.reserveCapacity(spec.screens.count)
        linkStarts.reserveCapacity(spec.screens.count + 1)
        toolbarUseStarts.reserveCapacity(spec.screens.count + 1)
        linkNames.reserveCapacity(spec.screens.count * 4)
        linkKinds.reserveCapacity(spec.screens.count * 4)
        for entry in spec.screens.indices {
            let screen = spec.screens[entry]
            let id = screen.id.value
            let (inserted, number) = screenNumbers.insert(id, number: screens.count)
            if inserted {
                screens.append(screen)
                screenEntries.append(Int32(entry))
                ids.append(id)
            }
            entryScreens.append(Int32(number))
            traits.append(ScreenTraits(screen))
            for link in screen.links {
                linkNames.append(link.target.value)
                linkKinds.append(link.kind)
            }
            linkStarts.append(Int32(linkNames.count))
            for use in screen.toolbars {
                toolbarUses.append(Int32(toolbarNumbers.number(of: use.value) ?? -1))
            }
            toolbarUseStarts.append(Int32(toolbarUses.count))
        }
        let linkTargets = zip(linkNames, linkKinds).map { name, kind in
            Int32((kind == .selectTab ? tabNumbers.number(of: name) : screenNumbers.number(of: name)) ?? -1)
        }

        self.screens = screens
        self.screenEntries = screenEntries
        self.entryScreens = entryScreens
        self.ids = ids
        self.traits = traits
        self.linkKinds = linkKinds
        self.tabs = tabs
        self.tabRoots = tabs.map { tab in Int32(tab.root.flatMap { screenNumbers.number(of: $0.value) } ?? -1) }
        self.toolbars = toolbars
        self.linkStarts = linkStarts
        self.linkTargets = linkTargets
        self.toolbarUseStarts = toolbarUseStarts
        self.toolbarUses = toolbarUses
        self.screenNumbers = screenNumbers
        self.tabNumbers = tabNumbers
        self.toolbarNumbers = toolbarNumbers
    }

    /// The traits of the screen with this number (its first definition's).
    func traits(ofScreen number: Int) -> ScreenTraits { traits[Int(screenEntries[number])] }

    /// The number of the screen with this id.
    func screenNumber(_ id: String) -> Int? { screenNumbers.number(of: id) }

    /// The number of the tab with this id.
    func tabNumber(_ id: String) -> Int? { tabNumbers.number(of: id) }

    /// The number of the toolbar with this id.
    func toolbarNumber(_ id: String) -> Int? { toolbarNumbers.number(of: id) }

    /// Whether some screen id is defined more than once.
    var hasRepeatedScreens: Bool { entryScreens.count != screens.count }

    /// The resolved targets of the links of an entry of `spec.screens`, in order.
    func linkTargets(ofEntry entry: Int) -> ArraySlice<Int32> {
        linkTargets[Int(linkStarts[entry])..<Int(linkStarts[entry + 1])]
    }

    /// The resolved toolbars an entry of `spec.screens` uses, in order.
    func toolbarUses(ofEntry entry: Int) -> ArraySlice<Int32> {
        toolbarUses[Int(toolbarUseStarts[entry])..<Int(toolbarUseStarts[entry + 1])]
    }
}

/// What kind of screen an entry is, read once with its id.
struct ScreenTraits: OptionSet, Sendable {
    let rawValue: UInt8

    /// `presentation: sheet`.
    static let sheet = ScreenTraits(rawValue: 1)
    /// `presentation: fullScreenCover`.
    static let fullScreenCover = ScreenTraits(rawValue: 2)
    /// `stack: true` (`hasOwnStack`).
    static let ownStack = ScreenTraits(rawValue: 4)
    /// Has a `deepLink`.
    static let deepLink = ScreenTraits(rawValue: 8)

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The traits of a screen.
    init(_ screen: ScreenDefinition) {
        var traits: ScreenTraits = []
        switch screen.effectivePresentation {
        case .push: break
        case .sheet: traits.insert(.sheet)
        case .fullScreenCover: traits.insert(.fullScreenCover)
        }
        if screen.hasOwnStack { traits.insert(.ownStack) }
        if screen.deepLink != nil { traits.insert(.deepLink) }
        self = traits
    }

    /// Shown as a sheet or full-screen cover (`isModal`).
    var isModal: Bool { !isDisjoint(with: [.sheet, .fullScreenCover]) }

    /// The presentation that applies (`effectivePresentation`).
    var presentation: Presentation {
        if contains(.sheet) { return .sheet }
        if contains(.fullScreenCover) { return .fullScreenCover }
        return .push
    }
}

/// Names to dense numbers, first come first numbered: the one place where the index hashes a
/// name.
struct NameTable: Sendable {
    private var numbers: [String: Int32]

    /// Creates an empty table with room for `capacity` names.
    init(capacity: Int) {
        numbers = Dictionary(minimumCapacity: capacity)
    }

    /// Gives `name` the number `number` unless it has one; returns whether it was new, and its number.
    mutating func insert(_ name: String, number: Int) -> (inserted: Bool, number: Int) {
        // One hash: the slot is found once and filled in place.
        func fill(_ slot: inout Int32) -> (inserted: Bool, number: Int) {
            if slot >= 0 { return (false, Int(slot)) }
            slot = Int32(number)
            return (true, number)
        }
        return fill(&numbers[name, default: -1])
    }

    /// The number of `name`, or nil when it has none.
    func number(of name: String) -> Int? { numbers[name].map(Int.init) }
}
