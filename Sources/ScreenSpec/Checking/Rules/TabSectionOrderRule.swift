/// `tab_section_order`: a sidebar shows each section once, so tabs of one section written apart
/// are shown together, in an order that is no longer the order of `tabs`.
public struct TabSectionOrderRule: Rule {
    public static let description = RuleDescription(
        id: "tab_section_order",
        name: "Tab section order",
        summary: "tabs of one section that are not next to each other",
        rationale: """
            Under `tabStyle: splitView` and `sidebarAdaptable`, `section` groups tabs under a \
            header. Each section appears once, where its first tab is, holding its tabs in `tabs` \
            order; a tab written after another section's tabs moves up into its own section, so \
            the sidebar's order differs from the spec's (and from the selection order of \
            `select`). Keep each section's tabs together. A section of one tab whose name is a \
            close spelling of another section's (`Libary` beside `Library`; of two sections of \
            one tab each, the later one) is a header of its \
            own, most likely by mistake: it is reported with a fix-it to that name, and the \
            order is judged as if it had it. A tab bar ignores sections, so `tabStyle: tabBar` \
            is not checked.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Truck
              tabStyle: splitView
            tabs:
              - { id: truck, title: Truck, systemImage: box.truck, root: Truck, section: Food Truck }
              - { id: sales, title: Sales, systemImage: chart.bar, root: Sales, section: Analytics }
              - { id: orders, title: Orders, systemImage: shippingbox, root: Orders, section: ↓Food Truck }
            screens:
              Truck: {}
              Sales: {}
              Orders: {}
            """,
            """
            app:
              name: Truck
              tabStyle: splitView
            tabs:
              - { id: truck, title: Truck, systemImage: box.truck, root: Truck, section: Food Truck }
              - { id: orders, title: Orders, systemImage: shippingbox, root: Orders, section: ↓Food Trcuk }
              - { id: menu, title: Menu, systemImage: menucard, root: Menu, section: Food Truck }
            screens:
              Truck: {}
              Orders: {}
              Menu: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Truck
              tabStyle: splitView
            tabs:
              - { id: truck, title: Truck, systemImage: box.truck, root: Truck, section: Food Truck }
              - { id: orders, title: Orders, systemImage: shippingbox, root: Orders, section: Food Truck }
              - { id: sales, title: Sales, systemImage: chart.bar, root: Sales, section: Analytics }
              - { id: settings, title: Settings, systemImage: gear, root: Settings }
            screens:
              Truck: {}
              Orders: {}
              Sales: {}
              Settings: {}
            """,
            """
            app:
              name: Truck
            tabs:
              - { id: truck, title: Truck, systemImage: box.truck, root: Truck, section: Food Truck }
              - { id: sales, title: Sales, systemImage: chart.bar, root: Sales, section: Analytics }
              - { id: orders, title: Orders, systemImage: shippingbox, root: Orders, section: Food Truck }
            screens:
              Truck: {}
              Sales: {}
              Orders: {}
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        guard !graph.isSingleStack, graph.spec.app.showsSections else { return }
        let meant = misspeltSections(graph.spec.tabs, emit: &emit)
        // A run is consecutive tabs with the same section (nil: no header); a section seen in an
        // earlier run, with another run in between, is out of order.
        var firstRun: [String: TabSpec] = [:]
        var previous: String?
        for tab in graph.spec.tabs {
            let name = tab.section.map { meant[$0.value] ?? $0.value }
            defer { previous = name }
            guard let name, let section = tab.section else { continue }
            if let earlier = firstRun[name] {
                if previous != name {
                    emit.emit("tab '\(tab.id.value)' is in section '\(name)' but not next to its other tabs; the sidebar shows it under that section, above the tabs written before it",
                              at: section.location,
                              notes: [Diagnostic.Note("section '\(name)' starts here", at: earlier.section?.location ?? earlier.location)])
                }
            } else {
                firstRun[name] = tab
            }
        }
    }

    /// Reports each section of one tab named like another section of several (`Libary` beside
    /// `Library`), with a fix-it; returns the name each such section most likely meant.
    func misspeltSections(_ tabs: [TabSpec], emit: inout RuleEmitter) -> [String: String] {
        var counts: [String: Int] = [:]
        for tab in tabs { if let name = tab.section?.value { counts[name, default: 0] += 1 } }
        let shared = counts.keys.filter { counts[$0, default: 0] > 1 }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var budget = DidYouMean.Budget()
        var meant: [String: String] = [:]
        // Sections of one tab not close to a shared one: a later one close to an earlier one
        // (`Tols` after `Tools`) is most likely that one misspelt.
        var earlierSingles: [String] = []
        for tab in tabs {
            guard let section = tab.section, counts[section.value] == 1 else { continue }
            let closest = DidYouMean.closest(to: section.value, in: shared, budget: &budget)
                ?? DidYouMean.closest(to: section.value, in: earlierSingles, budget: &budget)
            guard let closest else {
                earlierSingles.append(section.value)
                continue
            }
            meant[section.value] = closest
            emit.emit("tab '\(tab.id.value)' is alone in section '\(section.value)', a header of its own; did you mean '\(closest)'?",
                      at: section.location,
                      fixIts: section.fixIt(replacing: section.value.unicodeScalars.count, with: closest).map { [$0] } ?? [])
        }
        return meant
    }
}
