/// Writes a slice as JSON with sorted keys, for scripts and other tools: every node with its
/// tabs, stacks, params, deep link, reachability and witness path (its last edges and length), every edge with its kind and
/// what declares it (document shape in Documentation/Graph.md).
public struct GraphJSONRenderer: GraphRenderer {
    public static let format = GraphFormat.json

    /// The version of the document's shape; bumped only when it changes incompatibly.
    public static let formatVersion = 1

    /// How many edges of a witness path a node carries at most: its last ones, so the first
    /// edge's `from` is the node to follow for the rest.
    public static let witnessLimit = 10

    /// Creates a JSON renderer.
    public init() {}

    public func render(_ slice: GraphSlice) -> String {
        let graph = slice.graph
        let nodes: [JSONValue] = slice.screens.map { screen in
            let id = screen.id.value
            let stacks = graph.stacksContaining(id)
            return .object([
                ("id", .string(id)),
                ("title", screen.title.map { .string($0.value) } ?? .null),
                ("presentation", .string(screen.effectivePresentation.rawValue)),
                ("entry", .bool(slice.isEntry(id))),
                ("tabs", .array(stacks.compactMap(\.tabID).map(JSONValue.string))),
                ("stacks", .array(stacks.map { .string(GraphSlice.stackID($0)) })),
                ("params", .array(screen.params.map { param in
                    .object([
                        ("name", .string(param.name.value)),
                        ("type", .string(param.type.value.description)),
                        ("default", param.defaultValue.map { .string($0.value) } ?? .null),
                    ])
                })),
                ("deepLink", screen.deepLink.map { .string($0.value) } ?? .null),
                ("deepLinkAliases", .array(screen.deepLinkAliases.map { .string($0.value) })),
                ("reachable", .bool(graph.isReachable(id))),
                // The path's last edges only, and its length: whole paths grow with the square
                // of a chain's length (a chain of 5,000 pushes: 2.2 GB).
                ("witness", graph.witnessTail(to: id, limit: Self.witnessLimit).map { path in
                    .array(path.map { Self.value(of: GraphSlice.Edge(kind: $0.kind, from: $0.from, to: $0.to, tab: $0.tab, via: $0.via)) })
                } ?? .null),
                ("witnessLength", graph.witnessLength(to: id).map(JSONValue.int) ?? .null),
            ])
        }
        // A tab's slice lists the stacks it draws a cluster of; the whole graph, every stack.
        let drawn = Set(slice.clusters.map(\.id))
        let stacks: [JSONValue] = graph.stacks.filter { slice.tab == nil || drawn.contains(GraphSlice.stackID($0)) }.map { stack in
            let kind: String
            switch stack.kind {
            case .tab: kind = "tab"
            case .single: kind = "single"
            case .modal: kind = "modal"
            }
            return .object([
                ("id", .string(GraphSlice.stackID(stack))),
                ("kind", .string(kind)),
                ("tab", stack.tabID.map(JSONValue.string) ?? .null),
                ("section", stack.tabID.flatMap(slice.section(ofTab:)).map(JSONValue.string) ?? .null),
                ("root", .string(stack.root)),
                ("routeType", .string(stack.routeType)),
                ("destinations", .array(stack.destinations.map(JSONValue.string))),
            ])
        }
        let document = JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("app", .string(graph.spec.app.name.value)),
            ("tab", slice.tab.map(JSONValue.string) ?? .null),
            ("stacks", .array(stacks)),
            ("nodes", .array(nodes)),
            ("edges", .array(slice.tabTaps.map(Self.value(of:)) + slice.edges.map(Self.value(of:)))),
        ])
        return JSONWriter(sortsKeys: true).write(document)
    }

    /// A tap on a tab with an `action`, as an edge from outside every screen: `from` null, `kind`
    /// `present`, the tab in `tab`, and `via` `{"type": "tab", "title"}`.
    static func value(of tap: GraphSlice.TabTap) -> JSONValue {
        .object([
            ("from", .null),
            ("to", .string(tap.to)),
            ("kind", .string(NavigationEdge.Kind.present.rawValue)),
            ("tab", .string(tap.tab)),
            ("via", .object([("type", .string("tab")), ("title", .string(tap.title))])),
        ])
    }

    /// `{from, to, kind, tab, via}`; `from` is null for a deep link.
    static func value(of edge: GraphSlice.Edge) -> JSONValue {
        let via: JSONValue
        switch edge.via {
        case .link:
            via = .object([("type", .string("link"))])
        case .toolbarItem(let toolbar, let item, let index, let menuPath):
            via = .object([
                ("type", .string("toolbarItem")), ("toolbar", .string(toolbar)),
                ("item", item.map(JSONValue.string) ?? .null), ("index", .int(index)),
                ("menuPath", menuPath.map { .array($0.map(JSONValue.int)) } ?? .null),
            ])
        case .url(let pattern):
            via = .object([("type", .string("url")), ("pattern", .string(pattern))])
        case .button(let label, let index):
            via = .object([("type", .string("button")), ("label", .string(label)), ("index", .int(index))])
        }
        return .object([
            ("from", edge.from.map(JSONValue.string) ?? .null),
            ("to", .string(edge.to)),
            ("kind", .string(edge.kind.rawValue)),
            ("tab", edge.tab.map(JSONValue.string) ?? .null),
            ("via", via),
        ])
    }
}
