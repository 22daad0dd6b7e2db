/// The graph's edges as numbers: what each connects and which declaration made it. Stacks,
/// witnesses and the checker need no more, so the `NavigationEdge` values, with their names and
/// locations, are made only when a user of the graph asks for `edges` (definition order: screens
/// in definition order with their links, their toolbars' items and their dialog buttons, then the deep links).
struct EdgeTable: Sendable {
    /// Each edge's kind.
    private(set) var kinds: [NavigationEdge.Kind] = []
    /// The number of each edge's source screen, -1 for a deep link.
    private(set) var sources: [Int32] = []
    /// The number of each edge's target screen.
    private(set) var targets: [Int32] = []
    /// Which declaration made each edge: for a link, its position among its screen's links; for a
    /// toolbar item, the bitwise complement of its position in `toolbarEdges`; 0 for a deep link.
    private var origins: [Int32] = []
    /// What each toolbar item adds to every screen using its toolbar, resolved once per toolbar,
    /// then what each dialog button adds to its dialog.
    private var toolbarEdges: [ToolbarEdge] = []

    /// An edge that a toolbar item adds to every screen using the toolbar, without its source.
    private struct ToolbarEdge: Sendable {
        var kind: NavigationEdge.Kind
        var to: String
        var target: Int32
        var tab: String?
        /// The number of the tab an `open … tab:` names, else -1.
        var openedTab: Int32
        var via: NavigationEdge.Via
        var location: SourceLocation
    }

    /// The number of edges.
    var count: Int { kinds.count }

    /// Collects the edges of the indexed spec. Unknown references make no edge.
    init(index: SpecIndex) {
        // What each toolbar's items add, as positions in `toolbarEdges`.
        var toolbarRanges: [Range<Int>] = []
        for toolbar in index.toolbars {
            let start = toolbarEdges.count
            collectToolbarEdges(toolbar, index: index)
            toolbarRanges.append(start..<toolbarEdges.count)
        }

        var capacity = index.linkTargets.count + index.screens.count
        for use in index.toolbarUses where use >= 0 { capacity += toolbarRanges[Int(use)].count }
        kinds.reserveCapacity(capacity)
        sources.reserveCapacity(capacity)
        targets.reserveCapacity(capacity)
        origins.reserveCapacity(capacity)
        for number in index.screens.indices {
            let source = Int32(number)
            let entry = Int(index.screenEntries[number])
            let start = Int(index.linkStarts[entry])
            for link in start..<Int(index.linkStarts[entry + 1]) {
                let target = index.linkTargets[link]
                guard target >= 0 else { continue }
                let position = link - start
                switch index.linkKinds[link] {
                case .push: append(.push, source, target, origin: position)
                case .sheet: append(.sheet, source, target, origin: position)
                case .fullScreenCover: append(.fullScreenCover, source, target, origin: position)
                case .alert: append(.alert, source, target, origin: position)
                case .confirmationDialog: append(.confirmationDialog, source, target, origin: position)
                case .selectTab:
                    let root = index.tabRoots[Int(target)]
                    if root >= 0 { append(.selectTab, source, root, origin: position) }
                }
            }
            for use in index.toolbarUses(ofEntry: entry) where use >= 0 {
                for position in toolbarRanges[Int(use)] {
                    append(toolbarEdges[position].kind, source, toolbarEdges[position].target, origin: ~position)
                }
            }
            if index.traits(ofScreen: number).isDialog { appendButtonEdges(of: number, index: index) }
        }
        for number in index.screens.indices where index.traits(ofScreen: number).contains(.deepLink) {
            append(.deepLink, -1, Int32(number), origin: 0)
        }
    }

    private mutating func append(_ kind: NavigationEdge.Kind, _ source: Int32, _ target: Int32, origin: Int) {
        kinds.append(kind)
        sources.append(source)
        targets.append(target)
        origins.append(Int32(origin))
    }

    private mutating func collectToolbarEdges(_ toolbar: ToolbarSpec, index: SpecIndex) {
        for (position, item) in toolbar.items.enumerated() {
            /// The item's action and its menu's, depth first (as `actions`), each with its path in the menu.
            func collect(_ entry: ToolbarItemSpec, path: [Int]?) {
                if let action = entry.action {
                    let via = NavigationEdge.Via.toolbarItem(toolbar: toolbar.id.value, item: item.id?.value,
                                                             index: position, menuPath: path)
                    if let edge = Self.edge(of: action, via: via, index: index) { toolbarEdges.append(edge) }
                }
                // A menu's items act from the item that shows the menu.
                for (number, child) in (entry.menu ?? []).enumerated() { collect(child, path: (path ?? []) + [number]) }
            }
            collect(item, path: nil)
        }
    }

    /// The edge an action makes (a toolbar item's or a dialog button's), without its source; nil
    /// for an action that goes nowhere new (`pop`, `dismiss`, `custom` …) or names something unknown.
    private static func edge(of action: Located<ActionSpec>, via: NavigationEdge.Via, index: SpecIndex) -> ToolbarEdge? {
        // The root screen of a tab, as the tab names it, when both are defined.
        func tabRoot(_ tab: Int?) -> (name: String, number: Int)? {
            guard let tab, index.tabRoots[tab] >= 0, let root = index.tabs[tab].root else { return nil }
            return (root.value, Int(index.tabRoots[tab]))
        }
        func make(_ kind: NavigationEdge.Kind, _ to: String?, number: Int?, tab: String? = nil,
                  openedTab: Int = -1) -> ToolbarEdge? {
            guard let to, let number else { return nil }
            return ToolbarEdge(kind: kind, to: to, target: Int32(number), tab: tab, openedTab: Int32(openedTab),
                               via: via, location: action.location)
        }
        switch action.value {
        case .popToRoot(let tab?):
            let root = tabRoot(index.tabNumber(tab.value))
            return make(.popToRoot, root?.name, number: root?.number, tab: tab.value)
        case .selectTab(let tab):
            let root = tabRoot(index.tabNumber(tab.value))
            return make(.selectTab, root?.name, number: root?.number, tab: tab.value)
        case .open(let target, let tab):
            var opened = -1
            if let tab {
                guard let number = index.tabNumber(tab.value) else { return nil }
                opened = number
            }
            return make(.open, target.value, number: index.screenNumber(target.value), tab: tab?.value, openedTab: opened)
        case .push(let target):
            return make(.push, target.value, number: index.screenNumber(target.value))
        case .present(let target):
            return make(.present, target.value, number: index.screenNumber(target.value))
        case .popToRoot(nil), .pop, .dismiss, .dismissAll, .custom:
            return nil
        }
    }

    /// The edges of a dialog's buttons, from the dialog: kept with the toolbar items' made edges.
    private mutating func appendButtonEdges(of number: Int, index: SpecIndex) {
        guard let dialog = index.screens[number].dialog else { return }
        for (position, button) in dialog.buttons.enumerated() {
            guard let action = button.action,
                  let edge = Self.edge(of: action, via: .button(label: button.label.value, index: position), index: index)
            else { continue }
            toolbarEdges.append(edge)
            append(edge.kind, Int32(number), edge.target, origin: ~(toolbarEdges.count - 1))
        }
    }

    /// The number of the tab an `open` edge names, or -1 (another kind, or `open` without `tab`).
    func openedTab(_ edge: Int) -> Int32 {
        guard kinds[edge] == .open, origins[edge] < 0 else { return -1 }
        return toolbarEdges[Int(~origins[edge])].openedTab
    }

    /// The target as the edge's declaration names it (`NavigationEdge.to`).
    func targetName(_ edge: Int, index: SpecIndex) -> String {
        let origin = Int(origins[edge])
        if origin < 0 { return toolbarEdges[~origin].to }
        switch kinds[edge] {
        case .deepLink: return index.screens[Int(targets[edge])].id.value
        case .selectTab: return index.tabs[selectedTab(edge, index: index)].root!.value
        default: return index.linkNames[Int(index.linkStarts[Int(index.screenEntries[Int(sources[edge])])]) + origin]
        }
    }

    /// The number of the tab a `selectTab` link selects.
    private func selectedTab(_ edge: Int, index: SpecIndex) -> Int {
        let entry = Int(index.screenEntries[Int(sources[edge])])
        return Int(index.linkTargets[Int(index.linkStarts[entry]) + Int(origins[edge])])
    }

    /// The edge as a `NavigationEdge`.
    func edge(_ edge: Int, index: SpecIndex) -> NavigationEdge {
        let kind = kinds[edge]
        let origin = Int(origins[edge])
        if kind == .deepLink {
            let screen = index.screens[Int(targets[edge])]
            let pattern = screen.deepLink!
            return NavigationEdge(kind: .deepLink, from: nil, to: screen.id.value, tab: nil,
                                  via: .url(pattern: pattern.value), location: pattern.location)
        }
        let source = Int(sources[edge])
        let from = index.screens[source].id.value
        if origin < 0 {
            let made = toolbarEdges[~origin]
            return NavigationEdge(kind: kind, from: from, to: made.to, tab: made.tab, via: made.via,
                                  location: made.location)
        }
        let link = index.screens[source].links[origin]
        if kind == .selectTab {
            return NavigationEdge(kind: .selectTab, from: from, to: index.tabs[selectedTab(edge, index: index)].root!.value,
                                  tab: link.target.value, via: .link, location: link.target.location)
        }
        return NavigationEdge(kind: kind, from: from, to: link.target.value, tab: nil, via: .link,
                              location: link.target.location)
    }
}
