/// One entry of `toolbars`: a reusable toolbar applied to screens by id.
public struct ToolbarSpec: Hashable, Sendable {
    /// The toolbar id.
    public var id: Located<String>
    /// Its items, in order.
    public var items: [ToolbarItemSpec]
    /// The toolbar's key.
    public var location: SourceLocation

    /// Creates a toolbar.
    public init(id: Located<String>, items: [ToolbarItemSpec], location: SourceLocation) {
        self.id = id
        self.items = items
        self.location = location
    }
}

extension ToolbarSpec {
    /// The names of the menu entries `menuPath` (as `NavigationEdge.Via.toolbarItem` has it)
    /// goes through in the item at `index`, outermost first, as the user sees them: each entry's
    /// label, else its SF Symbol's name, else `#N` (its 1-based position). Empty for nil (the
    /// item's own action) or a path that does not fit the item's menu.
    public func menuEntryNames(item index: Int, path: [Int]?) -> [String] {
        guard let path, index < items.count else { return [] }
        var names: [String] = [], entries = items[index].menu ?? []
        for position in path {
            guard position < entries.count else { return [] }
            let entry = entries[position]
            names.append(entry.label?.value ?? entry.systemImage?.value ?? "#\(position + 1)")
            entries = entry.menu ?? []
        }
        return names
    }
}

/// One item of a toolbar.
public struct ToolbarItemSpec: Hashable, Sendable {
    /// `id`, unique within the toolbar.
    public var id: Located<String>?
    /// `placement`: a `ToolbarItemPlacement` name; nil means `automatic`. With a placement per
    /// platform, the iOS one (else the macOS one).
    public var placement: Located<ToolbarPlacement>?
    /// `placement: { iOS: …, macOS: … }`: the placements given per platform; empty for one placement.
    public var placementByPlatform: [Platform: Located<ToolbarPlacement>] = [:]
    /// `systemImage`.
    public var systemImage: Located<String>?
    /// `label`.
    public var label: Located<String>?
    /// `action`; nil for static content and menus.
    public var action: Located<ActionSpec>?
    /// `menu`: the items of the `Menu` the item shows, in order (a menu item may hold a menu of
    /// its own: a submenu); nil when the item is no menu. Menu items have no `placement` or `id`.
    public var menu: [ToolbarItemSpec]?
    /// Where `menu` is (its key), for diagnostics; nil without one.
    public var menuKey: SourceLocation?
    /// Where `action` is (its key), or a key that may be a misspelt one, for diagnostics; nil
    /// without one. With `action` nil, the action was written but did not read (reported).
    public var actionKey: SourceLocation?
    /// A fix-it deleting the `action` entry, when the item is a block mapping and the entry one
    /// line (for `invalid_menu`: a menu's items act, not the menu).
    public var actionRemoval: Diagnostic.FixIt?
    /// `role` of a menu item (`destructive`, `cancel`).
    public var role: Located<MenuItemRole>?
    /// The item's mapping.
    public var location: SourceLocation

    /// The item's action and those of its menu's items, depth first: every action the item can
    /// trigger, which is what the graph and the rules about actions look at.
    public var actions: [Located<ActionSpec>] {
        guard let menu else { return action.map { [$0] } ?? [] }
        return (action.map { [$0] } ?? []) + menu.flatMap(\.actions)
    }

    /// The placement of the item on `platform`: the one given for it, else the spec's placement
    /// in that platform's form (nil when the platform has no form of it).
    public func placement(on platform: Platform) -> ToolbarPlacement? {
        if let given = placementByPlatform[platform] { return given.value.replacement ?? given.value }
        return (placement?.value ?? .automatic).form(on: platform)
    }

    /// Creates an item.
    public init(id: Located<String>? = nil, placement: Located<ToolbarPlacement>? = nil,
                systemImage: Located<String>? = nil, label: Located<String>? = nil,
                action: Located<ActionSpec>? = nil, location: SourceLocation) {
        self.id = id
        self.placement = placement
        self.systemImage = systemImage
        self.label = label
        self.action = action
        self.location = location
    }
}

/// The `ButtonRole` of a menu item.
public enum MenuItemRole: String, Hashable, Sendable, CaseIterable {
    case destructive, cancel
}

/// Every `ToolbarItemPlacement` a spec may name (deprecated ones included, so the checker can
/// say so), with the first iOS version that has it.
public enum ToolbarPlacement: String, Hashable, Sendable, CaseIterable {
    case automatic, principal, navigation, primaryAction, secondaryAction, status
    case confirmationAction, cancellationAction, destructiveAction, keyboard
    case topBarLeading, topBarTrailing, bottomBar
    case navigationBarLeading, navigationBarTrailing
    case largeTitle, largeSubtitle, subtitle

    /// The first deployment target where the placement exists, or nil when available on all.
    public var introduced: DeploymentTarget? { introduced(on: .iOS) }

    /// The first version of `platform` with the placement; nil when every version has it or
    /// when the platform lacks it (see `isAvailable(on:)`).
    public func introduced(on platform: Platform) -> DeploymentTarget? {
        switch (self, platform) {
        case (.largeTitle, .iOS), (.largeSubtitle, .iOS), (.subtitle, .iOS): return .iOS26
        default: return nil
        }
    }

    /// Whether the platform has the placement at all (the Mac has no top or bottom bar).
    public func isAvailable(on platform: Platform) -> Bool {
        switch (self, platform) {
        case (.topBarLeading, .macOS), (.topBarTrailing, .macOS), (.bottomBar, .macOS),
             (.navigationBarLeading, .macOS), (.navigationBarTrailing, .macOS),
             (.largeTitle, .macOS), (.largeSubtitle, .macOS), (.subtitle, .macOS):
            return false
        default: return true
        }
    }

    /// What the generator emits on `platform` for this placement when the spec gives no
    /// placement for that platform: the Mac's counterpart of a bar placement it lacks, or nil
    /// when there is none (`unavailable_api`).
    public func form(on platform: Platform) -> ToolbarPlacement? {
        let current = replacement ?? self
        if current.isAvailable(on: platform) { return current }
        switch current {
        case .topBarLeading: return .navigation
        case .topBarTrailing: return .primaryAction
        case .bottomBar: return .status
        default: return nil
        }
    }

    /// The replacement, when the placement is deprecated.
    public var replacement: ToolbarPlacement? {
        switch self {
        case .navigationBarLeading: return .topBarLeading
        case .navigationBarTrailing: return .topBarTrailing
        default: return nil
        }
    }

    /// Placements that hold one dialog button (the Mac binds them to Return and Escape): a menu
    /// cannot be one.
    public var holdsOneButton: Bool {
        self == .confirmationAction || self == .cancellationAction || self == .destructiveAction
    }

    /// Placements that hold a single item.
    public var isSingleItem: Bool { self == .principal || self == .largeTitle || self == .largeSubtitle || self == .subtitle }
}

/// What a toolbar item does (the action verbs of SpecFormat.md).
public enum ActionSpec: Hashable, Sendable {
    /// `{ popToRoot: TAB }`, or bare `popToRoot` (tab nil: the current stack).
    case popToRoot(tab: Located<String>?)
    /// `{ selectTab: TAB }`.
    case selectTab(Located<String>)
    /// `{ open: SCREEN, tab: TAB }` (tab optional).
    case open(screen: Located<String>, tab: Located<String>?)
    /// `{ push: SCREEN }` onto the current stack.
    case push(Located<String>)
    /// `{ present: SCREEN }`: a sheet or full-screen cover.
    case present(Located<String>)
    /// Bare `pop`.
    case pop
    /// Bare `dismiss`: the top-most modal.
    case dismiss
    /// Bare `dismissAll`: every presented modal.
    case dismissAll
    /// `{ custom: NAME }`: handled by app code.
    case custom(Located<String>)
}
