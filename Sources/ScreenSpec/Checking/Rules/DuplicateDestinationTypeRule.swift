/// `duplicate_destination_type`: every stack registers exactly one `navigationDestination(for:)`
/// for its route enum, which only works when that enum is a type of its own with one case per
/// destination.
public struct DuplicateDestinationTypeRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate_destination_type",
        name: "Duplicate destination type",
        summary: "a route type name clashes with another type, or one route enum would get two cases of the same name",
        rationale: """
            Each stack's path is typed by its route enum and registers one \
            `navigationDestination(for:)` for it. A route type named like another generated type \
            (the tab enum, the navigator, another stack's route), a view type or a param type does \
            not compile, or worse, makes two stacks share registrations SwiftUI resolves silently \
            to the one closest to the root. Two screens of one stack whose cases have the same \
            name (`URLPreview` and `UrlPreview` both give `urlPreview`) cannot be cases of one \
            enum; tabs sharing a `routeType` share one enum, so their destinations must not clash \
            either.
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
                root: Home
                routeType: ↓ShopNavigator
              - id: cart
                title: Cart
                systemImage: cart
                root: Cart
                routeType: ↓CartView
            screens:
              Home: {}
              Cart: {}
            """,
            """
            app:
              name: Shop
            tabs:
              - id: ↓home
                title: Home
                systemImage: house
                root: Home
              - id: cart
                title: Cart
                systemImage: cart
                root: Cart
            screens:
              Home:
                links:
                  - push: URLPreview
                  - push: UrlPreview
              Cart: {}
              URLPreview: {}
              UrlPreview: {}
            """,
            """
            app:
              name: Shop
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Home
                routeType: ↓ItemRoute
              - id: cart
                title: Cart
                systemImage: cart
                root: Cart
                routeType: ItemRoute
              - id: search
                title: Search
                systemImage: magnifyingglass
                root: Search
                routeType: ↓ScanRoute
            screens:
              Home:
                links:
                  - push: QRCode
              Cart:
                links:
                  - push: QrCode
                  - sheet: Scan
              Search: {}
              QRCode: {}
              QrCode: {}
              Scan:
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
                routeType: ProductRoute
              - id: cart
                title: Cart
                systemImage: cart
                root: Cart
                routeType: ProductRoute
            screens:
              Home:
                links:
                  - push: ProductDetail
              Cart:
                links:
                  - push: ProductDetail
              ProductDetail:
                params:
                  id: Int
            """,
            """
            app:
              name: Shop
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Home
              - id: cart
                title: Cart
                systemImage: cart
                root: Cart
            screens:
              Home:
                links:
                  - push: URLPreview
              Cart:
                links:
                  - push: Receipt
              URLPreview: {}
              Receipt: {}
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let spec = graph.spec
        let app = spec.app.name.value
        let generated = Dictionary(GeneratedNames.appTypes(app: app).map { ($0.name, $0.role) },
                                   uniquingKeysWith: { first, _ in first })
        var views: [String: ScreenDefinition] = [:]
        for screen in spec.screens where views[screen.viewType] == nil { views[screen.viewType] = screen }
        var params: [String: (screen: String, param: ParamSpec)] = [:]
        for screen in spec.screens {
            for param in screen.params where param.type.value.builtin == nil {
                // `Car.ID` names the app type `Car` too.
                let name = param.type.value.name
                for type in [name, String(name.prefix { $0 != "." })] where params[type] == nil {
                    params[type] = (screen.id.value, param)
                }
            }
        }

        // Tab stacks naming one type share one enum; every other stack has an enum of its own.
        var groups: [(name: String, stacks: [NavigationStackModel])] = []
        for stack in graph.stacks {
            if stack.tabID != nil, let index = groups.firstIndex(where: { $0.name == stack.routeType && $0.stacks[0].tabID != nil }) {
                groups[index].stacks.append(stack)
            } else {
                groups.append((stack.routeType, [stack]))
            }
        }

        for (index, group) in groups.enumerated() {
            let name = group.name
            // Point at a `routeType:` value when one chose the name.
            let first = group.stacks.first { GeneratedNames.isExplicit($0, in: graph) } ?? group.stacks[0]
            let location = first.routeTypeLocation
            if let role = generated[name] {
                emit.emit("route type '\(name)' of \(GeneratedNames.owner(of: first)) has the same name as \(role)",
                          at: location, notes: [Diagnostic.Note("'\(app)' names the generated types here", at: spec.app.name.location)])
            }
            if let screen = views[name] {
                emit.emit("route type '\(name)' of \(GeneratedNames.owner(of: first)) has the same name as the view type of screen '\(screen.id.value)'",
                          at: location, notes: [Diagnostic.Note("the view type of '\(screen.id.value)'", at: screen.view?.location ?? screen.id.location)])
            }
            if let use = params[name] {
                emit.emit("route type '\(name)' of \(GeneratedNames.owner(of: first)) has the same name as the type of param '\(use.param.name.value)' of screen '\(use.screen)'",
                          at: location, notes: [Diagnostic.Note("the param's type", at: use.param.type.location)])
            }
            // Another stack's route with this name: a clash reported here when `routeType:` chose
            // it; two derived names meeting is `generated_name_collision`.
            if GeneratedNames.isExplicit(first, in: graph) {
                for other in groups[(index + 1)...] where other.name == name {
                    emit.emit("route type '\(name)' of \(GeneratedNames.owner(of: first)) is also the route type of \(GeneratedNames.owner(of: other.stacks[0]))",
                              at: location, notes: [Diagnostic.Note("\(GeneratedNames.owner(of: other.stacks[0])) generates '\(name)' here",
                                                      at: other.stacks[0].routeTypeLocation)])
                }
            }
            reportCaseClashes(in: group.stacks, name: name, at: location, graph: graph, emit: &emit)
        }
    }

    /// Two screens of the enum's destinations (the union, for a shared `routeType`) whose case
    /// names are equal.
    private func reportCaseClashes(in stacks: [NavigationStackModel], name: String, at location: SourceLocation,
                                   graph: NavigationGraph, emit: inout RuleEmitter) {
        // The union in definition order, from the stacks' own ordered lists: scanning every
        // screen of the spec per stack would be quadratic (there is a stack per modal).
        let screens: [ScreenDefinition]
        if stacks.count == 1 {
            screens = stacks[0].destinations.compactMap { graph.screensByID[$0] }
        } else {
            var union = Set<String>()
            for stack in stacks { union.formUnion(stack.destinationSet) }
            screens = graph.spec.screens.uniqued(by: \.id.value).filter { union.contains($0.id.value) }
        }
        var byCase: [String: [ScreenDefinition]] = [:]
        var order: [String] = []
        for screen in screens {
            let caseName = GeneratedNames.caseName(forScreen: screen.id.value)
            if byCase[caseName] == nil { order.append(caseName) }
            byCase[caseName, default: []].append(screen)
        }
        for caseName in order {
            guard let clashing = byCase[caseName], clashing.count > 1 else { continue }
            let list = clashing.map { "'\($0.id.value)'" }.joined(separator: ", ")
            emit.emit("route type '\(name)' would have two cases named '\(caseName)', from screens \(list)",
                      at: location,
                      notes: clashing.map { Diagnostic.Note("'\($0.id.value)' gives the case '\(caseName)'", at: $0.id.location) })
        }
    }
}
