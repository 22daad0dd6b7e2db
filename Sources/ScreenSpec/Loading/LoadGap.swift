/// A part of the spec the loader reported and left out: the checks whose answer depends on that
/// part are skipped (with a note), so a dropped file or key never turns into false errors, while
/// every other check still runs in the same run.
public struct LoadGap: Hashable, Sendable {
    /// What was left out, from the widest to the narrowest.
    public enum Kind: Int, Hashable, Sendable, CaseIterable, Comparable {
        /// A file, or a whole section of one, could not be read: screens, tabs or toolbars may be missing.
        case definitions
        /// A link, an action, a tab or an app `root` could not be read: some navigation is missing.
        case navigation
        /// A screen's `presentation` could not be read: the screen counts as pushed, so the links
        /// that present it, as they should, look wrong.
        case presentations
        /// A screen's `stack` could not be read: a modal counts as having no stack of its own.
        case stacks
        /// A tab was defined twice and the second left out: its root, and the count of tabs.
        case tabs
        /// A screen's `toolbar`/`toolbars` could not be read: some toolbar uses, and the screens
        /// their actions show, are missing.
        case toolbarUses
        /// A param could not be read: some screens have fewer params than written.
        case params
        /// `app.urlScheme` was given but could not be read: the app has a scheme, just not a valid one.
        case urlScheme
        /// `app.deploymentTarget` was given but no target could be read: the default is not what it says.
        case deploymentTarget
        /// `app.tabStyle` was given (or a misspelling of it) but did not read: the app may be a split
        /// view, which has no tab bar.
        case tabStyle
        /// A screen's `title` was written but could not be read (`title: {id}`, a mapping): no
        /// rule depends on it, but an alert or confirmation dialog is not reported as lacking one.
        case title

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether the part left out may be what shows a screen (a tab, a link, a root, a
        /// presentation): whether a deep link opens its screen, or its chain, is then not checked,
        /// while its pattern still is.
        public var losesNavigation: Bool {
            switch self {
            case .definitions, .navigation, .presentations, .stacks, .tabs, .toolbarUses: return true
            case .params, .urlScheme, .deploymentTarget, .tabStyle, .title: return false
            }
        }

        /// The checker rules whose findings could be false anywhere while this part is missing.
        public var skippedRules: [String] {
            switch self {
            // These also lose what reaches what: `deep_link_mismatch` runs on the patterns alone
            // (see `losesNavigation`).
            case .definitions: return ["undefined_reference", "unreachable_screen", "unused_toolbar", "tab_count"]
            case .navigation: return ["unreachable_screen"]
            case .presentations: return ["unreachable_screen"]
            case .stacks, .params, .title: return []
            case .tabs: return ["unreachable_screen", "tab_count"]
            // A toolbar's actions lead to screens: without its use they may look unreachable.
            case .toolbarUses: return ["unused_toolbar", "unreachable_screen"]
            case .urlScheme: return ["deep_link_without_scheme"]
            case .deploymentTarget: return ["unavailable_api", "toolbar_without_stack"]
            // A split view's sidebar is a list, not a tab bar: its tabs are not counted, and
            // sections (which a tab bar ignores) are ordered.
            case .tabStyle: return ["tab_count", "tab_section_order"]
            }
        }

        /// The checker rules whose findings could be false about the screen the part belongs to
        /// (`LoadGap.screen`): they say nothing about that screen and still check every other. A
        /// gap of this kind without a screen skips them everywhere.
        public var screenRules: [String] {
            switch self {
            case .presentations: return ["presentation_mismatch", "nested_stack"]
            case .stacks: return ["presentation_mismatch", "search_without_stack", "toolbar_without_stack"]
            // A pattern's own grammar is still checked (`deep_link_mismatch`).
            case .params: return ["missing_arguments", "deep_link_mismatch", "invalid_title_interpolation",
                                  "tab_root_params"]
            default: return []
            }
        }

        /// What the error leaves out, after "this error leaves".
        var leftOut: String {
            switch self {
            case .definitions: return "screens, tabs or toolbars out of the spec"
            case .navigation: return "a link, deep link, action, tab or root out"
            case .presentations: return "a screen's presentation out"
            case .stacks: return "a screen's 'stack' out"
            case .tabs: return "a tab out"
            case .toolbarUses: return "a screen's toolbars out"
            case .params: return "a param out"
            case .urlScheme: return "the app's 'urlScheme' out"
            case .deploymentTarget: return "the app's 'deploymentTarget' out"
            case .tabStyle: return "the app's 'tabStyle' out"
            case .title: return "a screen's title out"
            }
        }
    }

    /// What was left out.
    public var kind: Kind
    /// Where: the first error reported about it.
    public var location: SourceLocation
    /// The screen whose part was left out, for the kinds with `screenRules`; nil when unknown.
    public var screen: String?

    /// Creates a gap.
    public init(_ kind: Kind, at location: SourceLocation, screen: String? = nil) {
        self.kind = kind
        self.location = location
        self.screen = screen
    }

    /// The rules skipped everywhere: the kind's own, and its screen rules when no screen is known.
    var rulesSkippedEverywhere: [String] {
        kind.skippedRules + (screen == nil ? kind.screenRules : [])
    }

    /// The id of the note that says which checks were skipped.
    public static let skippedID = "spec.check_skipped"

    /// One note per kind of gap present, at its first location, naming the rules that did not run
    /// (among `rules`, the ones the run would have run), everywhere or about the screens the
    /// parts belong to, and the other places of that kind.
    static func notes(for gaps: [LoadGap], rules: Set<String>) -> [Diagnostic] {
        var byKind: [Kind: [LoadGap]] = [:]
        for gap in gaps { byKind[gap.kind, default: []].append(gap) }
        var alreadySkipped: Set<String> = []
        var saidPartial = false
        var notes: [Diagnostic] = []
        for kind in Kind.allCases {
            guard let ofKind = byKind[kind] else { continue }
            let everywhere = Set(ofKind.flatMap(\.rulesSkippedEverywhere))
            let skipped = (kind.skippedRules + kind.screenRules)
                .filter { everywhere.contains($0) && rules.contains($0) && !alreadySkipped.contains($0) }
            alreadySkipped.formUnion(skipped)
            var listed = skipped.map { "'\($0)'" }
            // Said once, at the first kind that loses navigation, unless the rule is off or skipped.
            if kind.losesNavigation, !saidPartial, rules.contains("deep_link_mismatch"),
               !alreadySkipped.contains("deep_link_mismatch") {
                saidPartial = true
                listed.append("whether each deep link opens its screen ('deep_link_mismatch')")
            }
            let screens = Set(ofKind.compactMap(\.screen)).sorted().map { "'\($0)'" }
            let aboutScreens = screens.isEmpty ? [] : kind.screenRules.filter { rules.contains($0) && !alreadySkipped.contains($0) }
            guard !listed.isEmpty || !aboutScreens.isEmpty else { continue }
            var parts = listed.isEmpty ? [] : [listed.joined(separator: ", ")]
            if !aboutScreens.isEmpty {
                parts.append("\(listed.isEmpty ? "" : "nor ")about \(screens.joined(separator: ", ")): "
                             + aboutScreens.map { "'\($0)'" }.joined(separator: ", "))
            }
            let locations = Array(Set(ofKind.map(\.location))).sorted()
            let others = locations.dropFirst()
            var extra: [Diagnostic.Note] = others.prefix(5).map { Diagnostic.Note("also left out here", at: $0) }
            if others.count > 5 {
                extra.append(Diagnostic.Note("and \(others.count - 5) more places", at: others[others.startIndex + 5]))
            }
            let count = listed.count + aboutScreens.count
            notes.append(Diagnostic(
                id: skippedID, severity: .note,
                message: "not checked\(listed.isEmpty ? " " : ": ")\(parts.joined(separator: "; ")), since this error leaves "
                    + "\(kind.leftOut) and \(count == 1 ? "its findings" : "their findings") could be false; fix it and check again",
                at: locations[0], notes: extra))
        }
        return notes
    }
}
