/// The merged spec of one app, as read from its YAML files: the output of the loader and the
/// input of the semantic model. Collections keep the source order (files sorted by path).
public struct Spec: Hashable, Sendable {
    /// The `app` section.
    public var app: AppSection
    /// The tabs, in tab-bar order; empty for a single-stack app.
    public var tabs: [TabSpec]
    /// The toolbars, in definition order.
    public var toolbars: [ToolbarSpec]
    /// The screens, in definition order.
    public var screens: [ScreenDefinition]
    /// The first `tabs` key (in file order), where diagnostics about the tab list as a whole
    /// point (`tab_count`); nil when no file has one.
    public var tabsLocation: SourceLocation?

    /// Creates a spec.
    public init(app: AppSection, tabs: [TabSpec] = [], toolbars: [ToolbarSpec] = [], screens: [ScreenDefinition] = [],
                tabsLocation: SourceLocation? = nil) {
        self.app = app
        self.tabs = tabs
        self.toolbars = toolbars
        self.screens = screens
        self.tabsLocation = tabsLocation
    }
}

/// The `app` section.
public struct AppSection: Hashable, Sendable {
    /// `app.name`: the prefix of generated type names.
    public var name: Located<String>
    /// `app.deploymentTarget`; nil when absent (iOS 17 applies).
    public var deploymentTarget: Located<DeploymentTarget>?
    /// `app.tabStyle`; nil when absent (`tabBar` applies).
    public var tabStyle: Located<TabStyle>?
    /// `app.reselectPopsToRoot`; nil when absent (true applies).
    public var reselectPopsToRoot: Located<Bool>?
    /// `app.urlScheme`; deep links are on when set.
    public var urlScheme: Located<String>?
    /// `app.accessLevel`; nil when absent (`internal` applies).
    public var accessLevel: Located<AccessLevel>?
    /// `app.root`: the root screen of a single-stack app.
    public var root: Located<String>?
    /// `app.universalLinks`: the domains whose `https` links open the app's deep links, in order.
    public var universalLinks: [Located<String>] = []
    /// The `app` key.
    public var location: SourceLocation

    /// Creates an app section.
    public init(name: Located<String>, deploymentTarget: Located<DeploymentTarget>? = nil,
                tabStyle: Located<TabStyle>? = nil, reselectPopsToRoot: Located<Bool>? = nil,
                urlScheme: Located<String>? = nil, accessLevel: Located<AccessLevel>? = nil,
                root: Located<String>? = nil, location: SourceLocation) {
        self.name = name
        self.deploymentTarget = deploymentTarget
        self.tabStyle = tabStyle
        self.reselectPopsToRoot = reselectPopsToRoot
        self.urlScheme = urlScheme
        self.accessLevel = accessLevel
        self.root = root
        self.location = location
    }

    /// The deployment target that applies.
    public var effectiveDeploymentTarget: DeploymentTarget { deploymentTarget?.value ?? .iOS17 }
    /// The tab style that applies.
    public var effectiveTabStyle: TabStyle { tabStyle?.value ?? .tabBar }
    /// Whether re-selecting a tab pops it to root.
    public var effectiveReselectPopsToRoot: Bool { reselectPopsToRoot?.value ?? true }
    /// The access level that applies.
    public var effectiveAccessLevel: AccessLevel { accessLevel?.value ?? .internal }
}

/// `app.deploymentTarget`: decides which SwiftUI APIs are emitted and allowed.
public enum DeploymentTarget: Int, Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    case iOS16 = 16, iOS17 = 17, iOS18 = 18, iOS26 = 26

    /// The spelling in specs, e.g. `iOS 17`.
    public var description: String { "iOS \(rawValue)" }

    /// Parses `iOS 17` (also `iOS17`).
    public init?(spelling: String) {
        guard let match = Self.allCases.first(where: {
            $0.description == spelling || "iOS\($0.rawValue)" == spelling
        }) else { return nil }
        self = match
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// `app.tabStyle`.
public enum TabStyle: String, Hashable, Sendable, CaseIterable {
    /// A `TabView` with a tab bar.
    case tabBar
    /// A `TabView` that becomes a sidebar on iPad and the Mac (iOS 18, macOS 15).
    case sidebarAdaptable
    /// A `NavigationSplitView`: the tabs listed in a sidebar, the selected one's stack in the
    /// detail column (iOS 16, macOS 13).
    case splitView
}

/// `app.accessLevel` of every generated declaration.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    case `internal`, `public`
}

/// One entry of `tabs`.
public struct TabSpec: Hashable, Sendable {
    /// `id`: lowerCamel, unique.
    public var id: Located<String>
    /// `title`.
    public var title: Located<String>?
    /// `systemImage`: an SF Symbol name.
    public var systemImage: Located<String>?
    /// `root`: the screen at the root of the tab's stack.
    public var root: Located<String>?
    /// `badge`: whether the navigator exposes a badge count for the tab.
    public var badge: Located<Bool>?
    /// `routeType`: the name of the stack's route enum.
    public var routeType: Located<String>?
    /// `section`: the sidebar section (split view) or `TabSection` (sidebar-adaptable) the tab is in.
    public var section: Located<String>?
    /// The tab's mapping.
    public var location: SourceLocation

    /// Creates a tab.
    public init(id: Located<String>, title: Located<String>? = nil, systemImage: Located<String>? = nil,
                root: Located<String>? = nil, badge: Located<Bool>? = nil, routeType: Located<String>? = nil,
                section: Located<String>? = nil, location: SourceLocation) {
        self.id = id
        self.title = title
        self.systemImage = systemImage
        self.root = root
        self.badge = badge
        self.routeType = routeType
        self.section = section
        self.location = location
    }
}
