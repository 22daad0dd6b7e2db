import CLibYAML

/// The result of reading one YAML stream: its documents, and every problem found.
/// When `problems` holds an error the documents are whatever was read before it.
public struct YAMLStream: Sendable {
    /// The documents of the stream, in order.
    public var documents: [Node]
    /// Problems in source order.
    public var problems: [YAMLProblem]
}

/// Reads YAML bytes through libyaml's event API into `Node` trees.
public enum YAMLParser {
    /// Parses a whole stream of documents.
    public static func parse(_ bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLStream {
        if bytes.count > limits.maxBytes {
            return YAMLStream(documents: [], problems: [
                YAMLProblem(.limit, "file is \(bytes.count) bytes, more than the limit of \(limits.maxBytes)",
                            at: Mark(line: 1, column: 1)),
            ])
        }
        return bytes.withUnsafeBufferPointer { whole in
            // libyaml counts a leading byte-order mark as a column; without it, marks match editors.
            let hasBOM = whole.starts(with: [0xEF, 0xBB, 0xBF])
            let input = hasBOM ? UnsafeBufferPointer(rebasing: whole.dropFirst(3)) : whole
            let inputEnd: Mark
            switch UTF8Validation.endMark(of: input) {
            case .success(let mark): inputEnd = mark
            case .failure(let problem): return YAMLStream(documents: [], problems: [problem])
            }
            var builder = TreeBuilder(limits: limits, inputEnd: inputEnd)
            builder.run(input)
            // Merge problems are found when their mapping ends, after problems inside it.
            let problems = builder.problems.enumerated()
                .sorted { ($0.element.mark, $0.offset) < ($1.element.mark, $1.offset) }
                .map(\.element)
            return YAMLStream(documents: builder.documents, problems: problems)
        }
    }

    /// Parses a string.
    public static func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLStream {
        parse(Array(text.utf8), limits: limits)
    }
}

/// Turns libyaml events into nodes, resolving aliases and merge keys and enforcing limits.
private struct TreeBuilder {
    let limits: YAMLLimits
    /// Where the input ends. At the end of a stream that lacks a final line break libyaml moves
    /// its mark to a line that is not there; such marks are moved back to here.
    let inputEnd: Mark
    var documents: [Node] = []
    var problems: [YAMLProblem] = []

    /// A collection under construction, mutated in place at the top of the stack.
    private struct Frame {
        var isMapping: Bool
        /// Block collections end where their last entry ends: libyaml's end event sits at the
        /// next token, which may be lines further down, after comments.
        var isBlock: Bool
        var start: Mark
        var tag: String?
        var anchor: String?
        var items: [Node] = []
        var pairs: [Pair] = []
        var pendingKey: Node?
        var lastEnd: Mark?
        /// Scalar keys seen so far and where, to report duplicates in constant time; built only
        /// once the mapping has `linearKeys` pairs, since most mappings are a handful of keys.
        var keys: [String: Mark] = [:]
        /// Nodes in this subtree, for alias-expansion accounting.
        var nodeCount = 1

        static let linearKeys = 16

        /// Where an earlier key of this mapping with the same text is, if any; otherwise
        /// remembers this one. Merge keys take no part.
        mutating func earlierKey(_ text: String, at mark: Mark) -> Mark? {
            if keys.isEmpty {
                if pairs.count < Self.linearKeys {
                    return pairs.first { $0.key.scalar?.value == text && !$0.key.isMergeKey }?.key.start
                }
                for pair in pairs where !pair.key.isMergeKey {
                    if let earlier = pair.key.scalar?.value, keys[earlier] == nil { keys[earlier] = pair.key.start }
                }
            }
            if let first = keys[text] { return first }
            keys[text] = mark
            return nil
        }
    }

    private var stack: [Frame] = []
    /// Anchored nodes with the number of nodes each one stands for.
    private var anchors: [String: (node: Node, count: Int)] = [:]
    private var totalNodes = 0

    init(limits: YAMLLimits, inputEnd: Mark) {
        self.limits = limits
        self.inputEnd = inputEnd
    }

    /// A libyaml mark, kept inside the input.
    private func mark(_ mark: yaml_mark_t) -> Mark {
        let converted = Mark(mark)
        return converted.offset >= inputEnd.offset ? inputEnd : converted
    }

    mutating func run(_ input: UnsafeBufferPointer<UInt8>) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            problems.append(YAMLProblem(.syntax, "cannot initialise the YAML parser", at: Mark(line: 1, column: 1)))
            return
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, input.baseAddress ?? UnsafePointer(bitPattern: 1)!, input.count)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                problems.append(syntaxProblem(parser.pointee, input: input))
                return
            }
            let done = event.type == YAML_STREAM_END_EVENT
            let keepGoing = handle(&event)
            yaml_event_delete(&event)
            if done || !keepGoing { return }
        }
    }

    private func syntaxProblem(_ parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) -> YAMLProblem {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        var notes: [YAMLProblem.Note] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            notes.append(YAMLProblem.Note(message: context, mark: mark(parser.context_mark)))
        }
        // A reader error (a control character) has a byte offset instead of a mark.
        let location = parser.error == YAML_READER_ERROR
            ? UTF8Validation.mark(atByte: Int(parser.problem_offset), in: input)
            : mark(parser.problem_mark)
        return YAMLProblem(.syntax, problem, at: location, notes: notes)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    /// Handles one event; returns false to stop reading.
    private mutating func handle(_ event: inout yaml_event_t) -> Bool {
        let start = mark(event.start_mark)
        let end = mark(event.end_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            anchors.removeAll(keepingCapacity: true)
            return true
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let value = data.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self)
            } ?? ""
            let style: Scalar.Style
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let node = Node(.scalar(Scalar(value, style: style)), start: start, end: end,
                            tag: Self.string(data.tag))
            return add(node, count: 1, added: 1, anchor: Self.string(data.anchor))
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let (anchored, count) = anchors[name] else {
                problems.append(YAMLProblem(.syntax, "unknown alias '\(name)'", at: start))
                return false
            }
            var node = anchored
            node.start = start
            node.end = end
            return add(node, count: count, added: count, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            guard push(at: start) else { return false }
            let data = event.data.sequence_start
            stack.append(Frame(isMapping: false, isBlock: data.style == YAML_BLOCK_SEQUENCE_STYLE, start: start,
                               tag: Self.string(data.tag), anchor: Self.string(data.anchor)))
            return true
        case YAML_MAPPING_START_EVENT:
            guard push(at: start) else { return false }
            let data = event.data.mapping_start
            stack.append(Frame(isMapping: true, isBlock: data.style == YAML_BLOCK_MAPPING_STYLE, start: start,
                               tag: Self.string(data.tag), anchor: Self.string(data.anchor)))
            return true
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return true }
            let content: Node.Content = frame.isMapping ? .mapping(resolveMerges(frame.pairs)) : .sequence(frame.items)
            let collectionEnd = frame.isBlock ? frame.lastEnd ?? end : end
            return add(Node(content, start: frame.start, end: collectionEnd, tag: frame.tag),
                       count: frame.nodeCount, added: 0, anchor: frame.anchor)
        default:
            return true
        }
    }

    /// Checks the depth limit before opening a collection.
    private mutating func push(at mark: Mark) -> Bool {
        if stack.count >= limits.maxDepth {
            problems.append(YAMLProblem(.limit, "nesting is deeper than the limit of \(limits.maxDepth)", at: mark))
            return false
        }
        return count(1, at: mark)
    }

    /// Counts nodes against the node limit; a collection counts itself when it opens.
    private mutating func count(_ added: Int, at mark: Mark) -> Bool {
        totalNodes += added
        if totalNodes > limits.maxNodes {
            problems.append(YAMLProblem(.limit, "more than \(limits.maxNodes) nodes after alias expansion",
                                        at: mark))
            return false
        }
        return true
    }

    /// Adds a finished node (`count` nodes in all, `added` of them new) to its parent, or as a document.
    private mutating func add(_ node: Node, count: Int, added: Int, anchor: String?) -> Bool {
        guard self.count(added, at: node.start) else { return false }
        if let anchor { anchors[anchor] = (node, count) }
        guard !stack.isEmpty else {
            documents.append(node)
            return true
        }
        let top = stack.count - 1
        stack[top].nodeCount += count
        stack[top].lastEnd = node.end
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return true
        }
        guard let key = stack[top].pendingKey else {
            stack[top].pendingKey = node
            return true
        }
        stack[top].pendingKey = nil
        if let keyText = key.scalar?.value, !key.isMergeKey {
            if let first = stack[top].earlierKey(keyText, at: key.start) {
                problems.append(YAMLProblem(.duplicateKey, "duplicate key '\(keyText)'", at: key.start,
                                            notes: [.init(message: "'\(keyText)' first defined here", mark: first)]))
            }
        }
        stack[top].pairs.append(Pair(key: key, value: node))
        return true
    }

    /// Applies YAML merge keys (`<<: *base` or `<<: [*a, *b]`): explicit keys win, then earlier merges.
    private mutating func resolveMerges(_ pairs: [Pair]) -> [Pair] {
        guard pairs.contains(where: { $0.key.isMergeKey }) else { return pairs }
        var result: [Pair] = []
        var seen = Set<String>()
        for pair in pairs where !pair.key.isMergeKey {
            if let text = pair.key.scalar?.value { seen.insert(text) }
            result.append(pair)
        }
        for pair in pairs where pair.key.isMergeKey {
            let sources: [Node]
            switch pair.value.content {
            case .mapping: sources = [pair.value]
            case .sequence(let items): sources = items
            case .scalar:
                problems.append(YAMLProblem(.syntax, "a merge key needs a mapping or a sequence of mappings",
                                            at: pair.value.start))
                continue
            }
            for source in sources {
                guard let merged = source.mapping else {
                    problems.append(YAMLProblem(.syntax, "a merge key needs a mapping or a sequence of mappings",
                                                at: source.start))
                    continue
                }
                for inner in merged {
                    guard let text = inner.key.scalar?.value else { result.append(inner); continue }
                    if seen.insert(text).inserted { result.append(inner) }
                }
            }
        }
        return result
    }
}

extension Node {
    /// Whether this is the plain `<<` key of a merge.
    fileprivate var isMergeKey: Bool {
        guard let scalar else { return false }
        if tag == "tag:yaml.org,2002:merge" { return true }
        return tag == nil && scalar.style == .plain && scalar.value == "<<"
    }
}
