/// Every screen's deep link parsed once, for the rules that judge them (`deep_link_mismatch`,
/// `ambiguous_deep_link`).
final class DeepLinkPatterns: Sendable {
    /// The screens with a deep link, by number, ascending, with the parsed pattern.
    let patterns: [(screen: Int32, pattern: DeepLinkPattern)]
    /// The aliases of those screens (the patterns after the first of a `deepLink` list), in
    /// screen and list order, with the text and the parsed pattern.
    let aliases: [(screen: Int32, text: Located<String>, pattern: DeepLinkPattern)]

    /// Parses the index's deep links, in screen order.
    init(_ index: SpecIndex) {
        patterns = index.deepLinks.compactMap { entry, text -> (screen: Int32, pattern: DeepLinkPattern)? in
            index.isDefinition(Int(entry)) ? (index.entryScreens[Int(entry)], DeepLinkPattern(text)) : nil
        }
        aliases = patterns.flatMap { screen, _ in
            index.screens[Int(screen)].deepLinkAliases.map { (screen, $0, DeepLinkPattern($0.value)) }
        }
        all = patterns.map { ($0.screen, $0.pattern, nil) } + aliases.map { ($0.screen, $0.pattern, $0.text) }
    }

    /// Every pattern the rules judge alike: the screens' own, then the aliases (each with its text).
    let all: [(screen: Int32, pattern: DeepLinkPattern, alias: Located<String>?)]
}

extension NavigationGraph {
    /// The parsed deep links, parsed by the first rule that needs them.
    var deepLinkPatterns: DeepLinkPatterns { memo.value { DeepLinkPatterns(index) } }
}
