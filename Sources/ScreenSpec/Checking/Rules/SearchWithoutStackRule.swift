/// `search_without_stack`: `.searchable` puts its field in the navigation bar, which a modal only
/// has when it gets its own NavigationStack.
public struct SearchWithoutStackRule: Rule {
    public static let description = RuleDescription(
        id: "search_without_stack",
        name: "Search without stack",
        summary: "a searchable screen shown as a sheet or full-screen cover without `stack: true`",
        rationale: """
            A sheet or full-screen cover is a new presentation context: without `stack: true` it \
            has no NavigationStack, hence no navigation bar, and `.searchable` has nowhere to show \
            its field, so the screen's search silently disappears. Add `stack: true` to the modal \
            (it then gets its own stack, title and toolbars; the fix-it turns a written \
            `stack: false` to `true`, or adds `stack: true` as the screen's first key), or drop `search`.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Cities
              root: CityList
            screens:
              CityList:
                links:
                  - sheet: AddCity
              AddCity:
                presentation: sheet
                ↓search:
                  prompt: Find a city to add
            """,
            """
            app:
              name: Cars
              root: CarList
            screens:
              CarList:
                links:
                  - fullScreenCover: MakePicker
              MakePicker:
                presentation: fullScreenCover
                stack: false
                ↓search: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Cities
              root: CityList
            screens:
              CityList:
                search:
                  prompt: Search a city
                links:
                  - sheet: AddCity
              AddCity:
                presentation: sheet
                stack: true
                search:
                  prompt: Find a city to add
            """,
            """
            app:
              name: Cars
              root: CarList
            screens:
              CarList:
                links:
                  - sheet: AddCar
              AddCar:
                presentation: sheet
                stack: true
                links:
                  - push: MakePicker
              MakePicker:
                search: {}
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let index = graph.index
        for number in index.screens.indices {
            let entry = Int(index.screenEntries[number])
            guard index.traits[entry].contains(.search), index.traits[entry].isModal,
                  !index.traits[entry].contains(.ownStack) else { continue }
            let screen = index.screens[number]
            // Its `stack` left out by a loader error: it may have one.
            if graph.leftOut(.stacks, of: screen.id.value) { continue }
            let search = screen.search!
            let (kind, notes, fixIts) = screen.stacklessModal()
            emit.emit("searchable \(kind) '\(screen.id.value)' has no navigation stack, so its search field has nowhere to go",
                      at: search.location, notes: notes, fixIts: fixIts)
        }
    }
}
