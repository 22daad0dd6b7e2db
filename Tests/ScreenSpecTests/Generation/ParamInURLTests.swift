import Testing
@testable import ScreenSpec

/// `inURL: false` keeps a param out of deep links: a value only the app may set (a password
/// re-prompt already passed) cannot be set by a URL from outside, nor is it written into one.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct ParamInURLTests {
    static let vault = """
        app: { name: Vault, urlScheme: vault }
        tabs:
          - { id: home, title: Vault, systemImage: lock, root: Home }
          - { id: more, title: More, systemImage: ellipsis, root: More }
        screens:
          Home: { links: [ { push: Item }, { sheet: Share } ] }
          More: {}
          Item:
            params:
              id: String
              repromptDone: { type: Bool, default: false, inURL: false }
              zoom: { type: Int, default: 1 }
            deepLink: /item/{id}
          Share:
            presentation: sheet
            params: { token: { type: String?, inURL: false } }
            deepLink: /share
        """

    @Test func theParamIsNeitherReadNorWritten() async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: Self.vault))
        let item = try #require(graph.screen("Item")?.params.first { $0.name.value == "repromptDone" })
        #expect(item.inURL?.value == false && !item.isInURLs)
        let context = ContextBuilder.build(graph)
        let link = try #require(context.deepLinks.first)
        #expect(link.values.map(\.isQueryItem) == [false, false, true], "only zoom is read from its query item")
        #expect(!link.queryExpression.contains("repromptDone") && link.queryExpression.contains("zoom"),
                "\(link.queryExpression)")
        let share = try #require(context.sheets.first { $0.caseName == "share" })
        #expect(share.enumCase.screen.hasDeepLink)
        // The catalogue (`links`, the generated deep-link tests) lists them as not in URLs.
        let entries = DeepLinkCatalogue(graph).entries
        let itemEntry = try #require(entries.first { $0.screen == "Item" })
        #expect(itemEntry.example == "vault://item/example?zoom=42")
        #expect(itemEntry.params.map(\.queryItem) == [nil, nil, "zoom"])
        let shareEntry = try #require(entries.first { $0.screen == "Share" })
        #expect(shareEntry.example == "vault://share" && shareEntry.params.map(\.queryItem) == [nil])
        try await PlatformMatrixTests.assertMatrixClean(context, settings: [.swift6])
    }

    @Test func aPatternMayNotNameItNorLeaveItRequired() {
        let diagnostics = LoadRecoveryTests.diagnostics(["app.yaml": """
            app: { name: Vault, urlScheme: vault }
            tabs:
              - { id: home, title: Vault, systemImage: lock, root: Home }
              - { id: more, title: More, systemImage: ellipsis, root: More }
            screens:
              Home: { links: [ { push: Item } ] }
              More: {}
              Item:
                params:
                  id: { type: String, inURL: false }
                  secret: { type: Bool, default: false, inURL: false }
                  token: { type: String, inURL: false }
                deepLink: /item/{id}?s={secret}
            """])
        let messages = diagnostics.filter { $0.id == "deep_link_mismatch" }.map(\.message)
        #expect(messages.contains("the deep link of 'Item' names 'id', which 'inURL: false' keeps out of URLs"), "\(messages)")
        #expect(messages.contains("the deep link of 'Item' names 'secret', which 'inURL: false' keeps out of URLs"))
        // At the placeholder, as an unknown one is.
        let named = diagnostics.first { $0.message.contains("names 'secret'") }
        #expect(named?.location.line == 13 && named?.location.column == 28, "\(String(describing: named?.location))")
        // A misspelt placeholder is not renamed to a param kept out of URLs.
        let misspelt = LoadRecoveryTests.diagnostics(["app.yaml": Self.vault.replacingOccurrences(of: "/item/{id}", with: "/item/{id}?r={repromptDon}")])
        let unknown = misspelt.first { $0.message.hasPrefix("'{repromptDon}' is not a parameter") }
        #expect(unknown != nil && unknown?.fixIts.isEmpty == true, "\(misspelt)")
        let required = diagnostics.first { $0.message.hasPrefix("required parameter 'token'") }
        #expect(required?.notes.last?.message.hasPrefix("'inURL: false' keeps it out of URLs: give it a default") == true,
                "\(String(describing: required))")
        #expect(required?.fixIts.isEmpty == true, "adding it to the pattern would only move the error")
    }

    @Test func aValueThatIsNoBoolIsAnError() {
        let diagnostics = LoadRecoveryTests.diagnostics(["app.yaml": """
            app: { name: Vault, root: Home }
            screens:
              Home: { params: { seen: { type: Bool, default: false, inURL: maybe } } }
            """])
        #expect(diagnostics.contains { $0.id == "spec.type_mismatch" && $0.message.contains("'inURL'") }, "\(diagnostics)")
    }

    @Test func keepingAParamOutBreaksOldLinks() throws {
        let before = EvolutionFixtures.shop
        let after = EvolutionFixtures.changed([("      ref: String?", "      ref: { type: String?, inURL: false }")])
        let diagnostics = EvolutionFixtures.diff(after, baseline: before)
        let changed = try #require(diagnostics.first { $0.id == "breaking.deep_link_changed" })
        #expect(changed.message == "'/product/{id}' no longer reads the query item 'ref' into 'ref': "
                + "'inURL: false' keeps 'ref' out of URLs", "\(diagnostics)")
        #expect(EvolutionFixtures.diff(before, baseline: after).allSatisfy { $0.severity != .error },
                "letting a param in again breaks no old link")
    }

    /// No query item of a param's own name is read for a root no stack pushes, nor for a type a
    /// URL cannot carry: keeping such a param out, or removing it, loses old links nothing.
    @Test func aParamNoLinkReadsBreaksNothing() {
        let rooted = EvolutionFixtures.changed([("  Home:\n    title: Shop\n",
                                                 "  Home:\n    title: Shop\n    params: { filter: { type: String, default: all } }\n    deepLink: /home\n")])
        let keptOut = rooted.replacingOccurrences(of: "default: all }", with: "default: all, inURL: false }")
        #expect(EvolutionFixtures.diff(keptOut, baseline: rooted).allSatisfy { $0.severity != .error })
        let dated = EvolutionFixtures.changed([("      ref: String?", "      ref: String?\n      when: Date?")])
        let gone = EvolutionFixtures.diff(EvolutionFixtures.shop, baseline: dated)
        #expect(!gone.contains { $0.id == "breaking.deep_link_changed" }, "\(gone)")
        let out = EvolutionFixtures.diff(dated.replacingOccurrences(of: "when: Date?", with: "when: { type: Date?, inURL: false }"),
                                         baseline: dated)
        #expect(out.allSatisfy { $0.severity != .error }, "\(out)")
    }
}
