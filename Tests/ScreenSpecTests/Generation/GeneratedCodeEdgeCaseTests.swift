import Foundation
import ScreenSpec
import Testing

/// Specs at the edges of what the templates emit: enums without cases, a single stack with a
/// modal stack, roots with deep links, optional params with defaults, escaping. Each must
/// generate routes and a navigator that compile without a warning, and behave.
@Suite(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct GeneratedCodeEdgeCaseTests {
    /// Nothing pushes, no toolbars, actions, modals or deep links: every enum but the tabs and
    /// screens is empty, and `<App>Destination` cannot be instantiated.
    static let bare = """
        app:
          name: Bare
        tabs:
          - { id: one, title: One, systemImage: "1.circle", root: First }
          - { id: two, title: Two, systemImage: "2.circle", root: Second }
        screens:
          First: {}
          Second: {}
        """

    /// iOS 16, public, a single stack that pushes nothing, a modal stack that pushes nothing, a
    /// URL scheme without deep links, static toolbar content.
    static let single = """
        app:
          name: Lonely
          deploymentTarget: iOS 16
          accessLevel: public
          root: Home
          urlScheme: lonely
        toolbars:
          top:
            - { placement: principal, label: Hello }
            - { placement: navigationBarTrailing, systemImage: plus, label: Add, action: { present: Compose } }
        screens:
          Home:
            toolbar: top
            links:
              - sheet: Compose
          Compose:
            presentation: sheet
            stack: true
            toolbar: top
        """

    /// iOS 18, no re-tap pop, a deep-linked root, optional params with and without defaults,
    /// lists no URL carries (optional, and with the empty list as default), literal and
    /// placeholder segments, escaped strings, a modal without a stack only.
    static let linked = """
        app:
          name: Linked
          deploymentTarget: iOS 18
          tabStyle: sidebarAdaptable
          reselectPopsToRoot: false
          urlScheme: Linked
        tabs:
          - { id: feed, title: "Feed \\"new\\"", systemImage: list.bullet, root: Feed, badge: true }
          - { id: search, title: Search, systemImage: magnifyingglass, root: Finder }
        toolbars:
          bar:
            - { id: note, placement: bottomBar, label: "Say \\"hi\\" \\\\ {x}", action: { custom: sayHi } }
            - { placement: topBarLeading, systemImage: star, action: { open: Feed } }
        screens:
          Feed:
            title: "Feed: \\"{x}\\""
            deepLink: /feed
            toolbar: bar
            links:
              - push: Article
              - fullScreenCover: Photo
          Finder:
            search: {}
            links:
              - push: Article
          Article:
            params:
              slug: String
              page: { type: Int?, default: 2 }
              token: UUID?
              ratio: { type: Double, default: 2 }
              tag: { type: String, default: "a \\"b\\" \\\\ c é" }
              id: { type: UUID, default: 6F9619FF-8B86-D011-B42D-00C04FC964FF }
              tags: "[String]?"
              filters: { type: "[Int]", default: [] }
            title: "{slug} ({ratio})"
            deepLink: /posts/{slug}/read?p={page}
          Photo:
            presentation: fullScreenCover
            params:
              url: URL
        """

    /// Nested deep links whose parents have only defaulted params, so the chain constructs
    /// them with their defaults (`.orders()`), at three depths; and three deep in a sheet's own
    /// stack, the sheet's value from the path (below two, a chain names its parent's chain).
    static let nested = """
        app: { name: Nest, root: Orders, urlScheme: nest }
        screens:
          Orders:
            params: { filter: { type: String, default: all } }
            deepLink: /orders?filter={filter}
            links: [ { push: Order }, { sheet: Thread } ]
          Thread:
            presentation: sheet
            stack: true
            params: { thread: String, unread: { type: Bool, default: false } }
            deepLink: /threads/{thread}
            links: [ { push: Post } ]
          Post:
            params: { thread: String, post: Int }
            deepLink: /threads/{thread}/posts/{post}
            links: [ { push: Reply } ]
          Reply:
            params: { thread: String, post: Int, reply: Int }
            deepLink: /threads/{thread}/posts/{post}/{reply}
            links: [ { push: Quote } ]
          Quote:
            params: { thread: String, post: Int, reply: Int, quote: String }
            deepLink: /threads/{thread}/posts/{post}/{reply}/quotes/{quote}
          Order:
            params: { id: Int, sort: { type: Bool, default: false } }
            deepLink: /orders/{id}
            links: [ { push: Item } ]
          Item:
            params: { id: Int, item: String }
            deepLink: /orders/{id}/items/{item}
            links: [ { push: Note } ]
          Note:
            params: { id: Int, item: String, note: Int }
            deepLink: /orders/{id}/items/{item}/notes/{note}
        """

    /// Params of Swift's and Foundation's own value types, plain, optional and in lists; the
    /// number types also in a deep link.
    static let standardTypes = """
        app: { name: Kinds, root: Home, urlScheme: kinds }
        screens:
          Home:
            links: [ { push: Measure }, { push: Lookup } ]
          Lookup:
            params: { id: Int64, page: { type: UInt8, default: 1 }, big: UInt64?, ratio: Float? }
            deepLink: /lookup/{id}?page={page}&big={big}&ratio={ratio}
          Measure:
            params:
              id: { type: Int64, default: -1 }
              small: UInt8?
              width: { type: CGFloat, default: +2 }
              price: Decimal
              wait: Duration
              blob: Data?
              zones: "[TimeZone]"
              when: DateComponents
              score: { type: Float, default: 0.5 }
            title: "Item {id}: {score} ({width})"
        """

    func context(_ yaml: String) throws -> TemplateContext {
        try #require(GenerationFixtures.graph(yaml: yaml).map { ContextBuilder.build($0) })
    }

    @Test(arguments: [("Bare", bare), ("Lonely", single), ("Linked", linked), ("Nest", nested), ("Kinds", standardTypes)])
    func compilesWithoutWarnings(name: String, yaml: String) async throws {
        let context = try context(yaml)
        #expect(context.appName == name)
        let result = try await GenerationFixtures.typecheckGenerated(context)
        #expect(result.isClean, "\(result)")
        for (file, text) in try GenerationFixtures.generatedFiles(context) {
            #expect(GenerationFixtures.formattingProblems(text, header: context.header).isEmpty, "\(file)")
        }
    }

    @Test func bareContextHasEmptyEnums() throws {
        let context = try context(Self.bare)
        #expect(!context.hasDestinations && !context.hasSheets && !context.hasActions && !context.hasToolbars)
        #expect(context.routeEnums.allSatisfy { !$0.hasCases })
        #expect(!context.hasPushableStacks && !context.hasOpenableStacks && !context.hasURLScheme)
        #expect(context.header == "// Generated by screenspec from Test/app.yaml. Do not edit.")
    }

    @Test func bareBehaves() async throws {
        let run = try await GenerationFixtures.run(try context(Self.bare), main: """
            let navigator = BareNavigator(selectedTab: .two)
            navigator.select(.one)
            check(navigator.selectedTab == .one && navigator.sheet == nil)
            navigator.perform(.selectTab(.two))
            navigator.perform(.popToRoot(nil))
            navigator.pop(3)
            check(navigator.state == BareNavigationState(selectedTab: .two))
            let data = try! JSONEncoder().encode(navigator.state)
            check(try! JSONDecoder().decode(BareNavigationState.self, from: data) == navigator.state)
            check(BareToolbar.allCases.isEmpty && BareScreen.allCases == [.first, .second])
            check((try? JSONDecoder().decode(OneRoute.self, from: Data("{}".utf8))) == nil)
            finish()
            """)
        #expect(run.status == 0, "\(run)")
    }

    @Test func singleStackBehaves() async throws {
        let context = try context(Self.single)
        #expect(context.isSingleStack && context.isIOS16 && context.isPublic && context.hasURLScheme)
        let navigator = try GenerationFixtures.render("Navigator.swift", context)
        #expect(navigator.contains("public final class LonelyNavigator {"))
        #expect(navigator.contains("extension LonelyNavigator: ObservableObject {}"))
        #expect(!navigator.contains("@Observable"))
        let run = try await GenerationFixtures.run(context, main: """
            let navigator = LonelyNavigator()
            let add = LonelyToolbar.top.items[1]
            check(add.id == "top-2" && add.placement == "topBarTrailing", "deprecated placements are renamed")
            check(LonelyToolbar.top.items[0].command == nil && LonelyToolbar.top.items[0].id == "top-1")
            navigator.perform(add.command!)
            check(navigator.sheet == .compose && navigator.composePath.isEmpty)
            navigator.perform(.popToRoot)
            navigator.perform(.pop)
            check(navigator.handle(URL(string: "lonely://anything")!) == false)
            navigator.perform(.dismiss)
            check(navigator.state == LonelyNavigationState())
            finish()
            """)
        #expect(run.status == 0, "\(run)")
    }

    @Test func linkedContext() throws {
        let context = try context(Self.linked)
        #expect(context.usesTabAPI && context.sidebarAdaptable && !context.reselectPopsToRoot)
        #expect(context.urlSchemeLiteral == "\"linked\"")
        let feed = try #require(context.tabs.first)
        #expect(feed.titleLiteral == #""Feed \"new\"""#)
        #expect(feed.rootIsDestination && feed.root.isDestination)
        let article = try #require(context.destinations.first { $0.caseName == "article" })
        #expect(article.associatedValues == #"(slug: String, page: Int? = 2, token: UUID? = nil, ratio: Double = 2.0, tag: String = "a \"b\" \\ c é", id: UUID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!, tags: [String]? = nil, filters: [Int] = [])"#)
        let screen = try #require(context.screens.first { $0.id == "Article" })
        #expect(screen.titleExpression == #""\(slug) (\(ratio))""#)
        let link = try #require(screen.deepLink)
        #expect(link.unrepresentableWhenNil == ["page"])
        // `url(for:)` binds what it writes: not the list, which would be an unused value.
        #expect(link.casePattern == "article(let slug, let page, let token, let ratio, let tag, let id, _, _)")
        #expect(link.pathPatternLiteral == #"[nil, "read"]"#)
        let item = try #require(context.toolbars.first?.items.first)
        #expect(item.labelLiteral == #""Say \"hi\" \\ {x}""#)
        #expect(context.screens.first?.titleExpression == #""Feed: \"{x}\"""#, "{x} is not a param: kept as text")
    }

    /// Titles reach the generated doc comments as written: Swift comments are not HTML, so
    /// `"` and `&` stay themselves (a `{{name}}` tag would have written `&quot;`).
    @Test func docCommentsQuoteTitlesAsWritten() throws {
        let files = try GenerationFixtures.generatedFiles(try context(Self.linked))
        let all = files.values.sorted().joined()
        #expect(!all.contains("&quot;") && !all.contains("&amp;"))
        #expect(all.contains(#"/// The screens above the root of the Feed "new" tab's stack."#))
        #expect(all.contains(#"/// The routes of the Feed "new" tab: one case per screen its stack can push."#))
    }

    @Test func linkedBehaves() async throws {
        let run = try await GenerationFixtures.run(try context(Self.linked), main: """
            let id = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
            let other = UUID()
            let navigator = LinkedNavigator(selectedTab: .search)
            check(navigator.push(.article(slug: "a")))
            navigator.select(.search)
            check(navigator.searchPath.count == 1, "no re-tap pop")
            // A root with a deep link: the link selects its tab and pops it to root.
            navigator.feedPath = [.article(slug: "x")]
            check(LinkedNavigator.url(for: .feed)?.absoluteString == "linked://feed")
            check(navigator.handle(URL(string: "LINKED://FEED")!))
            check(navigator.selectedTab == .feed && navigator.feedPath.isEmpty && navigator.searchPath.count == 1)
            // Optional params with and without defaults; literal segments after placeholders.
            check(LinkedNavigator.url(for: .article(slug: "a b"))?.absoluteString == "linked://posts/a%20b/read")
            check(LinkedNavigator.url(for: .article(slug: "s", page: 5, token: other, ratio: 0.5, tag: "t", id: other))?
                .absoluteString == "linked://posts/s/read?p=5&token=\\(other.uuidString)&ratio=0.5&tag=t&id=\\(other.uuidString)")
            check(LinkedNavigator.url(for: .article(slug: "s", page: nil)) == nil, "nil cannot be written for page")
            // A list no URL carries is left out of the link, and a link opens without it.
            check(LinkedNavigator.url(for: .article(slug: "s", tags: ["x"]))?.absoluteString == "linked://posts/s/read")
            let values: [LinkedDestination] = [
                .article(slug: "a"), .article(slug: "ü/?#", page: 9, token: other, ratio: -1.25, tag: "", id: other),
                .article(slug: "b", page: 2, token: nil, ratio: 1e-3, tag: "a \\"b\\" \\\\ c é", id: id), .feed,
            ]
            for value in values {
                let url = LinkedNavigator.url(for: value)!
                check(LinkedNavigator.destination(for: url) == value, "\\(url)")
            }
            check(LinkedNavigator.destination(for: URL(string: "linked://posts/x/read?p=3&token=")!) == nil)
            check(LinkedNavigator.destination(for: URL(string: "linked://posts/x/other")!) == nil)
            check(LinkedNavigator.destination(for: URL(string: "linked://posts/x/read?p=3")!) == .article(slug: "x", page: 3))
            // Badges; a modal without a stack; the open toolbar item pops Feed.
            navigator.badges[.feed] = 2
            navigator.present(.photo(url: URL(string: "https://example.com/a.png")!))
            check(navigator.push(.article(slug: "under")) && navigator.feedPath == [.article(slug: "under")])
            let star = LinkedToolbar.bar.items[1]
            check(star.command == .open(.feed, in: nil))
            navigator.perform(star.command!)
            check(navigator.sheet == nil && navigator.feedPath.isEmpty)
            var said = false
            navigator.onAction = { action, _ in if action == .sayHi { said = true } }
            navigator.perform(LinkedToolbar.bar.items[0].command!)
            check(said && LinkedToolbar.bar.items[0].label == "Say \\"hi\\" \\\\ {x}")
            check(LinkedScreen.feed.title == "Feed: \\"{x}\\"" && LinkedScreen.finder.isSearchable)
            check(LinkedScreen.finder.searchPrompt == nil && LinkedScreen.finder.searchPlacement == .automatic)
            finish()
            """)
        #expect(run.status == 0, "\(run)")
    }

    /// `Int64`, `UInt8`, `UInt64?` and `Float?` read from a URL and written back; a value out of
    /// its type's range opens nothing; number types' defaults fill in what a link leaves out.
    @Test func numberTypesInDeepLinks() async throws {
        let run = try await GenerationFixtures.run(try context(Self.standardTypes), main: """
            let navigator = KindsNavigator()
            check(navigator.handle(URL(string: "kinds://lookup/9000000000?page=3&ratio=1.5")!))
            check(navigator.path == [.lookup(id: 9_000_000_000, page: 3, big: nil, ratio: 1.5)], "\\(navigator.path)")
            check(!navigator.handle(URL(string: "kinds://lookup/1?page=300")!), "300 is no UInt8")
            check(!navigator.handle(URL(string: "kinds://lookup/1?page=-1")!), "-1 is no UInt8")
            let url = KindsNavigator.url(for: .lookup(id: -4, page: 255, big: UInt64.max, ratio: nil))
            check(url?.absoluteString == "kinds://lookup/-4?page=255&big=18446744073709551615", "\\(String(describing: url))")
            check(navigator.handle(url!) && navigator.path.last == .lookup(id: -4, page: 255, big: .max, ratio: nil))
            // A number type's default: filled in when the query item is absent, left out of the URL.
            check(navigator.handle(URL(string: "kinds://lookup/2")!) && navigator.path.last == .lookup(id: 2, page: 1))
            check(KindsNavigator.url(for: .lookup(id: 2))?.absoluteString == "kinds://lookup/2")
            check(KindsDestination.measure(price: 1, wait: .seconds(1), zones: [], when: DateComponents())
                == .measure(id: -1, width: 2.0, price: 1, wait: .seconds(1), zones: [], when: DateComponents(), score: 0.5))
            finish()
            """)
        #expect(run.status == 0, "\(run)")
    }

    @Test func nestedBehaves() async throws {
        let run = try await GenerationFixtures.run(try context(Self.nested), main: """
            let navigator = NestNavigator()
            check(navigator.handle(URL(string: "nest://orders/42/items/x")!))
            check(navigator.path == [.order(id: 42), .item(id: 42, item: "x")], "\\(navigator.path)")
            check(navigator.handle(URL(string: "nest://orders/5/items/y/notes/3")!))
            check(navigator.path == [.order(id: 5), .item(id: 5, item: "y"), .note(id: 5, item: "y", note: 3)], "\\(navigator.path)")
            check(navigator.handle(URL(string: "nest://orders/7")!) && navigator.path == [.order(id: 7)])
            check(NestNavigator.url(for: .item(id: 1, item: "a"))?.absoluteString == "nest://orders/1/items/a")
            // Into the sheet's own stack: the sheet from the path's values, the chain pushed on it.
            check(navigator.handle(URL(string: "nest://threads/t%201/posts/3/9")!))
            check(navigator.presented == [.thread(thread: "t 1")], "\\(navigator.presented)")
            check(navigator.threadPath == [.post(thread: "t 1", post: 3), .reply(thread: "t 1", post: 3, reply: 9)])
            check(navigator.path == [.order(id: 7)], "the app's stack is left as it was")
            check(navigator.handle(URL(string: "nest://threads/q/posts/2/8/quotes/z")!))
            check(navigator.presented == [.thread(thread: "q")], "\\(navigator.presented)")
            check(navigator.threadPath == [.post(thread: "q", post: 2), .reply(thread: "q", post: 2, reply: 8),
                                           .quote(thread: "q", post: 2, reply: 8, quote: "z")], "\\(navigator.threadPath)")
            check(navigator.handle(URL(string: "nest://threads/u/posts/1")!))
            check(navigator.presented == [.thread(thread: "u")] && navigator.threadPath == [.post(thread: "u", post: 1)])
            check(NestNavigator.url(for: .reply(thread: "a/b", post: 1, reply: 2))?.absoluteString == "nest://threads/a%2Fb/posts/1/2")
            check(!navigator.handle(URL(string: "nest://threads/u/posts/x")!) && navigator.threadPath == [.post(thread: "u", post: 1)])
            // The same modal with other values is a new presentation: it starts at its root.
            navigator.sheet = .thread(thread: "v")
            check(navigator.threadPath.isEmpty, "\\(navigator.threadPath)")
            navigator.threadPath = [.post(thread: "v", post: 2)]
            navigator.presented = [.thread(thread: "v", unread: true)]
            check(navigator.threadPath.isEmpty, "\\(navigator.threadPath)")
            navigator.threadPath = [.post(thread: "v", post: 2)]
            navigator.presented = [.thread(thread: "v", unread: true)]
            check(navigator.threadPath == [.post(thread: "v", post: 2)], "the same value keeps its screens")
            // A restored state keeps its modal's screens, whatever was presented before.
            var saved = navigator.state
            saved.presented = [.thread(thread: "w")]
            saved.threadPath = [.post(thread: "w", post: 4)]
            navigator.state = saved
            check(navigator.threadPath == [.post(thread: "w", post: 4)] && navigator.state == saved, "\\(navigator.state)")
            saved.presented = []
            navigator.state = saved
            check(navigator.threadPath.isEmpty, "a stack without its modal is not restored")
            finish()
            """)
        #expect(run.status == 0, "\(run)")
    }
}

/// `open: Root` without a tab, from a toolbar item and an alert's button: a tab's root (or the
/// app's) opened pops to it, as the tab named would; the command is generated, not left out.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct OpenRootTests {
    @Test func openingATabsRootWithoutATabSelectsItAndPopsToIt() async throws {
        let context = try #require(GenerationFixtures.graph(yaml: """
            app: { name: Deck, tabStyle: splitView, deploymentTarget: [iOS 17, macOS 14] }
            tabs:
              - { id: insights, title: Insights, systemImage: chart.bar, root: Insights }
              - { id: signals, title: Signals, systemImage: list.bullet, root: Signals }
            toolbars:
              main: [ { id: toSignals, label: Signals, action: { open: Signals } } ]
            screens:
              Insights: { toolbar: main, links: [alert: Confirm, push: Chart] }
              Chart: {}
              Signals: { links: [push: Signal] }
              Signal: {}
              Confirm:
                presentation: alert
                title: Go to signals?
                buttons: [ { label: Signals, action: { open: Signals } } ]
            """).map { ContextBuilder.build($0) })
        let run = try await GenerationFixtures.run(context, main: """
            let navigator = DeckNavigator()
            let item = DeckToolbar.main.items[0]
            check(item.command == .open(.signals, in: nil), "\\(String(describing: item.command))")
            check(navigator.push(.chart))
            navigator.select(.signals)
            check(navigator.push(.signal))
            navigator.select(.insights)
            navigator.perform(item.command!)
            check(navigator.selectedTab == .signals && navigator.signalsPath.isEmpty, "selects the tab and pops it to its root")
            navigator.select(.insights)
            navigator.present(.confirm)
            navigator.choose(DeckSheet.confirm.dialog!.buttons[0])
            check(navigator.selectedTab == .signals && navigator.presented.isEmpty)
            check(navigator.open(.signals) && navigator.signalsPath.isEmpty, "from app code too")
            finish()
            """)
        #expect(run.status == 0, "\(run)")
    }

    @Test func openingTheAppsRootPopsToIt() async throws {
        let context = try #require(GenerationFixtures.graph(yaml: """
            app: { name: Solo, root: Home }
            toolbars:
              main: [ { label: Home, action: { open: Home } } ]
            screens:
              Home: { links: [push: Detail] }
              Detail: { toolbar: main }
            """).map { ContextBuilder.build($0) })
        let run = try await GenerationFixtures.run(context, main: """
            let navigator = SoloNavigator()
            check(navigator.push(.detail) && navigator.push(.detail))
            let item = SoloToolbar.main.items[0]
            check(item.command == .open(.home), "\\(String(describing: item.command))")
            navigator.perform(item.command!)
            check(navigator.path.isEmpty)
            finish()
            """)
        #expect(run.status == 0, "\(run)")
    }
}
