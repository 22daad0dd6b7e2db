/// Every screen's deep link parsed once, for the rules that judge them (`deep_link_mismatch`,
/// `ambiguous_deep_link`).
final class DeepLinkPatterns: Sendable {
    /// The screens with a deep link, by number, ascending, with the parsed pattern.
    let patterns: [(screen: Int32, pattern: DeepLinkPattern)]
    /// Every pattern the rules judge alike: the screens' own (`patterns`), then the aliases (the
    /// later patterns of `deepLink` lists, in screen and list order, each with its text).
    let all: [(screen: Int32, pattern: DeepLinkPattern, alias: Located<String>?)]

    /// Parses the index's deep links, in screen order.
    init(_ index: SpecIndex) {
        patterns = index.deepLinks.compactMap { entry, text -> (screen: Int32, pattern: DeepLinkPattern)? in
            index.isDefinition(Int(entry)) ? (index.entryScreens[Int(entry)], DeepLinkPattern(text)) : nil
        }
        let aliases = patterns.flatMap { screen, _ in
            index.screens[Int(screen)].deepLinkAliases.map { (screen, DeepLinkPattern($0.value), Optional($0)) }
        }
        all = patterns.map { ($0.screen, $0.pattern, nil) } + aliases
    }
}

extension NavigationGraph {
    /// The parsed deep links, parsed by the first rule that needs them.
    var deepLinkPatterns: DeepLinkPatterns { memo.value { DeepLinkPatterns(index) } }
}
