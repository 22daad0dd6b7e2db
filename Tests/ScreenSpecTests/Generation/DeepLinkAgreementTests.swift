import Foundation
import ScreenSpec
import Testing

/// The generated `destination(for:)` matches URLs exactly as `DeepLinkPattern.match` (what the
/// checker reasons with) does: same scheme and host rules, segments, decoding and query items.
@Suite(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct DeepLinkAgreementTests {
    static let spec = """
        app:
          name: Agree
          root: Home
          urlScheme: agree
        screens:
          Home:
            links:
              - push: Plain
              - push: Nested
              - push: Query
          Plain:
            params: { x: String }
            deepLink: /plain/{x}
          Nested:
            params: { x: String, y: String }
            deepLink: /nested/{x}/literal/{y}
          Query:
            params:
              q: String
              extra: { type: String, default: none }
            deepLink: /query?search={q}
        """

    static let urls = [
        "agree://plain/a", "AGREE://Plain/a", "agree://plain/a/", "agree://plain/a//", "agree://plain",
        "agree://plain/a%2Fb", "agree://plain/%E6%9D%B1%20x", "agree://plain/%FF", "agree://plain/a?x=zz",
        "agree://nested/1/literal/2", "agree://nested/1/Literal/2", "agree://nested/1/literal", "agree://nested//literal/2",
        "agree://query?search=hi", "agree://query?search=", "agree://query?search", "agree://query?search=a&search=b",
        "agree://query?extra=e&search=s", "agree://query?q=s", "agree://query/x?search=s", "agree://query",
        "other://plain/a", "agree:plain/a", "agree://unknown/a", "agree://query?search=%2B%20+",
        "agree://plain/..", "agree://plain/.", "agree://plain/%2E%2E", "agree://plain/...",
    ]

    @Test func generatedMatchingAgreesWithThePattern() async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.spec))
        // What DeepLinkPattern says each URL gives: the first screen whose pattern matches.
        var expected: [String] = []
        for text in Self.urls {
            var line = "nil"
            for screen in graph.spec.screens {
                guard let pattern = screen.deepLink?.value else { continue }
                let others = screen.params.map(\.name.value)
                if let values = DeepLinkPattern(pattern).match(URL(string: text)!, scheme: "agree", otherParams: others) {
                    let all = screen.params.map { param in
                        values[param.name.value] ?? (param.defaultValue?.value ?? "<missing>")
                    }
                    line = all.contains("<missing>") ? "nil" : Identifier.lowerCamel(screen.id.value) + all.map { "|" + $0 }.joined()
                    break
                }
            }
            expected.append(line)
        }
        let urls = Self.urls.map { "URL(string: \"\($0)\")!" }.joined(separator: ",\n    ")
        let run = try await GenerationFixtures.run(ContextBuilder.build(graph), main: """
            let urls = [
                \(urls),
            ]
            for url in urls {
                switch AgreeNavigator.destination(for: url) {
                case .plain(let x)?: print("plain|" + x)
                case .nested(let x, let y)?: print("nested|" + x + "|" + y)
                case .query(let q, let extra)?: print("query|" + q + "|" + extra)
                case nil: print("nil")
                }
            }
            """)
        #expect(run.status == 0, "\(run)")
        let actual = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(actual.count == Self.urls.count, "\(run)")
        for (index, url) in Self.urls.enumerated() where index < actual.count {
            #expect(actual[index] == expected[index], "\(url)")
        }
    }
}
