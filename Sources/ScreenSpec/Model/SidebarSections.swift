/// How a sidebar groups tabs by `tabs[].section`, in one place for the generated glue and the
/// graph: each section once, where its first tab is, holding its tabs in order; a run of tabs
/// without a section stays where it is, without a header.
public enum SidebarSections {
    /// `items` in sidebar groups; `section` gives an item's section title, or nil for none.
    public static func groups<Item>(_ items: [Item], section: (Item) -> String?) -> [(title: String?, items: [Item])] {
        var groups: [(title: String?, items: [Item])] = []
        var groupOfSection: [String: Int] = [:]
        for item in items {
            guard let title = section(item) else {
                if let last = groups.last, last.title == nil {
                    groups[groups.count - 1].items.append(item)
                } else {
                    groups.append((nil, [item]))
                }
                continue
            }
            if let number = groupOfSection[title] {
                groups[number].items.append(item)
            } else {
                groupOfSection[title] = groups.count
                groups.append((title, [item]))
            }
        }
        return groups
    }
}

extension AppSection {
    /// Whether the tab style shows `tabs[].section` (a split view's or a sidebar-adaptable tab
    /// view's sidebar); a tab bar has no sections.
    public var showsSections: Bool { effectiveTabStyle != .tabBar }
}
