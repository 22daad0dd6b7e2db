/// A YAML stream read into flat arrays: every node is an index, scalar texts are ranges of one
/// byte buffer, and the children of all collections share one array. What the spec loader reads,
/// since it costs no allocation per node; `Node` trees are built from it on demand.
public struct YAMLTree: Sendable {
    /// A node of the tree: an index, meaningful only with the tree that made it.
    public struct NodeID: Hashable, Sendable {
        @usableFromInline let index: Int

        @usableFromInline init(index: Int) {
            self.index = index
        }
    }

    /// One key/value pair of a mapping.
    public struct Pair: Sendable {
        /// The key node.
        public var key: NodeID
        /// The value node.
        public var value: NodeID

        @usableFromInline init(key: NodeID, value: NodeID) {
            self.key = key
            self.value = value
        }
    }

    /// What a node is.
    public enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
    }

    /// A node's fields. An alias is a copy of its anchored node's entry with its own marks, so it
    /// shares the anchored node's text or children.
    @usableFromInline struct Entry: Sendable {
        @usableFromInline var kind: Kind
        @usableFromInline var style: Scalar.Style
        /// Whether a scalar's text is all ASCII (so byte equality is string equality).
        @usableFromInline var isASCII: Bool
        /// An index into `tags`, or -1.
        @usableFromInline var tag: Int32
        @usableFromInline var start: Mark
        @usableFromInline var end: Mark
        /// A scalar's first byte in `text`; a collection's first child in `children`.
        @usableFromInline var first: Int
        /// A scalar's length in bytes; the number of a collection's children (two per pair).
        @usableFromInline var count: Int
    }

    // The accessors are inlinable, so that a reader in another module pays no call per question.
    @usableFromInline var entries: [Entry] = []
    /// The bytes of every scalar, one after another.
    @usableFromInline var text: [UInt8] = []
    /// The children of every collection, each collection's contiguous; a mapping's as key, value, key, value.
    @usableFromInline var children: [NodeID] = []
    @usableFromInline var tags: [String] = []

    /// The root node of each document, in order. When `problems` holds an error these are the
    /// documents read before it.
    public internal(set) var documents: [NodeID] = []
    /// Problems in source order.
    public internal(set) var problems: [YAMLProblem] = []
    /// Comments glued to their `#` right after an empty plain value on its line, as in
    /// `title: #1 Pick`: YAML reads no value there, though the text was most likely meant as one.
    public internal(set) var gluedComments: [GluedComment] = []

    /// A comment right after an empty value (see `gluedComments`).
    public struct GluedComment: Hashable, Sendable {
        /// The empty value.
        public let value: NodeID
        /// Where the `#` is.
        public let mark: Mark
        /// The comment, `#` included, without trailing blanks.
        public let text: String
    }

    // MARK: Reading nodes

    /// What the node is.
    @inlinable
    public func kind(_ node: NodeID) -> Kind { entries[node.index].kind }

    /// Where the node starts.
    @inlinable
    public func start(_ node: NodeID) -> Mark { entries[node.index].start }

    /// Where the node ends (exclusive); a block collection ends where its last entry ends.
    @inlinable
    public func end(_ node: NodeID) -> Mark { entries[node.index].end }

    /// The resolved tag (`tag:yaml.org,2002:str` for `!!str`), or nil when implicit.
    @inlinable
    public func tag(_ node: NodeID) -> String? {
        let tag = entries[node.index].tag
        return tag < 0 ? nil : tags[Int(tag)]
    }

    /// Whether the node is a scalar.
    @inlinable
    public func isScalar(_ node: NodeID) -> Bool { entries[node.index].kind == .scalar }

    /// How a scalar was written, or nil for a collection.
    @inlinable
    public func style(_ node: NodeID) -> Scalar.Style? {
        let entry = entries[node.index]
        return entry.kind == .scalar ? entry.style : nil
    }

    /// A scalar's value after YAML unescaping and folding, or nil for a collection.
    @inlinable
    public func value(_ node: NodeID) -> String? {
        let entry = entries[node.index]
        guard entry.kind == .scalar else { return nil }
        return text.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[entry.first..<(entry.first + entry.count)]), as: UTF8.self)
        }
    }

    /// Whether the node is a scalar whose value is exactly `literal`, byte for byte; for ASCII
    /// literals without a canonical equivalent (no `K`, `;` or backquote) that is string equality.
    @inlinable
    public func valueIs(_ node: NodeID, _ literal: StaticString) -> Bool {
        let entry = entries[node.index]
        guard entry.kind == .scalar, entry.count == literal.utf8CodeUnitCount else { return false }
        return text.withUnsafeBufferPointer { buffer in
            var index = 0
            let literalStart = literal.utf8Start
            while index < entry.count {
                if buffer[entry.first + index] != literalStart[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// `body` applied to a scalar's UTF-8 bytes, or nil for a collection.
    @inlinable
    public func withValueBytes<Result>(_ node: NodeID, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let entry = entries[node.index]
        guard entry.kind == .scalar else { return nil }
        return text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[entry.first..<(entry.first + entry.count)])) }
    }

    /// The number of Unicode scalars in a scalar's value, or nil for a collection.
    @inlinable
    public func valueScalarCount(_ node: NodeID) -> Int? {
        let entry = entries[node.index]
        guard entry.kind == .scalar else { return nil }
        if entry.isASCII { return entry.count }
        return text.withUnsafeBufferPointer { buffer in
            // Valid UTF-8: every byte but the continuation bytes starts a scalar.
            var scalars = 0
            for index in entry.first..<(entry.first + entry.count) where buffer[index] & 0xC0 != 0x80 { scalars += 1 }
            return scalars
        }
    }

    /// The items of a sequence, or nil for another node.
    @inlinable
    public func items(_ node: NodeID) -> ArraySlice<NodeID>? {
        let entry = entries[node.index]
        guard entry.kind == .sequence else { return nil }
        return children[entry.first..<(entry.first + entry.count)]
    }

    /// The pairs of a mapping in source order (merge keys resolved), or nil for another node.
    @inlinable
    public func pairs(_ node: NodeID) -> Pairs? {
        let entry = entries[node.index]
        guard entry.kind == .mapping else { return nil }
        return Pairs(children: children[entry.first..<(entry.first + entry.count)])
    }

    /// The pairs of a mapping, as a collection over its children.
    public struct Pairs: RandomAccessCollection, Sendable {
        @usableFromInline let children: ArraySlice<NodeID>

        @usableFromInline init(children: ArraySlice<NodeID>) {
            self.children = children
        }

        /// The first pair's position.
        @inlinable
        public var startIndex: Int { 0 }
        /// One past the last pair's position.
        @inlinable
        public var endIndex: Int { children.count / 2 }

        /// The pair at `position`.
        @inlinable
        public subscript(position: Int) -> Pair {
            let base = children.startIndex + 2 * position
            return Pair(key: children[base], value: children[base + 1])
        }
    }

    /// A short name of the node's kind, for messages ("a mapping", "a sequence", "a scalar").
    @inlinable
    public func kindDescription(_ node: NodeID) -> String {
        switch kind(node) {
        case .scalar: return "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }

    // MARK: Node trees

    /// The node as a `Node` tree. Aliases of one collection share its arrays, as parsed trees do.
    public func node(_ node: NodeID) -> Node {
        var converted: [Int: Node] = [:]
        return self.node(node, converted: &converted)
    }

    /// `node(_:)`, remembering each collection's converted node by its children, which its aliases share.
    private func node(_ node: NodeID, converted: inout [Int: Node]) -> Node {
        let entry = entries[node.index]
        let tag = self.tag(node)
        switch entry.kind {
        case .scalar:
            return Node(.scalar(Scalar(value(node) ?? "", style: entry.style)), start: entry.start, end: entry.end,
                        tag: tag)
        case .sequence, .mapping:
            // Collections are keyed by where their children start; an empty one has nothing to share.
            if entry.count > 0, var shared = converted[entry.first] {
                shared.start = entry.start
                shared.end = entry.end
                return shared
            }
            let content: Node.Content
            if entry.kind == .sequence {
                content = .sequence(items(node)!.map { self.node($0, converted: &converted) })
            } else {
                content = .mapping(pairs(node)!.map {
                    YAMLSource.Pair(key: self.node($0.key, converted: &converted),
                                    value: self.node($0.value, converted: &converted))
                })
            }
            let result = Node(content, start: entry.start, end: entry.end, tag: tag)
            if entry.count > 0 { converted[entry.first] = result }
            return result
        }
    }
}
