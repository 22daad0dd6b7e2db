/// One output format of `screenspec graph`: a pure function from a ``GraphSlice`` to text, so
/// every format can be tested alone and none of them walks the model on its own (STYLE "graph output").
public protocol GraphRenderer: Sendable {
    /// The format this renderer writes.
    static var format: GraphFormat { get }
    /// The whole document for the slice, ending in one newline.
    func render(_ slice: GraphSlice) -> String
}

/// The formats `screenspec graph --format` accepts, so the command line and its help list them from one place.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// A Mermaid flowchart, for Markdown that renders Mermaid (GitHub, GitLab, docs sites).
    case mermaid
    /// Graphviz DOT, for `dot -Tsvg` and other Graphviz tools.
    case dot
    /// Nodes and edges as JSON with sorted keys, for scripts.
    case json

    /// The renderer for this format, with its default options.
    public func makeRenderer() -> any GraphRenderer {
        switch self {
        case .mermaid: return MermaidRenderer()
        case .dot: return DOTRenderer()
        case .json: return GraphJSONRenderer()
        }
    }
}

/// Draws the screen graph (or one tab's slice of it) in a format: the library entry point of
/// `screenspec graph`. Throws ``GraphError/unknownTab(_:known:)`` when `tab` names no tab.
public func renderGraph(_ graph: NavigationGraph, format: GraphFormat, tab: String? = nil) throws(GraphError) -> String {
    format.makeRenderer().render(try GraphSlice(graph, tab: tab))
}
