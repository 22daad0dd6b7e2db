import Foundation
import ScreenSpec
import Testing

/// `tabStyle: splitView` and `tabs[].section`: the spec is read and checked, the sidebar's groups
/// reach the generated glue, the graph draws the sections, and the glue type-checks.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct SplitViewTests {
    /// A sidebar-adaptable iPad and Mac app whose 14 tabs fill three `TabSection`s.
    static let mail: String = {
        let sections = [("Mailboxes", 6), ("Smart Mailboxes", 4), ("On My iPad", 4)]
        var tabs = "", screens = "", number = 0
        for (section, count) in sections {
            for _ in 0..<count {
                number += 1
                tabs += "  - { id: box\(number), title: Box \(number), systemImage: tray, root: Box\(number), section: \(section) }\n"
                screens += "  Box\(number): {}\n"
            }
        }
        return """
            app: { name: Mail, deploymentTarget: [iOS 18, macOS 15], tabStyle: sidebarAdaptable }
            tabs:
            \(tabs)screens:
            \(screens)
            """
    }()

    @Test func sectionsGroupTheSidebarInFirstAppearanceOrder() throws {
        let graph = try #require(GenerationFixtures.graph(yaml: """
            app: { name: Truck, tabStyle: splitView, urlScheme: truck }
            tabs:
              - { id: truck, title: Truck, systemImage: box.truck, root: Truck, section: Food Truck }
              - { id: sales, title: Sales, systemImage: chart.bar, root: Sales, section: Analytics }
              - { id: orders, title: Orders, systemImage: shippingbox, root: Orders, section: Food Truck }
              - { id: about, title: About, systemImage: info.circle, root: About }
            screens:
              Truck: {}
              Sales: { deepLink: /sales }
              Orders: {}
              About: {}
            """))
        let context = ContextBuilder.build(graph)
        #expect(context.splitView && context.hasSections)
        #expect(context.sidebarSections.map(\.titleLiteral) == ["\"Food Truck\"", "\"Analytics\"", nil])
        #expect(context.sidebarSections.map { $0.tabs.map(\.id) } == [["truck", "orders"], ["sales"], ["about"]])
        let views = try GenerationFixtures.render("Views.swift", context)
        #expect(views.contains("SwiftUI.NavigationSplitView(columnVisibility: columnVisibilityBinding ?? $ownColumnVisibility) {"))
        #expect(views.contains("SwiftUI.List(selection: sidebarSelection) {"))
        // A deep link into the tab the sidebar deselected (Back on iPhone) selects its row again.
        #expect(views.contains(".onOpenURL { if navigator.handle($0) { deselectedTab = nil } }"))
        #expect(views.contains("        SwiftUI.Section(\"Food Truck\") {\n"))
        #expect(!views.contains("TabView"))
    }

    @Test func aTabBarIgnoresSections() throws {
        let graph = try #require(GenerationFixtures.graph(yaml: """
            app: { name: Plain }
            tabs:
              - { id: one, title: One, systemImage: "1.circle", root: One, section: First }
              - { id: two, title: Two, systemImage: "2.circle", root: Two, section: Second }
            screens:
              One: {}
              Two: {}
            """))
        let context = ContextBuilder.build(graph)
        #expect(!context.splitView && !context.hasSections && context.sidebarSections.isEmpty)
        let views = try GenerationFixtures.render("Views.swift", context)
        #expect(!views.contains("Section"))
        let mermaid = MermaidRenderer().render(try GraphSlice(graph))
        #expect(!mermaid.contains("First"))
    }

    @Test func theGraphDrawsSectionsAroundTheirTabs() throws {
        let graph = try #require(GraphFixtures.exampleGraph("FoodTruck"))
        let slice = try GraphSlice(graph)
        #expect(slice.clusterGroups.compactMap(\.title) == ["Food Truck", "Analytics", "Products"])
        let mermaid = MermaidRenderer().render(slice)
        #expect(mermaid.contains("    subgraph section [\"Food Truck\"]\n        subgraph tab_truck [\"Truck sidebar row\"]\n"))
        let dot = DOTRenderer().render(slice)
        #expect(dot.contains("subgraph \"cluster_section_0\" {\n        label=\"Food Truck\";"))
        let json = GraphJSONRenderer().render(slice)
        #expect(json.contains("\"section\": \"Analytics\""))
    }

    @Test func anEmptySectionNameIsAnError() {
        expectLoaderDiagnostics("""
            app: { name: Truck, tabStyle: splitView }
            tabs:
              - { id: truck, title: Truck, systemImage: box.truck, root: Truck, section: ↓"  " }
              - { id: sales, title: Sales, systemImage: chart.bar, root: Sales }
            screens:
              Truck: {}
              Sales: {}
            """, "spec.invalid_value")
    }

    /// App code opening a screen in the tab the sidebar deselected (Back on iPhone) shows the tab
    /// again, as a link does: the view watches each path with a stack, with `task(id:)`, whose one
    /// form serves every deployment target (`onChange` changed form, and deprecated the old one, at
    /// iOS 17 and macOS 14, which a spec may mix with iOS 16 or macOS 13).
    @Test(arguments: ["[iOS 16, macOS 13]", "[iOS 17, macOS 14]", "[iOS 16, macOS 14]", "[iOS 17, macOS 13]"])
    func appCodeOpeningTheDeselectedTabShowsIt(targets: String) async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Trucks, deploymentTarget: \(targets), tabStyle: splitView }
            tabs:
              - { id: truck, title: Truck, systemImage: box.truck, root: Truck }
              - { id: about, title: About, systemImage: info.circle, root: About }
            screens:
              Truck: { links: [{ push: Order }] }
              Order: { params: { id: Int } }
              About: {}
            """))
        let context = ContextBuilder.build(graph)
        let views = try GenerationFixtures.render("Views.swift", context)
        let watch = ".task(id: navigator.truckPath) { if !navigator.truckPath.isEmpty, deselectedTab == .truck { deselectedTab = nil } }"
        #expect(views.contains(watch))
        #expect(!views.contains(".task(id: navigator.aboutPath)"), "a stack that pushes nothing never changes")
        try await PlatformMatrixTests.assertMatrixClean(context)
    }

    @Test func fourteenTabsInThreeTabSectionsTypeCheck() async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: Self.mail))
        let context = ContextBuilder.build(graph)
        let views = try GenerationFixtures.render("Views.swift", context)
        #expect(views.components(separatedBy: "SwiftUI.TabSection(").count - 1 == 3)
        // For iOS 18 and macOS 15, under every build setting.
        try await PlatformMatrixTests.assertMatrixClean(context)
    }
}
