import Foundation
@testable import ScreenSpec
import Testing

/// A tab root is shown with its params' defaults, so a deep link to it carrying other values
/// (`shop://journal?productID=5`) shows them where they can be shown: the screen pushed with
/// them on a tab's stack that pushes it, as `open(_:)` does for that destination. Without a
/// value (or with the defaults) the link selects the root's tab, popped to its root. When no tab's
/// stack pushes the root, the link reads no query item, and `links` lists none.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct TabRootQueryValueTests {
    static let spec = """
        app: { name: Shop, urlScheme: shop }
        tabs:
          - { id: stock, title: Stock, systemImage: shippingbox, root: Stock }
          - { id: journal, title: Journal, systemImage: book, root: Journal }
        screens:
          Stock: { links: [ push: Journal ] }
          Journal: { params: { productID: Int? }, deepLink: /journal }
        """

    @Test func theCatalogueSaysWhereAValueIsShown() throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.spec))
        let entry = try #require(DeepLinkCatalogue(graph).entries.first)
        #expect(entry.example == "shop://journal?productID=42")
        #expect(entry.tab == "journal" && entry.isTabRoot && entry.valueTabs == ["stock"])
        #expect(entry.shownIn == "journal; pushed on stock with other values than its defaults")
        #expect(DeepLinkCatalogue(graph).json().contains("\"valueTabs\": [\n        \"stock\"\n      ]"))
    }

    @Test func aValueIsPushedWhereAStackShowsIt() async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: Self.spec))
        let run = try await GenerationFixtures.run(ContextBuilder.build(graph), main: """
            // From the journal tab, whose root cannot show the value: pushed on the stock tab.
            let navigator = ShopNavigator(selectedTab: .journal)
            check(navigator.handle(URL(string: "shop://journal?productID=5")!))
            check(navigator.selectedTab == .stock && navigator.stockPath == [.journal(productID: 5)], "\\(navigator.state)")
            // Without a value: the journal tab, popped to its root; the stock tab keeps its path.
            check(navigator.handle(URL(string: "shop://journal")!))
            check(navigator.selectedTab == .journal && navigator.stockPath == [.journal(productID: 5)])
            // open(_:) does the same, and url(for:) is the inverse of handle(_:).
            check(navigator.open(.journal(productID: 7)) && navigator.selectedTab == .stock)
            check(navigator.stockPath == [.journal(productID: 7)])
            check(navigator.open(.journal()) && navigator.selectedTab == .journal)
            check(ShopNavigator.url(for: .journal(productID: 5))?.absoluteString == "shop://journal?productID=5")
            check(ShopNavigator.url(for: .journal())?.absoluteString == "shop://journal")
            // The root's own tab cannot show a value: naming it shows nothing.
            check(!navigator.open(.journal(productID: 7), in: .journal) && navigator.selectedTab == .journal)
            check(navigator.open(.journal(productID: 8), in: .stock) && navigator.stockPath == [.journal(productID: 8)])
            """ + "\nfinish()\n")
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
    }

    /// A folder that is `app.root` and pushes itself: `notes://folder?id=3` pushes the folder with
    /// its id on the single stack; `notes://folder` pops to the root.
    @Test func theAppRootPushedByItsOwnStack() async throws {
        let graph = try #require(GenerationFixtures.graph(yaml: """
            app: { name: Notes, urlScheme: notes, root: Folder }
            screens:
              Folder: { params: { id: Int? }, links: [ push: Folder ], deepLink: /folder }
            """))
        let run = try await GenerationFixtures.run(ContextBuilder.build(graph), main: """
            let navigator = NotesNavigator()
            check(navigator.handle(URL(string: "notes://folder?id=3")!) && navigator.path == [.folder(id: 3)])
            check(navigator.handle(URL(string: "notes://folder")!) && navigator.path.isEmpty)
            """ + "\nfinish()\n")
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
    }

    /// Only a modal's own stack pushes the root: `open` cannot show a value there, so the link
    /// reads no query item and `links` lists none.
    @Test func aModalStackDoesNotCount() throws {
        let graph = try #require(GenerationFixtures.graph(yaml: """
            app: { name: Shop, urlScheme: shop }
            tabs:
              - { id: stock, title: Stock, systemImage: shippingbox, root: Stock }
              - { id: journal, title: Journal, systemImage: book, root: Journal }
            screens:
              Stock: { links: [ sheet: Picker ] }
              Picker: { presentation: sheet, stack: true, links: [ push: Journal ] }
              Journal: { params: { productID: Int? }, deepLink: /journal }
            """))
        let entry = try #require(DeepLinkCatalogue(graph).entries.first)
        #expect(entry.example == "shop://journal" && entry.params.map(\.queryItem) == [nil] && entry.valueTabs.isEmpty)
        let link = try #require(ContextBuilder.build(graph).deepLinks.first)
        #expect(link.queryExpression == "[:]", "\(link.queryExpression)")
    }
}
