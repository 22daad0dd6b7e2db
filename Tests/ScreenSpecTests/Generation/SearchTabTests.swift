import Foundation
import ScreenSpec
import Testing

/// `tabs[].role: search`: read and checked (one value, one tab, the `Tab` API), given to the
/// search tab's `Tab`, ignored by a split view's sidebar, and the glue type-checks per platform.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct SearchTabTests {
    /// A music app at `target` whose last tab is the search tab.
    static func music(_ target: String = "[iOS 26, macOS 26]", style: String = "tabBar", role: String = "search",
                      extra: String = "") -> String {
        """
        app: { name: Music, deploymentTarget: \(target), tabStyle: \(style) }
        tabs:
          - { id: library, title: Library, systemImage: music.note.house, root: Library\(extra) }
          - { id: search, title: Search, systemImage: magnifyingglass, root: Search, role: \(role) }
        screens:
          Library: {}
          Search: { search: { prompt: Artists and songs } }
        """
    }

    static func diagnostics(_ yaml: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["music.yaml": yaml])
    }

    @Test func anUnknownRoleIsAnInvalidValueWithAFixIt() throws {
        let found = Self.diagnostics(Self.music(role: "serch"))
        let error = try #require(found.first { $0.id == "spec.invalid_value" })
        #expect(error.message == "'serch' is not a tab role: use search")
        #expect(error.location.line == 4 && error.location.column == 84)
        #expect(error.fixIts.map(\.replacement) == ["search"])
    }

    @Test func aSecondSearchTabIsAnInvalidValueWithANoteAtTheFirst() throws {
        let found = Self.diagnostics(Self.music(extra: ", role: search"))
        let error = try #require(found.first { $0.id == "spec.invalid_value" })
        #expect(error.message == "only one tab can have 'role: search'; remove it from this tab or the first")
        #expect(error.location.line == 4)
        #expect(error.notes.map(\.location.line) == [3])
        #expect(found.filter { $0.severity == .error }.count == 1)
    }

    @Test func belowTheTabAPIItIsUnavailableOnEachListedPlatform() {
        let found = Self.diagnostics(Self.music("[iOS 17, macOS 14]"))
            .filter { $0.id == "unavailable_api" }
        #expect(found.map(\.message) == ["'role: search' (a Tab role) is not available at deployment target iOS 17",
                                         "'role: search' (a Tab role) is not available at deployment target macOS 14"])
        #expect(found.flatMap(\.notes).map(\.message) == ["available from iOS 18", "available from macOS 15"])
        #expect(found.allSatisfy { $0.location.line == 4 && $0.location.column == 84 })
        #expect(Self.diagnostics(Self.music("[iOS 17, macOS 14]", style: "splitView")).isEmpty,
                "a split view's sidebar ignores it")
    }

    @Test(arguments: ["[iOS 26, macOS 26]", "[iOS 18, macOS 15]"])
    func theSearchTabGetsItsRoleAndCompiles(target: String) async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.music(target)))
        let context = ContextBuilder.build(graph)
        #expect(context.tabs.map(\.hasSearchRole) == [false, true])
        let views = try GenerationFixtures.render("Views.swift", context)
        #expect(views.contains("SwiftUI.Tab(MusicTab.search.titleKey, systemImage: MusicTab.search.systemImage, value: MusicTab.search, role: .search) {"))
        #expect(!views.contains("value: MusicTab.library, role:"))
        let docs = try DocsGenerator(svg: DocsGeneratorTests.noSVG).render(graph, html: true)
        #expect(docs["index.md"]?.contains("| 2 | `search` (role `search`) | Search |") == true)
        #expect(docs["index.html"]?.contains("<td><code>search</code> <span class=\"tag\">search</span></td>") == true)
        try await PlatformMatrixTests.assertMatrixClean(context)
    }

    @Test func aSplitViewListsTheSearchTabLikeTheOthers() async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.music("[iOS 17, macOS 14]", style: "splitView")))
        let context = ContextBuilder.build(graph)
        let views = try GenerationFixtures.render("Views.swift", context)
        #expect(views.contains("SwiftUI.NavigationLink(value: MusicTab.search) { MusicTab.search.tabItemLabel }"))
        #expect(!views.contains("role: .search"))
        try await PlatformMatrixTests.assertMatrixClean(context, settings: [.swift6])
    }
}
