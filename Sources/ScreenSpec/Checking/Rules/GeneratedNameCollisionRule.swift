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
            elements that derive the same name — two screens with one view type that pass it different \
            values (screens passing the same params, in order, and both or neither searchable share \
            it: one screen pushed here and presented there), a view type or a \
            screen id equal to a generated type such as `<App>RootView` or `<App>Tab`, a tab and a \
            modal stack whose path properties meet (`addCityPath`), a param named like the search text a \
            searchable screen's view receives (`searchQuery`), a param named `navigator` or `body` \
            (properties of the generated host and skeleton views), a host view `<ScreenId>Host` equal \
            to an app type — would declare one name twice, and the \
            generated code would not compile. Screen ids that differ only in case (`MuteList`, \
            `Mutelist`) are reported too: their skeleton files and docs pages would be one file on \
            a case-insensitive file system, macOS's default. Clashes of route type names and of cases inside one \
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
                params:
                  id: String
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
            """
            app:
              name: Social
              root: Settings
            screens:
              Settings:
                links:
                  - push: MuteList
                  - push: Mutelist
              MuteList: {}
              ↓Mutelist: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Shop
              root: Home
            screens:
              Home: { links: [ { alert: AltText }, { sheet: Editor } ] }
              AltText: { presentation: alert, params: { text: String }, title: ALT, message: "{text}" }
              Editor: { view: AltTextView, presentation: sheet }
            """,
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
            """
            app:
              name: Social
            tabs:
              - { id: feed, title: Feed, systemImage: house, root: Feed }
              - { id: inbox, title: Inbox, systemImage: tray, root: Inbox }
            screens:
              Feed:
                links:
                  - push: Profile
              Inbox:
                links:
                  - sheet: ProfileSheet
              Profile:
                params:
                  id: String
              ProfileSheet:
                view: ProfileView
                presentation: sheet
                params:
                  id: String
            """,
        ]
    )

    /// The label of the search text in a searchable screen's view initializer.
    static let searchArgument = ContextBuilder.searchQueryName

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let spec = graph.spec
        let index = graph.index
        let app = spec.app.name
        let appTypes = Naming.appTypes(app: app.value)
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

        reportViewTypeClashes(graph: graph, appTypeRoles: appTypeRoles, appNote: appNote, emit: &emit)

        // Screen ids equal to a generated type name: the names are few, so each is looked up
        // among the screens rather than every screen among them.
        enum Clash {
            case appType(role: String)
            case route(owner: NavigationStackModel)
        }
        var clashes: [Int: Clash] = [:]
        for (name, role) in appTypeRoles {
            if let number = index.screenNumber(name) { clashes[number] = .appType(role: role) }
        }
        for (name, owner) in routeOwners {
            if let number = index.screenNumber(name), clashes[number] == nil { clashes[number] = .route(owner: owner) }
        }
        for number in clashes.keys.sorted() {
            let screen = index.screens[number]
            let id = screen.id.value
            switch clashes[number]! {
            case .appType(let role):
                emit.emit("screen '\(id)' has the name of \(role)", at: screen.id.location, notes: [appNote])
            case .route(let owner):
                emit.emit("screen '\(id)' has the name of the route type of \(GeneratedNames.owner(of: owner))",
                          at: screen.id.location,
                          notes: [Diagnostic.Note("\(GeneratedNames.owner(of: owner)) generates '\(id)' here", at: owner.routeTypeLocation)])
            }
        }

        reportCaseClashes(graph: graph, emit: &emit)
        reportFileNameClashes(graph: graph, emit: &emit)

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
        reportHostsAndParams(graph: graph, emit: &emit)
    }

    /// Two screens with one view type, and view types equal to a generated type. A derived view
    /// type (`<ScreenId>View`) is never another screen's derived one, so only the `view:` values
    /// are compared: with each other, and with the derived type of the screen they would name.
    private func reportViewTypeClashes(graph: NavigationGraph, appTypeRoles: [String: String], appNote: Diagnostic.Note,
                                       emit: inout RuleEmitter) {
        let index = graph.index
        func hasView(_ number: Int) -> Bool { index.traits(ofScreen: number).contains(.view) }
        // A screen naming its view type after itself: one without `view:`, and not an alert or
        // confirmation dialog, which SwiftUI draws without a view of the app's.
        func derivesView(_ number: Int) -> Bool {
            let traits = index.traits(ofScreen: number)
            return !traits.contains(.view) && !traits.isDialog
        }
        // The first screen with each `view:` value, and the screen deriving that name, if any.
        var firstWithView: [String: Int] = [:]
        // For a screen deriving its view type, the first screen choosing the same name.
        var firstChoosingDerived: [Int: Int] = [:]
        // Generated types that a derived view type is (`<App>RootView` of a screen `<App>Root`).
        var derivedRoles: [Int: String] = [:]
        var viewScreens: [Int] = []
        for number in index.screens.indices where hasView(number) {
            let view = index.screens[number].view!.value
            viewScreens.append(number)
            guard firstWithView[view] == nil else { continue }
            firstWithView[view] = number
            if let stem = view.strippingSuffix("View"), let deriving = index.screenNumber(stem), derivesView(deriving) {
                firstChoosingDerived[deriving] = number
            }
        }
        for (name, role) in appTypeRoles {
            if let stem = name.strippingSuffix("View"), let deriving = index.screenNumber(stem), derivesView(deriving) {
                derivedRoles[deriving] = role
            }
        }
        let visited = Set(viewScreens).union(firstChoosingDerived.keys).union(derivedRoles.keys).sorted()
        for number in visited {
            let screen = index.screens[number]
            let viewType = screen.viewType
            let location = screen.view?.location ?? screen.id.location
            // The first screen with this view type: a screen choosing it, or the one deriving it.
            var owner: Int?
            if let view = screen.view?.value {
                owner = firstWithView[view]
                if let stem = view.strippingSuffix("View"), let deriving = index.screenNumber(stem), derivesView(deriving) {
                    owner = min(owner ?? deriving, deriving)
                }
            } else {
                owner = firstChoosingDerived[number]
            }
            // Screens passing the view the same values share it (one screen pushed in one place
            // and presented in another): the glue calls one initialiser, the scaffold writes one.
            if let owner, owner < number, Self.viewArguments(of: index.screens[owner]) != Self.viewArguments(of: screen) {
                let owner = index.screens[owner]
                emit.emit("screens '\(owner.id.value)' and '\(screen.id.value)' both use the view type '\(viewType)', "
                          + "but pass it different values",
                          at: location,
                          notes: [Diagnostic.Note("'\(owner.id.value)' uses '\(viewType)' here; a view has one initialiser, so "
                                                  + "screens sharing it need the same params (names, types, order) and both or "
                                                  + "neither searchable", at: owner.view?.location ?? owner.id.location)])
            }
            if let role = screen.view == nil ? derivedRoles[number] : appTypeRoles[viewType] {
                emit.emit("the view type '\(viewType)' of screen '\(screen.id.value)' is also the name of \(role)",
                          at: location, notes: [appNote])
            }
        }
    }

    /// What a screen's view is initialised with: its params (name and type, in order), then the
    /// search text when it is searchable.
    private static func viewArguments(of screen: ScreenDefinition) -> [String] {
        screen.params.map { $0.name.value + ": " + $0.type.value.description } + (screen.search == nil ? [] : ["search"])
    }

    /// Host views (`<ScreenId>Host`) that meet a view type or a screen's app param type, params
    /// named like a property of the generated views, and params named like the search text.
    private func reportHostsAndParams(graph: NavigationGraph, emit: inout RuleEmitter) {
        let spec = graph.spec
        let index = graph.index
        let checkIndex = graph.checkIndex
        func isScreen(_ entry: Int32) -> Bool { index.isDefinition(Int(entry)) }
        // The app types named `…Host` (a derived view type ends in `View`), where each is first
        // used, in screen order: a screen's view before its params.
        var hostNames: [String: SourceLocation] = [:]
        var params = checkIndex.appTypeParams.makeIterator()
        var param = params.next()
        for number in index.screens.indices {
            let entry = Int32(index.screenEntries[number])
            if index.traits[Int(entry)].contains(.view), let view = index.screens[number].view,
               view.value.strippingSuffix("Host") != nil, hostNames[view.value] == nil {
                hostNames[view.value] = view.location
            }
            while let position = param, position.entry <= entry {
                param = params.next()
                guard position.entry == entry else { continue }
                let name = index.param(at: position).type.name
                if name.strippingSuffix("Host") != nil, hostNames[name] == nil {
                    hostNames[name] = spec.param(at: position).type.location
                }
            }
        }
        var hostClashes: [Int: SourceLocation] = [:]
        for (name, location) in hostNames {
            if let number = index.screenNumber(name.strippingSuffix("Host")!) { hostClashes[number] = location }
        }
        let reserved = checkIndex.watchedParams.filter {
            isScreen($0.entry) && Naming.reservedParamNames.contains(index.param(at: $0).name)
        }
        var reservedByScreen: [Int: [ParamSpec]] = [:]
        for position in reserved {
            reservedByScreen[Int(index.entryScreens[Int(position.entry)]), default: []].append(spec.param(at: position))
        }
        for number in Set(hostClashes.keys).union(reservedByScreen.keys).sorted() {
            let id = index.ids[number]
            let host = Naming.hostType(forScreen: id)
            if let other = hostClashes[number] {
                emit.emit("screen '\(id)' generates the host view '\(host)', which is also an app type",
                          at: index.screens[number].id.location,
                          notes: [Diagnostic.Note("'\(host)' is used here", at: other)])
            }
            for param in reservedByScreen[number] ?? [] {
                emit.emit("param '\(param.name.value)' of screen '\(id)' has the name of a property the generated views use",
                          at: param.name.location,
                          notes: [Diagnostic.Note("rename it, e.g. '\(param.name.value)Value' (with its placeholders and titles)",
                                                  at: param.name.location)])
            }
        }

        var reported = Set<Int32>()
        for position in checkIndex.watchedParams
        where isScreen(position.entry) && index.traits[Int(position.entry)].contains(.search) {
            guard index.param(at: position).name == Self.searchArgument, reported.insert(position.entry).inserted else { continue }
            let param = spec.param(at: position)
            let screen = spec.screens[Int(position.entry)]
            emit.emit("param '\(Self.searchArgument)' of the searchable screen '\(screen.id.value)' has the name of the search text its view receives",
                      at: param.name.location,
                      notes: [Diagnostic.Note("the screen is searchable here", at: screen.search!.location)])
        }
    }

    /// Screens whose cases (in `<App>Screen`, `<App>Destination`, `<App>Sheet`) would be equal,
    /// unless they already clash inside one route enum (`duplicate_destination_type`).
    /// Screen ids equal but for case (`MuteList`, `Mutelist`) generate different Swift names, but
    /// skeleton files and docs pages whose names differ only in case: one file on macOS's default
    /// (case-insensitive) file system, so `scaffold` would skip one view and `docs` lose a page.
    private func reportFileNameClashes(graph: NavigationGraph, emit: inout RuleEmitter) {
        var first: [String: ScreenDefinition] = [:]
        for screen in graph.index.screens {
            let key = screen.id.value.lowercased()
            guard let other = first[key] else {
                first[key] = screen
                continue
            }
            // The same case name is reported above.
            guard Naming.caseName(forScreen: other.id.value) != Naming.caseName(forScreen: screen.id.value) else { continue }
            emit.emit("screens '\(other.id.value)' and '\(screen.id.value)' differ only in case: their view files and "
                          + "docs pages would be one file on a case-insensitive file system (macOS's default)",
                      at: screen.id.location,
                      notes: [Diagnostic.Note("'\(other.id.value)' is defined here", at: other.id.location)])
        }
    }

    private func reportCaseClashes(graph: NavigationGraph, emit: inout RuleEmitter) {
        let caseNames = graph.caseNameGroups
        guard !caseNames.groups.isEmpty else { return }
        let index = graph.index
        // The route enums each screen of a group is a destination of: tab stacks naming one
        // type share an enum, every other stack has its own.
        var enumNumbers: [String: Int] = [:]
        var enums: [Int: [Int]] = [:]
        for (stack, screens) in zip(graph.stacks, graph.stackScreens) {
            let key = stack.tabID != nil ? "tab:" + stack.routeType : "stack:" + stack.routeType + ":" + stack.root
            let enumNumber = enumNumbers[key] ?? enumNumbers.count
            enumNumbers[key] = enumNumber
            for screen in screens where caseNames.groupOfScreen[Int(screen)] >= 0 {
                enums[Int(screen), default: []].append(enumNumber)
            }
        }
        func shareAnEnum(_ a: Int, _ b: Int) -> Bool {
            guard let first = enums[a], let second = enums[b] else { return false }
            // A screen is in a handful of enums; one in many (a destination of many modals) is
            // looked up in a set, so that no pair costs the product of their counts.
            guard min(first.count, second.count) > 8 else { return first.contains { second.contains($0) } }
            return !Set(first).isDisjoint(with: second)
        }
        for number in caseNames.groups.joined().map({ Int($0) }).sorted() {
            let group = caseNames.groups[Int(caseNames.groupOfScreen[number])]
            let earlier = group.lazy.map { Int($0) }.prefix { $0 < number }
            guard let clash = earlier.first(where: { !shareAnEnum($0, number) }) else { continue }
            let screen = index.screens[number]
            let other = index.screens[clash]
            let caseName = Naming.caseName(forScreen: screen.id.value)
            emit.emit("screens '\(other.id.value)' and '\(screen.id.value)' both generate the case '\(caseName)'",
                      at: screen.id.location,
                      notes: [Diagnostic.Note("'\(other.id.value)' is defined here", at: other.id.location)])
        }
    }
}
