/// `presentation_mismatch`: a screen's `presentation` says how it is shown, and every way of
/// reaching it (links, actions, roots, deep links) must agree with it.
public struct PresentationMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "presentation_mismatch",
        name: "Presentation mismatch",
        summary: "a screen is pushed, presented or used as a root against its `presentation`",
        rationale: """
            Modals (`presentation: sheet`, `fullScreenCover`, `alert` or `confirmationDialog`) are \
            cases of the sheet enum, shown with `.sheet(item:)`, `.fullScreenCover(item:)`, \
            `.alert` or `.confirmationDialog`; pushed screens are cases of route enums, shown by \
            `navigationDestination`. A link or action that shows a screen the other way has no \
            generated code to do it. A modal cannot be a tab root or the app root, and a modal \
            without `stack: true` has no stack to push onto or pop: not for its links, its toolbars, \
            nor the buttons of an alert or dialog it shows (a `pop` there would pop the stack \
            hidden under the modal). A link gets a fix-it to the verb of the target's presentation \
            (to `push` only where the linking screen can push); an action, a note naming its verb \
            (`present` for a modal, `open` for a screen a tab's or the app's stack shows).
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
                  - push: ↓Checkout
                  - sheet: ↓ProductDetail
                  - fullScreenCover: ↓Checkout
              ProductDetail: {}
              Checkout:
                presentation: sheet
            """,
            """
            app:
              name: Shop
              root: ↓Welcome
            toolbars:
              main:
                - label: Help
                  action: { present: ↓Help }
                - label: Scan
                  action: { open: ↓Scanner }
            screens:
              Welcome:
                presentation: fullScreenCover
                toolbar: main
              Help: {}
              Scanner:
                presentation: fullScreenCover
            """,
            """
            app:
              name: Shop
              root: ProductList
              urlScheme: shop
            screens:
              ProductList:
                links:
                  - sheet: Checkout
              Checkout:
                presentation: sheet
                deepLink: /checkout
                links:
                  - push: ↓Payment
                  - alert: ↓Payment
              Payment: {}
            """,
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                links:
                  - sheet: Checkout
                  - alert: Declined
              Checkout:
                presentation: sheet
                links:
                  - alert: Declined
              Declined:
                presentation: alert
                title: Card declined
                buttons:
                  - label: Change Card
                    action: { push: ↓Payment }
                  - label: Start Over
                    action: ↓popToRoot
              Payment: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Shop
              root: ProductList
            toolbars:
              main:
                - label: Scan
                  action: { present: Scanner }
            screens:
              ProductList:
                toolbar: main
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
              Scanner:
                presentation: fullScreenCover
            """,
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                links:
                  - push: Settings
              Settings:
                presentation: push
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let spec = graph.spec
        /// The note pointing at what the target declares.
        func declared(_ screen: ScreenDefinition) -> [Diagnostic.Note] {
            guard let presentation = screen.presentation else { return [] }
            return [Diagnostic.Note("'\(screen.id.value)' declares 'presentation: \(presentation.value.rawValue)' here",
                                    at: presentation.location)]
        }
        /// The note on giving the modal `screen` a stack of its own to push onto.
        func stackNote(_ screen: ScreenDefinition) -> Diagnostic.Note {
            Diagnostic.Note("add 'stack: true' to give '\(screen.id.value)' its own stack",
                            at: screen.presentation?.location ?? screen.id.location)
        }
        /// Whether a tab's stack (or the app's) shows `screen`: where `open` can show it.
        var shownOnTabStacks: [Bool]?
        func shownOnTabStack(_ screen: String) -> Bool {
            if shownOnTabStacks == nil { shownOnTabStacks = graph.screensShownOnTabStacks() }
            return graph.index.screenNumber(screen).map { shownOnTabStacks?[$0] == true } ?? false
        }
        /// Reports `target` unless it is shown as `expected` (nil: any modal). A link showing the
        /// target another way (`push:` for a sheet, `sheet:` for a full-screen cover) gets a fix-it
        /// to the verb the target declares, at `link`: a link's verb names one presentation, so that
        /// is the one answer. To a pushed target only when the linking screen `canPush`.
        func require(_ target: Located<String>, _ expected: Presentation?, verb: String, link: LinkSpec? = nil,
                     canPush: Bool = true, inTab: Bool = false) {
            // A screen whose presentation a loader error left out is not judged.
            guard let screen = graph.screen(target.value), !graph.leftOut(.presentations, of: target.value) else { return }
            let actual = screen.effectivePresentation
            if let expected, actual == expected { return }
            if expected == nil, screen.isModal { return }
            let shape = expected.map { "'presentation: \($0.rawValue)'" }
                ?? "'presentation: sheet', 'fullScreenCover', 'alert' or 'confirmationDialog'"
            var fixIts: [Diagnostic.FixIt] = []
            var notes = declared(screen)
            if let link, actual != .push || canPush {
                // Said in a note too: a reporter that shows no fix-its (text without a terminal) still tells it.
                notes.append(Diagnostic.Note("write '\(actual.rawValue): \(target.value)'", at: link.location))
                fixIts.append(Diagnostic.FixIt(replacement: actual.rawValue, at: link.location,
                                               length: link.kind.rawValue.unicodeScalars.count))
            } else if inTab {
                // A tab's action only presents: the screen must become a modal.
                notes.append(Diagnostic.Note("a tab's action presents a modal: give '\(target.value)' 'presentation: sheet' "
                                             + "(or fullScreenCover) to present it from the tab", at: target.location))
            } else if link == nil, actual != .push || shownOnTabStack(target.value) {
                // An action: the verb that shows the target as it is declared (`open` when a tab's
                // or the app's stack shows it; only a modal's own stack: no verb does).
                let instead = actual == .push ? "open" : "present"
                notes.append(Diagnostic.Note("to show it as \(actual.phrase), write '\(instead): \(target.value)'", at: target.location))
            }
            emit.emit("'\(verb)' needs a screen with \(shape), but '\(target.value)' is \(actual.phrase)",
                      at: target.location, notes: notes, fixIts: fixIts)
        }

        for (root, _) in graph.stackRoots {
            guard let screen = graph.screen(root.value), screen.isModal, !graph.leftOut(.presentations, of: root.value)
            else { continue }
            // A tab meant to present the modal says so with an `action`.
            let tabNote = spec.tabs.contains { $0.root == root } && !screen.effectivePresentation.isDialog
                ? [Diagnostic.Note("for a tab whose tap presents '\(root.value)', write 'action: { present: \(root.value) }' "
                                   + "instead of 'root'", at: root.location)] : []
            emit.emit("the root '\(root.value)' is \(screen.effectivePresentation.phrase); a root is always in a stack",
                      at: root.location, notes: declared(screen) + tabNote)
        }
        // The index tells each link's target and each screen's presentation: a screen is read
        // only to report it.
        let index = graph.index
        for entry in spec.screens.indices {
            let traits = index.traits[entry]
            let links = index.linkTargets(ofEntry: entry)
            for position in links.indices where links[position] >= 0 {
                let expected: Presentation
                switch index.linkKinds[position] {
                case .push: expected = .push
                case .sheet: expected = .sheet
                case .fullScreenCover: expected = .fullScreenCover
                case .alert: expected = .alert
                case .confirmationDialog: expected = .confirmationDialog
                case .selectTab: continue
                }
                guard index.traits(ofScreen: Int(links[position])).presentation != expected else { continue }
                let link = spec.screens[entry].links[position - links.startIndex]
                // A modal without a stack of its own (or a dialog) has nothing to push onto.
                require(link.target, expected, verb: expected.rawValue, link: link,
                        canPush: !traits.isModal || (traits.contains(.ownStack) && !traits.isDialog))
            }
            // A dialog's links are already the loader's error ('links' is not allowed on an alert).
            guard traits.isModal, !traits.isDialog else { continue }
            // A loader error left out whether it is a modal, or has a stack: it may have one.
            let id = spec.screens[entry].id.value
            if graph.leftOut(.presentations, of: id) || graph.leftOut(.stacks, of: id) { continue }
            if !traits.contains(.ownStack) {
                for position in links.indices
                where index.linkKinds[position] == .push && links[position] >= 0
                    && !index.traits(ofScreen: Int(links[position])).isModal
                    && !graph.leftOut(.presentations, of: index.screens[Int(links[position])].id.value) {
                    let screen = spec.screens[entry]
                    let link = screen.links[position - links.startIndex]
                    emit.emit("the modal '\(screen.id.value)' has no NavigationStack to push '\(link.target.value)' onto",
                              at: link.target.location,
                              notes: [stackNote(screen)])
                }
                // A dialog's button acts on the stack under the dialog: this modal has none (a pop
                // would pop the stack hidden under the modal).
                for position in links.indices
                where links[position] >= 0 && index.traits(ofScreen: Int(links[position])).isDialog {
                    let screen = spec.screens[entry]
                    let dialog = screen.links[position - links.startIndex].target
                    for button in graph.screen(dialog.value)?.dialog?.buttons ?? [] {
                        guard let action = button.action, let use = Self.stackUse(action, graph) else { continue }
                        emit.emit("the modal '\(screen.id.value)' has no NavigationStack for the button "
                                      + "'\(button.label.value)' of '\(dialog.value)' to \(use.phrase)",
                                  at: use.location,
                                  notes: [Diagnostic.Note("'\(screen.id.value)' shows '\(dialog.value)' here", at: dialog.location),
                                          stackNote(screen)])
                    }
                }
                for (position, use) in index.toolbarUses(ofEntry: entry).enumerated() where use >= 0 {
                    let screen = spec.screens[entry]
                    let use = screen.toolbars[position]
                    guard let toolbar = graph.toolbarsByID[use.value] else { continue }
                    for action in toolbar.items.flatMap(\.actions) {
                        guard let stackUse = Self.stackUse(action, graph) else { continue }
                        emit.emit("the modal '\(screen.id.value)' has no NavigationStack for toolbar '\(use.value)' to \(stackUse.phrase)",
                                  at: use.location,
                                  notes: [Diagnostic.Note("the toolbar does so here", at: stackUse.location),
                                          stackNote(screen)])
                    }
                }
            }
        }
        let actions = spec.toolbars.flatMap { $0.items.flatMap(\.actions) }
            + spec.screens.flatMap { $0.dialog?.buttons.compactMap(\.action) ?? [] }
        for action in actions {
            switch action.value {
            case .push(let target): require(target, .push, verb: "push")
            case .open(let target, _): require(target, .push, verb: "open")
            case .present(let target): require(target, nil, verb: "present")
            default: break
            }
        }
        for case .present(let target)? in spec.tabs.map(\.action?.value) { require(target, nil, verb: "present", inTab: true) }
    }

    /// What an action does to the current stack (`push 'X' onto`, `pop`), and where it says so;
    /// nil for an action that uses no stack of the screen it is on.
    private static func stackUse(_ action: Located<ActionSpec>, _ graph: NavigationGraph)
        -> (phrase: String, location: SourceLocation)?
    {
        switch action.value {
        case .push(let target) where graph.screen(target.value)?.isModal == false:
            return ("push '\(target.value)' onto", target.location)
        case .pop: return ("pop", action.location)
        case .popToRoot(nil): return ("pop to its root", action.location)
        default: return nil
        }
    }
}
