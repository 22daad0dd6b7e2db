extension ContextBuilderRun {
    /// The deep link of a screen, from the same `DeepLinkPattern` the checker validates, so the
    /// generated `handle(_:)` and `url(for:)` follow `DeepLinkPattern.match` and `.url` exactly.
    /// Nil without a link, a scheme, a valid pattern, or when the screen is not a destination.
    func deepLinkContext(_ screen: ScreenDefinition, params: [ParamContext]) -> DeepLinkContext? {
        guard let text = screen.deepLink?.value, let scheme = spec.app.urlScheme?.value,
              destinationIDs.contains(screen.id.value) else { return nil }
        let pattern = DeepLinkPattern(text)
        guard pattern.isValid, let patternHost = pattern.host else { return nil }
        let host = patternHost.lowercased()
        let specParams = Dictionary(screen.params.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })

        var segments: [DeepLinkSegmentContext] = []
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
        segments = flagged(segments) { $0.isFirst = $1; $0.isLast = $2 }

        var values: [DeepLinkValueContext] = []
        var unrepresentable: [String] = []
        for param in params {
            let source = pattern.source(ofParam: param.name)
            let parseable = specParams[param.name].map { DeepLinkPattern.canParse($0.type.value) } ?? false
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
                value.writeExpression = param.isOptional ? param.name + "?.urlText" : param.name + ".urlText"
                if param.isOptional { unrepresentable.append(param.name) }
            case .queryItem(let item)? where parseable:
                value.isQueryItem = true
                value.queryItem = item
                value.queryItemLiteral = SwiftSyntax.stringLiteral(item)
                let itemLiteral = SwiftSyntax.stringLiteral(item)
                let text = param.isOptional ? param.name + "?.urlText" : param.name + ".urlText"
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
        values = flagged(values) { $0.isFirst = $1; $0.isLast = $2 }

        let pathPattern = "[" + segments.map { $0.literalLiteral ?? "nil" }.joined(separator: ", ") + "]"
        let byName = Dictionary(values.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let pathExpression = "[" + segments.map { segment in
            segment.literalLiteral ?? byName[segment.param ?? ""]?.writeExpression ?? "nil"
        }.joined(separator: ", ") + "]"
        // Query items as `DeepLinkPattern.url` orders them: the pattern's, then the other params'.
        let named = pattern.query.compactMap { item in byName[item.placeholder.name] }
        let others = values.filter { value in value.isQueryItem && !pattern.mentions(param: value.name) }
        let queryExpression = "[" + (named + others).filter(\.isQueryItem).map { value in
            "(" + (value.queryItemLiteral ?? "\"\"") + ", " + value.writeExpression + ")"
        }.joined(separator: ", ") + "]"
        let caseName = Identifier.lowerCamel(screen.id.value)
        let arguments = params.isEmpty ? "" : "(" + params.map(\.argument).joined(separator: ", ") + ")"
        let bindings = params.isEmpty ? "" : "(" + params.map(\.binding).joined(separator: ", ") + ")"
        return DeepLinkContext(
            pattern: text,
            example: scheme + ":/" + text,
            caseName: caseName,
            casePattern: caseName + bindings,
            host: host, hostLiteral: SwiftSyntax.stringLiteral(host),
            pathSegments: segments, pathSegmentCount: segments.count, pathPatternLiteral: pathPattern,
            values: values, hasValues: !values.isEmpty,
            matchExpression: "link.matches(host: \(SwiftSyntax.stringLiteral(host)), path: \(pathPattern))",
            destinationExpression: "." + caseName + arguments,
            pathExpression: pathExpression, queryExpression: queryExpression,
            unrepresentableWhenNil: unrepresentable, hasUnrepresentableValues: !unrepresentable.isEmpty)
    }
}
