import Testing
@testable import ScreenSpec

/// A screen's `search`: `displayMode: always` keeps a navigation bar drawer's search field shown
/// (`.navigationBarDrawer(displayMode: .always)` on iOS, the toolbar on the Mac), and a prompt
/// fills in its `{param}`s as a title does.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct SearchGenerationTests {
    static func spec(_ targets: String, search: String) -> String {
        """
        app: { name: Vault, deploymentTarget: \(targets) }
        tabs:
          - { id: home, title: Vault, systemImage: lock, root: Home }
          - { id: more, title: More, systemImage: ellipsis, root: More }
        screens:
          Home: { search: \(search) }
          More: {}
        """
    }

    @Test(arguments: [
        ("iOS 17", "        .searchable(text: $searchQuery, placement: .navigationBarDrawer(displayMode: .always))\n"),
        ("[iOS 17, macOS 14]", "        .searchable(text: $searchQuery, placement: .navigationBarDrawerAlwaysOrToolbar)\n"),
        ("macOS 14", "        .searchable(text: $searchQuery, placement: .toolbar)\n"),
    ])
    func alwaysIsWrittenPerPlatform(targets: String, searchable: String) async throws {
        let yaml = Self.spec(targets, search: "{ placement: navigationBarDrawer, displayMode: always }")
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: yaml))
        #expect(graph.screen("Home")?.search?.displayMode?.value == .always)
        let context = ContextBuilder.build(graph)
        let views = try AppBuildFixtures.views(context)
        #expect(views.contains("    " + searchable), "\(views)")
        if targets.contains(",") {
            #expect(views.contains("        .navigationBarDrawer(displayMode: .always)\n        #else\n        .toolbar\n"))
        }
        try await PlatformMatrixTests.assertMatrixClean(context, settings: [.swift6])
    }

    @Test func anotherPlacementIsAnInvalidValue() {
        let diagnostics = LoadRecoveryTests.diagnostics(["app.yaml": Self.spec("iOS 17", search: "{ placement: toolbar, displayMode: always }")])
        let error = diagnostics.first { $0.id == "spec.invalid_value" }
        #expect(error?.message == "'displayMode' is for 'placement: navigationBarDrawer' only, not 'toolbar'", "\(diagnostics)")
        #expect(error?.location.line == 6 && error?.notes.first?.message == "write 'placement: navigationBarDrawer', or remove 'displayMode'")
        let misspelt = LoadRecoveryTests.diagnostics(["app.yaml": Self.spec("iOS 17", search: "{ placement: navigationBarDrawer, displayMode: alway }")])
        #expect(misspelt.contains { $0.id == "spec.invalid_value" && $0.fixIts.first?.replacement == "always" }, "\(misspelt)")
        // A placement that did not read is its own error: whether it meant the drawer is not known.
        for search in ["{ placement: navigationbarDrawer, displayMode: always }", "{ placment: navigationBarDrawer, displayMode: always }"] {
            let found = LoadRecoveryTests.diagnostics(["app.yaml": Self.spec("iOS 17", search: search)])
            #expect(found.count == 1 && !found[0].message.contains("displayMode"), "\(found)")
        }
        // A misspelt other key leaves a placement that read as it is.
        let known = LoadRecoveryTests.diagnostics(["app.yaml": Self.spec("iOS 17", search: "{ placement: toolbar, promt: Find, displayMode: always }")])
        #expect(known.contains { $0.message == "'displayMode' is for 'placement: navigationBarDrawer' only, not 'toolbar'" }, "\(known)")
        let none = LoadRecoveryTests.diagnostics(["app.yaml": Self.spec("iOS 17", search: "{ displayMode: always }")])
        #expect(none.first?.notes.map(\.message) == ["add 'placement: navigationBarDrawer' to 'search', or remove 'displayMode'"])
    }

    @Test func aPromptFillsInItsParams() async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Winston }
            tabs:
              - { id: posts, title: Posts, systemImage: doc, root: Home }
              - { id: me, title: Me, systemImage: person, root: Me }
            screens:
              Home: { links: [ { push: Feed } ] }
              Me: {}
              Feed: { params: { sub: String, count: Int, nsfw: Bool }, title: "r/{sub} 18+: {nsfw}", search: { prompt: "Search r/{sub} ({count}, {nsfw})" } }
            """))
        let context = ContextBuilder.build(graph)
        let views = try AppBuildFixtures.views(context)
        // A localized key interpolates no Bool: it is written as text (else the unlocalized
        // `StringProtocol` overload would be chosen), in a title and a prompt alike.
        #expect(views.contains(".searchable(text: $searchQuery, prompt: \"Search r/\\(sub) (\\(count), \\(String(nsfw)))\")\n"),
                "\(views)")
        #expect(views.contains(".navigationTitle(\"r/\\(sub) 18+: \\(String(nsfw))\")"), "\(views)")
        // The screen's facts keep the text as written: no value is in scope there.
        let routes = try GenerationFixtures.render("Routes.swift", context)
        #expect(routes.contains("searchPrompt: \"Search r/{sub} ({count}, {nsfw})\""))
        try await PlatformMatrixTests.assertMatrixClean(context, settings: [.swift6])
    }
}
