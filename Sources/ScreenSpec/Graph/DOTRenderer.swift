/// Writes a slice as a Graphviz DOT digraph (`dot -Tsvg`), one `cluster_…` subgraph per stack
/// (conventions in Documentation/Graph.md).
///
/// Every id is a quoted string with `"` and `\` escaped, and node labels are HTML-like labels
/// with `&`, `<`, `>`, `"` and `\` escaped, so any title reaches Graphviz as text, never as syntax.
public struct DOTRenderer: GraphRenderer {
    public static let format = GraphFormat.dot

    /// The link each screen's node gets (Graphviz writes it as an `<a>` in SVG), e.g. an anchor
    /// of the HTML docs; nil for none.
    public var nodeLink: (@Sendable (String) -> String?)?

    /// Creates a DOT renderer; `nodeLink` gives each screen's node a link target.
    public init(nodeLink: (@Sendable (String) -> String?)? = nil) {
        self.nodeLink = nodeLink
    }

    public func render(_ slice: GraphSlice) -> String {
        let screenIDs = Set(slice.screens.map(\.id.value))
        var urlID = "url"
        while screenIDs.contains(urlID) { urlID += "_" }

        var lines = [
            "// \(MermaidRenderer.comment(slice))",
            "digraph \(Self.quote(slice.graph.spec.app.name.value)) {",
            "    graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12, nodesep=0.35, ranksep=0.7, newrank=true];",
            "    node [shape=box, style=filled, fillcolor=\"#ffffff\", color=\"#5f6368\", fontname=\"Helvetica\", fontsize=12];",
            "    edge [color=\"#3c4043\", fontname=\"Helvetica\", fontsize=10, arrowsize=0.7];",
        ]
        func node(_ id: String, indent: String) -> String {
            var label = "<b>\(Self.html(id))</b>"
            if let caption = slice.caption(of: id) {
                label += "<br/><font point-size=\"10\">\(Self.html(caption))</font>"
            }
            var attributes = ["label=<\(label)>"]
            if slice.isEntry(id) {
                attributes += ["peripheries=2", "penwidth=1.5", "fillcolor=\"\(GraphPalette.entryFill)\""]
            } else if slice.isModal(id) {
                attributes.append("style=\"rounded,filled\"")
            }
            if !slice.graph.isReachable(id) {
                attributes += ["color=\"\(GraphPalette.unreachable)\"", "fontcolor=\"\(GraphPalette.unreachable)\"",
                               "fillcolor=\"\(GraphPalette.unreachableFill)\"", "penwidth=2"]
            }
            if let link = nodeLink?(id) {
                attributes += ["URL=\(Self.quote(link))", "tooltip=\(Self.quote(id))"]
            }
            return "\(indent)\(Self.quote(id)) [\(attributes.joined(separator: ", "))];"
        }
        for (number, group) in slice.clusterGroups.enumerated() {
            // A sidebar section is a cluster around its tabs' clusters.
            let outer = group.title == nil ? "    " : "        "
            if let title = group.title {
                lines.append("")
                lines.append("    subgraph \(Self.quote("cluster_section_\(number)")) {")
                lines.append("        label=\(Self.quote(title));")
                lines.append("        style=\"rounded\"; color=\"\(GraphPalette.cluster)\"; fontcolor=\"#3c4043\"; labeljust=l;")
            }
            for cluster in group.clusters {
                lines.append("")
                lines.append("\(outer)subgraph \(Self.quote("cluster_" + cluster.id)) {")
                lines.append("\(outer)    label=\(Self.quote(cluster.label));")
                lines.append("\(outer)    style=\"rounded,dashed\"; color=\"\(GraphPalette.cluster)\"; fontcolor=\"#5f6368\"; labeljust=l;")
                lines += cluster.screens.map { node($0, indent: outer + "    ") }
                lines.append("\(outer)}")
            }
            if group.title != nil { lines.append("    }") }
        }
        if !slice.looseScreens.isEmpty || slice.hasDeepLinks || !slice.tabTaps.isEmpty { lines.append("") }
        lines += slice.looseScreens.map { node($0, indent: "    ") }
        if slice.hasDeepLinks {
            lines.append("    \(Self.quote(urlID)) [label=\(Self.quote(slice.urlNodeLabel)), shape=oval, "
                + "fillcolor=\"\(GraphPalette.urlFill)\", color=\"\(GraphPalette.deepLink)\", fontcolor=\"\(GraphPalette.deepLink)\"];")
        }
        // A tab with an `action` has no stack: a node of its own (an id no screen has, with a colon).
        let tapIDs = slice.tabTaps.map { "tab:" + $0.tab }
        for (tap, id) in zip(slice.tabTaps, tapIDs) {
            lines.append("    \(Self.quote(id)) [label=\(Self.quote(tap.label)), shape=tab, "
                + "fillcolor=\"\(GraphPalette.urlFill)\", color=\"\(GraphPalette.deepLink)\"];")
        }

        // Entry points in one rank: the tab roots line up at the left, like a tab bar, and so do
        // the tabs with an `action`, with the modals they present to their right.
        let presented = Set(slice.tabTaps.map(\.to))
        let entries = slice.screens.map(\.id.value).filter { slice.isEntry($0) && !presented.contains($0) } + tapIDs
        let rankedEntries = entries.count > 1 ? Set(entries) : []
        if entries.count > 1 {
            lines.append("    { rank=same; \(entries.map { Self.quote($0) + ";" }.joined(separator: " ")) }")
        }

        let edges = slice.drawnEdges
        if !edges.isEmpty || !tapIDs.isEmpty { lines.append("") }
        for (tap, id) in zip(slice.tabTaps, tapIDs) {
            lines.append("    \(Self.quote(id)) -> \(Self.quote(tap.to)) [style=dashed, label=\"present\"];")
        }
        for edge in edges {
            var attributes: [String] = []
            switch edge.stroke {
            case .solid: break
            case .dashed: attributes.append("style=dashed")
            case .dotted: attributes.append("style=dotted")
            }
            if let label = edge.label {
                // An edge between two entries is flat (they share a rank): Graphviz would put its
                // label between them, on top of the others; an external label finds free space.
                let flat = rankedEntries.contains(edge.from ?? "") && rankedEntries.contains(edge.to)
                attributes.append("\(flat ? "xlabel" : "label")=\(Self.quote(label))")
            }
            if edge.isToolbar {
                attributes += ["color=\"\(GraphPalette.toolbar)\"", "fontcolor=\"\(GraphPalette.toolbar)\"", "penwidth=0.8", "fontsize=9"]
            } else if edge.kind == .deepLink {
                attributes += ["color=\"\(GraphPalette.deepLink)\"", "fontcolor=\"\(GraphPalette.deepLink)\""]
            }
            let from = Self.quote(edge.from ?? urlID)
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("    \(from) -> \(Self.quote(edge.to))\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT quoted string: `"` and `\` escaped (a lone backslash would start a Graphviz escape
    /// such as `\N`), control characters as spaces.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.properties.generalCategory == .control {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text for a Graphviz HTML-like label, which must be well-formed XML.
    static func html(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            // Graphviz expands `\N`, `\G`, `\n`… in HTML-like labels too: a backslash is text.
            case "\\": result += "&#92;"
            default:
                if scalar.properties.generalCategory == .control {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
