extension DeepLinkPattern {
    /// `source(ofParam:)` and `mentions(param:)` answered from tables made in one pass over the
    /// pattern: asked once per param, the searches are quadratic in a link of many placeholders
    /// (100,000 `{pN}`: `generate` took 104 s). A pattern of a handful of parts, the usual one,
    /// is searched directly: hashing would cost more than the scans.
    struct ParamLookup: Sendable {
        /// The pattern, searched directly when it has no tables.
        private let pattern: DeepLinkPattern
        /// Whether the tables below are made (the pattern has at least `ParamLookup.scanLimit` parts).
        private let isIndexed: Bool
        private var pathIndexByPlaceholder: [String: Int] = [:]
        private var queryItemByPlaceholder: [String: String] = [:]
        private var queryItemNames: Set<String> = []

        init(_ pattern: DeepLinkPattern) {
            self.pattern = pattern
            isIndexed = pattern.path.count + pattern.query.count >= ScreenSpec.ParamLookup.scanLimit
            guard isIndexed else { return }
            for (index, segment) in pattern.path.enumerated() {
                if case .placeholder(let placeholder) = segment, pathIndexByPlaceholder[placeholder.name] == nil {
                    pathIndexByPlaceholder[placeholder.name] = index
                }
            }
            for item in pattern.query {
                if queryItemByPlaceholder[item.placeholder.name] == nil {
                    queryItemByPlaceholder[item.placeholder.name] = item.name
                }
                queryItemNames.insert(item.name)
            }
        }

        /// The same as `DeepLinkPattern.source(ofParam:)`.
        func source(ofParam name: String) -> ParamSource? {
            guard isIndexed else { return pattern.source(ofParam: name) }
            if let index = pathIndexByPlaceholder[name] { return .pathSegment(index) }
            if let item = queryItemByPlaceholder[name] { return .queryItem(item) }
            if queryItemNames.contains(name) { return nil }
            return .queryItem(name)
        }

        /// The same as `DeepLinkPattern.mentions(param:)`.
        func mentions(param name: String) -> Bool {
            guard isIndexed else { return pattern.mentions(param: name) }
            return pathIndexByPlaceholder[name] != nil || queryItemByPlaceholder[name] != nil
        }
    }
}

extension DeepLinkPattern {
    /// Names seen so far: a scan while they are few (a pattern has a handful), a set beyond.
    struct NameSet {
        private var names: [String] = []
        private var set: Set<String>?

        /// Adds the name; false when it was there already.
        mutating func insert(_ name: String) -> Bool {
            if set != nil { return set!.insert(name).inserted }
            if names.contains(name) { return false }
            names.append(name)
            if names.count > 16 { set = Set(names) }
            return true
        }
    }
}
