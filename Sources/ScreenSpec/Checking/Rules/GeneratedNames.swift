/// The Swift names generated code derives from spec ids (SpecFormat §3), as the checker's naming
/// rules see them: the rules must predict collisions before any code is generated.
enum GeneratedNames {
    /// The suffixes of the types every app gets, after `app.name` (`CitiesTab`, `CitiesNavigator` …).
    /// `<App>Route` is not here: it exists only in a single-stack app, as that stack's route enum.
    static let appTypeSuffixes = [
        "Tab", "Navigator", "Destination", "Sheet", "Action", "Command", "Toolbar", "ToolbarItem",
        "Screen", "NavigationState", "RootView", "App", "ActionHandler", "Dialog",
    ]

    /// Param names the generated code uses itself: a screen's host holds `navigator`, a
    /// skeleton view has `body`.
    static let reservedParamNames = ["navigator", "body"]

    /// The private host view the glue wraps a screen in (`CityDetailHost`).
    static func hostType(forScreen id: String) -> String {
        id + "Host"
    }

    /// The types every app gets, with what each is for, in declaration order.
    static func appTypes(app: String) -> [(name: String, role: String)] {
        appTypeSuffixes.map { suffix in
            let role: String
            switch suffix {
            case "Tab": role = "the generated tab enum"
            case "Navigator": role = "the generated navigator"
            case "Destination": role = "the generated destination enum"
            case "Sheet": role = "the generated sheet enum"
            case "Action": role = "the generated action enum"
            case "Command": role = "the generated command enum"
            case "Toolbar": role = "the generated toolbar enum"
            case "ToolbarItem": role = "the generated toolbar item type"
            case "Screen": role = "the generated screen enum"
            case "NavigationState": role = "the generated navigation state"
            case "App": role = "the app entry point scaffold writes"
            case "ActionHandler": role = "the action handler scaffold writes"
            case "Dialog": role = "the generated alert and dialog type"
            default: role = "the generated root view"
            }
            return (app + suffix, role)
        }
    }

    /// The enum case of a screen (`CityDetail` → `cityDetail`, `URLPreview` → `urlPreview`),
    /// as the generator spells it.
    static func caseName(forScreen id: String) -> String {
        Identifier.lowerCamel(id)
    }

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
