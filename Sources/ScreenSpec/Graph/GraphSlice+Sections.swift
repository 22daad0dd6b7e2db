/// Sidebar sections in the graph: under `tabStyle: splitView` and `sidebarAdaptable` a tab's
/// `section` groups its stack with the other tabs of that section (a tab bar has no sections).
extension GraphSlice {
    /// Clusters in one section, or outside every section (`title` nil).
    public struct ClusterGroup: Hashable, Sendable {
        /// The section's title; nil for clusters in no section (modal stacks, unsectioned tabs).
        public var title: String?
        /// The clusters, in slice order.
        public var clusters: [Cluster]
    }

    /// The tab's section as the app's tab style shows it; nil under `tabBar`.
    public func section(ofTab tabID: String) -> String? {
        guard graph.spec.app.showsSections else { return nil }
        return graph.tabsByID[tabID]?.section?.value
    }

    /// The section of a cluster's stack, when it is a tab's.
    public func section(of cluster: Cluster) -> String? {
        cluster.stack.tabID.flatMap(section(ofTab:))
    }

    /// The clusters grouped for drawing, as the sidebar groups their tabs (`SidebarSections`).
    public var clusterGroups: [ClusterGroup] {
        SidebarSections.groups(clusters) { section(of: $0) }.map { ClusterGroup(title: $0.title, clusters: $0.items) }
    }
}
