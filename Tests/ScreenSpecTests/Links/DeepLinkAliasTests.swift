import Foundation
import ScreenSpec
import Testing

/// `deepLink` as a list: the first pattern is the screen's own, the others aliases. Read, checked
/// each as a pattern, opened by the generated navigator (never written by `url(for:)`), listed by
/// `links`, and counted by `diff` as the screen's patterns.
@Suite(.serialized)
struct DeepLinkAliasTests {
    typealias F = EvolutionFixtures

    /// A social app: profiles with an alias, a nested post, and a login sheet with an alias.
    static let social = """
        app: { name: Social, urlScheme: social, universalLinks: [social.example.com], root: Feed }
        screens:
          Feed:
            deepLink: /feed
            links: [ { push: Profile }, { sheet: Login } ]
          Profile:
            params: { name: String, tab: { type: String?, default: null } }
            deepLink:
              - /user/{name}
              - /u/{name}?t={tab}
            links: [ { push: Post } ]
          Post:
            params: { name: String, id: Int }
            deepLink: ["/user/{name}/posts/{id}", "/p/{name}/{id}"]
          Login:
            presentation: sheet
            deepLink: [/login, /signin]
        """

    static func diagnostics(_ yaml: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["social.yaml": yaml])
    }

    @Test func aListIsReadAndAnEmptyOneIsAnInvalidValue() throws {
        let graph = try #require(F.graph(Self.social, path: "social.yaml"))
        let profile = try #require(graph.screen("Profile"))
        #expect(profile.deepLink?.value == "/user/{name}")
        #expect(profile.deepLinkAliases.map(\.value) == ["/u/{name}?t={tab}"])
        #expect(profile.deepLinkAliases.first?.location.line == F.line(of: "/u/{name}", in: Self.social))
        #expect(graph.screen("Login")?.deepLinkAliases.map(\.value) == ["/signin"])

        let empty = Self.diagnostics(Self.social.replacingOccurrences(of: "[/login, /signin]", with: "[]"))
        let error = try #require(empty.first { $0.id == "spec.invalid_value" })
        #expect(error.message == "'deepLink' lists no pattern; give one, or leave 'deepLink' out")
        let mapping = Self.diagnostics(Self.social.replacingOccurrences(of: "[/login, /signin]", with: "[/login, { a: b }]"))
        #expect(mapping.contains { $0.id == "spec.type_mismatch" && $0.message == "expected a string for 'deepLink', found a mapping" })
    }

    @Test func patternsWrittenAsOneOrUnquotedInAFlowListSayHowToListThem() throws {
        let one = Self.diagnostics(Self.social.replacingOccurrences(of: "[/login, /signin]", with: "/login, /signin"))
        let error = try #require(one.first { $0.id == "deep_link_mismatch" })
        #expect(error.notes.map(\.message) == ["several patterns are a list: 'deepLink: [\"/login\", \"/signin\"]'"])
        let unquoted = Self.diagnostics(Self.social.replacingOccurrences(of: "[\"/user/{name}/posts/{id}\", \"/p/{name}/{id}\"]",
                                                                         with: "[/user/{name}/posts/{id}, /p/{name}/{id}]"))
        let syntax = try #require(unquoted.first { $0.id == "yaml.syntax" })
        #expect(syntax.notes.last?.message == "in a '{ … }' or '[ … ]' a brace ends a plain value and starts a collection; "
                + "quote the value: \"/user/{name}/posts/{id}\" (and the other values like it)")
        #expect(syntax.fixIts.map(\.replacement) == ["\"/user/{name}/posts/{id}\", \"/p/{name}/{id}\""])
    }

    @Test func eachAliasIsCheckedAsAPatternAtItsOwnLocation() throws {
        // A misspelt placeholder, and a required param the alias leaves out (with a fix-it).
        let misspelt = Self.diagnostics(Self.social.replacingOccurrences(of: "/u/{name}?t={tab}", with: "/u/{nam}"))
        let unknown = try #require(misspelt.first { $0.id == "deep_link_mismatch" })
        #expect(unknown.message == "'{nam}' is not a parameter of 'Profile'")
        #expect(unknown.location.line == F.line(of: "/u/{name}", in: Self.social) && unknown.location.column == 12)
        let missing = Self.diagnostics(Self.social.replacingOccurrences(of: "/p/{name}/{id}", with: "/p/{name}"))
            .filter { $0.id == "deep_link_mismatch" }
        #expect(missing.count == 1)
        #expect(missing.first?.fixIts.map(\.replacement) == ["?id={id}"])

        // An alias that matches another screen's URLs, and capitals in an alias's host.
        let clash = Self.diagnostics(Self.social.replacingOccurrences(of: "[/login, /signin]", with: "[/login, /feed]"))
        let ambiguous = try #require(clash.first { $0.id == "ambiguous_deep_link" })
        #expect(ambiguous.message == "deep link '/feed' of 'Login' matches the same URLs as '/feed' of 'Feed', such as 'social://feed'")
        #expect(ambiguous.location.line == F.line(of: "[/login, /signin]", in: Self.social))
        // The same pattern listed twice for one screen is said to be repeated.
        let twice = Self.diagnostics(Self.social.replacingOccurrences(of: "[/login, /signin]", with: "[/login, /login]"))
        let repeated = try #require(twice.first { $0.id == "ambiguous_deep_link" })
        #expect(repeated.message == "deep link '/login' of 'Login' is listed twice: remove this one")
        #expect(repeated.notes.map(\.message) == ["first listed here"])
        let capitals = Self.diagnostics(Self.social.replacingOccurrences(of: "/signin]", with: "/SignIn]"))
        #expect(capitals.contains { $0.id == "deep_link_host_case" && $0.fixIts.map(\.replacement) == ["signin"] })
        #expect(Self.diagnostics(Self.social).isEmpty)
    }

    @Test func theCatalogueListsEachAliasAsARow() throws {
        let catalogue = try #require(F.graph(Self.social, path: "social.yaml").map(DeepLinkCatalogue.init))
        #expect(catalogue.entries.map(\.pattern) == ["/feed", "/login", "/p/{name}/{id}", "/signin", "/u/{name}?t={tab}",
                                                     "/user/{name}", "/user/{name}/posts/{id}"])
        #expect(catalogue.entries.map(\.aliasOf) == [nil, nil, "/user/{name}/posts/{id}", "/login", "/user/{name}", nil, nil])
        let alias = catalogue.entries[4]
        #expect(alias.example == "social://u/example?t=example")
        #expect(alias.params.map(\.source) == [.path, .query])
        #expect(catalogue.markdown().contains("| `/u/{name}?t={tab}` | Profile (alias of `/user/{name}`) |  |"))
        #expect(catalogue.json().contains("\"aliasOf\": \"/user/{name}\""))
        #expect(catalogue.json().contains("\"aliasOf\": null"))
        let aasa = catalogue.aasa(appID: "ABCDE12345.example.social")
        #expect(aasa.contains("\"/\": \"/u/?*\"") && aasa.contains("\"/\": \"/signin\""))
    }

    @Test(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
    func theNavigatorOpensAnAliasAsItsScreensOwnPattern() async throws {
        let graph = try #require(F.graph(Self.social, path: "social.yaml"))
        let run = try await GenerationFixtures.run(ContextBuilder.build(graph), main: """
            let navigator = SocialNavigator()
            // An alias of a nested pattern opens the same chain; its query item is its own.
            check(navigator.handle(URL(string: "social://p/ana/7")!))
            check(navigator.path == [.profile(name: "ana"), .post(name: "ana", id: 7)])
            check(navigator.handle(URL(string: "https://social.example.com/u/ana?t=likes")!))
            check(navigator.path == [.profile(name: "ana", tab: "likes")])
            // url(for:) writes the first pattern, and only it.
            check(SocialNavigator.url(for: .profile(name: "ana"))?.absoluteString == "social://user/ana")
            check(SocialNavigator.url(for: .post(name: "ana", id: 7))?.absoluteString == "social://user/ana/posts/7")
            // A modal's alias presents it.
            check(SocialNavigator.sheet(for: URL(string: "social://signin")!) == .login)
            check(navigator.handle(URL(string: "social://signin")!) && navigator.presented == [.login])
            check(SocialNavigator.url(for: .login)?.absoluteString == "social://login")
            """ + "\nfinish()\n")
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
        try await UniversalLinksTests().expectGeneratedTestsPass(graph)
        try await PlatformMatrixTests.assertMatrixClean(ContextBuilder.build(graph), settings: [.swift6])
    }

    @Test func diffCountsAliasesAsTheScreensPatterns() throws {
        let product = "    deepLink: /product/{id}\n"
        // The pattern changed and the old one stays as an alias: nothing breaks.
        let kept = F.diff(F.changed([(product, "    deepLink: [\"/item/{id}\", \"/product/{id}\"]\n")]))
        #expect(kept.filter { $0.severity == .error }.isEmpty, "\(kept)")
        #expect(kept.map(\.message) == ["new deep link '/item/{id}' of 'Product' (its old links still open it)"])
        // Changed without the alias: the error says how to keep the old links.
        let changed = F.diff(F.changed([(product, "    deepLink: /item/{id}\n")]))
        let error = try #require(changed.first { $0.id == "breaking.deep_link_changed" })
        #expect(error.notes.map(\.message) == ["to keep them working, list the old pattern after the new one: "
                                               + "'deepLink: [\"/item/{id}\", \"/product/{id}\"]'"])
        // The suggested list keeps the aliases the screen has now.
        let withOthers = F.diff(F.changed([(product, "    deepLink: [\"/item/{id}\", \"/i/{id}\"]\n")]))
        #expect(withOthers.first { $0.id == "breaking.deep_link_changed" }?.notes.first?.message
                .hasSuffix("'deepLink: [\"/item/{id}\", \"/i/{id}\", \"/product/{id}\"]'") == true)
        // A removed alias breaks its links; a new one is a note.
        let withAlias = F.changed([(product, "    deepLink: [\"/product/{id}\", \"/p/{id}\"]\n")])
        let removed = F.diff(F.shop, baseline: withAlias)
        #expect(removed.map(\.id) == ["breaking.deep_link_removed"])
        #expect(removed.first?.message == "the alias '/p/{id}' of 'Product' was removed: its links no longer open it")
        #expect(removed.first?.location.file == "old/app.yaml")
        #expect(F.diff(withAlias).map(\.message) == ["new alias '/p/{id}' of 'Product'"])
    }
}
