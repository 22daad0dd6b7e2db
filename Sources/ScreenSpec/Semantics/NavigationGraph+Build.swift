extension NavigationGraph {
    /// Builds the graph from a loaded spec. Unknown references are skipped here (the checker
    /// reports them), so the graph is always well-formed.
    public init(spec: Spec) {
        self.spec = spec
        let index = SpecIndex(spec)
        self.index = index
        self.memo = GraphMemo()
        tabsByID = Dictionary(index.tabs.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        toolbarsByID = Dictionary(index.toolbars.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let edges = EdgeTable(index: index)
        edgeTable = edges
        (stacks, stackScreens) = Self.buildStacks(spec: spec, index: index, edges: edges)
        predecessors = Self.findWitnesses(spec: spec, index: index, edges: edges)
    }

    /// Edge numbers grouped by a number (a source screen, a tab), in edge order.
    private struct Adjacency {
        /// Where each group starts in `items`; one more element than there are groups.
        var starts: [Int32]
        var items: [Int32]

        /// Groups the items of `pairs` by their group, keeping their order within a group.
        init(groups: Int, _ pairs: [(group: Int32, item: Int32)]) {
            var counts = [Int32](repeating: 0, count: groups + 1)
            for pair in pairs { counts[Int(pair.group) + 1] += 1 }
            for group in 0..<groups { counts[group + 1] += counts[group] }
            var next = counts
            var items = [Int32](repeating: 0, count: pairs.count)
            for pair in pairs {
                items[Int(next[Int(pair.group)])] = pair.item
                next[Int(pair.group)] += 1
            }
            starts = counts
            self.items = items
        }

        subscript(group: Int) -> ArraySlice<Int32> { items[Int(starts[group])..<Int(starts[group + 1])] }
    }

    private static func buildStacks(spec: Spec, index: SpecIndex, edges: EdgeTable)
        -> (stacks: [NavigationStackModel], screens: [[Int32]]) {
        // Edge numbers, so that a destination keeps the name the first edge reaching it used.
        var pushes: [(group: Int32, item: Int32)] = []
        var opens: [(group: Int32, item: Int32)] = []
        // `open` edges to the single stack's root.
        var rootOpens: [Int32] = []
        let appRoot = spec.app.root.flatMap { index.screenNumber($0.value) }.map(Int32.init) ?? -1
        // An alert's or confirmation dialog's button pushes onto the stack under it: the stack of
        // the screen showing the dialog, so a stack passes through the dialogs its screens show.
        var dialogs: [(group: Int32, item: Int32)] = []
        pushes.reserveCapacity(edges.count)
        for (position, kind) in edges.kinds.enumerated() {
            switch kind {
            case .push:
                pushes.append((edges.sources[position], Int32(position)))
            case .open:
                let tab = edges.openedTab(position)
                if tab >= 0 {
                    opens.append((tab, Int32(position)))
                } else {
                    // `open: Root` without a tab pops to that root: it is a destination of each
                    // stack it is the root of, as with the tab named (and never pushed).
                    let target = edges.targets[position]
                    for (tab, root) in index.tabRoots.enumerated() where root == target && target >= 0 {
                        opens.append((Int32(tab), Int32(position)))
                    }
                    if target >= 0, target == appRoot { rootOpens.append(Int32(position)) }
                }
            case .alert, .confirmationDialog, .present:
                let source = edges.sources[position]
                if source >= 0, index.traits(ofScreen: Int(edges.targets[position])).isDialog {
                    dialogs.append((source, Int32(position)))
                }
            default:
                break
            }
        }
        let pushTargets = Adjacency(groups: index.screens.count, pushes)
        let openTargets = Adjacency(groups: index.tabs.count, opens)
        let dialogTargets = Adjacency(groups: index.screens.count, dialogs)

        // Marks of the stack being built, so that no set is made per stack: a screen is
        // visited or a destination when its mark equals the stack's number.
        var visited = [Int32](repeating: -1, count: index.screens.count)
        var isDestination = [Int32](repeating: -1, count: index.screens.count)
        var names = [String](repeating: "", count: index.screens.count)
        var stacks: [NavigationStackModel] = []
        var stackScreens: [[Int32]] = []
        func stack(_ kind: NavigationStackModel.Kind, root: String, number: Int, seeds: ArraySlice<Int32>,
                   routeType: String, routeTypeLocation: SourceLocation) {
            let mark = Int32(stacks.count)
            var destinations: [Int32] = []
            var queue = [Int32(number)]
            visited[number] = mark
            func reach(_ edge: Int32) {
                let target = Int(edges.targets[Int(edge)])
                if isDestination[target] != mark {
                    isDestination[target] = mark
                    names[target] = edges.targetName(Int(edge), index: index)
                    destinations.append(Int32(target))
                }
                if visited[target] != mark {
                    visited[target] = mark
                    queue.append(Int32(target))
                }
            }
            for seed in seeds where isDestination[Int(edges.targets[Int(seed)])] != mark { reach(seed) }
            var head = 0
            while head < queue.count {
                let screen = Int(queue[head])
                head += 1
                for edge in pushTargets[screen] { reach(edge) }
                for edge in dialogTargets[screen] {
                    let dialog = Int(edges.targets[Int(edge)])
                    if visited[dialog] != mark {
                        visited[dialog] = mark
                        queue.append(Int32(dialog))
                    }
                }
            }
            destinations.sort()
            let ordered = destinations.map { names[Int($0)] }
            stacks.append(NavigationStackModel(kind: kind, root: root, routeType: routeType,
                                               routeTypeLocation: routeTypeLocation, destinations: ordered,
                                               destinationSet: Set(ordered)))
            stackScreens.append(destinations)
        }

        if let root = spec.app.root {
            if let number = index.screenNumber(root.value) {
                stack(.single, root: root.value, number: number, seeds: rootOpens[...],
                      routeType: Naming.routeType(forApp: spec.app.name.value),
                      routeTypeLocation: spec.app.name.location)
            }
        } else {
            for (tabNumber, tab) in index.tabs.enumerated() {
                guard let root = tab.root?.value, index.tabRoots[tabNumber] >= 0 else { continue }
                let routeType = tab.routeType?.value ?? Naming.routeType(forTab: tab.id.value)
                stack(.tab(tab.id.value), root: root, number: Int(index.tabRoots[tabNumber]),
                      seeds: openTargets[tabNumber], routeType: routeType,
                      routeTypeLocation: tab.routeType?.location ?? tab.id.location)
            }
        }
        for number in index.screens.indices where index.traits(ofScreen: number).isModal && index.traits(ofScreen: number).contains(.ownStack) {
            let id = index.ids[number]
            stack(.modal(id), root: id, number: number, seeds: [], routeType: Naming.routeType(forModal: id),
                  routeTypeLocation: index.screens[number].id.location)
        }
        return (stacks, stackScreens)
    }

    private static func findWitnesses(spec: Spec, index: SpecIndex, edges: EdgeTable) -> [Int32] {
        var outgoing: [(group: Int32, item: Int32)] = []
        var deepLinks: [Int32] = []
        outgoing.reserveCapacity(edges.sources.count)
        for (position, from) in edges.sources.enumerated() {
            if from >= 0 { outgoing.append((from, Int32(position))) } else { deepLinks.append(Int32(position)) }
        }
        let edgesFrom = Adjacency(groups: index.screens.count, outgoing)
        var predecessors = [Int32](repeating: unreached, count: index.screens.count)
        var queue: [Int32] = []
        var head = 0
        func reach(_ screen: Int32, by edge: Int32) {
            guard predecessors[Int(screen)] == unreached else { return }
            predecessors[Int(screen)] = edge
            queue.append(screen)
        }
        func drain() {
            while head < queue.count {
                let screen = Int(queue[head])
                head += 1
                for edge in edgesFrom[screen] { reach(edges.targets[Int(edge)], by: edge) }
            }
        }
        // Tab roots (or the app root) first, so witnesses start at a tab root whenever one can.
        let roots = spec.app.root.map { [$0.value] } ?? spec.tabs.compactMap { $0.root?.value }
        for root in roots {
            if let number = index.screenNumber(root) { reach(Int32(number), by: -1) }
        }
        // The modals a tap on an action tab presents are as near as the tab roots.
        for tab in spec.tabs {
            if let screen = tab.presentedScreen, let number = index.screenNumber(screen.value) {
                reach(Int32(number), by: -1)
            }
        }
        drain()
        for edge in deepLinks { reach(edges.targets[Int(edge)], by: edge) }
        drain()
        // Screens app code shows (`entry: true`) are entry points, after the links from outside.
        for number in index.screens.indices where index.traits(ofScreen: number).contains(.entry) {
            reach(Int32(number), by: -1)
        }
        drain()
        return predecessors
    }

}

