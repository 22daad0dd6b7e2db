/// `undefined_reference`: every name a spec uses (a link, a tab root, `app.root`, a toolbar use,
/// an action's screen or tab) must name something the spec defines, with a "did you mean" fix-it.
public struct UndefinedReferenceRule: Rule {
    public static let description = RuleDescription(
        id: "undefined_reference",
        name: "Undefined reference",
        summary: "a link, tab root, toolbar use or action names an unknown screen, tab or toolbar",
        rationale: """
            A name that matches nothing cannot become a route case, a tab or a toolbar, so the \
            generated code would not compile, or the button would do nothing. Usually it is a \
            typo: the fix-it replaces it with the closest defined name. An `open` action without \
            `tab` needs a stack that already shows its screen; when none does, the navigator would \
            have nowhere to open it.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                links:
                  - push: ↓ProductDetial
              ProductDetail: {}
            """,
            """
            app:
              name: Shop
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: ↓Hom
              - id: cart
                title: Cart
                systemImage: cart
                root: Cart
            screens:
              Home:
                toolbar: ↓mian
                links:
                  - selectTab: ↓carts
              Cart: {}
            toolbars:
              main:
                - label: Cart
                  action: { open: Cart, tab: ↓crt }
            """,
            """
            app:
              name: Shop
              root: ProductList
            toolbars:
              main:
                - label: Orders
                  action: { selectTab: ↓orders }
                - label: About
                  action: { open: ↓About }
            screens:
              ProductList:
                toolbar: main
              About: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                links:
                  - push: ProductDetail
              ProductDetail: {}
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
            toolbars:
              main:
                - label: Cart
                  action: { selectTab: cart }
                - label: About
                  action: { open: About }
            screens:
              Home:
                toolbar: main
                links:
                  - push: About
              Cart:
                toolbar: main
              About: {}
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        var names = KnownNames(graph.spec)
        func report(_ reference: Located<String>, _ kind: KnownNames.Kind, extra: String = "") {
            guard !names.contains(reference.value, kind) else { return }
            var notes: [Diagnostic.Note] = []
            var fixIts: [Diagnostic.FixIt] = []
            if let suggestion = names.suggestion(for: reference.value, kind) {
                notes.append(Diagnostic.Note("did you mean '\(suggestion)'?", at: reference.location))
                // Inside quotes the name starts one column after the node.
                fixIts.append(Diagnostic.FixIt(replacement: suggestion, at: reference.verbatimStart ?? reference.location,
                                               length: reference.value.unicodeScalars.count))
            } else if kind == .tab, graph.spec.tabs.isEmpty, let root = graph.spec.app.root {
                notes.append(Diagnostic.Note("a single-stack app has no tabs", at: root.location))
            }
            emit.emit("unknown \(kind.rawValue) '\(reference.value)'\(extra)", at: reference.location,
                      notes: notes, fixIts: fixIts)
        }

        let spec = graph.spec
        if let root = spec.app.root { report(root, .screen) }
        for tab in spec.tabs {
            if let root = tab.root { report(root, .screen) }
        }
        for screen in spec.screens {
            for toolbar in screen.toolbars { report(toolbar, .toolbar) }
            for link in screen.links {
                report(link.target, link.kind == .selectTab ? .tab : .screen)
            }
        }
        for toolbar in spec.toolbars {
            for item in toolbar.items {
                guard let action = item.action else { continue }
                switch action.value {
                case .popToRoot(let tab?), .selectTab(let tab):
                    report(tab, .tab)
                case .open(let screen, let tab):
                    report(screen, .screen)
                    if let tab { report(tab, .tab) }
                    if tab == nil { reportUnopenable(screen, graph: graph, emit: &emit) }
                case .push(let screen), .present(let screen):
                    report(screen, .screen)
                case .popToRoot(nil), .pop, .dismiss, .custom:
                    break
                }
            }
        }
    }

    /// `open: X` without `tab` adds X to no stack (DESIGN §2): some tab stack (or the single
    /// stack) must already show X, or X must be a root that `open` can select.
    private func reportUnopenable(_ target: Located<String>, graph: NavigationGraph, emit: inout RuleEmitter) {
        guard let screen = graph.screen(target.value), !screen.isModal else { return }
        let openable = graph.stacks.filter { $0.kind == .single || $0.tabID != nil }
        let shown = openable.contains { $0.root == target.value || $0.destinationSet.contains(target.value) }
        guard !shown else { return }
        var notes: [Diagnostic.Note] = []
        if let tab = graph.spec.tabs.first {
            notes.append(Diagnostic.Note("add 'tab:' to open it in a tab, for example 'tab: \(tab.id.value)'",
                                         at: target.location))
        } else {
            notes.append(Diagnostic.Note("push it from a screen of the stack so the stack can show it",
                                         at: target.location))
        }
        emit.emit("no stack can show '\(target.value)', so 'open' without 'tab' has nowhere to open it",
                  at: target.location, notes: notes)
    }

    /// The spec with every unknown screen, tab and toolbar name replaced by its did-you-mean
    /// suggestion: other rules judge reachability on it, so one typo is reported once, not again
    /// as every screen behind it being unreachable.
    static func repaired(_ spec: Spec) -> Spec {
        var names = KnownNames(spec)
        func fix(_ reference: Located<String>, _ kind: KnownNames.Kind) -> Located<String> {
            guard !names.contains(reference.value, kind),
                  let suggestion = names.suggestion(for: reference.value, kind) else { return reference }
            return Located(suggestion, at: reference.location)
        }
        var spec = spec
        spec.app.root = spec.app.root.map { fix($0, .screen) }
        for index in spec.tabs.indices {
            spec.tabs[index].root = spec.tabs[index].root.map { fix($0, .screen) }
        }
        // Screens are written only where a name changes: an untouched screen stays shared with
        // the original spec, which keeps this pass and comparing its result cheap.
        for index in spec.screens.indices {
            let screen = spec.screens[index]
            for (position, use) in screen.toolbars.enumerated() {
                let fixed = fix(use, .toolbar)
                if fixed.value != use.value { spec.screens[index].toolbars[position] = fixed }
            }
            for (position, link) in screen.links.enumerated() {
                let fixed = fix(link.target, link.kind == .selectTab ? .tab : .screen)
                if fixed.value != link.target.value { spec.screens[index].links[position].target = fixed }
            }
        }
        for index in spec.toolbars.indices {
            for item in spec.toolbars[index].items.indices {
                guard let action = spec.toolbars[index].items[item].action else { continue }
                let value: ActionSpec
                switch action.value {
                case .popToRoot(let tab?): value = .popToRoot(tab: fix(tab, .tab))
                case .selectTab(let tab): value = .selectTab(fix(tab, .tab))
                case .open(let screen, let tab): value = .open(screen: fix(screen, .screen), tab: tab.map { fix($0, .tab) })
                case .push(let screen): value = .push(fix(screen, .screen))
                case .present(let screen): value = .present(fix(screen, .screen))
                case .popToRoot(nil), .pop, .dismiss, .custom: value = action.value
                }
                spec.toolbars[index].items[item].action = Located(value, at: action.location)
            }
        }
        return spec
    }
}

/// The names a spec defines, by kind, in definition order (the order breaks did-you-mean ties).
private struct KnownNames {
    enum Kind: String {
        case screen, tab, toolbar
    }

    let screens: [String]
    let tabs: [String]
    let toolbars: [String]
    private let sets: [Kind: Set<String>]

    init(_ spec: Spec) {
        screens = spec.screens.map(\.id.value)
        tabs = spec.tabs.map(\.id.value)
        toolbars = spec.toolbars.map(\.id.value)
        sets = [.screen: Set(screens), .tab: Set(tabs), .toolbar: Set(toolbars)]
    }

    func contains(_ name: String, _ kind: Kind) -> Bool { sets[kind]?.contains(name) ?? false }

    /// Shared by every suggestion of a run, so thousands of misspellings cannot take hours.
    private var budget = DidYouMean.Budget()

    mutating func suggestion(for name: String, _ kind: Kind) -> String? {
        switch kind {
        case .screen: return DidYouMean.closest(to: name, in: screens, budget: &budget)
        case .tab: return DidYouMean.closest(to: name, in: tabs, budget: &budget)
        case .toolbar: return DidYouMean.closest(to: name, in: toolbars, budget: &budget)
        }
    }
}
