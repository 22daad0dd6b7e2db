/// `tab_count`: a tab bar works with two to five tabs; outside that range it either is not a tab
/// bar or hides tabs behind "More".
public struct TabCountRule: Rule {
    public static let description = RuleDescription(
        id: "tab_count",
        name: "Tab count",
        summary: "fewer than 2 or more than 5 tabs",
        rationale: """
            One tab is not a tab bar: it only costs screen space, and `app.root` gives the same \
            single stack without it. On iPhone a `TabView` shows at most five tabs; with more, the \
            fifth and later ones collapse into a system "More" list whose navigation is UIKit's, \
            not the tab's own typed stack, so pop-to-root, badges and deep links into those tabs \
            stop behaving as generated. Keep two to five tabs (iPad's sidebar style does not lift \
            the iPhone limit). Single-stack apps have no tabs and are not checked, nor are \
            `tabStyle: splitView` apps, whose sidebar is a scrolling list; an app whose \
            `deploymentTarget` lists only macOS is checked for one tab only, as the Mac has no "More".
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Notes
            ↓tabs:
              - id: notes
                title: Notes
                systemImage: note.text
                root: NoteList
            screens:
              NoteList: {}
            """,
            """
            app:
              name: Store
            ↓tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: search, title: Search, systemImage: magnifyingglass, root: Search }
              - { id: deals, title: Deals, systemImage: tag, root: Deals }
              - { id: cart, title: Cart, systemImage: cart, root: Cart }
              - { id: orders, title: Orders, systemImage: shippingbox, root: Orders }
              - { id: account, title: Account, systemImage: person, root: Account }
            screens:
              Home: {}
              Search: {}
              Deals: {}
              Cart: {}
              Orders: {}
              Account: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Cleaner
              deploymentTarget: macOS 14
            tabs:
              - { id: apps, title: Apps, systemImage: square.grid.2x2, root: Apps }
              - { id: files, title: Files, systemImage: doc, root: Files }
              - { id: orphans, title: Orphans, systemImage: questionmark.folder, root: Orphans }
              - { id: plugins, title: Plugins, systemImage: puzzlepiece, root: Plugins }
              - { id: updates, title: Updates, systemImage: arrow.down.circle, root: Updates }
              - { id: settings, title: Settings, systemImage: gear, root: Settings }
            screens:
              Apps: {}
              Files: {}
              Orphans: {}
              Plugins: {}
              Updates: {}
              Settings: {}
            """,
            """
            app:
              name: Truck
              tabStyle: splitView
            tabs:
              - { id: truck, title: Truck, systemImage: box.truck, root: Truck }
              - { id: orders, title: Orders, systemImage: shippingbox, root: Orders }
              - { id: feed, title: Social Feed, systemImage: text.bubble, root: Feed }
              - { id: sales, title: Sales, systemImage: chart.bar, root: Sales }
              - { id: donuts, title: Donuts, systemImage: circle.grid.3x3, root: Donuts }
              - { id: cities, title: Cities, systemImage: map, root: Cities }
            screens:
              Truck: {}
              Orders: {}
              Feed: {}
              Sales: {}
              Donuts: {}
              Cities: {}
            """,
            """
            app:
              name: Store
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: search, title: Search, systemImage: magnifyingglass, root: Search }
              - { id: deals, title: Deals, systemImage: tag, root: Deals }
              - { id: cart, title: Cart, systemImage: cart, root: Cart }
              - { id: account, title: Account, systemImage: person, root: Account }
            screens:
              Home: {}
              Search: {}
              Deals: {}
              Cart: {}
              Account: {}
            """,
            """
            app:
              name: Notes
              root: NoteList
            screens:
              NoteList: {}
            """,
            """
            app:
              name: PopToRoot
            tabs:
              - id: first
                title: First
                systemImage: 1.circle
                root: FirstRoot
              - id: second
                title: Second
                systemImage: 2.circle
                root: SecondRoot
            screens:
              FirstRoot: {}
              SecondRoot: {}
            """,
        ]
    )

    /// The most tabs an iPhone tab bar shows before collapsing the rest into "More".
    static let maximum = 5

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let tabs = graph.spec.tabs
        // A split view's sidebar scrolls and has no "More": any number of items fits.
        guard graph.spec.app.showsTabView, let first = tabs.first else { return }
        let location = graph.spec.tabsLocation ?? first.location
        if tabs.count < 2 {
            emit.emit("the app has only 1 tab; a tab bar needs at least 2 (use 'app.root' for a single stack)",
                      at: location)
        } else if tabs.count > Self.maximum, graph.spec.app.platforms != [.macOS] {
            // With more than five tabs, iPhone shows four and a fifth "More" tab listing the rest.
            let collapsed = tabs[Self.maximum - 1]
            emit.emit("the app has \(tabs.count) tabs; iPhone shows at most \(Self.maximum) and collapses the rest into 'More'",
                      at: location,
                      notes: [Diagnostic.Note("tabs from '\(collapsed.id.value)' on go into 'More' on iPhone",
                                              at: collapsed.location)])
        }
    }
}
