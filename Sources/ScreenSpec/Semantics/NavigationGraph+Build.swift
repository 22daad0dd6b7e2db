extension NavigationGraph {
    /// Builds the graph from a loaded spec. Unknown references are skipped here (the checker
    /// reports them), so the graph is always well-formed.
    public init(spec: Spec) {
        self.spec = spec
        let screens = spec.screens.uniqued(by: \.id.value)
        screensByID = Dictionary(screens.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        tabsByID = Dictionary(spec.tabs.uniqued(by: \.id.value).map { ($0.id.value, $0) },
                              uniquingKeysWith: { first, _ in first })
        toolbarsByID = Dictionary(spec.toolbars.uniqued(by: \.id.value).map { ($0.id.value, $0) },
                                  uniquingKeysWith: { first, _ in first })

        let edges = Self.collectEdges(screens: screens, tabs: tabsByID, toolbars: toolbarsByID,
                                      known: screensByID)
        self.edges = edges
        stacks = Self.buildStacks(spec: spec, screens: screens, edges: edges, known: screensByID)
        predecessors = Self.findWitnesses(spec: spec, edges: edges, known: screensByID)
    }

    private static func collectEdges(screens: [ScreenDefinition], tabs: [String: TabSpec],
                                     toolbars: [String: ToolbarSpec],
                                     known: [String: ScreenDefinition]) -> [NavigationEdge] {
        var edges: [NavigationEdge] = []
        func tabRoot(_ tab: String) -> String? {
            guard let root = tabs[tab]?.root?.value, known[root] != nil else { return nil }
            return root
        }
        for screen in screens {
            let from = screen.id.value
            for link in screen.links {
                let target = link.target.value
                switch link.kind {
                case .push, .sheet, .fullScreenCover:
                    guard known[target] != nil else { continue }
                    let kind: NavigationEdge.Kind = link.kind == .push ? .push : (link.kind == .sheet ? .sheet : .fullScreenCover)
                    edges.append(NavigationEdge(kind: kind, from: from, to: target, tab: nil, via: .link,
                                                location: link.target.location))
                case .selectTab:
                    guard let root = tabRoot(target) else { continue }
                    edges.append(NavigationEdge(kind: .selectTab, from: from, to: root, tab: target, via: .link,
                                                location: link.target.location))
                }
            }
            for use in screen.toolbars {
                guard let toolbar = toolbars[use.value] else { continue }
                for (index, item) in toolbar.items.enumerated() {
                    guard let action = item.action else { continue }
                    let via = NavigationEdge.Via.toolbarItem(toolbar: toolbar.id.value, item: item.id?.value, index: index)
                    func add(_ kind: NavigationEdge.Kind, _ to: String?, tab: String? = nil) {
                        guard let to, known[to] != nil else { return }
                        edges.append(NavigationEdge(kind: kind, from: from, to: to, tab: tab, via: via,
                                                    location: action.location))
                    }
                    switch action.value {
                    case .popToRoot(let tab?): add(.popToRoot, tabRoot(tab.value), tab: tab.value)
                    case .selectTab(let tab): add(.selectTab, tabRoot(tab.value), tab: tab.value)
                    case .open(let target, let tab):
                        if let tab, tabs[tab.value] == nil { continue }
                        add(.open, target.value, tab: tab?.value)
                    case .push(let target): add(.push, target.value)
                    case .present(let target): add(.present, target.value)
                    case .popToRoot(nil), .pop, .dismiss, .custom: continue
                    }
                }
            }
        }
        for screen in screens {
            guard let pattern = screen.deepLink else { continue }
            edges.append(NavigationEdge(kind: .deepLink, from: nil, to: screen.id.value, tab: nil,
                                        via: .url(pattern: pattern.value), location: pattern.location))
        }
        return edges
    }

    private static func buildStacks(spec: Spec, screens: [ScreenDefinition], edges: [NavigationEdge],
                                    known: [String: ScreenDefinition]) -> [NavigationStackModel] {
        var order: [String: Int] = [:]
        for (index, screen) in screens.enumerated() { order[screen.id.value] = index }
        var pushTargets: [String: [String]] = [:]
        var openTargets: [String: [String]] = [:]
        for edge in edges {
            switch edge.kind {
            case .push:
                if let from = edge.from { pushTargets[from, default: []].append(edge.to) }
            case .open:
                if let tab = edge.tab { openTargets[tab, default: []].append(edge.to) }
            default:
                break
            }
        }

        func stack(_ kind: NavigationStackModel.Kind, root: String, seeds: [String], routeType: String,
                   routeTypeLocation: SourceLocation) -> NavigationStackModel {
            var destinations = Set<String>()
            var visited: Set<String> = [root]
            var queue = [root]
            for seed in seeds where destinations.insert(seed).inserted {
                if visited.insert(seed).inserted { queue.append(seed) }
            }
            var head = 0
            while head < queue.count {
                let screen = queue[head]
                head += 1
                for target in pushTargets[screen] ?? [] {
                    destinations.insert(target)
                    if visited.insert(target).inserted { queue.append(target) }
                }
            }
            // Look each position up once, not twice per comparison.
            let ordered = destinations.map { (order[$0] ?? .max, $0) }.sorted { $0 < $1 }.map(\.1)
            return NavigationStackModel(kind: kind, root: root, routeType: routeType,
                                        routeTypeLocation: routeTypeLocation, destinations: ordered,
                                        destinationSet: destinations)
        }

        var stacks: [NavigationStackModel] = []
        if let root = spec.app.root {
            if known[root.value] != nil {
                stacks.append(stack(.single, root: root.value, seeds: [], routeType: spec.app.name.value + "Route",
                                    routeTypeLocation: spec.app.name.location))
            }
        } else {
            for tab in spec.tabs.uniqued(by: \.id.value) {
                guard let root = tab.root?.value, known[root] != nil else { continue }
                let routeType = tab.routeType?.value ?? NavigationGraph.defaultRouteType(forTab: tab.id.value)
                stacks.append(stack(.tab(tab.id.value), root: root, seeds: openTargets[tab.id.value] ?? [],
                                    routeType: routeType, routeTypeLocation: tab.routeType?.location ?? tab.id.location))
            }
        }
        for screen in screens where screen.isModal && screen.hasOwnStack {
            stacks.append(stack(.modal(screen.id.value), root: screen.id.value, seeds: [],
                                routeType: screen.id.value + "Route", routeTypeLocation: screen.id.location))
        }
        return stacks
    }

    private static func findWitnesses(spec: Spec, edges: [NavigationEdge],
                                      known: [String: ScreenDefinition]) -> [String: Int] {
        var outgoing: [String: [Int]] = [:]
        var deepLinks: [Int] = []
        for (index, edge) in edges.enumerated() {
            if let from = edge.from { outgoing[from, default: []].append(index) } else { deepLinks.append(index) }
        }
        var predecessors: [String: Int] = [:]
        var queue: [String] = []
        var head = 0
        func drain() {
            while head < queue.count {
                let screen = queue[head]
                head += 1
                for index in outgoing[screen] ?? [] where predecessors[edges[index].to] == nil {
                    predecessors[edges[index].to] = index
                    queue.append(edges[index].to)
                }
            }
        }
        // Tab roots (or the app root) first, so witnesses start at a tab root whenever one can.
        let roots = spec.app.root.map { [$0.value] } ?? spec.tabs.compactMap { $0.root?.value }
        for root in roots where known[root] != nil && predecessors[root] == nil {
            predecessors[root] = -1
            queue.append(root)
        }
        drain()
        for index in deepLinks where predecessors[edges[index].to] == nil {
            predecessors[edges[index].to] = index
            queue.append(edges[index].to)
        }
        drain()
        return predecessors
    }

    /// `<TabId>Route`: the route enum's name when a tab sets no `routeType` (tab ids are lowerCamel).
    public static func defaultRouteType(forTab id: String) -> String {
        id.prefix(1).uppercased() + id.dropFirst() + "Route"
    }
}
