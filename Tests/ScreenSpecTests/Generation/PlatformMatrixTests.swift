import Foundation
import ScreenSpec
import Testing

/// The compile matrix: every example app, generated and scaffolded, type-checks without a
/// warning for each platform it lists at its version (and for macOS when it lists only iOS,
/// where the glue and the app entry point compile to nothing), under each build setting
/// app targets use. The stub is built once per flavour; the checks run one at a time.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct PlatformMatrixTests {
    @Test(arguments: GenerationFixtures.exampleApps)
    func exampleCompilesForEveryPlatformAndSetting(app: String) async throws {
        guard let context = GenerationFixtures.context(app) else { return }
        try await Self.assertMatrixClean(context)
    }

    /// `titleDisplayMode: inlineLarge` (a `ToolbarTitleDisplayMode` from iOS 17, also on macOS 14).
    @Test func inlineLargeTitlesCompile() async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Lib, deploymentTarget: [iOS 17, macOS 14], root: Library }
            screens:
              Library: { title: Library, titleDisplayMode: inlineLarge, links: [push: Item] }
              Item: { title: Item, titleDisplayMode: inline }
            """))
        let context = ContextBuilder.build(graph)
        #expect(try AppBuildFixtures.views(context).contains(".toolbarTitleDisplayMode(.inlineLarge)"))
        try await Self.assertMatrixClean(context)
    }

    /// Fourteen tabs with the iOS 18 `Tab` API (a `Group` per ten), and fourteen below iOS 18.
    @Test(arguments: ["iOS 18", "[iOS 17, macOS 14]"])
    func fourteenTabsCompile(target: String) async throws {
        var yaml = "app: { name: Many, deploymentTarget: \(target) }\ntabs:\n"
        for index in 0..<14 { yaml += "  - { id: tab\(index), title: Tab \(index), systemImage: circle, root: Root\(index) }\n" }
        yaml += "screens:\n"
        for index in 0..<14 { yaml += "  Root\(index): { title: Root \(index) }\n" }
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: yaml))
        let context = ContextBuilder.build(graph)
        #expect(context.hasTabGroups)
        let views = try AppBuildFixtures.views(context)
        #expect(views.components(separatedBy: "            SwiftUI.Group {\n").count - 1 == 2)
        try await Self.assertMatrixClean(context, settings: [.swift6])
    }

    /// Sidebar sections past ten children: nine tabs without a section, a section of eleven and
    /// one more tab are eleven children of the tab view, and the section's eleven its own; each
    /// builder puts them in `Group`s of ten (the tab builder takes at most ten).
    @Test(arguments: ["sidebarAdaptable", "splitView"])
    func sectionsOfMoreThanTenCompile(style: String) async throws {
        var yaml = "app: { name: Sections, deploymentTarget: [iOS 18, macOS 15], tabStyle: \(style) }\ntabs:\n"
        for index in 0..<21 {
            let section = (9..<20).contains(index) ? ", section: Library" : ""
            yaml += "  - { id: tab\(index), title: Tab \(index), systemImage: circle, root: Root\(index)\(section) }\n"
        }
        yaml += "screens:\n"
        for index in 0..<21 { yaml += "  Root\(index): { title: Root \(index) }\n" }
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: yaml))
        let context = ContextBuilder.build(graph)
        let section = try #require(context.sidebarSections.first { $0.hasTitle })
        #expect(section.isGrouped && !section.startsGroup && section.endsGroup, "the tab view's tenth child")
        #expect(section.tabs.map(\.isGrouped) == Array(repeating: true, count: 11))
        #expect(section.tabs.filter(\.startsGroup).map(\.id) == ["tab9", "tab19"])
        let views = try AppBuildFixtures.views(context)
        if style == "sidebarAdaptable" {
            #expect(views.contains("""
                        Root8Host()
                                    }
                                }
                                SwiftUI.TabSection("Library") {
                                    SwiftUI.Group {
                                        SwiftUI.Tab(SectionsTab.tab9.titleKey
                """))
            #expect(views.components(separatedBy: "\n            SwiftUI.Group {\n").count - 1 == 2, "two groups of the tab view")
        }
        try await Self.assertMatrixClean(context, settings: [.swift6])
    }

    /// Stacked modals with alerts and confirmation dialogs (params in a title and a button label,
    /// buttons with every role), a deep link to a modal and a nested deep link, on iOS 16 (an `ObservableObject`
    /// navigator, a single stack) and on iOS and macOS (covers become sheets): each level's
    /// presentations type-check.
    @Test(arguments: ["iOS 16", "[iOS 17, macOS 14]"])
    func stackedModalsAndDialogsCompile(target: String) async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Stacked, deploymentTarget: \(target), root: Orders, urlScheme: stacked }
            screens:
              Orders:
                deepLink: /orders
                links: [ { push: Order }, { sheet: Cart } ]
              Order:
                params: { id: Int, note: { type: String, default: none } }
                deepLink: /orders/{id}
                links: [ { confirmationDialog: OrderActions } ]
              Cart:
                presentation: sheet
                stack: true
                links: [ { fullScreenCover: Checkout }, { push: Item } ]
              Item: {}
              Checkout:
                presentation: fullScreenCover
                links: [ { alert: Discard } ]
              Discard:
                presentation: alert
                title: Discard?
                buttons:
                  - { label: Discard, role: destructive, action: dismissAll }
                  - { label: Back, role: cancel, action: dismiss }
              OrderActions:
                presentation: confirmationDialog
                params: { id: Int, unused: { type: Bool, default: false }, count: { type: Int, default: 1 } }
                title: "Order {id}"
                buttons:
                  - { label: "Open Cart ({count} items)", action: { present: Cart } }
                  - { label: Push Item, action: { push: Item } }
              Welcome:
                presentation: sheet
                entry: true
                deepLink: /welcome
            """))
        let context = ContextBuilder.build(graph)
        #expect(context.presentations.hasDeepLinkChains && context.presentations.hasModalDeepLinks)
        // A param only a button label shows is bound too.
        #expect(context.presentations.dialogs.map(\.pattern) == ["discard", "orderActions(let id, _, let count)"])
        #expect(context.presentations.dialogs.last?.buttons.first?.labelLiteral == #""Open Cart (\(count) items)""#)
        let views = try AppBuildFixtures.views(context)
        #expect(views.contains(".alert(\n") && views.contains(".confirmationDialog(\n"))
        #expect(views.contains("isKey ? SwiftUI.Text(SwiftUI.LocalizedStringKey(text)) : SwiftUI.Text(verbatim: text)"))
        #expect(!views.contains("DiscardHost") && !views.contains("OrderActionsView"))
        try await Self.assertMatrixClean(context, settings: [.swift6])
    }

    /// Tab roots and `app.root` with optional and defaulted params: the glue passes the defaults.
    @Test func optionalAndDefaultedRootParamsCompile() async throws {
        let tabs = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Roots, deploymentTarget: [iOS 17, macOS 14] }
            tabs:
              - { id: feed, title: Feed, systemImage: list.bullet, root: Feed }
              - { id: search, title: Search, systemImage: magnifyingglass, root: Finder }
            screens:
              Feed: { params: { itemID: String?, page: { type: Int, default: 1 } }, title: Feed }
              Finder: { params: { query: { type: String, default: "" } } }
            """))
        let context = ContextBuilder.build(tabs)
        let views = try AppBuildFixtures.views(context)
        #expect(views.contains("FeedHost(itemID: nil, page: 1)"))
        try await Self.assertMatrixClean(context, settings: [.swift6])

        let single = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Solo, root: Home }
            screens:
              Home: { params: { filter: String?, limit: { type: Int, default: 20 } } }
            """))
        try await Self.assertMatrixClean(ContextBuilder.build(single), settings: [.swift6])
    }

    /// `[T]` and `[T]?` params, with app types that are not `Codable` (`stateRestoration: false`).
    @Test func collectionParamsAndNonCodableModelsCompile() async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Album, stateRestoration: false, urlScheme: album }
            tabs:
              - { id: photos, title: Photos, systemImage: photo, root: Library }
              - { id: people, title: People, systemImage: person, root: People }
            screens:
              Library: { links: [ { push: Viewer }, { sheet: Share } ] }
              People: { links: [ { push: Person } ], deepLink: /people }
              Viewer: { params: { photos: "[Photo]", selection: "[Int]?" } }
              Person: { params: { account: Account } }
              Share: { presentation: sheet, params: { photos: "[Photo]" } }
            """))
        let context = ContextBuilder.build(graph)
        #expect(!context.stateRestoration)
        let routes = try AppBuildFixtures.generatedFiles(context)[0].contents
        #expect(routes.contains("case viewer(photos: [Photo], selection: [Int]? = nil)"))
        #expect(!routes.contains("Codable, Sendable {\n    case viewer"))
        try await SwiftToolchain.withScratchDirectory { folder in
            _ = try AppBuildFixtures.writeApp(context, in: folder)
            // The app's models: Hashable and Sendable, not Codable (as many real apps' are).
            try Data("""
                struct Photo: Hashable, Sendable { var name: String }
                final class Account: Hashable, Sendable {
                    let id: Int
                    init(id: Int) { self.id = id }
                    static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
                    func hash(into hasher: inout Hasher) { hasher.combine(id) }
                }

                """.utf8).write(to: folder.appendingPathComponent("App/Photo.swift"))
            for name in ["Account.swift"] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent("App/" + name))
            }
            for setting in BuildSetting.allCases {
                let result = try await AppBuildFixtures.typecheckApp(context, in: folder, target: PlatformTarget(.iOS, 17),
                                                               glue: true, setting: setting)
                #expect(result.isClean, "\(setting): \(result)")
            }
        }
    }

    /// A toolbar item placed per platform: `<App>ToolbarItem.placement` names the form the glue
    /// picks where the code runs (`#if os(iOS)`), so code reading the data sees the Mac's on the Mac.
    @Test(arguments: ["[iOS 17, macOS 14]", "macOS 14"])
    func toolbarPlacementDataFollowsThePlatform(target: String) async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Both, deploymentTarget: \(target), root: Home }
            toolbars:
              main:
                - { id: done, placement: { iOS: topBarTrailing, macOS: confirmationAction }, label: Done, action: { custom: done } }
                - { id: more, placement: topBarTrailing, label: More, action: { custom: more } }
                - { id: back, placement: cancellationAction, label: Back, action: { custom: back } }
            screens:
              Home: { title: Home, toolbar: main }
            """))
        let context = ContextBuilder.build(graph)
        let items = try #require(context.toolbars.first?.items)
        if target.hasPrefix("[") {
            #expect(context.hasPlatformToolbarPlacements)
            #expect(items[0].placementLiteral == #"BothToolbarItem.platformPlacement(iOS: "topBarTrailing", macOS: "confirmationAction")"#)
            #expect(items[0].placement == "topBarTrailing")
        } else {
            #expect(!context.hasPlatformToolbarPlacements)
            #expect(items.map(\.placementLiteral) == [#""confirmationAction""#, #""primaryAction""#, #""cancellationAction""#])
        }
        // Off iOS (this program runs on Linux or the Mac) each item names the Mac's form, as the glue's `#else` does.
        let run = try await GenerationFixtures.run(context, main: """
            check(BothToolbar.main.items.map(\\.placement) == ["confirmationAction", "primaryAction", "cancellationAction"])
            finish()
            """)
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
        try await Self.assertMatrixClean(context)
    }

    /// Generates and scaffolds `context` once, then type-checks it for each of its checked
    /// platforms under each setting.
    static func assertMatrixClean(_ context: TemplateContext, settings: [BuildSetting] = BuildSetting.allCases,
                                  extraArguments: [String] = [],
                                  sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        try await SwiftToolchain.withScratchDirectory { folder in
            _ = try AppBuildFixtures.writeApp(context, in: folder)
            for (target, glue) in AppBuildFixtures.checkedTargets(of: context) {
                for setting in settings {
                    let result = try await AppBuildFixtures.typecheckApp(context, in: folder, target: target, glue: glue,
                                                                   setting: setting, extraArguments: extraArguments)
                    #expect(result.isClean, "\(context.appName) for \(target) (\(glue ? "all files" : "routes and navigator")), \(setting): \(result)",
                            sourceLocation: sourceLocation)
                }
            }
        }
    }
}
