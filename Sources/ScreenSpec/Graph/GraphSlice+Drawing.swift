/// The drawing conventions Mermaid and DOT share (Documentation/Graph.md), decided once so both
/// pictures of a spec read the same: how each edge kind is stroked and labelled, how a screen is
/// captioned, and which edges collapse into one line.
extension GraphSlice {
    /// How an edge's line is drawn.
    enum Stroke: Hashable, Sendable {
        /// Navigation inside one stack: `push`, `open`, and deep links.
        case solid
        /// A new presentation context: `sheet`, `fullScreenCover`, `present`.
        case dashed
        /// A switch of stacks without a push: `selectTab`, `popToRoot`.
        case dotted
    }

    /// An edge as it is drawn: endpoints (nil `from` is the outside URL node), stroke and label.
    struct DrawnEdge: Hashable, Sendable {
        var from: String?
        var to: String
        var kind: NavigationEdge.Kind
        var stroke: Stroke
        /// The text on the edge; nil for a plain `push` link.
        var label: String?
        /// Whether a toolbar item declares it (drawn in the toolbar colour).
        var isToolbar: Bool
    }

    /// The stroke of an edge kind.
    static func stroke(of kind: NavigationEdge.Kind) -> Stroke {
        switch kind {
        case .push, .open, .deepLink: return .solid
        case .sheet, .fullScreenCover, .alert, .confirmationDialog, .present: return .dashed
        case .selectTab, .popToRoot: return .dotted
        }
    }

    /// The text on an edge: nothing for a `push` link, the verb for other links, the item
    /// (`main.logo: popToRoot`, with a menu's entry `main.more › “Settings”: present`) for a
    /// toolbar action, the pattern for a deep link.
    func label(of edge: Edge) -> String? {
        switch edge.via {
        case .link:
            return edge.kind == .push ? nil : edge.kind.rawValue
        case .toolbarItem(let toolbar, let item, let index, let menuPath):
            var verb = edge.kind.rawValue
            if edge.kind == .open, let tab = edge.tab { verb += " in " + tab }
            let entries = graph.toolbarsByID[toolbar]?.menuEntryNames(item: index, path: menuPath) ?? []
            return "\(toolbar).\(item ?? "#\(index + 1)")" + entries.map { " › “\($0)”" }.joined() + ": \(verb)"
        case .url(let pattern):
            return pattern
        case .button(let label, _):
            return "“\(label)”: \(edge.kind.rawValue)"
        }
    }

    /// The edges to draw: the slice's edges with the same endpoints, kind and label merged.
    /// A toolbar shared by many screens gives one edge per screen to the same target; only the
    /// first of them is labelled, so the picture is not buried under copies of one label.
    var drawnEdges: [DrawnEdge] {
        var labelled = Set<String>()
        return edges.map { edge in
            var label = self.label(of: edge)
            var isToolbar = false
            if case .toolbarItem = edge.via {
                isToolbar = true
                if let text = label, !labelled.insert(text + "\u{0}" + edge.to).inserted { label = nil }
            }
            return DrawnEdge(from: edge.from, to: edge.to, kind: edge.kind, stroke: Self.stroke(of: edge.kind),
                             label: label, isToolbar: isToolbar)
        }.uniqued(by: \.self)
    }

    /// The screen's title when it differs from its id, as a second caption line; control
    /// characters become spaces so no format's line structure can break. An empty title
    /// (`title: ""`) is no second line.
    func caption(of screenID: String) -> String? {
        guard let title = Self.shownTitle(graph.screen(screenID)?.title), title != screenID else { return nil }
        return String(String.UnicodeScalarView(title.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }

    /// A screen's or a tab's title as the graph and the docs show it: nil when there is none, or
    /// when it is empty or only spaces (`title: ""`, a screen whose navigation bar shows no title),
    /// which would draw as an empty line or an empty field.
    static func shownTitle(_ title: Located<String>?) -> String? {
        guard let value = title?.value, value.contains(where: { !$0.isWhitespace }) else { return nil }
        return value
    }

    /// Whether the screen is shown modally (drawn with rounded corners).
    func isModal(_ screenID: String) -> Bool {
        graph.screen(screenID)?.isModal ?? false
    }
}
