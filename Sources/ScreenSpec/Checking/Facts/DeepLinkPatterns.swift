/// Every screen's deep link parsed once, for the rules that judge them (`deep_link_mismatch`,
/// `ambiguous_deep_link`).
final class DeepLinkPatterns: Sendable {
    /// The screens with a deep link, by number, ascending, with the parsed pattern.
    let patterns: [(screen: Int32, pattern: DeepLinkPattern)]
    /// Every pattern the rules judge alike, in file order: each screen's own (of `patterns`), then
    /// its aliases (the later patterns of its `deepLink` list, each with its text), so that "the
    /// later pattern" of a rule's report is the one later in the file.
    let all: [(screen: Int32, pattern: DeepLinkPattern, alias: Located<String>?)]

    /// Parses the index's deep links, in screen order.
    init(_ index: SpecIndex) {
        patterns = index.deepLinks.compactMap { entry, text -> (screen: Int32, pattern: DeepLinkPattern)? in
            index.isDefinition(Int(entry)) ? (index.entryScreens[Int(entry)], DeepLinkPattern(text)) : nil
        }
        var all: [(screen: Int32, pattern: DeepLinkPattern, alias: Located<String>?)] = []
        all.reserveCapacity(patterns.count)
        for (screen, pattern) in patterns {
            all.append((screen, pattern, nil))
            for alias in index.screens[Int(screen)].deepLinkAliases { all.append((screen, DeepLinkPattern(alias.value), alias)) }
        }
        self.all = all
    }
}

extension NavigationGraph {
    /// The parsed deep links, parsed by the first rule that needs them.
    var deepLinkPatterns: DeepLinkPatterns { memo.value { DeepLinkPatterns(index) } }
}
