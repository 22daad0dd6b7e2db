import Foundation
@testable import ScreenSpec
import Testing

/// A nested deep link in a tabbed app: the generated `handle(_:)` opens the whole chain
/// (`[.signalList, .signal]`) on a tab whose stack shows all of it, never on a tab that only
/// pushes the screen, and `links` (the catalogue) names the same tabs.
@Suite(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct NestedDeepLinkTabTests {
    /// The catalogue's own spec: Lexicon pushes Signal alone; SignalList is the signals tab's root
    /// and Browse pushes it.
    static let spec = DeepLinkCatalogueTests.nestedInTabs

    @Test("handle(_:) opens a nested link on the stack that holds its chain, where the catalogue says")
    func opensOnTheStackThatHoldsTheChain() async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.spec))
        let entry = try #require(DeepLinkCatalogue(graph).entries.first { $0.screen == "Signal" })
        #expect(entry.tab == "signals" && entry.otherTabs == ["browse"])
        // Where each starting tab should end: itself when the catalogue lists it, else the first listed.
        let listed = [entry.tab].compactMap { $0 } + entry.otherTabs
        let ends = ["lexicon", "signals", "browse"].map { start in
            "." + start + ": ." + (listed.contains(start) ? start : listed[0])
        }
        let run = try await GenerationFixtures.run(ContextBuilder.build(graph), main: """
            let ends: [LexTab: LexTab] = [\(ends.joined(separator: ", "))]
            for start in LexTab.allCases {
                let navigator = LexNavigator(selectedTab: start)
                check(navigator.handle(URL(string: "lex://signals/7")!), "\\(start)")
                check(navigator.selectedTab == ends[start], "\\(start): \\(navigator.selectedTab)")
                switch navigator.selectedTab {
                case .lexicon: check(false, "the lexicon stack cannot show SignalList")
                case .signals: check(navigator.signalsPath == [.signal(id: 7)], "\\(navigator.signalsPath)")
                case .browse: check(navigator.browsePath == [.signalList, .signal(id: 7)], "\\(navigator.browsePath)")
                }
                check(navigator.lexiconPath.isEmpty, "\\(start): \\(navigator.lexiconPath)")
            }
            finish()
            """)
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
    }
}
