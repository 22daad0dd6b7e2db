import Mustache

// Templates read the context through these providers: each lookup builds only the value asked
// for, so the context is never copied into a tree of `MustacheValue`s (at 50,000 screens that
// copy was half of `generate`'s heap and a third of its time). The keys are the context's
// `Encodable` keys, which `dump-context` prints; a test checks, on every example app, that the
// provided value equals `MustacheValue(encoding:)` of the same context, so a field added to a
// context type without a case here fails it.

extension TemplateContext: MustacheObjectProvider {
    private static let fields = MustacheFields<TemplateContext>([
        ("contextVersion", { .int($0.contextVersion) }),
        ("header", { .string($0.header) }),
        ("specFiles", { MustacheValue($0.specFiles) }),
        ("routesFileName", { .string($0.routesFileName) }),
        ("navigatorFileName", { .string($0.navigatorFileName) }),
        ("viewsFileName", { .string($0.viewsFileName) }),
        ("appName", { .string($0.appName) }),
        ("access", { .string($0.access) }),
        ("isPublic", { .bool($0.isPublic) }),
        ("deploymentTarget", { .string($0.deploymentTarget) }),
        ("deploymentTargetVersion", { .int($0.deploymentTargetVersion) }),
        ("isIOS16", { .bool($0.isIOS16) }),
        ("usesObservation", { .bool($0.usesObservation) }),
        ("usesTabAPI", { .bool($0.usesTabAPI) }),
        ("usesToolbarTitleDisplayMode", { .bool($0.usesToolbarTitleDisplayMode) }),
        ("tabStyle", { .string($0.tabStyle) }),
        ("sidebarAdaptable", { .bool($0.sidebarAdaptable) }),
        ("isSingleStack", { .bool($0.isSingleStack) }),
        ("hasTabs", { .bool($0.hasTabs) }),
        ("reselectPopsToRoot", { .bool($0.reselectPopsToRoot) }),
        ("searchQueryName", { .string($0.searchQueryName) }),
        ("tabType", { MustacheValue($0.tabType) }),
        ("navigatorType", { .string($0.navigatorType) }),
        ("stateType", { .string($0.stateType) }),
        ("destinationType", { .string($0.destinationType) }),
        ("sheetType", { .string($0.sheetType) }),
        ("actionType", { .string($0.actionType) }),
        ("commandType", { .string($0.commandType) }),
        ("toolbarType", { .string($0.toolbarType) }),
        ("toolbarItemType", { .string($0.toolbarItemType) }),
        ("screenType", { .string($0.screenType) }),
        ("rootViewType", { .string($0.rootViewType) }),
        ("deepLinkType", { .string($0.deepLinkType) }),
        ("appEntryType", { .string($0.appEntryType) }),
        ("actionHandlerType", { .string($0.actionHandlerType) }),
        ("routeType", { MustacheValue($0.routeType) }),
        ("pathProperty", { MustacheValue($0.pathProperty) }),
        ("initialTab", { MustacheValue($0.initialTab) }),
        ("urlScheme", { MustacheValue($0.urlScheme) }),
        ("urlSchemeLiteral", { MustacheValue($0.urlSchemeLiteral) }),
        ("hasDeepLinks", { .bool($0.hasDeepLinks) }),
        ("hasURLScheme", { .bool($0.hasURLScheme) }),
        ("deepLinksCoverAllDestinations", { .bool($0.deepLinksCoverAllDestinations) }),
        ("tabs", { .array($0.tabs.map(MustacheValue.init(provider:))) }),
        ("badgeTabs", { .array($0.badgeTabs.map(MustacheValue.init(provider:))) }),
        ("hasBadges", { .bool($0.hasBadges) }),
        ("stacks", { .array($0.stacks.map(MustacheValue.init(provider:))) }),
        ("modalStacks", { .array($0.modalStacks.map(MustacheValue.init(provider:))) }),
        ("hasModalStacks", { .bool($0.hasModalStacks) }),
        ("hasPushableStacks", { .bool($0.hasPushableStacks) }),
        ("hasOpenableStacks", { .bool($0.hasOpenableStacks) }),
        ("routeEnums", { .array($0.routeEnums.map(MustacheValue.init(provider:))) }),
        ("destinations", { .array($0.destinations.map(MustacheValue.init(provider:))) }),
        ("hasDestinations", { .bool($0.hasDestinations) }),
        ("hasManyDestinations", { .bool($0.hasManyDestinations) }),
        ("sheets", { .array($0.sheets.map(MustacheValue.init(provider:))) }),
        ("hasSheets", { .bool($0.hasSheets) }),
        ("hasManySheets", { .bool($0.hasManySheets) }),
        ("hasModalsWithoutStack", { .bool($0.hasModalsWithoutStack) }),
        ("hasSheetModals", { .bool($0.hasSheetModals) }),
        ("hasFullScreenCoverModals", { .bool($0.hasFullScreenCoverModals) }),
        ("actions", { .array($0.actions.map(MustacheValue.init(provider:))) }),
        ("hasActions", { .bool($0.hasActions) }),
        ("toolbars", { .array($0.toolbars.map(MustacheValue.init(provider:))) }),
        ("hasToolbars", { .bool($0.hasToolbars) }),
        ("hasToolbarContent", { .bool($0.hasToolbarContent) }),
        ("screens", { .array($0.screens.map(MustacheValue.init(provider:))) }),
        ("deepLinks", { .array($0.deepLinks.map(MustacheValue.init(provider:))) }),
        ("appTypes", { .array($0.appTypes.map(MustacheValue.init(provider:))) }),
        ("hasAppTypes", { .bool($0.hasAppTypes) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension AppTypeContext: MustacheObjectProvider {
    private static let fields = MustacheFields<AppTypeContext>([
        ("name", { .string($0.name) }),
        ("isQualified", { .bool($0.isQualified) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension TabContext: MustacheObjectProvider {
    private static let fields = MustacheFields<TabContext>([
        ("id", { .string($0.id) }),
        ("caseName", { .string($0.caseName) }),
        ("title", { .string($0.title) }),
        ("titleLiteral", { .string($0.titleLiteral) }),
        ("systemImage", { .string($0.systemImage) }),
        ("systemImageLiteral", { .string($0.systemImageLiteral) }),
        ("pathProperty", { .string($0.pathProperty) }),
        ("routeType", { .string($0.routeType) }),
        ("hasRouteCases", { .bool($0.hasRouteCases) }),
        ("hasBadge", { .bool($0.hasBadge) }),
        ("root", { MustacheValue(provider: $0.root) }),
        ("rootIsDestination", { .bool($0.rootIsDestination) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension StackContext: MustacheObjectProvider {
    private static let fields = MustacheFields<StackContext>([
        ("kind", { .string($0.kind) }),
        ("isTab", { .bool($0.isTab) }),
        ("isSingle", { .bool($0.isSingle) }),
        ("isModal", { .bool($0.isModal) }),
        ("tabCase", { MustacheValue($0.tabCase) }),
        ("sheetCase", { MustacheValue($0.sheetCase) }),
        ("pathProperty", { .string($0.pathProperty) }),
        ("routeType", { .string($0.routeType) }),
        ("root", { MustacheValue(provider: $0.root) }),
        ("rootIsDestination", { .bool($0.rootIsDestination) }),
        ("hasRouteCases", { .bool($0.hasRouteCases) }),
        ("displayName", { .string($0.displayName) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension RouteEnumContext: MustacheObjectProvider {
    private static let fields = MustacheFields<RouteEnumContext>([
        ("name", { .string($0.name) }),
        ("cases", { .array($0.cases.map(MustacheValue.init(provider:))) }),
        ("hasCases", { .bool($0.hasCases) }),
        ("hasManyCases", { .bool($0.hasManyCases) }),
        ("coversAllDestinations", { .bool($0.coversAllDestinations) }),
        ("usedBy", { .string($0.usedBy) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension EnumCaseContext: MustacheObjectProvider {
    private static let fields = MustacheFields<EnumCaseContext>([
        ("caseName", { .string($0.caseName) }),
        ("declaration", { .string($0.declaration) }),
        ("associatedValues", { .string($0.associatedValues) }),
        ("pattern", { .string($0.pattern) }),
        ("bindings", { .string($0.bindings) }),
        ("construction", { .string($0.construction) }),
        ("arguments", { .string($0.arguments) }),
        ("hasParams", { .bool($0.hasParams) }),
        ("params", { .array($0.params.map(MustacheValue.init(provider:))) }),
        ("screen", { MustacheValue(provider: $0.screen) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension ScreenReferenceContext: MustacheObjectProvider {
    private static let fields = MustacheFields<ScreenReferenceContext>([
        ("id", { .string($0.id) }),
        ("caseName", { .string($0.caseName) }),
        ("viewType", { .string($0.viewType) }),
        ("displayName", { .string($0.displayName) }),
        ("hostType", { .string($0.hostType) }),
        ("hostInitializer", { .string($0.hostInitializer) }),
        ("viewInitializer", { .string($0.viewInitializer) }),
        ("presentation", { .string($0.presentation) }),
        ("isSheet", { .bool($0.isSheet) }),
        ("isFullScreenCover", { .bool($0.isFullScreenCover) }),
        ("hasOwnStack", { .bool($0.hasOwnStack) }),
        ("isSearchable", { .bool($0.isSearchable) }),
        ("hasDeepLink", { .bool($0.hasDeepLink) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension SheetContext: MustacheObjectProvider {
    private static let fields = MustacheFields<SheetContext>([
        ("caseName", { .string($0.caseName) }),
        ("enumCase", { MustacheValue(provider: $0.enumCase) }),
        ("presentation", { .string($0.presentation) }),
        ("isSheet", { .bool($0.isSheet) }),
        ("isFullScreenCover", { .bool($0.isFullScreenCover) }),
        ("hasOwnStack", { .bool($0.hasOwnStack) }),
        ("pathProperty", { MustacheValue($0.pathProperty) }),
        ("routeType", { MustacheValue($0.routeType) }),
        ("hasRouteCases", { .bool($0.hasRouteCases) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension ActionContext: MustacheObjectProvider {
    private static let fields = MustacheFields<ActionContext>([
        ("caseName", { .string($0.caseName) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension ToolbarContext: MustacheObjectProvider {
    private static let fields = MustacheFields<ToolbarContext>([
        ("caseName", { .string($0.caseName) }),
        ("items", { .array($0.items.map(MustacheValue.init(provider:))) }),
        ("hasItems", { .bool($0.hasItems) }),
        ("contentType", { .string($0.contentType) }),
        ("contentInitializer", { .string($0.contentInitializer) }),
        ("hasItemBlocks", { .bool($0.hasItemBlocks) }),
        ("content", { .array($0.content.map(MustacheValue.init(provider:))) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension ToolbarItemContext: MustacheObjectProvider {
    private static let fields = MustacheFields<ToolbarItemContext>([
        ("id", { .string($0.id) }),
        ("idLiteral", { .string($0.idLiteral) }),
        ("toolbar", { .string($0.toolbar) }),
        ("placement", { .string($0.placement) }),
        ("placementLiteral", { .string($0.placementLiteral) }),
        ("placementExpression", { .string($0.placementExpression) }),
        ("systemImage", { MustacheValue($0.systemImage) }),
        ("systemImageLiteral", { MustacheValue($0.systemImageLiteral) }),
        ("hasSystemImage", { .bool($0.hasSystemImage) }),
        ("label", { MustacheValue($0.label) }),
        ("labelLiteral", { MustacheValue($0.labelLiteral) }),
        ("hasLabel", { .bool($0.hasLabel) }),
        ("hasLabelAndSystemImage", { .bool($0.hasLabelAndSystemImage) }),
        ("hasOnlySystemImage", { .bool($0.hasOnlySystemImage) }),
        ("hasOnlyLabel", { .bool($0.hasOnlyLabel) }),
        ("command", { MustacheValue($0.command) }),
        ("hasCommand", { .bool($0.hasCommand) }),
        ("initializer", { .string($0.initializer) }),
        ("block", { MustacheValue($0.block) }),
        ("startsBlock", { .bool($0.startsBlock) }),
        ("endsBlock", { .bool($0.endsBlock) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension ScreenContext: MustacheObjectProvider {
    private static let fields = MustacheFields<ScreenContext>([
        ("id", { .string($0.id) }),
        ("caseName", { .string($0.caseName) }),
        ("viewType", { .string($0.viewType) }),
        ("displayName", { .string($0.displayName) }),
        ("title", { MustacheValue($0.title) }),
        ("hasTitle", { .bool($0.hasTitle) }),
        ("titleLiteral", { MustacheValue($0.titleLiteral) }),
        ("titleExpression", { MustacheValue($0.titleExpression) }),
        ("titleIsInterpolated", { .bool($0.titleIsInterpolated) }),
        ("titleDisplayMode", { MustacheValue($0.titleDisplayMode) }),
        ("hasTitleDisplayMode", { .bool($0.hasTitleDisplayMode) }),
        ("toolbars", { .array($0.toolbars.map(MustacheValue.init(provider:))) }),
        ("hasToolbars", { .bool($0.hasToolbars) }),
        ("hasToolbarItems", { .bool($0.hasToolbarItems) }),
        ("toolbarContent", { .array($0.toolbarContent.map(MustacheValue.init(provider:))) }),
        ("toolbarsLiteral", { .string($0.toolbarsLiteral) }),
        ("isSearchable", { .bool($0.isSearchable) }),
        ("searchPrompt", { MustacheValue($0.searchPrompt) }),
        ("searchPromptLiteral", { MustacheValue($0.searchPromptLiteral) }),
        ("hasSearchPrompt", { .bool($0.hasSearchPrompt) }),
        ("searchPlacement", { MustacheValue($0.searchPlacement) }),
        ("searchPlacementExpression", { MustacheValue($0.searchPlacementExpression) }),
        ("searchPlacementIsAutomatic", { .bool($0.searchPlacementIsAutomatic) }),
        ("params", { .array($0.params.map(MustacheValue.init(provider:))) }),
        ("hasParams", { .bool($0.hasParams) }),
        ("presentation", { .string($0.presentation) }),
        ("isPush", { .bool($0.isPush) }),
        ("isModal", { .bool($0.isModal) }),
        ("isSheet", { .bool($0.isSheet) }),
        ("isFullScreenCover", { .bool($0.isFullScreenCover) }),
        ("hasOwnStack", { .bool($0.hasOwnStack) }),
        ("stackPathProperty", { MustacheValue($0.stackPathProperty) }),
        ("stackRouteType", { MustacheValue($0.stackRouteType) }),
        ("isRoot", { .bool($0.isRoot) }),
        ("isDestination", { .bool($0.isDestination) }),
        ("viewInitializer", { .string($0.viewInitializer) }),
        ("viewArguments", { .array($0.viewArguments.map(MustacheValue.init(provider:))) }),
        ("hasViewArguments", { .bool($0.hasViewArguments) }),
        ("viewParameters", { .string($0.viewParameters) }),
        ("hostType", { .string($0.hostType) }),
        ("hostInitializer", { .string($0.hostInitializer) }),
        ("deepLink", { $0.deepLink.map(MustacheValue.init(provider:)) ?? .null }),
        ("hasDeepLink", { .bool($0.hasDeepLink) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension ToolbarReferenceContext: MustacheObjectProvider {
    private static let fields = MustacheFields<ToolbarReferenceContext>([
        ("caseName", { .string($0.caseName) }),
        ("hasItems", { .bool($0.hasItems) }),
        ("contentType", { .string($0.contentType) }),
        ("contentInitializer", { .string($0.contentInitializer) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension ToolbarContentContext: MustacheObjectProvider {
    private static let fields = MustacheFields<ToolbarContentContext>([
        ("isGroup", { .bool($0.isGroup) }),
        ("children", { .array($0.children.map(MustacheValue.init(provider:))) }),
        ("isItem", { .bool($0.isItem) }),
        ("item", { $0.item.map(MustacheValue.init(provider:)) ?? .null }),
        ("isBlock", { .bool($0.isBlock) }),
        ("block", { MustacheValue($0.block) }),
        ("isToolbar", { .bool($0.isToolbar) }),
        ("toolbar", { $0.toolbar.map(MustacheValue.init(provider:)) ?? .null }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension ViewArgumentContext: MustacheObjectProvider {
    private static let fields = MustacheFields<ViewArgumentContext>([
        ("name", { .string($0.name) }),
        ("type", { .string($0.type) }),
        ("isSearchQuery", { .bool($0.isSearchQuery) }),
        ("hasDefault", { .bool($0.hasDefault) }),
        ("defaultLiteral", { MustacheValue($0.defaultLiteral) }),
        ("declaration", { .string($0.declaration) }),
        ("propertyDeclaration", { .string($0.propertyDeclaration) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension ParamContext: MustacheObjectProvider {
    private static let fields = MustacheFields<ParamContext>([
        ("name", { .string($0.name) }),
        ("type", { .string($0.type) }),
        ("baseType", { .string($0.baseType) }),
        ("isOptional", { .bool($0.isOptional) }),
        ("isRequired", { .bool($0.isRequired) }),
        ("hasDefault", { .bool($0.hasDefault) }),
        ("defaultLiteral", { MustacheValue($0.defaultLiteral) }),
        ("declaration", { .string($0.declaration) }),
        ("typedName", { .string($0.typedName) }),
        ("binding", { .string($0.binding) }),
        ("argument", { .string($0.argument) }),
        ("isInterpolatable", { .bool($0.isInterpolatable) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension DeepLinkContext: MustacheObjectProvider {
    private static let fields = MustacheFields<DeepLinkContext>([
        ("pattern", { .string($0.pattern) }),
        ("example", { .string($0.example) }),
        ("caseName", { .string($0.caseName) }),
        ("casePattern", { .string($0.casePattern) }),
        ("host", { .string($0.host) }),
        ("hostLiteral", { .string($0.hostLiteral) }),
        ("pathSegments", { .array($0.pathSegments.map(MustacheValue.init(provider:))) }),
        ("pathSegmentCount", { .int($0.pathSegmentCount) }),
        ("pathPatternLiteral", { .string($0.pathPatternLiteral) }),
        ("values", { .array($0.values.map(MustacheValue.init(provider:))) }),
        ("hasValues", { .bool($0.hasValues) }),
        ("matchExpression", { .string($0.matchExpression) }),
        ("destinationExpression", { .string($0.destinationExpression) }),
        ("pathExpression", { .string($0.pathExpression) }),
        ("queryExpression", { .string($0.queryExpression) }),
        ("unrepresentableWhenNil", { MustacheValue($0.unrepresentableWhenNil) }),
        ("hasUnrepresentableValues", { .bool($0.hasUnrepresentableValues) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension DeepLinkSegmentContext: MustacheObjectProvider {
    private static let fields = MustacheFields<DeepLinkSegmentContext>([
        ("isLiteral", { .bool($0.isLiteral) }),
        ("literal", { MustacheValue($0.literal) }),
        ("literalLiteral", { MustacheValue($0.literalLiteral) }),
        ("param", { MustacheValue($0.param) }),
        ("index", { .int($0.index) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

extension DeepLinkValueContext: MustacheObjectProvider {
    private static let fields = MustacheFields<DeepLinkValueContext>([
        ("name", { .string($0.name) }),
        ("type", { .string($0.type) }),
        ("isPathSegment", { .bool($0.isPathSegment) }),
        ("pathIndex", { MustacheValue($0.pathIndex) }),
        ("isQueryItem", { .bool($0.isQueryItem) }),
        ("queryItem", { MustacheValue($0.queryItem) }),
        ("queryItemLiteral", { MustacheValue($0.queryItemLiteral) }),
        ("hasDefault", { .bool($0.hasDefault) }),
        ("defaultLiteral", { MustacheValue($0.defaultLiteral) }),
        ("readExpression", { .string($0.readExpression) }),
        ("writeExpression", { .string($0.writeExpression) }),
        ("isFirst", { .bool($0.isFirst) }),
        ("isLast", { .bool($0.isLast) }),
    ])

    /// The keys templates see, in declaration order (the order of `dump-context`).
    public var mustacheKeys: [String] { Self.fields.keys }

    /// The value of one key, built when a template looks it up.
    public func mustacheValue(forKey key: String) -> MustacheValue? { Self.fields.value(of: key, in: self) }

    /// The value of one key as a template names it, found by its number.
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? { Self.fields.value(of: key, in: self) }
}

/// The keys of one context type with how to build each one's value, by name and by key number
/// (a template's lookup indexes an array instead of hashing the name once per context it
/// searches).
private struct MustacheFields<Context>: Sendable {
    typealias Builder = @Sendable (Context) -> MustacheValue

    let keys: [String]
    private let builders: [String: Builder]
    private let buildersByNumber: [Builder?]

    init(_ fields: [(String, Builder)]) {
        keys = fields.map(\.0)
        builders = Dictionary(uniqueKeysWithValues: fields)
        let numbered = fields.map { (MustacheKey($0.0).id, $0.1) }
        var byNumber = [Builder?](repeating: nil, count: (numbered.map(\.0).max() ?? -1) + 1)
        for (number, builder) in numbered {
            byNumber[number] = builder
        }
        buildersByNumber = byNumber
    }

    func value(of key: String, in context: Context) -> MustacheValue? {
        builders[key]?(context)
    }

    func value(of key: MustacheKey, in context: Context) -> MustacheValue? {
        key.id < buildersByNumber.count ? buildersByNumber[key.id]?(context) : nil
    }
}

extension MustacheValue {
    fileprivate init(_ value: String?) {
        self = value.map(MustacheValue.string) ?? .null
    }

    fileprivate init(_ value: Int?) {
        self = value.map(MustacheValue.int) ?? .null
    }

    fileprivate init(_ values: [String]) {
        self = .array(values.map(MustacheValue.string))
    }
}
