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
        let generated = Dictionary(Naming.appTypes(app: app).map { ($0.name, $0.role) },
                                   uniquingKeysWith: { first, _ in first })

        // Tab stacks naming one type share one enum; every other stack has an enum of its own.
        // The tab group of each name, and every group of each name, are looked up, not searched:
        // a search per stack is quadratic in an app of many tabs.
        var groups: [(name: String, stacks: [Int])] = []
        var tabGroupByName: [String: Int] = [:]
        for (number, stack) in graph.stacks.enumerated() {
            if stack.tabID != nil, let index = tabGroupByName[stack.routeType] {
                groups[index].stacks.append(number)
            } else {
                if stack.tabID != nil { tabGroupByName[stack.routeType] = groups.count }
                groups.append((stack.routeType, [number]))
            }
        }
        var groupsByName: [String: [Int]] = [:]
        for (index, group) in groups.enumerated() { groupsByName[group.name, default: []].append(index) }
        let views = ViewTypes(graph)
        let params = firstParams(ofTypes: groups.map(\.name), graph: graph)

        for (index, group) in groups.enumerated() {
            let name = group.name
            let stacks = group.stacks.map { graph.stacks[$0] }
            // Point at a `routeType:` value when one chose the name.
            let first = stacks.first { GeneratedNames.isExplicit($0, in: graph) } ?? stacks[0]
            let location = first.routeTypeLocation
            if let role = generated[name] {
                emit.emit("route type '\(name)' of \(GeneratedNames.owner(of: first)) has the same name as \(role)",
                          at: location, notes: [Diagnostic.Note("'\(app)' names the generated types here", at: spec.app.name.location)])
            }
            if let screen = views.firstScreen(withViewType: name) {
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
                for otherIndex in groupsByName[name] ?? [] where otherIndex > index {
                    let otherStack = graph.stacks[groups[otherIndex].stacks[0]]
                    emit.emit("route type '\(name)' of \(GeneratedNames.owner(of: first)) is also the route type of \(GeneratedNames.owner(of: otherStack))",
                              at: location, notes: [Diagnostic.Note("\(GeneratedNames.owner(of: otherStack)) generates '\(name)' here",
                                                      at: otherStack.routeTypeLocation)])
                }
            }
            reportCaseClashes(in: group.stacks, name: name, at: location, graph: graph, emit: &emit)
        }
    }

    /// The first screen of the spec (every entry, in order) whose view type has a name, for the
    /// few names of route types: a `view:` value, or the `<ScreenId>View` of a screen without one.
    private struct ViewTypes {
        let spec: Spec
        let index: SpecIndex
        /// The first entry with each `view:` value.
        var firstWithView: [String: Int] = [:]
        /// For each screen number, its first entry without a `view:`, or -1.
        var firstDeriving: [Int32]

        init(_ graph: NavigationGraph) {
            spec = graph.spec
            index = graph.index
            let traits = index.traits
            firstDeriving = [Int32](repeating: -1, count: index.screens.count)
            for entry in spec.screens.indices {
                if traits[entry].contains(.view) {
                    let view = spec.screens[entry].view!.value
                    if firstWithView[view] == nil { firstWithView[view] = entry }
                } else if firstDeriving[Int(index.entryScreens[entry])] < 0 {
                    firstDeriving[Int(index.entryScreens[entry])] = Int32(entry)
                }
            }
        }

        func firstScreen(withViewType name: String) -> ScreenDefinition? {
            var first = firstWithView[name]
            if let stem = name.strippingSuffix("View"), let number = index.screenNumber(stem), firstDeriving[number] >= 0 {
                first = min(first ?? .max, Int(firstDeriving[number]))
            }
            return first.map { spec.screens[$0] }
        }
    }

    /// For each of `names`, the first param (every entry, in order) whose app type has the name,
    /// or whose type `Car.ID` names the app type `Car`.
    private func firstParams(ofTypes names: [String], graph: NavigationGraph) -> [String: (screen: String, param: ParamSpec)] {
        var wanted = Set(names)
        var found: [String: (screen: String, param: ParamSpec)] = [:]
        for position in graph.checkIndex.appTypeParams where !wanted.isEmpty {
            let name = graph.index.param(at: position).type.name
            var types = [name]
            if name.utf8.contains(UInt8(ascii: ".")) { types.append(String(name.prefix { $0 != "." })) }
            for type in types where wanted.remove(type) != nil {
                found[type] = (graph.spec.screens[Int(position.entry)].id.value, graph.spec.param(at: position))
            }
        }
        return found
    }

    /// Two screens of the enum's destinations (the union, for a shared `routeType`) whose case
    /// names are equal.
    private func reportCaseClashes(in stacks: [Int], name: String, at location: SourceLocation,
                                   graph: NavigationGraph, emit: inout RuleEmitter) {
        let caseNames = graph.caseNameGroups
        guard !caseNames.groups.isEmpty else { return }
        // The union in definition order, from the stacks' own ordered lists: scanning every
        // screen of the spec per stack would be quadratic (there is a stack per modal).
        let screens = stacks.count == 1 ? graph.stackScreens[stacks[0]] : Set(stacks.flatMap { graph.stackScreens[$0] }).sorted()
        var byCase: [Int32: [Int]] = [:]
        var order: [Int32] = []
        for screen in screens {
            let group = caseNames.groupOfScreen[Int(screen)]
            guard group >= 0 else { continue }
            if byCase[group] == nil { order.append(group) }
            byCase[group, default: []].append(Int(screen))
        }
        for group in order {
            guard let clashing = byCase[group]?.map({ graph.index.screens[$0] }), clashing.count > 1 else { continue }
            let caseName = Naming.caseName(forScreen: clashing[0].id.value)
            let list = clashing.map { "'\($0.id.value)'" }.joined(separator: ", ")
            emit.emit("route type '\(name)' would have two cases named '\(caseName)', from screens \(list)",
                      at: location,
                      notes: clashing.map { Diagnostic.Note("'\($0.id.value)' gives the case '\(caseName)'", at: $0.id.location) })
        }
    }
}
