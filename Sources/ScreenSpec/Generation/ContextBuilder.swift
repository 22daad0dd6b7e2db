import Foundation

/// Builds the template context from the semantic model: the "build context" stage of the
/// pipeline (load -> check -> build context -> render). A pure function of the graph, so the
/// same spec always gives the same context, whatever the file order or hashing seed.
///
/// The builder assumes a spec that checked clean but never traps on one that did not: unknown
/// references are skipped, so a context can be built from any graph.
public enum ContextBuilder {
    /// The version written as `contextVersion`.
    public static let contextVersion = 3
    /// Above this many cases, templates match an enum with `if case` chains instead of one
    /// exhaustive `switch`, which Swift gives up checking somewhere past 500 cases with payloads.
    public static let largeEnumThreshold = 256
    /// The label of the search text argument of a searchable screen's view initializer.
    public static let searchQueryName = "searchQuery"
    /// The most children one `ToolbarContentBuilder` block takes: SwiftUI's `buildBlock` overloads
    /// stop at ten (no parameter packs), so longer toolbars are split into nested `Group`s.
    public static let toolbarBlockLimit = 10
    /// The most children of a tab builder block (`TabContentBuilder` stops at ten, like the toolbar's).
    public static let builderBlockLimit = 10

    /// The template context of a graph. `specFiles` overrides the file names of the header
    /// (default: the spec's files, relative to the folder above the one holding them).
    public static func build(_ graph: NavigationGraph, specFiles: [String]? = nil) -> TemplateContext {
        ContextBuilderRun(graph: graph).build(specFiles: specFiles ?? Self.specFiles(of: graph.spec))
    }

    /// The files a spec was read from, sorted and made relative to the folder above their common
    /// folder: `Specs/Cities/app.yaml` and `/abs/Specs/Cities/app.yaml` both give `Cities/app.yaml`,
    /// so the header never holds an absolute path and does not depend on the working directory.
    /// Relative paths are first resolved against `workingDirectory`, when given: `app.yaml` read
    /// in `Specs/Cities` is `Cities/app.yaml` too.
    public static func specFiles(of spec: Spec, workingDirectory: String? = nil) -> [String] {
        var files = Set<String>([spec.app.location.file])
        files.formUnion(spec.tabs.map(\.location.file))
        files.formUnion(spec.toolbars.map(\.location.file))
        // Screens come file by file: a file's name is looked up once per run of its screens.
        var lastFile: String?
        for screen in spec.screens where screen.location.file != lastFile {
            files.insert(screen.location.file)
            lastFile = screen.location.file
        }
        let split = files.sorted().map { path in
            let resolved = path.hasPrefix("/") ? path : workingDirectory.map { $0 + "/" + path } ?? path
            var components: [String] = []
            for component in resolved.split(separator: "/") where component != "." {
                if component == "..", let last = components.last, last != ".." {
                    components.removeLast()
                } else {
                    components.append(String(component))
                }
            }
            return components
        }
        var common = split.first.map { Array($0.dropLast()) } ?? []
        for components in split.dropFirst() {
            let directory = components.dropLast()
            var length = 0
            while length < min(common.count, directory.count), common[length] == directory[length] { length += 1 }
            common = Array(common.prefix(length))
        }
        let keep = common.last.map { [$0] } ?? []
        let relative = split.map { (keep + $0.dropFirst(common.count)).joined(separator: "/") }
        return relative.sorted()
    }
}

/// The work of one `ContextBuilder.build`: lookups shared by the parts of the context. Screens
/// are looked up by their number in the graph's `SpecIndex`, never by id, and each screen's
/// context, params and enum case are built once and shared by every list that shows them.
struct ContextBuilderRun {
    let graph: NavigationGraph
    let spec: Spec
    let index: SpecIndex
    let app: String
    /// For each screen number, whether it is an `<App>Destination` case.
    let isDestination: [Bool]
    /// For each screen number, whether it is a tab root or the app root.
    let isRoot: [Bool]
    /// The route types of modals' own stacks, by screen number.
    let stackRouteTypes: [Int: String]
    /// For each route type, the numbers of its cases' screens: the union of the destinations of
    /// its stacks, ascending (screen order).
    let routeCases: [String: [Int32]]
    /// The toolbars, once each, in definition order (by toolbar number): screens refer to them.
    private(set) var toolbars: [ToolbarContext] = []
    /// A reference to each toolbar, by toolbar number.
    private(set) var toolbarReferences: [ToolbarReferenceContext] = []

    init(graph: NavigationGraph) {
        self.graph = graph
        spec = graph.spec
        index = graph.index
        app = graph.spec.app.name.value
        let count = index.screens.count
        var isRoot = [Bool](repeating: false, count: count)
        if let root = spec.app.root?.value, let number = index.screenNumber(root) { isRoot[number] = true }
        for tab in spec.tabs {
            if let root = tab.root?.value, let number = index.screenNumber(root) { isRoot[number] = true }
        }
        self.isRoot = isRoot
        // Shared with the deep-link chains of `links`, `docs` and `diff`.
        self.isDestination = graph.hasDestinationCase
        var routeTypes: [Int: String] = [:]
        var stacksByType: [String: [Int]] = [:]
        for (position, stack) in graph.stacks.enumerated() {
            if case .modal(let id) = stack.kind, let number = index.screenNumber(id) {
                routeTypes[number] = stack.routeType
            }
            stacksByType[stack.routeType, default: []].append(position)
        }
        stackRouteTypes = routeTypes
        routeCases = stacksByType.mapValues { [stackScreens = graph.stackScreens] stacks in
            // A stack's destinations are in screen order already; only a route type shared by
            // several tabs needs the union put back in order.
            guard stacks.count > 1 else { return stackScreens[stacks[0]] }
            var union = Set<Int32>()
            for stack in stacks { union.formUnion(stackScreens[stack]) }
            return union.sorted()
        }
        toolbars = toolbarContexts()
        toolbarReferences = toolbars.map(toolbarReference)
    }

    var isSingleStack: Bool { spec.app.root != nil }
    var hasURLScheme: Bool { spec.app.urlScheme != nil }

    func build(specFiles: [String]) -> TemplateContext {
        let target = spec.app.effectiveDeploymentTarget
        let parts = screenParts()
        let screenContexts = parts.screens
        let destinations = parts.destinations
        let tabs = tabContexts(screenContexts)
        let sidebarSections = self.sidebarSections(tabs)
        let stacks = stackContexts(screenContexts)
        let modalStacks = stacks.filter(\.isModal)
        let sheets = parts.sheets
        let deepLinks = parts.deepLinks
        let scheme = spec.app.urlScheme?.value.lowercased()
        let appTypes = appTypeContexts()
        let actions = actionContexts(screenContexts)
        let badgeTabs = tabs.filter(\.hasBadge)
        let platformPlacements = platformPlacementContexts()
        // A tab root that a tab's route enum has a case for: `open` must not push it there.
        let tabRouteCases = Set(graph.tabStacks.flatMap { routeCases[$0.routeType] ?? [] })
        let hasPushedTabRoots = graph.tabStacks.contains { stack in
            index.screenNumber(stack.root).map { isDestination[$0] && tabRouteCases.contains(Int32($0)) } ?? false
        }

        // Universal links need a scheme with deep links and a domain; the first is where
        // `universalURL(for:)` points.
        let domains = spec.app.universalLinks.map(\.value)
        let universal = hasURLScheme && !deepLinks.isEmpty ? domains.first : nil
        return TemplateContext(
            contextVersion: ContextBuilder.contextVersion,
            header: "// Generated by screenspec from \(specFiles.map(SwiftSyntax.commentLine).joined(separator: ", ")). Do not edit.",
            specFiles: specFiles.map(SwiftSyntax.commentLine),
            imports: spec.app.imports.map(\.value),
            routesFileName: app + "Routes.swift",
            navigatorFileName: app + "Navigator.swift",
            viewsFileName: app + "Views.swift",
            appName: app,
            access: spec.app.effectiveAccessLevel == .public ? "public " : "",
            isPublic: spec.app.effectiveAccessLevel == .public,
            deploymentTarget: spec.app.effectiveDeploymentTargets.map(\.description).joined(separator: ", "),
            deploymentTargetVersion: target.counterpart(on: .iOS).version,
            isIOS16: target.generation == 0,
            usesObservation: target.generation >= 1,
            usesTabAPI: target.generation >= 2,
            usesToolbarTitleDisplayMode: target.generation >= 1,
            tabStyle: spec.app.effectiveTabStyle.rawValue,
            sidebarAdaptable: !isSingleStack && spec.app.effectiveTabStyle == .sidebarAdaptable,
            tabBarMinimizeBehavior: !spec.app.showsTabView ? nil
                : spec.app.tabBarMinimizeBehavior.flatMap { $0.value == .automatic ? nil : "." + $0.value.rawValue },
            isSingleStack: isSingleStack,
            hasTabs: !isSingleStack,
            reselectPopsToRoot: spec.app.effectiveReselectPopsToRoot,
            searchQueryName: ContextBuilder.searchQueryName,
            tabType: isSingleStack ? nil : Naming.type(.tab, app: app),
            navigatorType: Naming.type(.navigator, app: app),
            stateType: Naming.type(.navigationState, app: app),
            destinationType: Naming.type(.destination, app: app),
            sheetType: Naming.type(.sheet, app: app),
            actionType: Naming.type(.action, app: app),
            commandType: Naming.type(.command, app: app),
            toolbarType: Naming.type(.toolbar, app: app),
            toolbarItemType: Naming.type(.toolbarItem, app: app),
            screenType: Naming.type(.screen, app: app),
            rootViewType: Naming.type(.rootView, app: app),
            deepLinkType: Naming.type(.deepLink, app: app),
            appEntryType: Naming.type(.app, app: app),
            actionHandlerType: Naming.type(.actionHandler, app: app),
            originType: Naming.type(.origin, app: app),
            linkType: Naming.type(.link, app: app),
            menuItemType: Naming.type(.menuItem, app: app),
            hasMenus: spec.toolbars.contains { $0.items.contains { $0.menu != nil } },
            routeType: isSingleStack ? Naming.routeType(forApp: app) : nil,
            pathProperty: isSingleStack ? Naming.singleStackPathProperty : nil,
            initialTab: isSingleStack ? nil : tabs.first { $0.presentedSheet == nil }?.caseName,
            urlScheme: spec.app.urlScheme?.value,
            urlSchemeLiteral: scheme.map(SwiftSyntax.stringLiteral),
            hasDeepLinks: hasURLScheme && !(deepLinks.isEmpty && parts.modalDeepLinks.isEmpty),
            hasURLScheme: hasURLScheme,
            deepLinksCoverAllDestinations: destinations.allSatisfy(\.screen.hasDeepLink),
            deepLinkRuntime: DeepLinkRuntimeContext(hasURLScheme ? deepLinks + parts.modalDeepLinks : []),
            tabs: tabs,
            badgeTabs: badgeTabs,
            hasBadges: tabs.contains(where: \.hasBadge),
            hasActionTabs: tabs.contains { $0.presentedSheet != nil },
            stacks: stacks,
            modalStacks: modalStacks,
            hasModalStacks: !modalStacks.isEmpty,
            hasPushableStacks: stacks.contains(where: \.hasRouteCases),
            hasOpenableStacks: stacks.contains { !$0.isModal && ($0.hasRouteCases || $0.rootIsDestination) },
            hasPushedTabRoots: hasPushedTabRoots,
            routeEnums: routeEnums(stacks, parts: parts),
            destinations: destinations,
            hasDestinations: !destinations.isEmpty,
            hasManyDestinations: destinations.count > ContextBuilder.largeEnumThreshold,
            sheets: sheets,
            hasSheets: !sheets.isEmpty,
            hasManySheets: sheets.count > ContextBuilder.largeEnumThreshold,
            hasModalsWithoutStack: sheets.contains { !$0.hasOwnStack },
            hasSheetModals: sheets.contains(where: \.isSheet),
            hasFullScreenCoverModals: sheets.contains(where: \.isFullScreenCover),
            actions: actions,
            hasActions: !actions.isEmpty,
            toolbars: toolbars,
            hasToolbars: !spec.toolbars.isEmpty,
            hasToolbarContent: toolbars.contains(where: \.hasItems),
            screens: screenContexts,
            deepLinks: hasURLScheme ? deepLinks : [],
            appTypes: appTypes,
            hasAppTypes: !appTypes.isEmpty,
            splitView: !isSingleStack && spec.app.effectiveTabStyle == .splitView,
            sidebarSections: sidebarSections,
            hasSections: sidebarSections.contains(where: \.hasTitle),
            hasUniversalLinks: universal != nil,
            universalLinkDomainsLiteral: universal.map { _ in
                SwiftSyntax.call("", domains.count, open: "[", close: "]") { SwiftSyntax.stringLiteral(domains[$0]) }
            },
            universalLinkDomainLiteral: universal.map(SwiftSyntax.stringLiteral),
            platformCondition: spec.app.platforms.count == 1 ? "os(\(spec.app.platforms[0].rawValue))"
                : "(" + spec.app.platforms.map { "os(\($0.rawValue))" }.joined(separator: " || ") + ")",
            supportsMacOS: spec.app.platforms.contains(.macOS),
            platformPlacements: platformPlacements,
            hasPlatformPlacements: !platformPlacements.isEmpty,
            hasPlatformToolbarPlacements: platformPlacements.contains { $0.type == "ToolbarItemPlacement" },
            stateRestoration: spec.app.effectiveStateRestoration,
            hasTabGroups: tabs.count > ContextBuilder.builderBlockLimit,
            presentations: presentationsContext(sheets: sheets, modalStacks: modalStacks, parts: parts)
        )
    }

    /// The app's own param types, once each, sorted by name.
    func appTypeContexts() -> [AppTypeContext] {
        var names = Set<String>()
        var last = ""
        for entry in index.screenEntries {
            for param in index.params(ofEntry: Int(entry)) where param.builtin == nil {
                // Screens of a module mostly share their types: the last one is not hashed again.
                // A collection's app type is its element's (`[Photo]` -> `Photo`).
                let name = param.type.element ?? param.type.name
                if !ParamType.isAppTypeName(name) { continue }
                if name != last {
                    names.insert(name)
                    last = name
                }
            }
        }
        let types = names.sorted().map { AppTypeContext(name: $0, isQualified: $0.containsASCII(".")) }
        return types
    }

    // MARK: Tabs and stacks

    /// The tabs in sidebar groups (`SidebarSections`); `tab_section_order` warns when a section
    /// moves a tab. A tab bar has no sections.
    func sidebarSections(_ tabs: [TabContext]) -> [SidebarSectionContext] {
        guard spec.app.showsSections else { return [] }
        var sectionOfTab: [String: String] = [:]
        for tab in index.tabs { if let section = tab.section?.value { sectionOfTab[tab.id.value] = section } }
        let groups = SidebarSections.groups(tabs) { sectionOfTab[$0.id] }
        return zip(groups, Self.builderSlots(groups).sections).map { group, slot in
            SidebarSectionContext(titleLiteral: group.title.map(SwiftSyntax.stringLiteral), hasTitle: group.title != nil,
                                  tabs: group.items, isGrouped: slot.isGrouped, startsGroup: slot.starts,
                                  endsGroup: slot.ends)
        }
    }

    /// How one child of a result builder is written: alone, or in a `Group` of at most ten that it
    /// may start or end (SwiftUI's builders take at most ten children).
    typealias BuilderSlot = (isGrouped: Bool, starts: Bool, ends: Bool)

    /// The slot of the child at `position` of a builder with `count` children: in `Group`s of ten,
    /// in order, when there are more than ten.
    static func builderSlot(_ position: Int, of count: Int) -> BuilderSlot {
        let size = ContextBuilder.builderBlockLimit
        guard count > size else { return (false, false, false) }
        return (true, position % size == 0, position % size == size - 1 || position == count - 1)
    }

    /// The slots of sidebar groups and of their tabs, in order: a titled group is one child of the
    /// tab view and its tabs children of its `TabSection`; an untitled group is no child of its
    /// own, and its tabs are children of the tab view.
    static func builderSlots<Item>(_ groups: [(title: String?, items: [Item])])
        -> (sections: [BuilderSlot], tabs: [BuilderSlot]) {
        let children = groups.reduce(0) { $0 + ($1.title == nil ? $1.items.count : 1) }
        var sections: [BuilderSlot] = [], tabs: [BuilderSlot] = []
        var child = 0
        for group in groups {
            if group.title == nil {
                sections.append((false, false, false))
                tabs += group.items.indices.map { builderSlot(child + $0, of: children) }
                child += group.items.count
            } else {
                sections.append(builderSlot(child, of: children))
                tabs += group.items.indices.map { builderSlot($0, of: group.items.count) }
                child += 1
            }
        }
        return (sections, tabs)
    }

    func tabContexts(_ screens: [ScreenContext]) -> [TabContext] {
        guard !isSingleStack else { return [] }
        // The tabs shown: those whose root is known. More than ten go in `Group`s of ten, as
        // SwiftUI's tab builder takes at most ten children.
        // A tab with an `action` shows no stack: its `root` is the modal a tap on it presents.
        let presented = index.tabs.map { $0.presentedScreen.flatMap { index.screenNumber($0.value) } }
        let shown = index.tabs.indices.filter {
            (index.tabs[$0].root != nil && index.tabRoots[$0] >= 0) || presented[$0] != nil
        }
        // With sidebar sections, a tab's builder is its section's or the tab view's (the slots
        // follow the tabs as `sidebarSections` orders them).
        var slots = shown.indices.map { Self.builderSlot($0, of: shown.count) }
        if spec.app.showsSections, shown.contains(where: { index.tabs[$0].section != nil }) {
            let groups = SidebarSections.groups(Array(shown.indices)) { index.tabs[shown[$0]].section?.value }
            for (slot, item) in zip(Self.builderSlots(groups).tabs, groups.flatMap(\.items)) { slots[item] = slot }
        }
        var tabs: [TabContext] = []
        for (position, tabNumber) in shown.enumerated() {
            let tab = index.tabs[tabNumber]
            let rootNumber = presented[tabNumber] ?? Int(index.tabRoots[tabNumber])
            let presentedSheet = tab.presentedScreen.flatMap { sheetValue($0.value) }
            let slot = slots[position]
            let title = tab.title?.value ?? tab.id.value
            let image = tab.systemImage?.value ?? ""
            let routeType = tab.routeType?.value ?? Naming.routeType(forTab: tab.id.value)
            tabs.append(TabContext(
                id: tab.id.value, caseName: tab.id.value,
                title: title, titleLiteral: SwiftSyntax.stringLiteral(title),
                systemImage: image, systemImageLiteral: SwiftSyntax.stringLiteral(image),
                pathProperty: Naming.pathProperty(forTab: tab.id.value),
                routeType: routeType, hasRouteCases: !(routeCases[routeType] ?? []).isEmpty,
                hasBadge: tab.badge?.value ?? false, hasSearchRole: tab.role?.value == .search,
                root: screens[rootNumber], presentedSheet: presentedSheet,
                rootIsDestination: presentedSheet == nil && isDestination[rootNumber],
                isGrouped: slot.isGrouped, startsGroup: slot.starts, endsGroup: slot.ends))
        }
        return tabs
    }

    func stackContexts(_ screens: [ScreenContext]) -> [StackContext] {
        var stacks: [StackContext] = []
        stacks.reserveCapacity(graph.stacks.count)
        for stack in graph.stacks {
            guard let rootNumber = index.screenNumber(stack.root) else { continue }
            let root = screens[rootNumber]
            let hasRouteCases = !(routeCases[stack.routeType] ?? []).isEmpty
            var kind = "single", tabCase: String?, sheetCase: String?, name = "the app"
            let path = stack.pathProperty
            switch stack.kind {
            case .tab(let id):
                kind = "tab"
                tabCase = id
                name = "the " + tabName(id) + " tab"
            case .single:
                break
            case .modal(let id):
                kind = "modal"
                sheetCase = Naming.caseName(forScreen: id)
                name = "the " + root.displayName + " " + (root.isFullScreenCover ? "full-screen cover" : "sheet")
            }
            stacks.append(StackContext(
                kind: kind, isTab: kind == "tab", isSingle: kind == "single", isModal: kind == "modal",
                tabCase: tabCase, sheetCase: sheetCase, pathProperty: path, routeType: stack.routeType,
                root: root, rootIsDestination: isDestination[rootNumber],
                hasRouteCases: hasRouteCases,
                displayName: name))
        }
        return stacks
    }

    /// Every route enum once, in the order of the first stack using it; its cases are the
    /// destinations' cases, shared.
    func routeEnums(_ stacks: [StackContext], parts: ScreenParts) -> [RouteEnumContext] {
        var order: [String] = []
        var usersByType: [String: [Int]] = [:]
        for (position, stack) in stacks.enumerated() {
            usersByType[stack.routeType, default: []].append(position)
            if usersByType[stack.routeType]!.count == 1 { order.append(stack.routeType) }
        }
        let destinations = parts.destinations
        // Marks of the enum being built: a screen is one of its cases when its mark is the enum's number.
        var marks = [Int32](repeating: -1, count: parts.screens.count)
        var enums: [RouteEnumContext] = []
        enums.reserveCapacity(order.count)
        for routeType in order {
            let users = usersByType[routeType]!.map { stacks[$0] }
            let usedBy: String
            if users.count > 1, users.allSatisfy(\.isTab) {
                let titles = users.map { tabName($0.tabCase ?? "") }
                usedBy = "the " + Self.list(titles) + " tabs"
            } else {
                usedBy = Self.list(users.map(\.displayName))
            }
            let mark = Int32(enums.count)
            let numbers = routeCases[routeType] ?? []
            var cases: [EnumCaseContext] = []
            cases.reserveCapacity(numbers.count)
            for number in numbers {
                let position = Int(parts.destinationPositions[Int(number)])
                let enumCase = position >= 0 ? destinations[position] : Self.enumCase(of: parts.screens[Int(number)])
                cases.append(enumCase)
                marks[Int(number)] = mark
            }
            enums.append(RouteEnumContext(
                name: routeType, cases: cases, hasCases: !cases.isEmpty,
                hasManyCases: cases.count > ContextBuilder.largeEnumThreshold,
                coversAllDestinations: covers(destinations, numbers: parts.destinationNumbers, marks: marks,
                                              mark: mark, cases: cases),
                usedBy: usedBy))
        }
        return enums
    }

    /// Whether every destination has a case named like it among `cases`: true at once for the
    /// destinations whose screen is one of the cases (marked), by name for the others.
    private func covers(_ destinations: [EnumCaseContext], numbers: [Int32], marks: [Int32], mark: Int32,
                        cases: [EnumCaseContext]) -> Bool {
        var names: Set<String>?
        for (position, destination) in destinations.enumerated() where marks[Int(numbers[position])] != mark {
            if names == nil { names = Set(cases.map(\.caseName)) }
            if !names!.contains(destination.caseName) { return false }
        }
        return true
    }

    // MARK: Helpers

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// A tab in comments: its title, or its id when the title does not name it (a localization key).
    func tabName(_ id: String) -> String {
        guard let title = graph.tabsByID[id]?.title?.value, SwiftSyntax.titleNames(title) else { return id }
        let line = SwiftSyntax.commentLine(title)
        return line.isEmpty ? id : line
    }
}
