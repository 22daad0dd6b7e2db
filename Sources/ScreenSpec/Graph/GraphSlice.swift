/// The part of a ``NavigationGraph`` one graph output shows — the whole app, or one tab's stack
/// and what it reaches (`--tab`) — with the choices every format shares already made: which
/// screens and edges appear, which cluster each screen is drawn in, and edges deduplicated.
/// Renderers are pure functions of a slice, so the formats cannot disagree.
public struct GraphSlice: Sendable {
    /// One cluster: a tab's stack, the single stack of an app with `app.root`, or a modal's own stack.
    public struct Cluster: Hashable, Sendable {
        /// The stable id of the stack (`tab:home`, `app`, `modal:AddCity`), also used in JSON.
        public var id: String
        /// The stack.
        public var stack: NavigationStackModel
        /// A human label (`Home tab`, `Cars stack`, `AddCity sheet`).
        public var label: String
        /// The screens drawn inside it, in definition order (its root first).
        public var screens: [String]
    }

    /// An edge as drawn: a ``NavigationEdge`` without its source location, so declarations of the
    /// same navigation in several places collapse into one.
    public struct Edge: Hashable, Sendable {
        /// The edge kind.
        public var kind: NavigationEdge.Kind
        /// The source screen; nil for a deep link (from outside the app).
        public var from: String?
        /// The target screen.
        public var to: String
        /// The tab involved, if any.
        public var tab: String?
        /// What declares the edge.
        public var via: NavigationEdge.Via
    }

    /// A tap on a tab with an `action`: the tab has no stack, so it is drawn as a node of its own,
    /// outside every cluster, with a `present` edge to the modal it presents.
    public struct TabTap: Hashable, Sendable {
        /// The tab's id.
        public var tab: String
        /// The tab's title (its id when it has none).
        public var title: String
        /// What the node says: the tab's title and where it is shown (`Log Out tab`, `Log Out sidebar row`).
        public var label: String
        /// The modal the tap presents.
        public var to: String
    }

    /// The graph the slice is cut from.
    public let graph: NavigationGraph
    /// The tab the slice is limited to, or nil for the whole app.
    public let tab: String?
    /// The screens shown, in definition order.
    public let screens: [ScreenDefinition]
    /// The clusters with at least one screen, in stack order (the selected tab's first).
    public let clusters: [Cluster]
    /// Screens drawn outside every cluster (modals without a stack, unreachable screens), in definition order.
    public let looseScreens: [String]
    /// The edges shown, deduplicated, in the graph's edge order.
    public let edges: [Edge]
    /// The taps on tabs with an `action` whose modal is shown, in tab order; none in a tab's slice
    /// (such a tab is in no tab's context).
    public let tabTaps: [TabTap]

    /// The whole graph (`tab` nil) or one tab's slice; throws ``GraphError`` for an unknown tab.
    public init(_ graph: NavigationGraph, tab: String? = nil) throws(GraphError) {
        self.graph = graph
        self.tab = tab
        let allScreens = graph.spec.screens.uniqued(by: \.id.value)

        // Which screens to show, and which edges.
        let shown: Set<String>
        let edgeFilter: (NavigationEdge) -> Bool
        var stackOrder = graph.stacks
        var firstStack: NavigationStackModel?
        // In a tab's slice, its context's screens and stacks (the tab's, those of the modals it shows).
        var context = Set<String>()
        var inContext: (NavigationStackModel) -> Bool = { _ in true }
        if let tab {
            guard let stack = graph.tabStack(forTab: tab) else {
                if let spec = graph.spec.tabs.first(where: { $0.id.value == tab }) {
                    if spec.root == nil, let modal = spec.presentedScreen {
                        throw GraphError.tabPresentingModal(tab, modal: modal.value)
                    }
                    throw GraphError.tabWithoutStack(tab, root: spec.root?.value)
                }
                // A tab that presents a modal has no stack to draw: not one to suggest.
                throw GraphError.unknownTab(tab, known: graph.spec.tabs.filter { !$0.presentsModal }.map(\.id.value)
                    .uniqued(by: \.self))
            }
            stackOrder = [stack] + graph.stacks.filter { $0 != stack }
            firstStack = stack
            let core = Self.presentationContext(of: stack, in: graph)
            context = core
            var boundary = Set<String>()
            for edge in graph.edges where (edge.from.map(core.contains) ?? false) && !core.contains(edge.to) {
                boundary.insert(edge.to)
            }
            shown = core.union(boundary)
            let opens = Self.deepLinksOpening(in: stack, core: core, graph: graph)
            edgeFilter = { edge in edge.from.map(core.contains) ?? opens.contains(edge.to) }
            inContext = { candidate in
                switch candidate.kind {
                case .tab, .single: return candidate == stack
                case .modal(let id): return core.contains(id)
                }
            }
        } else {
            shown = Set(allScreens.map(\.id.value))
            edgeFilter = { _ in true }
        }
        screens = allScreens.filter { shown.contains($0.id.value) }

        // Each screen is drawn once, in the first stack (in `stackOrder`) that contains it.
        var placement: [String: String] = [:]
        var members: [String: [String]] = [:]
        for screen in screens {
            let id = screen.id.value
            // The slice's own tab first, then the stacks in graph order: looked up by screen, as
            // searching every stack per screen is quadratic in an app of many tabs. A screen of a
            // tab's context is drawn in a stack of that context, never in another tab's. A stack's
            // root is drawn in its own stack, even where an earlier stack pushes it.
            let stack: NavigationStackModel
            let isContext = context.contains(id)
            if let firstStack, firstStack.root == id || firstStack.destinationSet.contains(id) {
                stack = firstStack
            } else if case let candidates = graph.stacksContaining(id).filter({ !isContext || inContext($0) }),
                      let found = candidates.first(where: { $0.root == id }) ?? candidates.first {
                stack = found
            } else {
                continue
            }
            let clusterID = Self.stackID(stack)
            placement[id] = clusterID
            members[clusterID, default: []].append(id)
        }
        clusters = stackOrder.compactMap { stack in
            let id = Self.stackID(stack)
            guard var screens = members[id] else { return nil }
            // Its root first, wherever the spec defines it.
            if let root = screens.firstIndex(of: stack.root), root > 0 { screens.insert(screens.remove(at: root), at: 0) }
            return Cluster(id: id, stack: stack, label: Self.label(of: stack, in: graph), screens: screens)
        }
        looseScreens = screens.map(\.id.value).filter { placement[$0] == nil }

        edges = graph.edges.filter { edgeFilter($0) && shown.contains($0.to) }
            .map { Edge(kind: $0.kind, from: $0.from, to: $0.to, tab: $0.tab, via: $0.via) }
            .uniqued(by: \.self)
        tabTaps = tab != nil ? [] : graph.spec.tabs.uniqued(by: \.id.value).compactMap { spec in
            guard spec.presentsModal, let modal = spec.presentedScreen, shown.contains(modal.value) else { return nil }
            return TabTap(tab: spec.id.value, title: Self.shownTitle(spec.title) ?? spec.id.value,
                          label: Self.tabLabel(spec.id.value, in: graph), to: modal.value)
        }
    }

    /// The screens shown in a tab's presentation context: its stack, every modal presented from
    /// it (with the modal's own stack), transitively.
    private static func presentationContext(of stack: NavigationStackModel, in graph: NavigationGraph) -> Set<String> {
        var core: Set<String> = [stack.root]
        core.formUnion(stack.destinations)
        var queue = Array(core).sorted()
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for edge in graph.edges where edge.from == screen {
                switch edge.kind {
                case .push, .sheet, .fullScreenCover, .alert, .confirmationDialog, .present:
                    if core.insert(edge.to).inserted { queue.append(edge.to) }
                case .selectTab, .open, .popToRoot, .deepLink:
                    continue
                }
            }
        }
        return core
    }

    /// The screens of a tab's context whose deep links `handle(_:)` opens in that context, with
    /// the tab selected: a modal in it (presented over the tab), a screen nested in the pattern
    /// of a modal in it (shown on that modal's own stack), or a screen whose link's chain the
    /// tab's stack shows. Others open on another tab's stack, or on no stack of the context.
    private static func deepLinksOpening(in stack: NavigationStackModel, core: Set<String>,
                                         graph: NavigationGraph) -> Set<String> {
        let nesting = graph.deepLinkNesting
        var opening = Set<String>()
        for edge in graph.edges where edge.kind == .deepLink && core.contains(edge.to) {
            let id = edge.to
            guard let screen = graph.screen(id), let number = graph.index.screenNumber(id) else { continue }
            if screen.isModal {
                opening.insert(id)
            } else if let modal = nesting.modal(below: Int32(number)) {
                if core.contains(graph.index.screens[Int(modal)].id.value) { opening.insert(id) }
            } else if graph.stack(stack, canShow: graph.deepLinkChain(to: Int32(number))) {
                // The chain `handle(_:)` opens (a nested pattern's parents below the screen).
                opening.insert(id)
            }
        }
        return opening
    }

    /// The stable id of a stack: `tab:<tabId>`, `app` (single stack) or `modal:<ScreenId>`.
    public static func stackID(_ stack: NavigationStackModel) -> String {
        switch stack.kind {
        case .tab(let id): return "tab:" + id
        case .single: return "app"
        case .modal(let id): return "modal:" + id
        }
    }

    /// `Home tab`, `Cars stack`, `AddCity sheet`.
    static func label(of stack: NavigationStackModel, in graph: NavigationGraph) -> String {
        switch stack.kind {
        case .tab(let id):
            return tabLabel(id, in: graph)
        case .single:
            return graph.spec.app.name.value + " stack"
        case .modal(let id):
            let presentation = graph.screen(id)?.effectivePresentation ?? .sheet
            return id + " " + presentation.rawValue
        }
    }

    /// `Home tab`; in a split view, whose sidebar lists the tabs, `Home sidebar row`.
    static func tabLabel(_ id: String, in graph: NavigationGraph) -> String {
        let isRow = graph.spec.app.effectiveTabStyle == .splitView
        return (shownTitle(graph.tabsByID[id]?.title) ?? id) + (isRow ? " sidebar row" : " tab")
    }

    /// Whether the screen is an entry point, drawn as such: the root of a tab or of the app, the
    /// modal a tap on a tab presents (its `action`), or a screen app code shows (`entry: true`).
    public func isEntry(_ screenID: String) -> Bool {
        if graph.screen(screenID)?.isEntry == true { return true }
        if graph.spec.tabs.contains(where: { $0.presentedScreen?.value == screenID }) { return true }
        // Only the stacks holding the screen: every stack per screen is quadratic in many tabs.
        return graph.stacksContaining(screenID).contains { stack in
            switch stack.kind {
            case .tab, .single: return stack.root == screenID
            case .modal: return false
            }
        }
    }

    /// Whether any shown edge is a deep link, so the outside "URL" node is drawn.
    public var hasDeepLinks: Bool { edges.contains { $0.from == nil } }

    /// The label of the outside node deep links start from: `cities://`, or `URL` without a scheme.
    public var urlNodeLabel: String {
        graph.spec.app.urlScheme.map { $0.value + "://" } ?? "URL"
    }
}

/// Why a graph could not be drawn as asked; the command line reports it as a usage error.
public enum GraphError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `--tab` named a tab the spec does not have; `known` lists the tabs with a stack, in order.
    case unknownTab(String, known: [String])
    /// `--tab` named a tab whose root is missing or names no screen, so it has no stack to draw.
    case tabWithoutStack(String, root: String?)
    /// `--tab` named a tab with an `action`: a tap on it presents `modal`, it shows no stack.
    case tabPresentingModal(String, modal: String)

    /// The "did you mean" candidate, if one is close.
    public var suggestion: String? {
        switch self {
        case .unknownTab(let name, let known): return DidYouMean.closest(to: name, in: known)
        case .tabWithoutStack, .tabPresentingModal: return nil
        }
    }

    /// Lower case, no final period.
    public var description: String {
        switch self {
        case .unknownTab(let name, let known):
            if known.isEmpty { return "unknown tab '\(name)': the app has no tabs" }
            return "unknown tab '\(name)' (tabs: \(known.joined(separator: ", ")))"
        case .tabWithoutStack(let name, let root?):
            return "tab '\(name)' has no stack to draw: its root '\(root)' is not a defined screen (run 'screenspec check')"
        case .tabWithoutStack(let name, nil):
            return "tab '\(name)' has no stack to draw: it has no root (run 'screenspec check')"
        case .tabPresentingModal(let name, let modal):
            return "tab '\(name)' has no stack to draw: a tap on it presents '\(modal)' (leave out '--tab' to draw it)"
        }
    }
}
