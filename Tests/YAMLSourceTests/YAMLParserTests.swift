import Testing
import YAMLSource

/// The node tree: scalar styles and tags, collections in source order, start and end marks
/// counted in Unicode scalars, and streams of several documents.
@Suite struct YAMLParserTests {
    @Test("Scalars keep their value, style and resolved tag")
    func scalarStyles() throws {
        let root = try document(
            """
            plain: !!str 12
            bare: 12
            single: 'it''s'
            double: "tab\\there \\u00e9"
            literal: |
              line one
              line two
            folded: >
              folded
              text
            custom: !thing value
            verbatim: !<tag:example.com,2000:v> w
            empty:
            """)
        let expected: [(String, String, Scalar.Style, String?)] = [
            ("plain", "12", .plain, "tag:yaml.org,2002:str"),
            ("bare", "12", .plain, nil),
            ("single", "it's", .singleQuoted, nil),
            ("double", "tab\there é", .doubleQuoted, nil),
            ("literal", "line one\nline two\n", .literal, nil),
            ("folded", "folded text\n", .folded, nil),
            ("custom", "value", .plain, "!thing"),
            ("verbatim", "w", .plain, "tag:example.com,2000:v"),
            ("empty", "", .plain, nil),
        ]
        #expect(root.keys == expected.map(\.0))
        for (key, value, style, tag) in expected {
            let node = try #require(root[key], "no \(key)")
            #expect(node.scalar == Scalar(value, style: style), "\(key)")
            #expect(node.tag == tag, "\(key)")
        }
    }

    @Test("%TAG handles expand to full tags")
    func tagDirective() throws {
        let root = try document(
            """
            %TAG !e! tag:example.com,2000:
            ---
            - !e!foo v
            - !!map {}
            - ! plain
            """)
        let items = try #require(root.sequence)
        #expect(items.map(\.tag) == ["tag:example.com,2000:foo", "tag:yaml.org,2002:map", "!"])
        #expect(items[1].mapping?.isEmpty == true)
    }

    @Test("Sequences hold their items in order, in block and flow style")
    func sequences() throws {
        let root = try document(
            """
            - a
            - [b, c]
            - - d
              - e
            -
            """)
        let items = try #require(root.sequence)
        #expect(items.count == 4)
        #expect(items[0].text == "a")
        #expect(items[1].sequence?.compactMap(\.text) == ["b", "c"])
        #expect(items[2].sequence?.compactMap(\.text) == ["d", "e"])
        #expect(items[3].scalar == Scalar(""))
        #expect(root.kindDescription == "a sequence")
        #expect(items[0].kindDescription == "a scalar")
    }

    @Test("Mappings keep their pairs in source order")
    func mappingOrder() throws {
        let root = try document(
            """
            zebra: 1
            apple: 2
            mango: {yak: 3, bee: 4}
            """)
        #expect(root.keys == ["zebra", "apple", "mango"])
        #expect(root["mango"]?.keys == ["yak", "bee"])
        #expect(root["apple"]?.text == "2")
        #expect(root["missing"] == nil)
        #expect(root.kindDescription == "a mapping")
    }

    @Test("Columns count Unicode scalars, so é and an emoji are one column each")
    func unicodeColumns() throws {
        let root = try document(
            """
            name: café 😀
            emoji: [😀, é, x]
            é😀: value
            """)
        let name = try #require(root["name"])
        #expect(name.range == "1:7-1:13")
        #expect(name.start.offset == 6)
        let emoji = try #require(root["emoji"])
        #expect(emoji.range == "2:8-2:17")
        #expect(emoji.sequence?.map(\.range) == ["2:9-2:10", "2:12-2:13", "2:15-2:16"])
        #expect(emoji.sequence?[2].start.offset == 27)
        let pair = try #require(root.mapping?.last)
        #expect(pair.key.text == "é😀")
        #expect(pair.key.range == "3:1-3:3")
        #expect(pair.value.range == "3:5-3:10")
        #expect(pair.value.start.offset == 34)
    }

    @Test("Start and end marks of scalars and collections")
    func ranges() throws {
        let root = try document(
            """
            list:
              - a
              - [b, c]   # comment
              - {d: e}
              - k: v
                l: w

            # trailing comment
            anchored: &x value
            text: |
              one
            next: "q"
            """)
        #expect(root.range == "1:1-12:10")
        let list = try #require(root["list"]?.sequence)
        #expect(root["list"]?.range == "2:3-6:9")
        #expect(list.map(\.range) == ["2:5-2:6", "3:5-3:11", "4:5-4:11", "5:5-6:9"])
        #expect(list[3].mapping?.map(\.key.range) == ["5:5-5:6", "6:5-6:6"])
        // An anchored node starts at its properties.
        #expect(root["anchored"]?.range == "9:11-9:19")
        // A block scalar ends after its last line break.
        #expect(root["text"]?.range == "10:7-12:1")
        #expect(root["next"]?.range == "12:7-12:10")
    }

    @Test("A block sequence not indented under its key starts at its first dash")
    func indentlessSequence() throws {
        let root = try document("key:\n- a\n- b\nother: c\n")
        #expect(root["key"]?.range == "2:1-3:4")
        #expect(root.keys == ["key", "other"])
    }

    @Test("CRLF, CR and a byte-order mark do not shift marks")
    func lineBreaksAndBOM() throws {
        let crlf = try document("a: 1\r\nb: 2\rc: 3")
        #expect(crlf.mapping?.map(\.value.range) == ["1:4-1:5", "2:4-2:5", "3:4-3:5"])
        let stream = YAMLParser.parse([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8))
        #expect(stream.problems.isEmpty)
        #expect(stream.documents.first?.mapping?.first?.key.range == "1:1-1:2")
    }

    @Test("Several documents come back in order")
    func documents() throws {
        let stream = YAMLParser.parse(
            """
            a: 1
            ---
            b: 2
            ...
            --- c
            ---
            """)
        #expect(stream.problems.isEmpty)
        #expect(stream.documents.count == 4)
        #expect(stream.documents[0].keys == ["a"])
        #expect(stream.documents[1].keys == ["b"])
        #expect(stream.documents[1].start.description == "3:1")
        #expect(stream.documents[2].text == "c")
        #expect(stream.documents[2].range == "5:5-5:6")
        #expect(stream.documents[3].scalar == Scalar(""))
    }

    @Test("An empty document at the end of a file without a final line break is on the last line")
    func emptyDocumentAtEnd() throws {
        #expect(try document("---").range == "1:4-1:4")
        #expect(try document("---\n").range == "2:1-2:1")
    }

    @Test("Empty input, or only comments, is zero documents and no problems", arguments: ["", "\n", "# nothing\n"])
    func emptyInput(_ text: String) {
        let stream = YAMLParser.parse(text)
        #expect(stream.documents.isEmpty)
        #expect(stream.problems.isEmpty)
    }

    @Test("A mapping key may be a collection; it never matches a string subscript")
    func collectionKeys() throws {
        let root = try document(
            """
            ? [a, b]
            : v
            ? {k: v}
            : w
            [x]: y
            [x]: z
            """)
        let pairs = try #require(root.mapping)
        #expect(pairs.map(\.key.kindDescription) == ["a sequence", "a mapping", "a sequence", "a sequence"])
        #expect(pairs.map(\.key.range) == ["1:3-1:9", "3:3-3:9", "5:1-5:4", "6:1-6:4"])
        #expect(pairs.compactMap(\.value.text) == ["v", "w", "y", "z"])
        #expect(root["a"] == nil)
    }
}
