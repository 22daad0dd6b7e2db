/// The node lists the template parser's last pass builds, innermost last: a plain value with
/// mutating methods, so that appending is an ordinary in-place append (local functions capturing
/// the lists would box them and check exclusive access at every node).
struct NodeTreeBuilder {
    private var frames: [(opener: Int, nodes: [Node])] = [(-1, [])]
    /// Text not yet made a node: consecutive text tokens become one node.
    var pendingText: [UInt8] = []

    mutating func append(_ node: Node) {
        flushText()
        frames[frames.count - 1].nodes.append(node)
    }

    /// Starts the content of the section, parent or block opened by token `opener`.
    mutating func open(_ opener: Int) {
        flushText()
        frames.append((opener, []))
    }

    /// Ends the innermost content, returning its opening token and its nodes.
    mutating func close() -> (opener: Int, content: [Node]) {
        flushText()
        let frame = frames.removeLast()
        return (frame.opener, frame.nodes)
    }

    /// The template's top-level nodes.
    mutating func finish() -> [Node] {
        flushText()
        return frames[0].nodes
    }

    private mutating func flushText() {
        if !pendingText.isEmpty {
            frames[frames.count - 1].nodes.append(.text(pendingText))
            pendingText = []
        }
    }
}
