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

extension Spec {
    /// Every action of the spec: toolbar items' (their menus' included), then dialog buttons',
    /// then tabs'.
    public var actions: [Located<ActionSpec>] {
        toolbars.flatMap { $0.items.flatMap(\.actions) }
            + screens.flatMap { $0.dialog?.buttons.compactMap(\.action) ?? [] }
            + tabs.compactMap(\.action)
    }
}

/// The `app` section.
public struct AppSection: Hashable, Sendable {
    /// `app.name`: the prefix of generated type names.
    public var name: Located<String>
    /// `app.deploymentTarget`, one platform or a list of them; empty when absent (iOS 17 applies).
    public var deploymentTargets: [Located<DeploymentTarget>]
    /// `app.stateRestoration`; nil when absent (true applies).
    public var stateRestoration: Located<Bool>?
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
    /// `app.tabBarMinimizeBehavior`: how the iOS 26 tab bar shrinks on scroll; nil leaves the system's.
    public var tabBarMinimizeBehavior: Located<TabBarMinimizeBehavior>?
    /// `app.imports`: the modules the generated files import for param types, in order.
    public var imports: [Located<String>] = []
    /// The `app` key.
    public var location: SourceLocation

    /// Creates an app section.
    public init(name: Located<String>, deploymentTargets: [Located<DeploymentTarget>] = [],
                stateRestoration: Located<Bool>? = nil,
                tabStyle: Located<TabStyle>? = nil, reselectPopsToRoot: Located<Bool>? = nil,
                urlScheme: Located<String>? = nil, accessLevel: Located<AccessLevel>? = nil,
                root: Located<String>? = nil, location: SourceLocation) {
        self.name = name
        self.deploymentTargets = deploymentTargets
        self.stateRestoration = stateRestoration
        self.tabStyle = tabStyle
        self.reselectPopsToRoot = reselectPopsToRoot
        self.urlScheme = urlScheme
        self.accessLevel = accessLevel
        self.root = root
        self.location = location
    }

    /// The first listed deployment target, for code written before lists (nil when absent).
    public var deploymentTarget: Located<DeploymentTarget>? { deploymentTargets.first }
    /// The deployment targets that apply, one per platform, in the order listed (iOS 17 when absent).
    public var effectiveDeploymentTargets: [DeploymentTarget] {
        deploymentTargets.isEmpty ? [.iOS17] : deploymentTargets.map(\.value)
    }
    /// The lowest listed target: the one whose SwiftUI generation decides which API forms are emitted.
    public var effectiveDeploymentTarget: DeploymentTarget {
        effectiveDeploymentTargets.min() ?? .iOS17
    }
    /// The platforms the generated code is built for, in `Platform` order.
    public var platforms: [Platform] { Platform.allCases.filter { platform in effectiveDeploymentTargets.contains { $0.platform == platform } } }
    /// Whether the app keeps a `Codable` navigation state (`app.stateRestoration`, default true).
    public var effectiveStateRestoration: Bool { stateRestoration?.value ?? true }
    /// The tab style that applies.
    public var effectiveTabStyle: TabStyle { tabStyle?.value ?? .tabBar }
    /// Whether the tabs are a `TabView` (a tab bar, or sidebar-adaptable): not a split view's
    /// sidebar list, nor a single-stack app (`root`). Tab-bar features apply only then.
    public var showsTabView: Bool { root == nil && effectiveTabStyle != .splitView }
    /// Whether re-selecting a tab pops it to root.
    public var effectiveReselectPopsToRoot: Bool { reselectPopsToRoot?.value ?? true }
    /// The access level that applies.
    public var effectiveAccessLevel: AccessLevel { accessLevel?.value ?? .internal }
}

/// An Apple platform the generated code is built for.
public enum Platform: String, Hashable, Sendable, CaseIterable {
    case iOS, macOS
}

/// One entry of `app.deploymentTarget`: a platform at a version. Decides which SwiftUI APIs are
/// emitted and allowed. The versions of iOS and macOS that shipped the same SwiftUI (iOS 17 and
/// macOS 14 …) share a `generation`, which is what the generator compares.
public struct DeploymentTarget: Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// The platform.
    public var platform: Platform
    /// The major version.
    public var version: Int

    public static let iOS16 = DeploymentTarget(.iOS, 16), iOS17 = DeploymentTarget(.iOS, 17)
    public static let iOS18 = DeploymentTarget(.iOS, 18), iOS26 = DeploymentTarget(.iOS, 26)
    public static let macOS13 = DeploymentTarget(.macOS, 13), macOS14 = DeploymentTarget(.macOS, 14)
    public static let macOS15 = DeploymentTarget(.macOS, 15), macOS26 = DeploymentTarget(.macOS, 26)

    /// Every supported target: iOS 16, 17, 18, 26, then macOS 13, 14, 15, 26.
    public static let allCases: [DeploymentTarget] = [.iOS16, .iOS17, .iOS18, .iOS26, .macOS13, .macOS14, .macOS15, .macOS26]

    /// Creates a target.
    public init(_ platform: Platform, _ version: Int) {
        self.platform = platform
        self.version = version
    }

    /// The SwiftUI generation: 0 for iOS 16 / macOS 13, 1 for iOS 17 / macOS 14, 2 for iOS 18 /
    /// macOS 15, 3 for iOS 26 / macOS 26.
    public var generation: Int {
        let versions = platform == .iOS ? [16, 17, 18, 26] : [13, 14, 15, 26]
        return versions.lastIndex { $0 <= version } ?? 0
    }

    /// The version of `platform` of this target's generation (iOS 18 -> macOS 15).
    public func counterpart(on platform: Platform) -> DeploymentTarget {
        let versions = platform == .iOS ? [16, 17, 18, 26] : [13, 14, 15, 26]
        return DeploymentTarget(platform, versions[generation])
    }

    /// The spelling in specs, e.g. `iOS 17`.
    public var description: String { "\(platform.rawValue) \(version)" }

    /// Parses `iOS 17` (also `iOS17`).
    public init?(spelling: String) {
        guard let match = Self.allCases.first(where: {
            $0.description == spelling || "\($0.platform.rawValue)\($0.version)" == spelling
        }) else { return nil }
        self = match
    }

    /// Older generations first; within one, iOS first.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.generation, lhs.platform == .iOS ? 0 : 1) < (rhs.generation, rhs.platform == .iOS ? 0 : 1)
    }
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
    /// `action`: what a tap on a tab without a stack does instead (`present: SCREEN`).
    public var action: Located<ActionSpec>?
    /// `badge`: whether the navigator exposes a badge count for the tab.
    public var badge: Located<Bool>?
    /// `routeType`: the name of the stack's route enum.
    public var routeType: Located<String>?
    /// `section`: the sidebar section (split view) or `TabSection` (sidebar-adaptable) the tab is in.
    public var section: Located<String>?
    /// `role`: the tab's `TabRole` (iOS 18, macOS 15).
    public var role: Located<TabRole>?
    /// The tab's mapping.
    public var location: SourceLocation

    /// Creates a tab.
    public init(id: Located<String>, title: Located<String>? = nil, systemImage: Located<String>? = nil,
                root: Located<String>? = nil, badge: Located<Bool>? = nil, routeType: Located<String>? = nil,
                section: Located<String>? = nil, role: Located<TabRole>? = nil, action: Located<ActionSpec>? = nil,
                location: SourceLocation) {
        self.id = id
        self.title = title
        self.systemImage = systemImage
        self.root = root
        self.badge = badge
        self.routeType = routeType
        self.section = section
        self.role = role
        self.action = action
        self.location = location
    }

    /// Whether a tap on the tab presents a modal (an `action`, no `root`): it has no stack to
    /// select, pop or open in.
    public var presentsModal: Bool { root == nil && action != nil }

    /// The modal a tap on an action tab presents (`action: { present: SCREEN }`); nil for a tab with a stack.
    public var presentedScreen: Located<String>? {
        if case .present(let screen)? = action?.value { return screen }
        return nil
    }
}

/// `app.tabBarMinimizeBehavior`: `TabBarMinimizeBehavior` (iOS 26).
public enum TabBarMinimizeBehavior: String, Hashable, Sendable, CaseIterable {
    /// The system's choice (the default).
    case automatic
    /// Minimized when the content scrolls down, back when it scrolls up.
    case onScrollDown
    /// Minimized when the content scrolls up.
    case onScrollUp
    /// Never minimized.
    case never
}

/// `tabs[].role`: what the system may show apart from the other tabs.
public enum TabRole: String, Hashable, Sendable, CaseIterable {
    /// `TabRole.search`: the search tab (drawn apart from the others from iOS 26).
    case search
}
