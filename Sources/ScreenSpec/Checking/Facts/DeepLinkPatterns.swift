/// Every screen's deep link parsed once, for the rules that judge them (`deep_link_mismatch`,
/// `ambiguous_deep_link`).
final class DeepLinkPatterns: Sendable {
    /// The screens with a deep link, by number, ascending, with the parsed pattern.
    let patterns: [(screen: Int32, pattern: DeepLinkPattern)]

    init(_ index: SpecIndex) {
        var patterns: [(screen: Int32, pattern: DeepLinkPattern)] = []
        for (entry, text) in index.deepLinks where index.isDefinition(Int(entry)) {
            patterns.append((index.entryScreens[Int(entry)], DeepLinkPattern(text)))
        }
        self.patterns = patterns
    }
}

extension NavigationGraph {
    /// The parsed deep links, parsed by the first rule that needs them.
    var deepLinkPatterns: DeepLinkPatterns { memo.value { DeepLinkPatterns(index) } }
}
