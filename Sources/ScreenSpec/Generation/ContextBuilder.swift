import Foundation

/// Builds the template context from the semantic model: the "build context" stage of the
/// pipeline (load -> check -> build context -> render). A pure function of the graph, so the
/// same spec always gives the same context, whatever the file order or hashing seed.
///
/// The builder assumes a spec that checked clean but never traps on one that did not: unknown
/// references are skipped, so a context can be built from any graph.
public enum ContextBuilder {
    /// The version written as `contextVersion`.
    public static let contextVersion = 2
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

    /// The `ToolbarContent` type showing a toolbar's items (`main` → `MainToolbarContent`), nested
    /// in `<App>Toolbar`: spec names cannot meet it there, and the suffix keeps it from shadowing
    /// the SwiftUI types the glue names (a toolbar `toolbar` gives `ToolbarToolbarContent`).
    public static func toolbarContentType(forToolbar id: String) -> String {
        id.prefix(1).uppercased() + id.dropFirst() + "ToolbarContent"
    }

    /// The template context of a graph. `specFiles` overrides the file names of the header
    /// (default: the spec's files, relative to the folder above the one holding them).
    public static func build(_ graph: NavigationGraph, specFiles: [String]? = nil) -> TemplateContext {
        ContextBuilderRun(graph: graph).build(specFiles: specFiles ?? Self.specFiles(of: graph.spec))
    }

    /// The files a spec was read from, sorted and made relative to the folder above their common
    /// folder: `Specs/Cities/app.yaml` and `/abs/Specs/Cities/app.yaml` both give `Cities/app.yaml`,
    /// so the header never holds an absolute path and does not depend on the working directory.
    public static func specFiles(of spec: Spec) -> [String] {
        var files = Set<String>([spec.app.location.file])
        files.formUnion(spec.tabs.map(\.location.file))
        files.formUnion(spec.toolbars.map(\.location.file))
        // Screens come file by file: a file's name is looked up once per run of its screens.
        var lastFile: UInt32?
        for screen in spec.screens where screen.location.fileNumber != lastFile {
            files.insert(screen.location.file)
            lastFile = screen.location.fileNumber
        }
        let split = files.sorted().map { path in
            path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
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
    /// A reference to each toolbar, by toolbar number, its first/last flags unset.
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
        var isDestination = [Bool](repeating: false, count: count)
        for screens in graph.stackScreens {
            for screen in screens { isDestination[Int(screen)] = true }
        }
        // Roots with a deep link are destinations too: the link opens them (select and pop to root).
        for number in 0..<count where isRoot[number] {
            let traits = index.traits(ofScreen: number)
            if traits.contains(.deepLink) && !traits.isModal { isDestination[number] = true }
        }
        self.isDestination = isDestination
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
        var modalStacks = stacks.filter(\.isModal)
        flag(&modalStacks) { $0.isFirst = $1; $0.isLast = $2 }
        let sheets = parts.sheets
        let deepLinks = parts.deepLinks
        let scheme = spec.app.urlScheme?.value.lowercased()
        let appTypes = appTypeContexts()
        let actions = actionContexts()
        var badgeTabs = tabs.filter(\.hasBadge)
        flag(&badgeTabs) { $0.isFirst = $1; $0.isLast = $2 }

        var context = TemplateContext(
            contextVersion: ContextBuilder.contextVersion,
            header: "// Generated by screenspec from \(specFiles.map(SwiftSyntax.commentLine).joined(separator: ", ")). Do not edit.",
            specFiles: specFiles.map(SwiftSyntax.commentLine),
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
            isSingleStack: isSingleStack,
            hasTabs: !isSingleStack,
            reselectPopsToRoot: spec.app.effectiveReselectPopsToRoot,
            searchQueryName: ContextBuilder.searchQueryName,
            tabType: isSingleStack ? nil : app + "Tab",
            navigatorType: app + "Navigator",
            stateType: app + "NavigationState",
            destinationType: app + "Destination",
            sheetType: app + "Sheet",
            actionType: app + "Action",
            commandType: app + "Command",
            toolbarType: app + "Toolbar",
            toolbarItemType: app + "ToolbarItem",
            screenType: app + "Screen",
            rootViewType: app + "RootView",
            deepLinkType: app + "DeepLink",
            appEntryType: app + "App",
            actionHandlerType: app + "ActionHandler",
            routeType: isSingleStack ? app + "Route" : nil,
            pathProperty: isSingleStack ? "path" : nil,
            initialTab: isSingleStack ? nil : tabs.first?.caseName,
            urlScheme: spec.app.urlScheme?.value,
            urlSchemeLiteral: scheme.map(SwiftSyntax.stringLiteral),
            hasDeepLinks: hasURLScheme && !(deepLinks.isEmpty && parts.modalDeepLinks.isEmpty),
            hasURLScheme: hasURLScheme,
            deepLinksCoverAllDestinations: destinations.allSatisfy(\.screen.hasDeepLink),
            tabs: tabs,
            badgeTabs: badgeTabs,
            hasBadges: tabs.contains(where: \.hasBadge),
            stacks: stacks,
            modalStacks: modalStacks,
            hasModalStacks: !modalStacks.isEmpty,
            hasPushableStacks: stacks.contains(where: \.hasRouteCases),
            hasOpenableStacks: stacks.contains { !$0.isModal && ($0.hasRouteCases || $0.rootIsDestination) },
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
            platformCondition: spec.app.platforms.count == 1 ? "os(\(spec.app.platforms[0].rawValue))"
                : "(" + spec.app.platforms.map { "os(\($0.rawValue))" }.joined(separator: " || ") + ")",
            supportsMacOS: spec.app.platforms.contains(.macOS),
            platformPlacements: platformPlacementContexts(),
            hasPlatformPlacements: !platformPlacementContexts().isEmpty,
            stateRestoration: spec.app.effectiveStateRestoration,
            hasTabGroups: tabs.count > ContextBuilder.builderBlockLimit
        )
        context.presentations = presentationsContext(sheets: sheets, parts: parts)
        let domains = spec.app.universalLinks.map(\.value)
        if hasURLScheme, !deepLinks.isEmpty, let first = domains.first {
            context.hasUniversalLinks = true
            context.universalLinkDomainsLiteral = SwiftSyntax.call("", domains.count, open: "[", close: "]") {
                SwiftSyntax.stringLiteral(domains[$0])
            }
            context.universalLinkDomainLiteral = SwiftSyntax.stringLiteral(first)
        }
        return context
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
                if ParamType.Builtin(rawValue: name) != nil { continue }
                if name != last {
                    names.insert(name)
                    last = name
                }
            }
        }
        var types = names.sorted().map { AppTypeContext(name: $0, isQualified: $0.contains("."), isFirst: false, isLast: false) }
        flag(&types) { $0.isFirst = $1; $0.isLast = $2 }
        return types
    }

    // MARK: Tabs and stacks

    /// The tabs in sidebar groups (`SidebarSections`); `tab_section_order` warns when a section
    /// moves a tab. A tab bar has no sections.
    func sidebarSections(_ tabs: [TabContext]) -> [SidebarSectionContext] {
        guard spec.app.showsSections else { return [] }
        var sectionOfTab: [String: String] = [:]
        for tab in index.tabs { if let section = tab.section?.value { sectionOfTab[tab.id.value] = section } }
        return SidebarSections.groups(tabs) { sectionOfTab[$0.id] }.map { group in
            SidebarSectionContext(titleLiteral: group.title.map(SwiftSyntax.stringLiteral), hasTitle: group.title != nil,
                                  tabs: group.items)
        }
    }

    func tabContexts(_ screens: [ScreenContext]) -> [TabContext] {
        guard !isSingleStack else { return [] }
        var tabs: [TabContext] = []
        for (tabNumber, tab) in index.tabs.enumerated() {
            let rootNumber = Int(index.tabRoots[tabNumber])
            guard tab.root != nil, rootNumber >= 0 else { continue }
            let title = tab.title?.value ?? tab.id.value
            let image = tab.systemImage?.value ?? ""
            let routeType = tab.routeType?.value ?? NavigationGraph.defaultRouteType(forTab: tab.id.value)
            tabs.append(TabContext(
                id: tab.id.value, caseName: tab.id.value,
                title: title, titleLiteral: SwiftSyntax.stringLiteral(title),
                systemImage: image, systemImageLiteral: SwiftSyntax.stringLiteral(image),
                pathProperty: tab.id.value + "Path",
                routeType: routeType, hasRouteCases: !(routeCases[routeType] ?? []).isEmpty,
                hasBadge: tab.badge?.value ?? false,
                root: Self.stackRootForm(screens[rootNumber]), rootIsDestination: isDestination[rootNumber],
                startsGroup: false, endsGroup: false,
                isFirst: false, isLast: false))
        }
        flag(&tabs) { $0.isFirst = $1; $0.isLast = $2 }
        if tabs.count > ContextBuilder.builderBlockLimit {
            // SwiftUI's tab builder takes at most ten children: a `Group` per run of ten.
            for position in tabs.indices {
                tabs[position].startsGroup = position % ContextBuilder.builderBlockLimit == 0
                tabs[position].endsGroup = position % ContextBuilder.builderBlockLimit == ContextBuilder.builderBlockLimit - 1
                    || position == tabs.count - 1
            }
        }
        return tabs
    }

    func stackContexts(_ screens: [ScreenContext]) -> [StackContext] {
        var stacks: [StackContext] = []
        stacks.reserveCapacity(graph.stacks.count)
        for stack in graph.stacks {
            guard let rootNumber = index.screenNumber(stack.root) else { continue }
            var root = screens[rootNumber]
            if case .modal = stack.kind {} else { root = Self.stackRootForm(root) }
            let hasRouteCases = !(routeCases[stack.routeType] ?? []).isEmpty
            var kind = "single", tabCase: String?, sheetCase: String?, name = "the app"
            let path = stack.pathProperty
            switch stack.kind {
            case .tab(let id):
                kind = "tab"
                tabCase = id
                name = "the " + oneLine(graph.tabsByID[id]?.title?.value ?? id) + " tab"
            case .single:
                break
            case .modal(let id):
                kind = "modal"
                sheetCase = Identifier.lowerCamel(id)
                name = "the " + root.displayName + " " + (root.isFullScreenCover ? "full-screen cover" : "sheet")
            }
            stacks.append(StackContext(
                kind: kind, isTab: kind == "tab", isSingle: kind == "single", isModal: kind == "modal",
                tabCase: tabCase, sheetCase: sheetCase, pathProperty: path, routeType: stack.routeType,
                root: root, rootIsDestination: isDestination[rootNumber],
                hasRouteCases: hasRouteCases,
                displayName: name, isFirst: false, isLast: false))
        }
        flag(&stacks) { $0.isFirst = $1; $0.isLast = $2 }
        return stacks
    }

    /// Every route enum once, in the order of the first stack using it; its cases are the
    /// destinations' cases, shared, with their own first/last flags.
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
                let titles = users.map { oneLine(graph.tabsByID[$0.tabCase ?? ""]?.title?.value ?? ($0.tabCase ?? "")) }
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
                var enumCase = position >= 0 ? destinations[position] : Self.enumCase(of: parts.screens[Int(number)])
                enumCase.isFirst = cases.isEmpty
                enumCase.isLast = cases.count == numbers.count - 1
                cases.append(enumCase)
                marks[Int(number)] = mark
            }
            enums.append(RouteEnumContext(
                name: routeType, cases: cases, hasCases: !cases.isEmpty,
                hasManyCases: cases.count > ContextBuilder.largeEnumThreshold,
                coversAllDestinations: covers(destinations, numbers: parts.destinationNumbers, marks: marks,
                                              mark: mark, cases: cases),
                usedBy: usedBy, isFirst: false, isLast: false))
        }
        flag(&enums) { $0.isFirst = $1; $0.isLast = $2 }
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

    // MARK: Toolbars and actions

    /// Each toolbar once, with its items and their content type; built once per run, as screens
    /// only name them.
    func toolbarContexts() -> [ToolbarContext] {
        let toolbars = index.toolbars.map { toolbar in
            let items = flagged(toolbarItems(toolbar)) { $0.isFirst = $1; $0.isLast = $2 }
            let contentType = ContextBuilder.toolbarContentType(forToolbar: toolbar.id.value)
            // The body lists the items themselves when they fit one builder block, else their
            // blocks: the items are in the context once either way, whatever their number.
            let hasBlocks = items.count > ContextBuilder.toolbarBlockLimit
            let nodes = hasBlocks
                ? items.filter(\.startsBlock).map { item in
                    ToolbarContentContext(isGroup: false, children: [], isItem: false, item: nil,
                                          isBlock: true, block: item.block,
                                          isToolbar: false, toolbar: nil, isFirst: false, isLast: false)
                }
                : items.map { item in
                    ToolbarContentContext(isGroup: false, children: [], isItem: true, item: item,
                                          isBlock: false, block: nil,
                                          isToolbar: false, toolbar: nil, isFirst: false, isLast: false)
                }
            return ToolbarContext(
                caseName: toolbar.id.value, items: items, hasItems: !items.isEmpty,
                contentType: contentType,
                contentInitializer: app + "Toolbar." + contentType + "(navigator: navigator)",
                hasItemBlocks: hasBlocks,
                content: Self.toolbarBlock(nodes[...]),
                isFirst: false, isLast: false)
        }
        return flagged(toolbars) { $0.isFirst = $1; $0.isLast = $2 }
    }

    func toolbarReference(_ toolbar: ToolbarContext) -> ToolbarReferenceContext {
        ToolbarReferenceContext(
            caseName: toolbar.caseName, hasItems: toolbar.hasItems, contentType: toolbar.contentType,
            contentInitializer: toolbar.contentInitializer, isFirst: false, isLast: false)
    }

    /// `nodes` as the children of one builder block: as they are when there are at most
    /// `toolbarBlockLimit`, else in consecutive `Group`s of `limit^k` nodes (the smallest power
    /// that needs at most `limit` groups), each split the same way; a run of one node stays bare.
    /// Linear in the nodes, and only logarithmically deep.
    static func toolbarBlock(_ nodes: ArraySlice<ToolbarContentContext>) -> [ToolbarContentContext] {
        let limit = ContextBuilder.toolbarBlockLimit
        guard nodes.count > limit else {
            return flagged(Array(nodes)) { $0.isFirst = $1; $0.isLast = $2 }
        }
        var size = limit
        while (nodes.count + size - 1) / size > limit { size *= limit }
        var children: [ToolbarContentContext] = []
        var start = nodes.startIndex
        while start < nodes.endIndex {
            let end = min(start + size, nodes.endIndex)
            if end - start == 1 {
                children.append(nodes[start])
            } else {
                children.append(ToolbarContentContext(
                    isGroup: true, children: toolbarBlock(nodes[start..<end]), isItem: false, item: nil,
                    isBlock: false, block: nil, isToolbar: false, toolbar: nil, isFirst: false, isLast: false))
            }
            start = end
        }
        return flagged(children) { $0.isFirst = $1; $0.isLast = $2 }
    }

    func toolbarItems(_ toolbar: ToolbarSpec) -> [ToolbarItemContext] {
        var items: [ToolbarItemContext] = []
        items.reserveCapacity(toolbar.items.count)
        let limit = ContextBuilder.toolbarBlockLimit
        let count = toolbar.items.count
        for (index, item) in toolbar.items.enumerated() {
            var context = toolbarItem(item, position: index + 1, in: toolbar)
            if count > limit {
                // Runs of ten, named by the 1-based positions they hold: `items1to10`, `item21`.
                let first = index / limit * limit + 1, last = min(first + limit - 1, count)
                context.block = first == last ? "item\(first)" : "items\(first)to\(last)"
                context.startsBlock = index + 1 == first
                context.endsBlock = index + 1 == last
            }
            items.append(context)
        }
        return items
    }

    func toolbarItem(_ item: ToolbarItemSpec, position: Int, in toolbar: ToolbarSpec) -> ToolbarItemContext {
        let id = item.id?.value ?? "\(toolbar.id.value)-\(position)"
        let placementCase = item.placement?.value ?? .automatic
        let placement = (placementCase.replacement ?? placementCase).rawValue
        let image = item.systemImage?.value
        let label = item.label?.value
        let expression = item.action.flatMap { command(for: $0.value) }
        let imageText = image.map(SwiftSyntax.stringLiteral) ?? "nil"
        let labelText = label.map(SwiftSyntax.stringLiteral) ?? "nil"
        let initializer = "\(app)ToolbarItem(id: \(SwiftSyntax.stringLiteral(id)), "
            + "placement: \(SwiftSyntax.stringLiteral(placement)), systemImage: \(imageText), "
            + "label: \(labelText), command: \(expression ?? "nil"))"
        return ToolbarItemContext(
            id: id, idLiteral: SwiftSyntax.stringLiteral(id), toolbar: toolbar.id.value,
            placement: placement, placementLiteral: SwiftSyntax.stringLiteral(placement),
            placementExpression: placementExpression(item),
            systemImage: image, systemImageLiteral: image.map(SwiftSyntax.stringLiteral), hasSystemImage: image != nil,
            label: label, labelLiteral: label.map(SwiftSyntax.stringLiteral), hasLabel: label != nil,
            hasLabelAndSystemImage: label != nil && image != nil,
            hasOnlySystemImage: label == nil && image != nil,
            hasOnlyLabel: label != nil && image == nil,
            command: expression, hasCommand: expression != nil, initializer: initializer,
            block: nil, startsBlock: false, endsBlock: false,
            isFirst: false, isLast: false)
    }

    /// How the glue names an item's placement: the one form of the listed platforms, or the
    /// static property of `platformPlacements` that chooses per platform.
    func placementExpression(_ item: ToolbarItemSpec) -> String {
        let forms = spec.app.platforms.map { item.placement(on: $0) ?? .automatic }
        if forms.count == 2, forms[0] != forms[1] {
            return "." + Self.platformPlacementName(forms[0].rawValue, forms[1].rawValue)
        }
        return "." + (forms.first ?? .automatic).rawValue
    }

    /// `topBarLeadingOrNavigation`: the property naming an iOS form and a macOS form.
    static func platformPlacementName(_ iOS: String, _ macOS: String) -> String {
        iOS + "Or" + macOS.prefix(1).uppercased() + macOS.dropFirst()
    }

    /// Every placement whose form differs by platform, once, sorted by name.
    func platformPlacementContexts() -> [PlatformPlacementContext] {
        guard spec.app.platforms.count == 2 else { return [] }
        var found: [String: PlatformPlacementContext] = [:]
        for toolbar in spec.toolbars {
            for item in toolbar.items {
                let iOS = item.placement(on: .iOS) ?? .automatic, macOS = item.placement(on: .macOS) ?? .automatic
                guard iOS != macOS else { continue }
                let name = Self.platformPlacementName(iOS.rawValue, macOS.rawValue)
                found[name] = PlatformPlacementContext(type: "ToolbarItemPlacement", name: name,
                                                       iOSExpression: "." + iOS.rawValue, macOSExpression: "." + macOS.rawValue)
            }
        }
        for screen in spec.screens {
            guard let placement = screen.search.map({ $0.placement?.value ?? .automatic }),
                  let macOS = Self.searchPlacement(placement, on: .macOS), macOS != placement else { continue }
            let name = Self.platformPlacementName(placement.rawValue, macOS.rawValue)
            found[name] = PlatformPlacementContext(type: "SearchFieldPlacement", name: name,
                                                   iOSExpression: "." + placement.rawValue, macOSExpression: "." + macOS.rawValue)
        }
        return found.keys.sorted().map { found[$0]! }
    }

    /// The form of a search placement on `platform`: the Mac has no navigation bar drawer.
    static func searchPlacement(_ placement: SearchPlacement, on platform: Platform) -> SearchPlacement? {
        platform == .macOS && placement == .navigationBarDrawer ? .toolbar : placement
    }

    /// How a search placement is written for the listed platforms.
    func searchPlacementExpression(_ placement: SearchPlacement) -> String {
        let forms = spec.app.platforms.map { Self.searchPlacement(placement, on: $0) ?? placement }
        if forms.count == 2, forms[0] != forms[1] {
            return "." + Self.platformPlacementName(forms[0].rawValue, forms[1].rawValue)
        }
        return "." + (forms.first ?? placement).rawValue
    }

    /// A tab's or the app's root screen as its stack shows it: no route supplies its params, so
    /// the host gets each one's default (`nil` for an optional without one).
    static func stackRootForm(_ screen: ScreenContext) -> ScreenContext {
        guard screen.hasParams else { return screen }
        var root = screen
        let arguments = ["navigator: navigator"] + screen.params.map { param in
            param.name + ": " + (param.defaultLiteral ?? param.name)
        }
        root.hostInitializer = screen.hostType + "(" + arguments.joined(separator: ", ") + ")"
        return root
    }

    /// The `<App>Command` expression of an action, without the type; nil when it names something
    /// unknown (the checker reports it).
    func command(for action: ActionSpec) -> String? {
        func destination(_ id: String) -> String? {
            guard let number = index.screenNumber(id), isDestination[number] else { return nil }
            let screen = index.screens[number]
            let fills = paramContexts(screen).filter(\.hasDefault).map { $0.name + ": " + $0.defaultLiteral! }
            let required = screen.params.contains(where: \.isRequired)
            if required { return nil }
            return "." + Identifier.lowerCamel(id) + (fills.isEmpty ? "" : "(" + fills.joined(separator: ", ") + ")")
        }
        func sheet(_ id: String) -> String? {
            guard let screen = graph.screen(id), screen.isModal, !screen.params.contains(where: \.isRequired) else { return nil }
            let fills = paramContexts(screen).filter(\.hasDefault).map { $0.name + ": " + $0.defaultLiteral! }
            return "." + Identifier.lowerCamel(id) + (fills.isEmpty ? "" : "(" + fills.joined(separator: ", ") + ")")
        }
        func tab(_ id: String) -> String? { graph.tabsByID[id] != nil ? "." + id : nil }
        switch action {
        case .popToRoot(let target?):
            return tab(target.value).map { ".popToRoot(" + $0 + ")" }
        case .popToRoot(nil):
            return isSingleStack ? ".popToRoot" : ".popToRoot(nil)"
        case .selectTab(let target):
            return tab(target.value).map { ".selectTab(" + $0 + ")" }
        case .open(let screen, let target):
            guard let value = destination(screen.value) else { return nil }
            if isSingleStack { return ".open(" + value + ")" }
            guard let target else { return ".open(" + value + ", in: nil)" }
            return tab(target.value).map { ".open(" + value + ", in: " + $0 + ")" }
        case .push(let screen):
            return destination(screen.value).map { ".push(" + $0 + ")" }
        case .present(let screen):
            return sheet(screen.value).map { ".present(" + $0 + ")" }
        case .pop:
            return ".pop"
        case .dismiss:
            return ".dismiss"
        case .dismissAll:
            return ".dismissAll"
        case .custom(let name):
            return ".custom(." + name.value + ")"
        }
    }

    func actionContexts() -> [ActionContext] {
        var names: [String] = []
        for toolbar in spec.toolbars.uniqued(by: \.id.value) {
            for item in toolbar.items {
                if case .custom(let name)? = item.action?.value, !names.contains(name.value) { names.append(name.value) }
            }
        }
        for screen in spec.screens where screen.isDialog {
            for button in screen.dialog?.buttons ?? [] {
                if case .custom(let name)? = button.action?.value, !names.contains(name.value) { names.append(name.value) }
            }
        }
        return flagged(names.map { ActionContext(caseName: $0, isFirst: false, isLast: false) }) {
            $0.isFirst = $1; $0.isLast = $2
        }
    }

    // MARK: Helpers

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// Text for a one-line comment: line breaks become spaces, control characters are escaped.
    func oneLine(_ text: String) -> String {
        SwiftSyntax.commentLine(text)
    }
}

/// Sets the first/last flags of a list's elements, in place.
func flag<Element>(_ items: inout [Element], _ set: (inout Element, Bool, Bool) -> Void) {
    let last = items.count - 1
    for index in items.indices { set(&items[index], index == 0, index == last) }
}

/// The list with the first/last flags of its elements set: a list passed as a temporary is
/// changed in place, not copied.
func flagged<Element>(_ items: consuming [Element], _ set: (inout Element, Bool, Bool) -> Void) -> [Element] {
    var result = items
    flag(&result, set)
    return result
}
