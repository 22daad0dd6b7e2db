/// `nested_stack`: a screen with its own NavigationStack (`stack: true`) must be presented, never
/// shown inside another stack, because SwiftUI does not support nested NavigationStacks.
public struct NestedStackRule: Rule {
    public static let description = RuleDescription(
        id: "nested_stack",
        name: "Nested stack",
        summary: "a screen with `stack: true` is pushed instead of presented",
        rationale: """
            `stack: true` wraps the screen in a NavigationStack of its own. Pushed onto (or opened \
            in, or used as the root of) another stack, that NavigationStack would sit inside the \
            outer one: SwiftUI does not support nesting them, and the inner stack's pushes, title \
            and toolbar misbehave or are dropped. Only modals (`presentation: sheet` or \
            `fullScreenCover`) get a stack of their own; a pushed screen already lives in one.
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
                  - push: ↓ProductDetail
              ProductDetail:
                stack: true
            """,
            """
            app:
              name: Shop
              root: ↓ProductList
            toolbars:
              main:
                - label: Filters
                  action: { push: ↓Filters }
            screens:
              ProductList:
                stack: true
                toolbar: main
              Filters:
                stack: true
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
                  - sheet: Checkout
              ProductDetail: {}
              Checkout:
                presentation: sheet
                stack: true
                links:
                  - push: Payment
              Payment: {}
            """,
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                links:
                  - push: ProductDetail
              ProductDetail:
                stack: false
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let spec = graph.spec
        // Modals with `stack: true` are fine; pushing a modal is `presentation_mismatch`.
        func stacked(_ name: String) -> ScreenDefinition? {
            // A screen whose presentation a loader error left out only looks pushed.
            guard let screen = graph.screen(name), !screen.isModal, screen.hasOwnStack,
                  !graph.leftOut(.presentations, of: name) else { return nil }
            return screen
        }
        func report(_ target: Located<String>, _ how: String) {
            guard let screen = stacked(target.value), let flag = screen.stack else { return }
            emit.emit("'\(target.value)' has its own NavigationStack and is \(how): nested NavigationStacks break navigation",
                      at: target.location,
                      notes: [Diagnostic.Note("remove 'stack: true', or present '\(target.value)' as a sheet", at: flag.location)])
        }
        for (root, owner) in graph.stackRoots { report(root, "the root of " + owner) }
        // Pushes, from the index: a screen is read only when it pushes one with its own stack.
        let index = graph.index
        for entry in spec.screens.indices {
            let links = index.linkTargets(ofEntry: entry)
            for position in links.indices where index.linkKinds[position] == .push && links[position] >= 0 {
                let target = index.traits(ofScreen: Int(links[position]))
                guard !target.isModal, target.contains(.ownStack) else { continue }
                report(spec.screens[entry].links[position - links.startIndex].target, "pushed")
            }
        }
        for toolbar in spec.toolbars {
            for action in toolbar.items.flatMap(\.actions) {
                switch action.value as ActionSpec? {
                case .push(let target)?: report(target, "pushed")
                case .open(let target, let tab)? where !graph.opensRoot(target.value, tab: tab?.value):
                    report(target, "opened in a stack")
                default: break
                }
            }
        }
    }
}
