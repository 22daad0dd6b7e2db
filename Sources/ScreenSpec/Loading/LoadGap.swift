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

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether the part left out may be what shows a screen (a tab, a link, a root, a
        /// presentation): whether a deep link opens its screen, or its chain, is then not checked,
        /// while its pattern still is.
        public var losesNavigation: Bool {
            self == .definitions || self == .navigation || self == .presentations || self == .toolbarUses
        }

        /// The checker rules whose findings could be false while this part is missing.
        public var skippedRules: [String] {
            switch self {
            // These three also lose what reaches what: `deep_link_mismatch` runs on the patterns
            // alone (see `losesNavigation`).
            case .definitions: return ["undefined_reference", "unreachable_screen", "unused_toolbar", "tab_count"]
            case .navigation: return ["unreachable_screen"]
            case .presentations: return ["unreachable_screen", "presentation_mismatch", "nested_stack"]
            // A toolbar's actions lead to screens: without its use they may look unreachable.
            case .toolbarUses: return ["unused_toolbar", "unreachable_screen"]
            case .params: return ["missing_arguments", "deep_link_mismatch", "invalid_title_interpolation",
                                  "tab_root_params"]
            case .urlScheme: return ["deep_link_without_scheme"]
            case .deploymentTarget: return ["unavailable_api", "toolbar_without_stack"]
            // A split view's sidebar is a list, not a tab bar: its tabs are not counted.
            case .tabStyle: return ["tab_count"]
            }
        }

        /// What the error leaves out, after "this error leaves".
        var leftOut: String {
            switch self {
            case .definitions: return "screens, tabs or toolbars out of the spec"
            case .navigation: return "a link, action, tab or root out"
            case .presentations: return "a screen's presentation out"
            case .toolbarUses: return "a screen's toolbars out"
            case .params: return "a param out"
            case .urlScheme: return "the app's 'urlScheme' out"
            case .deploymentTarget: return "the app's 'deploymentTarget' out"
            case .tabStyle: return "the app's 'tabStyle' out"
            }
        }
    }

    /// What was left out.
    public var kind: Kind
    /// Where: the first error reported about it.
    public var location: SourceLocation

    /// Creates a gap.
    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The id of the note that says which checks were skipped.
    public static let skippedID = "spec.check_skipped"

    /// One note per kind of gap present, at its first location, naming the rules that did not run
    /// (among `rules`, the ones the run would have run) and the other places of that kind.
    static func notes(for gaps: [LoadGap], rules: Set<String>) -> [Diagnostic] {
        var byKind: [Kind: [SourceLocation]] = [:]
        for gap in gaps { byKind[gap.kind, default: []].append(gap.location) }
        var alreadySkipped: Set<String> = []
        var saidPartial = false
        var notes: [Diagnostic] = []
        for kind in Kind.allCases {
            guard var locations = byKind[kind] else { continue }
            let skipped = kind.skippedRules.filter { rules.contains($0) && !alreadySkipped.contains($0) }
            alreadySkipped.formUnion(skipped)
            var listed = skipped.map { "'\($0)'" }
            // Said once, at the first kind that loses navigation, unless the rule is off or skipped.
            if kind.losesNavigation, !saidPartial, rules.contains("deep_link_mismatch"),
               !alreadySkipped.contains("deep_link_mismatch") {
                saidPartial = true
                listed.append("whether each deep link opens its screen ('deep_link_mismatch')")
            }
            guard !listed.isEmpty else { continue }
            locations = Array(Set(locations)).sorted()
            let others = locations.dropFirst()
            var extra: [Diagnostic.Note] = others.prefix(5).map { Diagnostic.Note("also left out here", at: $0) }
            if others.count > 5 {
                extra.append(Diagnostic.Note("and \(others.count - 5) more places", at: others[others.startIndex + 5]))
            }
            notes.append(Diagnostic(
                id: skippedID, severity: .note,
                message: "not checked: \(listed.joined(separator: ", ")), since this error leaves \(kind.leftOut) and "
                    + "\(listed.count == 1 ? "its findings" : "their findings") could be false; fix it and check again",
                at: locations[0], notes: extra))
        }
        return notes
    }
}
