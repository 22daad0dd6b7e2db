extension DocsContext {
    /// Builds the context of a graph for one markup; `svg` is the drawn graph, if any.
    public init(graph: NavigationGraph, markup: DocsMarkup, svg: String? = nil) {
        self.init(graph: graph, markup: markup, drawing: svg.map(GraphvizSVG.Drawing.svg))
    }

    /// Builds the context of a graph for one markup; `drawing` is the drawn graph or why there
    /// is none (nil: not asked for, as in Markdown).
    public init(graph: NavigationGraph, markup: DocsMarkup, drawing: GraphvizSVG.Drawing?) {
        let builder = DocsContextBuilder(graph: graph, markup: markup)
        self = builder.build(drawing: drawing)
    }
}

/// Builds ``DocsContext``: every string from the spec goes through the markup once, here.
private struct DocsContextBuilder {
    let graph: NavigationGraph
    let markup: DocsMarkup
    let screens: [ScreenDefinition]

    /// The edges into and out of each screen, and the screens using each toolbar, found in one
    /// pass each: searching every edge or screen per screen is quadratic in a big app.
    let incomingEdges: [String: [NavigationEdge]]
    let outgoingEdges: [String: [NavigationEdge]]
    let toolbarUsers: [String: [String]]

    init(graph: NavigationGraph, markup: DocsMarkup) {
        self.graph = graph
        self.markup = markup
        screens = graph.spec.screens.uniqued(by: \.id.value)
        var incoming: [String: [NavigationEdge]] = [:]
        var outgoing: [String: [NavigationEdge]] = [:]
        for edge in graph.edges {
            incoming[edge.to, default: []].append(edge)
            if let from = edge.from { outgoing[from, default: []].append(edge) }
        }
        incomingEdges = incoming
        outgoingEdges = outgoing
        var users: [String: [String]] = [:]
        for screen in screens {
            for toolbar in screen.toolbars.map(\.value).uniqued(by: { $0 }) {
                users[toolbar, default: []].append(screen.id.value)
            }
        }
        toolbarUsers = users
    }

    func build(drawing: GraphvizSVG.Drawing?) -> DocsContext {
        let svg = drawing?.svg
        var problem: String?
        if case .missing(let reason)? = drawing, reason != GraphvizSVG.notFound { problem = markup.text(reason) }
        let app = graph.spec.app
        let slice = try? GraphSlice(graph)
        let tabSpecs = graph.spec.tabs.uniqued(by: \.id.value)
        let tabs = tabSpecs.enumerated().map { offset, tab in
            let stack = graph.tabStack(forTab: tab.id.value)
            return DocsContext.Tab(
                id: tab.id.value, title: tabTitle(tab.id.value),
                systemImage: tab.systemImage.map { markup.code($0.value) },
                root: tab.root.flatMap { graph.screen($0.value) != nil ? ref($0.value) : nil },
                presents: tab.presentedScreen.flatMap { graph.screen($0.value) != nil ? ref($0.value) : nil },
                routeType: tab.root == nil ? nil : markup.code(stack?.routeType ?? Naming.routeType(forTab: tab.id.value)),
                badge: tab.badge?.value ?? false,
                section: !app.showsSections ? nil : tab.section.map { markup.text($0.value) },
                role: app.showsTabView ? tab.role.map { markup.code($0.value.rawValue) } : nil,
                destinations: refs(stack?.destinations ?? []),
                hasDestinations: !(stack?.destinations.isEmpty ?? true),
                number: offset + 1, isLast: offset == tabSpecs.count - 1)
        }
        let stacks = graph.stacks.map { stack in
            DocsContext.Stack(id: GraphSlice.stackID(stack), label: markup.text(GraphSlice.label(of: stack, in: graph)),
                              root: ref(stack.root), routeType: markup.code(stack.routeType),
                              destinations: refs(stack.destinations))
        }
        let toolbars = graph.spec.toolbars.uniqued(by: \.id.value).map(toolbar)
        var deepLinks = screens.compactMap(deepLink)
        let catalogue = Dictionary(DeepLinkCatalogue(graph).entries.filter { $0.aliasOf == nil }.map { ($0.screen, $0) },
                                   uniquingKeysWith: { a, _ in a })
        for index in deepLinks.indices {
            guard let entry = catalogue[deepLinks[index].screen.id] else { continue }
            deepLinks[index].tab = entry.shownIn.map(markup.text)
            let params = entry.params.map { param -> String in
                switch param.source {
                case .path: return "\(param.name): \(param.type) (path)"
                case .query: return "\(param.name): \(param.type) (query \(param.queryItem ?? param.name))"
                case .none: return "\(param.name): \(param.type) (not in URLs)"
                }
            }
            deepLinks[index].params = params.isEmpty ? nil : markup.text(params.joined(separator: ", "))
            deepLinks[index].example = markup.code(entry.example)
            deepLinks[index].universalExample = entry.universalExample.map(markup.code)
        }
        let unreachable = refs(screens.map(\.id.value).filter { !graph.isReachable($0) })
        // A page's deep link is the one in `deepLinks`, with where it opens and its example.
        let linkByScreen = Dictionary(deepLinks.map { ($0.screen.id, $0) }, uniquingKeysWith: { first, _ in first })
        return DocsContext(
            markup: markup.rawValue,
            app: DocsContext.App(
                name: app.name.value,
                deploymentTarget: app.effectiveDeploymentTargets.map { markup.code($0.description) }.joined(separator: ", "),
                tabStyle: markup.code(app.effectiveTabStyle.rawValue),
                tabBarMinimizeBehavior: app.showsTabView ? app.tabBarMinimizeBehavior.map { markup.code($0.value.rawValue) } : nil,
                accessLevel: markup.code(app.effectiveAccessLevel.rawValue),
                urlScheme: app.urlScheme.map { markup.code($0.value) },
                universalLinks: app.universalLinks.isEmpty
                    ? nil : app.universalLinks.map { markup.code($0.value) }.joined(separator: ", "),
                isSingleStack: graph.isSingleStack,
                root: app.root.flatMap { graph.screen($0.value) != nil ? ref($0.value) : nil },
                reselectPopsToRoot: app.effectiveReselectPopsToRoot),
            graph: DocsContext.Graph(mermaid: String(slice.map { MermaidRenderer().render($0) }?.dropLast() ?? ""),
                                     svg: svg, hasSVG: svg != nil, drawingProblem: problem,
                                     hasTabTaps: !(slice?.tabTaps.isEmpty ?? true)),
            tabs: tabs, hasTabs: !tabs.isEmpty, hasSections: tabs.contains { $0.section != nil },
            stacks: stacks,
            screens: screens.map { screen in
                var page = self.screen(screen)
                page.deepLink = linkByScreen[screen.id.value] ?? page.deepLink
                return page
            },
            toolbars: toolbars, hasToolbars: !toolbars.isEmpty,
            deepLinks: deepLinks, hasDeepLinks: !deepLinks.isEmpty,
            unreachable: unreachable, hasUnreachable: !unreachable.isEmpty,
            screenCount: screens.count)
    }

    // MARK: - References

    /// References to screens, the last one marked.
    func refs(_ ids: [String]) -> [DocsContext.ScreenRef] {
        markingLast(ids.map(ref)) { $0.isLast = true }
    }

    /// The list with `mark` applied to its last element, for separators in templates.
    func markingLast<T>(_ items: [T], _ mark: (inout T) -> Void) -> [T] {
        var items = items
        if !items.isEmpty { mark(&items[items.count - 1]) }
        return items
    }

    func ref(_ id: String) -> DocsContext.ScreenRef {
        DocsContext.ScreenRef(id: id, title: GraphSlice.shownTitle(graph.screen(id)?.title).map(markup.text), anchor: "screen-" + id)
    }

    /// The tab's title, else its id, as text.
    func tabTitle(_ id: String) -> String {
        markup.text(GraphSlice.shownTitle(graph.tabsByID[id]?.title) ?? id)
    }

    func tabRef(_ id: String) -> DocsContext.TabRef {
        DocsContext.TabRef(id: id, title: tabTitle(id))
    }

    /// `“Settings”`: a tab named in a sentence, as raw text (the sentence is escaped as a whole).
    func quotedTab(_ id: String) -> String {
        "“" + (GraphSlice.shownTitle(graph.tabsByID[id]?.title) ?? id) + "”"
    }

    /// Choosing a tab: `Tap the “Feed” tab`, or in a split view, whose tabs are sidebar rows,
    /// `Choose “Feed” in the sidebar`.
    func choose(_ tab: String, verb: String) -> String {
        graph.spec.app.tabStyle?.value == .splitView ? "Choose \(quotedTab(tab)) in the sidebar"
            : "\(verb) the \(quotedTab(tab)) tab"
    }

    // MARK: - Screens

    func screen(_ screen: ScreenDefinition) -> DocsContext.Screen {
        let id = screen.id.value
        let rootOf = markingLast(graph.tabs(rootedAt: id).map(tabRef)) { $0.isLast = true }
        let isEntry = graph.stacksContaining(id).contains { stack in
            if case .modal = stack.kind { return false }
            return stack.root == id
        }
        let stacks = markingLast(graph.stacksContaining(id).map { stack in
            DocsContext.StackRef(id: GraphSlice.stackID(stack), label: markup.text(GraphSlice.label(of: stack, in: graph)),
                                 routeType: markup.code(stack.routeType))
        }) { $0.isLast = true }
        let params = markingLast(screen.params.map { param in
            DocsContext.Param(name: param.name.value, type: markup.code(param.type.value.description),
                              defaultValue: param.defaultValue.map { markup.code(Self.defaultText($0.value, of: param)) },
                              isRequired: param.isRequired)
        }) { $0.isLast = true }
        // The screen's toolbars as links to their sections, with no items: each toolbar's items
        // are listed once, on the toolbars page (every screen repeating them is screens × items).
        let toolbars = graph.toolbars(of: screen).uniqued(by: \.id.value).map { toolbar($0, withItems: false) }
        // A tab with an `action` presents its modal without an edge from a screen: listed first.
        let tabTaps = graph.spec.tabs.filter { $0.root == nil && $0.presentedScreen?.value == id }.map { tab in
            DocsContext.Link(screen: nil, kind: markup.code("present"), how: markup.text("a tap on the tab"),
                             tab: markup.text("the \(quotedTab(tab.id.value)) tab"))
        }
        let incoming = tabTaps + links(incomingEdges[id] ?? [], otherEnd: \.from)
        let outgoing = links(outgoingEdges[id] ?? [], otherEnd: { $0.to })
        var page = DocsContext.Screen(
            id: id, title: GraphSlice.shownTitle(screen.title).map(markup.text), anchor: "screen-" + id,
            view: markup.code(screen.viewType), presentation: markup.code(screen.effectivePresentation.rawValue),
            isModal: screen.isModal, hasOwnStack: screen.isModal && screen.hasOwnStack,
            titleDisplayMode: screen.titleDisplayMode.map { markup.code($0.value.rawValue) },
            rootOf: rootOf, isEntry: isEntry, stacks: stacks,
            stackList: markup.text(stacks.isEmpty ? "none"
                : graph.stacksContaining(id).map { GraphSlice.label(of: $0, in: graph) }.joined(separator: ", ")),
            params: params, hasParams: !params.isEmpty,
            deepLink: deepLink(screen),
            search: screen.search.map { search in
                DocsContext.Search(prompt: search.prompt.map { markup.text($0.value) },
                                   placement: markup.code((search.placement?.value ?? .automatic).rawValue
                                       + (search.displayMode?.value == .always ? "(displayMode: .always)" : "")))
            },
            toolbars: toolbars, hasToolbars: !toolbars.isEmpty,
            reach: reach(id, isEntry: isEntry),
            incoming: incoming, hasIncoming: !incoming.isEmpty,
            outgoing: outgoing, hasOutgoing: !outgoing.isEmpty)
        page.isAppEntry = screen.isEntry
        if let dialog = screen.dialog {
            page.isDialog = true
            page.message = dialog.message.map { markup.text($0.value) }
            page.buttons = dialog.buttons.map { button in
                let (action, target) = button.action.map { describe($0.value) } ?? ("closes the dialog", nil)
                return DocsContext.Button(label: markup.text(button.label.value), role: button.role.map { markup.code($0.value.rawValue) },
                                          action: markup.text(action),
                                          target: target.flatMap { graph.screen($0) != nil ? ref($0) : nil })
            }
        }
        return page
    }

    func deepLink(_ screen: ScreenDefinition) -> DocsContext.DeepLink? {
        guard let pattern = screen.deepLink?.value else { return nil }
        return DocsContext.DeepLink(pattern: markup.code(pattern), url: markup.code(url(pattern)), screen: ref(screen.id.value),
                                    aliases: screen.deepLinkAliases.map { markup.code(url($0.value)) })
    }

    /// `cities://city/{name}` for `/city/{name}`; the pattern alone without a scheme.
    func url(_ pattern: String) -> String {
        guard let scheme = graph.spec.app.urlScheme?.value else { return pattern }
        return scheme + "://" + pattern.drop { $0 == "/" }
    }

    // MARK: - Edges

    /// Edges seen from one screen, with the screen at the other end; duplicates (the same
    /// navigation declared twice) are listed once.
    func links(_ edges: [NavigationEdge], otherEnd: (NavigationEdge) -> String?) -> [DocsContext.Link] {
        edges.uniqued { GraphSlice.Edge(kind: $0.kind, from: $0.from, to: $0.to, tab: $0.tab, via: $0.via) }
            .map { edge in
                var url: String?
                if case .url(let pattern) = edge.via {
                    // The screen's aliases open it too (its page's header lists them as well).
                    let aliases = graph.screen(edge.to)?.deepLinkAliases.map { markup.code(self.url($0.value)) } ?? []
                    url = ([markup.code(self.url(pattern))] + aliases).joined(separator: markup.text(", also "))
                }
                return DocsContext.Link(screen: otherEnd(edge).map(ref), kind: markup.code(edge.kind.rawValue),
                                        how: markup.text(how(edge)), url: url)
            }
    }

    /// `link`, `toolbar item “Profile” (main.profile), in the “Settings” tab`, `deep link`.
    func how(_ edge: NavigationEdge) -> String {
        switch edge.via {
        case .link:
            if edge.kind == .selectTab, let tab = edge.tab { return "link, to the \(quotedTab(tab)) tab" }
            return "link"
        case .toolbarItem(let toolbar, let item, let index, let menuPath):
            var text = "toolbar item \(itemNames(toolbar: toolbar, index: index, menuPath: menuPath)) (\(toolbar).\(item ?? "#\(index + 1)"))"
            if let tab = edge.tab { text += ", in the \(quotedTab(tab)) tab" }
            return text
        case .url:
            return "deep link"
        case .button(let label, _):
            return "button “\(label)”"
        }
    }

    /// The label of a toolbar item, else its id, else `item N`.
    func itemName(toolbar: String, index: Int) -> String {
        guard let items = graph.toolbarsByID[toolbar]?.items, index < items.count else { return "item \(index + 1)" }
        return items[index].label?.value ?? items[index].id?.value ?? "item \(index + 1)"
    }

    /// A toolbar item quoted, then for an entry of its menu each entry on the way, as the user
    /// sees them: `“More” › “Settings”`.
    func itemNames(toolbar: String, index: Int, menuPath: [Int]?) -> String {
        let entries = graph.toolbarsByID[toolbar]?.menuEntryNames(item: index, path: menuPath) ?? []
        return ([itemName(toolbar: toolbar, index: index)] + entries).map { "“\($0)”" }.joined(separator: " › ")
    }

    /// A default as the docs show it: as written, but an empty `String` default as `""`, which
    /// would otherwise read as no default at all.
    static func defaultText(_ value: String, of param: ParamSpec) -> String {
        value.isEmpty && param.type.value.builtin == .String ? "\"\"" : value
    }

    // MARK: - Reaching a screen

    func reach(_ id: String, isEntry: Bool) -> DocsContext.Reach {
        guard let witness = graph.witnessTail(to: id, limit: DocsContext.stepLimit),
              let length = graph.witnessLength(to: id) else {
            return DocsContext.Reach(isReachable: false, isEntry: false, steps: [], hasSteps: false)
        }
        var steps: [DocsContext.Step] = []
        if length > witness.count, let from = witness.first?.from {
            // A long path shows its last steps after a first one that sends the reader to the
            // page of the screen they start from, whose own steps lead there: every page stays
            // small however long the chain (a whole path on each page is quadratic).
            let skipped = length - witness.count
            steps.append(DocsContext.Step(
                number: 1, action: markup.text("Reach \(from) (\(skipped) step\(skipped == 1 ? "" : "s"); see its page)"),
                screen: ref(from)))
        } else if let from = witness.first?.from ?? (witness.isEmpty ? id : nil) {
            // A modal a tab's tap presents starts there; a stack's screens start at its root.
            if let tab = graph.spec.tabs.first(where: { $0.presentedScreen?.value == from }) {
                steps.append(DocsContext.Step(number: 1, action: markup.text(choose(tab.id.value, verb: "Tap")),
                                              screen: ref(from)))
            } else if !witness.isEmpty {
                // A modal the app's code shows (`entry: true`) starts where the code shows it.
                let tab = graph.tabs(rootedAt: from).first
                let action = graph.screen(from)?.isEntry == true ? "Let the app's code show it"
                    : tab.map { choose($0, verb: "Select") } ?? "Start at the app's root"
                steps.append(DocsContext.Step(number: 1, action: markup.text(action), screen: ref(from)))
            }
        }
        for edge in witness {
            steps.append(DocsContext.Step(number: steps.count + 1, action: markup.text(step(edge)), screen: ref(edge.to)))
        }
        return DocsContext.Reach(isReachable: true, isEntry: isEntry, steps: steps, hasSteps: !steps.isEmpty)
    }

    /// What one edge asks the user to do.
    func step(_ edge: NavigationEdge) -> String {
        switch edge.via {
        case .link:
            switch edge.kind {
            case .sheet: return "Present as a sheet"
            case .fullScreenCover: return "Present full screen"
            case .alert: return "Show the alert"
            case .confirmationDialog: return "Show the confirmation dialog"
            case .selectTab: return edge.tab.map { choose($0, verb: "Switch to") } ?? "Switch to the other tab"
            default: return "Push"
            }
        case .toolbarItem(let toolbar, _, let index, let menuPath):
            var verb = edge.kind.rawValue
            if let tab = edge.tab { verb += " in the \(quotedTab(tab)) tab" }
            // A Mac app's toolbar is clicked; a menu's entry is named with the item that shows it.
            let press = graph.spec.app.platforms == [.macOS] ? "Click" : "Tap"
            return "\(press) \(itemNames(toolbar: toolbar, index: index, menuPath: menuPath)) in the toolbar (\(verb))"
        case .url:
            return "Open the deep link \(url(edge.via.pattern ?? ""))"
        case .button(let label, _):
            return "Choose “\(label)” (\(edge.kind.rawValue))"
        }
    }

    // MARK: - Toolbars

    func toolbar(_ toolbar: ToolbarSpec) -> DocsContext.Toolbar {
        self.toolbar(toolbar, withItems: true)
    }

    /// A toolbar, with its items and users (the toolbars page) or as a reference (a screen's).
    func toolbar(_ toolbar: ToolbarSpec, withItems: Bool) -> DocsContext.Toolbar {
        let users = withItems ? refs(toolbarUsers[toolbar.id.value] ?? []) : []
        return DocsContext.Toolbar(
            id: toolbar.id.value, anchor: "toolbar-" + toolbar.id.value.lowercased(),
            items: withItems ? toolbar.items.enumerated().map { index, item in self.item(item, index: index) } : [],
            itemCount: toolbar.items.count,
            usedBy: users, isUsed: withItems ? !users.isEmpty : true)
    }

    /// An item's placement: one, or each platform's (`principal` (iOS), `navigation` (macOS)).
    func placement(of item: ToolbarItemSpec) -> String {
        guard !item.placementByPlatform.isEmpty else { return markup.code((item.placement?.value ?? .automatic).rawValue) }
        return Platform.allCases.compactMap { platform in
            item.placementByPlatform[platform].map { markup.code($0.value.rawValue) + markup.text(" (\(platform.rawValue))") }
        }.joined(separator: markup.text(", "))
    }

    func item(_ item: ToolbarItemSpec, index: Int) -> DocsContext.Item {
        var (action, target) = describe(item.action?.value)
        var targets = target.map { [$0] } ?? []
        if let menu = item.menu {
            action = "a menu: " + Self.menuSummary(menu)
            // The screens its items lead to, each once; `target` when they lead to one.
            var seen = Set<String>()
            targets = menuTargets(menu).filter { seen.insert($0).inserted }
            target = targets.count == 1 ? targets.first : nil
        }
        return DocsContext.Item(
            id: item.id?.value, label: item.label.map { markup.text($0.value) },
            name: markup.text(item.label?.value ?? item.id?.value ?? "item \(index + 1)"),
            systemImage: item.systemImage.map { markup.code($0.value) },
            placement: placement(of: item),
            action: markup.text(action), hasAction: item.action != nil || item.menu != nil,
            target: target.flatMap { graph.screen($0) != nil ? ref($0) : nil },
            targets: targets.compactMap { graph.screen($0) != nil ? ref($0) : nil })
    }

    /// The screens a menu's items and submenus lead to, in order.
    func menuTargets(_ items: [ToolbarItemSpec]) -> [String] {
        items.flatMap { item in (item.menu.map(menuTargets) ?? []) + [describe(item.action?.value).1].compactMap { $0 } }
    }

    /// A menu's items by label (or symbol), a submenu's in parentheses: `Save, Copy (Name, Link)`.
    static func menuSummary(_ items: [ToolbarItemSpec]) -> String {
        items.map { item in
            let name = item.label?.value ?? item.systemImage?.value ?? "item"
            guard let menu = item.menu, !menu.isEmpty else { return name }
            return name + " (" + menuSummary(menu) + ")"
        }.joined(separator: ", ")
    }

    /// What an action does, in words, and the screen it leads to.
    func describe(_ action: ActionSpec?) -> (String, String?) {
        guard let action else { return ("static content", nil) }
        switch action {
        case .popToRoot(let tab?):
            return ("pops the \(quotedTab(tab.value)) tab to its root", graph.tabsByID[tab.value]?.root?.value)
        case .popToRoot(nil):
            return ("pops the current stack to its root", nil)
        case .selectTab(let tab):
            return ("switches to the \(quotedTab(tab.value)) tab", graph.tabsByID[tab.value]?.root?.value)
        case .open(let screen, let tab?):
            return ("opens \(screen.value) in the \(quotedTab(tab.value)) tab", screen.value)
        case .open(let screen, nil):
            return ("opens \(screen.value) in the first tab that can show it", screen.value)
        case .push(let screen):
            return ("pushes \(screen.value) onto the current stack", screen.value)
        case .present(let screen):
            return ("presents \(screen.value)", screen.value)
        case .pop:
            return ("goes back one screen", nil)
        case .dismiss:
            return ("dismisses the top-most modal", nil)
        case .dismissAll:
            return ("dismisses every presented modal", nil)
        case .custom(let name):
            return ("calls the app's \(name.value) action", nil)
        }
    }
}

extension NavigationEdge.Via {
    /// The deep link pattern, for `.url`.
    fileprivate var pattern: String? {
        if case .url(let pattern) = self { return pattern }
        return nil
    }
}
