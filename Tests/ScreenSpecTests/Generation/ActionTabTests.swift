import Foundation
import ScreenSpec
import Testing

/// `tabs[].action`: a tab whose tap presents a modal instead of showing a stack (a social app's
/// "New Post" tab). Read and checked (one of `root` and `action`, `present` only, no stack to
/// select or open in), generated as `<App>Tab.command`, performed by `select(_:)`, never
/// selected, and the glue type-checks per platform and tab style.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct ActionTabTests {
    /// A social app at `target`: a feed tab, a post tab presenting `Composer`, a profile tab.
    static func social(_ target: String = "[iOS 17, macOS 14]", style: String = "tabBar",
                       post: String = "action: { present: Composer }", composer: String = "presentation: sheet, stack: true",
                       links: String = "") -> String {
        """
        app: { name: Social, deploymentTarget: \(target), tabStyle: \(style) }
        tabs:
          - { id: feed, title: Feed, systemImage: house, root: Feed }
          - { id: post, title: New Post, systemImage: square.and.pencil, \(post) }
          - { id: profile, title: Profile, systemImage: person, root: Profile, badge: true }
        screens:
          Feed: { links: [ { push: Post }\(links) ] }
          Post: { params: { id: String } }
          Profile: {}
          Composer: { \(composer), params: { draft: { type: String, default: "" } }, links: [ { push: Drafts } ] }
          Drafts: {}
        """
    }

    static func diagnostics(_ yaml: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["social.yaml": yaml])
    }

    @Test func aTabNeedsARootOrAnActionButNotBoth() throws {
        let neither = Self.diagnostics(Self.social(post: "badge: true"))
        let missing = try #require(neither.first { $0.id == "spec.missing_key" })
        #expect(missing.message == "tab 'post' is missing the required key 'root' (or an 'action', for a tab that presents a modal instead of showing a stack)")
        #expect(missing.location.line == 4)
        let both = Self.diagnostics(Self.social(post: "root: Profile, action: { present: Composer }"))
        let error = try #require(both.first { $0.id == "spec.invalid_value" })
        #expect(error.message == "tab 'post' has a 'root' (its stack) or an 'action' (a tap presents a modal), not both")
        #expect(error.location.line == 4 && error.location.column == 81)
        let routeType = Self.diagnostics(Self.social(post: "action: { present: Composer }, routeType: PostRoute"))
        #expect(routeType.filter { $0.severity == .error }.map(\.message) == ["tab 'post' has an 'action', so no stack and no 'routeType'"])
    }

    @Test func onlyPresentIsATabAction() throws {
        let found = Self.diagnostics(Self.social(post: "action: { open: Drafts }"))
        let error = try #require(found.first { $0.id == "spec.invalid_value" })
        #expect(error.message == "a tab's action presents a modal: write { present: SCREEN }; other actions belong to toolbar items and dialog buttons")
        #expect(error.location.line == 4 && error.location.column == 74)
        // A screen pushed or opened by the tap: the verb is 'present'; for a modal, that checks clean.
        for verb in ["push", "open"] {
            let text = Self.social(post: "action: { \(verb): Composer }")
            let error = try #require(Self.diagnostics(text).first { $0.id == "spec.invalid_value" })
            #expect(error.notes.map(\.message) == ["write '{ present: Composer }' to present 'Composer' when the tab is tapped"])
            #expect(error.fixIts.map(\.replacement) == ["present"])
            #expect(Self.diagnostics(BareActionWordTests.applying([error], to: text)).isEmpty)
        }
        // With a tab named, or a verb that shows no screen, no fix-it.
        for action in ["{ open: Composer, tab: feed }", "{ popToRoot: feed }"] {
            let found = Self.diagnostics(Self.social(post: "action: \(action)"))
            #expect(found.first { $0.id == "spec.invalid_value" }?.fixIts == [], "\(action)")
        }
    }

    @Test func everyTabPresentingAModalLeavesNothingToShow() throws {
        let yaml = """
            app: { name: Social }
            tabs:
              - { id: post, title: Post, systemImage: plus, action: { present: Composer } }
            screens:
              Composer: { presentation: sheet }
            """
        let found = Self.diagnostics(yaml)
        #expect(found.contains { $0.id == "spec.missing_key"
            && $0.message == "every tab presents a modal ('action'); at least one tab needs a 'root' to show" })
    }

    @Test func theCheckerJudgesTheActionAndTheTabsThatNameIt() throws {
        let typo = Self.diagnostics(Self.social(post: "action: { present: Composr }"))
        let unknown = try #require(typo.first { $0.id == "undefined_reference" })
        #expect(unknown.message == "unknown screen 'Composr'")
        #expect(unknown.fixIts.map(\.replacement) == ["Composer"])
        #expect(!typo.contains { $0.id == "unreachable_screen" }, "the repaired action reaches Composer")

        let pushed = Self.diagnostics(Self.social(composer: "presentation: push"))
        #expect(pushed.contains { $0.id == "presentation_mismatch"
            && $0.message.hasPrefix("'present' needs a screen with 'presentation: sheet'") })

        let required = Self.diagnostics(Self.social().replacingOccurrences(of: "draft: { type: String, default: \"\" }",
                                                                           with: "draft: String"))
        #expect(required.contains { $0.id == "missing_arguments"
            && $0.message == "'present' in tab 'post' cannot supply the required param 'draft' of 'Composer'" })

        let selected = Self.diagnostics(Self.social(links: ", { selectTab: post }"))
        let stackless = try #require(selected.first { $0.id == "undefined_reference" })
        #expect(stackless.message == "tab 'post' has no stack (its 'action' presents a modal), so it cannot be selected, popped or opened in")
        // A link shows a modal with its presentation's verb: `present:` is an action's.
        #expect(stackless.notes.map(\.message) == ["a tap on tab 'post' presents 'Composer': link to it instead, with 'sheet: Composer'"])
        let fromAction = Self.diagnostics(Self.social() + "\ntoolbars:\n  main:\n    - { label: Post, action: { selectTab: post } }\n")
        let actionStackless = try #require(fromAction.first { $0.id == "undefined_reference" })
        #expect(actionStackless.notes.map(\.message) == ["a tap on tab 'post' presents 'Composer': present it instead, with 'present: Composer'"])
        // `open` in that tab means the screen it names, not the tab's modal.
        let opened = Self.diagnostics(Self.social() + "\ntoolbars:\n  main:\n    - { label: Go, action: { open: Feed, tab: post } }\n")
        #expect(opened.first { $0.id == "undefined_reference" }?.notes.map(\.message)
                == ["leave out 'tab' to open 'Feed' in a tab that can show it"], "\(opened)")
        let modal = Self.diagnostics(Self.social() + "\ntoolbars:\n  main:\n    - { label: Go, action: { open: Composer, tab: post } }\n")
        #expect(modal.first { $0.id == "undefined_reference" }?.notes == [], "a modal is presentation_mismatch's: \(modal)")

        let rooted = Self.diagnostics(Self.social(post: "root: Composer"))
        let modalRoot = try #require(rooted.first { $0.id == "presentation_mismatch" })
        #expect(modalRoot.notes.map(\.message).last
                == "for a tab whose tap presents 'Composer', write 'action: { present: Composer }' instead of 'root'")

        #expect(Self.diagnostics(Self.social()).isEmpty, "the modal a tab presents is reachable, and so is its stack")
    }

    @Test("a misspelt tab is never corrected to a tab that presents a modal, which no tab reference can name")
    func noSuggestionOfAnActionTab() throws {
        let toolbar = "\ntoolbars:\n  main:\n    - { label: A, action: { selectTab: posts } }\n"
            + "    - { label: B, action: { popToRoot: posts } }\n    - { label: C, action: { open: Drafts, tab: posts } }\n"
        let found = Self.diagnostics(Self.social(links: ", { selectTab: posts }") + toolbar)
        let unknown = found.filter { $0.id == "undefined_reference" }
        #expect(unknown.map(\.message) == Array(repeating: "unknown tab 'posts'", count: 4), "\(found)")
        #expect(unknown.allSatisfy { $0.fixIts.isEmpty && $0.notes.isEmpty }, "\(unknown)")
        // A tab with a stack is still suggested.
        let close = Self.diagnostics(Self.social(links: ", { selectTab: profil }"))
        #expect(close.first { $0.id == "undefined_reference" }?.fixIts.map(\.replacement) == ["profile"], "\(close)")
        let graph = try #require(GenerationFixtures.graph(yaml: Self.social()))
        #expect(throws: GraphError.unknownTab("posts", known: ["feed", "profile"])) { try GraphSlice(graph, tab: "posts") }
    }

    @Test func aTapPresentsTheModalAndNeverSelectsTheTab() async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.social()))
        let context = ContextBuilder.build(graph)
        #expect(context.hasActionTabs && context.initialTab == "feed")
        #expect(context.tabs.map(\.presentedSheet) == [nil, ".composer(draft: \"\")", nil])
        let run = try await GenerationFixtures.run(context, main: """
            check(SocialTab.post.command == .present(.composer(draft: "")))
            check(SocialTab.feed.command == nil && SocialTab.allCases.count == 3)
            let navigator = SocialNavigator()
            check(navigator.push(.post(id: "1")))
            navigator.tabSelection = .post
            check(navigator.selectedTab == .feed && navigator.feedPath == [.post(id: "1")], "the tab is not selected")
            check(navigator.presented == [.composer(draft: "")], "a tap presents the modal")
            check(navigator.push(.drafts) && navigator.composerPath == [.drafts], "pushes go onto the modal's stack")
            navigator.dismissAll()
            navigator.selectedTab = .post
            check(navigator.selectedTab == .feed, "app code cannot select it either")
            navigator.select(.profile)
            navigator.perform(.selectTab(.post))
            check(navigator.selectedTab == .profile && navigator.sheet == .composer(draft: ""), "selectTab performs it")
            navigator.dismissAll()
            navigator.popToRoot(.post)
            check(navigator.selectedTab == .profile && navigator.presented.isEmpty, "popToRoot of it does nothing")
            check(!navigator.open(.post(id: "2"), in: .post) && navigator.open(.post(id: "2")))
            check(navigator.selectedTab == .feed && navigator.feedPath == [.post(id: "2")], "open never picks it")
            check(SocialNavigator(selectedTab: .post).selectedTab == .feed, "nor does init")
            var state = navigator.state
            state.selectedTab = .post
            navigator.state = state
            check(navigator.selectedTab == .feed, "nor a restored state")
            finish()
            """)
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
        let views = try GenerationFixtures.render("Views.swift", context)
        #expect(views.contains("            SwiftUI.EmptyView()\n            .tabItem { SocialTab.post.tabItemLabel }\n            .tag(SocialTab.post)\n"))
        try await PlatformMatrixTests.assertMatrixClean(context)
    }

    @Test func aTabMayPresentAnAlert() async throws {
        let yaml = Self.social(post: "action: { present: SignOut }") + """

              SignOut:
                presentation: alert
                title: Sign out?
                buttons:
                  - { label: Sign Out, role: destructive, action: dismissAll }
                  - { label: Cancel, role: cancel }
            """
        let graph = try #require(GenerationFixtures.graph(yaml: yaml.replacingOccurrences(
            of: "  Feed: { links: [ { push: Post } ] }", with: "  Feed: { links: [ { push: Post }, { sheet: Composer } ] }")))
        let context = ContextBuilder.build(graph)
        let run = try await GenerationFixtures.run(context, main: """
            let navigator = SocialNavigator()
            navigator.select(.post)
            check(navigator.selectedTab == .feed && navigator.presented == [.signOut])
            check(navigator.currentOrigin == .signOut && SocialSheet.signOut.dialog?.title == "Sign out?")
            finish()
            """)
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
        try await PlatformMatrixTests.assertMatrixClean(context, settings: [.swift6])
    }

    @Test func theDocsAndTheGraphSayWhatTheTabPresents() throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.social()))
        let docs = try DocsGenerator(svg: DocsGeneratorTests.noSVG).render(graph, html: true)
        #expect(docs["index.md"]?.contains("| 2 | `post` | New Post | `square.and.pencil` | presents [Composer](screens/Composer.md) |  | no |") == true)
        #expect(docs["screens/Composer.md"]?.contains("1. Tap the “New Post” tab → [Composer](Composer.md)") == true)
        #expect(docs["screens/Composer.md"]?.contains("- the “New Post” tab: `present`, a tap on the tab") == true)
        #expect(docs["screens/Drafts.md"]?.contains("1. Tap the “New Post” tab → [Composer](Composer.md)\n2. Push → [Drafts](Drafts.md)") == true)
        #expect(docs["index.html"]?.contains("<li>the “New Post” tab <span class=\"kind kind-present\">present</span>") == true)
        #expect(throws: GraphError.tabPresentingModal("post", modal: "Composer")) { try GraphSlice(graph, tab: "post") }
    }

    @Test(arguments: [("[iOS 18, macOS 15]", "sidebarAdaptable"), ("[iOS 16, macOS 13]", "splitView"), ("iOS 16", "tabBar")])
    func theGlueCompilesForEveryStyle(target: String, style: String) async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.social(target, style: style)))
        let context = ContextBuilder.build(graph)
        let views = try GenerationFixtures.render("Views.swift", context)
        switch style {
        case "sidebarAdaptable":
            #expect(views.contains("SwiftUI.Tab(SocialTab.post.titleKey, systemImage: SocialTab.post.systemImage, value: SocialTab.post) {\n                SwiftUI.EmptyView()\n            }"))
        case "splitView":
            #expect(views.contains("SwiftUI.NavigationLink(value: SocialTab.post) { SocialTab.post.tabItemLabel }"))
            #expect(views.contains("            case .post:\n                SwiftUI.EmptyView()\n"))
        default:
            #expect(views.contains("SwiftUI.EmptyView()\n            .tabItem { SocialTab.post.tabItemLabel }"))
        }
        try await PlatformMatrixTests.assertMatrixClean(context, settings: [.swift6])
    }
}
