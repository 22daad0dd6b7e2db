import Foundation
import Testing
@testable import ScreenSpec

/// Titles with `%`, Markdown and placeholders, and strictly valid URL defaults, compiled against
/// the SwiftUI stub: what reaches `LocalizedStringKey` and `URL(string:)!` is valid Swift.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct TitleFormatCompileTests {
    static let spec = """
        app:
          name: Shop
          urlScheme: shop
        tabs:
          - { id: deals, title: "100% deals", systemImage: tag, root: Deals }
        screens:
          Deals:
            title: "**Beta** 100% off"
            links:
              - push: Deal
          Deal:
            params:
              name: String
              percent: Int
              page: { type: URL, default: "https://example.com/caf%C3%A9?q=a%20b#top" }
            title: "{percent}% off {name} % of"
        """

    @Test("A title with placeholders escapes % as %%; the generated code type-checks against the SwiftUI stub")
    func percentTitlesCompile() async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.spec))
        let context = ContextBuilder.build(graph)
        let deal = try #require(context.screens.first { $0.id == "Deal" })
        #expect(deal.titleExpression == #""\(percent)%% off \(name) %% of""#)
        let deals = try #require(context.screens.first { $0.id == "Deals" })
        #expect(deals.titleExpression == #""**Beta** 100% off""#, "no placeholder: the key as written")
        let result = try await GenerationFixtures.typecheckGenerated(context, againstSwiftUIStub: true)
        #expect(result.isClean, "\(result)")
    }

    @Test("A URL default the lenient parser takes but RFC 3986 does not is a located spec.type_mismatch")
    func lenientURLDefaultIsRefused() {
        var diagnostics = DiagnosticCollector()
        let yaml = Self.spec.replacingOccurrences(of: "https://example.com/caf%C3%A9?q=a%20b#top",
                                                  with: "https://example.com/a b")
        _ = SpecLoader().load(sources: [SourceFile(path: "app.yaml", text: yaml)], diagnostics: &diagnostics)
        let mismatch = diagnostics.diagnostics.first { $0.id == "spec.type_mismatch" }
        #expect(mismatch?.location.line == 15, "\(diagnostics.diagnostics.map(\.message))")
        #expect(mismatch?.message.contains("RFC 3986") == true)
    }
}
