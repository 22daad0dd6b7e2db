// Whether two patterns match the same URLs, and one such URL (`ambiguous_deep_link`).

extension DeepLinkPattern {
    /// Whether some URL matches both patterns: the same host (ignoring case), the same number of
    /// path segments, and at each position equal literals or at least one placeholder. The query
    /// never tells two patterns apart, since unknown query items are ignored and one URL can carry
    /// the items of both. Patterns without a host overlap nothing.
    public func overlaps(_ other: DeepLinkPattern) -> Bool {
        guard let host, let otherHost = other.host, host.lowercased() == otherHost.lowercased(),
              path.count == other.path.count else { return false }
        return zip(path, other.path).allSatisfy { pair in
            if case .literal(let a) = pair.0, case .literal(let b) = pair.1 { return a == b }
            return true
        }
    }

    /// A URL that both patterns match, when they overlap, so a diagnostic can show the clash:
    /// literals kept; a segment that is a placeholder in both, and each query item, filled by
    /// `fill` with the placeholders of this pattern and of `other` (nil where one has none).
    /// `fill` returns nil to leave a query item out; a segment it leaves out reads `value`.
    public func sampleOverlap(with other: DeepLinkPattern, scheme: String,
                              fill: (_ mine: Placeholder?, _ theirs: Placeholder?, _ inQuery: Bool) -> String? = { _, _, _ in nil })
        -> String? {
        guard overlaps(other), let host else { return nil }
        let segments = zip(path, other.path).map { pair -> String in
            switch pair {
            case (.literal(let text), _), (_, .literal(let text)): text
            case (.placeholder(let mine), .placeholder(let theirs)): fill(mine, theirs, false) ?? "value"
            }
        }
        var items: [String] = []
        for item in query {
            let theirs = other.query.first { $0.name == item.name }?.placeholder
            if let value = fill(item.placeholder, theirs, true) { items.append(item.name + "=" + value) }
        }
        for item in other.query where !query.contains(where: { $0.name == item.name }) {
            if let value = fill(nil, item.placeholder, true) { items.append(item.name + "=" + value) }
        }
        return ([scheme + "://" + host] + segments).joined(separator: "/") + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }
}
