/// Where the generated `handle(_:)` opens a pushed screen's deep link: the chain of screens it
/// shows (a nested pattern's parents below the screen) and the tab stacks that can show all of it.
/// `links`, `docs`, `diff`, graph slices and the generator all ask here, so what they say is what
/// the navigator does: `/signals/{id}` below `/signals` opens `[.signalList, .signal]`, which only
/// the tab rooted at `SignalList` shows, even when another tab's stack pushes `Signal` too.
extension NavigationGraph {
    /// For each screen number, whether the generated destination enum has a case for it.
    struct DestinationCases: Sendable {
        let flags: [Bool]

        init(_ graph: NavigationGraph) {
            let index = graph.index
            var flags = [Bool](repeating: false, count: index.screens.count)
            for screens in graph.stackScreens {
                for screen in screens { flags[Int(screen)] = true }
            }
            // Roots with a deep link are destinations too: the link opens them (select and pop to root).
            let roots = ([graph.spec.app.root] + graph.spec.tabs.map(\.root)).compactMap { $0?.value }
            for root in roots {
                guard let number = index.screenNumber(root) else { continue }
                let traits = index.traits(ofScreen: number)
                if traits.contains(.deepLink) && !traits.isModal { flags[number] = true }
            }
            self.flags = flags
        }
    }

    /// For each screen number, whether the generated destination enum has a case for it: a
    /// destination of some stack, or a root (a tab's or the app's) with a deep link that is no modal.
    var hasDestinationCase: [Bool] { memo.value { DestinationCases(self) }.flags }

    /// The screens the generated `handle(_:)` shows for a deep link to the pushed screen `number`,
    /// bottom to top: its nesting chain (`DeepLinkNesting.chain(to:)`) when every screen in it but
    /// a modal at its bottom has a destination case (`deepLinkChain(to:)` is generated then), else
    /// the screen alone. A modal at the bottom stays: its own stack shows the rest.
    func deepLinkChain(to number: Int32) -> [Int32] {
        let chain = deepLinkNesting.chain(to: number)
        guard chain.count > 1 else { return chain }
        let cases = hasDestinationCase
        let onStack = deepLinkNesting.modal(below: number) == nil ? chain[...] : chain.dropFirst()
        return onStack.allSatisfy({ cases[Int($0)] }) ? chain : [number]
    }

    /// For each route type, the screens its enum has cases for: the union of the destinations of
    /// every stack naming it (tabs sharing a `routeType` share one enum).
    struct RouteTypeScreens: Sendable {
        let screens: [String: Set<String>]

        init(_ graph: NavigationGraph) {
            var screens: [String: Set<String>] = [:]
            for stack in graph.stacks { screens[stack.routeType, default: []].formUnion(stack.destinationSet) }
            self.screens = screens
        }
    }

    /// The screens `stack`'s route enum has cases for: its own destinations, and those of every
    /// stack sharing its `routeType`, since the generated `show(_:in:)` accepts every case.
    func routeScreens(of stack: NavigationStackModel) -> Set<String> {
        memo.value { RouteTypeScreens(self) }.screens[stack.routeType] ?? stack.destinationSet
    }

    /// Whether the generated `show(_:in:)` (or the single stack's `open`) can put `chain` (screen
    /// numbers, bottom to top) on `stack`: leading copies of its root pop to it, and each screen
    /// after them has a case in its route enum (`routeScreens(of:)`).
    func stack(_ stack: NavigationStackModel, canShow chain: [Int32]) -> Bool {
        let screens = routeScreens(of: stack)
        return chain.lazy.map { self.index.screens[Int($0)].id.value }
            .drop { $0 == stack.root }
            .allSatisfy(screens.contains)
    }

    /// The tab stacks that can show the chain of the pushed screen `number`'s deep link
    /// (`deepLinkChain(to:)`), in tab order: `handle(_:)` opens it on the selected tab when that is
    /// one of them, else on the first. A tab's root (its link alone) opens on the tabs it is the
    /// root of, never pushed on another's stack. Empty for a chain on a modal's own stack.
    func tabStacksOpeningDeepLink(to number: Int32) -> [NavigationStackModel] {
        guard deepLinkNesting.modal(below: number) == nil else { return [] }
        let chain = deepLinkChain(to: number)
        let holding = tabStacks.filter { stack($0, canShow: chain) }
        guard chain.count == 1 else { return holding }
        let id = index.screens[Int(number)].id.value
        let rooted = holding.filter { $0.root == id }
        return rooted.isEmpty ? holding : rooted
    }

    /// The tab stacks whose route enums push the tab root `number`, in tab order: its deep link,
    /// carrying other values than the root's defaults (`readsOwnQueryItems(ofScreen:)`), pushes it
    /// on the selected one, else on the first, as `open` does. Empty for any other screen.
    func tabStacksPushingRoot(_ number: Int32) -> [NavigationStackModel] {
        let id = index.screens[Int(number)].id.value
        guard tabStacks.contains(where: { $0.root == id }) else { return [] }
        return tabStacks.filter { routeScreens(of: $0).contains(id) }
    }
}
