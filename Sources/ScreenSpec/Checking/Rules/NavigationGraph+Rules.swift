// Questions several checker rules ask of the semantic model.

extension NavigationGraph {
    /// Whether `open: screen` (in `tab`, if given) selects a tab and pops it to its root rather
    /// than pushing: the screen is that tab's root (or `app.root`). Such a root's params are
    /// `tab_root_params`' to report, and its `stack: true` is reported at the root.
    func opensRoot(_ screen: String, tab: String?) -> Bool {
        if spec.app.root?.value == screen { return true }
        if let tab { return tabsByID[tab]?.root?.value == screen }
        return spec.tabs.contains { $0.root?.value == screen }
    }
}
