// `deep_link_mismatch` on the chains nested patterns open: a link that would open nothing, and
// a nested pattern whose chain cannot be built.

extension DeepLinkMismatchRule {
    /// The deep links of pushed screens that no tab's stack (nor the single stack) shows and that
    /// do not nest under a modal's own: the generated `handle(_:)` opens a destination where
    /// `open(_:)` would, so such a link opens nothing, however it is written.
    func reportLinksThatOpenNothing(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let index = graph.index
        let shown = graph.screensShownOnTabStacks()
        let nesting = graph.deepLinkNesting
        // Nested under a modal's pattern: opened on its stack, or reported as a nesting problem.
        let inModal = Set(nesting.nests.lazy.filter { nesting.modal(below: $0.parent) != nil }.map(\.child))
        for (number, _) in graph.deepLinkPatterns.patterns where !shown[Int(number)] && !inModal.contains(number) {
            let screen = index.screens[Int(number)]
            guard !index.traits(ofScreen: Int(number)).isModal, let deepLink = screen.deepLink else { continue }
            let id = screen.id.value
            let modals = graph.stacksShowing(id).compactMap { stack -> ScreenDefinition? in
                guard case .modal(let modal) = stack.kind else { return nil }
                return graph.screen(modal)
            }
            let owners = modals.map { "'\($0.id.value)'" }
            let why = switch owners.count {
            case 0: "no stack pushes '\(id)'"
            case 1: "only the stack of the modal \(owners[0]) pushes '\(id)'"
            default: "only the stacks of the modals \(owners.dropLast().joined(separator: ", ")) and \(owners.last!) push '\(id)'"
            }
            let stack = graph.isSingleStack ? "the app's stack" : "a tab's stack"
            var remedy = "push '\(id)' from a screen of \(stack), or remove the deep link"
            var fixIts: [Diagnostic.FixIt] = []
            if let modal = modals.first(where: { modal in
                   modal.deepLink != nil && modal.links.contains { $0.kind == .push && $0.target.value == id }
               }), let modalLink = modal.deepLink {
                // The modal's path: the fix-it puts it in front when it has no placeholder to share.
                let path = String(modalLink.value.prefix { $0 != "?" })
                remedy += ", or extend the pattern of '\(modal.id.value)' ('\(path)/…'): the link then presents "
                    + "'\(modal.id.value)' with '\(id)' on its stack"
                if DeepLinkPattern(modalLink.value).isValid, !path.contains("{"), DeepLinkPattern(deepLink.value).isValid {
                    fixIts = deepLink.fixIt(replacing: 0, with: path).map { [$0] } ?? []
                }
            } else {
                remedy += " (a modal's own deep link presents it)"
            }
            emit.emit("the deep link of '\(id)' would open nothing: a deep link shows its screen on \(stack), and \(why)",
                      at: deepLink.location, notes: [Diagnostic.Note(remedy, at: deepLink.location)], fixIts: fixIts)
        }
    }

    /// Reports a nested pattern whose chain cannot be opened, with a note at the parent's pattern.
    func report(_ problem: DeepLinkNesting.Problem, of nest: DeepLinkNesting.Nest, in graph: NavigationGraph,
                        emit: inout RuleEmitter) {
        let child = graph.index.screens[Int(nest.child)], parent = graph.index.screens[Int(nest.parent)]
        guard let link = child.deepLink, let parentLink = parent.deepLink else { return }
        let (childID, parentID) = (child.id.value, parent.id.value)
        let why: String, fix: String
        /// A param's type as written, for the message.
        func type(_ name: String, _ screen: ScreenDefinition) -> String {
            screen.params.first { $0.name.value == name }.map { "\($0.type.value)" } ?? "?"
        }
        switch problem {
        case .notPushed:
            why = "'\(parentID)' does not push '\(childID)'"
            fix = "add 'push: \(childID)' to the links of '\(parentID)', or give '\(childID)' a pattern that does not extend this one"
        case .typeDiffers(let ours, let theirs) where ours == theirs:
            why = "'{\(ours)}' is '\(type(theirs, child))' here and '\(type(ours, parent))' in '\(parentID)'"
            fix = "give '\(ours)' the same type in both screens"
        case .typeDiffers(let ours, let theirs):
            why = "'{\(theirs)}' ('\(type(theirs, child))') fills '{\(ours)}' of '\(parentID)', which is '\(type(ours, parent))'"
            fix = "give '\(ours)' and '\(theirs)' of '\(childID)', which fills it, the same type"
        case .parentNeeds(let name):
            why = "'\(parentID)' needs '\(name)', which its path does not hold"
            fix = "give '\(name)' a default, or put it in the path of '\(parentID)'"
        }
        emit.emit("deep link '\(link.value)' extends '\(parentLink.value)' of '\(parentID)', so it opens both, "
                  + "but \(why)",
                  at: link.location,
                  notes: [Diagnostic.Note("'\(parentID)' has the shorter pattern here; \(fix)", at: parentLink.location)])
    }
}
