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
            literal segment or the host so each URL has one meaning. The rule reports the pattern \
            that comes later in the file (the aliases of a `deepLink` list included), with a note \
            at each earlier one it clashes with.
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
            """
            app:
              name: Social
              root: Feed
              urlScheme: social
            screens:
              Feed:
                links:
                  - push: Profile
                  - push: Post
              Profile:
                params:
                  name: String
                deepLink:
                  - /user/{name}
                  - /u/{name}/posts
              Post:
                params:
                  id: Int
                deepLink: ↓/u/{id}/posts
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
                  - push: Profile
              CityDetail:
                params:
                  name: String
                deepLink: /city/{name}
                links:
                  - push: CityMap
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

    /// The earlier patterns a diagnostic names in notes; more are counted in one last note, so
    /// a spec of many identical patterns reports each once, not every pair.
    static let notedClashes = 5

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let scheme = graph.spec.app.urlScheme?.value ?? graph.spec.app.name.value.lowercased()
        let patterns = graph.deepLinkPatterns.all
        // The earlier valid patterns, as positions in `patterns`.
        var earlier: [Int] = []
        // Only patterns with the same host and segment count can overlap; within those, a tree
        // of segments finds the overlapping ones without comparing every pair.
        var trees: [SegmentTree] = []
        // By lowered host, then segment count (keys of the standard library's types: a key type
        // of its own would cost a search of the binary's conformances on each run's first use).
        var treeNumbers: [String: [Int: Int]] = [:]
        // Patterns come in runs of one host: its lowered form is kept for the next.
        var lastHost = (host: "", lowered: "")
        // Reused by every search, so that a search allocates nothing.
        var leaves: [Int] = []
        var pending: [(node: Int32, depth: Int)] = []
        for position in patterns.indices {
            // Malformed patterns are `deep_link_mismatch`; comparing them would only repeat it.
            guard patterns[position].pattern.isValid, let host = patterns[position].pattern.host else { continue }
            if host != lastHost.host { lastHost = (host, host.lowercased()) }
            let path = patterns[position].pattern.path
            let tree: Int
            if let existing = treeNumbers[lastHost.lowered]?[path.count] {
                tree = existing
            } else {
                tree = trees.count
                trees.append(SegmentTree())
                treeNumbers[lastHost.lowered, default: [:]][path.count] = tree
            }
            // The leaves, not their patterns: thousands of identical patterns must not cost
            // thousands of indices each (never a hang). Each leaf's patterns ascend,
            // so the earliest clashes are among the first few of each.
            leaves.removeAll(keepingCapacity: true)
            trees[tree].collect(overlapping: path, into: &leaves, pending: &pending)
            if !leaves.isEmpty {
                let count = leaves.reduce(0) { $0 + trees[tree].patternCount(at: $1) }
                let firsts = leaves.flatMap { trees[tree].patterns(at: $0, upTo: Self.notedClashes) }
                report(position, in: patterns, clashingWith: firsts, of: count, earlier: earlier, scheme: scheme,
                       graph: graph, emit: &emit)
            }
            trees[tree].insert(path, index: earlier.count)
            earlier.append(position)
        }
    }

    /// Reports the pattern at `position` when some of `count` earlier ones overlap it; `firsts`
    /// holds the first few of each leaf, by their indices among the earlier patterns.
    private func report(_ position: Int, in patterns: [(screen: Int32, pattern: DeepLinkPattern, alias: Located<String>?)],
                        clashingWith firsts: [Int], of count: Int, earlier: [Int], scheme: String,
                        graph: NavigationGraph, emit: inout RuleEmitter) {
        let (number, pattern, alias) = patterns[position]
        let clashes = firsts.sorted().prefix(Self.notedClashes)
            .map { patterns[earlier[$0]] }.filter { $0.pattern.overlaps(pattern) }
        guard let first = clashes.first else { return }
        let screens = graph.index.screens
        let deepLink = alias ?? screens[Int(number)].deepLink!
        let firstDeepLink = first.alias ?? screens[Int(first.screen)].deepLink!
        let sample = first.pattern.sampleOverlap(with: pattern, scheme: scheme,
                                                  fill: Self.sampleValue(screens[Int(first.screen)], screens[Int(number)])) ?? ""
        var notes = clashes.map {
            let text = $0.alias ?? screens[Int($0.screen)].deepLink!
            return Diagnostic.Note("'\(screens[Int($0.screen)].id.value)' has the deep link '\(text.value)'", at: text.location)
        }
        if count > clashes.count {
            notes.append(Diagnostic.Note("and \(count - clashes.count) more earlier deep links match the same URLs",
                                         at: deepLink.location))
        }
        let screen = screens[Int(number)].id.value
        // The same pattern given twice for one screen (an alias repeating it) is a repetition.
        if first.screen == number, firstDeepLink.value == deepLink.value {
            emit.emit("deep link '\(deepLink.value)' of '\(screen)' is listed twice: remove this one",
                      at: deepLink.location, notes: [Diagnostic.Note("first listed here", at: firstDeepLink.location)])
            return
        }
        emit.emit("deep link '\(deepLink.value)' of '\(screen)' matches the same URLs as "
                  + "'\(firstDeepLink.value)' of '\(screens[Int(first.screen)].id.value)', such as '\(sample)'",
                  at: deepLink.location, notes: notes)
    }
}

extension AmbiguousDeepLinkRule {
    /// How the sample URL of a clash between deep links of `mine` and `theirs` fills a
    /// placeholder: with a sample of its param's type that both params read (a number reads as
    /// a `String` too); a query item only when a param needs it, so that the URL opens either.
    static func sampleValue(_ mine: ScreenDefinition, _ theirs: ScreenDefinition)
        -> (DeepLinkPattern.Placeholder?, DeepLinkPattern.Placeholder?, Bool) -> String? {
        { first, second, inQuery in
            let params = [(first, mine), (second, theirs)].compactMap { placeholder, screen in
                placeholder.flatMap { placeholder in screen.params.first { $0.name.value == placeholder.name } }
            }
            if inQuery, !params.contains(where: \.isRequired) { return nil }
            let samples = params.map { DeepLinkSample.text(for: $0.type.value, name: $0.name.value, variant: .plain) }
                .filter { !$0.isEmpty }
            return samples.first { $0 != "example" } ?? samples.first ?? "value"
        }
    }
}

/// The path segments of earlier patterns (of one host and segment count) as a tree: a literal
/// follows its own branch, a placeholder the placeholder branch. Nodes live in one array and are
/// walked with loops, not recursion, so a pattern of 100,000 segments cannot exhaust the stack,
/// neither while walking nor while freeing.
private struct SegmentTree {
    private struct Node {
        var literals: [String: Int32] = [:]
        /// The placeholder branch, or -1.
        var placeholder: Int32 = -1
        /// The first pattern that ends here (by its index among the earlier patterns), or -1.
        var firstPattern = -1
        /// The other patterns that end here, in order.
        var laterPatterns: [Int] = []
    }

    private var nodes = [Node()]

    mutating func insert(_ path: [DeepLinkPattern.Segment], index: Int) {
        var current = 0
        for segment in path {
            let existing: Int32?
            switch segment {
            case .literal(let text): existing = nodes[current].literals[text]
            case .placeholder: existing = nodes[current].placeholder >= 0 ? nodes[current].placeholder : nil
            }
            if let existing {
                current = Int(existing)
                continue
            }
            nodes.append(Node())
            let added = Int32(nodes.count - 1)
            switch segment {
            case .literal(let text): nodes[current].literals[text] = added
            case .placeholder: nodes[current].placeholder = added
            }
            current = Int(added)
        }
        if nodes[current].firstPattern < 0 {
            nodes[current].firstPattern = index
        } else {
            nodes[current].laterPatterns.append(index)
        }
    }

    /// The number of patterns that end at a leaf.
    func patternCount(at leaf: Int) -> Int { 1 + nodes[leaf].laterPatterns.count }

    /// The first `limit` patterns that end at a leaf, ascending.
    func patterns(at leaf: Int, upTo limit: Int) -> [Int] {
        [nodes[leaf].firstPattern] + nodes[leaf].laterPatterns.prefix(limit - 1)
    }

    /// The leaves holding the patterns a path overlaps: at each position an equal literal or a
    /// placeholder on either side. `pending` is scratch space.
    func collect(overlapping path: [DeepLinkPattern.Segment], into found: inout [Int],
                 pending: inout [(node: Int32, depth: Int)]) {
        // (node, how many segments it has matched)
        pending.removeAll(keepingCapacity: true)
        pending.append((node: 0, depth: 0))
        while let (node, depth) = pending.popLast() {
            let node = Int(node)
            guard depth < path.count else {
                if nodes[node].firstPattern >= 0 { found.append(node) }
                continue
            }
            switch path[depth] {
            case .literal(let text):
                if let child = nodes[node].literals[text] { pending.append((child, depth + 1)) }
            case .placeholder:
                for child in nodes[node].literals.values { pending.append((child, depth + 1)) }
            }
            if nodes[node].placeholder >= 0 { pending.append((nodes[node].placeholder, depth + 1)) }
        }
    }
}
