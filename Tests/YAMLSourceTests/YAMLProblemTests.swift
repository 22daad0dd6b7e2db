import Testing
import YAMLSource

/// What goes wrong, where, and under which stable id: duplicate keys, libyaml's own errors,
/// and bytes that are not UTF-8.
@Suite struct YAMLProblemTests {
    @Test("A repeated key is yaml.duplicate_key at the second key, with a note at the first")
    func duplicateKey() throws {
        let stream = YAMLParser.parse(
            """
            name: a
            other: b
            name: c
            """)
        #expect(stream.documents.count == 1, "the document is still read")
        let problem = try #require(stream.problems.first)
        #expect(stream.problems.count == 1)
        #expect(problem.id == "yaml.duplicate_key")
        #expect(problem.kind == .duplicateKey)
        #expect(problem.message == "duplicate key 'name'")
        #expect(problem.mark.description == "3:1")
        #expect(problem.notes.map(\.message) == ["'name' first defined here"])
        #expect(problem.notes.map(\.mark.description) == ["1:1"])
    }

    @Test("Keys of one mapping indented differently: both indentations, and a note at the deeper key above")
    func unevenIndentation() throws {
        let stream = YAMLParser.parse(
            """
            screens:
              Add:
                  presentation: sheet

                # a comment between does not count
                title: Add
            """)
        let problem = try #require(stream.problems.first)
        #expect(problem.message == "did not find expected key: this line is indented by 4 spaces and the key "
                    + "above it by 6: keys of one mapping line up")
        #expect(problem.mark.description == "6:5")
        #expect(problem.notes.map(\.message).last == "indented by 6 spaces here")
        #expect(problem.notes.last?.mark.description == "3:7")
        // A key indented deeper than a `key: value` above it continues that value.
        let deeper = YAMLParser.parse("screen:\n  title: Home\n    links: [push: About]\n")
        #expect(deeper.problems.first?.message == "mapping values are not allowed in this context: this line is indented "
                    + "by 4 spaces and the key above it by 2, so it reads as more of that key's value: keys of one mapping line up")
        #expect(deeper.problems.first?.notes.last?.mark.description == "2:3")
        let afterFlow = YAMLParser.parse("screen:\n  params: { id: String }\n    title: Home\n")
        #expect(afterFlow.problems.first?.message.hasSuffix("indented by 4 spaces and the key above it by 2: keys of one mapping line up") == true,
                "\(afterFlow.problems)")
        // Text continued on a deeper line, with a colon inside, is not taken for a key.
        let continued = YAMLParser.parse("title: This is\n  a note: read\n")
        #expect(continued.problems.first.map { !$0.message.contains("indented") } == true)
        // A line indented like the key above is another problem: no such hint.
        let quoted = YAMLParser.parse("title: \"Say \"hi\"\"\n")
        #expect(quoted.problems.first.map { !$0.message.contains("indented") } == true)
    }

    @Test("A list item's key dedented to the item's '-': both indentations, and a note at the key above")
    func keyDedentedToTheDash() throws {
        let stream = YAMLParser.parse("toolbars:\n  main:\n    - id: save\n      placement: confirmationAction\n"
                                      + "    label: Save\n")
        let problem = try #require(stream.problems.first)
        #expect(problem.message == "did not find expected '-' indicator: this line is indented by 4 spaces and the key "
                    + "above it by 6: keys of one mapping line up")
        #expect(problem.mark.description == "5:5")
        #expect(problem.notes.last?.message == "indented by 6 spaces here")
        #expect(problem.notes.last?.mark.description == "4:7")
        // Right after the item's `- id:` line, the key above is the one after the `- `.
        let second = YAMLParser.parse("toolbars:\n  main:\n    - id: save\n    label: Save\n")
        #expect(second.problems.first?.message.hasSuffix("indented by 4 spaces and the key above it by 6: "
                    + "keys of one mapping line up") == true, "\(second.problems)")
        #expect(second.problems.first?.notes.last?.mark.description == "3:7")
        // The list's owner dedented out of a mapping whose keys are indented like this line: both
        // edits are named, and the note is at the owner, not at the entry's key.
        let owner = YAMLParser.parse("screens:\n  RecipeList:\n    search: {}\n  links:\n    - push: RecipeDetail\n"
                                     + "    deepLink: /recipes\n")
        #expect(owner.problems.first?.message == "did not find expected '-' indicator: 'links' above is indented by 2 "
                    + "spaces, less than the keys of 'RecipeList', which are indented by 4 like this line: if 'links' "
                    + "belongs with them, indent it and its list by 2 more, under 'RecipeList'; if this line is a key of "
                    + "the list's entry, indent it by 6", "\(owner.problems)")
        #expect(owner.problems.first?.notes.last?.message == "'links' is indented by 2 spaces here, less than the keys of 'RecipeList'")
        #expect(owner.problems.first?.notes.last?.mark.description == "4:3")
        // Another item's text at the '-' column (no key) keeps libyaml's message.
        let plain = YAMLParser.parse("items:\n  - a: 1\n    b: 2\n  c d\n")
        #expect(plain.problems.first.map { !$0.message.contains("indented") } == true, "\(plain.problems)")
        // Where the owner could move, no edit is certain: no fix-it.
        #expect(owner.problems.first?.fixIts == [])
    }

    @Test("A flow collection's key dedented out of a mapping whose keys are indented like the next line: both edits, no fix-it")
    func flowOwnerDedented() throws {
        let list = YAMLParser.parse("screens:\n  Home:\n    title: Home\n  links: [push: Detail]\n    deepLink: /home\n"
                                    + "  Detail: {}\n")
        let problem = try #require(list.problems.first)
        #expect(problem.message == "did not find expected key: 'links' above is indented by 2 spaces, less than the keys "
                    + "of 'Home', which are indented by 4 like this line: if 'links' belongs with them, indent it by 2 "
                    + "more, under 'Home'; if this line is a key of the mapping 'links' is in, indent it by 2 like 'links'",
                "\(list.problems)")
        #expect(problem.mark.description == "5:5")
        #expect(problem.notes.last?.message == "'links' is indented by 2 spaces here, less than the keys of 'Home'")
        #expect(problem.notes.last?.mark.description == "4:3")
        #expect(problem.fixIts == [])
        // A flow mapping may be where the line belongs; a bracket inside quotes does not close it.
        let mapping = YAMLParser.parse("screens:\n  Home:\n    title: Home\n  Detail: { title: \"a ] b\" }  # x\n"
                                       + "    stack: true\n")
        #expect(mapping.problems.first?.message.hasSuffix("if 'Detail' belongs with them, indent it by 2 more, under "
                    + "'Home'; if this line is a key of 'Detail', move it into its '{ … }'") == true, "\(mapping.problems)")
        // A flow collection continued on the next lines, or one with no sibling above, keeps the plain hint.
        let continued = YAMLParser.parse("screens:\n  Home:\n    title: Home\n  links: [push: Detail,\n    push: Other]\n"
                                         + "    deepLink: /home\n")
        #expect(continued.problems.first.map { !$0.message.contains("belongs with them") } == true, "\(continued.problems)")
        let alone = YAMLParser.parse("screen:\n  params: { id: String }\n    title: Home\n")
        #expect(alone.problems.first?.message.hasSuffix("keys of one mapping line up") == true, "\(alone.problems)")
    }

    @Test("A key of a list entry dedented under a top-level section: only the line can move, so one edit and a fix-it")
    func keyDedentedUnderATopLevelSection() throws {
        let text = "app:\n  name: Harbour\ntabs:\n  - id: containers\n    root: Containers\n  - id: stacks\n"
            + "    systemImage: square.stack.3d.up\n  root: Stacks\n"
        let sections: Set<String> = ["app", "tabs", "toolbars", "screens"]
        let tree = YAMLParser.parseTree(Array(text.utf8), topLevelKeys: sections)
        let problem = try #require(tree.problems.first)
        #expect(problem.message == "did not find expected '-' indicator: 'tabs' above is a top-level section, not a key "
                    + "of 'app', so this line, indented by 2 spaces, is a key of its list's entry: indent it by 4")
        #expect(problem.mark.description == "8:3")
        #expect(problem.notes.last?.message == "the entry's keys are indented by 4 spaces here")
        #expect(problem.notes.last?.mark.description == "7:5")
        #expect(problem.fixIts.map { "\($0.replacement)@\($0.mark.description)+\($0.length)" } == ["    @8:1+2"])
        // Without the section names, 'tabs' may belong under 'app': both edits, no fix-it.
        let unknown = YAMLParser.parseTree(Array(text.utf8))
        #expect(unknown.problems.first?.message.contains("if 'tabs' belongs with them") == true, "\(unknown.problems)")
        #expect(unknown.problems.first?.fixIts == [])
        // A section dedented under another's list is moved to the top.
        let section = YAMLParser.parseTree(Array(text.replacingOccurrences(of: "  root: Stacks", with: "  screens:").utf8),
                                           topLevelKeys: sections)
        #expect(section.problems.first?.message == "did not find expected '-' indicator: 'screens' is a top-level "
                    + "section like 'tabs' above: remove its indentation", "\(section.problems)")
        #expect(section.problems.first?.fixIts.map { "\($0.replacement)@\($0.mark.description)+\($0.length)" } == ["@8:1+2"])
    }

    @Test("List items indented differently: items of one list line up, with a fix-it when all items above agree")
    func listItemsIndentedDifferently() throws {
        let stream = YAMLParser.parse("screens:\n  Profile:\n    links:\n      - push: Labels\n        # a comment\n"
                                      + "     - push: Filters\n")
        let problem = try #require(stream.problems.first)
        #expect(problem.message == "did not find expected key: this line is indented by 5 spaces and the item above it "
                    + "by 6: items of one list line up")
        #expect(problem.mark.description == "6:6")
        #expect(problem.notes.last?.message == "indented by 6 spaces here")
        #expect(problem.notes.last?.mark.description == "4:7")
        #expect(problem.fixIts.map { "\($0.replacement)@\($0.mark.description)+\($0.length)" } == ["      @6:1+5"])
        // The item above is the nearest one, past the keys of its entry.
        let afterKeys = YAMLParser.parse("links:\n    - push: Labels\n      title: Labels\n   - push: Filters\n")
        #expect(afterKeys.problems.first?.message.hasSuffix("the item above it by 4: items of one list line up") == true,
                "\(afterKeys.problems)")
        #expect(afterKeys.problems.first?.notes.last?.mark.description == "2:5")
        // Items of two lists above (a nested one at 6, the outer at 2): either may be meant, no fix-it.
        let nested = YAMLParser.parse("a:\n  - x:\n      - y\n     - z\n")
        #expect(nested.problems.first?.message.hasSuffix("items of one list line up") == true, "\(nested.problems)")
        #expect(nested.problems.first?.fixIts == [])
    }

    @Test("Every repetition is reported, in flow and nested mappings too, after é")
    func everyDuplicate() {
        let stream = YAMLParser.parse(
            """
            é: {a: 1, a: 2}
            b: 1
            b: 2
            b: 3
            """)
        #expect(stream.problems.map(\.id) == Array(repeating: "yaml.duplicate_key", count: 3))
        #expect(stream.problems.map(\.mark.description) == ["1:11", "3:1", "4:1"])
        #expect(stream.problems.map { $0.notes.map(\.mark.description) } == [["1:5"], ["2:1"], ["2:1"]])
    }

    @Test("Keys are compared by value: quoted, plain and aliased spellings of one key clash")
    func duplicateByValue() {
        let stream = YAMLParser.parse("a: 1\n\"a\": 2\n&k key: 3\n*k : 4\n")
        #expect(stream.problems.map(\.message) == ["duplicate key 'a'", "duplicate key 'key'"])
        #expect(stream.problems.map(\.mark.description) == ["2:1", "4:1"])
    }

    @Test("The same key in different mappings is no duplicate")
    func sameKeyElsewhere() throws {
        _ = try document("a: {x: 1}\nb: {x: 2}\nc:\n  - x: 3\n  - x: 4\n")
    }

    @Test("A libyaml parser error is yaml.syntax with its problem, mark and context note")
    func parserError() throws {
        let problem = try onlyProblem("a: [1, 2\nb: c\n")
        #expect(problem.id == "yaml.syntax")
        #expect(problem.message == "did not find expected ',' or ']'")
        #expect(problem.mark.description == "2:2")
        #expect(problem.notes.map(\.message) == ["while parsing a flow sequence"])
        #expect(problem.notes.map(\.mark.description) == ["1:4"])
    }

    @Test("A libyaml scanner error is yaml.syntax, its columns in Unicode scalars")
    func scannerError() throws {
        let colon = try onlyProblem("a: b: c\n")
        #expect(colon.id == "yaml.syntax")
        #expect(colon.message == "mapping values are not allowed in this context")
        #expect(colon.mark.description == "1:5")
        // The value was most likely meant to hold the colon (see QuotingHintsTests).
        #expect(colon.notes.map(\.message) == ["a ': ' inside a plain value starts a mapping; quote the value: \"b: c\""])
        let quote = try onlyProblem("é😀: \"x\n")
        #expect(quote.message == "found unexpected end of stream")
        #expect(quote.notes.map(\.message) == ["while scanning a quoted scalar"])
        #expect(quote.notes.map(\.mark.description) == ["1:5"])
    }

    @Test("An error at the end of a file without a final line break stays on the last line")
    func errorAtEndOfFile() throws {
        // libyaml moves its mark to the start of a line after the last one.
        let unterminated = try onlyProblem("a: [1, 2")
        #expect(unterminated.message == "did not find expected ',' or ']'")
        #expect(unterminated.mark.description == "1:9")
        let terminated = try onlyProblem("a: [1, 2\n")
        #expect(terminated.mark.description == "2:1")
    }

    @Test("Documents read before a syntax error are kept")
    func documentsBeforeError() {
        let stream = YAMLParser.parse("a: 1\n---\nb: [\n")
        #expect(stream.documents.count == 1)
        #expect(stream.documents.first?.keys == ["a"])
        #expect(stream.problems.map(\.id) == ["yaml.syntax"])
    }

    @Test("A control character is a libyaml reader error, placed by its byte offset")
    func controlCharacter() throws {
        let problem = try onlyProblem(Array("a: é\nb: x".utf8) + [0x01])
        #expect(problem.id == "yaml.syntax")
        #expect(problem.message == "control characters are not allowed")
        #expect(problem.mark.description == "2:5")
        #expect(problem.mark.offset == 9)
    }

    @Test(
        "Bytes that are not UTF-8 are yaml.encoding at their line and column",
        arguments: [
            (Array("a: 1\nb: é\nc: x".utf8) + [0xFF, 0x79], "3:5", "0xFF"),  // never in UTF-8
            (Array("a: 1\r\nb: ".utf8) + [0xC3, 0x28], "2:4", "0xC3"),  // bad continuation, after CRLF
            (Array("a: 1\rb: 😀".utf8) + [0xC0, 0xAF], "2:5", "0xC0"),  // overlong, after a lone CR
            (Array("a: ".utf8) + [0xED, 0xA0, 0x80], "1:4", "0xED"),  // a UTF-16 surrogate
            (Array("a: ".utf8) + [0xE2, 0x82], "1:4", "0xE2"),  // cut short by the end of the file
            ([0xFF, 0xFE] + Array("a".utf16).flatMap { [UInt8($0), 0] }, "1:1", "0xFF"),  // UTF-16
        ] as [([UInt8], String, String)])
    func invalidUTF8(_ bytes: [UInt8], mark: String, byte: String) throws {
        let stream = YAMLParser.parse(bytes)
        #expect(stream.documents.isEmpty)
        let problem = try #require(stream.problems.first)
        #expect(stream.problems.count == 1)
        #expect(problem.id == "yaml.encoding")
        #expect(problem.message == "the file is not valid UTF-8 (byte \(byte))")
        #expect(problem.mark.description == mark)
    }

    @Test("A byte-order mark does not shift the mark of an encoding error")
    func encodingAfterBOM() throws {
        let problem = try onlyProblem([0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFF])
        #expect(problem.id == "yaml.encoding")
        #expect(problem.mark.description == "1:4")
    }

    @Test("Problems come in source order, even those found when a mapping ends")
    func sourceOrder() {
        let stream = YAMLParser.parse(
            """
            m:
              <<: 5
              a: 1
              a: 2
            """)
        #expect(stream.problems.map(\.id) == ["yaml.syntax", "yaml.duplicate_key"])
        #expect(stream.problems.map(\.mark.description) == ["2:7", "4:3"])
    }

    @Test("A tab in the indentation: a fix-it to spaces, as deep as the line above or one step deeper under a key that opens a block",
          arguments: [
              ("screens:\n  Home:\n\ttitle: Home\n", "screens:\n  Home:\n    title: Home\n"),
              ("screens:\n  Home:\n    title: Home\n  \t\tlinks: []\n", "screens:\n  Home:\n    title: Home\n    links: []\n"),
              ("a:\n    b: 1\n    # a comment\n\tc: 2\n", "a:\n    b: 1\n    # a comment\n    c: 2\n"),
              ("screens:  # all of them\n\tL: {}\n", "screens:  # all of them\n  L: {}\n"),
              ("params:\n  - name: x\n\ttype: Int\n", "params:\n  - name: x\n    type: Int\n"),
              ("\tapp: {}\n", "app: {}\n"),
          ])
    func tabInIndentation(source: String, fixed: String) throws {
        let problem = try #require(YAMLParser.parse(source).problems.first)
        #expect(problem.message.hasPrefix("a tab character in the indentation"), "\(problem.message)")
        let fixIt = try #require(problem.fixIts.first)
        let applied = QuotingHintsTests.applying(fixIt, to: source)
        #expect(applied == fixed)
        #expect(YAMLParser.parse(applied).problems.isEmpty)
    }
}

