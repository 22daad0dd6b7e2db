import Testing
import YAMLSource

/// Anchors, aliases and merge keys: an alias is a copy of the anchored node at the alias's
/// location; `<<` merges mappings, explicit keys first, then earlier merges (SpecFormat §9).
@Suite struct YAMLAliasTests {
    @Test("An alias copies the anchored node and takes the alias's range")
    func aliasCopy() throws {
        let root = try document(
            """
            base: &b {k: v, n: [1, 2]}
            copy: *b
            word: &w hello
            again: *w
            """)
        let copy = try #require(root["copy"])
        #expect(copy.range == "2:7-2:9")
        #expect(copy.keys == ["k", "n"])
        // Its parts keep the anchored text's marks.
        #expect(copy.mapping?.first?.key.range == "1:11-1:12")
        #expect(copy["n"]?.sequence?.compactMap(\.text) == ["1", "2"])
        let again = try #require(root["again"])
        #expect(again.scalar == Scalar("hello"))
        #expect(again.range == "4:8-4:10")
    }

    @Test("An anchor may be redefined; an alias refers to the latest definition")
    func redefinedAnchor() throws {
        let root = try document("- &a one\n- *a\n- &a two\n- *a\n")
        #expect(root.sequence?.compactMap(\.text) == ["one", "one", "two", "two"])
    }

    @Test("A tag keeps its anchored node's tag through an alias")
    func aliasKeepsTag() throws {
        let root = try document("- &a !!str 12\n- *a\n")
        #expect(root.sequence?.map(\.tag) == ["tag:yaml.org,2002:str", "tag:yaml.org,2002:str"])
    }

    @Test("A tag on an alias is a libyaml syntax error")
    func tagOnAlias() throws {
        let problem = try onlyProblem("- &a x\n- !!str *a\n")
        #expect(problem.id == "yaml.syntax")
        #expect(problem.mark.line == 2)
    }

    @Test("An alias to an unknown anchor is yaml.syntax at the alias")
    func unknownAlias() throws {
        let problem = try onlyProblem("a: 1\nb: *nowhere\n")
        #expect(problem.id == "yaml.syntax")
        #expect(problem.message == "unknown alias 'nowhere'")
        #expect(problem.mark.description == "2:4")
    }

    @Test("A misspelt alias gets the anchor it most likely meant, with a fix-it; a distant one nothing")
    func misspeltAlias() throws {
        let problem = try onlyProblem("a: &everywhere [x]\nb: &other [y]\nc: *everwhere\n")
        #expect(problem.message == "unknown alias 'everwhere'")
        #expect(problem.notes.map { "\($0.mark) \($0.message)" } == ["1:4 did you mean '*everywhere'? '&everywhere' is defined here"])
        #expect(problem.fixIts.map { "\($0.mark) \($0.length) \($0.replacement)" } == ["3:4 10 *everywhere"])
        let distant = try onlyProblem("a: &toolbar [x]\nb: *sidebar\n")
        #expect(distant.notes.isEmpty && distant.fixIts.isEmpty)
    }

    @Test("A misspelt alias among long anchor names gets no suggestion in bounded time, not a hang")
    func misspeltAliasOfLongNames() throws {
        // 20,000 scalars each: the full distance table would be 400 million cells.
        let name = String(repeating: "a", count: 20_000)
        let clock = ContinuousClock()
        let started = clock.now
        let problem = try onlyProblem("a: &\(name) [x]\nb: *\(name.dropLast())b\n")
        #expect(clock.now - started < .seconds(5))
        #expect(problem.message.hasPrefix("unknown alias"))
        #expect(problem.notes.isEmpty && problem.fixIts.isEmpty)
        // A short misspelling beside it still gets its suggestion.
        let short = try onlyProblem("a: &\(name) [x]\nb: &other [y]\nc: *othr\n")
        #expect(short.fixIts.map(\.replacement) == ["*other"])
    }

    @Test("An alias inside its own anchored collection is unknown, not an endless loop")
    func recursiveAlias() throws {
        let problem = try onlyProblem("a: &a [x, *a]\n")
        #expect(problem.message == "unknown alias 'a'")
        #expect(problem.mark.description == "1:11")
    }

    @Test("Anchors do not cross documents")
    func anchorsPerDocument() throws {
        let stream = YAMLParser.parse("a: &x 1\n---\nb: *x\n")
        #expect(stream.documents.count == 1)
        #expect(stream.problems.map(\.message) == ["unknown alias 'x'"])
        #expect(stream.problems.first?.mark.description == "3:4")
    }

    @Test("`<<: *a` merges a mapping; explicit keys win and come first")
    func mergeOne() throws {
        let root = try document(
            """
            base: &base {a: 1, b: 2}
            one:
              <<: *base
              a: 10
            """)
        let one = try #require(root["one"])
        #expect(one.keys == ["a", "b"])
        #expect(one["a"]?.text == "10")
        #expect(one["b"]?.text == "2")
        // A merged pair keeps the marks of the anchored text.
        #expect(one.mapping?[1].key.range == "1:20-1:21")
    }

    @Test("`<<: [*a, *b]` merges several mappings; the earlier one wins")
    func mergeSeveral() throws {
        let root = try document(
            """
            base: &base {a: 1, b: 2}
            other: &other {b: 3, c: 4, d: 5}
            two:
              <<: [*base, *other]
              d: 6
            """)
        let two = try #require(root["two"])
        #expect(two.keys == ["d", "a", "b", "c"])
        #expect(two.mapping?.compactMap(\.value.text) == ["6", "1", "2", "4"])
    }

    @Test("Merges nest: a merged mapping brings what it merged itself")
    func mergeNested() throws {
        let root = try document(
            """
            base: &base {a: 1}
            mid: &mid {<<: *base, b: 2}
            top: {<<: *mid, c: 3}
            """)
        #expect(root["top"]?.keys == ["c", "b", "a"])
    }

    @Test("An inline mapping may be anchored and merged at once")
    func mergeInline() throws {
        let root = try document(
            """
            one:
              <<: &shared
                x: 1
              y: 2
            two:
              <<: *shared
            """)
        #expect(root["one"]?.keys == ["y", "x"])
        #expect(root["two"]?.keys == ["x"])
    }

    @Test("`!!merge` marks a merge key; a quoted or `!!str` `<<` is an ordinary key")
    func mergeTags() throws {
        let root = try document(
            """
            base: &base {a: 1}
            tagged: {!!merge <<: *base}
            taggedQuoted: {!!merge "<<": *base}
            quoted: {"<<": *base}
            string: {!!str <<: *base}
            """)
        #expect(root["tagged"]?.keys == ["a"])
        #expect(root["taggedQuoted"]?.keys == ["a"])
        #expect(root["quoted"]?.keys == ["<<"])
        #expect(root["string"]?.keys == ["<<"])
    }

    @Test("A merged key never counts as a duplicate")
    func mergeIsNoDuplicate() throws {
        let root = try document(
            """
            base: &base {a: 1}
            m:
              <<: *base
              a: 2
            """)
        #expect(root["m"]?.keys == ["a"])
        #expect(root["m"]?["a"]?.text == "2")
    }

    @Test("A merge of something other than mappings is yaml.syntax at that value")
    func mergeNonMapping() throws {
        let scalar = try onlyProblem("s: &s text\nm:\n  <<: *s\n")
        #expect(scalar.id == "yaml.syntax")
        #expect(scalar.message == "a merge key needs a mapping or a sequence of mappings")
        #expect(scalar.mark.description == "3:7")
        let item = try onlyProblem("b: &b {a: 1}\nm:\n  <<: [*b, x]\n")
        #expect(item.id == "yaml.syntax")
        #expect(item.mark.description == "3:12")
    }

    @Test("A collection as a key of a merged mapping is carried over")
    func mergeCollectionKey() throws {
        let root = try document(
            """
            base: &base {[k]: 1, a: 2}
            m: {<<: *base}
            """)
        #expect(root["m"]?.mapping?.map(\.key.kindDescription) == ["a sequence", "a scalar"])
    }
}
