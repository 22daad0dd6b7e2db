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
            `select`). Keep each section's tabs together. A tab bar ignores sections, so \
            `tabStyle: tabBar` is not checked.
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
        // A run is consecutive tabs with the same section (nil: no header); a section seen in an
        // earlier run, with another run in between, is out of order.
        var firstRun: [String: TabSpec] = [:]
        var previous: String?
        for tab in graph.spec.tabs {
            let name = tab.section?.value
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
}
