// The parts of the schema, one per section of SpecFormat.md. Optional keys also accept null:
// an empty value means "not set" in a spec (SpecFormat.md §2).

extension SpecSchema {
    // MARK: app (§4)

    static var app: JSONValue {
        object(
            "the app: its name and the facts that decide the generated API; exactly one file of a spec holds it",
            required: ["name"],
            properties: [
                ("name", describe(
                    "the app's name (UpperCamel): the prefix of every generated type and file (`Cities` gives " +
                        "`CitiesNavigator`, `CitiesRoutes.swift` …)",
                    ref("upperIdentifier"))),
                ("deploymentTarget", optional(
                    "the platforms the generated code compiles for, one or a list (`[iOS 17, macOS 14]`); the " +
                        "lowest decides which SwiftUI APIs are emitted; default `iOS 17`",
                    .object([("anyOf", .array([
                        enumeration(DeploymentTarget.allCases.map(\.description)),
                        .object([
                            ("type", .string("array")),
                            ("minItems", .int(1)),
                            ("uniqueItems", .bool(true)),
                            ("items", enumeration(DeploymentTarget.allCases.map(\.description))),
                        ]),
                    ]))]))),
                ("stateRestoration", optional(
                    "whether routes are `Codable` and the navigator has a `state` snapshot; false for apps " +
                        "whose models are not `Codable`; default true",
                    boolean)),
                ("tabStyle", optional(
                    "`sidebarAdaptable` (iOS 18 and later) makes the tab bar a sidebar on iPad; `splitView` " +
                        "(iOS 16) lists the tabs in a NavigationSplitView's sidebar; default `tabBar`",
                    enumeration(TabStyle.allCases.map(\.rawValue)))),
                ("reselectPopsToRoot", optional(
                    "whether tapping the selected tab pops its stack to the root; default true",
                    boolean)),
                ("urlScheme", optional(
                    "the URL scheme of deep links (`cities` gives `cities://city/Paris`); turns deep links on",
                    .object([
                        ("type", .string("string")),
                        ("pattern", .string("^[A-Za-z][A-Za-z0-9+.-]*$")),
                    ]))),
                ("accessLevel", optional(
                    "the access level of every generated declaration; default `internal`",
                    enumeration(AccessLevel.allCases.map(\.rawValue)))),
                ("root", optional(
                    "the root screen of a single-stack app (no TabView, one path); give `root` or a `tabs` " +
                        "section, not both",
                    ref("screenID"))),
                ("universalLinks", optional(
                    "domains whose `https://<domain>/<deep link>` URLs open the app's deep links (needs `urlScheme`)",
                    uniqueStrings(matching: "^([a-z0-9]([a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9]([a-z0-9-]*[a-z0-9])?$"))),
                ("imports", optional(
                    "modules the generated files import besides their own (`[SwiftData, ShopModels]`), for param " +
                        "types declared there",
                    uniqueStrings(matching: "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$"))),
                ("tabBarMinimizeBehavior", optional(
                    "how the iOS 26 tab bar shrinks as content scrolls; all but `automatic` need iOS 26; left out " +
                        "on the Mac; ignored by `splitView` and a single-stack app",
                    enumeration(TabBarMinimizeBehavior.allCases.map(\.rawValue)))),
            ])
    }

    // MARK: tabs (§5)

    static var tabs: JSONValue {
        .object([
            ("description", .string(
                "the tabs, in tab-bar order (2 to 5); a tab app has `tabs`, a single-stack app `app.root`")),
            ("type", .string("array")),
            ("items", ref("tab")),
        ])
    }

    static var tab: JSONValue {
        let tab = object(
            "one tab: its label, icon and the root screen of its NavigationStack, or the modal a tap on it presents",
            required: ["id", "title", "systemImage"],
            properties: [
                ("id", describe(
                    "the tab id (lowerCamel), unique: the `<App>Tab` case, the `<id>Path` property and the " +
                        "default route enum `<Id>Route`",
                    ref("lowerIdentifier"))),
                ("title", describe("the tab-bar label", ref("text"))),
                ("systemImage", describe("the tab's SF Symbol name", ref("symbolName"))),
                ("root", optional(
                    "the screen at the root of the tab's NavigationStack; it must not have required params",
                    ref("screenID"))),
                ("badge", optional(
                    "whether the navigator exposes a settable badge count for the tab (`badges[tab]`); default false",
                    boolean)),
                ("routeType", optional(
                    "the name of the stack's route enum; default `<Id>Route`; tabs naming the same type share one " +
                        "enum",
                    ref("upperIdentifier"))),
                ("section", optional(
                    "the sidebar section the tab is listed under (`splitView`: a List section; " +
                        "`sidebarAdaptable`: a TabSection); ignored by a tab bar",
                    .object([("type", .string("string")), ("minLength", .int(1))]))),
                ("role", optional(
                    "the tab's role: `search` makes it the search tab (`Tab(…, role: .search)`, iOS 18 and macOS 15; " +
                        "from iOS 26 drawn apart from the other tabs); at most one tab; ignored by `splitView`",
                    enumeration(TabRole.allCases.map(\.rawValue)))),
                ("action", optional(
                    "instead of `root`: a tap on the tab presents this modal (without required params) over the " +
                        "selected tab, which stays selected; the tab has no stack",
                    object("the modal to present", required: ["present"],
                           properties: [("present", describe("a modal screen: a sheet, full-screen cover, alert or confirmation dialog", ref("screenID")))]))),
            ])
        // A tab shows a stack or presents a modal: `root` or `action`, not both. A key left empty
        // (`root:`) is not set, as everywhere in the format.
        guard case .object(let pairs) = tab else { return tab }
        func given(_ key: String, _ type: String) -> JSONValue {
            .object([("required", .array([.string(key)])),
                     ("properties", .object([(key, .object([("type", .string(type))]))]))])
        }
        return .object(pairs + [("oneOf", .array([given("root", "string"), given("action", "object")]))])
    }

    // MARK: toolbars (§6)

    static var toolbars: JSONValue {
        .object([
            ("description", .string(
                "reusable toolbars by id (lowerCamel), applied to screens with `toolbar` or `toolbars`")),
            ("type", .string("object")),
            ("propertyNames", ref("lowerIdentifier")),
            ("additionalProperties", optional(
                "a toolbar: its items, in order",
                .object([("type", .string("array")), ("items", ref("toolbarItem"))]))),
        ])
    }

    static var toolbarItem: JSONValue {
        var item = object(
            "one toolbar item: a button when it has an `action`, static content otherwise; it needs a `label`, " +
                "a `systemImage` or both",
            required: [],
            properties: [
                ("id", optional(
                    "the item id (lowerCamel), unique within the toolbar; default derived from the toolbar id " +
                        "and the item's position",
                    ref("lowerIdentifier"))),
                ("placement", optional(
                    "the ToolbarItemPlacement; default `automatic`; `navigationBarLeading`/`Trailing` are " +
                        "deprecated, `largeTitle`, `largeSubtitle` and `subtitle` need iOS 26; or one per " +
                        "platform, `{ iOS: topBarLeading, macOS: navigation }`",
                    .object([("anyOf", .array([
                        enumeration(ToolbarPlacement.allCases.map(\.rawValue)),
                        .object([
                            ("type", .string("object")),
                            ("additionalProperties", .bool(false)),
                            ("minProperties", .int(1)),
                            ("properties", .object(Platform.allCases.map {
                                ($0.rawValue, enumeration(ToolbarPlacement.allCases.map(\.rawValue)))
                            })),
                        ]),
                    ]))]))),
                ("systemImage", optional("the item's SF Symbol name", ref("symbolName"))),
                ("label", optional(
                    "the item's text, and its accessibility label when it has a `systemImage`",
                    ref("text"))),
                ("action", optional("what the item does; without it the item is static content", ref("action"))),
                ("menu", optional(
                    "the items of the `Menu` the item shows instead of a button (not with `action`; not in " +
                        "`confirmationAction`, `cancellationAction` or `destructiveAction`)",
                    .object([("type", .string("array")), ("minItems", .int(1)), ("items", ref("menuItem"))]))),
            ])
        if case .object(var pairs) = item {
            pairs.append(("anyOf", .array([
                .object([("required", .array([.string("label")]))]),
                .object([("required", .array([.string("systemImage")]))]),
            ])))
            item = .object(pairs)
        }
        return item
    }

    static var menuItem: JSONValue {
        var item = object(
            "one item of a toolbar menu: a button with an `action`, or a submenu with its own `menu` (one " +
                "level deep); it needs a `label`, a `systemImage` or both",
            required: [],
            properties: [
                ("label", optional("the item's text", ref("text"))),
                ("systemImage", optional("the item's SF Symbol name", ref("symbolName"))),
                ("role", optional("the button's role", enumeration(MenuItemRole.allCases.map(\.rawValue)))),
                ("action", optional("what the item does", ref("action"))),
                ("menu", optional(
                    "the items of a submenu (not with `action`)",
                    .object([("type", .string("array")), ("minItems", .int(1)), ("items", ref("menuItem"))]))),
            ])
        if case .object(var pairs) = item {
            pairs.append(("anyOf", .array([
                .object([("required", .array([.string("label")]))]),
                .object([("required", .array([.string("systemImage")]))]),
            ])))
            item = .object(pairs)
        }
        return item
    }

    static var action: JSONValue {
        .object([
            ("description", .string(
                "a toolbar or button action: a bare word (`popToRoot`, `pop`, `dismiss`, `dismissAll`) or a mapping with exactly one verb")),
            ("oneOf", .array([
                .object([
                    ("description", .string(
                        "`popToRoot`: pop the current stack to its root; `pop`: go back one screen; " +
                            "`dismiss`: close the top-most presented modal; `dismissAll`: close every presented modal")),
                    ("type", .string("string")),
                    ("enum", .array(["popToRoot", "pop", "dismiss", "dismissAll"].map { .string($0) })),
                ]),
                verb("popToRoot", "select the tab and clear its path", ref("tabID")),
                verb("selectTab", "select the tab, keeping its path", ref("tabID")),
                verb("open",
                     "select `tab` (default: the selected tab if its stack can show the screen, else the first " +
                        "that can) and set its path to the screen; the screen must not have required params",
                     ref("screenID"),
                     extra: [("tab", describe("the tab whose stack shows the screen", ref("tabID")))]),
                verb("push", "push the screen onto the current stack; it must not have required params",
                     ref("screenID")),
                verb("present", "present the modal screen (a sheet, full-screen cover, alert or confirmation dialog) "
                     + "on top of the presented ones", ref("screenID")),
                verb("custom", "call the app's `navigator.onAction?(.name)`", ref("lowerIdentifier")),
            ])),
        ])
    }

    // MARK: screens (§7)

    static var screens: JSONValue {
        .object([
            ("description", .string("the screens, by id (UpperCamel)")),
            ("type", .string("object")),
            ("propertyNames", ref("upperIdentifier")),
            ("additionalProperties", optional(
                "a screen; every key is optional (`About:` is a screen with defaults)",
                ref("screen"))),
        ])
    }

    static var screen: JSONValue {
        var screen = object(
            "one screen: the app view it shows and how it is shown and left",
            required: [],
            properties: [
                ("view", optional("the app's SwiftUI view type; default `<ScreenId>View`", ref("upperIdentifier"))),
                ("title", optional(
                    "the navigation title; `{param}` interpolates a parameter (quote it: `title: \"{name}\"`)",
                    ref("text"))),
                ("titleDisplayMode", optional(
                    "the title display mode; default SwiftUI's (large at a root, inherited above it)",
                    enumeration(TitleDisplayMode.allCases.map(\.rawValue)))),
                ("toolbar", optional("the toolbar the screen shows (or use `toolbars`)", ref("toolbarID"))),
                ("toolbars", optional(
                    "the toolbars the screen shows, their items concatenated in order",
                    .object([("type", .string("array")), ("items", ref("toolbarID"))]))),
                ("links", optional(
                    "where the screen can go; each entry has exactly one verb",
                    .object([("type", .string("array")), ("items", ref("link"))]))),
                ("search", optional("makes the screen searchable (`search: {}` for the default prompt)",
                                    ref("search"))),
                ("params", optional("the route's associated values, in order", ref("params"))),
                ("deepLink", optional(
                    "a URL path pattern under `app.urlScheme` that opens the screen; or a list of them: the first " +
                        "is the screen's own (what `url(for:)` writes), the others aliases that also open it",
                    .object([("anyOf", .array([
                        ref("deepLink"),
                        .object([("type", .string("array")), ("minItems", .int(1)), ("items", ref("deepLink"))]),
                    ]))]))),
                ("presentation", optional(
                    "how links must show the screen; default `push`; `sheet`, `fullScreenCover`, `alert` and " +
                        "`confirmationDialog` make a modal (an alert or dialog has no view: a title, message and buttons)",
                    enumeration(Presentation.allCases.map(\.rawValue)))),
                ("entry", optional(
                    "the app's own code shows the screen (a notification, an App Intent, a change of app state): " +
                        "it counts as reachable; default false",
                    boolean)),
                ("message", optional(
                    "an alert's or confirmation dialog's message under its title; `{param}` interpolates a parameter",
                    ref("text"))),
                ("buttons", optional(
                    "an alert's or confirmation dialog's buttons, in order; at most one `cancel`",
                    .object([("type", .string("array")), ("items", ref("dialogButton"))]))),
                ("stack", optional(
                    "whether a modal gets its own NavigationStack (a navigation bar, search and pushes); " +
                        "default false; never on a pushed screen",
                    boolean)),
            ])
        if case .object(var pairs) = screen {
            pairs.append(("not", .object([
                ("description", .string("`toolbar` and `toolbars` together: use the list")),
                ("required", .array([.string("toolbar"), .string("toolbars")])),
            ])))
            screen = .object(pairs)
        }
        return screen
    }

    static var params: JSONValue {
        .object([
            ("description", .string(
                "the route's associated values, in order: `name: Type` or `name: { type: Type, default: value }`")),
            ("type", .string("object")),
            ("propertyNames", ref("lowerIdentifier")),
            ("additionalProperties", ref("param")),
        ])
    }

    static var paramType: JSONValue {
        let builtins = ParamType.Builtin.allCases.map(\.rawValue)
        return .object([
            ("description", .string(
                "a param type: String, Int, Double, Bool, UUID, URL, Date, an app type (UpperCamel, Hashable, " +
                    "Codable and Sendable; `Car.ID` works), or a collection `[T]` of one, each optional with `?`")),
            ("type", .string("string")),
            ("anyOf", .array([
                enumeration(builtins + builtins.map { $0 + "?" }),
                .object([("pattern", .string("^[A-Z][A-Za-z0-9]*(\\.[A-Z][A-Za-z0-9]*)*\\??$"))]),
                .object([("pattern", .string("^\\[[A-Z][A-Za-z0-9]*(\\.[A-Z][A-Za-z0-9]*)*\\]\\??$"))]),
            ])),
        ])
    }

    static var param: JSONValue {
        .object([
            ("description", .string("a param: its type, or `{ type, default, inURL }`")),
            ("oneOf", .array([
                ref("paramType"),
                .object([
                    ("type", .string("object")),
                    ("additionalProperties", .bool(false)),
                    ("required", .array([.string("type")])),
                    ("properties", .object([
                        ("type", ref("paramType")),
                        ("default", optional(
                            "the default value, read by the param's type; a list's is `[]`; Date and app types have none",
                            .object([("anyOf", .array([
                                .object([("type", .array(["string", "number", "boolean"].map { .string($0) }))]),
                                emptyList,
                            ]))]))),
                        ("inURL", optional(
                            "`false` keeps the param out of deep links: never read from a query item, never written by `url(for:)`",
                            .object([("type", .string("boolean"))]))),
                    ])),
                    ("allOf", .array(defaultRules)),
                ]),
            ])),
        ])
    }

    /// A collection type's spelling, `[T]` or `[T]?`.
    private static let listType = JSONValue.object([("pattern", .string("^\\[.*\\]\\??$"))])

    /// The one default of a collection: `[]`.
    private static let emptyList = JSONValue.object([("type", .string("array")), ("maxItems", .int(0))])

    /// What `default` may be for each param type (SpecFormat.md §7 `params`).
    private static var defaultRules: [JSONValue] {
        let typed: [(ParamType.Builtin, JSONValue)] = [
            (.String, ref("text")),
            (.Int, .object([("type", .string("integer"))])),
            (.Double, .object([("type", .string("number"))])),
            (.Bool, boolean),
            (.UUID, .object([
                ("type", .string("string")),
                ("pattern", .string(
                    "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$")),
            ])),
            (.URL, .object([("type", .string("string")), ("pattern", .string("^[A-Za-z][A-Za-z0-9+.-]*:"))])),
        ]
        func rule(_ condition: JSONValue, then value: JSONValue) -> JSONValue {
            .object([
                ("if", .object([("properties", .object([("type", condition)]))])),
                ("then", .object([("properties", .object([("default", value)]))])),
            ])
        }
        let null = JSONValue.object([("type", .string("null"))])
        var rules = typed.map { builtin, value in
            rule(enumeration([builtin.rawValue, builtin.rawValue + "?"]), then: .object([("anyOf", .array([value, null]))]))
        }
        rules.append(rule(listType, then: .object([("anyOf", .array([emptyList, null]))])))
        let defaultable = enumeration(typed.flatMap { [$0.0.rawValue, $0.0.rawValue + "?"] })
        rules.append(rule(.object([("not", .object([("anyOf", .array([defaultable, listType]))]))]), then: null))
        return rules
    }

    static var search: JSONValue {
        object(
            "a search field: the screen's host owns the text and hands it to the view",
            required: [],
            properties: [
                ("prompt", optional("the search field's prompt; default SwiftUI's", ref("text"))),
                ("placement", optional(
                    "the SearchFieldPlacement; default `automatic`",
                    enumeration(SearchPlacement.allCases.map(\.rawValue)))),
                ("displayMode", optional(
                    "`always` keeps a `navigationBarDrawer` search field shown as the content scrolls; default `automatic`",
                    enumeration(SearchDisplayMode.allCases.map(\.rawValue)))),
            ])
    }

    static var link: JSONValue {
        .object([
            ("description", .string("a link: exactly one verb")),
            ("oneOf", .array([
                verb("push", "the screen is pushed on this screen's stack", ref("screenID")),
                verb("sheet", "the screen (`presentation: sheet`) is presented as a sheet", ref("screenID")),
                verb("fullScreenCover",
                     "the screen (`presentation: fullScreenCover`) is presented as a full-screen cover",
                     ref("screenID")),
                verb("alert", "the screen (`presentation: alert`) is shown as an alert", ref("screenID")),
                verb("confirmationDialog",
                     "the screen (`presentation: confirmationDialog`) is shown as a confirmation dialog",
                     ref("screenID")),
                verb("selectTab", "switches to the tab", ref("tabID")),
            ])),
        ])
    }

    static var dialogButton: JSONValue {
        object(
            "a button of an alert or confirmation dialog: choosing it closes the dialog, then does its action",
            required: ["label"],
            properties: [
                ("label", optional("the button's text; `{param}` interpolates a parameter, as in the title", ref("text"))),
                ("role", optional("the button's role; at most one `cancel` per dialog",
                                  enumeration(DialogButtonSpec.Role.allCases.map(\.rawValue)))),
                ("action", optional("what the button does after closing the dialog; none only closes it",
                                    ref("action"))),
            ])
    }

    static var deepLink: JSONValue {
        let placeholder = "\\{[a-z][A-Za-z0-9]*\\}"
        let literal = "[^/?{}#]+"
        let query = "[^/?{}#=&]+=" + placeholder
        return .object([
            ("description", .string(
                "`/host/segment/{param}` with an optional `?item={param}&…` query; the first segment is the " +
                    "URL's host and is literal")),
            ("type", .string("string")),
            ("pattern", .string(
                "^/\(literal)(/(\(literal)|\(placeholder)))*(\\?\(query)(&\(query))*)?$")),
        ])
    }

    // MARK: values (§2, §3)

    static var textValue: JSONValue {
        .object([
            ("description", .string("text: any scalar, taken as written (`title: No` is the text \"No\")")),
            ("type", .array(["string", "number", "boolean"].map { .string($0) })),
        ])
    }

    static var symbolNameValue: JSONValue {
        .object([
            ("description", .string("an SF Symbol's name, dotted (`house.fill`): not empty, no spaces")),
            ("type", .array(["string", "number", "boolean"].map { .string($0) })),
            ("pattern", .string("^\\S+$")),
        ])
    }

    static func identifier(_ casing: Identifier.Casing) -> JSONValue {
        let upper = casing == .upper
        let reserved = Identifier.reservedNames
            .filter { $0.first.map { upper ? $0.isUppercase : $0.isLowercase } ?? false }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return .object([
            ("description", .string(
                upper
                    ? "an UpperCamel id: ASCII letters and digits, starting with an uppercase letter, not a reserved name"
                    : "a lowerCamel id: ASCII letters and digits, starting with a lowercase letter, not a Swift keyword")),
            ("type", .string("string")),
            ("pattern", .string(upper ? "^[A-Z][A-Za-z0-9]*$" : "^[a-z][A-Za-z0-9]*$")),
            ("not", enumeration(reserved)),
        ])
    }

    // MARK: building blocks

    static let boolean: JSONValue = .object([("type", .string("boolean"))])

    /// A reference to a definition.
    static func ref(_ name: String) -> JSONValue {
        .object([("$ref", .string("#/definitions/\(name)"))])
    }

    /// A list of strings matching `pattern`, each once.
    static func uniqueStrings(matching pattern: String) -> JSONValue {
        .object([
            ("type", .string("array")),
            ("items", .object([("type", .string("string")), ("pattern", .string(pattern))])),
            ("uniqueItems", .bool(true)),
        ])
    }

    static func enumeration(_ values: [String]) -> JSONValue {
        .object([("enum", .array(values.map { .string($0) }))])
    }

    /// A closed mapping.
    static func object(_ description: String, required: [String], properties: [(String, JSONValue)]) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("description", .string(description)),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
        ]
        if !required.isEmpty {
            pairs.append(("required", .array(required.map { .string($0) })))
        }
        pairs.append(("properties", .object(properties)))
        return .object(pairs)
    }

    /// `schema` with a description in front; a `$ref` is wrapped, since draft-07 ignores its siblings.
    static func describe(_ description: String, _ schema: JSONValue) -> JSONValue {
        guard case .object(let pairs) = schema else { return schema }
        if pairs.contains(where: { $0.0 == "$ref" }) {
            return .object([("description", .string(description)), ("allOf", .array([schema]))])
        }
        return .object([("description", .string(description))] + pairs.filter { $0.0 != "description" })
    }

    /// `schema` or null ("not set"), with a description.
    static func optional(_ description: String, _ schema: JSONValue) -> JSONValue {
        .object([
            ("description", .string(description)),
            ("anyOf", .array([schema, .object([("type", .string("null"))])])),
        ])
    }

    /// The same, used for top-level sections.
    static func nullable(_ schema: JSONValue) -> JSONValue {
        .object([("anyOf", .array([schema, .object([("type", .string("null"))])]))])
    }

    /// The same with a description, used for ids.
    static func described(_ schema: JSONValue, _ description: String) -> JSONValue {
        describe(description, schema)
    }

    /// A one-verb mapping `{ verb: value }`, plus optional extra keys.
    static func verb(_ name: String, _ description: String, _ value: JSONValue,
                     extra: [(String, JSONValue)] = []) -> JSONValue {
        .object([
            ("description", .string("`\(name)`: \(description)")),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("required", .array([.string(name)])),
            ("properties", .object([(name, value)] + extra)),
        ])
    }
}
