/// `toolbar_without_stack`: on iOS a modal's title and toolbar items show in its navigation bar,
/// which a sheet or full-screen cover only has when it gets its own NavigationStack.
public struct ToolbarWithoutStackRule: Rule {
    public static let description = RuleDescription(
        id: "toolbar_without_stack",
        name: "Toolbar without stack",
        summary: "a sheet or full-screen cover with a toolbar, title or title display mode but no `stack: true`, in an app for iOS",
        rationale: """
            A sheet or full-screen cover is a new presentation context: without `stack: true` it \
            has no NavigationStack, and on iOS no navigation bar, so its title, title display mode \
            and toolbar items are not shown. A Cancel or Done button disappears with them, and a \
            full-screen cover whose only way back was such a button cannot be closed. Add \
            `stack: true` to the modal (it then gets its own stack; the fix-it turns a written \
            `stack: false` to `true`, or adds `stack: true` as the screen's first key), or drop \
            the keys. On the Mac \
            a sheet shows confirmation, cancellation and primary actions without a stack, so an \
            app for macOS alone is not reported.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Cities
              root: CityList
            toolbars:
              form:
                - { placement: cancellationAction, label: Cancel, action: dismiss }
            screens:
              CityList:
                links:
                  - sheet: AddCity
              AddCity:
                presentation: sheet
                title: New City
                toolbar: ↓form
            """,
            """
            app:
              name: Shop
              root: Store
              deploymentTarget: [iOS 17, macOS 14]
            toolbars:
              done:
                - { placement: confirmationAction, label: Done, action: dismiss }
            screens:
              Store:
                links:
                  - fullScreenCover: OrderPlaced
              OrderPlaced:
                presentation: fullScreenCover
                toolbar: ↓done
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Cities
              root: CityList
            toolbars:
              form:
                - { placement: cancellationAction, label: Cancel, action: dismiss }
            screens:
              CityList:
                links:
                  - sheet: AddCity
              AddCity:
                presentation: sheet
                stack: true
                title: New City
                toolbar: form
            """,
            """
            app:
              name: Notes
              root: NoteList
              deploymentTarget: macOS 14
            toolbars:
              form:
                - { placement: confirmationAction, label: Done, action: dismiss }
            screens:
              NoteList:
                links:
                  - sheet: Export
              Export:
                presentation: sheet
                toolbar: form
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        guard graph.spec.app.platforms.contains(.iOS) else { return }
        let index = graph.index
        for number in index.screens.indices {
            let traits = index.traits[Int(index.screenEntries[number])]
            guard traits.isModal, !traits.isDialog, !traits.contains(.ownStack) else { continue }
            let screen = index.screens[number]
            // Its `stack` left out by a loader error: it may have one.
            if graph.leftOut(.stacks, of: screen.id.value) { continue }
            var lost: [String] = []
            if screen.title != nil { lost.append("title") }
            if screen.titleDisplayMode != nil, screen.title == nil { lost.append("title display mode") }
            if !screen.toolbars.isEmpty { lost.append("toolbar") }
            guard let at = screen.toolbars.first?.location ?? screen.title?.location ?? screen.titleDisplayMode?.location
            else { continue }
            var (kind, notes, fixIts) = screen.stacklessModal()
            if screen.effectivePresentation == .fullScreenCover, let item = closingItem(of: screen, in: graph) {
                let name = item.label.map { "'\($0.value)'" } ?? item.systemImage.map { "'\($0.value)'" } ?? "an item"
                notes.append(Diagnostic.Note("\(name) closes the full-screen cover; on iOS it is not shown",
                                             at: item.location))
            }
            emit.emit("\(kind) '\(screen.id.value)' has no navigation stack, so on iOS its \(lost.joined(separator: " and ")) \(lost.count == 1 ? "is" : "are") not shown",
                      at: at, notes: notes, fixIts: fixIts)
        }
    }

    /// The first toolbar item (or menu item) of `screen` that dismisses a modal.
    private func closingItem(of screen: ScreenDefinition, in graph: NavigationGraph) -> ToolbarItemSpec? {
        func closes(_ item: ToolbarItemSpec) -> ToolbarItemSpec? {
            switch item.action?.value {
            case .dismiss?, .dismissAll?: return item
            default: return item.menu?.lazy.compactMap(closes).first
            }
        }
        return graph.toolbars(of: screen).lazy.flatMap(\.items).compactMap(closes).first
    }
}
