import Foundation

/// The names a spec defines, numbered densely in definition order, every name its screens refer
/// to resolved to those numbers, and what the graph and the checker's rules look for in each
/// screen, copied out side by side. Built once with the graph, in one pass over the screens:
/// each screen's fields are a block of memory of their own, so every pass over all of them
/// costs a cache miss per screen and field, however little it does with them, and every lookup
/// of a name hashes it again.
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
    /// For each screen number, its id.
    let ids: [String]
    /// For each entry of `spec.screens`, what it is and has.
    let traits: [ScreenTraits]
    /// The first definition of each tab id, in tab order.
    let tabs: [TabSpec]
    /// For each tab number, the number of its root screen, or -1 without a defined one.
    let tabRoots: [Int32]
    /// The first definition of each toolbar id, in definition order.
    let toolbars: [ToolbarSpec]
    /// For each entry of `spec.screens`, where its links start in the link arrays (one more
    /// element than there are entries: the end of the last entry's links).
    let linkStarts: [Int32]
    /// For each link of each entry, in order: the number of the screen it pushes or presents, or
    /// of the tab it selects; -1 when the name is not defined.
    let linkTargets: [Int32]
    /// For each link of each entry, in order, its verb.
    let linkKinds: [LinkSpec.Kind]
    /// For each link of each entry, in order, the name it targets, as written.
    let linkNames: [String]
    /// For each entry of `spec.screens`, where its toolbar uses start in `toolbarUses`.
    let toolbarUseStarts: [Int32]
    /// For each toolbar use of each entry, in order: the toolbar's number, or -1 when undefined.
    let toolbarUses: [Int32]
    /// For each entry of `spec.screens`, where its params start in `params`.
    let paramStarts: [Int32]
    /// For each param of each entry, in order, what it is.
    let params: [ParamSummary]
    /// For each entry of `spec.screens` with a deep link, in order, the entry and the pattern text.
    let deepLinks: [(entry: Int32, text: String)]
    /// For each entry of `spec.screens` whose title has a brace, in order, the entry and the title.
    let titlesWithBraces: [(entry: Int32, text: String)]

    private let screenNumbers: NameTable
    private let tabNumbers: NameTable
    private let toolbarNumbers: NameTable

    /// Indexes `spec`: its screens are read in one pass, and names are numbered in entry order.
    init(_ spec: Spec) {
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

        let count = spec.screens.count
        let facts = ScreenFacts(spec.screens, 0..<count)
        var screenNumbers = NameTable(capacity: count)
        var screens: [ScreenDefinition] = []
        var screenEntries: [Int32] = []
        var entryScreens: [Int32] = []
        var ids: [String] = []
        screens.reserveCapacity(count)
        screenEntries.reserveCapacity(count)
        entryScreens.reserveCapacity(count)
        ids.reserveCapacity(count)
        for (entry, id) in facts.ids.enumerated() {
            let (inserted, number) = screenNumbers.insert(id, number: screens.count)
            if inserted {
                screens.append(spec.screens[entry])
                screenEntries.append(Int32(entry))
                ids.append(id)
            }
            entryScreens.append(Int32(number))
        }
        // Link targets are resolved once every screen has its number: most links lead to screens
        // defined after them.
        let linkTargets = zip(facts.linkNames, facts.linkKinds).map { name, kind in
            Int32((kind == .selectTab ? tabNumbers.number(of: name) : screenNumbers.number(of: name)) ?? -1)
        }
        // Most screens use one of a few toolbars: the last name looked up is tried first.
        var lastToolbar: (name: String, number: Int32) = ("", Int32(toolbarNumbers.number(of: "") ?? -1))
        let toolbarUses = facts.toolbarNames.map { name in
            if name != lastToolbar.name { lastToolbar = (name, Int32(toolbarNumbers.number(of: name) ?? -1)) }
            return lastToolbar.number
        }
        let traits = facts.traits
        let linkStarts = facts.linkStarts
        let linkNames = facts.linkNames
        let linkKinds = facts.linkKinds
        let toolbarUseStarts = facts.toolbarUseStarts
        let paramStarts = facts.paramStarts
        let params = facts.params
        let deepLinks = facts.deepLinks
        let titlesWithBraces = facts.titlesWithBraces

        self.screens = screens
        self.screenEntries = screenEntries
        self.entryScreens = entryScreens
        self.ids = ids
        self.traits = traits
        self.tabs = tabs
        self.tabRoots = tabs.map { tab in Int32(tab.root.flatMap { screenNumbers.number(of: $0.value) } ?? -1) }
        self.toolbars = toolbars
        self.linkStarts = linkStarts
        self.linkTargets = linkTargets
        self.linkKinds = linkKinds
        self.linkNames = linkNames
        self.toolbarUseStarts = toolbarUseStarts
        self.toolbarUses = toolbarUses
        self.paramStarts = paramStarts
        self.params = params
        self.deepLinks = deepLinks
        self.titlesWithBraces = titlesWithBraces
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

    /// Whether the entry of `spec.screens` is the definition of its screen (not a repeated id).
    func isDefinition(_ entry: Int) -> Bool { screenEntries[Int(entryScreens[entry])] == entry }

    /// The resolved targets of the links of an entry of `spec.screens`, in order.
    func linkTargets(ofEntry entry: Int) -> ArraySlice<Int32> {
        linkTargets[Int(linkStarts[entry])..<Int(linkStarts[entry + 1])]
    }

    /// The resolved toolbars an entry of `spec.screens` uses, in order.
    func toolbarUses(ofEntry entry: Int) -> ArraySlice<Int32> {
        toolbarUses[Int(toolbarUseStarts[entry])..<Int(toolbarUseStarts[entry + 1])]
    }

    /// The params of an entry of `spec.screens`, in order.
    func params(ofEntry entry: Int) -> ArraySlice<ParamSummary> {
        params[Int(paramStarts[entry])..<Int(paramStarts[entry + 1])]
    }
}

/// What kind of screen an entry is and what it has, read once with its id.
struct ScreenTraits: OptionSet, Sendable {
    let rawValue: UInt16

    /// `presentation: sheet`.
    static let sheet = ScreenTraits(rawValue: 1 << 0)
    /// `presentation: fullScreenCover`.
    static let fullScreenCover = ScreenTraits(rawValue: 1 << 1)
    /// `stack: true` (`hasOwnStack`).
    static let ownStack = ScreenTraits(rawValue: 1 << 2)
    /// A `deepLink`.
    static let deepLink = ScreenTraits(rawValue: 1 << 3)
    /// A `title`.
    static let title = ScreenTraits(rawValue: 1 << 4)
    /// A `{` or `}` in its title: an interpolation, or a brace to report.
    static let titleBraces = ScreenTraits(rawValue: 1 << 5)
    /// A `view` of its own.
    static let view = ScreenTraits(rawValue: 1 << 6)
    /// `search`.
    static let search = ScreenTraits(rawValue: 1 << 7)
    /// `presentation: alert`.
    static let alert = ScreenTraits(rawValue: 1 << 8)
    /// `presentation: confirmationDialog`.
    static let confirmationDialog = ScreenTraits(rawValue: 1 << 9)
    /// `entry: true`: app code shows the screen.
    static let entry = ScreenTraits(rawValue: 1 << 10)

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Shown modally: a sheet, full-screen cover, alert or confirmation dialog (`isModal`).
    var isModal: Bool { !isDisjoint(with: [.sheet, .fullScreenCover, .alert, .confirmationDialog]) }

    /// An alert or a confirmation dialog (`isDialog`).
    var isDialog: Bool { !isDisjoint(with: [.alert, .confirmationDialog]) }

    /// The presentation that applies (`effectivePresentation`).
    var presentation: Presentation {
        if contains(.sheet) { return .sheet }
        if contains(.fullScreenCover) { return .fullScreenCover }
        if contains(.alert) { return .alert }
        if contains(.confirmationDialog) { return .confirmationDialog }
        return .push
    }
}

/// A param's name and type, and whether it has a default, read once with its screen.
struct ParamSummary: Sendable {
    /// The param name.
    let name: String
    /// The type.
    let type: ParamType
    /// The builtin type, or nil for an app type (`type.builtin`).
    let builtin: ParamType.Builtin?
    /// Whether it has a `default`.
    let hasDefault: Bool

    init(_ param: ParamSpec) {
        name = param.name.value
        type = param.type.value
        builtin = Self.builtin(named: type.name)
        hasDefault = param.defaultValue != nil
    }

    /// Whether a caller must supply the param (`ParamSpec.isRequired`).
    var isRequired: Bool { !hasDefault && !type.isOptional }

    /// `ParamType.Builtin(rawValue:)`, comparing bytes: no builtin name has a scalar that another
    /// spelling is canonically equivalent to, so for an ASCII name equal bytes are equal strings.
    private static func builtin(named name: String) -> ParamType.Builtin? {
        var name = name
        let found = name.withUTF8 { bytes -> ParamType.Builtin?? in
            guard let first = bytes.first else { return .some(nil) }
            // Most names are ASCII: a non-ASCII one is compared as a string.
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            for (builtin, spelling) in Self.spellings[Int(first)] where spelling.count == bytes.count {
                if spelling.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) {
                    return .some(builtin)
                }
            }
            return .some(nil)
        }
        return found ?? ParamType.Builtin(rawValue: name)
    }

    /// The builtin names' bytes, by their first byte.
    private static let spellings: [[(ParamType.Builtin, [UInt8])]] = {
        var table = [[(ParamType.Builtin, [UInt8])]](repeating: [], count: 128)
        for builtin in ParamType.Builtin.allCases {
            let bytes = Array(builtin.rawValue.utf8)
            table[Int(bytes[0])].append((builtin, bytes))
        }
        return table
    }()
}

/// Names to dense numbers, first come first numbered: the one place where the index hashes a
/// name.
struct NameTable: Sendable {
    private var numbers: [String: Int32]

    /// Creates an empty table with room for `capacity` names.
    init(capacity: Int) {
        numbers = Dictionary(minimumCapacity: capacity)
    }

    /// A table of names already numbered.
    init(numbers: [String: Int32]) {
        self.numbers = numbers
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
