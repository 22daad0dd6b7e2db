import Foundation
import ScreenSpec
import Testing

/// `app.universalLinks`: loading, checking, and the generated navigator taking `https` links
/// on those domains only — compiled and run, with the generated deep-link tests.
@Suite(.serialized)
struct UniversalLinksTests {
    typealias F = EvolutionFixtures

    func loaderDiagnostics(_ domains: String) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        let yaml = F.shop.replacingOccurrences(of: "[shop.example.com, www.shop.example.com]", with: domains)
        _ = CompilerPipeline().load(sources: [SourceFile(path: "Specs/app.yaml", text: yaml)], diagnostics: &diagnostics)
        return diagnostics.diagnostics
    }

    @Test func badDomainsAreLocatedDiagnostics() throws {
        let url = loaderDiagnostics("[https://Shop.Example.com/]")
        #expect(url.map(\.id) == ["spec.invalid_value"])
        #expect(url.first?.location.line == 4 && url.first?.location.column == 20)
        #expect(url.first?.fixIts.first?.replacement == "shop.example.com")
        #expect(loaderDiagnostics("[localhost]").map(\.id) == ["spec.invalid_value"])
        #expect(loaderDiagnostics("['*.example.com']").map(\.id) == ["spec.invalid_value"])
        let twice = loaderDiagnostics("[a.example.com, a.example.com]")
        #expect(twice.map(\.id) == ["spec.duplicate_definition"])
        #expect(twice.first?.notes.first?.location.column == 20)
        #expect(loaderDiagnostics("shop.example.com").map(\.id) == ["spec.type_mismatch"])
        #expect(loaderDiagnostics("[shop.example.com]").isEmpty)
        // An App Clip's associated-domains entry is no universal link, and gets no fix-it.
        let clip = loaderDiagnostics("[appclips:shop.example.com]")
        #expect(clip.map(\.message) == ["'appclips:shop.example.com' is an App Clip's associated domain, not a universal "
                + "link: 'universalLinks' lists only the hosts whose links open the app (such as 'shop.example.com', if its links do); "
                + "App Clips are not supported (ScreenSpec generates no App Clip code): list 'appclips:' domains only in the "
                + "App Clip target's entitlements"])
        #expect(clip.first?.fixIts == [])
        // Written like the entitlement, by service: the 'applinks' hosts are read, 'appclips' is explained.
        let byService = loaderDiagnostics("\n    applinks: [a.example.com, b.example.com]\n    appclips: [clip.example.com]")
        #expect(byService.map(\.message) == ["expected a list of universal link hosts for 'universalLinks', found a "
                                              + "mapping of associated-domain services"], "\(byService)")
        #expect(byService.first?.notes.map(\.message) == [
            "list the 'applinks' hosts themselves: 'universalLinks: [a.example.com, b.example.com]'",
            "App Clips are not supported (ScreenSpec generates no App Clip code): list 'appclips:' domains only in the "
                + "App Clip target's entitlements",
        ])
        #expect(loaderDiagnostics("\n    applinks: [Shop.example.com]").map(\.id) == ["spec.type_mismatch", "spec.invalid_value"])
        // The entitlement's own spelling inside: the note shows the hosts without the service prefix.
        #expect(loaderDiagnostics("\n    applinks: [applinks:a.example.com]").first?.notes.first?.message
                == "list the 'applinks' hosts themselves: 'universalLinks: [a.example.com]'")
    }

    @Test func universalLinksNeedAScheme() throws {
        var diagnostics = DiagnosticCollector()
        let yaml = "app:\n  name: Shop\n  root: Home\n  universalLinks: [shop.example.com]\nscreens:\n  Home: {}\n"
        let loaded = try #require(CompilerPipeline().load(sources: [SourceFile(path: "a.yaml", text: yaml)], diagnostics: &diagnostics))
        _ = CompilerPipeline().check(loaded, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.id) == ["deep_link_without_scheme"])
        #expect(diagnostics.diagnostics.first?.location.line == 4)
    }

    @Test func contextFields() throws {
        let graph = try #require(F.graph(F.shop, path: "Specs/app.yaml"))
        let context = ContextBuilder.build(graph)
        #expect(context.hasUniversalLinks)
        #expect(context.universalLinkDomainsLiteral == #"["shop.example.com", "www.shop.example.com"]"#)
        #expect(context.universalLinkDomainLiteral == #""shop.example.com""#)
        let without = try #require(F.graph(F.changed([("  universalLinks: [shop.example.com, www.shop.example.com]\n", "")]),
                                           path: "Specs/app.yaml"))
        #expect(!ContextBuilder.build(without).hasUniversalLinks)
    }

    @Test(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found")) func navigatorOpensBothForms() async throws {
        let graph = try #require(F.graph(F.shop, path: "Specs/app.yaml"))
        let context = ContextBuilder.build(graph)
        let run = try await GenerationFixtures.run(context, main: """
            let custom = ShopNavigator()
            check(custom.handle(URL(string: "shop://product/42")!))
            check(custom.homePath == [.product(id: 42)])
            for text in ["https://shop.example.com/product/42", "https://WWW.Shop.Example.com/product/42/",
                         "HTTPS://shop.example.com/product/42?ref=mail"] {
                let navigator = ShopNavigator()
                check(navigator.handle(URL(string: text)!), text)
                check(navigator.homePath.last == .product(id: 42, ref: text.contains("ref") ? "mail" : nil), text)
            }
            for text in ["https://elsewhere.example.com/product/42", "http://shop.example.com/product/42",
                         "https://shop.example.com:8443/product/42", "https://shop.example.com/",
                         "https://user@shop.example.com/product/42", "https://shop.example.com/product/x"] {
                let navigator = ShopNavigator()
                check(!navigator.handle(URL(string: text)!), text)
                check(navigator.state == ShopNavigationState(), text)
            }
            check(ShopNavigator.url(for: .product(id: 7))?.absoluteString == "shop://product/7")
            check(ShopNavigator.universalURL(for: .product(id: 7, ref: "a b"))?.absoluteString
                == "https://shop.example.com/product/7?ref=a%20b")
            check(ShopNavigator.universalURL(for: .search(q: "x/y")).flatMap(ShopNavigator.destination(for:)) == .search(q: "x/y"))
            check(ShopNavigator.universalLinkDomains == ["shop.example.com", "www.shop.example.com"])
            """ + "\nfinish()\n")
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
    }

    /// `generate --tests`: the Swift Testing file compiles against the generated routes and
    /// navigator and passes, run by Swift Testing's own entry point.
    @Test(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"),
          arguments: ["shop", "single", "unrestored", "nestedTabs", "tabRoot", "sharedRoute", "rootValue", "Cars", "Cities", "Shop"])
    func generatedDeepLinkTestsPass(_ variant: String) async throws {
        if GenerationFixtures.exampleApps.contains(variant) {
            let graph = try #require(GenerationFixtures.graph(variant))
            if variant == "Shop" {
                // shop://cart/{id} nests in the cart's own stack: the test looks there.
                let tests = DeepLinkTestsGenerator(graph: graph).contents(specFiles: ["Shop/shop.yaml"])
                #expect(tests.contains("""
                                #expect(navigator.presented.last?.screen == .cart)
                                #expect(navigator.cartPath.last == .cartItem(id: "Caf\u{E9} & Co/50% ?#1"))
                    """), "\(tests)")
            }
            try await expectGeneratedTestsPass(graph)
            return
        }
        if variant == "nestedTabs" {
            // `/signals/{id}` opens `[.signalList, .signal]`: on the signals tab, though the first tab pushes Signal.
            let graph = try #require(F.graph(DeepLinkCatalogueTests.nestedInTabs, path: "Specs/app.yaml"))
            let tests = DeepLinkTestsGenerator(graph: graph).contents(specFiles: ["Specs/app.yaml"])
            #expect(tests.contains("#expect(navigator.selectedTab == .signals)\n"
                                   + "            #expect(navigator.signalsPath.last == .signal(id: -7))"), "\(tests)")
            try await expectGeneratedTestsPass(graph)
            return
        }
        if variant == "tabRoot" || variant == "sharedRoute" {
            // `/library` opens the library tab's root, though Home pushes Library; with a shared
            // route type, `/detail` opens on the first tab, whose stack can show it too.
            let graph = try #require(F.graph(TabRootDeepLinkTests.spec(shared: variant == "sharedRoute"), path: "Specs/app.yaml"))
            let tests = DeepLinkTestsGenerator(graph: graph).contents(specFiles: ["Specs/app.yaml"])
            #expect(tests.contains("#expect(navigator.selectedTab == .library)\n"
                                   + "            #expect(navigator.libraryPath.isEmpty)"), "\(tests)")
            let detailTab = variant == "sharedRoute" ? "search" : "home"
            #expect(tests.contains("#expect(navigator.selectedTab == .\(detailTab))\n"
                                   + "            #expect(navigator.\(detailTab)Path.last == .detail)"), "\(tests)")
            try await expectGeneratedTestsPass(graph)
            return
        }
        if variant == "rootValue" {
            // `/journal?productID=…` pushes Journal with the value on the stock tab.
            let graph = try #require(F.graph(TabRootQueryValueTests.spec, path: "Specs/app.yaml"))
            let tests = DeepLinkTestsGenerator(graph: graph).contents(specFiles: ["Specs/app.yaml"])
            #expect(tests.contains("#expect(navigator.selectedTab == (pushed ? .stock : .journal))"), "\(tests)")
            try await expectGeneratedTestsPass(graph)
            return
        }
        // Without a `state` snapshot, an unknown link is seen to change nothing stack by stack.
        let unrestored = """
            app: { name: Plain, urlScheme: plain, stateRestoration: false }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: more, title: More, systemImage: ellipsis, root: More }
            screens:
              Home:
                links: [ { push: Item }, { sheet: Compose } ]
              More: {}
              Item:
                params: { id: Int }
                deepLink: /item/{id}
              Compose:
                presentation: sheet
                stack: true
                deepLink: /compose
                links: [ { push: Item } ]
            """
        if variant == "unrestored" {
            let graph = try #require(F.graph(unrestored, path: "Specs/app.yaml"))
            let tests = DeepLinkTestsGenerator(graph: graph).contents(specFiles: ["Specs/app.yaml"])
            #expect(!tests.contains("navigator.state"))
            #expect(tests.contains("""
                        #expect(navigator.selectedTab == .home)
                        #expect(navigator.presented.isEmpty)
                        #expect(navigator.homePath.isEmpty)
                """))
            try await expectGeneratedTestsPass(graph)
            return
        }
        let yaml = variant == "shop" ? F.shop : """
            app:
              name: Notes
              root: Notebook
              urlScheme: notes
            screens:
              Notebook:
                links: [ { push: Note }, { push: Tagged } ]
              Note:
                params: { id: UUID, draft: { type: Bool, default: false }, zoom: Double? }
                deepLink: /note/{id}
              Tagged:
                params: { tag: String, page: { type: Int, default: 1 }, created: Date? }
                deepLink: /tag/{tag}

            """
        try await expectGeneratedTestsPass(try #require(F.graph(yaml, path: "Specs/app.yaml")))
    }

    func expectGeneratedTestsPass(_ graph: NavigationGraph, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        let generator = DeepLinkTestsGenerator(graph: graph)
        let tests = generator.contents(specFiles: ["Specs/app.yaml"])
        #expect(tests.contains("@Test func open"), sourceLocation: sourceLocation)
        var sources = try GenerationFixtures.generatedFiles(ContextBuilder.build(graph))
        sources[generator.fileName] = tests
        sources["AppTypes.swift"] = GenerationFixtures.appTypesSource
        let run = try await SwiftToolchain.withScratchDirectory { directory in
            let files = try SwiftToolchain.write(sources, into: directory)
            return try await SwiftToolchain.compileAndRun(
                files: files, mainSource: "import Testing\nawait Testing.__swiftPMEntryPoint() as Never\n")
        }
        #expect(run.status == 0, "\(run)", sourceLocation: sourceLocation)
        #expect(run.stdout.contains("passed") || run.stderr.contains("passed"), "\(run)", sourceLocation: sourceLocation)
        #expect(!(run.stdout + run.stderr).contains("recorded an issue"), "\(run)", sourceLocation: sourceLocation)
    }
}
