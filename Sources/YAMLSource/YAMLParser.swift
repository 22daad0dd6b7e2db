import CLibYAML

/// The result of reading one YAML stream: its documents, and every problem found.
/// When `problems` holds an error the documents are whatever was read before it.
public struct YAMLStream: Sendable {
    /// The documents of the stream, in order.
    public var documents: [Node]
    /// Problems in source order.
    public var problems: [YAMLProblem]
}

/// Reads YAML bytes through libyaml's event API into `Node` trees, or into one flat `YAMLTree`.
public enum YAMLParser {
    /// Parses a whole stream of documents.
    public static func parse(_ bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLStream {
        let tree = parseTree(bytes, limits: limits)
        return YAMLStream(documents: tree.documents.map { tree.node($0) }, problems: tree.problems)
    }

    /// Parses a string.
    public static func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLStream {
        parse(Array(text.utf8), limits: limits)
    }

    /// Parses a whole stream of documents into one flat tree: the same nodes, marks and problems
    /// as `parse(_:limits:)`, without a `Node` per node. `topLevelKeys` are keys that only stand
    /// at the top of a document (a spec's sections): an indentation hint does not suggest moving
    /// one of them under another key. `entryKeys`: the keys of the entries of sections, whose
    /// column an indentation fix-it gives a line holding one of them (`SectionEntryKeys`).
    public static func parseTree(_ bytes: [UInt8], limits: YAMLLimits = .default,
                                 topLevelKeys: Set<String> = [], entryKeys: [SectionEntryKeys] = []) -> YAMLTree {
        if bytes.count > limits.maxBytes {
            var tree = YAMLTree()
            tree.problems = [
                YAMLProblem(.limit, "file is \(bytes.count) bytes, more than the limit of \(limits.maxBytes)",
                            at: Mark(line: 1, column: 1)),
            ]
            return tree
        }
        return bytes.withUnsafeBufferPointer { whole in
            // libyaml counts a leading byte-order mark as a column; without it, marks match editors.
            let hasBOM = whole.starts(with: [0xEF, 0xBB, 0xBF])
            let input = hasBOM ? UnsafeBufferPointer(rebasing: whole.dropFirst(3)) : whole
            let inputEnd: Mark
            switch UTF8Validation.endMark(of: input) {
            case .success(let mark): inputEnd = mark
            case .failure(let problem):
                var tree = YAMLTree()
                tree.problems = [problem]
                return tree
            }
            var builder = TreeBuilder(limits: limits, inputEnd: inputEnd, topLevelKeys: topLevelKeys, entryKeys: entryKeys)
            builder.reserveCapacity(forBytes: input.count)
            builder.run(input)
            // Merge problems are found when their mapping ends, after problems inside it.
            builder.tree.problems = builder.tree.problems.enumerated()
                .sorted { ($0.element.mark, $0.offset) < ($1.element.mark, $1.offset) }
                .map(\.element)
            return builder.tree
        }
    }
}

/// Turns libyaml events into a flat tree, resolving aliases and merge keys and enforcing limits.
private struct TreeBuilder {
    typealias NodeID = YAMLTree.NodeID

    let limits: YAMLLimits
    /// Where the input ends. At the end of a stream that lacks a final line break libyaml moves
    /// its mark to a line that is not there; such marks are moved back to here.
    let inputEnd: Mark
    /// Keys that only stand at the top of a document, for the indentation hint.
    let topLevelKeys: Set<String>
    /// The keys of sections' entries, for the indentation hints.
    let entryKeys: [SectionEntryKeys]
    var tree = YAMLTree()

    /// A collection under construction; its children so far are `pending[childBase...]`.
    private struct Frame {
        var isMapping: Bool
        /// Block collections end where their last entry ends: libyaml's end event sits at the
        /// next token, which may be lines further down, after comments.
        var isBlock: Bool
        var start: Mark
        var tag: Int32
        var anchor: String?
        var childBase: Int
        var lastEnd: Mark?
        /// Scalar keys seen so far, to report duplicates in constant time; built only once the
        /// mapping has `linearKeys` pairs, since most mappings are a handful of keys.
        var keys: KeyIndex?
        /// Whether a merge key was seen, so the pairs need resolving at the end.
        var hasMergeKey = false
        /// Nodes in this subtree, for alias-expansion accounting.
        var nodeCount = 1

        static let linearKeys = 16
    }

    private var stack: [Frame] = []
    /// The children of the open collections, innermost last.
    private var pending: [NodeID] = []
    /// Anchored nodes with the number of nodes each one stands for.
    private var anchors: [String: (node: NodeID, count: Int)] = [:]
    private var totalNodes = 0
    /// The input, for the text after empty values.
    private var input = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// A position in the input in Unicode scalars (as libyaml counts) and in bytes; it moves
    /// forward with the events, so finding a byte costs nothing more than the input's length.
    private var cursor = (scalars: 0, bytes: 0)

    init(limits: YAMLLimits, inputEnd: Mark, topLevelKeys: Set<String>, entryKeys: [SectionEntryKeys]) {
        self.limits = limits
        self.inputEnd = inputEnd
        self.topLevelKeys = topLevelKeys
        self.entryKeys = entryKeys
    }

    /// Makes room for the nodes of an input of `bytes` bytes, so the arrays rarely grow: a spec
    /// has about one node per ten bytes, and a scalar's text is at most its source.
    mutating func reserveCapacity(forBytes bytes: Int) {
        // Bounded, so a huge input does not reserve more than it may use.
        let nodes = min(bytes / 10, limits.maxNodes) + 16
        tree.entries.reserveCapacity(nodes)
        tree.children.reserveCapacity(nodes)
        tree.text.reserveCapacity(bytes / 2)
    }

    /// A libyaml mark, kept inside the input.
    private func mark(_ mark: yaml_mark_t) -> Mark {
        let converted = Mark(mark)
        return converted.offset >= inputEnd.offset ? inputEnd : converted
    }

    mutating func run(_ input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        // libyaml skips a byte order mark without counting it.
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { cursor.bytes = 3 }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            tree.problems.append(YAMLProblem(.syntax, "cannot initialise the YAML parser", at: Mark(line: 1, column: 1)))
            return
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, input.baseAddress ?? UnsafePointer(bitPattern: 1)!, input.count)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                tree.problems.append(syntaxProblem(parser.pointee, input: input))
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
        // libyaml says "found character that cannot start any token" for a tab in indentation,
        // which YAML forbids: say what the character is.
        if let tab = YAMLProblem.indentationTab(onLine: location.line, in: input) {
            let fix = YAMLProblem.indentationTabFix(onLine: location.line, in: input, entryKeys: entryKeys)
            return YAMLProblem(.syntax, "a tab character in the indentation; YAML indents with spaces only "
                               + "(replace the tab with spaces)", at: Mark(line: location.line, column: tab),
                               fixIts: fix.map { [$0] } ?? [])
        }
        if let hint = YAMLProblem.quotingHint(problem, at: location, in: input) {
            return YAMLProblem(.syntax, problem, at: location, notes: notes + [hint.note], fixIts: [hint.fixIt])
        }
        if let hint = YAMLProblem.unclosedQuoteHint(at: location, context: parser.context.map { _ in mark(parser.context_mark) },
                                                    in: input) {
            return YAMLProblem(.syntax, problem, at: location, notes: notes + [hint.note], fixIts: [hint.fixIt])
        }
        if let hint = YAMLProblem.indentationHint(problem, at: location, in: input, topLevelKeys: topLevelKeys,
                                                        entryKeys: entryKeys) {
            return YAMLProblem(.syntax, problem + ": " + hint.message, at: location, notes: notes + [hint.note],
                               fixIts: hint.fixIts)
        }
        return YAMLProblem(.syntax, problem, at: location, notes: notes)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    /// The index of a tag in the tree's tags, or -1.
    private mutating func tagIndex(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
        guard let tag = Self.string(pointer) else { return -1 }
        tree.tags.append(tag)
        return Int32(tree.tags.count - 1)
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
            let first = tree.text.count
            var isASCII = true
            if let value = data.value, data.length > 0 {
                let bytes = UnsafeBufferPointer(start: value, count: data.length)
                tree.text.append(contentsOf: bytes)
                var bits: UInt8 = 0
                for byte in bytes { bits |= byte }
                isASCII = bits < 0x80
            }
            let style: Scalar.Style
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let entry = YAMLTree.Entry(kind: .scalar, style: style, isASCII: isASCII, tag: tagIndex(data.tag),
                                       start: start, end: end, first: first, count: data.length)
            let node = NodeID(index: tree.entries.count)
            guard add(entry, count: 1, added: 1, anchor: Self.string(data.anchor)) else { return false }
            if data.length == 0, style == .plain, data.tag == nil { noteGluedComment(after: start, value: node) }
            return true
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let (anchored, count) = anchors[name] else {
                // A misspelt anchor name: the defined one it most likely meant, with a fix-it.
                var notes: [YAMLProblem.Note] = [], fixIts: [YAMLProblem.FixIt] = []
                if let meant = Self.closestAnchor(to: name, among: anchors.keys) {
                    notes = [YAMLProblem.Note(message: "did you mean '*\(meant)'? '&\(meant)' is defined here",
                                              mark: tree.entries[anchors[meant]!.node.index].start)]
                    fixIts = [YAMLProblem.FixIt(replacement: "*" + meant, mark: start, length: name.unicodeScalars.count + 1)]
                }
                tree.problems.append(YAMLProblem(.syntax, "unknown alias '\(name)'", at: start, notes: notes, fixIts: fixIts))
                return false
            }
            var entry = tree.entries[anchored.index]
            entry.start = start
            entry.end = end
            return add(entry, count: count, added: count, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            guard push(at: start) else { return false }
            let data = event.data.sequence_start
            stack.append(Frame(isMapping: false, isBlock: data.style == YAML_BLOCK_SEQUENCE_STYLE, start: start,
                               tag: tagIndex(data.tag), anchor: Self.string(data.anchor), childBase: pending.count))
            return true
        case YAML_MAPPING_START_EVENT:
            guard push(at: start) else { return false }
            let data = event.data.mapping_start
            stack.append(Frame(isMapping: true, isBlock: data.style == YAML_BLOCK_MAPPING_STYLE, start: start,
                               tag: tagIndex(data.tag), anchor: Self.string(data.anchor), childBase: pending.count))
            return true
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return true }
            let first = tree.children.count
            if frame.hasMergeKey {
                resolveMerges(pending[frame.childBase...])
            } else {
                tree.children.append(contentsOf: pending[frame.childBase...])
            }
            pending.removeSubrange(frame.childBase...)
            let entry = YAMLTree.Entry(kind: frame.isMapping ? .mapping : .sequence, style: .plain, isASCII: true,
                                       tag: frame.tag, start: frame.start, end: frame.isBlock ? frame.lastEnd ?? end : end,
                                       first: first, count: tree.children.count - first)
            return add(entry, count: frame.nodeCount, added: 0, anchor: frame.anchor)
        default:
            return true
        }
    }

    /// Records a comment glued to its `#` right after an empty value on its line (`title: #1 Pick`);
    /// a comment after a blank (`title: # later`) is a comment as meant.
    private mutating func noteGluedComment(after mark: Mark, value: NodeID) {
        guard let byte = byteOffset(ofScalar: mark.offset) else { return }
        var hash = byte
        while hash < input.count, input[hash] == UInt8(ascii: " ") || input[hash] == UInt8(ascii: "\t") { hash += 1 }
        guard hash > byte, hash + 1 < input.count, input[hash] == UInt8(ascii: "#"),
              !" \t\r\n#".utf8.contains(input[hash + 1]) else { return }
        var end = hash
        while end < input.count, input[end] != UInt8(ascii: "\n"), input[end] != UInt8(ascii: "\r") { end += 1 }
        while input[end - 1] == UInt8(ascii: " ") || input[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        // The blanks before the `#` are one byte and one column each.
        let at = Mark(line: mark.line, column: mark.column + hash - byte, offset: mark.offset + hash - byte)
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[hash..<end]), as: UTF8.self)
        tree.gluedComments.append(YAMLTree.GluedComment(value: value, mark: at, text: text))
    }

    /// The byte where the Unicode scalar at `offset` starts, moving the cursor there.
    private mutating func byteOffset(ofScalar offset: Int) -> Int? {
        if offset < cursor.scalars { cursor = (0, input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB ? 3 : 0) }
        while cursor.scalars < offset {
            guard cursor.bytes < input.count else { return nil }
            cursor.bytes += 1
            while cursor.bytes < input.count, input[cursor.bytes] & 0xC0 == 0x80 { cursor.bytes += 1 }
            cursor.scalars += 1
        }
        return cursor.bytes < input.count ? cursor.bytes : nil
    }

    /// Checks the depth limit before opening a collection.
    private mutating func push(at mark: Mark) -> Bool {
        if stack.count >= limits.maxDepth {
            tree.problems.append(YAMLProblem(.limit, "nesting is deeper than the limit of \(limits.maxDepth)", at: mark))
            return false
        }
        return count(1, at: mark)
    }

    /// Counts nodes against the node limit; a collection counts itself when it opens.
    private mutating func count(_ added: Int, at mark: Mark) -> Bool {
        totalNodes += added
        if totalNodes > limits.maxNodes {
            tree.problems.append(YAMLProblem(.limit, "more than \(limits.maxNodes) nodes after alias expansion",
                                             at: mark))
            return false
        }
        return true
    }

    /// Adds a finished node (`count` nodes in all, `added` of them new) to its parent, or as a document.
    private mutating func add(_ entry: YAMLTree.Entry, count: Int, added: Int, anchor: String?) -> Bool {
        guard self.count(added, at: entry.start) else { return false }
        let node = NodeID(index: tree.entries.count)
        tree.entries.append(entry)
        if let anchor { anchors[anchor] = (node, count) }
        guard !stack.isEmpty else {
            tree.documents.append(node)
            return true
        }
        let top = stack.count - 1
        stack[top].nodeCount += count
        stack[top].lastEnd = entry.end
        pending.append(node)
        // A mapping's children alternate key, value: a value completes a pair.
        guard stack[top].isMapping, (pending.count - stack[top].childBase) % 2 == 0 else { return true }
        let key = pending[pending.count - 2]
        guard !isMergeKey(key) else {
            stack[top].hasMergeKey = true
            return true
        }
        guard tree.isScalar(key), let first = earlierKey(key) else { return true }
        let keyText = tree.value(key) ?? ""
        tree.problems.append(YAMLProblem(.duplicateKey, "duplicate key '\(keyText)'", at: tree.start(key),
                                         notes: [.init(message: "'\(keyText)' first defined here", mark: first)]))
        return true
    }

    /// Where an earlier key of the top mapping with the same text as `key` (the last pair's) is, if
    /// any; otherwise remembers this one. Merge keys take no part.
    private mutating func earlierKey(_ key: NodeID) -> Mark? {
        let top = stack.count - 1
        let base = stack[top].childBase
        let pairCount = (pending.count - base) / 2 - 1
        if stack[top].keys == nil {
            if pairCount < Frame.linearKeys {
                for pair in 0..<pairCount {
                    let earlier = pending[base + 2 * pair]
                    if tree.isScalar(earlier), sameText(earlier, key), !isMergeKey(earlier) {
                        return tree.start(earlier)
                    }
                }
                return nil
            }
            var keys = KeyIndex()
            for pair in 0..<pairCount {
                let earlier = pending[base + 2 * pair]
                if tree.isScalar(earlier), !isMergeKey(earlier) { _ = keys.firstKey(equalTo: earlier, in: tree) }
            }
            stack[top].keys = keys
        }
        // Taken out while it changes, so its arrays are not copied.
        var keys = stack[top].keys!
        stack[top].keys = nil
        defer { stack[top].keys = keys }
        return keys.firstKey(equalTo: key, in: tree).map { tree.start($0) }
    }

    /// Whether two scalars have equal text, as strings compare (canonical equivalence).
    private func sameText(_ a: NodeID, _ b: NodeID) -> Bool {
        let (x, y) = (tree.entries[a.index], tree.entries[b.index])
        if x.isASCII, y.isASCII {
            guard x.count == y.count else { return false }
            return tree.text.withUnsafeBufferPointer { text in
                var index = 0
                while index < x.count {
                    if text[x.first + index] != text[y.first + index] { return false }
                    index += 1
                }
                return true
            }
        }
        return tree.value(a) == tree.value(b)
    }

    /// Whether `node` is the plain `<<` key of a merge.
    private func isMergeKey(_ node: NodeID) -> Bool {
        guard tree.isScalar(node) else { return false }
        let tag = tree.tag(node)
        if tag == "tag:yaml.org,2002:merge" { return true }
        return tag == nil && tree.style(node) == .plain && tree.valueIs(node, "<<")
    }

    /// Appends a mapping's pairs to the tree's children with YAML merge keys applied
    /// (`<<: *base` or `<<: [*a, *b]`): explicit keys win, then earlier merges.
    private mutating func resolveMerges(_ children: ArraySlice<NodeID>) {
        let pairs = YAMLTree.Pairs(children: children)
        var resolved: [NodeID] = []
        var seen = Set<String>()
        for pair in pairs where !isMergeKey(pair.key) {
            if let text = tree.value(pair.key) { seen.insert(text) }
            resolved += [pair.key, pair.value]
        }
        for pair in pairs where isMergeKey(pair.key) {
            let sources: [NodeID]
            switch tree.kind(pair.value) {
            case .mapping: sources = [pair.value]
            case .sequence: sources = Array(tree.items(pair.value)!)
            case .scalar:
                tree.problems.append(YAMLProblem(.syntax, "a merge key needs a mapping or a sequence of mappings",
                                                 at: tree.start(pair.value)))
                continue
            }
            for source in sources {
                guard let merged = tree.pairs(source) else {
                    tree.problems.append(YAMLProblem(.syntax, "a merge key needs a mapping or a sequence of mappings",
                                                     at: tree.start(source)))
                    continue
                }
                for inner in merged {
                    if let text = tree.value(inner.key), !seen.insert(text).inserted { continue }
                    resolved += [inner.key, inner.value]
                }
            }
        }
        // Appended once the slices of `children` above are gone, so the array is not copied.
        tree.children += resolved
    }
}

/// The scalar keys of a mapping, to find an earlier key with the same text in constant time. ASCII
/// keys are found by a hash of their bytes (seeded per process, so no input makes them collide on
/// purpose); other keys, and ASCII keys holding `K`, `;` or a backquote (which have non-ASCII
/// canonical equivalents), by their text, since equal strings may differ in bytes.
private struct KeyIndex {
    /// Key nodes at the slot of their hash or after it; -1 for an empty slot. A power of two long.
    private var slots = [Int](repeating: -1, count: 64)
    private var hashes = [Int](repeating: 0, count: 64)
    private var count = 0
    private var texts: [String: YAMLTree.NodeID] = [:]

    /// The first key indexed with the same text as `key`; nil after indexing `key`.
    mutating func firstKey(equalTo key: YAMLTree.NodeID, in tree: YAMLTree) -> YAMLTree.NodeID? {
        let entry = tree.entries[key.index]
        let hasEquivalents = !entry.isASCII || tree.withValueBytes(key) { bytes in
            bytes.contains { $0 == UInt8(ascii: "K") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "`") }
        } == true
        if hasEquivalents {
            let text = tree.value(key) ?? ""
            if let first = texts[text] { return first }
            texts[text] = key
            return nil
        }
        var hasher = Hasher()
        tree.withValueBytes(key) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        let hash = hasher.finalize()
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let other = YAMLTree.NodeID(index: slots[slot])
            if hashes[slot] == hash, Self.sameBytes(other, key, in: tree) { return other }
            slot = (slot + 1) & mask
        }
        slots[slot] = key.index
        hashes[slot] = hash
        count += 1
        if count * 2 > slots.count { grow() }
        return nil
    }

    private static func sameBytes(_ a: YAMLTree.NodeID, _ b: YAMLTree.NodeID, in tree: YAMLTree) -> Bool {
        tree.withValueBytes(a) { x in tree.withValueBytes(b) { y in x.elementsEqual(y) } } == true
    }

    /// Doubles the slots, placing each key again by its stored hash.
    private mutating func grow() {
        let (oldSlots, oldHashes) = (slots, hashes)
        slots = [Int](repeating: -1, count: oldSlots.count * 2)
        hashes = [Int](repeating: 0, count: oldSlots.count * 2)
        let mask = slots.count - 1
        for (key, hash) in zip(oldSlots, oldHashes) where key >= 0 {
            var slot = hash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = key
            hashes[slot] = hash
        }
    }
}

extension TreeBuilder {
    /// The anchor name closest to a misspelt `name` (`EditDistance`): at most one edit in four
    /// characters (at least one), the first in name order among equals; nil when none is that
    /// close. The work is bounded (`anchorSearchCells`): long names in a hostile file get no
    /// suggestion, not a hang.
    static func closestAnchor(to name: String, among names: some Sequence<String>) -> String? {
        let target = Array(name.unicodeScalars)
        let limit = max(1, target.count / 4)
        var cells = anchorSearchCells
        var best: (distance: Int, name: String)?
        for candidate in names.sorted() {
            let scalars = Array(candidate.unicodeScalars)
            // The length difference bounds the distance from below: skip hopeless names cheaply.
            guard abs(scalars.count - target.count) <= limit else { continue }
            // The banded table fills at most this many cells: stop before the budget could run out.
            let bound = min(limit, best?.distance ?? limit)
            guard cells >= target.count * (2 * bound + 1) else { break }
            guard let distance = EditDistance.distance(target, scalars, atMost: bound, cells: &cells),
                  distance < best?.distance ?? .max else { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// The distance-table cells one unknown alias may spend on its suggestion: thousands of
    /// anchors of ordinary length, well under a second.
    static let anchorSearchCells = 4_000_000
}
