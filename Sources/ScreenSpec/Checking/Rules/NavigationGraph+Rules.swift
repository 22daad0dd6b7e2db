// Questions several checker rules ask of the semantic model.

extension NavigationGraph {
    /// Whether `open: screen` (in `tab`, if given) selects a tab and pops it to its root rather
    /// than pushing: the screen is that tab's root (or `app.root`). Such a root's params are
    /// `tab_root_params`' to report, and its `stack: true` is reported at the root.
    func opensRoot(_ screen: String, tab: String?) -> Bool {
        if spec.app.root?.value == screen { return true }
        if let tab { return tabsByID[tab]?.root?.value == screen }
        return spec.tabs.contains { $0.root?.value == screen }
    }

    /// Each stack's root as the spec names it, with the stack it is the root of: `app.root`
    /// ("the app's stack"), then each tab's root in order ("tab 'home'").
    var stackRoots: [(root: Located<String>, owner: String)] {
        var roots: [(root: Located<String>, owner: String)] = []
        if let root = spec.app.root { roots.append((root, "the app's stack")) }
        for tab in spec.tabs {
            if let root = tab.root { roots.append((root, "tab '\(tab.id.value)'")) }
        }
        return roots
    }

    /// By screen number, whether a tab's stack (or the single stack) shows the screen, as its
    /// root or above it: where `open(_:)` and deep links can show a pushed screen.
    func screensShownOnTabStacks() -> [Bool] {
        var shown = [Bool](repeating: false, count: index.screens.count)
        for (stack, screens) in zip(stacks, stackScreens) {
            if case .modal = stack.kind { continue }
            if let root = index.screenNumber(stack.root) { shown[root] = true }
            for screen in screens { shown[Int(screen)] = true }
        }
        return shown
    }
}

extension ScreenDefinition {
    /// The screen's required params for a message (`param 'id'`, `params 'a', 'b'`), with a note
    /// at each on how it would stop being required; nil when none is.
    func requiredParamsReport() -> (phrase: String, notes: [Diagnostic.Note])? {
        let required = requiredParams
        guard !required.isEmpty else { return nil }
        let names = required.map { "'\($0.name.value)'" }.joined(separator: ", ")
        return ((required.count == 1 ? "param " : "params ") + names,
                required.map { Diagnostic.Note($0.type.value.remedy(forRequired: $0.name.value), at: $0.location) })
    }

    /// For a modal shown without its own stack: what it is called in messages ("sheet",
    /// "full-screen cover"), the note at its `presentation` saying to add `stack: true`, and the
    /// fix-it: for a written `stack: false` making it `true` (every spelling YAML reads as false
    /// here, `false`, `False`, `FALSE`, has five letters), else adding `stack: true`.
    func stacklessModal() -> (kind: String, notes: [Diagnostic.Note], fixIts: [Diagnostic.FixIt]) {
        let kind = effectivePresentation == .fullScreenCover ? "full-screen cover" : "sheet"
        let notes = presentation.map {
            [Diagnostic.Note("'\(id.value)' is shown as a \(kind) here; \(stack == nil ? "add" : "set") 'stack: true'", at: $0.location)]
        } ?? []
        // `stack: false` turned true, or `stack: true` added as the screen's first key.
        let fixIts = stack.map { stack in
            stack.value ? nil : stack.verbatimStart.map { Diagnostic.FixIt(replacement: "true", at: $0, length: 5) }
        } ?? keyInsertion?.fixIt(adding: "stack: true")
        return (kind, notes, fixIts.map { [$0] } ?? [])
    }
}
