import Foundation
import ScreenSpec
import Testing

/// `app.tabBarMinimizeBehavior`: read (one of four values), iOS 26 only (`unavailable_api` below,
/// left out on the Mac, ignored without a tab bar), and the glue type-checks on each platform.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct TabBarMinimizeTests {
    static func news(_ target: String, behavior: String = "onScrollDown", style: String = "tabBar") -> String {
        """
        app: { name: News, deploymentTarget: \(target), tabStyle: \(style), tabBarMinimizeBehavior: \(behavior) }
        tabs:
          - { id: today, title: Today, systemImage: newspaper, root: Today }
          - { id: saved, title: Saved, systemImage: bookmark, root: Saved }
        screens:
          Today: {}
          Saved: {}
        """
    }

    static func diagnostics(_ yaml: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["news.yaml": yaml])
    }

    @Test func anUnknownValueIsAnInvalidValueWithAFixIt() throws {
        let error = try #require(Self.diagnostics(Self.news("iOS 26", behavior: "onScrolDown")).first)
        #expect(error.id == "spec.invalid_value")
        #expect(error.message == "'onScrolDown' is not a tab bar minimize behavior: use automatic, onScrollDown, onScrollUp or never")
        #expect(error.fixIts.map(\.replacement) == ["onScrollDown"])
    }

    @Test func belowIOS26ItIsUnavailableAndAutomaticOrNoTabBarIsFine() throws {
        let found = Self.diagnostics(Self.news("[iOS 18, macOS 15]"))
        #expect(found.map(\.id) == ["unavailable_api"])
        #expect(found.first?.message == "'tabBarMinimizeBehavior: onScrollDown' is not available at deployment target iOS 18")
        #expect(found.first?.notes.map(\.message) == ["available from iOS 26"])
        #expect(found.first?.location.column == 100)
        #expect(Self.diagnostics(Self.news("iOS 17", behavior: "automatic")).isEmpty)
        #expect(Self.diagnostics(Self.news("iOS 17", style: "splitView")).isEmpty, "a split view has no tab bar")
    }

    @Test(arguments: [("iOS 26", false), ("[iOS 26, macOS 26]", true)])
    func theGlueMinimizesTheTabBarOnIOSAndCompiles(target: String, guarded: Bool) async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.news(target)))
        let context = ContextBuilder.build(graph)
        #expect(context.tabBarMinimizeBehavior == ".onScrollDown")
        let views = try GenerationFixtures.render("Views.swift", context)
        let modifier = "        .tabBarMinimizeBehavior(.onScrollDown)\n"
        #expect(views.contains(guarded ? "        #if os(iOS)\n" + modifier + "        #endif\n" : "        }\n" + modifier))
        try await PlatformMatrixTests.assertMatrixClean(context)
        let docs = try DocsGenerator(svg: DocsGeneratorTests.noSVG).render(graph, html: true)
        #expect(docs["index.md"]?.contains("- **Tab bar minimizes (iOS 26):** `onScrollDown`\n") == true)
        #expect(docs["index.html"]?.contains("<li><span>Tab bar minimizes (iOS 26)</span> <code>onScrollDown</code></li>") == true)
        let automatic = try #require(GenerationFixtures.graph(yaml: Self.news(target, behavior: "automatic")))
        #expect(ContextBuilder.build(automatic).tabBarMinimizeBehavior == nil, "the system's default needs no modifier")
    }
}
