extension ContextBuilderRun {
    /// What `build` makes of the screens in one pass over them, in screen order: each screen's
    /// context, params and enum case are built once, and the lists that show a screen share them.
    struct ScreenParts {
        /// Every screen's context, by screen number.
        var screens: [ScreenContext] = []
        /// The `<App>Destination` cases.
        var destinations: [EnumCaseContext] = []
        /// The screen number of each destination.
        var destinationNumbers: [Int32] = []
        /// For each screen number, its position in `destinations`, or -1.
        var destinationPositions: [Int32] = []
        /// The `<App>Sheet` cases.
        var sheets: [SheetContext] = []
        /// The screens' deep links, in screen order.
        var deepLinks: [DeepLinkContext] = []
        /// The modals' deep links, in screen order.
        var modalDeepLinks: [DeepLinkContext] = []
    }

    /// The Swift spellings of a screen's enum case, shared by its destination, route and sheet
    /// cases and its deep link.
    struct CaseSpellings {
        var associatedValues: String
        var declaration: String
        var bindings: String
        var pattern: String
        var arguments: String
        var construction: String
    }

    /// What every screen naming the same toolbars (most name the same one or two) shares.
    struct ScreenToolbars {
        var references: [ToolbarReferenceContext]
        var content: [ToolbarContentContext]
        var literal: String
        var hasItems: Bool
    }

    /// What screens with the same params (names, types and defaults) and search share: their
    /// params, view arguments and the parts of their spellings that do not name the screen.
    struct ParamsContexts {
        var params: [ParamContext]
        var arguments: [ViewArgumentContext]
        /// `name: String, searchQuery: String`.
        var viewParameters: String
        /// `(name: name, searchQuery: searchQuery)`: the view initializer's arguments.
        var viewCall: String
        /// `(navigator: navigator, name: name)`: the initializer's arguments of a host that shows
        /// toolbar items (which perform their commands on the navigator).
        var hostCall: String
        /// `(name: name)`: the initializer's arguments of a host without toolbar items.
        var plainHostCall: String
        /// `(name: String, zoom: Int = 10)`, or `""`.
        var associatedValues: String
        /// `(let name, let zoom)`, or `""`.
        var bindings: String
        /// `(name: name, zoom: zoom)`, or `""`.
        var caseArguments: String
        /// `(name: String, zoom: Int)`, or `""`: the `<App>Origin` case's values, no defaults.
        var originValues: String
    }

    /// What one screen's context shares with others built before it.
    struct ScreenCache {
        /// The `ScreenToolbars` built so far, by toolbar number for screens naming one toolbar.
        var singleToolbars: [ScreenToolbars?]
        /// The `ScreenToolbars` built so far for screens naming more, by the toolbars' numbers.
        var toolbars: [[Int32]: ScreenToolbars] = [:]
        /// The `ParamsContexts` built so far.
        var params: [ParamsKey: ParamsContexts] = [:]
        /// The screens' deep links as the checker's rules parsed them, by screen number.
        let deepLinkPatterns: DeepLinkPatterns
        /// The first of `deepLinkPatterns` not yet passed: screens are built in ascending order.
        var nextDeepLink = 0
    }

    /// A screen's params and whether it is searchable, compared by what the context makes of them:
    /// names, types and defaults, byte for byte (not by where they are written).
    struct ParamsKey: Hashable {
        let params: [ParamSpec]
        let isSearchable: Bool

        static func == (lhs: Self, rhs: Self) -> Bool {
            guard lhs.isSearchable == rhs.isSearchable, lhs.params.count == rhs.params.count else { return false }
            // By position, not through `zip`, which copies each param with its locations.
            for position in lhs.params.indices {
                guard lhs.params[position].type.value.isOptional == rhs.params[position].type.value.isOptional,
                      same(lhs.params[position].name.value, rhs.params[position].name.value),
                      same(lhs.params[position].type.value.name, rhs.params[position].type.value.name),
                      same(lhs.params[position].defaultValue?.value, rhs.params[position].defaultValue?.value)
                else { return false }
            }
            return true
        }

        /// Equal bytes: names that are equal as strings but spelled differently are spelled
        /// differently in the generated code too.
        private static func same(_ a: String?, _ b: String?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return SwiftSyntax.sameBytes(a, b)
        }

        /// By the names alone (keys equal by `==` have equal names, so equal hashes): screens with the
        /// same names and other types are rare, and `==` tells them apart.
        func hash(into hasher: inout Hasher) {
            hasher.combine(isSearchable)
            hasher.combine(params.count)
            for param in params {
                hasher.combine(param.name.value)
            }
        }
    }

    /// Every screen's context and the lists showing them, in one pass in screen order.
    func screenParts() -> ScreenParts {
        var parts = ScreenParts()
        let count = index.screens.count
        parts.screens.reserveCapacity(count)
        parts.destinationPositions = [Int32](repeating: -1, count: count)
        var cache = ScreenCache(singleToolbars: [ScreenToolbars?](repeating: nil, count: toolbars.count),
                                deepLinkPatterns: graph.deepLinkPatterns)
        for number in 0..<count {
            let (context, spellings) = screenContext(number, cache: &cache)
            if let spellings {
                let enumCase = Self.enumCase(of: context, spellings)
                if isDestination[number] {
                    parts.destinationPositions[number] = Int32(parts.destinations.count)
                    parts.destinations.append(enumCase)
                    parts.destinationNumbers.append(Int32(number))
                }
                if context.isModal { parts.sheets.append(sheetContext(context, enumCase)) }
            }
            if let deepLink = context.deepLink, let spellings {
                let readsOwnQueryItems = graph.readsOwnQueryItems(ofScreen: number)
                let aliases = index.screens[number].deepLinkAliases.compactMap { alias in
                    deepLinkContext(alias.value, pattern: DeepLinkPattern(alias.value), scheme: spec.app.urlScheme?.value ?? "",
                                    caseName: context.caseName, params: context.params, spellings: spellings, isAlias: true,
                                    readsOwnQueryItems: readsOwnQueryItems, notInURLs: Self.notInURLs(index.screens[number]))
                }
                if context.isModal {
                    parts.modalDeepLinks.append(deepLink)
                    parts.modalDeepLinks += aliases
                } else {
                    parts.deepLinks.append(deepLink)
                    parts.deepLinks += aliases
                }
            }
            parts.screens.append(context)
        }
        return parts
    }

    func sheetContext(_ context: ScreenContext, _ enumCase: EnumCaseContext) -> SheetContext {
        SheetContext(
            caseName: context.caseName, enumCase: enumCase,
            presentation: context.presentation, isSheet: context.isSheet,
            isFullScreenCover: context.isFullScreenCover, hasOwnStack: context.hasOwnStack,
            pathProperty: context.stackPathProperty, routeType: context.stackRouteType,
            hasRouteCases: !(context.stackRouteType.flatMap { routeCases[$0] } ?? []).isEmpty,
            isDialog: context.isDialog)
    }

    // MARK: Cases and params

    /// A screen's enum case.
    static func enumCase(of screen: ScreenContext, _ spellings: CaseSpellings? = nil) -> EnumCaseContext {
        let spellings = spellings ?? caseSpellings(screen.caseName, paramsContexts(screen.params, isSearchable: false))
        return EnumCaseContext(
            caseName: screen.caseName, declaration: spellings.declaration, associatedValues: spellings.associatedValues,
            pattern: spellings.pattern, bindings: spellings.bindings,
            construction: spellings.construction, arguments: spellings.arguments,
            hasParams: !screen.params.isEmpty, params: screen.params, screen: reference(to: screen))
    }

    static func caseSpellings(_ caseName: String, _ params: ParamsContexts) -> CaseSpellings {
        guard !params.params.isEmpty else {
            return CaseSpellings(associatedValues: "", declaration: caseName, bindings: "", pattern: caseName,
                                 arguments: "", construction: caseName)
        }
        return CaseSpellings(
            associatedValues: params.associatedValues,
            declaration: SwiftSyntax.concatenated(caseName, params.associatedValues, ""),
            bindings: params.bindings,
            pattern: SwiftSyntax.concatenated(caseName, params.bindings, ""),
            arguments: params.caseArguments,
            construction: SwiftSyntax.concatenated(caseName, params.caseArguments, ""))
    }

    /// The params of a screen with what derives from them alone, from the cache when a screen
    /// with the same params and search was built before.
    func paramsContexts(_ screen: ScreenDefinition, cache: inout ScreenCache) -> ParamsContexts {
        let key = ParamsKey(params: screen.params, isSearchable: screen.search != nil)
        if let cached = cache.params[key] { return cached }
        let contexts = Self.paramsContexts(paramContexts(screen), isSearchable: key.isSearchable)
        cache.params[key] = contexts
        return contexts
    }

    /// What derives from a screen's params alone.
    static func paramsContexts(_ params: [ParamContext], isSearchable: Bool) -> ParamsContexts {
        let query = ContextBuilder.searchQueryName
        var arguments: [ViewArgumentContext] = []
        arguments.reserveCapacity(params.count + (isSearchable ? 1 : 0))
        for param in params {
            arguments.append(ViewArgumentContext(
                name: param.name, type: param.type, isSearchQuery: false,
                hasDefault: param.hasDefault, defaultLiteral: param.defaultLiteral, declaration: param.declaration,
                propertyDeclaration: SwiftSyntax.concatenated(param.hasDefault ? "var " : "let ", param.declaration, "")))
        }
        if isSearchable {
            arguments.append(ViewArgumentContext(
                name: query, type: "String", isSearchQuery: true,
                hasDefault: false, defaultLiteral: nil, declaration: query + ": String",
                propertyDeclaration: "let " + query + ": String"))
        }
        let count = params.count
        return ParamsContexts(
            params: params, arguments: arguments,
            viewParameters: SwiftSyntax.call("", arguments.count, open: "", close: "") { position in
                position < count ? params[position].typedName : arguments[position].declaration
            },
            viewCall: SwiftSyntax.call("", arguments.count) { position in
                position < count ? params[position].argument : query + ": " + query
            },
            hostCall: SwiftSyntax.call("", count + 1) { position in
                position == 0 ? "navigator: navigator" : params[position - 1].argument
            },
            plainHostCall: SwiftSyntax.call("", count) { params[$0].argument },
            associatedValues: count == 0 ? "" : SwiftSyntax.call("", count) { params[$0].declaration },
            bindings: count == 0 ? "" : SwiftSyntax.call("", count) { params[$0].binding },
            caseArguments: count == 0 ? "" : SwiftSyntax.call("", count) { params[$0].argument },
            originValues: count == 0 ? "" : SwiftSyntax.call("", count) { params[$0].typedName })
    }

    static func reference(to screen: ScreenContext) -> ScreenReferenceContext {
        ScreenReferenceContext(
            id: screen.id, caseName: screen.caseName, viewType: screen.viewType, displayName: screen.displayName,
            hostType: screen.hostType, hostInitializer: screen.hostInitializer, viewInitializer: screen.viewInitializer,
            presentation: screen.presentation, isSheet: screen.isSheet, isFullScreenCover: screen.isFullScreenCover,
            hasOwnStack: screen.hasOwnStack, isSearchable: screen.isSearchable, hasDeepLink: screen.hasDeepLink)
    }

    /// A screen's params; a repeated name keeps its first definition.
    func paramContexts(_ screen: ScreenDefinition) -> [ParamContext] {
        let specs = screen.params
        guard !specs.isEmpty else { return [] }
        var params: [ParamContext] = []
        params.reserveCapacity(specs.count)
        // The loader reports repeated names; few screens have many params, so a scan finds them.
        var seen = specs.count > 16 ? Set<String>() : nil
        for position in specs.indices {
            let param = specs[position]
            let name = param.name.value
            if seen != nil {
                guard seen!.insert(name).inserted else { continue }
            } else if position > 0, specs[..<position].contains(where: { $0.name.value == name }) {
                continue
            }
            params.append(paramContext(param, name: name))
        }
        return params
    }

    func paramContext(_ param: ParamSpec, name: String) -> ParamContext {
        let type = param.type.value
        let typeText = type.description
        let defaultLiteral = SwiftSyntax.defaultLiteral(of: param)
        let typed = SwiftSyntax.concatenated(name, ": ", typeText)
        let interpolatable = type.canBeShownInTitle
        return ParamContext(
            name: name, type: typeText, baseType: type.name, isOptional: type.isOptional,
            isRequired: param.isRequired, hasDefault: defaultLiteral != nil, defaultLiteral: defaultLiteral,
            declaration: defaultLiteral.map { SwiftSyntax.concatenated(typed, " = ", $0) } ?? typed, typedName: typed,
            binding: SwiftSyntax.concatenated("let ", name, ""), argument: SwiftSyntax.concatenated(name, ": ", name),
            isInterpolatable: interpolatable)
    }

    // MARK: Screens

    /// The context of the screen with this number, and the spellings of its enum case when it is
    /// a case of some enum (a destination or a modal).
    func screenContext(_ number: Int, cache: inout ScreenCache) -> (ScreenContext, CaseSpellings?) {
        let screen = index.screens[number]
        let id = screen.id.value
        let caseName = Naming.caseName(forScreen: id)
        let shared = paramsContexts(screen, cache: &cache)
        let params = shared.params

        let title = screen.title?.value
        var titleLiteral: String?, titleExpression: String?
        var titleIsInterpolated = false
        var displayName = id
        if let title {
            let literal = SwiftSyntax.stringLiteral(title)
            titleLiteral = literal
            let comment: String?
            if title.utf8.contains(UInt8(ascii: "{")) {
                // A screen has a few params: a scan costs less than building a set of their names.
                let parts = SwiftSyntax.titleParts(title) { name in params.contains { $0.name == name } }
                titleExpression = self.titleExpression(parts, params: params)
                titleIsInterpolated = parts.contains { if case .param = $0 { return true } else { return false } }
                comment = SwiftSyntax.titleNames(title, parts: parts) ? SwiftSyntax.titleForComment(parts) : nil
            } else {
                // Without placeholders the expression is the literal.
                titleExpression = literal
                comment = SwiftSyntax.titleNames(title) ? title : nil
            }
            let shown = comment.map(SwiftSyntax.commentLine) ?? ""
            if !shown.isEmpty { displayName = shown }
        }

        let toolbars = screenToolbars(screen, entry: Int(index.screenEntries[number]), cache: &cache)
        let search = screen.search
        let searchPlacement = search.map { $0.placement?.value ?? .automatic }
        let viewType = screen.viewType
        let hasOwnStack = screen.isModal && screen.hasOwnStack
        let presentation = screen.effectivePresentation
        let isDestination = self.isDestination[number]
        let hostType = Naming.hostType(forScreen: id)
        let hostInitializer = SwiftSyntax.concatenated(hostType, toolbars.hasItems ? shared.hostCall : shared.plainHostCall, "")
        // A tab root (or `app.root`) is shown with its params' defaults, written once for its
        // host's initializer and its origin; nil for every other screen.
        let rootValues = isRoot[number] ? params.map { $0.name + ": " + ($0.defaultLiteral ?? $0.name) } : nil

        var spellings: CaseSpellings?
        var deepLink: DeepLinkContext?
        if isDestination || screen.isModal {
            let caseSpellings = Self.caseSpellings(caseName, shared)
            spellings = caseSpellings
            // A modal's deep link presents it: its case is `<App>Sheet`'s, spelled the same.
            if let text = screen.deepLink?.value, let scheme = spec.app.urlScheme?.value {
                deepLink = deepLinkContext(text, pattern: deepLinkPattern(number, text: text, cache: &cache),
                                           scheme: scheme, caseName: caseName, params: params, spellings: caseSpellings,
                                           readsOwnQueryItems: graph.readsOwnQueryItems(ofScreen: number),
                                           notInURLs: Self.notInURLs(screen))
            }
        }
        let context = ScreenContext(
            id: id, caseName: caseName, viewType: viewType,
            displayName: displayName,
            title: title, hasTitle: title != nil,
            titleLiteral: titleLiteral,
            titleExpression: titleExpression,
            titleIsInterpolated: titleIsInterpolated,
            titleDisplayMode: screen.titleDisplayMode?.value.rawValue,
            hasTitleDisplayMode: screen.titleDisplayMode != nil,
            toolbars: toolbars.references,
            hasToolbars: !toolbars.references.isEmpty,
            hasToolbarItems: toolbars.hasItems,
            toolbarContent: toolbars.content,
            toolbarsLiteral: toolbars.literal,
            isSearchable: search != nil,
            searchPrompt: search?.prompt?.value,
            searchPromptLiteral: search?.prompt.map { SwiftSyntax.stringLiteral($0.value) },
            searchPromptExpression: search?.prompt.map { searchPromptExpression($0.value, params: params) },
            hasSearchPrompt: search?.prompt != nil,
            searchPlacement: searchPlacement?.rawValue,
            searchPlacementExpression: search.map(searchPlacementExpression),
            searchPlacementIsAutomatic: searchPlacement == .automatic,
            params: params, hasParams: !params.isEmpty,
            presentation: presentation.rawValue,
            isPush: presentation == .push, isModal: screen.isModal,
            isSheet: presentation == .sheet, isFullScreenCover: presentation == .fullScreenCover,
            isDialog: presentation.isDialog,
            hasOwnStack: hasOwnStack,
            stackPathProperty: hasOwnStack ? Naming.pathProperty(forModal: id) : nil,
            stackRouteType: hasOwnStack ? (stackRouteTypes[number] ?? Naming.routeType(forModal: id)) : nil,
            isRoot: isRoot[number], isDestination: isDestination,
            viewInitializer: SwiftSyntax.concatenated(viewType, shared.viewCall, ""),
            viewArguments: shared.arguments, hasViewArguments: !shared.arguments.isEmpty,
            viewParameters: shared.viewParameters,
            hostType: hostType,
            hostInitializer: hostInitializer,
            rootInitializer: rootValues.map { values in
                let arguments = (toolbars.hasItems ? ["navigator: navigator"] : []) + values
                return SwiftSyntax.call(hostType, arguments.count) { arguments[$0] }
            },
            originCase: SwiftSyntax.concatenated(caseName, shared.originValues, ""),
            origin: SwiftSyntax.concatenated(".", caseName, shared.caseArguments),
            rootOrigin: rootValues.map { values in
                values.isEmpty ? "." + caseName : SwiftSyntax.call("." + caseName, values.count) { values[$0] }
            },
            deepLink: deepLink,
            hasDeepLink: deepLink != nil)
        return (context, spellings)
    }

    /// A title as a Swift expression: a string literal interpolating the params, or the param
    /// itself when the title is one `String` param (`{name}`), as one would write it by hand.
    func titleExpression(_ parts: [SwiftSyntax.TitlePart], params: [ParamContext]) -> String {
        if parts.count == 1, case .param(let name) = parts[0], params.contains(where: { $0.name == name && $0.type == "String" }) {
            return name
        }
        return interpolated(parts, params: params)
    }

    /// A search prompt as a Swift string literal, its `{param}`s interpolated as a title's are.
    func searchPromptExpression(_ prompt: String, params: [ParamContext]) -> String {
        guard prompt.utf8.contains(UInt8(ascii: "{")) else { return SwiftSyntax.stringLiteral(prompt) }
        return interpolated(SwiftSyntax.titleParts(prompt) { name in params.contains { $0.name == name } }, params: params)
    }

    /// Text with params as a Swift string literal interpolating them, a `Bool` as text
    /// (`SwiftSyntax.titleExpression(_:asText:)`).
    private func interpolated(_ parts: [SwiftSyntax.TitlePart], params: [ParamContext]) -> String {
        SwiftSyntax.titleExpression(parts) { name in params.contains { $0.name == name && $0.type == "Bool" } }
    }

    /// The toolbars a screen names that are defined, as references, `.toolbar` content and an
    /// array literal; screens naming the same toolbars, spelled as defined, share one.
    func screenToolbars(_ screen: ScreenDefinition, entry: Int, cache: inout ScreenCache) -> ScreenToolbars {
        let uses = index.toolbarUses(ofEntry: entry)
        var defined = 0
        var first = -1
        for use in uses where use >= 0 {
            defined += 1
            if first < 0 { first = Int(use) }
        }
        guard defined > 0 else { return ScreenToolbars(references: [], content: [], literal: "[]", hasItems: false) }
        let names = screen.toolbars
        // One use per name, in order: walked by position, as `zip`'s iterator costs more to set up
        // at run time than these loops.
        assert(uses.count == names.count)
        func use(at position: Int) -> Int32 { uses[uses.startIndex + position] }
        // The literal spells the toolbars as the screen does: shared only when that is their id.
        var spelledAsDefined = true
        for position in names.indices where use(at: position) >= 0 {
            if !SwiftSyntax.sameBytes(names[position].value, index.toolbars[Int(use(at: position))].id.value) {
                spelledAsDefined = false
                break
            }
        }
        var key: [Int32] = []
        if spelledAsDefined {
            if defined == 1 {
                if let cached = cache.singleToolbars[first] { return cached }
            } else {
                key = uses.filter { $0 >= 0 }
                if let cached = cache.toolbars[key] { return cached }
            }
        }

        var references: [ToolbarReferenceContext] = []
        references.reserveCapacity(defined)
        var literalLength = 2 + 2 * (defined - 1)
        for position in names.indices where use(at: position) >= 0 { literalLength += 1 + names[position].value.utf8.count }
        var literal = ""
        literal.reserveCapacity(literalLength)
        literal += "["
        for position in names.indices where use(at: position) >= 0 {
            let reference = toolbarReferences[Int(use(at: position))]
            if !references.isEmpty { literal += ", " }
            literal += "."
            literal += names[position].value
            references.append(reference)
        }
        literal += "]"
        var shown: [ToolbarContentContext] = []
        for reference in references where reference.hasItems {
            shown.append(ToolbarContentContext(
                isGroup: false, children: [], isItem: false, item: nil, isBlock: false, block: nil,
                isToolbar: true, toolbar: reference))
        }
        let toolbars = ScreenToolbars(references: references, content: Self.toolbarBlock(shown[...]), literal: literal,
                                      hasItems: !shown.isEmpty)
        if spelledAsDefined {
            if defined == 1 { cache.singleToolbars[first] = toolbars } else { cache.toolbars[key] = toolbars }
        }
        return toolbars
    }
}
