import Testing
@testable import ScreenSpec

/// A tab root (or `app.root`) is always shown with its params' defaults, so its deep link reads no
/// param from a query item of its own name (`?scrollToHotspot=true` would be parsed, then dropped),
/// unless some stack also pushes it, where the value is shown.
@Suite struct RootDeepLinkQueryTests {
    static func spec(pushedToo: Bool) -> String {
        """
        app: { name: Demo, urlScheme: demo }
        tabs:
          - { id: home, title: Home, systemImage: house, root: Home }
          - { id: settings, title: Settings, systemImage: gear, root: Settings }
        screens:
          Home: { links: [ \(pushedToo ? "{ push: Settings }" : "") ] }
          Settings:
            params: { scrollToHotspot: { type: Bool, default: false } }
            deepLink: /settings
        """
    }

    @Test(arguments: [false, true])
    func rootReadsNoQueryItemOfItsOwn(pushedToo: Bool) throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: Self.spec(pushedToo: pushedToo)))
        let link = try #require(ContextBuilder.build(graph).deepLinks.first)
        #expect(link.values.map(\.isQueryItem) == [pushedToo])
        #expect(link.queryExpression.contains("scrollToHotspot") == pushedToo, "\(link.queryExpression)")
        let entry = try #require(DeepLinkCatalogue(graph).entries.first)
        #expect(entry.example == (pushedToo ? "demo://settings?scrollToHotspot=true" : "demo://settings"))
        #expect(entry.params.map(\.queryItem) == [pushedToo ? "scrollToHotspot" : nil])
    }
}
