import Testing
import YAMLSource

/// The flat tree the spec loader reads: the same nodes, marks and problems as the `Node` trees,
/// and duplicate keys found the same way in small mappings (compared pair by pair) and in large
/// ones (through a hash of their bytes), canonically equal spellings included.
@Suite struct YAMLTreeTests {
    /// `count` keys `k0`, `k1` … one per line, then `extra` lines.
    private static func mapping(keys count: Int, then extra: String) -> String {
        (0..<count).map { "k\($0): \($0)\n" }.joined() + extra
    }

    @Test("The tree answers as the node tree does: kinds, values, styles, tags, ranges, pairs and items")
    func sameAsNodes() throws {
        let text = "a: &x 'one'\nb: [1, !!str 2]\nc: *x\nd: {e: ~}\n"
        let tree = YAMLParser.parseTree(Array(text.utf8))
        #expect(tree.problems.isEmpty)
        let root = try #require(tree.documents.first)
        let pairs = try #require(tree.pairs(root))
        #expect(pairs.map { tree.value($0.key) } == ["a", "b", "c", "d"])
        let (a, b, c, d) = (pairs[0].value, pairs[1].value, pairs[2].value, pairs[3].value)
        #expect(tree.value(a) == "one")
        #expect(tree.style(a) == .singleQuoted)
        #expect("\(tree.start(a))-\(tree.end(a))" == "1:4-1:12")
        #expect(tree.kind(b) == .sequence)
        #expect(tree.items(b)?.map { tree.tag($0) } == [nil, "tag:yaml.org,2002:str"])
        #expect(tree.value(c) == "one", "an alias has its anchored node's value")
        #expect("\(tree.start(c))-\(tree.end(c))" == "3:4-3:6", "and its own range")
        #expect(tree.kindDescription(d) == "a mapping")
        #expect(tree.pairs(d).map { Array($0).count } == 1)
        #expect(tree.style(d) == nil && tree.value(d) == nil && tree.items(d) == nil)
        // The node tree built from it.
        let node = tree.node(root)
        #expect(node["c"]?.range == "3:4-3:6")
        #expect(node["b"]?.sequence?.compactMap(\.text) == ["1", "2"])
    }

    @Test("A value's scalar count and bytes: ASCII, and text where a character is several bytes")
    func valueBytes() throws {
        let tree = YAMLParser.parseTree(Array("- abc\n- café\n- ''\n".utf8))
        let items = try #require(tree.documents.first.flatMap { tree.items($0) })
        #expect(items.map { tree.valueScalarCount($0) } == [3, 4, 0])
        #expect(items.map { tree.withValueBytes($0) { $0.count } } == [3, 5, 0])
        #expect(tree.valueIs(items[0], "abc") && !tree.valueIs(items[0], "ab") && tree.valueIs(items[2], ""))
    }

    @Test("A repeated key is found in a mapping of many keys, with a note at its first definition",
          arguments: [3, 15, 16, 17, 200])
    func duplicateInLargeMapping(keys: Int) throws {
        let text = Self.mapping(keys: keys, then: "k1: again\n")
        let problem = try onlyProblem(text)
        #expect(problem.kind == .duplicateKey)
        #expect(problem.message == "duplicate key 'k1'")
        #expect(problem.mark.description == "\(keys + 1):1")
        #expect(problem.notes.map(\.mark.description) == ["2:1"])
    }

    @Test("Canonically equal spellings of a key clash in small and large mappings alike",
          arguments: [0, 40])
    func canonicallyEqualKeys(otherKeys: Int) throws {
        // A precomposed and a decomposed é; the Kelvin sign and K; each pair is one key as a string.
        let text = Self.mapping(keys: otherKeys, then: "caf\u{E9}: 1\ncafe\u{301}: 2\nK: 3\n\u{212A}: 4\n")
        let stream = YAMLParser.parse(text)
        #expect(stream.problems.map(\.kind) == [.duplicateKey, .duplicateKey])
        #expect(stream.problems.map(\.mark.line) == [otherKeys + 2, otherKeys + 4])
        #expect(stream.problems.map { $0.notes.map(\.mark.line) } == [[otherKeys + 1], [otherKeys + 3]])
    }

    @Test("Keys that differ only past their first bytes, or in case, are not duplicates in a large mapping")
    func distinctKeysInLargeMapping() {
        let text = Self.mapping(keys: 30, then: "k1x: 1\nK1: 2\nk10 : 3\n")
        let problems = YAMLParser.parse(text).problems
        #expect(problems.map(\.message) == ["duplicate key 'k10'"])
    }

    @Test("Marks count lines and scalars alike at every byte alignment, across each kind of line break")
    func marksAcrossAlignments() throws {
        // Items of every length up to 17, so that line breaks fall at every position of an
        // eight-byte word; some hold a two-byte character; the last has no final line break.
        let breaks = ["\n", "\r\n", "\r"]
        var text = ""
        var expected: [String] = []
        var line = 1
        var offset = 0
        var lastItem = ""
        for length in 0..<18 {
            let word = "w" + String(repeating: "x", count: length) + (length % 4 == 3 ? "\u{E9}" : "")
            expected.append("\(line):3@\(offset + 2)")
            let item = "- " + word
            lastItem = item
            text += item
            offset += item.unicodeScalars.count
            if length < 17 {
                let lineBreak = breaks[length % breaks.count]
                text += lineBreak
                offset += lineBreak.unicodeScalars.count
                line += 1
            }
        }
        let tree = YAMLParser.parseTree(Array(text.utf8))
        #expect(tree.problems.isEmpty)
        let items = try #require(tree.documents.first.flatMap { tree.items($0) })
        #expect(items.map { "\(tree.start($0))@\(tree.start($0).offset)" } == expected)
        // The last scalar ends where the input does.
        let last = try #require(items.last)
        #expect(tree.end(last).offset == offset)
        #expect(tree.end(last).line == line)
        #expect(tree.end(last).column == lastItem.unicodeScalars.count + 1)
    }
}
