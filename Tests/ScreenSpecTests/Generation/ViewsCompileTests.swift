import Foundation
import ScreenSpec
import Testing

/// What an app gets from ScreenSpec compiles as it is: for every example and for specs built to
/// reach the corners of the templates, the generated routes, navigator and views plus the
/// skeletons `scaffold` writes into an empty folder type-check together in Swift 6 mode against
/// the stub SwiftUI module, without a single warning.
@Suite(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct ViewsCompileTests {
    @Test(arguments: GenerationFixtures.exampleApps)
    func exampleBuildsCleanWithItsSkeletons(app: String) async throws {
        guard let context = GenerationFixtures.context(app) else { return }
        try await assertBuildsClean(context)
    }

    /// iOS 16 with tabs: an `ObservableObject` navigator behind a legacy `TabView`, a badge, only
    /// full-screen covers (one with a stack that pushes), a tab whose stack pushes nothing, and
    /// titles interpolating Bool, UUID and Double params.
    @Test func iOS16TabsWithCoversOnly() async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Legacy, deploymentTarget: iOS 16, urlScheme: legacy }
            tabs:
              - { id: inbox, title: Inbox, systemImage: tray, root: Inbox, badge: true }
              - { id: about, title: About, systemImage: info.circle, root: AboutApp }
            toolbars:
              top:
                - { placement: topBarTrailing, systemImage: square.and.pencil, action: { present: Compose } }
                - { placement: status, label: Updated just now }
                - { placement: principal, systemImage: tray.fill }
              compose:
                - { placement: cancellationAction, label: Cancel, action: dismiss }
                - { placement: confirmationAction, label: Send, action: { custom: send } }
            screens:
              Inbox:
                title: Inbox
                titleDisplayMode: large
                toolbar: top
                search: { prompt: Search mail, placement: navigationBarDrawer }
                links: [ { push: Message }, { fullScreenCover: Compose } ]
              Message:
                params: { id: UUID, flagged: { type: Bool, default: false }, score: { type: Double, default: 0.5 } }
                title: "{id} {flagged} {score}"
                titleDisplayMode: inline
                deepLink: /message/{id}
              AboutApp:
                title: About
              Compose:
                presentation: fullScreenCover
                stack: true
                title: New Message
                toolbar: compose
                links: [ { push: Recipients } ]
              Recipients:
                params: { filter: String? }
                title: Recipients
            """))
        let context = ContextBuilder.build(graph)
        let views = try AppBuildFixtures.views(context)
        #expect(views.contains("#if os(iOS)\n                .fullScreenCover(item: root.$navigator[modalAt: level, as: .fullScreenCover])"))
        #expect(!views.contains(".sheet(item: root.$navigator[modalAt: level, as: .sheet])"))
        #expect(!views.contains(".navigationDestination(for: AboutRoute.self)"))
        // Buttons, text and images are read from the toolbar's data, each placement written for the platform.
        #expect(views.contains("ToolbarItem(placement: .topBarTrailing) { item(0) }"))
        #expect(views.contains("ToolbarItem(placement: .status) { item(1) }"))
        #expect(views.contains("ToolbarItem(placement: .principal) { item(2) }"))
        #expect(views.contains("} else if let systemImage {\n                SwiftUI.Image(systemName: systemImage)\n"))
        #expect(views.contains("            .toolbar { LegacyToolbar.TopToolbarContent(navigator: navigator, origin: toolbarOrigin) }\n"))
        try await assertBuildsClean(context)
    }

    /// A single-stack public app on iOS 26 that pushes nothing and presents nothing: no
    /// `navigationDestination`, no modal, no deep link, no custom action.
    @Test func singleStackThatPushesNothing() async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Solo, deploymentTarget: iOS 26, root: Home, accessLevel: public }
            screens:
              Home:
                title: Home
                search: { placement: sidebar }
            """))
        let context = ContextBuilder.build(graph)
        let views = try AppBuildFixtures.views(context)
        #expect(!views.contains("navigationDestination") && !views.contains(".sheet(") && !views.contains("onOpenURL"))
        #expect(views.contains(".searchable(text: $searchQuery, placement: .sidebar)\n"))
        try await assertBuildsClean(context)
    }

    /// A public app on iOS 16: the root view's public initializer sets its `@ObservedObject`
    /// navigator, as a library's app target calls it.
    @Test func publicObservableObjectApp() async throws {
        let (context, views) = try generatedViews("""
            app: { name: Legacy, deploymentTarget: iOS 16, accessLevel: public, urlScheme: legacy }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: more, title: More, systemImage: ellipsis, root: More }
            screens:
              Home:
                links: [ { push: Detail }, { sheet: Edit } ]
              More: {}
              Detail:
                params: { id: Int }
                deepLink: /detail/{id}
              Edit:
                presentation: sheet
                stack: true
            """)
        #expect(views.contains("    @SwiftUI.ObservedObject public var navigator: LegacyNavigator\n"))
        #expect(views.contains("    public init(navigator: LegacyNavigator) {\n        self.navigator = navigator\n"))
        try await assertBuildsClean(context)
    }

    /// Destinations (deep-linked roots) but no stack that pushes: the link's stack enum has no
    /// case, and its `stack` (always nil) is declared with its type, or Swift warns that it
    /// "may be unexpected".
    @Test func linkWithoutPushingStacks() async throws {
        let (context, views) = try generatedViews("""
            app: { name: Roots, deploymentTarget: iOS 17, urlScheme: roots }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: more, title: More, systemImage: ellipsis, root: More }
            screens:
              Home: { deepLink: /home }
              More: { deepLink: /more }
            """)
        #expect(views.contains("enum Stack: Hashable, Sendable, SwiftUI.EnvironmentKey {\n\n        static let defaultValue"))
        #expect(views.contains("    @SwiftUI.Environment(\\.navigatorStack) private var stack: RootsNavigator.Stack?\n"))
        try await assertBuildsClean(context)
    }

    /// iOS 18 tabs without the sidebar style, a plain sheet (no stack) presented from two tabs,
    /// a screen pushed by two tabs, and a view type named in the spec.
    @Test func iOS18TabBarWithPlainSheets() async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Shop, deploymentTarget: iOS 18, urlScheme: shop }
            tabs:
              - { id: browse, title: Browse, systemImage: bag, root: Browse }
              - { id: cart, title: Cart, systemImage: cart, root: Cart }
            screens:
              Browse:
                title: Browse
                links: [ { push: Product }, { sheet: Filters } ]
              Cart:
                title: Cart
                links: [ { push: Product }, { sheet: Filters } ]
              Product:
                params: { sku: String }
                title: "{sku}"
                deepLink: /product/{sku}
              Filters:
                presentation: sheet
                view: FiltersPanel
            """))
        let context = ContextBuilder.build(graph)
        let views = try AppBuildFixtures.views(context)
        #expect(views.contains("Tab(ShopTab.browse.titleKey, systemImage: ShopTab.browse.systemImage, value: ShopTab.browse) {"))
        #expect(!views.contains("tabViewStyle"))
        #expect(views.contains(".navigationTitle(sku)"))
        #expect(views.contains("case .filters:\n            FiltersHost()\n"))
        #expect(views.contains("FiltersPanel()"))
        try await assertBuildsClean(context)
    }

    /// A toolbar of 123 items, and a screen showing eleven toolbars with items (plus an empty one):
    /// SwiftUI's `ToolbarContentBuilder` takes at most ten children a block, so the items are
    /// written in private builder properties of ten, which the body names in nested `Group`s of at
    /// most ten, and so are the eleven toolbars in the host. Each item is written once, in its
    /// toolbar's content type; a screen whose toolbars are all empty gets no `.toolbar`.
    @Test func toolbarsOfMoreThanTenAreGrouped() async throws {
        let itemCount = 123
        var yaml = "app: { name: Bars, root: Home }\ntoolbars:\n  big:\n"
        for index in 0..<itemCount {
            yaml += "    - { placement: secondaryAction, label: Item \(index), action: pop }\n"
        }
        yaml += "  empty: []\n"
        for index in 0..<10 {
            yaml += "  bar\(index): [ { placement: bottomBar, systemImage: star, action: { custom: tap\(index) } } ]\n"
        }
        let bars = (0..<10).map { "bar\($0)" }.joined(separator: ", ")
        yaml += """
            screens:
              Home:
                toolbars: [big, empty, \(bars)]
                links: [ { push: Plain } ]
              Plain:
                toolbar: empty

            """
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: yaml))
        let context = ContextBuilder.build(graph)
        let views = try AppBuildFixtures.views(context)
        let routes = try AppBuildFixtures.templates.render("Routes.swift", context: context)
        // 2 × 123 searches of the whole files take a second in a debug build: off the pool.
        let itemCounts = try await OwnThread.run {
            (0..<itemCount).map {
                [Self.count("label: \"Item \($0)\",", in: routes),
                 Self.count("ToolbarItem(placement: .secondaryAction) { item(\($0)) }", in: views)]
            }
        }
        for (index, found) in itemCounts.enumerated() {
            #expect(found == [1, 1], "item \(index)")
        }
        #expect(itemCounts.count == itemCount)
        #expect(Self.count("fileprivate struct BigToolbarContent: SwiftUI.ToolbarContent {", in: views) == 1)
        #expect(!views.contains("EmptyToolbarContent"))
        // 123 items: thirteen blocks, the body names them in a group of ten and one of three.
        #expect(views.contains("""
                    var body: some SwiftUI.ToolbarContent {
                        SwiftUI.Group {
                            items1to10
                            items11to20

            """))
        #expect(views.contains("""
                            items91to100
                        }
                        SwiftUI.Group {
                            items101to110
                            items111to120
                            items121to123
                        }
                    }

                    @SwiftUI.ToolbarContentBuilder private var items1to10: some SwiftUI.ToolbarContent {
                        SwiftUI.ToolbarItem(placement: .secondaryAction) { item(0) }
                        SwiftUI.ToolbarItem(placement: .secondaryAction) { item(1) }

            """))
        #expect(views.contains("""
                        SwiftUI.ToolbarItem(placement: .secondaryAction) { item(119) }
                    }

                    @SwiftUI.ToolbarContentBuilder private var items121to123: some SwiftUI.ToolbarContent {
                        SwiftUI.ToolbarItem(placement: .secondaryAction) { item(120) }

            """))
        // Eleven toolbars: a group of ten, then the eleventh on its own.
        #expect(views.contains("""
                        .toolbar {
                            SwiftUI.Group {
                                BarsToolbar.BigToolbarContent(navigator: navigator, origin: toolbarOrigin)
                                BarsToolbar.Bar0ToolbarContent(navigator: navigator, origin: toolbarOrigin)

            """))
        #expect(views.contains("""
                                BarsToolbar.Bar8ToolbarContent(navigator: navigator, origin: toolbarOrigin)
                            }
                            BarsToolbar.Bar9ToolbarContent(navigator: navigator, origin: toolbarOrigin)
                        }

            """))
        #expect(views.contains("        PlainView()\n    }\n"))
        #expect(Self.largestToolbarBlock(in: views) == 10)
        try await assertBuildsClean(context)
    }

    /// The most children of any toolbar builder block (`.toolbar {`, a content type's `body` or
    /// block property, a `Group {`) in generated views, read from the indentation.
    static func largestToolbarBlock(in views: String) -> Int {
        let lines = views.split(separator: "\n", omittingEmptySubsequences: false)
        var largest = 0
        for (index, line) in lines.enumerated() {
            let text = line.drop { $0 == " " }
            guard [".toolbar {", "var body: some SwiftUI.ToolbarContent {", "SwiftUI.Group {"].contains(String(text))
                || text.hasPrefix("@SwiftUI.ToolbarContentBuilder private var ") else { continue }
            let indent = line.count - text.count
            var children = 0
            for child in lines[(index + 1)...] {
                let childText = child.drop { $0 == " " }
                let childIndent = child.count - childText.count
                if childIndent <= indent { break }
                if childIndent == indent + 4, !childText.hasPrefix("}") { children += 1 }
            }
            largest = max(largest, children)
        }
        return largest
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// 1,000 screens: a tab pushing a chain of 300 (a route enum with more cases than a `switch`
    /// is checked quickly for), 260 sheets each presenting the next (as many `<App>Sheet` cases),
    /// and a tab pushing the other 438; with params, titles, toolbars, search, deep links and
    /// modal stacks. The glue and the skeletons still type-check (no timing assertion).
    @Test func thousandScreensTypeCheck() async throws {
        // Seconds of loading, checking and rendering in a debug build: off the pool.
        let (context, views) = try await OwnThread.run {
            let context = ContextBuilder.build(try AppBuildFixtures.checkedGraphOrFailure(yaml: Self.largeSpec()))
            return (context, try AppBuildFixtures.views(context))
        }
        #expect(context.screens.count == 1000)
        #expect(context.hasManySheets && context.routeEnums.contains(where: \.hasManyCases))
        #expect(views.contains("    private func destination(for destination: LargeDestination) -> SwiftUI.AnyView {\n"))
        #expect(views.contains("    private func modal(_ sheet: LargeSheet) -> SwiftUI.AnyView {\n"))
        try await assertBuildsClean(context, mode: .typecheck)
    }

    /// The spec of `thousandScreensTypeCheck`: screens `S0`…`S999`.
    static func largeSpec() -> String {
        let firstChain = 2..<302, sheets = 302..<562, secondChain = 562..<1000
        var yaml = """
            app: { name: Large, urlScheme: large }
            tabs:
              - { id: tab0, title: First, systemImage: circle, root: S0, badge: true }
              - { id: tab1, title: Second, systemImage: square, root: S1 }
            toolbars:
              common:
                - { placement: topBarLeading, systemImage: house, label: Home, action: { popToRoot: tab0 } }
                - { placement: topBarTrailing, systemImage: star, label: Star, action: { custom: star } }
                - { placement: secondaryAction, label: Back, action: pop }
              modal:
                - { placement: cancellationAction, label: Close, action: dismiss }
            screens:
              S0: { title: First, links: [ { push: S2 } ] }
              S1: { title: Second, toolbar: common, links: [ { sheet: S302 }, { push: S562 } ] }

            """
        for index in 2..<1000 {
            yaml += "  S\(index):\n"
            if sheets.contains(index) {
                yaml += "    presentation: sheet\n    toolbar: modal\n"
                if index % 50 == 0 { yaml += "    stack: true\n    title: Sheet \(index)\n" }
                if index + 1 < sheets.upperBound { yaml += "    links: [ { sheet: S\(index + 1) } ]\n" }
                continue
            }
            yaml += "    params: { number: Int, label: { type: String, default: item }, note: String? }\n"
            yaml += "    title: \"Screen \(index): {number}\"\n"
            if index % 10 == 0 { yaml += "    deepLink: /s\(index)/{number}\n" }
            if index % 3 == 0 { yaml += "    toolbar: common\n" }
            if index % 7 == 0 { yaml += "    search: { prompt: Search \(index) }\n" }
            let chain = firstChain.contains(index) ? firstChain : secondChain
            if index + 1 < chain.upperBound { yaml += "    links: [ { push: S\(index + 1) } ]\n" }
        }
        return yaml
    }

    /// Generates and scaffolds `context` into an empty folder, type-checks it all, then checks
    /// that scaffolding again writes nothing.
    /// The context and the views file of a spec that checks clean.
    func generatedViews(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> (context: TemplateContext, views: String) {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: yaml), sourceLocation: sourceLocation)
        let context = ContextBuilder.build(graph)
        return (context, try AppBuildFixtures.views(context))
    }

    func assertBuildsClean(_ context: TemplateContext, mode: SwiftToolchain.CheckMode = .silDiagnostics,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        try await SwiftToolchain.withScratchDirectory { folder in
            let (report, result) = try await AppBuildFixtures.buildApp(context, in: folder, mode: mode)
            #expect(report.kept.isEmpty, sourceLocation: sourceLocation)
            #expect(!report.written.isEmpty, sourceLocation: sourceLocation)
            #expect(result.isClean, "\(result)", sourceLocation: sourceLocation)

            let app = folder.appendingPathComponent("App").path
            let (before, again, after) = try await OwnThread.run {
                let before = try Self.snapshot(app)
                let again = try AppBuildFixtures.scaffolder.scaffold(context: context, into: app)
                return (before, again, try Self.snapshot(app))
            }
            #expect(again.written.isEmpty, sourceLocation: sourceLocation)
            #expect(again.kept == report.written, sourceLocation: sourceLocation)
            #expect(after == before, sourceLocation: sourceLocation)
        }
    }

    /// Every file of a folder with its contents and modification date.
    static func snapshot(_ folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let path = (folder as NSString).appendingPathComponent(name)
            let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            files[name] = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
                + "@\(date?.timeIntervalSinceReferenceDate ?? 0)"
        }
        return files
    }
}
