import Foundation
@testable import ScreenSpec
import Testing

/// Where a deep link (and `open(_:)` without a tab) lands when several tabs could show it: a tab's
/// root selects its own tab, popped to the root, even where another tab pushes it; any other
/// screen opens on the selected tab when its stack can show it, else on the first tab that can.
/// Tabs sharing a `routeType` share one route enum, so each of their stacks can show every case.
/// The generated navigator, `links` (the catalogue) and the generated tests must all agree.
@Suite(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct TabRootDeepLinkTests {
    /// Library is the library tab's root, and Home pushes it; Home also pushes Detail.
    static func spec(shared: Bool) -> String {
        let route = shared ? ", routeType: Shared" : ""
        return """
            app: { name: Mini, urlScheme: mini }
            tabs:
              - { id: search, title: Search, systemImage: magnifyingglass, root: Search\(route) }
              - { id: home, title: Home, systemImage: house, root: Home\(route) }
              - { id: library, title: Library, systemImage: books.vertical, root: Library\(route) }
            screens:
              Search: {}
              Home:
                links: [push: Library, push: Detail]
              Library:
                deepLink: /library
              Detail:
                deepLink: /detail
            """
    }

    @Test("the catalogue says a tab root's link selects its tab; a shared route type lets every tab show Detail",
          arguments: [false, true])
    func catalogueNamesTheTabs(shared: Bool) throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.spec(shared: shared)))
        let catalogue = DeepLinkCatalogue(graph)
        let library = try #require(catalogue.entries.first { $0.screen == "Library" })
        #expect(library.tab == "library" && library.otherTabs.isEmpty && library.isTabRoot)
        #expect(library.shownIn == "library")
        let detail = try #require(catalogue.entries.first { $0.screen == "Detail" })
        if shared {
            #expect(detail.tab == "search" && detail.otherTabs == ["home", "library"])
            #expect(detail.shownIn == "search, or the selected tab if it is home or library")
        } else {
            #expect(detail.tab == "home" && detail.otherTabs.isEmpty)
        }
    }

    @Test("handle(_:) and open(_:) land where the catalogue says, from every selected tab", arguments: [false, true])
    func navigatorAgreesWithTheCatalogue(shared: Bool) async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.spec(shared: shared)))
        let detail = try #require(DeepLinkCatalogue(graph).entries.first { $0.screen == "Detail" })
        let listed = [detail.tab].compactMap { $0 } + detail.otherTabs
        let ends = ["search", "home", "library"].map { start in
            "." + start + ": ." + (listed.contains(start) ? start : listed[0])
        }
        let run = try await GenerationFixtures.run(ContextBuilder.build(graph), main: """
            let detailEnds: [MiniTab: MiniTab] = [\(ends.joined(separator: ", "))]
            for start in MiniTab.allCases {
                for viaLink in [true, false] {
                    let navigator = MiniNavigator(selectedTab: start)
                    navigator.homePath = [.detail]
                    check(viaLink ? navigator.handle(URL(string: "mini://library")!) : navigator.open(.library), "\\(start)")
                    check(navigator.selectedTab == .library, "\\(start): \\(navigator.selectedTab)")
                    check(navigator.libraryPath.isEmpty && navigator.searchPath.isEmpty, "\\(start)")
                    check(navigator.homePath == [.detail], "\\(start): other tabs keep their paths: \\(navigator.homePath)")
                }
                let navigator = MiniNavigator(selectedTab: start)
                check(navigator.handle(URL(string: "mini://detail")!), "\\(start)")
                check(navigator.selectedTab == detailEnds[start], "\\(start): \\(navigator.selectedTab)")
                let shown: MiniDestination? = switch navigator.selectedTab {
                case .search: navigator.searchPath.last?.destination
                case .home: navigator.homePath.last?.destination
                case .library: navigator.libraryPath.last?.destination
                }
                check(shown == .detail, "\\(start): \\(String(describing: shown))")
            }
            // A tab it is the root of is chosen even when the selected tab's stack could push it.
            let onHome = MiniNavigator(selectedTab: .home)
            check(onHome.open(.library) && onHome.selectedTab == .library && onHome.homePath.isEmpty, "\\(onHome.homePath)")
            // An explicit tab still pushes it there.
            let explicit = MiniNavigator()
            check(explicit.open(.library, in: .home) && explicit.selectedTab == .home, "\\(explicit.selectedTab)")
            check(explicit.homePath.last?.destination == .library, "\\(explicit.homePath)")
            finish()
            """)
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
    }
}
