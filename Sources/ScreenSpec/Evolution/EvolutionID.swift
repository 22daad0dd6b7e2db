/// The ids `screenspec diff` reports: what a change of the spec breaks outside the app's own
/// code (links already sent, navigation state already saved), and the compatible changes.
public enum EvolutionID {
    /// A deep link (or the scheme, or a universal-link domain) that opened the app no longer does.
    public static let deepLinkRemoved = "breaking.deep_link_removed"
    /// A URL that opened a screen now opens another, or none of the screen's old URLs open it.
    public static let deepLinkChanged = "breaking.deep_link_changed"
    /// A param of a screen has another type.
    public static let paramTypeChanged = "breaking.param_type_changed"
    /// A screen gained a param that callers, links and saved states do not supply.
    public static let requiredParamAdded = "breaking.required_param_added"
    /// A saved navigation state of the baseline would no longer decode.
    public static let restoration = "breaking.restoration"
    /// A tab was removed or renamed.
    public static let tabRemoved = "breaking.tab_removed"
    /// A new screen.
    public static let screenAdded = "change.screen_added"
    /// A screen gone that no saved navigation state can hold (a tab root, or restoration off).
    public static let screenRemoved = "change.screen_removed"
    /// A new tab.
    public static let tabAdded = "change.tab_added"
    /// A new param that callers need not supply.
    public static let paramAdded = "change.param_added"
    /// A param gone from a screen no saved navigation state can hold.
    public static let paramRemoved = "change.param_removed"
    /// A new deep link or universal-link domain.
    public static let deepLinkAdded = "change.deep_link_added"
    /// A deep link opens the same screen elsewhere: another stack, or other screens below it.
    public static let deepLinkMoved = "change.deep_link_moved"
    /// A param's type changed to one that reads every old value (`Int` → `Int?`, `Int` → `Int64`, `UUID` → `String`).
    public static let paramTypeWidened = "change.param_type_widened"
    /// A screen's params, those it kept, are in another order.
    public static let paramsReordered = "change.params_reordered"
    /// A stack of the baseline is gone while its tab or modal stays (saved states restore without its screens).
    public static let stackRemoved = "change.stack_removed"
    /// The baseline cannot be read (a bad revision, no git, no spec files there).
    public static let baselineUnreadable = "diff.baseline_unreadable"
}

extension RuleMetadata {
    /// The diagnostics of `screenspec diff`, sorted by id; `.screenspec.yml` sets their
    /// severities as it does the checker rules'.
    public static let evolution: [RuleMetadata] = [
        RuleMetadata(
            id: EvolutionID.deepLinkChanged, name: "Deep link changed",
            summary: "a URL that opened a screen opens another one, or a screen's deep link pattern changed",
            rationale: "Links in emails, notifications, QR codes and other apps cannot be updated; they would open the wrong screen or none.",
            defaultSeverity: .error),
        RuleMetadata(
            id: EvolutionID.deepLinkRemoved, name: "Deep link removed",
            summary: "a deep link, the URL scheme or a universal-link domain of the baseline is gone",
            rationale: "Links already sent to users would stop opening the app.",
            defaultSeverity: .error),
        RuleMetadata(
            id: EvolutionID.paramTypeChanged, name: "Param type changed",
            summary: "a screen's param has another type than in the baseline, one that does not read every old value",
            rationale: "Links carrying the old value may no longer parse, saved navigation states no longer decode, and callers no longer compile.",
            defaultSeverity: .error),
        RuleMetadata(
            id: EvolutionID.requiredParamAdded, name: "Required param added",
            summary: "a screen has a new param without a default that is not optional, which old links or saved states miss",
            rationale: "Old links do not carry it (unless their URLs fill it from the same path position), and saved navigation states have no value for it.",
            defaultSeverity: .error),
        RuleMetadata(
            id: EvolutionID.restoration, name: "State restoration broken",
            summary: "a navigation state saved by the baseline would no longer decode: a removed or renamed screen or route case, a new non-optional param (its default is not used in decoding), or state restoration turned off (never with stateRestoration: false)",
            rationale: "Apps save the navigator's state (SceneStorage, a file) and restore it after an update; a state that no longer decodes is lost.",
            defaultSeverity: .error),
        RuleMetadata(
            id: EvolutionID.tabRemoved, name: "Tab removed",
            summary: "a tab of the baseline was removed or renamed",
            rationale: "A saved state that selected the tab no longer decodes, and code and links that select it break.",
            defaultSeverity: .error),
        RuleMetadata(
            id: EvolutionID.deepLinkAdded, name: "Deep link added",
            summary: "a new deep link or universal-link domain",
            rationale: "A compatible change, listed so a review sees the app's new public URLs.",
            defaultSeverity: .note),
        RuleMetadata(
            id: EvolutionID.deepLinkMoved, name: "Deep link moved",
            summary: "a deep link opens the same screen elsewhere: on another tab's stack, a modal's own stack, or with other screens below it",
            rationale: "Old links still open their screen, but users land in another place of the app (and Back leads elsewhere): listed so a review sees it.",
            defaultSeverity: .note),
        RuleMetadata(
            id: EvolutionID.paramAdded, name: "Param added",
            summary: "a new optional param, or a required one that old links fill and no saved state holds",
            rationale: "A compatible change for links and saved states; callers of a required one must pass it, which the compiler says.",
            defaultSeverity: .note),
        RuleMetadata(
            id: EvolutionID.paramRemoved, name: "Param removed",
            summary: "a param was removed or renamed: saved navigation states restore the screen without it",
            rationale: "A decoder skips a label it does not know, so nothing outside the app breaks (a query item a deep link read is reported as a changed link), but the app's code that passes it no longer compiles: listed so a review sees it.",
            defaultSeverity: .note),
        RuleMetadata(
            id: EvolutionID.screenRemoved, name: "Screen removed",
            summary: "a screen that no saved navigation state can hold (a tab or app root, or with stateRestoration: false) was removed or renamed",
            rationale: "Nothing outside the app breaks (its deep link, if any, is reported as removed or changed), but the app's view and code that open it go with it: listed so a review sees it.",
            defaultSeverity: .note),
        RuleMetadata(
            id: EvolutionID.paramTypeWidened, name: "Param type widened",
            summary: "a screen's param has a type that reads every value of the old one: optional, a wider integer, Double, or String for a UUID or URL",
            rationale: "Old links and saved navigation states still read; the app's code that uses the value may need to change, which the compiler says.",
            defaultSeverity: .note),
        RuleMetadata(
            id: EvolutionID.paramsReordered, name: "Params reordered",
            summary: "a screen's params are in another order: the route case's labels follow it",
            rationale: "Links and saved states read params by name, so nothing outside the app breaks; calls must list them in the new order (the compiler says), but a pattern that binds them by position silently binds others when two have one type.",
            defaultSeverity: .note),
        RuleMetadata(
            id: EvolutionID.stackRemoved, name: "Stack removed",
            summary: "a tab or a modal of the baseline stays but has no navigation stack any more (an action tab, a modal without `stack: true`)",
            rationale: "Saved navigation states still decode, without the screens that were pushed on it: listed so a review sees where users will land.",
            defaultSeverity: .note),
        RuleMetadata(
            id: EvolutionID.screenAdded, name: "Screen added",
            summary: "a new screen",
            rationale: "A compatible change.",
            defaultSeverity: .note),
        RuleMetadata(
            id: EvolutionID.tabAdded, name: "Tab added",
            summary: "a new tab",
            rationale: "A compatible change.",
            defaultSeverity: .note),
        RuleMetadata(
            id: EvolutionID.baselineUnreadable, name: "Unreadable baseline",
            summary: "the baseline folder or git revision cannot be read",
            rationale: "Comparing with nothing must not look like success.",
            defaultSeverity: .error),
    ].sorted { $0.id < $1.id }
}
