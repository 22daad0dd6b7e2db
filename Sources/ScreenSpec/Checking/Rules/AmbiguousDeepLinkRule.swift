/// `ambiguous_deep_link`: every URL must lead to one screen, so no two patterns may match the
/// same URL.
public struct AmbiguousDeepLinkRule: Rule {
    public static let description = RuleDescription(
        id: "ambiguous_deep_link",
        name: "Ambiguous deep link",
        summary: "two deep link patterns match the same URLs",
        rationale: """
            Two patterns are ambiguous when some URL matches both: the same host (hosts compare \
            ignoring case), the same number of path segments, and at each position two equal \
            literals or at least one placeholder. `/city/{name}` and `/city/paris` both match \
            `cities://city/paris`; `/city/{a}` and `/city/{b}` match the same URLs. The query never \
            tells patterns apart, since unknown query items are ignored. Which screen such a URL \
            opens would depend on the order of the generated code, not on the spec; rename a \
            literal segment or the host so each URL has one meaning.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Cities
              root: CityList
              urlScheme: cities
            screens:
              CityList:
                links:
                  - push: CityDetail
                  - push: Paris
              CityDetail:
                params:
                  name: String
                deepLink: /city/{name}
              Paris:
                deepLink: ↓/city/paris
            """,
            """
            app:
              name: Shop
              root: Catalog
              urlScheme: shop
            screens:
              Catalog:
                links:
                  - push: Product
                  - push: Review
                  - push: Seller
              Product:
                params:
                  id: Int
                deepLink: /item/{id}/details
              Review:
                params:
                  number: Int
                  sort: String?
                deepLink: ↓/Item/{number}/details?sort={sort}
              Seller:
                params:
                  name: String
                  page: Int
                deepLink: ↓/item/{name}/{page}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Cities
              root: CityList
              urlScheme: cities
            screens:
              CityList:
                links:
                  - push: CityDetail
                  - push: CityMap
                  - push: Profile
              CityDetail:
                params:
                  name: String
                deepLink: /city/{name}
              CityMap:
                params:
                  name: String
                deepLink: /city/{name}/map
              Profile:
                deepLink: /profile
            """,
            """
            app:
              name: Shop
              root: Catalog
              urlScheme: shop
            screens:
              Catalog:
                links:
                  - push: Product
                  - push: Review
              Product:
                params:
                  id: Int
                deepLink: /item/{id}/details
              Review:
                params:
                  id: Int
                deepLink: /item/{id}/reviews
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let scheme = graph.spec.app.urlScheme?.value ?? graph.spec.app.name.value.lowercased()
        var earlier: [(screen: String, deepLink: Located<String>, pattern: DeepLinkPattern)] = []
        // Only patterns with the same host and segment count can overlap; within those, a tree
        // of segments finds the overlapping ones without comparing every pair.
        var trees: [String: SegmentTree] = [:]
        for screen in graph.spec.screens.uniqued(by: \.id.value) {
            // Malformed patterns are `deep_link_mismatch`; comparing them would only repeat it.
            guard let deepLink = screen.deepLink else { continue }
            let pattern = DeepLinkPattern(deepLink.value)
            guard pattern.isValid, let host = pattern.host else { continue }
            let key = "\(host.lowercased())/\(pattern.path.count)"
            let tree = trees[key] ?? SegmentTree()
            trees[key] = tree
            var found: [Int] = []
            tree.collect(overlapping: pattern.path[...], into: &found)
            let clashes = found.sorted().map { earlier[$0] }.filter { $0.pattern.overlaps(pattern) }
            if let first = clashes.first {
                let sample = first.pattern.sampleOverlap(with: pattern, scheme: scheme) ?? ""
                emit.emit("deep link '\(deepLink.value)' of '\(screen.id.value)' matches the same URLs as "
                          + "'\(first.deepLink.value)' of '\(first.screen)', such as '\(sample)'",
                          at: deepLink.location,
                          notes: clashes.map {
                              Diagnostic.Note("'\($0.screen)' has the deep link '\($0.deepLink.value)'",
                                              at: $0.deepLink.location)
                          })
            }
            tree.insert(pattern.path[...], index: earlier.count)
            earlier.append((screen.id.value, deepLink, pattern))
        }
    }
}

/// The path segments of earlier patterns (of one host and segment count) as a tree: a literal
/// follows its own branch, a placeholder the placeholder branch.
private final class SegmentTree {
    private var literals: [String: SegmentTree] = [:]
    private var placeholder: SegmentTree?
    /// The patterns that end here, by their index among the earlier patterns.
    private var patterns: [Int] = []

    func insert(_ path: ArraySlice<DeepLinkPattern.Segment>, index: Int) {
        guard let segment = path.first else { return patterns.append(index) }
        let child: SegmentTree
        switch segment {
        case .literal(let text):
            child = literals[text] ?? SegmentTree()
            literals[text] = child
        case .placeholder:
            child = placeholder ?? SegmentTree()
            placeholder = child
        }
        child.insert(path.dropFirst(), index: index)
    }

    /// The patterns a path overlaps: at each position an equal literal or a placeholder on
    /// either side.
    func collect(overlapping path: ArraySlice<DeepLinkPattern.Segment>, into found: inout [Int]) {
        guard let segment = path.first else { return found.append(contentsOf: patterns) }
        let rest = path.dropFirst()
        switch segment {
        case .literal(let text):
            literals[text]?.collect(overlapping: rest, into: &found)
        case .placeholder:
            for child in literals.values { child.collect(overlapping: rest, into: &found) }
        }
        placeholder?.collect(overlapping: rest, into: &found)
    }
}
