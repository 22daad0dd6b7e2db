/// Every screen's deep link parsed once, for the rules that judge them (`deep_link_mismatch`,
/// `ambiguous_deep_link`).
final class DeepLinkPatterns: Sendable {
    /// The screens with a deep link, by number, ascending, with the parsed pattern.
    let patterns: [(screen: Int32, pattern: DeepLinkPattern)]

    /// Deep links per piece of work when there are enough to parse on several threads.
    static let runLength = 4096

    /// From this many deep links, a graph built for the checker has them parsed while it builds
    /// the rest of itself (`NavigationGraph(spec:known:parsesDeepLinksEarly:)`).
    static let earlyParseCount = 2 * runLength

    /// Parses the index's deep links in runs of `runLength`, on several threads once there are two
    /// runs or more (tests pass short runs to compare both ways).
    init(_ index: SpecIndex, runLength: Int = DeepLinkPatterns.runLength) {
        let links = index.deepLinks
        let runs = stride(from: 0, to: links.count, by: max(runLength, 1)).map { $0..<($0 + min(runLength, links.count - $0)) }
        let parsed = ParallelWork.map(runs.count, parallel: runs.count > 1) { run in
            links[runs[run]].compactMap { entry, text -> (screen: Int32, pattern: DeepLinkPattern)? in
                index.isDefinition(Int(entry)) ? (index.entryScreens[Int(entry)], DeepLinkPattern(text)) : nil
            }
        }
        patterns = Array(parsed.joined())
    }
}

extension NavigationGraph {
    /// The parsed deep links, parsed by the first rule that needs them.
    var deepLinkPatterns: DeepLinkPatterns { memo.value { DeepLinkPatterns(index) } }
}
