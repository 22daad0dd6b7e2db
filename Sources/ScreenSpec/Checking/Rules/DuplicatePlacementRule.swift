/// `duplicate_placement`: the items a screen shows come from all its toolbars at once, so two of
/// them must not compete for a single-item placement or share an id.
public struct DuplicatePlacementRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate_placement",
        name: "Duplicate placement",
        summary: "two toolbar items of one screen in a single-item placement (`principal`), or clashing item ids",
        rationale: """
            A screen shows the items of all its toolbars together. `principal` (the centre of the \
            navigation bar), `largeTitle`, `largeSubtitle` and `subtitle` hold one item: SwiftUI \
            shows only one of two and drops the other without a word. Item ids identify items to \
            UI tests and customizable toolbars, so two items of one screen with the same id (from \
            different toolbars; within one toolbar it is `spec.duplicate_definition`) make both \
            ambiguous, and applying one toolbar twice shows each of its items twice. The rule \
            reports at the second item, with a note at the first, once per pair of items however \
            many screens show them.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Palette
              root: ColorList
            toolbars:
              main:
                - placement: principal
                  label: Palette
                - placement: ↓principal
                  systemImage: paintpalette
            screens:
              ColorList:
                toolbar: main
            """,
            """
            app:
              name: Cities
              root: CityList
            toolbars:
              main:
                - id: share
                  placement: topBarTrailing
                  systemImage: square.and.arrow.up
                  label: Share
                  action: { custom: shareApp }
                - placement: principal
                  label: Cities
              detail:
                - id: ↓share
                  placement: topBarTrailing
                  systemImage: square.and.arrow.up
                  label: Share City
                  action: { custom: shareCity }
                - placement: ↓principal
                  label: City
            screens:
              CityList:
                toolbar: main
                links:
                  - push: CityDetail
                  - push: CityMap
              CityDetail:
                toolbars: [main, detail]
              CityMap:
                toolbars: [main, ↓main]
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Palette
              root: ColorList
            toolbars:
              main:
                - placement: principal
                  label: Palette
                - placement: topBarTrailing
                  systemImage: plus
                  label: Add
                  action: { custom: add }
                - placement: topBarTrailing
                  systemImage: heart
                  label: Favorite
                  action: { custom: favorite }
            screens:
              ColorList:
                toolbar: main
            """,
            """
            app:
              name: Cities
              root: CityList
            toolbars:
              main:
                - id: share
                  placement: topBarTrailing
                  label: Share
                  action: { custom: shareApp }
                - placement: principal
                  label: Cities
              detail:
                - id: share
                  placement: topBarTrailing
                  label: Share City
                  action: { custom: shareCity }
                - placement: principal
                  label: City
            screens:
              CityList:
                toolbar: main
                links:
                  - push: CityDetail
              CityDetail:
                toolbar: detail
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        // Two toolbars used together by several screens clash the same way on each: say it once.
        var reported: Set<[SourceLocation]> = []
        // Screens showing the same toolbars in the same order clash at the same items, which
        // `reported` would drop: walk their items once, not once per screen (100,000 screens
        // sharing a toolbar of 1,000 items must not take minutes).
        var walked = WalkedToolbars(toolbars: graph.index.toolbars.count)
        let index = graph.index
        // The toolbars a screen applies, in order, each once; reused from screen to screen.
        var applied: [Int32] = []
        for number in index.screens.indices {
            let uses = index.toolbarUses(ofEntry: Int(index.screenEntries[number]))
            // The screen is read only to report a toolbar applied twice.
            applied.removeAll(keepingCapacity: true)
            // Where each toolbar was first applied, kept only for long lists (short ones are scanned).
            var firstUses: [Int32: Int] = [:]
            for (position, use) in uses.enumerated() where use >= 0 {
                let first: Int?
                if uses.count < ParamLookup.scanLimit {
                    first = uses.prefix(position).firstIndex(of: use).map { $0 - uses.startIndex }
                } else {
                    first = firstUses[use]
                    if first == nil { firstUses[use] = position }
                }
                guard let first else {
                    applied.append(use)
                    continue
                }
                let screen = index.screens[number]
                let (again, original) = (screen.toolbars[position], screen.toolbars[first])
                emit.emit("toolbar '\(again.value)' is applied twice to '\(screen.id.value)', which shows each of its items twice",
                          at: again.location, notes: [Diagnostic.Note("first applied here", at: original.location)])
            }
            guard walked.insert(applied) else { continue }
            let screenID = index.ids[number]
            let toolbars = applied.map { index.toolbars[Int($0)] }
            var firstInPlacement: [ToolbarPlacement: (toolbar: String, placement: Located<ToolbarPlacement>)] = [:]
            var firstWithID: [String: (toolbar: String, id: Located<String>)] = [:]
            for toolbar in toolbars {
                for item in toolbar.items {
                    if let placement = item.placement, placement.value.isSingleItem {
                        if let first = firstInPlacement[placement.value] {
                            if reported.insert([placement.location, first.placement.location]).inserted {
                                // Within one toolbar, every screen using it clashes: name the toolbar.
                                let who = first.toolbar == toolbar.id.value
                                    ? "toolbar '\(toolbar.id.value)' has" : "'\(screenID)' shows"
                                emit.emit("\(who) two items in the single-item placement "
                                          + "'\(placement.value.rawValue)'; SwiftUI shows only one",
                                          at: placement.location,
                                          notes: [Diagnostic.Note("the first '\(placement.value.rawValue)' item is here",
                                                                  at: first.placement.location)])
                            }
                        } else {
                            firstInPlacement[placement.value] = (toolbar.id.value, placement)
                        }
                    }
                    if let id = item.id {
                        if let first = firstWithID[id.value] {
                            // The same id twice in one toolbar is the loader's `spec.duplicate_definition`.
                            if first.toolbar != toolbar.id.value, reported.insert([id.location, first.id.location]).inserted {
                                emit.emit("item id '\(id.value)' of toolbar '\(toolbar.id.value)' clashes with an item of "
                                          + "toolbar '\(first.toolbar)' on '\(screenID)'",
                                          at: id.location,
                                          notes: [Diagnostic.Note("the first '\(id.value)' item is here", at: first.id.location)])
                            }
                        } else {
                            firstWithID[id.value] = (toolbar.id.value, id)
                        }
                    }
                }
            }
        }
    }
}

/// The combinations of toolbars whose items were walked: one toolbar by a flag, two by an
/// integer, more by the list, so that a screen's combination is looked up without hashing a list.
private struct WalkedToolbars {
    private var singles: [Bool]
    private var pairs = Set<Int64>()
    private var longer = Set<[Int32]>()
    private var none = false

    init(toolbars: Int) {
        singles = [Bool](repeating: false, count: toolbars)
    }

    /// Records the combination; false when it was walked already.
    mutating func insert(_ toolbars: [Int32]) -> Bool {
        switch toolbars.count {
        case 0:
            defer { none = true }
            return !none
        case 1:
            defer { singles[Int(toolbars[0])] = true }
            return !singles[Int(toolbars[0])]
        case 2:
            return pairs.insert(Int64(toolbars[0]) << 32 | Int64(toolbars[1])).inserted
        default:
            return longer.insert(toolbars).inserted
        }
    }
}
