import ScreenSpec
import Testing

/// Two screens sharing one view type (`view:`) when they pass it the same values: one screen
/// pushed in a tab and presented as a sheet elsewhere. One skeleton, one initialiser, and the
/// glue type-checks; screens passing different values stay `generated_name_collision`.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct SharedViewTypeTests {
    static func social(sheetParams: String = "id: String") -> String {
        """
        app: { name: Social, deploymentTarget: [iOS 17, macOS 14] }
        tabs:
          - { id: feed, title: Feed, systemImage: house, root: Feed }
          - { id: inbox, title: Inbox, systemImage: tray, root: Inbox }
        screens:
          Feed: { links: [ { push: Profile } ] }
          Inbox: { links: [ { sheet: ProfileSheet } ] }
          Profile: { params: { id: String }, title: Profile }
          ProfileSheet: { view: ProfileView, presentation: sheet, stack: true, params: { \(sheetParams) }, title: Profile }
        """
    }

    @Test func differentValuesAreACollision() {
        let found = LoadRecoveryTests.diagnostics(["app.yaml": Self.social(sheetParams: "id: Int")])
        #expect(found.map(\.message) == ["screens 'Profile' and 'ProfileSheet' both use the view type 'ProfileView', but pass it different values"])
    }

    @Test func theSameValuesShareOneViewAndCompile() async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.social()))
        let context = ContextBuilder.build(graph)
        let skeletons = try AppBuildFixtures.scaffolder.skeletons(for: context)
        #expect(skeletons.filter { $0.kind == .view }.map(\.typeName) == ["FeedView", "InboxView", "ProfileView"])
        let views = try GenerationFixtures.render("Views.swift", context)
        #expect(views.contains("ProfileView(id: id)\n            .navigationTitle(\"Profile\")"))
        try await PlatformMatrixTests.assertMatrixClean(context, settings: [.swift6])
    }
}
