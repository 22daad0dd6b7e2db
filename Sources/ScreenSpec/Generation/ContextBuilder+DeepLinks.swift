extension ContextBuilderRun {
    /// The deep link of a screen, from the same `DeepLinkPattern` the checker validates, so the
    /// generated `handle(_:)` and `url(for:)` follow `DeepLinkPattern.match` and `.url` exactly.
    /// Nil without a link, a scheme or a valid pattern; asked for destinations only.
    func deepLinkContext(_ screen: ScreenDefinition, params: [ParamContext], spellings: CaseSpellings) -> DeepLinkContext? {
        guard let text = screen.deepLink?.value, let scheme = spec.app.urlScheme?.value else { return nil }
        let pattern = DeepLinkPattern(text)
        guard pattern.isValid, let patternHost = pattern.host else { return nil }
        let host = patternHost.lowercased()
        let hostLiteral = SwiftSyntax.stringLiteral(host)
        let specParams = screen.params

        var segments: [DeepLinkSegmentContext] = []
        segments.reserveCapacity(pattern.path.count)
        for (index, segment) in pattern.path.enumerated() {
            switch segment {
            case .literal(let literal):
                segments.append(DeepLinkSegmentContext(
                    isLiteral: true, literal: literal, literalLiteral: SwiftSyntax.stringLiteral(literal), param: nil,
                    index: index, isFirst: false, isLast: false))
            case .placeholder(let placeholder):
                segments.append(DeepLinkSegmentContext(
                    isLiteral: false, literal: nil, literalLiteral: nil, param: placeholder.name,
                    index: index, isFirst: false, isLast: false))
            }
        }
        flag(&segments) { $0.isFirst = $1; $0.isLast = $2 }

        var values: [DeepLinkValueContext] = []
        values.reserveCapacity(params.count)
        var unrepresentable: [String] = []
        for param in params {
            let source = pattern.source(ofParam: param.name)
            // The first param of the name, as the context's params keep it.
            let parseable = specParams.first { $0.name.value == param.name }.map { DeepLinkPattern.canParse($0.type.value) } ?? false
            var value = DeepLinkValueContext(
                name: param.name, type: param.type, isPathSegment: false, pathIndex: nil, isQueryItem: false,
                queryItem: nil, queryItemLiteral: nil, hasDefault: param.hasDefault, defaultLiteral: param.defaultLiteral,
                readExpression: "", writeExpression: "nil", isFirst: false, isLast: false)
            let type = param.baseType + ".self"
            switch source {
            case .pathSegment(let index)? where parseable:
                value.isPathSegment = true
                value.pathIndex = index
                value.readExpression = "link.segment(\(index), as: \(type))"
                value.writeExpression = SwiftSyntax.concatenated(param.name, param.isOptional ? "?.urlText" : ".urlText", "")
                if param.isOptional { unrepresentable.append(param.name) }
            case .queryItem(let item)? where parseable:
                let itemLiteral = SwiftSyntax.stringLiteral(item)
                value.isQueryItem = true
                value.queryItem = item
                value.queryItemLiteral = itemLiteral
                let text = SwiftSyntax.concatenated(param.name, param.isOptional ? "?.urlText" : ".urlText", "")
                if let fallback = param.defaultLiteral {
                    let readType = param.isOptional ? param.baseType + "?.self" : type
                    value.readExpression = "link.query(\(itemLiteral), as: \(readType), default: \(fallback))"
                    value.writeExpression = fallback == "nil" ? text : "\(param.name) == \(fallback) ? nil : \(text)"
                    if param.isOptional, fallback != "nil" { unrepresentable.append(param.name) }
                } else {
                    value.readExpression = "link.query(\(itemLiteral), as: \(type))"
                    value.writeExpression = text
                }
            default:
                // A param the URL cannot carry (the checker reports it): its default, or no match.
                if let fallback = param.defaultLiteral {
                    value.readExpression = "Optional<\(param.type)>.some(\(fallback))"
                } else {
                    value.readExpression = "Optional<\(param.type)>.none"
                }
            }
            values.append(value)
        }
        flag(&values) { $0.isFirst = $1; $0.isLast = $2 }

        // The value of the param with this name (the first, as a dictionary by name would keep).
        func value(named name: String) -> DeepLinkValueContext? { values.first { $0.name == name } }
        let pathPattern = SwiftSyntax.call("", segments.count, open: "[", close: "]") { segments[$0].literalLiteral ?? "nil" }
        let pathExpression = SwiftSyntax.call("", segments.count, open: "[", close: "]") { position in
            let segment = segments[position]
            return segment.literalLiteral ?? segment.param.flatMap { value(named: $0)?.writeExpression } ?? "nil"
        }
        // Query items as `DeepLinkPattern.url` orders them: the pattern's, then the other params'.
        var items: [DeepLinkValueContext] = []
        for item in pattern.query {
            if let value = value(named: item.placeholder.name), value.isQueryItem { items.append(value) }
        }
        for value in values where value.isQueryItem && !pattern.mentions(param: value.name) { items.append(value) }
        let queryExpression = SwiftSyntax.call("", items.count, open: "[", close: "]") { position in
            let item = items[position]
            return "(" + (item.queryItemLiteral ?? "\"\"") + ", " + item.writeExpression + ")"
        }
        let caseName = Identifier.lowerCamel(screen.id.value)
        return DeepLinkContext(.init(
            pattern: text,
            example: SwiftSyntax.concatenated(scheme, ":/", text),
            caseName: caseName,
            casePattern: spellings.pattern,
            host: host, hostLiteral: hostLiteral,
            pathSegments: segments, pathSegmentCount: segments.count, pathPatternLiteral: pathPattern,
            values: values, hasValues: !values.isEmpty,
            matchExpression: "link.matches(host: \(hostLiteral), path: \(pathPattern))",
            destinationExpression: SwiftSyntax.concatenated(".", spellings.construction, ""),
            pathExpression: pathExpression, queryExpression: queryExpression,
            unrepresentableWhenNil: unrepresentable, hasUnrepresentableValues: !unrepresentable.isEmpty))
    }
}
