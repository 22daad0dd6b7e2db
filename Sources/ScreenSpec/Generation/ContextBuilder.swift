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
        files.formUnion(spec.screens.map(\.location.file))
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

/// The work of one `ContextBuilder.build`: lookups shared by the parts of the context.
struct ContextBuilderRun {
    let graph: NavigationGraph
    let spec: Spec
    let app: String
    let screens: [ScreenDefinition]
    /// `<App>Destination` cases, by screen id.
    let destinationIDs: Set<String>
    /// Screen ids of tab roots and the app root.
    let rootIDs: Set<String>
    let stackRouteTypes: [String: String]
    /// The toolbars, once each, in definition order: screens refer to them by id.
    private(set) var toolbars: [ToolbarContext] = []
    /// The toolbars by id, as screens name them.
    private(set) var toolbarsByID: [String: ToolbarContext] = [:]

    init(graph: NavigationGraph) {
        self.graph = graph
        spec = graph.spec
        app = graph.spec.app.name.value
        screens = graph.spec.screens.uniqued(by: \.id.value)
        var roots = Set<String>()
        if let root = graph.spec.app.root?.value { roots.insert(root) }
        for tab in graph.spec.tabs { if let root = tab.root?.value { roots.insert(root) } }
        rootIDs = roots
        var destinations = Set(graph.destinationScreens.map(\.id.value))
        // Roots with a deep link are destinations too: the link opens them (select and pop to root).
        for screen in screens where roots.contains(screen.id.value) && screen.deepLink != nil && !screen.isModal {
            destinations.insert(screen.id.value)
        }
        destinationIDs = destinations
        var routeTypes: [String: String] = [:]
        for stack in graph.stacks {
            if case .modal(let id) = stack.kind { routeTypes[id] = stack.routeType }
        }
        stackRouteTypes = routeTypes
        toolbars = toolbarContexts()
        toolbarsByID = Dictionary(toolbars.map { ($0.caseName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var isSingleStack: Bool { spec.app.root != nil }
    var hasURLScheme: Bool { spec.app.urlScheme != nil }

    func build(specFiles: [String]) -> TemplateContext {
        let target = spec.app.effectiveDeploymentTarget
        let screenContexts = screens.enumerated().map { index, screen in
            screenContext(screen, isFirst: index == 0, isLast: index == screens.count - 1)
        }
        let byID = Dictionary(screenContexts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let destinationScreens = screens.filter { destinationIDs.contains($0.id.value) }
        let destinations = flagged(destinationScreens.map { enumCase($0, byID) }) { $0.isFirst = $1; $0.isLast = $2 }
        let tabs = tabContexts(byID)
        let stacks = stackContexts(byID)
        let modalStacks = flagged(stacks.filter(\.isModal)) { $0.isFirst = $1; $0.isLast = $2 }
        let sheets = sheetContexts(byID)
        let deepLinks = screenContexts.compactMap(\.deepLink)
        let scheme = spec.app.urlScheme?.value.lowercased()
        let appTypes = appTypeContexts()
        let actions = actionContexts()

        return TemplateContext(
            contextVersion: ContextBuilder.contextVersion,
            header: "// Generated by screenspec from \(specFiles.joined(separator: ", ")). Do not edit.",
            specFiles: specFiles,
            routesFileName: app + "Routes.swift",
            navigatorFileName: app + "Navigator.swift",
            viewsFileName: app + "Views.swift",
            appName: app,
            access: spec.app.effectiveAccessLevel == .public ? "public " : "",
            isPublic: spec.app.effectiveAccessLevel == .public,
            deploymentTarget: target.description,
            deploymentTargetVersion: target.rawValue,
            isIOS16: target == .iOS16,
            usesObservation: target >= .iOS17,
            usesTabAPI: target >= .iOS18,
            usesToolbarTitleDisplayMode: target >= .iOS17,
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
            hasDeepLinks: hasURLScheme && !deepLinks.isEmpty,
            hasURLScheme: hasURLScheme,
            deepLinksCoverAllDestinations: destinations.allSatisfy(\.screen.hasDeepLink),
            tabs: tabs,
            badgeTabs: flagged(tabs.filter(\.hasBadge)) { $0.isFirst = $1; $0.isLast = $2 },
            hasBadges: tabs.contains(where: \.hasBadge),
            stacks: stacks,
            modalStacks: modalStacks,
            hasModalStacks: !modalStacks.isEmpty,
            hasPushableStacks: stacks.contains(where: \.hasRouteCases),
            hasOpenableStacks: stacks.contains { !$0.isModal && ($0.hasRouteCases || $0.rootIsDestination) },
            routeEnums: routeEnums(stacks, destinations: destinations, byID),
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
            hasAppTypes: !appTypes.isEmpty
        )
    }

    /// The app's own param types, once each, sorted by name.
    func appTypeContexts() -> [AppTypeContext] {
        let names = Set(screens.flatMap(\.params).map(\.type.value).filter { $0.builtin == nil }.map(\.name))
        let types = names.sorted().map { AppTypeContext(name: $0, isQualified: $0.contains("."), isFirst: false, isLast: false) }
        return flagged(types) { $0.isFirst = $1; $0.isLast = $2 }
    }

    // MARK: Tabs and stacks

    func tabContexts(_ byID: [String: ScreenContext]) -> [TabContext] {
        guard !isSingleStack else { return [] }
        let routeCases = routeCaseScreens()
        let tabs = spec.tabs.uniqued(by: \.id.value).compactMap { tab -> TabContext? in
            guard let rootID = tab.root?.value, let root = byID[rootID] else { return nil }
            let title = tab.title?.value ?? tab.id.value
            let image = tab.systemImage?.value ?? ""
            let routeType = tab.routeType?.value ?? NavigationGraph.defaultRouteType(forTab: tab.id.value)
            return TabContext(
                id: tab.id.value, caseName: tab.id.value,
                title: title, titleLiteral: SwiftSyntax.stringLiteral(title),
                systemImage: image, systemImageLiteral: SwiftSyntax.stringLiteral(image),
                pathProperty: tab.id.value + "Path",
                routeType: routeType, hasRouteCases: !(routeCases[routeType] ?? []).isEmpty,
                hasBadge: tab.badge?.value ?? false,
                root: root, rootIsDestination: destinationIDs.contains(rootID),
                isFirst: false, isLast: false)
        }
        return flagged(tabs) { $0.isFirst = $1; $0.isLast = $2 }
    }

    func stackContexts(_ byID: [String: ScreenContext]) -> [StackContext] {
        let routeCasesByType = routeCaseScreens()
        let stacks = graph.stacks.compactMap { stack -> StackContext? in
            guard let root = byID[stack.root] else { return nil }
            let hasRouteCases = !(routeCasesByType[stack.routeType] ?? []).isEmpty
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
            return StackContext(
                kind: kind, isTab: kind == "tab", isSingle: kind == "single", isModal: kind == "modal",
                tabCase: tabCase, sheetCase: sheetCase, pathProperty: path, routeType: stack.routeType,
                root: root, rootIsDestination: destinationIDs.contains(stack.root),
                hasRouteCases: hasRouteCases,
                displayName: name, isFirst: false, isLast: false)
        }
        return flagged(stacks) { $0.isFirst = $1; $0.isLast = $2 }
    }

    /// The screens of each route type: the union of the destinations of its stacks, in screen order.
    func routeCaseScreens() -> [String: [String]] {
        var stacksByType: [String: [NavigationStackModel]] = [:]
        for stack in graph.stacks { stacksByType[stack.routeType, default: []].append(stack) }
        return stacksByType.mapValues { stacks in
            // A stack's destinations are in screen order already; only a route type shared by
            // several tabs needs the union put back in order (filtering every screen per stack
            // would be quadratic, with a stack per modal).
            guard stacks.count > 1 else { return stacks[0].destinations }
            var ids = Set<String>()
            for stack in stacks { ids.formUnion(stack.destinations) }
            return screens.map(\.id.value).filter { ids.contains($0) }
        }
    }

    func routeEnums(_ stacks: [StackContext], destinations: [EnumCaseContext],
                    _ byID: [String: ScreenContext]) -> [RouteEnumContext] {
        let routeCasesByType = routeCaseScreens()
        var enums: [RouteEnumContext] = []
        for stack in stacks where !enums.contains(where: { $0.name == stack.routeType }) {
            let users = stacks.filter { $0.routeType == stack.routeType }
            let usedBy: String
            if users.count > 1, users.allSatisfy(\.isTab) {
                let titles = users.map { oneLine(graph.tabsByID[$0.tabCase ?? ""]?.title?.value ?? ($0.tabCase ?? "")) }
                usedBy = "the " + Self.list(titles) + " tabs"
            } else {
                usedBy = Self.list(users.map(\.displayName))
            }
            let cases = flagged((routeCasesByType[stack.routeType] ?? []).compactMap { id in
                graph.screen(id).map { enumCase($0, byID) }
            }) { $0.isFirst = $1; $0.isLast = $2 }
            let caseNames = Set(cases.map(\.caseName))
            enums.append(RouteEnumContext(
                name: stack.routeType, cases: cases, hasCases: !cases.isEmpty,
                hasManyCases: cases.count > ContextBuilder.largeEnumThreshold,
                coversAllDestinations: destinations.allSatisfy { caseNames.contains($0.caseName) },
                usedBy: usedBy, isFirst: false, isLast: false))
        }
        return flagged(enums) { $0.isFirst = $1; $0.isLast = $2 }
    }

    func sheetContexts(_ byID: [String: ScreenContext]) -> [SheetContext] {
        let routeCases = routeCaseScreens()
        let sheets = screens.filter(\.isModal).map { screen -> SheetContext in
            let context = byID[screen.id.value]!
            return SheetContext(
                caseName: context.caseName, enumCase: enumCase(screen, byID),
                presentation: context.presentation, isSheet: context.isSheet,
                isFullScreenCover: context.isFullScreenCover, hasOwnStack: context.hasOwnStack,
                pathProperty: context.stackPathProperty, routeType: context.stackRouteType,
                hasRouteCases: !(context.stackRouteType.flatMap { routeCases[$0] } ?? []).isEmpty,
                isFirst: false, isLast: false)
        }
        return flagged(sheets) { $0.isFirst = $1; $0.isLast = $2 }
    }

    // MARK: Cases and params

    func enumCase(_ screen: ScreenDefinition, _ byID: [String: ScreenContext]) -> EnumCaseContext {
        let name = Identifier.lowerCamel(screen.id.value)
        let params = paramContexts(screen)
        let associated = params.isEmpty ? "" : "(" + params.map(\.declaration).joined(separator: ", ") + ")"
        let bindings = params.isEmpty ? "" : "(" + params.map(\.binding).joined(separator: ", ") + ")"
        let arguments = params.isEmpty ? "" : "(" + params.map(\.argument).joined(separator: ", ") + ")"
        return EnumCaseContext(
            caseName: name, declaration: name + associated, associatedValues: associated,
            pattern: name + bindings, bindings: bindings, construction: name + arguments, arguments: arguments,
            hasParams: !params.isEmpty, params: params, screen: reference(to: byID[screen.id.value]!),
            isFirst: false, isLast: false)
    }

    func reference(to screen: ScreenContext) -> ScreenReferenceContext {
        ScreenReferenceContext(
            id: screen.id, caseName: screen.caseName, viewType: screen.viewType, displayName: screen.displayName,
            hostType: screen.hostType, hostInitializer: screen.hostInitializer, viewInitializer: screen.viewInitializer,
            presentation: screen.presentation, isSheet: screen.isSheet, isFullScreenCover: screen.isFullScreenCover,
            hasOwnStack: screen.hasOwnStack, isSearchable: screen.isSearchable, hasDeepLink: screen.hasDeepLink)
    }

    func paramContexts(_ screen: ScreenDefinition) -> [ParamContext] {
        let params = screen.params.uniqued(by: \.name.value).map { param -> ParamContext in
            let name = param.name.value
            let type = param.type.value
            let defaultLiteral = SwiftSyntax.defaultLiteral(of: param)
            let typed = name + ": " + type.description
            let interpolatable: Bool
            switch type.builtin {
            case .String?, .Int?, .Double?, .Bool?, .UUID?: interpolatable = !type.isOptional
            default: interpolatable = false
            }
            return ParamContext(
                name: name, type: type.description, baseType: type.name, isOptional: type.isOptional,
                isRequired: param.isRequired, hasDefault: defaultLiteral != nil, defaultLiteral: defaultLiteral,
                declaration: typed + (defaultLiteral.map { " = " + $0 } ?? ""), typedName: typed,
                binding: "let " + name, argument: name + ": " + name, isInterpolatable: interpolatable,
                isFirst: false, isLast: false)
        }
        return flagged(params) { $0.isFirst = $1; $0.isLast = $2 }
    }

    // MARK: Screens

    func screenContext(_ screen: ScreenDefinition, isFirst: Bool, isLast: Bool) -> ScreenContext {
        let id = screen.id.value
        let caseName = Identifier.lowerCamel(id)
        let params = paramContexts(screen)
        let title = screen.title?.value
        let parts = title.map { SwiftSyntax.titleParts($0, params: Set(params.map(\.name))) } ?? []
        let toolbarIDs = screen.toolbars.map(\.value).filter { toolbarsByID[$0] != nil }
        let toolbarReferences = flagged(toolbarIDs.map { toolbarReference(toolbarsByID[$0]!) }) {
            $0.isFirst = $1; $0.isLast = $2
        }
        let shownToolbars = toolbarReferences.filter(\.hasItems).map { reference in
            ToolbarContentContext(isGroup: false, children: [], isItem: false, item: nil, isBlock: false, block: nil,
                                  isToolbar: true, toolbar: reference, isFirst: false, isLast: false)
        }
        let search = screen.search
        let searchPlacement = search.map { $0.placement?.value ?? .automatic }
        var arguments = params.map { param in
            ViewArgumentContext(
                name: param.name, type: param.type, isSearchQuery: false,
                hasDefault: param.hasDefault, defaultLiteral: param.defaultLiteral, declaration: param.declaration,
                propertyDeclaration: (param.hasDefault ? "var " : "let ") + param.declaration,
                isFirst: false, isLast: false)
        }
        if search != nil {
            let query = ContextBuilder.searchQueryName
            arguments.append(ViewArgumentContext(
                name: query, type: "String", isSearchQuery: true,
                hasDefault: false, defaultLiteral: nil, declaration: query + ": String",
                propertyDeclaration: "let " + query + ": String",
                isFirst: false, isLast: false))
        }
        arguments = flagged(arguments) { $0.isFirst = $1; $0.isLast = $2 }
        let viewType = screen.viewType
        let hasOwnStack = screen.isModal && screen.hasOwnStack
        let presentation = screen.effectivePresentation
        let displayTitle = oneLine(SwiftSyntax.titleForComment(parts)).trimmingCharacters(in: .whitespaces)
        let commentName = displayTitle.isEmpty ? id : displayTitle
        return ScreenContext(
            id: id, caseName: caseName, viewType: viewType,
            displayName: commentName,
            title: title, hasTitle: title != nil,
            titleLiteral: title.map(SwiftSyntax.stringLiteral),
            titleExpression: title.map { _ in titleExpression(parts, params: params) },
            titleIsInterpolated: parts.contains { if case .param = $0 { return true } else { return false } },
            titleDisplayMode: screen.titleDisplayMode?.value.rawValue,
            hasTitleDisplayMode: screen.titleDisplayMode != nil,
            toolbars: toolbarReferences,
            hasToolbars: !toolbarIDs.isEmpty,
            hasToolbarItems: !shownToolbars.isEmpty,
            toolbarContent: Self.toolbarBlock(shownToolbars[...]),
            toolbarsLiteral: "[" + toolbarIDs.map { "." + $0 }.joined(separator: ", ") + "]",
            isSearchable: search != nil,
            searchPrompt: search?.prompt?.value,
            searchPromptLiteral: search?.prompt.map { SwiftSyntax.stringLiteral($0.value) },
            hasSearchPrompt: search?.prompt != nil,
            searchPlacement: searchPlacement?.rawValue,
            searchPlacementExpression: searchPlacement.map { "." + $0.rawValue },
            searchPlacementIsAutomatic: searchPlacement == .automatic,
            params: params, hasParams: !params.isEmpty,
            presentation: presentation.rawValue,
            isPush: presentation == .push, isModal: screen.isModal,
            isSheet: presentation == .sheet, isFullScreenCover: presentation == .fullScreenCover,
            hasOwnStack: hasOwnStack,
            stackPathProperty: hasOwnStack ? caseName + "Path" : nil,
            stackRouteType: hasOwnStack ? (stackRouteTypes[id] ?? id + "Route") : nil,
            isRoot: rootIDs.contains(id), isDestination: destinationIDs.contains(id),
            viewInitializer: viewType + "(" + arguments.map { $0.name + ": " + $0.name }.joined(separator: ", ") + ")",
            viewArguments: arguments, hasViewArguments: !arguments.isEmpty,
            viewParameters: arguments.map { $0.name + ": " + $0.type }.joined(separator: ", "),
            hostType: GeneratedNames.hostType(forScreen: id),
            hostInitializer: id + "Host(" + (["navigator: navigator"] + params.map(\.argument)).joined(separator: ", ") + ")",
            deepLink: deepLinkContext(screen, params: params),
            hasDeepLink: deepLinkContext(screen, params: params) != nil,
            isFirst: isFirst, isLast: isLast)
    }

    /// A title as a Swift expression: a string literal interpolating the params, or the param
    /// itself when the title is one `String` param (`{name}`), as one would write it by hand.
    func titleExpression(_ parts: [SwiftSyntax.TitlePart], params: [ParamContext]) -> String {
        if parts.count == 1, case .param(let name) = parts[0], params.contains(where: { $0.name == name && $0.type == "String" }) {
            return name
        }
        return SwiftSyntax.titleExpression(parts)
    }

    // MARK: Toolbars and actions

    /// Each toolbar once, with its items and their content type; built once per run, as screens
    /// only name them.
    func toolbarContexts() -> [ToolbarContext] {
        let toolbars = spec.toolbars.uniqued(by: \.id.value).map { toolbar in
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
            placementExpression: "." + placement,
            systemImage: image, systemImageLiteral: image.map(SwiftSyntax.stringLiteral), hasSystemImage: image != nil,
            label: label, labelLiteral: label.map(SwiftSyntax.stringLiteral), hasLabel: label != nil,
            hasLabelAndSystemImage: label != nil && image != nil,
            hasOnlySystemImage: label == nil && image != nil,
            hasOnlyLabel: label != nil && image == nil,
            command: expression, hasCommand: expression != nil, initializer: initializer,
            block: nil, startsBlock: false, endsBlock: false,
            isFirst: false, isLast: false)
    }

    /// The `<App>Command` expression of an action, without the type; nil when it names something
    /// unknown (the checker reports it).
    func command(for action: ActionSpec) -> String? {
        func destination(_ id: String) -> String? {
            guard let screen = graph.screen(id), destinationIDs.contains(id) else { return nil }
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

    /// Text for a one-line comment: line breaks become spaces.
    func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// Sets the first/last flags of a list's elements.
func flagged<Element>(_ items: [Element], _ set: (inout Element, Bool, Bool) -> Void) -> [Element] {
    var result = items
    for index in result.indices { set(&result[index], index == 0, index == result.count - 1) }
    return result
}
