import Testing
@testable import ScreenSpec

/// `search.displayMode: always` keeps a navigation bar drawer's search field shown:
/// `.navigationBarDrawer(displayMode: .always)` on iOS, the toolbar on the Mac.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct SearchDisplayModeTests {
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
    }
}
