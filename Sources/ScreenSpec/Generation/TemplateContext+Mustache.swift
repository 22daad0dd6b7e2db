import Mustache

// Templates read the context through these providers: each lookup builds only the value asked
// for, so the context is never copied into a tree of `MustacheValue`s (at 50,000 screens that
// copy was half of `generate`'s heap and a third of its time). The keys are the context's
// `Encodable` keys, which `dump-context` prints; a test checks, on every example app, that the
// provided value equals `MustacheValue(encoding:)` of the same context, so a field added to a
// context type without a case here fails it.

extension TemplateContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "contextVersion",
        "header",
        "specFiles",
        "routesFileName",
        "navigatorFileName",
        "viewsFileName",
        "appName",
        "access",
        "isPublic",
        "deploymentTarget",
        "deploymentTargetVersion",
        "isIOS16",
        "usesObservation",
        "usesTabAPI",
        "usesToolbarTitleDisplayMode",
        "tabStyle",
        "sidebarAdaptable",
        "isSingleStack",
        "hasTabs",
        "reselectPopsToRoot",
        "searchQueryName",
        "tabType",
        "navigatorType",
        "stateType",
        "destinationType",
        "sheetType",
        "actionType",
        "commandType",
        "toolbarType",
        "toolbarItemType",
        "screenType",
        "rootViewType",
        "deepLinkType",
        "appEntryType",
        "actionHandlerType",
        "routeType",
        "pathProperty",
        "initialTab",
        "urlScheme",
        "urlSchemeLiteral",
        "hasDeepLinks",
        "hasURLScheme",
        "deepLinksCoverAllDestinations",
        "tabs",
        "badgeTabs",
        "hasBadges",
        "stacks",
        "modalStacks",
        "hasModalStacks",
        "hasPushableStacks",
        "hasOpenableStacks",
        "routeEnums",
        "destinations",
        "hasDestinations",
        "hasManyDestinations",
        "sheets",
        "hasSheets",
        "hasManySheets",
        "hasModalsWithoutStack",
        "hasSheetModals",
        "hasFullScreenCoverModals",
        "actions",
        "hasActions",
        "toolbars",
        "hasToolbars",
        "hasToolbarContent",
        "screens",
        "deepLinks",
        "appTypes",
        "hasAppTypes",
        "splitView",
        "sidebarSections",
        "hasSections",
        "hasUniversalLinks",
        "universalLinkDomainsLiteral",
        "universalLinkDomainLiteral",
        "platformCondition",
        "supportsMacOS",
        "platformPlacements",
        "hasPlatformPlacements",
        "stateRestoration",
        "hasTabGroups",
        "presentations",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .int(contextVersion)
        case 1: .string(header)
        case 2: MustacheValue(specFiles)
        case 3: .string(routesFileName)
        case 4: .string(navigatorFileName)
        case 5: .string(viewsFileName)
        case 6: .string(appName)
        case 7: .string(access)
        case 8: .bool(isPublic)
        case 9: .string(deploymentTarget)
        case 10: .int(deploymentTargetVersion)
        case 11: .bool(isIOS16)
        case 12: .bool(usesObservation)
        case 13: .bool(usesTabAPI)
        case 14: .bool(usesToolbarTitleDisplayMode)
        case 15: .string(tabStyle)
        case 16: .bool(sidebarAdaptable)
        case 17: .bool(isSingleStack)
        case 18: .bool(hasTabs)
        case 19: .bool(reselectPopsToRoot)
        case 20: .string(searchQueryName)
        case 21: MustacheValue(tabType)
        case 22: .string(navigatorType)
        case 23: .string(stateType)
        case 24: .string(destinationType)
        case 25: .string(sheetType)
        case 26: .string(actionType)
        case 27: .string(commandType)
        case 28: .string(toolbarType)
        case 29: .string(toolbarItemType)
        case 30: .string(screenType)
        case 31: .string(rootViewType)
        case 32: .string(deepLinkType)
        case 33: .string(appEntryType)
        case 34: .string(actionHandlerType)
        case 35: MustacheValue(routeType)
        case 36: MustacheValue(pathProperty)
        case 37: MustacheValue(initialTab)
        case 38: MustacheValue(urlScheme)
        case 39: MustacheValue(urlSchemeLiteral)
        case 40: .bool(hasDeepLinks)
        case 41: .bool(hasURLScheme)
        case 42: .bool(deepLinksCoverAllDestinations)
        case 43: .array(tabs.map(MustacheValue.init(provider:)))
        case 44: .array(badgeTabs.map(MustacheValue.init(provider:)))
        case 45: .bool(hasBadges)
        case 46: .array(stacks.map(MustacheValue.init(provider:)))
        case 47: .array(modalStacks.map(MustacheValue.init(provider:)))
        case 48: .bool(hasModalStacks)
        case 49: .bool(hasPushableStacks)
        case 50: .bool(hasOpenableStacks)
        case 51: .array(routeEnums.map(MustacheValue.init(provider:)))
        case 52: .array(destinations.map(MustacheValue.init(provider:)))
        case 53: .bool(hasDestinations)
        case 54: .bool(hasManyDestinations)
        case 55: .array(sheets.map(MustacheValue.init(provider:)))
        case 56: .bool(hasSheets)
        case 57: .bool(hasManySheets)
        case 58: .bool(hasModalsWithoutStack)
        case 59: .bool(hasSheetModals)
        case 60: .bool(hasFullScreenCoverModals)
        case 61: .array(actions.map(MustacheValue.init(provider:)))
        case 62: .bool(hasActions)
        case 63: .array(toolbars.map(MustacheValue.init(provider:)))
        case 64: .bool(hasToolbars)
        case 65: .bool(hasToolbarContent)
        case 66: .array(screens.map(MustacheValue.init(provider:)))
        case 67: .array(deepLinks.map(MustacheValue.init(provider:)))
        case 68: .array(appTypes.map(MustacheValue.init(provider:)))
        case 69: .bool(hasAppTypes)
        case 70: .bool(splitView)
        case 71: .array(sidebarSections.map(MustacheValue.init(provider:)))
        case 72: .bool(hasSections)
        case 73: .bool(hasUniversalLinks)
        case 74: MustacheValue(universalLinkDomainsLiteral)
        case 75: MustacheValue(universalLinkDomainLiteral)
        case 76: .string(platformCondition)
        case 77: .bool(supportsMacOS)
        case 78: .array(platformPlacements.map(MustacheValue.init(provider:)))
        case 79: .bool(hasPlatformPlacements)
        case 80: .bool(stateRestoration)
        case 81: .bool(hasTabGroups)
        case 82: MustacheValue(provider: presentations)
        default: .null
        }
    }
}

extension PlatformPlacementContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "type",
        "name",
        "iOSExpression",
        "macOSExpression",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(type)
        case 1: .string(name)
        case 2: .string(iOSExpression)
        case 3: .string(macOSExpression)
        default: .null
        }
    }
}

extension AppTypeContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "name",
        "isQualified",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(name)
        case 1: .bool(isQualified)
        case 2: .bool(isFirst)
        case 3: .bool(isLast)
        default: .null
        }
    }
}

extension SidebarSectionContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "titleLiteral",
        "hasTitle",
        "tabs",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: MustacheValue(titleLiteral)
        case 1: .bool(hasTitle)
        case 2: .array(tabs.map(MustacheValue.init(provider:)))
        default: .null
        }
    }
}

extension TabContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "id",
        "caseName",
        "title",
        "titleLiteral",
        "systemImage",
        "systemImageLiteral",
        "pathProperty",
        "routeType",
        "hasRouteCases",
        "hasBadge",
        "root",
        "rootIsDestination",
        "startsGroup",
        "endsGroup",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(id)
        case 1: .string(caseName)
        case 2: .string(title)
        case 3: .string(titleLiteral)
        case 4: .string(systemImage)
        case 5: .string(systemImageLiteral)
        case 6: .string(pathProperty)
        case 7: .string(routeType)
        case 8: .bool(hasRouteCases)
        case 9: .bool(hasBadge)
        case 10: MustacheValue(provider: root)
        case 11: .bool(rootIsDestination)
        case 12: .bool(startsGroup)
        case 13: .bool(endsGroup)
        case 14: .bool(isFirst)
        case 15: .bool(isLast)
        default: .null
        }
    }
}

extension StackContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "kind",
        "isTab",
        "isSingle",
        "isModal",
        "tabCase",
        "sheetCase",
        "pathProperty",
        "routeType",
        "root",
        "rootIsDestination",
        "hasRouteCases",
        "displayName",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(kind)
        case 1: .bool(isTab)
        case 2: .bool(isSingle)
        case 3: .bool(isModal)
        case 4: MustacheValue(tabCase)
        case 5: MustacheValue(sheetCase)
        case 6: .string(pathProperty)
        case 7: .string(routeType)
        case 8: MustacheValue(provider: root)
        case 9: .bool(rootIsDestination)
        case 10: .bool(hasRouteCases)
        case 11: .string(displayName)
        case 12: .bool(isFirst)
        case 13: .bool(isLast)
        default: .null
        }
    }
}

extension RouteEnumContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "name",
        "cases",
        "hasCases",
        "hasManyCases",
        "coversAllDestinations",
        "usedBy",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(name)
        case 1: wrappedCases.value
        case 2: .bool(hasCases)
        case 3: .bool(hasManyCases)
        case 4: .bool(coversAllDestinations)
        case 5: .string(usedBy)
        case 6: .bool(isFirst)
        case 7: .bool(isLast)
        default: .null
        }
    }
}

extension EnumCaseContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "caseName",
        "declaration",
        "associatedValues",
        "pattern",
        "bindings",
        "construction",
        "arguments",
        "hasParams",
        "params",
        "screen",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(caseName)
        case 1: .string(declaration)
        case 2: .string(associatedValues)
        case 3: .string(pattern)
        case 4: .string(bindings)
        case 5: .string(construction)
        case 6: .string(arguments)
        case 7: .bool(hasParams)
        case 8: .array(params.map(MustacheValue.init(provider:)))
        case 9: MustacheValue(provider: screen)
        case 10: .bool(isFirst)
        case 11: .bool(isLast)
        default: .null
        }
    }
}

extension ScreenReferenceContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "id",
        "caseName",
        "viewType",
        "displayName",
        "hostType",
        "hostInitializer",
        "viewInitializer",
        "presentation",
        "isSheet",
        "isFullScreenCover",
        "hasOwnStack",
        "isSearchable",
        "hasDeepLink",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(id)
        case 1: .string(caseName)
        case 2: .string(viewType)
        case 3: .string(displayName)
        case 4: .string(hostType)
        case 5: .string(hostInitializer)
        case 6: .string(viewInitializer)
        case 7: .string(presentation)
        case 8: .bool(isSheet)
        case 9: .bool(isFullScreenCover)
        case 10: .bool(hasOwnStack)
        case 11: .bool(isSearchable)
        case 12: .bool(hasDeepLink)
        default: .null
        }
    }
}

extension SheetContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "caseName",
        "enumCase",
        "presentation",
        "isSheet",
        "isFullScreenCover",
        "hasOwnStack",
        "pathProperty",
        "routeType",
        "hasRouteCases",
        "isDialog",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(caseName)
        case 1: MustacheValue(provider: enumCase)
        case 2: .string(presentation)
        case 3: .bool(isSheet)
        case 4: .bool(isFullScreenCover)
        case 5: .bool(hasOwnStack)
        case 6: MustacheValue(pathProperty)
        case 7: MustacheValue(routeType)
        case 8: .bool(hasRouteCases)
        case 9: .bool(isDialog)
        case 10: .bool(isFirst)
        case 11: .bool(isLast)
        default: .null
        }
    }
}

extension ActionContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "caseName",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(caseName)
        case 1: .bool(isFirst)
        case 2: .bool(isLast)
        default: .null
        }
    }
}

extension ToolbarContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "caseName",
        "items",
        "hasItems",
        "contentType",
        "contentInitializer",
        "hasItemBlocks",
        "content",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(caseName)
        case 1: .array(items.map(MustacheValue.init(provider:)))
        case 2: .bool(hasItems)
        case 3: .string(contentType)
        case 4: .string(contentInitializer)
        case 5: .bool(hasItemBlocks)
        case 6: .array(content.map(MustacheValue.init(provider:)))
        case 7: .bool(isFirst)
        case 8: .bool(isLast)
        default: .null
        }
    }
}

extension ToolbarItemContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "id",
        "idLiteral",
        "toolbar",
        "placement",
        "placementLiteral",
        "placementExpression",
        "systemImage",
        "systemImageLiteral",
        "hasSystemImage",
        "label",
        "labelLiteral",
        "hasLabel",
        "hasLabelAndSystemImage",
        "hasOnlySystemImage",
        "hasOnlyLabel",
        "command",
        "hasCommand",
        "initializer",
        "block",
        "startsBlock",
        "endsBlock",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(id)
        case 1: .string(idLiteral)
        case 2: .string(toolbar)
        case 3: .string(placement)
        case 4: .string(placementLiteral)
        case 5: .string(placementExpression)
        case 6: MustacheValue(systemImage)
        case 7: MustacheValue(systemImageLiteral)
        case 8: .bool(hasSystemImage)
        case 9: MustacheValue(label)
        case 10: MustacheValue(labelLiteral)
        case 11: .bool(hasLabel)
        case 12: .bool(hasLabelAndSystemImage)
        case 13: .bool(hasOnlySystemImage)
        case 14: .bool(hasOnlyLabel)
        case 15: MustacheValue(command)
        case 16: .bool(hasCommand)
        case 17: .string(initializer)
        case 18: MustacheValue(block)
        case 19: .bool(startsBlock)
        case 20: .bool(endsBlock)
        case 21: .bool(isFirst)
        case 22: .bool(isLast)
        default: .null
        }
    }
}

extension ScreenContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "id",
        "caseName",
        "viewType",
        "displayName",
        "title",
        "hasTitle",
        "titleLiteral",
        "titleExpression",
        "titleIsInterpolated",
        "titleDisplayMode",
        "hasTitleDisplayMode",
        "toolbars",
        "hasToolbars",
        "hasToolbarItems",
        "toolbarContent",
        "toolbarsLiteral",
        "isSearchable",
        "searchPrompt",
        "searchPromptLiteral",
        "hasSearchPrompt",
        "searchPlacement",
        "searchPlacementExpression",
        "searchPlacementIsAutomatic",
        "params",
        "hasParams",
        "presentation",
        "isPush",
        "isModal",
        "isSheet",
        "isFullScreenCover",
        "isDialog",
        "hasOwnStack",
        "stackPathProperty",
        "stackRouteType",
        "isRoot",
        "isDestination",
        "viewInitializer",
        "viewArguments",
        "hasViewArguments",
        "viewParameters",
        "hostType",
        "hostInitializer",
        "deepLink",
        "hasDeepLink",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(id)
        case 1: .string(caseName)
        case 2: .string(viewType)
        case 3: .string(displayName)
        case 4: MustacheValue(title)
        case 5: .bool(hasTitle)
        case 6: MustacheValue(titleLiteral)
        case 7: MustacheValue(titleExpression)
        case 8: .bool(titleIsInterpolated)
        case 9: MustacheValue(titleDisplayMode)
        case 10: .bool(hasTitleDisplayMode)
        case 11: .array(toolbars.map(MustacheValue.init(provider:)))
        case 12: .bool(hasToolbars)
        case 13: .bool(hasToolbarItems)
        case 14: .array(toolbarContent.map(MustacheValue.init(provider:)))
        case 15: .string(toolbarsLiteral)
        case 16: .bool(isSearchable)
        case 17: MustacheValue(searchPrompt)
        case 18: MustacheValue(searchPromptLiteral)
        case 19: .bool(hasSearchPrompt)
        case 20: MustacheValue(searchPlacement)
        case 21: MustacheValue(searchPlacementExpression)
        case 22: .bool(searchPlacementIsAutomatic)
        case 23: .array(params.map(MustacheValue.init(provider:)))
        case 24: .bool(hasParams)
        case 25: .string(presentation)
        case 26: .bool(isPush)
        case 27: .bool(isModal)
        case 28: .bool(isSheet)
        case 29: .bool(isFullScreenCover)
        case 30: .bool(isDialog)
        case 31: .bool(hasOwnStack)
        case 32: MustacheValue(stackPathProperty)
        case 33: MustacheValue(stackRouteType)
        case 34: .bool(isRoot)
        case 35: .bool(isDestination)
        case 36: .string(viewInitializer)
        case 37: .array(viewArguments.map(MustacheValue.init(provider:)))
        case 38: .bool(hasViewArguments)
        case 39: .string(viewParameters)
        case 40: .string(hostType)
        case 41: .string(hostInitializer)
        case 42: deepLink.map(MustacheValue.init(provider:)) ?? .null
        case 43: .bool(hasDeepLink)
        case 44: .bool(isFirst)
        case 45: .bool(isLast)
        default: .null
        }
    }
}

extension ToolbarReferenceContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "caseName",
        "hasItems",
        "contentType",
        "contentInitializer",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(caseName)
        case 1: .bool(hasItems)
        case 2: .string(contentType)
        case 3: .string(contentInitializer)
        case 4: .bool(isFirst)
        case 5: .bool(isLast)
        default: .null
        }
    }
}

extension ToolbarContentContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "isGroup",
        "children",
        "isItem",
        "item",
        "isBlock",
        "block",
        "isToolbar",
        "toolbar",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .bool(isGroup)
        case 1: .array(children.map(MustacheValue.init(provider:)))
        case 2: .bool(isItem)
        case 3: item.map(MustacheValue.init(provider:)) ?? .null
        case 4: .bool(isBlock)
        case 5: MustacheValue(block)
        case 6: .bool(isToolbar)
        case 7: toolbar.map(MustacheValue.init(provider:)) ?? .null
        case 8: .bool(isFirst)
        case 9: .bool(isLast)
        default: .null
        }
    }
}

extension ViewArgumentContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "name",
        "type",
        "isSearchQuery",
        "hasDefault",
        "defaultLiteral",
        "declaration",
        "propertyDeclaration",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(name)
        case 1: .string(type)
        case 2: .bool(isSearchQuery)
        case 3: .bool(hasDefault)
        case 4: MustacheValue(defaultLiteral)
        case 5: .string(declaration)
        case 6: .string(propertyDeclaration)
        case 7: .bool(isFirst)
        case 8: .bool(isLast)
        default: .null
        }
    }
}

extension ParamContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "name",
        "type",
        "baseType",
        "isOptional",
        "isRequired",
        "hasDefault",
        "defaultLiteral",
        "declaration",
        "typedName",
        "binding",
        "argument",
        "isInterpolatable",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(name)
        case 1: .string(type)
        case 2: .string(baseType)
        case 3: .bool(isOptional)
        case 4: .bool(isRequired)
        case 5: .bool(hasDefault)
        case 6: MustacheValue(defaultLiteral)
        case 7: .string(declaration)
        case 8: .string(typedName)
        case 9: .string(binding)
        case 10: .string(argument)
        case 11: .bool(isInterpolatable)
        case 12: .bool(isFirst)
        case 13: .bool(isLast)
        default: .null
        }
    }
}

extension DeepLinkContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "pattern",
        "example",
        "caseName",
        "casePattern",
        "host",
        "hostLiteral",
        "pathSegments",
        "pathSegmentCount",
        "pathPatternLiteral",
        "values",
        "hasValues",
        "matchExpression",
        "destinationExpression",
        "pathExpression",
        "queryExpression",
        "unrepresentableWhenNil",
        "hasUnrepresentableValues",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(pattern)
        case 1: .string(example)
        case 2: .string(caseName)
        case 3: .string(casePattern)
        case 4: .string(host)
        case 5: .string(hostLiteral)
        case 6: .array(pathSegments.map(MustacheValue.init(provider:)))
        case 7: .int(pathSegmentCount)
        case 8: .string(pathPatternLiteral)
        case 9: .array(values.map(MustacheValue.init(provider:)))
        case 10: .bool(hasValues)
        case 11: .string(matchExpression)
        case 12: .string(destinationExpression)
        case 13: .string(pathExpression)
        case 14: .string(queryExpression)
        case 15: MustacheValue(unrepresentableWhenNil)
        case 16: .bool(hasUnrepresentableValues)
        default: .null
        }
    }
}

extension DeepLinkSegmentContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "isLiteral",
        "literal",
        "literalLiteral",
        "param",
        "index",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .bool(isLiteral)
        case 1: MustacheValue(literal)
        case 2: MustacheValue(literalLiteral)
        case 3: MustacheValue(param)
        case 4: .int(index)
        case 5: .bool(isFirst)
        case 6: .bool(isLast)
        default: .null
        }
    }
}

extension DeepLinkValueContext: MustachePositionalProvider {
    /// The keys templates see, in declaration order (the order of `dump-context`).
    public static let mustacheKeyTable = MustacheKeyTable([
        "name",
        "type",
        "isPathSegment",
        "pathIndex",
        "isQueryItem",
        "queryItem",
        "queryItemLiteral",
        "hasDefault",
        "defaultLiteral",
        "readExpression",
        "writeExpression",
        "isFirst",
        "isLast",
    ])

    /// The value of the key at `position` in `mustacheKeyTable`, built when a template looks it up.
    public func mustacheValue(at position: Int) -> MustacheValue {
        switch position {
        case 0: .string(name)
        case 1: .string(type)
        case 2: .bool(isPathSegment)
        case 3: MustacheValue(pathIndex)
        case 4: .bool(isQueryItem)
        case 5: MustacheValue(queryItem)
        case 6: MustacheValue(queryItemLiteral)
        case 7: .bool(hasDefault)
        case 8: MustacheValue(defaultLiteral)
        case 9: .string(readExpression)
        case 10: .string(writeExpression)
        case 11: .bool(isFirst)
        case 12: .bool(isLast)
        default: .null
        }
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
