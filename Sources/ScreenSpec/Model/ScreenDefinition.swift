/// One entry of `screens`.
///
/// A value type whose fields live in one shared box until a copy is changed (copy-on-write): a
/// screen is copied often (into lookup tables, filtered lists, each rule's view of the spec), and
/// copying the fields themselves would retain a dozen strings and move hundreds of bytes each time.
public struct ScreenDefinition: Hashable, Sendable {
    /// The screen id (UpperCamel), the key in `screens`.
    public var id: Located<String> {
        get { fields.id }
        _modify {
            makeUnique()
            yield &fields.id
        }
    }
    /// `view`: the app's SwiftUI view type; nil means `<ScreenId>View`.
    public var view: Located<String>? {
        get { fields.view }
        _modify {
            makeUnique()
            yield &fields.view
        }
    }
    /// `title`, possibly with `{param}` interpolations.
    public var title: Located<String>? {
        get { fields.title }
        _modify {
            makeUnique()
            yield &fields.title
        }
    }
    /// `titleDisplayMode`.
    public var titleDisplayMode: Located<TitleDisplayMode>? {
        get { fields.titleDisplayMode }
        _modify {
            makeUnique()
            yield &fields.titleDisplayMode
        }
    }
    /// `toolbar` or `toolbars`, in order.
    public var toolbars: [Located<String>] {
        get { fields.toolbars }
        _modify {
            makeUnique()
            yield &fields.toolbars
        }
    }
    /// `search`; nil when not searchable.
    public var search: SearchSpec? {
        get { fields.search }
        _modify {
            makeUnique()
            yield &fields.search
        }
    }
    /// `params`, in order: the route's associated values.
    public var params: [ParamSpec] {
        get { fields.params }
        _modify {
            makeUnique()
            yield &fields.params
        }
    }
    /// `links`, in order.
    public var links: [LinkSpec] {
        get { fields.links }
        _modify {
            makeUnique()
            yield &fields.links
        }
    }
    /// `presentation`; nil means `push`.
    public var presentation: Located<Presentation>? {
        get { fields.presentation }
        _modify {
            makeUnique()
            yield &fields.presentation
        }
    }
    /// `stack`: whether a modal gets its own NavigationStack.
    public var stack: Located<Bool>? {
        get { fields.stack }
        _modify {
            makeUnique()
            yield &fields.stack
        }
    }
    /// `deepLink`: a path pattern under `app.urlScheme`.
    public var deepLink: Located<String>? {
        get { fields.deepLink }
        _modify {
            makeUnique()
            yield &fields.deepLink
        }
    }
    /// The patterns after the first of a `deepLink` list: older or shorter URLs that also open the
    /// screen; `url(for:)` writes only `deepLink`.
    public var deepLinkAliases: [Located<String>] {
        get { fields.deepLinkAliases }
        _modify {
            makeUnique()
            yield &fields.deepLinkAliases
        }
    }
    /// Every pattern of `deepLink`, the screen's own first, then its aliases; empty without one.
    public var allDeepLinks: [Located<String>] { deepLink.map { [$0] + deepLinkAliases } ?? [] }
    /// `entry: true`: app code shows the screen (a notification, an App Intent, app state).
    public var entry: Located<Bool>? {
        get { fields.entry }
        _modify {
            makeUnique()
            yield &fields.entry
        }
    }
    /// The alert or confirmation dialog of `presentation: alert | confirmationDialog`: its
    /// message and buttons (its title is `title`); nil for other screens.
    public var dialog: DialogSpec? {
        get { fields.dialog }
        _modify {
            makeUnique()
            yield &fields.dialog
        }
    }
    /// Where a key can be written into the screen's mapping, for fix-its that add one; nil when
    /// the mapping's shape leaves that uncertain (an empty or anchored one).
    public var keyInsertion: KeyInsertion? {
        get { fields.keyInsertion }
        _modify {
            makeUnique()
            yield &fields.keyInsertion
        }
    }
    /// The screen's key in `screens`.
    public var location: SourceLocation {
        get { fields.location }
        _modify {
            makeUnique()
            yield &fields.location
        }
    }

    /// Creates a screen.
    public init(id: Located<String>, view: Located<String>? = nil, title: Located<String>? = nil,
                titleDisplayMode: Located<TitleDisplayMode>? = nil, toolbars: [Located<String>] = [],
                search: SearchSpec? = nil, params: [ParamSpec] = [], links: [LinkSpec] = [],
                presentation: Located<Presentation>? = nil, stack: Located<Bool>? = nil,
                deepLink: Located<String>? = nil, deepLinkAliases: [Located<String>] = [], entry: Located<Bool>? = nil,
                dialog: DialogSpec? = nil, keyInsertion: KeyInsertion? = nil, location: SourceLocation) {
        fields = Fields(id: id, view: view, title: title, titleDisplayMode: titleDisplayMode, toolbars: toolbars,
                        search: search, params: params, links: links, presentation: presentation, stack: stack,
                        deepLink: deepLink, deepLinkAliases: deepLinkAliases, entry: entry, dialog: dialog,
                        keyInsertion: keyInsertion, location: location)
    }

    /// The box; shared by copies, replaced by a copy of itself before a shared one is changed.
    private var fields: Fields

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
    }

    // Only a box that no other screen shares is ever changed, so sharing one across threads is safe.
    private final class Fields: @unchecked Sendable {
        var id: Located<String>
        var view: Located<String>?
        var title: Located<String>?
        var titleDisplayMode: Located<TitleDisplayMode>?
        var toolbars: [Located<String>]
        var search: SearchSpec?
        var params: [ParamSpec]
        var links: [LinkSpec]
        var presentation: Located<Presentation>?
        var stack: Located<Bool>?
        var deepLink: Located<String>?
        var deepLinkAliases: [Located<String>]
        var entry: Located<Bool>?
        var dialog: DialogSpec?
        var keyInsertion: KeyInsertion?
        var location: SourceLocation

        init(id: Located<String>, view: Located<String>?, title: Located<String>?,
             titleDisplayMode: Located<TitleDisplayMode>?, toolbars: [Located<String>], search: SearchSpec?,
             params: [ParamSpec], links: [LinkSpec], presentation: Located<Presentation>?,
             stack: Located<Bool>?, deepLink: Located<String>?, deepLinkAliases: [Located<String>],
             entry: Located<Bool>?, dialog: DialogSpec?, keyInsertion: KeyInsertion?, location: SourceLocation) {
            self.id = id
            self.view = view
            self.title = title
            self.titleDisplayMode = titleDisplayMode
            self.toolbars = toolbars
            self.search = search
            self.params = params
            self.links = links
            self.presentation = presentation
            self.stack = stack
            self.deepLink = deepLink
            self.deepLinkAliases = deepLinkAliases
            self.entry = entry
            self.dialog = dialog
            self.keyInsertion = keyInsertion
            self.location = location
        }

        func copy() -> Fields {
            Fields(id: id, view: view, title: title, titleDisplayMode: titleDisplayMode, toolbars: toolbars,
                   search: search, params: params, links: links, presentation: presentation, stack: stack,
                   deepLink: deepLink, deepLinkAliases: deepLinkAliases, entry: entry, dialog: dialog,
                   keyInsertion: keyInsertion, location: location)
        }
    }

    /// Equal when every field is; a shared box is equal to itself without looking inside.
    public static func == (lhs: ScreenDefinition, rhs: ScreenDefinition) -> Bool {
        let (a, b) = (lhs.fields, rhs.fields)
        return a === b || (a.id == b.id && a.view == b.view && a.title == b.title
            && a.titleDisplayMode == b.titleDisplayMode && a.toolbars == b.toolbars && a.search == b.search
            && a.params == b.params && a.links == b.links && a.presentation == b.presentation
            && a.stack == b.stack && a.deepLink == b.deepLink && a.deepLinkAliases == b.deepLinkAliases && a.entry == b.entry && a.dialog == b.dialog
            && a.keyInsertion == b.keyInsertion && a.location == b.location)
    }

    /// Hashes every field, as the synthesized conformance did.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields.id)
        hasher.combine(fields.view)
        hasher.combine(fields.title)
        hasher.combine(fields.titleDisplayMode)
        hasher.combine(fields.toolbars)
        hasher.combine(fields.search)
        hasher.combine(fields.params)
        hasher.combine(fields.links)
        hasher.combine(fields.presentation)
        hasher.combine(fields.stack)
        hasher.combine(fields.deepLink)
        hasher.combine(fields.deepLinkAliases)
        hasher.combine(fields.entry)
        hasher.combine(fields.dialog)
        hasher.combine(fields.keyInsertion)
        hasher.combine(fields.location)
    }

    /// The view type that applies.
    public var viewType: String { view?.value ?? Naming.viewType(forScreen: id.value) }
    /// The presentation that applies.
    public var effectivePresentation: Presentation { presentation?.value ?? .push }
    /// Whether the screen is shown modally.
    public var isModal: Bool { effectivePresentation != .push }
    /// Whether the screen is an alert or a confirmation dialog: no view, only a title, a message and buttons.
    public var isDialog: Bool { effectivePresentation.isDialog }
    /// Whether app code shows the screen (`entry: true`): it counts as reachable.
    public var isEntry: Bool { entry?.value ?? false }
    /// Whether the screen owns a NavigationStack (modals with `stack: true`).
    public var hasOwnStack: Bool { stack?.value ?? false }
    /// Params without a default whose type is not optional.
    public var requiredParams: [ParamSpec] { params.filter(\.isRequired) }
}

/// Where a key can be written into a mapping: before its first key, followed by what separates
/// keys there (a line break and the keys' indentation in a block mapping, `, ` in a flow one).
public struct KeyInsertion: Hashable, Sendable {
    /// The first key.
    public var location: SourceLocation
    /// What follows the new entry.
    public var separator: String

    /// Creates an insertion point.
    public init(location: SourceLocation, separator: String) {
        self.location = location
        self.separator = separator
    }

    /// The fix-it writing `entry` (`stack: true`) as the mapping's first key.
    public func fixIt(adding entry: String) -> Diagnostic.FixIt {
        Diagnostic.FixIt(replacement: entry + separator, at: location, length: 0)
    }
}

/// `titleDisplayMode`.
public enum TitleDisplayMode: String, Hashable, Sendable, CaseIterable {
    case automatic, inline, large
    /// `ToolbarTitleDisplayMode.inlineLarge` (iOS 17): a large title inline in the navigation bar.
    case inlineLarge
}

/// `presentation`: how links must show a screen.
public enum Presentation: String, Hashable, Sendable, CaseIterable {
    case push, sheet, fullScreenCover, alert, confirmationDialog

    /// An alert or a confirmation dialog: SwiftUI shows its title, message and buttons, no view.
    public var isDialog: Bool { self == .alert || self == .confirmationDialog }

    /// The screen it shows, in words: `a pushed screen`, `a sheet`, `a full-screen cover` …
    public var phrase: String {
        switch self {
        case .push: "a pushed screen"
        case .sheet: "a sheet"
        case .fullScreenCover: "a full-screen cover"
        case .alert: "an alert"
        case .confirmationDialog: "a confirmation dialog"
        }
    }
}

/// The message and buttons of an alert or confirmation dialog.
public struct DialogSpec: Hashable, Sendable {
    /// `message`, possibly with `{param}` interpolations.
    public var message: Located<String>?
    /// `buttons`, in order.
    public var buttons: [DialogButtonSpec]

    /// Creates a dialog.
    public init(message: Located<String>? = nil, buttons: [DialogButtonSpec] = []) {
        self.message = message
        self.buttons = buttons
    }
}

/// One entry of `buttons`: choosing it closes the alert or dialog, then does its action.
public struct DialogButtonSpec: Hashable, Sendable {
    /// `role` of a button.
    public enum Role: String, Hashable, Sendable, CaseIterable {
        case cancel, destructive
    }

    /// `label`.
    public var label: Located<String>
    /// `role`; nil for a plain button.
    public var role: Located<Role>?
    /// `action`; nil only closes the dialog.
    public var action: Located<ActionSpec>?
    /// The button's entry.
    public var location: SourceLocation

    /// Creates a button.
    public init(label: Located<String>, role: Located<Role>? = nil, action: Located<ActionSpec>? = nil,
                location: SourceLocation) {
        self.label = label
        self.role = role
        self.action = action
        self.location = location
    }
}

/// `search`: makes a screen searchable.
public struct SearchSpec: Hashable, Sendable {
    /// `prompt`.
    public var prompt: Located<String>?
    /// `placement`; nil means `automatic`.
    public var placement: Located<SearchPlacement>?
    /// `displayMode` of a `navigationBarDrawer` placement; nil means `automatic`.
    public var displayMode: Located<SearchDisplayMode>?
    /// The `search` key.
    public var location: SourceLocation

    /// Creates a search.
    public init(prompt: Located<String>? = nil, placement: Located<SearchPlacement>? = nil,
                displayMode: Located<SearchDisplayMode>? = nil, location: SourceLocation) {
        self.prompt = prompt
        self.placement = placement
        self.displayMode = displayMode
        self.location = location
    }
}

/// `search.placement`: a `SearchFieldPlacement`.
public enum SearchPlacement: String, Hashable, Sendable, CaseIterable {
    case automatic, navigationBarDrawer, toolbar, sidebar
}

/// `search.displayMode`: `SearchFieldPlacement.NavigationBarDrawerDisplayMode` (`always`: the
/// search field stays shown instead of hiding as the content scrolls).
public enum SearchDisplayMode: String, Hashable, Sendable, CaseIterable {
    case automatic, always
}

/// One entry of `params`.
public struct ParamSpec: Hashable, Sendable {
    /// The param name (lowerCamel): the associated-value and initializer label.
    public var name: Located<String>
    /// The type.
    public var type: Located<ParamType>
    /// `default`, as written (its scalar text), validated against the type by the loader.
    public var defaultValue: Located<String>?
    /// `inURL`: `false` keeps the param out of deep links (never read from a query item of its
    /// name, never written by `url(for:)`); nil when not given.
    public var inURL: Located<Bool>?
    /// The param's key.
    public var location: SourceLocation

    /// Creates a param.
    public init(name: Located<String>, type: Located<ParamType>, defaultValue: Located<String>? = nil,
                inURL: Located<Bool>? = nil, location: SourceLocation) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.inURL = inURL
        self.location = location
    }

    /// Whether a caller must supply the param.
    public var isRequired: Bool { defaultValue == nil && !type.value.isOptional }

    /// Whether a deep link may carry the param: not when `inURL: false` keeps it out.
    public var isInURLs: Bool { inURL?.value ?? true }
}

/// A param type: `String`, `Int?`, an app type …
public struct ParamType: Hashable, Sendable, CustomStringConvertible {
    /// The base type name, without `?`.
    public var name: String
    /// Whether the type is optional (`T?`).
    public var isOptional: Bool

    /// Creates a param type.
    public init(name: String, isOptional: Bool = false) {
        self.name = name
        self.isOptional = isOptional
    }

    /// The builtin types ScreenSpec knows how to parse and print.
    public enum Builtin: String, Sendable, CaseIterable {
        case String, Int, Double, Bool, UUID, URL, Date
    }

    /// Swift's and Foundation's value types a param may name as they are (`Int64`, `Data`, …):
    /// `Hashable`, `Codable` and `Sendable` on every platform, so routes carry them. They are not
    /// app types (`scaffold` declares no placeholder, which would shadow them); only the number
    /// types among them take a default, and can be read from a URL (`urlNumberTypes`).
    public static let standardTypes: Set<Swift.String> = standardNumberTypes.union([
        "Decimal", "Data", "Duration", "Locale", "TimeZone", "Calendar", "IndexPath", "DateComponents",
        "DateInterval", "PersonNameComponents", "URLComponents",
    ])

    /// The standard types that are numbers: a title shows them as it shows an `Int`.
    public static let standardNumberTypes: Set<Swift.String> = [
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "CGFloat",
    ]

    /// The number types a deep link reads (`init?(_ text:)`) and writes (`String(_:)`): `Int`,
    /// `Double` and the standard ones that read and write themselves the same way (not `CGFloat`).
    public static let urlNumberTypes: [Swift.String] = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    ]

    /// Whether a title can show a value of the type: a non-optional `String`, `Int`, `Double`,
    /// `Bool`, `UUID` or standard number type.
    public var canBeShownInTitle: Bool {
        guard !isOptional else { return false }
        switch builtin {
        case .String?, .Int?, .Double?, .Bool?, .UUID?: return true
        case .URL?, .Date?: return false
        case nil: return Self.standardNumberTypes.contains(name)
        }
    }

    /// The builtin type, or nil for an app type or a collection.
    public var builtin: Builtin? { Builtin(rawValue: name) }

    /// Whether a type name (a param's, or a collection's element) is the app's own: neither a
    /// builtin nor a standard type.
    public static func isAppTypeName(_ name: Swift.String) -> Bool {
        Builtin(rawValue: name) == nil && !standardTypes.contains(name)
    }

    /// How a required param `name` of this type stops needing a value: a default or `?`; `Date`,
    /// app types and the standard types that are not numbers take no default, so only `?`.
    public func remedy(forRequired name: String) -> String {
        if element != nil { return "give '\(name)' the default '[]' or make it optional" }
        if builtin == .Date || builtin == nil && !Self.standardNumberTypes.contains(self.name) {
            let kind = builtin == .Date ? "a date" : Self.standardTypes.contains(self.name) ? "a '\(self.name)'" : "an app type"
            return "make '\(name)' optional ('\(self.name)?'): \(kind) takes no default"
        }
        return "give '\(name)' a default or make it optional"
    }

    /// `[T]`: the element type of a collection param (whose `name` is `[T]`), or nil.
    public var element: String? { Self.arrayElement(of: name) }

    /// The element type named by `[T]`, or nil when `name` is not a collection.
    public static func arrayElement(of name: String) -> String? {
        guard name.hasPrefix("["), name.hasSuffix("]"), name.count > 2 else { return nil }
        let inner = String(name.dropFirst().dropLast())
        return inner.contains(where: { "[]:".contains($0) }) ? nil : inner
    }

    /// The Swift spelling, e.g. `Int?`.
    public var description: String { isOptional ? name + "?" : name }
}

/// One entry of `links`: where a screen can go.
public struct LinkSpec: Hashable, Sendable {
    /// The link's verb.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case push, sheet, fullScreenCover, alert, confirmationDialog, selectTab
    }

    /// The verb.
    public var kind: Kind
    /// The target screen (or tab, for `selectTab`).
    public var target: Located<String>
    /// The link's verb (`sheet` in `sheet: Player`).
    public var location: SourceLocation

    /// Creates a link.
    public init(kind: Kind, target: Located<String>, location: SourceLocation) {
        self.kind = kind
        self.target = target
        self.location = location
    }
}
