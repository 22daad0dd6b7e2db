/// `generated_name_collision`: spec ids become Swift names (SpecFormat §3), and two elements
/// that would generate the same name give code that does not compile.
public struct GeneratedNameCollisionRule: Rule {
    public static let description = RuleDescription(
        id: "generated_name_collision",
        name: "Generated name collision",
        summary: "two spec elements would generate the same Swift name",
        rationale: """
            Generated names are derived from ids: tab `home` gives `HomeRoute`, and so does a modal \
            `Home` with `stack: true`; screen `URLPreview` gives the case `urlPreview`, and so does \
            `UrlPreview`; a screen's view type is `<ScreenId>View` unless `view:` names one. Two \
            elements that derive the same name — two screens with one view type, a view type or a \
            screen id equal to a generated type such as `<App>RootView` or `<App>Tab`, a tab and a \
            modal stack whose path properties meet (`addCityPath`), a param named like the search text a \
            searchable screen's view receives (`searchQuery`), a param named `navigator` or `body` \
            (properties of the generated host and skeleton views), a host view `<ScreenId>Host` equal \
            to an app type — would declare one name twice, and the \
            generated code would not compile. Clashes of route type names and of cases inside one \
            route enum are `duplicate_destination_type`.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Shop
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Start
              - id: cart
                title: Cart
                systemImage: cart
                root: Cart
            screens:
              Start:
                links:
                  - sheet: Home
                  - push: URLPreview
              Cart:
                links:
                  - push: UrlPreview
              ↓Home:
                presentation: sheet
                stack: true
              URLPreview: {}
              ↓UrlPreview: {}
            """,
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                links:
                  - push: ProductDetail
                  - push: ShopTab
                  - push: Help
              ProductDetail:
                view: ↓ProductListView
              ↓ShopTab: {}
              Help:
                view: ↓ShopRootView
            """,
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                search:
                  prompt: Search products
                params:
                  ↓searchQuery: String?
            """,
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                links:
                  - push: ProductDetail
              ↓ProductDetail:
                params:
                  ↓navigator: String
                  detail: ProductDetailHost
            """,
            """
            app:
              name: Shop
            tabs:
              - id: addCity
                title: Add
                systemImage: plus
                root: Start
                routeType: CityFlowRoute
              - id: cart
                title: Cart
                systemImage: cart
                root: Cart
            screens:
              Start:
                links:
                  - sheet: AddCity
              Cart: {}
              ↓AddCity:
                presentation: sheet
                stack: true
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Shop
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Home
              - id: settings
                title: Settings
                systemImage: gearshape
                root: Settings
            screens:
              Home:
                links:
                  - push: URLPreview
                  - sheet: Compose
              Settings: {}
              URLPreview: {}
              Compose:
                presentation: sheet
                stack: true
            """,
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                view: CatalogView
                search: {}
                params:
                  category: String?
                links:
                  - push: ProductDetail
              ProductDetail:
                view: ProductView
            """,
        ]
    )

    /// The label of the search text in a searchable screen's view initializer.
    static let searchArgument = ContextBuilder.searchQueryName

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let spec = graph.spec
        let app = spec.app.name
        let screens = spec.screens.uniqued(by: \.id.value)
        let appTypes = GeneratedNames.appTypes(app: app.value)
        let appTypeRoles = Dictionary(appTypes.map { ($0.name, $0.role) }, uniquingKeysWith: { first, _ in first })
        let appNote = Diagnostic.Note("'\(app.value)' names the generated types here", at: app.location)

        // Route enums whose derived names meet (a chosen `routeType` is `duplicate_destination_type`'s).
        var routeOwners: [String: NavigationStackModel] = [:]
        for stack in graph.stacks {
            if let owner = routeOwners[stack.routeType] {
                let shared = owner.tabID != nil && stack.tabID != nil
                let chosen = graph.stacks.contains {
                    $0.routeType == stack.routeType && GeneratedNames.isExplicit($0, in: graph)
                }
                if !shared, !chosen {
                    emit.emit("\(GeneratedNames.owner(of: stack)) and \(GeneratedNames.owner(of: owner)) both generate the route type '\(stack.routeType)'",
                              at: stack.routeTypeLocation,
                              notes: [Diagnostic.Note("\(GeneratedNames.owner(of: owner)) generates '\(stack.routeType)' here",
                                                      at: owner.routeTypeLocation)])
                }
            } else {
                routeOwners[stack.routeType] = stack
            }
        }

        // View types: unique, and not a generated type.
        var viewOwners: [String: ScreenDefinition] = [:]
        for screen in screens {
            let viewType = screen.viewType
            let location = screen.view?.location ?? screen.id.location
            if let owner = viewOwners[viewType] {
                emit.emit("screens '\(owner.id.value)' and '\(screen.id.value)' both use the view type '\(viewType)'",
                          at: location,
                          notes: [Diagnostic.Note("'\(owner.id.value)' uses '\(viewType)' here", at: owner.view?.location ?? owner.id.location)])
            } else {
                viewOwners[viewType] = screen
            }
            if let role = appTypeRoles[viewType] {
                emit.emit("the view type '\(viewType)' of screen '\(screen.id.value)' is also the name of \(role)",
                          at: location, notes: [appNote])
            }
        }

        // Screen ids equal to a generated type name.
        for screen in screens {
            let id = screen.id.value
            if let role = appTypeRoles[id] {
                emit.emit("screen '\(id)' has the name of \(role)", at: screen.id.location, notes: [appNote])
            } else if let owner = routeOwners[id] {
                emit.emit("screen '\(id)' has the name of the route type of \(GeneratedNames.owner(of: owner))",
                          at: screen.id.location,
                          notes: [Diagnostic.Note("\(GeneratedNames.owner(of: owner)) generates '\(id)' here", at: owner.routeTypeLocation)])
            }
        }

        reportCaseClashes(screens: screens, graph: graph, emit: &emit)

        // Path properties of the navigator (`homePath`, `addCityPath`), unless the route types
        // already clash above.
        var pathOwners: [String: NavigationStackModel] = [:]
        for stack in graph.stacks {
            if let owner = pathOwners[stack.pathProperty] {
                guard owner.routeType != stack.routeType else { continue }
                emit.emit("\(GeneratedNames.owner(of: stack)) and \(GeneratedNames.owner(of: owner)) both generate the navigator property '\(stack.pathProperty)'",
                          at: stack.routeTypeLocation,
                          notes: [Diagnostic.Note("\(GeneratedNames.owner(of: owner)) generates '\(stack.pathProperty)' here",
                                                  at: owner.routeTypeLocation)])
            } else {
                pathOwners[stack.pathProperty] = stack
            }
        }
        // Host views (`<ScreenId>Host`) must not meet a view type or a screen's app param type.
        var appTypeNames: [String: SourceLocation] = [:]
        for screen in screens {
            appTypeNames[screen.viewType] = appTypeNames[screen.viewType] ?? (screen.view?.location ?? screen.id.location)
            for param in screen.params where param.type.value.builtin == nil {
                appTypeNames[param.type.value.name] = appTypeNames[param.type.value.name] ?? param.type.location
            }
        }
        for screen in screens {
            let host = GeneratedNames.hostType(forScreen: screen.id.value)
            if let other = appTypeNames[host] {
                emit.emit("screen '\(screen.id.value)' generates the host view '\(host)', which is also an app type",
                          at: screen.id.location,
                          notes: [Diagnostic.Note("'\(host)' is used here", at: other)])
            }
            for param in screen.params where GeneratedNames.reservedParamNames.contains(param.name.value) {
                emit.emit("param '\(param.name.value)' of screen '\(screen.id.value)' has the name of a property the generated views use",
                          at: param.name.location)
            }
        }
        for screen in screens {
            guard let search = screen.search,
                  let param = screen.params.first(where: { $0.name.value == Self.searchArgument }) else { continue }
            emit.emit("param '\(Self.searchArgument)' of the searchable screen '\(screen.id.value)' has the name of the search text its view receives",
                      at: param.name.location,
                      notes: [Diagnostic.Note("the screen is searchable here", at: search.location)])
        }
    }

    /// Screens whose cases (in `<App>Screen`, `<App>Destination`, `<App>Sheet`) would be equal,
    /// unless they already clash inside one route enum (`duplicate_destination_type`).
    private func reportCaseClashes(screens: [ScreenDefinition], graph: NavigationGraph, emit: inout RuleEmitter) {
        // The destination sets of each route enum, shared ones merged.
        var enums: [String: Set<String>] = [:]
        for stack in graph.stacks {
            let key = stack.tabID != nil ? "tab:" + stack.routeType : "stack:" + stack.routeType + ":" + stack.root
            enums[key, default: []].formUnion(stack.destinationSet)
        }
        let unions = Array(enums.values)
        var earlier: [String: [ScreenDefinition]] = [:]
        for screen in screens {
            let caseName = GeneratedNames.caseName(forScreen: screen.id.value)
            let others = earlier[caseName, default: []]
            earlier[caseName, default: []].append(screen)
            let clash = others.first { other in
                !unions.contains { $0.contains(other.id.value) && $0.contains(screen.id.value) }
            }
            guard let clash else { continue }
            emit.emit("screens '\(clash.id.value)' and '\(screen.id.value)' both generate the case '\(caseName)'",
                      at: screen.id.location,
                      notes: [Diagnostic.Note("'\(clash.id.value)' is defined here", at: clash.id.location)])
        }
    }
}
