/// The Swift names the generated code derives from spec ids, in one place: the generator spells
/// them from here, and the checker's naming rules predict collisions from here before any code
/// is generated.
public enum Naming {
    /// A type every app gets, named `app.name` + the raw value (`CitiesNavigator`). `<App>Route`
    /// is not one: it exists only in a single-stack app, as that stack's route enum.
    public enum AppType: String, CaseIterable, Sendable {
        case tab = "Tab", navigator = "Navigator", destination = "Destination", sheet = "Sheet"
        case action = "Action", command = "Command", toolbar = "Toolbar", toolbarItem = "ToolbarItem"
        case screen = "Screen", navigationState = "NavigationState", rootView = "RootView"
        case deepLink = "DeepLink", app = "App", appWindow = "AppWindow", actionHandler = "ActionHandler", dialog = "Dialog"
        case origin = "Origin", link = "Link", menuItem = "MenuItem"

        /// What the type is, for messages.
        public var role: String {
            switch self {
            case .tab: return "the generated tab enum"
            case .navigator: return "the generated navigator"
            case .destination: return "the generated destination enum"
            case .sheet: return "the generated sheet enum"
            case .action: return "the generated action enum"
            case .command: return "the generated command enum"
            case .toolbar: return "the generated toolbar enum"
            case .toolbarItem: return "the generated toolbar item type"
            case .screen: return "the generated screen enum"
            case .navigationState: return "the generated navigation state"
            case .rootView: return "the generated root view"
            case .deepLink: return "the generated deep-link parser"
            case .app: return "the app entry point scaffold writes"
            case .appWindow: return "the window view scaffold writes"
            case .actionHandler: return "the action handler scaffold writes"
            case .origin: return "the generated origin enum"
            case .link: return "the generated link view"
            case .menuItem: return "the generated menu item type"
            case .dialog: return "the generated alert and dialog type"
            }
        }
    }

    /// The name of one of the app's types (`CitiesNavigator`).
    public static func type(_ type: AppType, app: String) -> String {
        app + type.rawValue
    }

    /// The types every app gets, with what each is for, in declaration order.
    public static func appTypes(app: String) -> [(name: String, role: String)] {
        AppType.allCases.map { (Self.type($0, app: app), $0.role) }
    }

    /// Param names the generated code uses itself: a screen's host holds `navigator` and
    /// `toolbarOrigin`, a skeleton view has `body`.
    public static let reservedParamNames = ["navigator", "body", "toolbarOrigin"]

    /// The enum case of a screen (`CityDetail` → `cityDetail`, `URLPreview` → `urlPreview`,
    /// `URLsList` → `urlsList`).
    public static func caseName(forScreen id: String) -> String {
        Identifier.lowerCamel(id)
    }

    /// The app's view of a screen without `view:` (`CityDetail` → `CityDetailView`).
    public static func viewType(forScreen id: String) -> String {
        id + "View"
    }

    /// The private host view the glue wraps a screen in (`CityDetailHost`).
    public static func hostType(forScreen id: String) -> String {
        id + "Host"
    }

    /// The route enum of a tab without `routeType:` (`home` → `HomeRoute`; tab ids are lowerCamel).
    public static func routeType(forTab id: String) -> String {
        id.prefix(1).uppercased() + id.dropFirst() + "Route"
    }

    /// The route enum of a modal's own stack (`AddCity` → `AddCityRoute`).
    public static func routeType(forModal id: String) -> String {
        id + "Route"
    }

    /// The route enum of a single-stack app (`Files` → `FilesRoute`).
    public static func routeType(forApp app: String) -> String {
        app + "Route"
    }

    /// The navigator's path property of a tab's stack (`home` → `homePath`).
    public static func pathProperty(forTab id: String) -> String {
        id + "Path"
    }

    /// The navigator's path property of a modal's own stack (`AddCity` → `addCityPath`).
    public static func pathProperty(forModal id: String) -> String {
        caseName(forScreen: id) + "Path"
    }

    /// The navigator's path property of a single-stack app.
    public static let singleStackPathProperty = "path"

    /// The `ToolbarContent` type showing a toolbar's items (`main` → `MainToolbarContent`), nested
    /// in `<App>Toolbar`: spec names cannot meet it there, and the suffix keeps it from shadowing
    /// the SwiftUI types the glue names (a toolbar `toolbar` gives `ToolbarToolbarContent`).
    public static func toolbarContentType(forToolbar id: String) -> String {
        id.prefix(1).uppercased() + id.dropFirst() + "ToolbarContent"
    }
}
