/// Lookups of stacks by screen and by tab, made once per graph: searching every stack for each
/// screen or tab is quadratic in an app of many tabs or modal stacks (60,000 tabs: `docs` over
/// two minutes).
extension NavigationGraph {
    private struct StackIndex: Sendable {
        /// For each screen number, the stacks (indices into `stacks`, ascending) it is a destination of.
        var showing: [[Int32]]
        /// For each screen number, the stacks it is the root or a destination of, ascending.
        var containing: [[Int32]]
        /// The tab stacks, in tab order.
        var tabStacks: [NavigationStackModel]
        /// The tab stack of each tab id.
        var tabStackByTab: [String: NavigationStackModel]
        /// The tab ids of the tab stacks rooted at each screen id, in tab order.
        var tabsByRoot: [String: [String]]
    }

    private var stackIndex: StackIndex {
        memo.value { () -> StackIndex in
            var showing = [[Int32]](repeating: [], count: index.screens.count)
            var containing = showing
            var tabStacks: [NavigationStackModel] = []
            var tabStackByTab: [String: NavigationStackModel] = [:]
            var tabsByRoot: [String: [String]] = [:]
            for (number, stack) in stacks.enumerated() {
                let stackNumber = Int32(number)
                var destinations = Set<Int32>()
                for screen in stack.destinationSet {
                    guard let screenNumber = index.screenNumber(screen) else { continue }
                    destinations.insert(Int32(screenNumber))
                    showing[screenNumber].append(stackNumber)
                    containing[screenNumber].append(stackNumber)
                }
                if let root = index.screenNumber(stack.root), !destinations.contains(Int32(root)) {
                    containing[root].append(stackNumber)
                }
                if let tab = stack.tabID {
                    tabStacks.append(stack)
                    if tabStackByTab[tab] == nil { tabStackByTab[tab] = stack }
                    tabsByRoot[stack.root, default: []].append(tab)
                }
            }
            // Stacks were visited in order, so each list is ascending already.
            return StackIndex(showing: showing, containing: containing, tabStacks: tabStacks,
                              tabStackByTab: tabStackByTab, tabsByRoot: tabsByRoot)
        }
    }

    /// The stacks whose route enum has a case for the screen (it can appear above their root), in `stacks` order.
    public func stacksShowing(_ screenID: String) -> [NavigationStackModel] {
        guard let number = index.screenNumber(screenID) else { return [] }
        return stackIndex.showing[number].map { stacks[Int($0)] }
    }

    /// The stacks containing the screen, as root or destination, in `stacks` order.
    public func stacksContaining(_ screenID: String) -> [NavigationStackModel] {
        guard let number = index.screenNumber(screenID) else { return [] }
        return stackIndex.containing[number].map { stacks[Int($0)] }
    }

    /// The tab stacks, in tab order.
    public var tabStacks: [NavigationStackModel] {
        stackIndex.tabStacks
    }

    /// The stack of the tab with this id.
    public func tabStack(forTab tab: String) -> NavigationStackModel? {
        stackIndex.tabStackByTab[tab]
    }

    /// The ids of the tabs whose stack is rooted at the screen, in tab order.
    public func tabs(rootedAt screenID: String) -> [String] {
        stackIndex.tabsByRoot[screenID] ?? []
    }
}
