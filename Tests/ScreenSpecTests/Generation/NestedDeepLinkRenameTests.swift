import Foundation
@testable import ScreenSpec
import Testing

/// Nested deep links whose placeholders have other names than their parents': the generated
/// `handle(_:)` opens the chain, each parent's param taking the value of the child's placeholder
/// in the same position, and `url(for:)` stays its inverse.
@Suite(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct NestedDeepLinkRenameTests {
    /// Three deep on the app's stack (`taskID`, `id`, `task`), two placeholders swapped
    /// (`/pair/{b}/{a}/swapped` below `/pair/{a}/{b}`), and three deep on a sheet's own stack.
    static let spec = """
        app: { name: Pulse, root: Console, urlScheme: pulse }
        screens:
          Console:
            links: [ { push: Inspector }, { push: Pair }, { sheet: Thread } ]
          Inspector:
            params: { taskID: String, tab: { type: Int, default: 0 } }
            deepLink: /task/{taskID}?tab={tab}
            links: [ { push: Response } ]
          Response:
            params: { id: String, raw: { type: Bool, default: false } }
            deepLink: /task/{id}/response?raw={raw}
            links: [ { push: Header } ]
          Header:
            params: { task: String, name: String }
            deepLink: /task/{task}/response/headers/{name}
          Pair:
            params: { a: Int, b: Int }
            deepLink: /pair/{a}/{b}
            links: [ { push: Swapped } ]
          Swapped:
            params: { b: Int, a: Int }
            deepLink: /pair/{b}/{a}/swapped
          Thread:
            presentation: sheet
            stack: true
            params: { thread: String }
            deepLink: /threads/{thread}
            links: [ { push: Post } ]
          Post:
            params: { id: String, post: Int }
            deepLink: /threads/{id}/posts/{post}
            links: [ { push: Reply } ]
          Reply:
            params: { t: String, p: Int, reply: Int }
            deepLink: /threads/{t}/posts/{p}/{reply}
        """

    func context() throws -> TemplateContext {
        // Checked as `generate` checks it: a clean spec.
        let graph = try #require(EvolutionFixtures.graph(Self.spec, path: "Specs/Pulse/app.yaml"))
        return ContextBuilder.build(graph)
    }

    @Test("each parent's case takes the child's values by position")
    func chainExpressions() throws {
        let chains = try context().presentations.deepLinkChains.map { "\($0.pattern) -> \($0.chainExpression)" }
        #expect(chains == [
            "response(let id, _) -> [.inspector(taskID: id), destination]",
            "header(let task, _) -> Self.deepLinkChain(to: .response(id: task)) + [destination]",
            "swapped(let b, let a) -> [.pair(a: b, b: a), destination]",
            "reply(let t, let p, _) -> [.post(id: t, post: p), destination]",
        ], "\(chains)")
        let modal = try context().presentations.modalStackChains.map { "\($0.pattern) -> \($0.sheetExpression ?? "")" }
        #expect(modal == ["post(let id, _) -> .thread(thread: id)", "reply(let t, _, _) -> .thread(thread: t)"], "\(modal)")
    }

    @Test("the generated code type-checks, against the SwiftUI stub too")
    func compiles() async throws {
        let context = try context()
        for stub in [false, true] {
            let result = try await GenerationFixtures.typecheckGenerated(context, againstSwiftUIStub: stub)
            #expect(result.isClean, "\(result)")
        }
    }

    @Test("handle(_:) opens the chain and url(for:) is its inverse")
    func handleOpensTheChain() async throws {
        let run = try await GenerationFixtures.run(try context(), main: """
            let navigator = PulseNavigator()
            check(navigator.handle(URL(string: "pulse://task/1/response")!))
            check(navigator.path == [.inspector(taskID: "1"), .response(id: "1")], "\\(navigator.path)")
            check(navigator.handle(URL(string: "pulse://task/a%2Fb/response?raw=true")!))
            check(navigator.path == [.inspector(taskID: "a/b"), .response(id: "a/b", raw: true)], "\\(navigator.path)")
            check(navigator.handle(URL(string: "pulse://task/7/response/headers/etag")!))
            check(navigator.path == [.inspector(taskID: "7"), .response(id: "7"), .header(task: "7", name: "etag")],
                  "\\(navigator.path)")
            check(navigator.handle(URL(string: "pulse://pair/1/2/swapped")!))
            check(navigator.path == [.pair(a: 1, b: 2), .swapped(b: 1, a: 2)], "\\(navigator.path)")
            check(navigator.handle(URL(string: "pulse://threads/q/posts/2/9")!))
            check(navigator.presented == [.thread(thread: "q")], "\\(navigator.presented)")
            check(navigator.threadPath == [.post(id: "q", post: 2), .reply(t: "q", p: 2, reply: 9)], "\\(navigator.threadPath)")
            check(navigator.path == [.pair(a: 1, b: 2), .swapped(b: 1, a: 2)], "the app's stack is left as it was")
            check(!navigator.handle(URL(string: "pulse://pair/1/x/swapped")!), "a value that does not parse opens nothing")
            check(navigator.open(.response(id: "9")) && navigator.path == [.response(id: "9")], "open still opens it alone")

            // url(for:) round-trips every destination, and handle(_:) puts it on top with its parents below.
            let destinations: [PulseDestination] = [
                .inspector(taskID: "x y", tab: 2), .response(id: "x y", raw: true), .header(task: "t/1", name: "n"),
                .pair(a: 3, b: -4), .swapped(b: 3, a: -4), .post(id: "p", post: 1), .reply(t: "p", p: 1, reply: 5),
            ]
            for destination in destinations {
                guard let url = PulseNavigator.url(for: destination) else {
                    check(false, "no URL for \\(destination)")
                    continue
                }
                check(PulseNavigator.destination(for: url) == destination, "\\(url)")
                let opened = PulseNavigator()
                check(opened.handle(url), "\\(url)")
                check((opened.path.last?.destination ?? opened.threadPath.last?.destination) == destination,
                      "\\(url): \\(opened.path) \\(opened.threadPath)")
            }
            check(PulseNavigator.url(for: .swapped(b: 1, a: 2))?.absoluteString == "pulse://pair/1/2/swapped")
            finish()
            """)
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
    }
}
