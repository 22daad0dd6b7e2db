/// The semantic model of a loaded spec: stacks with their destinations, every
/// navigation edge, and each screen's witness path. Built once, in time linear in screens plus
/// edges, and shared by the checker, the generator and the graph renderers.
public struct NavigationGraph: Sendable {
    /// The spec the graph was built from.
    public let spec: Spec
    /// Screens by id; the first definition wins when the loader reported a duplicate. Made on
    /// first use: the graph's own lookups (`screen(_:)`) go through its index.
    public var screensByID: [String: ScreenDefinition] {
        memo.value {
            var screens = [String: ScreenDefinition](minimumCapacity: index.screens.count)
            for screen in index.screens { screens[screen.id.value] = screen }
            return ScreensByID(screens: screens)
        }.screens
    }
    /// Tabs by id.
    public let tabsByID: [String: TabSpec]
    /// Toolbars by id.
    public let toolbarsByID: [String: ToolbarSpec]
    /// Every stack: tabs in order (or the single stack), then modal stacks in screen order.
    public let stacks: [NavigationStackModel]
    /// Every edge, in a deterministic order (screens in definition order, then their links and toolbar items).
    /// Made on first use: the stacks, the witnesses and the checker work on `edgeTable`.
    public var edges: [NavigationEdge] {
        memo.value { Edges(edges: (0..<edgeTable.count).map { edgeTable.edge($0, index: index) }) }.edges
    }
    /// The spec's names numbered, and its screens' references resolved to those numbers.
    let index: SpecIndex
    /// The edges as numbers, in the order of `edges`.
    let edgeTable: EdgeTable
    /// For each screen number, the index in `edges` of the last edge of its witness path, -1 for
    /// an entry point (tab root, app root), or `unreached` when no path reaches the screen.
    let predecessors: [Int32]
    /// For each stack, the numbers of its destinations, ascending (in screen definition order).
    let stackScreens: [[Int32]]
    /// What the graph's users derive from it and share, computed once.
    let memo: GraphMemo
    /// Whether the loader left out links, tabs, screens or presentations (`LoadGap`): what
    /// reaches what is then unknown, and the checks that depend on it say nothing.
    public var navigationIsPartial = false
    /// The screens the loader read only in part, with what it left out (`LoadGap.screen`): the
    /// rules whose findings depend on that part say nothing about these screens.
    public var partlyRead: [String: Set<LoadGap.Kind>] = [:]

    /// Whether the loader left `kind` of the screen `id` out (its `presentation`, `stack`, a param).
    public func leftOut(_ kind: LoadGap.Kind, of id: String) -> Bool {
        partlyRead[id]?.contains(kind) ?? false
    }

    /// The `predecessors` of a screen that no path reaches.
    static let unreached = Int32.min

    private struct ScreensByID: Sendable {
        let screens: [String: ScreenDefinition]
    }

    private struct Edges: Sendable {
        let edges: [NavigationEdge]
    }

    /// Whether the app is a single-stack app (`app.root`).
    public var isSingleStack: Bool { spec.app.root != nil }

    /// The screen with this id.
    public func screen(_ id: String) -> ScreenDefinition? { index.screenNumber(id).map { index.screens[$0] } }

    /// Whether the deep link of the screen with this number reads a param the pattern does not
    /// name from a query item of its own name (`?page=2`). For a tab root or `app.root`, only when
    /// a tab's stack (or the app's) pushes it, where `open` shows it with other values than its
    /// defaults; otherwise it is always shown with its params' defaults, so the value would be dropped.
    public func readsOwnQueryItems(ofScreen number: Int) -> Bool {
        let id = index.screens[number].id.value
        guard spec.app.root?.value == id || spec.tabs.contains(where: { $0.root?.value == id }) else { return true }
        return zip(stacks, stackScreens).contains { stack, screens in
            if case .modal = stack.kind { return false }
            return screens.contains(Int32(number))
        }
    }

    /// Whether the deep link of the screen with this number (nil: a screen not in the graph)
    /// reads `param` from a query item of its own name when the pattern does not name it, as the
    /// generated `handle(_:)` does: a URL can carry its type, `inURL: false` does not keep it out,
    /// and the screen is no root that no stack pushes (`readsOwnQueryItems(ofScreen:)`).
    public func readsOwnQueryItem(_ param: ParamSpec, ofScreen number: Int?) -> Bool {
        param.isInURLs && DeepLinkPattern.canParse(param.type.value) && (number.map(readsOwnQueryItems(ofScreen:)) ?? true)
    }

    /// Screens that are a destination of at least one stack, in definition order.
    public var destinationScreens: [ScreenDefinition] {
        // One union, not a search of every stack per screen: there is a stack per modal.
        var isDestination = [Bool](repeating: false, count: index.screens.count)
        for screens in stackScreens {
            for screen in screens { isDestination[Int(screen)] = true }
        }
        return index.screens.indices.filter { isDestination[$0] }.map { index.screens[$0] }
    }

    /// Modal screens (`presentation: sheet | fullScreenCover | alert | confirmationDialog`), in definition order.
    public var modalScreens: [ScreenDefinition] {
        spec.screens.filter(\.isModal).uniqued(by: \.id.value)
    }

    /// The toolbars a screen uses, resolved, in order (unknown ids skipped).
    public func toolbars(of screen: ScreenDefinition) -> [ToolbarSpec] {
        screen.toolbars.compactMap { toolbarsByID[$0.value] }
    }

    /// Whether a screen is reachable from an entry point.
    public func isReachable(_ screenID: String) -> Bool {
        guard let number = index.screenNumber(screenID) else { return false }
        return isReachable(number: number)
    }

    /// Whether the screen with this number is reachable from an entry point.
    func isReachable(number: Int) -> Bool { predecessors[number] != Self.unreached }

    /// The screen's witness: the shortest chain of edges from a tab root (or, failing that, from
    /// a deep link) to it; empty for a root, nil when the screen is unreachable.
    public func witness(to screenID: String) -> [NavigationEdge]? {
        guard let number = index.screenNumber(screenID), isReachable(number: number) else { return nil }
        var path: [NavigationEdge] = []
        var edge = Int(predecessors[number])
        while edge >= 0 {
            path.append(edges[edge])
            let from = edgeTable.sources[edge]
            guard from >= 0 else { break }
            edge = Int(predecessors[Int(from)])
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
        case .tab(let id): return Naming.pathProperty(forTab: id)
        case .single: return Naming.singleStackPathProperty
        case .modal(let id): return Naming.pathProperty(forModal: id)
        }
    }

    /// The tab id, for a tab stack.
    public var tabID: String? {
        if case .tab(let id) = kind { return id }
        return nil
    }
}

/// A navigation edge between screens.
public struct NavigationEdge: Hashable, Sendable {
    /// How the edge navigates; raw values are the names used in graph output.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case push, sheet, fullScreenCover, alert, confirmationDialog, selectTab, open, popToRoot, present, deepLink
    }

    /// Where the edge comes from.
    public enum Via: Hashable, Sendable {
        /// A `links` entry of the source screen.
        case link
        /// A toolbar item (toolbar id, item id or index) used by the source screen. For an entry
        /// of the item's menu, `menuPath` is its 0-based index in the menu, followed by the index
        /// in each submenu (`[2, 0]`: the first entry of the submenu at index 2); nil for the
        /// item's own action.
        case toolbarItem(toolbar: String, item: String?, index: Int, menuPath: [Int]? = nil)
        /// A deep link from outside the app.
        case url(pattern: String)
        /// A button (its label and position) of the source alert or confirmation dialog.
        case button(label: String, index: Int)
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
