extension ContextBuilderRun {
    /// The deep link of a screen, from the same `DeepLinkPattern` the checker validates, so the
    /// generated `handle(_:)` and `url(for:)` follow `DeepLinkPattern.match` and `.url` exactly.
    /// Nil for an invalid pattern; asked for destinations with a link in an app with a scheme.
    /// A param the pattern does not name is read from its own query item when `readsOwnQueryItems`
    /// and it is not one of `notInURLs` (`inURL: false`).
    func deepLinkContext(_ text: String, pattern: DeepLinkPattern, scheme: String, caseName: String,
                         params: [ParamContext], spellings: CaseSpellings, isAlias: Bool = false,
                         readsOwnQueryItems: Bool = true, notInURLs: Set<String> = []) -> DeepLinkContext? {
        guard pattern.isValid, let patternHost = pattern.host else { return nil }
        let host = patternHost.lowercased()
        let hostLiteral = SwiftSyntax.stringLiteral(host)

        var segments: [DeepLinkSegmentContext] = []
        segments.reserveCapacity(pattern.path.count)
        for (index, segment) in pattern.path.enumerated() {
            switch segment {
            case .literal(let literal):
                segments.append(DeepLinkSegmentContext(
                    isLiteral: true, literal: literal, literalLiteral: SwiftSyntax.stringLiteral(literal), param: nil,
                    index: index))
            case .placeholder(let placeholder):
                segments.append(DeepLinkSegmentContext(
                    isLiteral: false, literal: nil, literalLiteral: nil, param: placeholder.name,
                    index: index))
            }
        }

        var values: [DeepLinkValueContext] = []
        values.reserveCapacity(params.count)
        var unrepresentable: [String] = []
        let lookup = DeepLinkPattern.ParamLookup(pattern)
        for param in params {
            var source = lookup.source(ofParam: param.name)
            if !readsOwnQueryItems || notInURLs.contains(param.name), !lookup.mentions(param: param.name) { source = nil }
            let parseable = DeepLinkPattern.canParse(ParamType(name: param.baseType))
            var isPathSegment = false, pathIndex: Int?, isQueryItem = false
            var queryItem: String?, queryItemLiteral: String?
            var readExpression = "", writeExpression = "nil"
            let type = param.baseType
            let text = param.isOptional ? "?.urlText" : ".urlText"
            switch source {
            case .pathSegment(let index)? where parseable:
                isPathSegment = true
                pathIndex = index
                readExpression = SwiftSyntax.joined(type, "(urlText: link.path[", String(index), "])")
                writeExpression = SwiftSyntax.concatenated(param.name, text, "")
                if param.isOptional { unrepresentable.append(param.name) }
            case .queryItem(let item)? where parseable:
                let itemLiteral = SwiftSyntax.stringLiteral(item)
                isQueryItem = true
                queryItem = item
                queryItemLiteral = itemLiteral
                if let fallback = param.defaultLiteral {
                    readExpression = SwiftSyntax.joined(
                        "link.query(", itemLiteral, ", as: ", type, param.isOptional ? "?.self" : ".self",
                        ", default: ", fallback, ")")
                    writeExpression = fallback == "nil"
                        ? SwiftSyntax.concatenated(param.name, text, "")
                        : SwiftSyntax.joined(param.name, " == ", fallback, " ? nil : ", param.name, text)
                    if param.isOptional, fallback != "nil" { unrepresentable.append(param.name) }
                } else {
                    readExpression = SwiftSyntax.joined("link.query(", itemLiteral, ", as: ", type, ".self)")
                    writeExpression = SwiftSyntax.concatenated(param.name, text, "")
                }
            default:
                // A param the URL cannot carry (the checker reports it): its default, or no match.
                if let fallback = param.defaultLiteral {
                    readExpression = SwiftSyntax.joined("Optional<", param.type, ">.some(", fallback, ")")
                } else {
                    readExpression = SwiftSyntax.joined("Optional<", param.type, ">.none")
                }
            }
            values.append(DeepLinkValueContext(
                name: param.name, type: param.type, isPathSegment: isPathSegment, pathIndex: pathIndex,
                isQueryItem: isQueryItem, queryItem: queryItem, queryItemLiteral: queryItemLiteral,
                hasDefault: param.hasDefault, defaultLiteral: param.defaultLiteral,
                readExpression: readExpression, writeExpression: writeExpression))
        }

        // The position of the value of the param with this name (the first): by a scan of a
        // screen's few params, by a dictionary for many.
        let valueByName = values.count < ParamLookup.scanLimit ? nil
            : Dictionary(values.indices.map { (values[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        let position: (String) -> Int? = { [values] name in
            if let valueByName { return valueByName[name] }
            return values.firstIndex { $0.name == name }
        }
        let pathPattern = SwiftSyntax.call("", segments.count, open: "[", close: "]") { segments[$0].literalLiteral ?? "nil" }
        let pathPieces = segments.map { segment in
            segment.literalLiteral ?? segment.param.flatMap(position).map { values[$0].writeExpression } ?? "nil"
        }
        let pathExpression = SwiftSyntax.call("", pathPieces.count, open: "[", close: "]") { pathPieces[$0] }
        // Query items as `DeepLinkPattern.url` orders them: the pattern's, then the other params'.
        var items: [Int] = []
        for item in pattern.query {
            if let item = position(item.placeholder.name), values[item].isQueryItem { items.append(item) }
        }
        for item in values.indices where values[item].isQueryItem && !lookup.mentions(param: values[item].name) {
            items.append(item)
        }
        let queryPieces = items.map { item in
            SwiftSyntax.joined(values[item].queryItemLiteral ?? "\"\"", ": ", values[item].writeExpression)
        }
        let queryExpression = queryPieces.isEmpty ? "[:]"
            : SwiftSyntax.call("", queryPieces.count, open: "[", close: "]") { queryPieces[$0] }
        // `url(for:)` binds only the values it writes or tests: a param the URL cannot carry (an
        // optional list, an app type) is `_`, or its binding would be an unused-value warning.
        let written = Set(values.filter { $0.writeExpression != "nil" || unrepresentable.contains($0.name) }.map(\.name))
        let casePattern = written.count == values.count ? spellings.pattern
            : Self.pattern(caseName, params: params, binding: written)
        return DeepLinkContext(
            pattern: text,
            example: SwiftSyntax.commentLine(SwiftSyntax.concatenated(scheme, ":/", text)),
            caseName: caseName,
            casePattern: casePattern,
            host: host, hostLiteral: hostLiteral,
            pathSegments: segments, pathSegmentCount: segments.count, pathPatternLiteral: pathPattern,
            // One `guard` reads them in this order: a param named `link` last, as its binding
            // hides the `link` the other values are read from.
            values: values.filter { $0.name != "link" } + values.filter { $0.name == "link" }, hasValues: !values.isEmpty,
            matchExpression: SwiftSyntax.joined("link.matches(host: ", hostLiteral, ", path: ", pathPattern, ")"),
            destinationExpression: SwiftSyntax.concatenated(".", spellings.construction, ""),
            pathExpression: pathExpression, queryExpression: queryExpression,
            unrepresentableWhenNil: unrepresentable, hasUnrepresentableValues: !unrepresentable.isEmpty, isAlias: isAlias)
    }

    /// The parsed deep link of the screen with this number: the one the checker's rules parsed,
    /// when they did (screens are asked for in ascending order), else parsed now.
    func deepLinkPattern(_ number: Int, text: String, cache: inout ScreenCache) -> DeepLinkPattern {
        let patterns = cache.deepLinkPatterns.patterns
        while cache.nextDeepLink < patterns.count, patterns[cache.nextDeepLink].screen < number {
            cache.nextDeepLink += 1
        }
        if cache.nextDeepLink < patterns.count, patterns[cache.nextDeepLink].screen == number {
            return patterns[cache.nextDeepLink].pattern
        }
        return DeepLinkPattern(text)
    }
}

extension DeepLinkRuntimeContext {
    /// What the deep links `links` need.
    init(_ links: [DeepLinkContext]) {
        let values = links.flatMap(\.values)
        let carried = Set(values.filter { $0.isPathSegment || $0.isQueryItem }.map { value in
            value.type.hasSuffix("?") ? String(value.type.dropLast()) : value.type
        })
        let queried = values.filter(\.isQueryItem)
        readsQueryItems = !queried.isEmpty
        readsRequiredQueryItems = queried.contains { $0.defaultLiteral == nil }
        readsQueryDefaults = queried.contains { $0.defaultLiteral != nil }
        usesString = carried.contains("String")
        numberTypes = ParamType.urlNumberTypes.filter(carried.contains)
        usesBool = carried.contains("Bool")
        usesUUID = carried.contains("UUID")
        usesOptional = queried.contains { $0.defaultLiteral != nil && $0.type.hasSuffix("?") }
    }
}

extension ContextBuilderRun {
    /// The params of a screen that `inURL: false` keeps out of deep links.
    static func notInURLs(_ screen: ScreenDefinition) -> Set<String> {
        Set(screen.params.lazy.filter { !$0.isInURLs }.map(\.name.value))
    }
}
