/// The typed contract between the navigation graph and the docs templates in `Templates/docs/`
/// (documented field by field in Documentation/Graph.md): templates see only this, never the
/// model, so restyled templates keep working as the model changes.
///
/// Strings marked *text* or *code* follow ``DocsMarkup``: ready-to-insert Markdown in the
/// Markdown context, raw text in the HTML one. Ids are Swift identifiers, safe anywhere
/// (file names, anchors, links). Absent optional values are null, never missing.
public struct DocsContext: Encodable, Sendable {
    /// The `app` section.
    public struct App: Encodable, Sendable {
        /// `app.name` (an identifier).
        public var name: String
        /// Code: each listed target, `iOS 17`, `macOS 14` (in HTML one text, `iOS 17, macOS 14`).
        public var deploymentTarget: String
        /// Code: `tabBar`, `sidebarAdaptable` or `splitView`.
        public var tabStyle: String
        /// Code: `app.tabBarMinimizeBehavior` where a tab bar applies it (`onScrollDown`), or null.
        public var tabBarMinimizeBehavior: String?
        /// Code: `internal` or `public`.
        public var accessLevel: String
        /// Code: the URL scheme, or null when deep links are off.
        public var urlScheme: String?
        /// Code: each domain of `app.universalLinks` (in HTML one text, `a.com, b.com`), or null for none.
        public var universalLinks: String?
        /// Whether the app is one stack (`app.root`) instead of tabs.
        public var isSingleStack: Bool
        /// The root screen of a single-stack app.
        public var root: ScreenRef?
        /// Whether re-selecting a tab pops it to its root.
        public var reselectPopsToRoot: Bool
    }

    /// A link to a screen.
    public struct ScreenRef: Encodable, Sendable, Hashable {
        /// The screen id (an identifier): `screens/{{id}}.md`.
        public var id: String
        /// Text: the screen's title as written (may hold `{param}`), or null when it has none or an empty one.
        public var title: String?
        /// The HTML anchor of the screen's section: `screen-<Id>`.
        public var anchor: String
        /// Whether it is the last of its list (write separators with an inverted section).
        public var isLast: Bool = false
    }

    /// A link to a tab.
    public struct TabRef: Encodable, Sendable, Hashable {
        /// The tab id (an identifier).
        public var id: String
        /// Text: the tab's title, or its id when it has none (or an empty one).
        public var title: String
        /// Whether it is the last of its list.
        public var isLast: Bool = false
    }

    /// One tab.
    public struct Tab: Encodable, Sendable {
        /// The tab id.
        public var id: String
        /// Text: the title, else the id.
        public var title: String
        /// Code: the SF Symbol, or null.
        public var systemImage: String?
        /// The root screen, or null when the root is not a known screen.
        public var root: ScreenRef?
        /// The modal a tap on the tab presents (`action`), or null for a tab with a stack.
        public var presents: ScreenRef?
        /// Code: the route enum of its stack; null for a tab without one.
        public var routeType: String?
        /// Whether the tab has a badge count.
        public var badge: Bool
        /// Text: its sidebar section (`tabStyle: splitView` or `sidebarAdaptable`), or null.
        public var section: String?
        /// Code: its role (`search`) where its `Tab` has one, or null.
        public var role: String?
        /// Screens its stack can push, in definition order.
        public var destinations: [ScreenRef]
        /// Whether `destinations` is not empty.
        public var hasDestinations: Bool
        /// 1-based position in the tab bar.
        public var number: Int
        /// Whether it is the last tab.
        public var isLast: Bool
    }

    /// One navigation stack.
    public struct Stack: Encodable, Sendable {
        /// `tab:home`, `app` or `modal:AddCity` (as in the JSON graph).
        public var id: String
        /// Text: `Home tab`, `Cars stack`, `AddCity sheet`.
        public var label: String
        /// The root screen.
        public var root: ScreenRef
        /// Code: its route enum.
        public var routeType: String
        /// Screens it can push, in definition order.
        public var destinations: [ScreenRef]
    }

    /// A parameter of a screen.
    public struct Param: Encodable, Sendable {
        /// The name (an identifier).
        public var name: String
        /// Code: the Swift type, e.g. `Int?`.
        public var type: String
        /// Code: the default as written, or null.
        public var defaultValue: String?
        /// Whether callers must supply it.
        public var isRequired: Bool
        /// Whether it is the last of its list.
        public var isLast: Bool = false
    }

    /// A screen's deep link.
    public struct DeepLink: Encodable, Sendable {
        /// Code: the pattern, e.g. `/city/{name}`.
        public var pattern: String
        /// Code: the URL with the scheme, e.g. `cities://city/{name}`, or the pattern without one.
        public var url: String
        /// The screen it opens.
        public var screen: ScreenRef
        /// Code: the URLs of its aliases (the later patterns of a `deepLink` list), which open the
        /// screen too; empty for none.
        public var aliases: [String] = []
        /// Text: the tab a fresh navigator opens it in (`Cart (its own stack)` for a link nested in a
        /// modal's stack), or null (a single-stack app, or a link the generated `handle(_:)` does not open).
        public var tab: String? = nil
        /// Text: the params and where a URL carries them (`id: Int (path), ref: String? (query ref)`), or null.
        public var params: String? = nil
        /// Code: a URL with sample values that opens it, or null when the generated `handle(_:)` does not.
        public var example: String? = nil
        /// Code: the same on the first universal-link domain, or null.
        public var universalExample: String? = nil
    }

    /// A screen's search field.
    public struct Search: Encodable, Sendable {
        /// Text: the prompt, or null.
        public var prompt: String?
        /// Code: the placement, e.g. `navigationBarDrawer`.
        public var placement: String
    }

    /// A toolbar item.
    public struct Item: Encodable, Sendable {
        /// The item id, or null.
        public var id: String?
        /// Text: the label, or null.
        public var label: String?
        /// Text: the label, else the id, else `item N`.
        public var name: String
        /// Code: the SF Symbol, or null.
        public var systemImage: String?
        /// Code: the placement.
        public var placement: String
        /// Text: what tapping it does (`opens Profile in the “Settings” tab`); `static content` without action.
        public var action: String
        /// Whether the item has an action.
        public var hasAction: Bool
        /// The screen it leads to, if any: a menu's when its items lead to one.
        public var target: ScreenRef?
        /// Every screen it leads to, in order: a menu's items' (each once), or `target`.
        public var targets: [ScreenRef]
    }

    /// A button of an alert or confirmation dialog.
    public struct Button: Encodable, Sendable {
        /// Text: the label.
        public var label: String
        /// Code: `cancel` or `destructive`, or null.
        public var role: String?
        /// Text: what choosing it does after closing the dialog (`dismisses every presented modal`),
        /// `closes the dialog` without an action.
        public var action: String
        /// The screen it leads to, if any.
        public var target: ScreenRef?
    }

    /// A toolbar.
    public struct Toolbar: Encodable, Sendable {
        /// The toolbar id (an identifier).
        public var id: String
        /// The anchor of its section on the toolbars page (`toolbar-<id lower-cased>`, GitHub's heading slug).
        public var anchor: String
        /// Its items, in order; empty in a screen's `toolbars`, which only refer to the toolbar.
        public var items: [Item]
        /// How many items it has.
        public var itemCount: Int
        /// The screens that use it, in definition order; empty in a screen's `toolbars`.
        public var usedBy: [ScreenRef]
        /// Whether `usedBy` is not empty.
        public var isUsed: Bool
    }

    /// A navigation edge seen from one screen: where it goes to, or comes from.
    public struct Link: Encodable, Sendable {
        /// The screen at the other end; null for a deep link (from outside the app) or a tab's tap.
        public var screen: ScreenRef?
        /// Code: the edge kind (`push`, `sheet`, `open` …).
        public var kind: String
        /// Text: how (`link`, `toolbar item “Profile” (main.profile), in the “Settings” tab`, a menu's entry `toolbar item “More” › “Settings” (main.more)`, `deep link`).
        public var how: String
        /// Code: the deep link URL, for deep links.
        public var url: String?
        /// Text: the tab whose tap presents the screen (`the “New Post” tab`), for a tab's `action`.
        public var tab: String?
    }

    /// One step of the way to a screen.
    public struct Step: Encodable, Sendable {
        /// 1-based.
        public var number: Int
        /// Text: what to do (`Select the “Home” tab`, `Push`, `Tap “Profile” in the toolbar (open in the “Settings” tab)`, a menu's entry `Tap “More” › “Settings” in the toolbar (present)`; `Click` in an app for macOS alone).
        public var action: String
        /// The screen the step arrives at.
        public var screen: ScreenRef
    }

    /// How many edges of a screen's witness path its page lists at most (its last ones).
    public static let stepLimit = 10

    /// How a screen is reached.
    public struct Reach: Encodable, Sendable {
        /// Whether any path reaches it.
        public var isReachable: Bool
        /// Whether it is an entry point (a tab's or the app's root).
        public var isEntry: Bool
        /// The steps of the shortest path from a tab root (or a deep link); empty for an entry point.
        /// A path longer than `stepLimit` edges shows its last ones after a step to the screen they start from.
        public var steps: [Step]
        /// Whether `steps` is not empty.
        public var hasSteps: Bool
    }

    /// One screen.
    public struct Screen: Encodable, Sendable {
        /// The screen id (an identifier).
        public var id: String
        /// Text: the title as written, or null when there is none or it is empty (`title: ""`).
        public var title: String?
        /// The HTML anchor of its section: `screen-<Id>`.
        public var anchor: String
        /// Code: the app's view type.
        public var view: String
        /// Code: `push`, `sheet` or `fullScreenCover`.
        public var presentation: String
        /// Whether it is shown modally.
        public var isModal: Bool
        /// Whether it is a modal with its own NavigationStack.
        public var hasOwnStack: Bool
        /// Code: the title display mode, or null when not set.
        public var titleDisplayMode: String?
        /// The tabs it is the root of.
        public var rootOf: [TabRef]
        /// Whether it is a tab root or the app's root.
        public var isEntry: Bool
        /// Whether the app's own code shows it (`entry: true`): an entry point without a link.
        public var isAppEntry: Bool = false
        /// Whether it is an alert or a confirmation dialog: no view, a message and buttons.
        public var isDialog: Bool = false
        /// Text: a dialog's message, or null.
        public var message: String? = nil
        /// A dialog's buttons, in order.
        public var buttons: [Button] = []
        /// The stacks it appears in (as root or destination).
        public var stacks: [StackRef]
        /// Text: their labels joined with commas (`Home tab, Cities tab`), or `none`.
        public var stackList: String
        /// Its params, in order.
        public var params: [Param]
        /// Whether `params` is not empty.
        public var hasParams: Bool
        /// Its deep link, or null.
        public var deepLink: DeepLink?
        /// Its search field, or null.
        public var search: Search?
        /// The toolbars it uses, in order, as references (id, anchor, item count; no items).
        public var toolbars: [Toolbar]
        /// Whether `toolbars` is not empty.
        public var hasToolbars: Bool
        /// How to reach it.
        public var reach: Reach
        /// Who links to it (incoming edges), deduplicated, in edge order.
        public var incoming: [Link]
        /// Whether `incoming` is not empty.
        public var hasIncoming: Bool
        /// Where it links to (outgoing edges), deduplicated, in edge order.
        public var outgoing: [Link]
        /// Whether `outgoing` is not empty.
        public var hasOutgoing: Bool
    }

    /// A stack a screen appears in.
    public struct StackRef: Encodable, Sendable {
        /// The stack id.
        public var id: String
        /// Text: the stack's label.
        public var label: String
        /// Code: its route enum.
        public var routeType: String
        /// Whether it is the last of its list.
        public var isLast: Bool = false
    }

    /// The screen graph, drawn.
    public struct Graph: Encodable, Sendable {
        /// The Mermaid flowchart, raw, without a final newline (for a ```` ```mermaid ```` block or a `<pre>`).
        public var mermaid: String
        /// The SVG Graphviz made, raw, or null (Graphviz missing, or Markdown output).
        public var svg: String?
        /// Whether `svg` is set.
        public var hasSVG: Bool
        /// Text: why Graphviz, though installed, drew nothing (`dot failed (exit status 1): …`,
        /// a time-out), or null.
        public var drawingProblem: String?
        /// Whether the graph draws a tab with an `action` (a node of its own, with a `present`
        /// arrow to its modal), for the legend.
        public var hasTabTaps: Bool
    }

    /// The markup the strings are written for: `markdown` or `html`.
    public var markup: String
    /// The app.
    public var app: App
    /// The graph.
    public var graph: Graph
    /// The tabs, in order (empty for a single-stack app).
    public var tabs: [Tab]
    /// Whether `tabs` is not empty.
    public var hasTabs: Bool
    /// Whether some tab is in a sidebar section (so the tab table has a section column).
    public var hasSections: Bool
    /// Every stack: tabs in order, then modal stacks.
    public var stacks: [Stack]
    /// Every screen, in definition order.
    public var screens: [Screen]
    /// Every toolbar, in definition order.
    public var toolbars: [Toolbar]
    /// Whether `toolbars` is not empty.
    public var hasToolbars: Bool
    /// Every deep link, in screen order.
    public var deepLinks: [DeepLink]
    /// Whether `deepLinks` is not empty.
    public var hasDeepLinks: Bool
    /// Screens no path reaches.
    public var unreachable: [ScreenRef]
    /// Whether `unreachable` is not empty.
    public var hasUnreachable: Bool
    /// The number of screens.
    public var screenCount: Int
}
