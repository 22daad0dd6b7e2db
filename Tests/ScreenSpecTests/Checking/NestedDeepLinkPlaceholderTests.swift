// Nested deep links match placeholders by position, not by name: `/task/{id}/response` extends
// `/task/{taskID}` as a URL does, so renaming a placeholder does not change what a link opens.

import Testing
@testable import ScreenSpec

@Suite("Nested deep links: placeholders by position")
struct NestedDeepLinkPlaceholderTests {
    /// A spec whose parent names its placeholder `taskID`, the child `id`.
    static let renamed = """
        app: { name: Nest, urlScheme: nest, root: ConsoleList }
        screens:
          ConsoleList:
            links: [ { push: Inspector } ]
          Inspector:
            params: { taskID: String }
            deepLink: /task/{taskID}
            links: [ { push: Response } ]
          Response:
            params: { id: PARAM }
            deepLink: /task/{id}/response
        """

    static func graph(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> NavigationGraph {
        NavigationGraph(spec: try #require(loadClean(text, sourceLocation: sourceLocation), sourceLocation: sourceLocation))
    }

    /// The chain a deep link to `screen` opens, by screen id.
    static func chain(to screen: String, in graph: NavigationGraph) throws -> [String] {
        let number = try #require(graph.index.screenNumber(screen))
        return graph.deepLinkNesting.chain(to: Int32(number)).map { graph.index.screens[Int($0)].id.value }
    }

    @Test("a child's placeholder of another name in the parent's position nests, and checks clean")
    func renamedPlaceholderNests() throws {
        let text = Self.renamed.replacingOccurrences(of: "PARAM", with: "String")
        let graph = try Self.graph(text)
        #expect(try Self.chain(to: "Response", in: graph) == ["Inspector", "Response"])
        #expect(graph.deepLinkNesting.nests.map(\.problem) == [nil])
        #expect(try DeepLinkRulesTests.check(DeepLinkMismatchRule.self, text).isEmpty)
        // The same names nest the same way: renaming changes nothing.
        let same = try Self.graph(text.replacingOccurrences(of: "{ id: String }", with: "{ taskID: String }")
            .replacingOccurrences(of: "{id}", with: "{taskID}"))
        #expect(try Self.chain(to: "Response", in: same) == ["Inspector", "Response"])
    }

    @Test("the parent's placeholders pair with the child's in the same positions, whatever their names")
    func placeholderPairs() {
        let pairs = DeepLinkNesting.placeholderPairs(parent: DeepLinkPattern("/pair/{a}/x/{b}?q={q}"),
                                                     child: DeepLinkPattern("/pair/{b}/x/{a}/swap/{c}"))
        #expect(pairs.map { "\($0.parent)=\($0.child)" } == ["a=b", "b=a"])
    }

    @Test("a literal where the parent has a placeholder does not extend it")
    func literalDoesNotNest() throws {
        let graph = try Self.graph(Self.renamed.replacingOccurrences(of: "params: { id: PARAM }\n", with: "")
            .replacingOccurrences(of: "/task/{id}/response", with: "/task/new/response"))
        #expect(graph.deepLinkNesting.nests.isEmpty)
        #expect(try Self.chain(to: "Response", in: graph) == ["Response"])
    }

    @Test("a placeholder filling one of another type, optionality included, is deep_link_mismatch with both names",
          arguments: ["Int", "String?"])
    func typeDiffersUnderAnotherName(type: String) throws {
        let found = try DeepLinkRulesTests.check(DeepLinkMismatchRule.self, Self.renamed.replacingOccurrences(of: "PARAM", with: type))
        try #require(found.count == 1, "\(found.map(describe))")
        #expect(found[0].message == "deep link '/task/{id}/response' extends '/task/{taskID}' of 'Inspector', so it opens both, "
                + "but '{id}' ('\(type)') fills '{taskID}' of 'Inspector', which is 'String'")
        #expect(found[0].location.line == 11)
        #expect(found[0].notes.map(\.message) == ["'Inspector' has the shorter pattern here; "
                + "give 'taskID' and 'id' of 'Response', which fills it, the same type"])
        #expect(found[0].notes.map(\.location.line) == [7])
    }

    @Test("a parent's placeholder that names none of its params is reported at the parent alone")
    func brokenParentIsNotJudgedAgain() throws {
        // Inspector declares `id`, its pattern says `{taskID}`.
        let found = try DeepLinkRulesTests.check(DeepLinkMismatchRule.self, Self.renamed
            .replacingOccurrences(of: "{ taskID: String }", with: "{ id: String }")
            .replacingOccurrences(of: "PARAM", with: "String"))
        #expect(!found.isEmpty && found.allSatisfy { $0.location.line == 7 }, "\(found.map(describe))")
    }

    @Test("under a modal with a stack of its own, a renamed placeholder nests on the modal's stack")
    func renamedUnderAModal() throws {
        let text = """
            app: { name: Nest, urlScheme: nest, root: Home }
            screens:
              Home:
                links: [ { sheet: Thread } ]
              Thread:
                presentation: sheet
                stack: true
                params: { thread: String }
                deepLink: /threads/{thread}
                links: [ { push: Post } ]
              Post:
                params: { id: String, post: Int }
                deepLink: /threads/{id}/posts/{post}
            """
        let graph = try Self.graph(text)
        #expect(try Self.chain(to: "Post", in: graph) == ["Thread", "Post"])
        // Only the sheet's stack shows Post: before, this link opened nothing and was an error.
        #expect(try DeepLinkRulesTests.check(DeepLinkMismatchRule.self, text).isEmpty)
        let entry = try #require(DeepLinkCatalogue(graph).entries.first { $0.screen == "Post" })
        #expect(entry.modal == "Thread")
    }
}
