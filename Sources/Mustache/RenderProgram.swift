/// A list of parsed nodes compiled for rendering: one plain operation per node in a flat array.
///
/// Walking the tree itself copies a reference-counted value for every node (each node is a box,
/// a name an array, literal text a string), and on two threads those counts are atomic
/// operations. Here the text of the whole list sits in one buffer, the names in side tables,
/// and an operation is four words, so rendering a tag touches no reference count of its own.
/// Partials, parents and blocks, rare next to text and variables, keep their node.
final class RenderProgram: @unchecked Sendable {
    // @unchecked: nothing changes after `init`; `text` is owned here and freed in `deinit`.

    /// One node, as the renderer needs it.
    struct Operation {
        enum Kind: UInt8 {
            /// Literal text: `first` is its start in `text`, `second` its length.
            case text
            /// The start of a template line (see `Node.lineStart`).
            case lineStart
            /// A variable: `first` is its name's index in `keys` (a one-key name, `isKey`) or in
            /// `names`.
            case variable
            /// A section: its name indexed as a variable's, `second` its body's in `children`.
            case section
            /// An inverted section, indexed as a section.
            case invertedSection
            /// A partial, parent or block: `first` is its index in `nodes`.
            case node
        }

        let kind: Kind
        /// For variables: whether the value is HTML-escaped.
        let escaped: Bool
        /// For variables and sections: whether the name is one key, at `first` in `keys`.
        let isKey: Bool
        let first: Int
        let second: Int
        /// The tag's UTF-8 offset in its template, for errors.
        let offset: Int
    }

    let operations: [Operation]
    /// The literal text of the list, concatenated.
    let text: UnsafeMutableBufferPointer<UInt8>
    let keys: [MustacheKey]
    let names: [Name]
    /// The bodies of the list's sections.
    let children: [RenderProgram]
    /// The nodes compiled, for the operations that render from their node.
    let nodes: [Node]

    init(_ nodes: [Node]) {
        self.nodes = nodes
        var operations: [Operation] = []
        operations.reserveCapacity(nodes.count)
        var bytes: [UInt8] = []
        var keys: [MustacheKey] = []
        var names: [Name] = []
        var children: [RenderProgram] = []
        /// Where a tag's name goes: a one-key name, the usual case, in `keys`, looked up without
        /// walking a dotted name; any other in `names`.
        func place(_ name: Name) -> (isKey: Bool, position: Int) {
            if name.components.count == 1 {
                keys.append(name.components[0])
                return (true, keys.count - 1)
            }
            names.append(name)
            return (false, names.count - 1)
        }
        func operation(
            _ kind: Operation.Kind, escaped: Bool = false, isKey: Bool = false, _ first: Int, _ second: Int = 0,
            offset: Int = 0
        ) {
            operations.append(Operation(
                kind: kind, escaped: escaped, isKey: isKey, first: first, second: second, offset: offset))
        }
        for (index, node) in nodes.enumerated() {
            switch node {
            case .text(let text):
                let start = bytes.count
                bytes.append(contentsOf: text.utf8)
                operation(.text, start, bytes.count - start)
            case .lineStart:
                operation(.lineStart, 0)
            case .variable(let name, let escaped, let offset):
                let (isKey, position) = place(name)
                operation(.variable, escaped: escaped, isKey: isKey, position, offset: offset)
            case .section(let name, let inverted, let body, let offset):
                children.append(RenderProgram(body))
                let (isKey, position) = place(name)
                operation(inverted ? .invertedSection : .section, isKey: isKey, position, children.count - 1,
                          offset: offset)
            case .partial, .parent, .block:
                operation(.node, index)
            }
        }
        self.operations = operations
        self.text = .allocate(capacity: max(bytes.count, 1))
        _ = self.text.initialize(from: bytes)
        self.keys = keys
        self.names = names
        self.children = children
    }

    deinit {
        text.deallocate()
    }

    /// The name of a variable or section operation, as written, for errors.
    func name(of operation: Operation) -> String {
        operation.isKey ? keys[operation.first].name : names[operation.first].description
    }

    /// The literal text of a `.text` operation.
    @inline(__always)
    func text(of operation: Operation) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.baseAddress! + operation.first, count: operation.second)
    }
}
