import Foundation
import ScreenSpec
import Testing

/// The template context of the example apps: its JSON (golden), its names and its documentation.
@Suite struct TemplateContextTests {
    @Test(arguments: GenerationFixtures.exampleApps)
    func dumpedContextMatchesGolden(app: String) {
        guard let context = GenerationFixtures.context(app) else { return }
        GenerationFixtures.assertMatchesGolden(dumpContext(context), app: app, name: "\(app)Context.json")
    }
}

/// Nested deep links name one parent each: a chain below two screens is its parent's chain plus
/// itself, so the navigator grows with the spec, not with the square of its depth.
@Suite struct DeepLinkChainContextTests {
    /// A stack of `depth` screens, each pushing the next, each pattern extending the last's.
    static func nestedSpec(depth: Int) -> String {
        var yaml = "app: { name: Deep, root: S1, urlScheme: deep }\nscreens:\n"
        var pattern = ""
        for level in 1...depth {
            pattern += "/s\(level)/{p\(level)}"
            let params = (1...level).map { "p\($0): Int" }.joined(separator: ", ")
            yaml += "  S\(level):\n    params: { \(params) }\n    deepLink: \(pattern)\n"
            if level < depth { yaml += "    links: [ { push: S\(level + 1) } ]\n" }
        }
        return yaml
    }

    @Test func eachChainNamesOneParent() throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.nestedSpec(depth: 30)))
        let chains = ContextBuilder.build(graph).presentations.deepLinkChains
        // S2 … S30 nest: S2 under the root alone, the others under a chain of their own.
        #expect(chains.count == 29, "\(chains.map(\.pattern))")
        #expect(chains.first?.chainExpression == "[.s1(p1: p1), destination]")
        #expect(chains.last?.chainExpression == "Self.deepLinkChain(to: .s29("
            + (1...29).map { "p\($0): p\($0)" }.joined(separator: ", ") + ")) + [destination]")
        for chain in chains.dropFirst() {
            #expect(chain.chainExpression.components(separatedBy: "deepLinkChain").count == 2, "\(chain.chainExpression)")
        }
    }
}

/// Comments name a screen or tab by its title only where the title names it.
@Suite struct DisplayNameTests {
    @Test("a placeholder-only title or a localization key names nothing: the id does")
    func titlesThatDoNotNameFallBackToIds() throws {
        let graph = try #require(GenerationFixtures.graph(yaml: """
            app: { name: Harbour }
            tabs:
              - { id: containers, title: ContainersView.Title, systemImage: shippingbox, root: Containers }
              - { id: stacks, title: Stacks, systemImage: square.stack, root: Stacks }
            screens:
              Containers: { title: containers_title, links: [ { sheet: StackFileEditor }, { sheet: AddServer } ] }
              Stacks: { title: "Stacks of {server}", params: { server: { type: String, default: local } } }
              StackFileEditor:
                presentation: sheet
                stack: true
                params: { navigationTitle: String }
                title: "{navigationTitle}"
              AddServer: { presentation: sheet, stack: true, title: Add Server. }
            """))
        let context = ContextBuilder.build(graph)
        #expect(context.screens.map(\.displayName) == ["Containers", "Stacks of server", "StackFileEditor", "Add Server."])
        #expect(context.stacks.map(\.displayName) == ["the containers tab", "the Stacks tab", "the StackFileEditor sheet", "the Add Server. sheet"])
    }
}
