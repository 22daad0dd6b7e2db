/// Every screen's deep link parsed once, for the rules that judge them (`deep_link_mismatch`,
/// `ambiguous_deep_link`).
final class DeepLinkPatterns: Sendable {
    /// The screens with a deep link, by number, ascending, with the parsed pattern.
    let patterns: [(screen: Int32, pattern: DeepLinkPattern)]

    /// Parses the index's deep links, in screen order.
    init(_ index: SpecIndex) {
        patterns = index.deepLinks.compactMap { entry, text -> (screen: Int32, pattern: DeepLinkPattern)? in
            index.isDefinition(Int(entry)) ? (index.entryScreens[Int(entry)], DeepLinkPattern(text)) : nil
        }
    }
}

extension NavigationGraph {
    /// The parsed deep links, parsed by the first rule that needs them.
    var deepLinkPatterns: DeepLinkPatterns { memo.value { DeepLinkPatterns(index) } }
}
