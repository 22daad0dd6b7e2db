/// Writes a slice as a Mermaid flowchart, the format GitHub and most docs sites render inside
/// a ```` ```mermaid ```` block (conventions in Documentation/Graph.md).
///
/// Node ids are the screen ids when Mermaid can take them as they are; labels are always quoted,
/// with `"`, `<`, `>`, `&`, `#`, `%` and `` ` `` written as Mermaid entity codes (`#quot;` …), so no
/// title can change the diagram's structure.
public struct MermaidRenderer: GraphRenderer {
    public static let format = GraphFormat.mermaid

    /// Creates a Mermaid renderer.
    public init() {}

    public func render(_ slice: GraphSlice) -> String {
        var names = NameAllocator(isUsable: Self.isPlainID)
        var nodeIDs: [String: String] = [:]
        for screen in slice.screens {
            nodeIDs[screen.id.value] = names.allocate(screen.id.value, fallback: "screen")
        }
        var clusterIDs: [String: String] = [:]
        for cluster in slice.clusters {
            clusterIDs[cluster.id] = names.allocate(cluster.id.replacingOccurrences(of: ":", with: "_"), fallback: "stack")
        }
        let urlID = names.allocate("url", fallback: "url")
        let tapIDs = slice.tabTaps.map { names.allocate("tab_" + $0.tab, fallback: "tab") }

        var lines = ["flowchart LR", "    %% \(Self.comment(slice))"]
        func node(_ id: String, indent: String) -> String {
            let name = nodeIDs[id] ?? id
            var label = Self.escape(id)
            if let caption = slice.caption(of: id) { label += "<br/>" + Self.escape(caption) }
            if slice.isEntry(id) { return "\(indent)\(name)[[\"\(label)\"]]" }
            if slice.isModal(id) { return "\(indent)\(name)(\"\(label)\")" }
            return "\(indent)\(name)[\"\(label)\"]"
        }
        for group in slice.clusterGroups {
            // A sidebar section is a subgraph around its tabs' subgraphs.
            let outer = group.title == nil ? "    " : "        "
            if let title = group.title {
                lines.append("    subgraph \(names.allocate("section", fallback: "section")) [\"\(Self.escape(title))\"]")
            }
            for cluster in group.clusters {
                lines.append("\(outer)subgraph \(clusterIDs[cluster.id] ?? cluster.id) [\"\(Self.escape(cluster.label))\"]")
                lines += cluster.screens.map { node($0, indent: outer + "    ") }
                lines.append("\(outer)end")
            }
            if group.title != nil { lines.append("    end") }
        }
        lines += slice.looseScreens.map { node($0, indent: "    ") }
        if slice.hasDeepLinks {
            lines.append("    \(urlID)((\"\(Self.escape(slice.urlNodeLabel))\"))")
        }
        // A tab with an `action` is a node of its own (it has no stack), first in the edges.
        for (tap, id) in zip(slice.tabTaps, tapIDs) {
            lines.append("    \(id)([\"\(Self.escape(tap.label))\"])")
        }

        // Edges, then their styles by index: Mermaid styles links only by position.
        var styles: [String: [Int]] = [:]
        for (index, (tap, id)) in zip(slice.tabTaps, tapIDs).enumerated() {
            lines.append("    \(id) -.->|\"present\"| \(nodeIDs[tap.to] ?? tap.to)")
            styles["stroke-dasharray:6 4", default: []].append(index)
        }
        let tapCount = slice.tabTaps.count
        for (position, edge) in slice.drawnEdges.enumerated() {
            let index = tapCount + position
            let from = edge.from.map { nodeIDs[$0] ?? $0 } ?? urlID
            let to = nodeIDs[edge.to] ?? edge.to
            let arrow = edge.stroke == .solid ? "-->" : "-.->"
            let label = edge.label.map { "|\"\(Self.escape($0))\"|" } ?? ""
            lines.append("    \(from) \(arrow)\(label) \(to)")
            var style: [String] = []
            switch edge.stroke {
            case .solid: break
            case .dashed: style.append("stroke-dasharray:6 4")
            case .dotted: style.append("stroke-dasharray:2 4")
            }
            if edge.isToolbar {
                style.append("stroke:\(GraphPalette.toolbar),color:\(GraphPalette.toolbar)")
            } else if edge.kind == .deepLink {
                style.append("stroke:\(GraphPalette.deepLink),color:\(GraphPalette.deepLink)")
            }
            if !style.isEmpty { styles[style.joined(separator: ","), default: []].append(index) }
        }

        let entries = slice.screens.map(\.id.value).filter(slice.isEntry)
        let unreachable = slice.screens.map(\.id.value).filter { !slice.graph.isReachable($0) }
        if !entries.isEmpty {
            lines.append("    classDef entry stroke-width:3px,font-weight:bold")
            lines.append("    class \(entries.map { nodeIDs[$0] ?? $0 }.joined(separator: ",")) entry")
        }
        if !unreachable.isEmpty {
            lines.append("    classDef unreachable fill:\(GraphPalette.unreachableFill),stroke:\(GraphPalette.unreachable),color:\(GraphPalette.unreachable)")
            lines.append("    class \(unreachable.map { nodeIDs[$0] ?? $0 }.joined(separator: ",")) unreachable")
        }
        if slice.hasDeepLinks {
            lines.append("    classDef url fill:\(GraphPalette.urlFill),stroke:\(GraphPalette.deepLink)")
            lines.append("    class \(urlID) url")
        }
        if !tapIDs.isEmpty {
            lines.append("    classDef tap fill:\(GraphPalette.urlFill),stroke:\(GraphPalette.deepLink)")
            lines.append("    class \(tapIDs.joined(separator: ",")) tap")
        }
        for (style, indices) in styles.sorted(by: { $0.value[0] < $1.value[0] }) {
            lines.append("    linkStyle \(indices.map(String.init).joined(separator: ",")) \(style)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A one-line comment naming the app (and tab) the chart shows.
    static func comment(_ slice: GraphSlice) -> String {
        // Nothing that ends the comment line or, with `%%{…}%%`, makes a Mermaid directive of it.
        let app = slice.graph.spec.app.name.value.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .format: return nil
            default: return "%{}".unicodeScalars.contains(scalar) ? "_" : scalar
            }
        }
        let tab = slice.tab.map { ", tab " + $0 } ?? ""
        return "screen graph of \(String(String.UnicodeScalarView(app)))\(tab), generated by screenspec"
    }

    /// Whether Mermaid reads `id` as a plain node id: a letter, then letters, digits and `_`, and
    /// not a keyword of the flowchart grammar (`end` in particular breaks a chart).
    static func isPlainID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.isLetterForID else { return false }
        guard id.unicodeScalars.allSatisfy({ $0.isLetterOrDigitForID || $0 == "_" }) else { return false }
        return !reservedWords.contains(id) && !reservedPrefixes.contains { id.hasPrefix($0) }
    }

    /// Keywords of the flowchart grammar that break a chart as a whole id, with the exact case
    /// Mermaid's lexer matches (`End` is a fine node id, `end` closes a subgraph).
    private static let reservedWords: Set<String> = [
        "end", "click", "call", "href", "direction", "accTitle", "accDescr",
    ]

    /// Keywords Mermaid's lexer takes even at the start of a longer word (`styleGuide` lexes as
    /// `style` + `Guide`), so ids starting with them are renamed.
    private static let reservedPrefixes = [
        "style", "linkStyle", "interpolate", "classDef", "class", "flowchart", "graph", "subgraph",
        "_self", "_blank", "_parent", "_top",
    ]

    /// Text for inside a quoted Mermaid label: characters that Mermaid or its HTML labels would
    /// read as syntax become entity codes; control characters become spaces.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "#": result += "#35;"
            case "`": result += "#96;"
            // `%%{init: …}%%` anywhere in the text is a Mermaid directive, even inside a label.
            case "%": result += "#37;"
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

/// The colours both graph formats use, so the Mermaid and DOT pictures match.
enum GraphPalette {
    /// Edges declared by toolbar items.
    static let toolbar = "#1a73e8"
    /// Deep-link edges and the outline of the nodes outside the app's screens (the URL, a tab with an `action`).
    static let deepLink = "#5f6368"
    /// The fill of the URL node and of the nodes of tabs with an `action`.
    static let urlFill = "#f1f3f4"
    /// Unreachable screens: outline and text.
    static let unreachable = "#c5221f"
    /// Unreachable screens: fill.
    static let unreachableFill = "#fce8e6"
    /// Tab and app roots: fill.
    static let entryFill = "#e8f0fe"
    /// Cluster outlines.
    static let cluster = "#9aa0a6"
}

/// Hands out unique node names for formats with a restricted id syntax: the preferred name when
/// the format can take it and it is still free, else a sanitised or numbered one.
struct NameAllocator {
    private var taken: Set<String> = []
    let isUsable: (String) -> Bool

    init(isUsable: @escaping (String) -> Bool) {
        self.isUsable = isUsable
    }

    mutating func allocate(_ preferred: String, fallback: String) -> String {
        var base = preferred
        if !isUsable(base) {
            let cleaned = String(String.UnicodeScalarView(preferred.unicodeScalars.map {
                $0.isLetterOrDigitForID ? $0 : "_"
            }))
            base = fallback + "_" + cleaned
        }
        var name = base
        var counter = 2
        while taken.contains(name) || !isUsable(name) {
            name = "\(base)_\(counter)"
            counter += 1
        }
        taken.insert(name)
        return name
    }
}

extension Unicode.Scalar {
    /// `A`–`Z` or `a`–`z`: what a plain graph node id starts with.
    fileprivate var isLetterForID: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    /// An ASCII letter or digit.
    fileprivate var isLetterOrDigitForID: Bool { isLetterForID || ("0"..."9").contains(self) }
}
