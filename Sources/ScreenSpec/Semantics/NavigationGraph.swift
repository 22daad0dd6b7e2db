/// The semantic model of a loaded spec (DESIGN §2): stacks with their destinations, every
/// navigation edge, and each screen's witness path. Built once, in time linear in screens plus
/// edges, and shared by the checker, the generator and the graph renderers.
public struct NavigationGraph: Sendable {
    /// The spec the graph was built from.
    public let spec: Spec
    /// Screens by id; the first definition wins when the loader reported a duplicate.
    public let screensByID: [String: ScreenDefinition]
    /// Tabs by id.
    public let tabsByID: [String: TabSpec]
    /// Toolbars by id.
    public let toolbarsByID: [String: ToolbarSpec]
    /// Every stack: tabs in order (or the single stack), then modal stacks in screen order.
    public let stacks: [NavigationStackModel]
    /// Every edge, in a deterministic order (screens in definition order, then their links and toolbar items).
    public let edges: [NavigationEdge]
    /// For each reachable screen, the index in `edges` of the last edge of its witness path,
    /// or -1 for an entry point (tab root, app root). Unreachable screens are absent.
    let predecessors: [String: Int]

    /// Whether the app is a single-stack app (`app.root`).
    public var isSingleStack: Bool { spec.app.root != nil }

    /// The screen with this id.
    public func screen(_ id: String) -> ScreenDefinition? { screensByID[id] }

    /// The stacks whose route enum has a case for the screen (it can appear above their root).
    public func stacksShowing(_ screenID: String) -> [NavigationStackModel] {
        stacks.filter { $0.destinationSet.contains(screenID) }
    }

    /// The stacks containing the screen, as root or destination.
    public func stacksContaining(_ screenID: String) -> [NavigationStackModel] {
        stacks.filter { $0.root == screenID || $0.destinationSet.contains(screenID) }
    }

    /// Screens that are a destination of at least one stack, in definition order.
    public var destinationScreens: [ScreenDefinition] {
        // One union, not a search of every stack per screen: there is a stack per modal.
        var destinations = Set<String>()
        for stack in stacks { destinations.formUnion(stack.destinationSet) }
        return spec.screens.filter { destinations.contains($0.id.value) }.uniqued(by: \.id.value)
    }

    /// Modal screens (`presentation: sheet | fullScreenCover`), in definition order.
    public var modalScreens: [ScreenDefinition] {
        spec.screens.filter(\.isModal).uniqued(by: \.id.value)
    }

    /// The toolbars a screen uses, resolved, in order (unknown ids skipped).
    public func toolbars(of screen: ScreenDefinition) -> [ToolbarSpec] {
        screen.toolbars.compactMap { toolbarsByID[$0.value] }
    }

    /// The tab stacks, in tab order.
    public var tabStacks: [NavigationStackModel] {
        stacks.filter { if case .tab = $0.kind { return true } else { return false } }
    }

    /// Whether a screen is reachable from an entry point.
    public func isReachable(_ screenID: String) -> Bool { predecessors[screenID] != nil }

    /// The screen's witness: the shortest chain of edges from a tab root (or, failing that, from
    /// a deep link) to it; empty for a root, nil when the screen is unreachable.
    public func witness(to screenID: String) -> [NavigationEdge]? {
        guard var index = predecessors[screenID] else { return nil }
        var path: [NavigationEdge] = []
        while index >= 0 {
            let edge = edges[index]
            path.append(edge)
            guard let from = edge.from, let previous = predecessors[from] else { break }
            index = previous
        }
        return path.reversed()
    }
}

/// One NavigationStack: a tab's, the single stack of an app with `app.root`, or a modal's own.
public struct NavigationStackModel: Hashable, Sendable {
    /// What owns the stack.
    public enum Kind: Hashable, Sendable {
        /// The stack of the tab with this id.
        case tab(String)
        /// The single stack of an app with `app.root`.
        case single
        /// The stack of a modal screen with `stack: true`.
        case modal(String)
    }

    /// The owner.
    public var kind: Kind
    /// The root screen id.
    public var root: String
    /// The route enum's type name (`routeType`, `<TabId>Route`, `<ScreenId>Route` or `<App>Route`).
    public var routeType: String
    /// Where the route type name was chosen (`routeType:` value), or the owner's location.
    public var routeTypeLocation: SourceLocation
    /// Screens that can appear above the root, in screen definition order.
    public var destinations: [String]
    /// The same, as a set.
    public var destinationSet: Set<String>

    /// The navigator's property holding the stack's path: `<tabId>Path`, `path` for the single
    /// stack, `<modalCase>Path` for a modal's own stack. The generator and the checker share it.
    public var pathProperty: String {
        switch kind {
        case .tab(let id): return id + "Path"
        case .single: return "path"
        case .modal(let id): return Identifier.lowerCamel(id) + "Path"
        }
    }

    /// The tab id, for a tab stack.
    public var tabID: String? {
        if case .tab(let id) = kind { return id }
        return nil
    }
}

/// A navigation edge between screens (DESIGN §2).
public struct NavigationEdge: Hashable, Sendable {
    /// How the edge navigates; raw values are the names used in graph output.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case push, sheet, fullScreenCover, selectTab, open, popToRoot, present, deepLink
    }

    /// Where the edge comes from.
    public enum Via: Hashable, Sendable {
        /// A `links` entry of the source screen.
        case link
        /// A toolbar item (toolbar id, item id or index) used by the source screen.
        case toolbarItem(toolbar: String, item: String?, index: Int)
        /// A deep link from outside the app.
        case url(pattern: String)
    }

    /// The edge kind.
    public var kind: Kind
    /// The source screen; nil for deep links (from outside the app).
    public var from: String?
    /// The target screen (for `selectTab`/`popToRoot`, the tab's root screen).
    public var to: String
    /// The tab involved (`open … tab:`, `selectTab`, `popToRoot`), if any.
    public var tab: String?
    /// What declares the edge.
    public var via: Via
    /// The node that declares it (the link target, the action, the deepLink value).
    public var location: SourceLocation
}

extension Sequence {
    /// Keeps the first element for each key, preserving order.
    func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen = Set<Key>()
        return filter { seen.insert(key($0)).inserted }
    }
}
