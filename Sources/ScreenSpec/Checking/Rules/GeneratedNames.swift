/// How the checker's naming rules speak of the stacks whose generated names they compare
/// (the names themselves are `Naming`'s).
enum GeneratedNames {
    /// Where a stack's route type comes from, for messages ("tab 'home'", "the modal 'AddCity'").
    static func owner(of stack: NavigationStackModel) -> String {
        switch stack.kind {
        case .tab(let id): return "tab '\(id)'"
        case .single: return "the app's stack"
        case .modal(let id): return "the modal '\(id)'"
        }
    }

    /// Whether the stack's route type name was written as `routeType:` rather than derived.
    static func isExplicit(_ stack: NavigationStackModel, in graph: NavigationGraph) -> Bool {
        guard let tab = stack.tabID else { return false }
        return graph.tabsByID[tab]?.routeType != nil
    }
}

extension String {
    /// The text before `suffix`, when the text ends with it byte for byte; nil otherwise. For an
    /// ASCII suffix such as `View`, `x.strippingSuffix("View") == y` exactly when `x == y + "View"`
    /// (as Swift compares strings), which lets a rule look a derived name's id up.
    func strippingSuffix(_ suffix: String) -> String? {
        let count = suffix.utf8.count
        guard utf8.count >= count, utf8.suffix(count).elementsEqual(suffix.utf8) else { return nil }
        return String(unicodeScalars[..<utf8.index(utf8.endIndex, offsetBy: -count)])
    }
}
