/// A YAML node with its source range: the tree the spec loader reads, where every value
/// still knows where it came from.
public struct Node: Sendable {
    /// The content of a node.
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// What the node holds.
    public var content: Content
    /// Where the node starts.
    public var start: Mark
    /// Where the node ends (exclusive); a block collection ends where its last entry ends.
    public var end: Mark
    /// The resolved tag (`tag:yaml.org,2002:str` for `!!str`), or nil when implicit.
    public var tag: String?

    /// Creates a node.
    public init(_ content: Content, start: Mark, end: Mark, tag: String? = nil) {
        self.content = content
        self.start = start
        self.end = end
        self.tag = tag
    }

    /// The scalar, when this node is one.
    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The items, when this node is a sequence.
    public var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs in source order, when this node is a mapping.
    public var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// A short name of the node's kind, for messages ("a mapping", "a sequence", "a scalar").
    public var kindDescription: String {
        switch content {
        case .scalar: return "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }

    /// The value for a scalar key of a mapping, or nil.
    public subscript(key: String) -> Node? {
        mapping?.first { $0.key.scalar?.value == key }?.value
    }
}

/// A scalar's text and how it was written.
public struct Scalar: Hashable, Sendable {
    /// How the scalar was written in the source.
    public enum Style: String, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's value after YAML unescaping and folding.
    public var value: String
    /// The scalar's style; only `plain` scalars are resolved as null, bool or number.
    public var style: Style

    /// Creates a scalar.
    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }
}

/// One key/value pair of a mapping; mappings keep their pairs in source order.
public struct Pair: Sendable {
    /// The key node.
    public var key: Node
    /// The value node.
    public var value: Node

    /// Creates a pair.
    public init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }
}
