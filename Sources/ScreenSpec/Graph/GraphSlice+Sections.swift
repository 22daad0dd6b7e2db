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
        guard graph.spec.app.effectiveTabStyle != .tabBar else { return nil }
        return graph.tabsByID[tabID]?.section?.value
    }

    /// The section of a cluster's stack, when it is a tab's.
    public func section(of cluster: Cluster) -> String? {
        cluster.stack.tabID.flatMap(section(ofTab:))
    }

    /// The clusters grouped for drawing: each section once, where its first cluster is, holding
    /// its clusters in slice order; runs of clusters without a section stay where they are.
    public var clusterGroups: [ClusterGroup] {
        var groups: [ClusterGroup] = []
        var groupOfSection: [String: Int] = [:]
        for cluster in clusters {
            guard let title = section(of: cluster) else {
                if let last = groups.last, last.title == nil {
                    groups[groups.count - 1].clusters.append(cluster)
                } else {
                    groups.append(ClusterGroup(title: nil, clusters: [cluster]))
                }
                continue
            }
            if let index = groupOfSection[title] {
                groups[index].clusters.append(cluster)
            } else {
                groupOfSection[title] = groups.count
                groups.append(ClusterGroup(title: title, clusters: [cluster]))
            }
        }
        return groups
    }
}
