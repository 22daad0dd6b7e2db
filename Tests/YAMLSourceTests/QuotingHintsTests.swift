import Testing
import YAMLSource

/// Values that needed quotes (or other quotes): libyaml's error names a token, so the problem adds
/// a note that names the mistake and a fix-it that quotes the value as it was meant.
@Suite struct QuotingHintsTests {
    /// A case: the source, the replacement the fix-it puts in, where it starts, and the note's start.
    typealias Case = (source: String, replacement: String, start: String, note: String)

    static let cases: [Case] = [
        // A brace glued to a plain value in a flow collection.
        ("a: { b: 1, link: /orders/{id}/items/{n}, c: 2 }\n", "\"/orders/{id}/items/{n}\"", "1:18", "brace"),
        ("a: [ x, /é/{id} ]\n", "\"/é/{id}\"", "1:9", "brace"),
        ("deepLink: [/user/{name}, \"/u/{name}\"]\n", "\"/user/{name}\"", "1:12", "brace"),
        ("a: [x,/u/{name}]\n", "\"/u/{name}\"", "1:7", "brace"),
        ("top:\n  a: { link: /o/{id} }  # a comment\n", "\"/o/{id}\"", "2:14", "brace"),
        ("a: { t: a\"b/{x} }\n", "\"a\\\"b/{x}\"", "1:9", "brace"),
        // … and the anchor that a glued query item's `&` then starts.
        ("deepLink: [/login?s={s}&a={a}, \"/x\"]\n", "\"/login?s={s}&a={a}\"", "1:12", "brace"),
        ("a: [x, /l?s={s}&a-b_c={a}]\n", "\"/l?s={s}&a-b_c={a}\"", "1:8", "brace"),
        ("screens:\n  Home: { title: Hello: world, x: 1 }\n", "\"Hello: world\"", "2:18", "flow colon"),
        // `: ` inside a plain value.
        ("title: Note: read this\n", "\"Note: read this\"", "1:8", "colon"),
        ("a:\n  - title: Café: \"open\"   # c\n", "\"Café: \\\"open\\\"\"", "2:12", "colon"),
        // An optional list type, whose brackets make a YAML list.
        ("params:\n  photos: [Photo]?   # c\n", "\"[Photo]?\"", "2:11", "list"),
        ("params:\n  photos: { type: [Photo]?, default: [] }\n", "\"[Photo]?\"", "2:19", "list"),
        // A quote inside a quoted value.
        ("screen:\n  title: \"Say \"hi\" now\"\n", "'Say \"hi\" now'", "2:10", "double"),
        ("message: 'Don't'  # c\n", "\"Don't\"", "1:10", "single"),
        // The same inside a flow collection, where libyaml expects a ',' or a closing bracket.
        ("buttons:\n  - { label: 'Don't kill', role: cancel }\n", "\"Don't kill\"", "2:14", "single"),
        ("buttons: [ { label: 'Don't kill', role: cancel } ]\n", "\"Don't kill\"", "1:21", "single"),
        ("buttons: [{label: 'Don't'}]\n", "\"Don't\"", "1:19", "single"),
        ("b: { label: 'It''s ok', role: 'can't' }\n", "\"can't\"", "1:31", "single"),
        ("b: { label: \"Say \"hi\"\", role: cancel }\n", "'Say \"hi\"'", "1:13", "double"),
        ("tags: ['Don't', b]\n", "\"Don't\"", "1:8", "single"),
        // A value starting with `*`, which is an alias.
        ("app:\n  universalLinks: [*.element.io, matrix.to]\n", "\"*.element.io\"", "2:20", "alias"),
        ("links: [a.com,*foo.example.com]\n", "\"*foo.example.com\"", "1:15", "alias"),
        ("domain: *.element.io   # c\n", "\"*.element.io\"", "1:9", "alias"),
        ("- *.element.io\n", "\"*.element.io\"", "1:3", "alias"),
    ]

    @Test("A value with the wrong quotes, or none, gets a note and a fix-it that mends it", arguments: cases)
    func hint(_ testCase: Case) throws {
        let problem = try #require(YAMLParser.parse(testCase.source).problems.first)
        #expect(problem.id == "yaml.syntax")
        let fixIt = try #require(problem.fixIts.first)
        #expect(fixIt.replacement == testCase.replacement)
        #expect(fixIt.mark.description == testCase.start)
        let expected = switch testCase.note {
        case "brace": "in a '{ … }' or '[ … ]' a brace ends a plain value and starts a collection; quote the value: "
        case "flow colon": "in a '{ … }' or '[ … ]' a ': ' inside a plain value starts a mapping; quote the value: "
        case "colon": "a ': ' inside a plain value starts a mapping; quote the value: "
        case "list": "brackets make a YAML list; quote a list type: "
        case "alias": "a value starting with '*' is read as an alias; quote it: "
        case "double": "a double quote inside a double-quoted value ends it; write it as \\\" or quote the value with single quotes: "
        default: "a single quote inside a single-quoted value ends it; write it twice ('') or quote the value with double quotes: "
        }
        #expect(problem.notes.last?.message == expected + testCase.replacement)
        #expect(problem.notes.last?.mark == fixIt.mark)
        let mended = Self.applying(fixIt, to: testCase.source)
        #expect(YAMLParser.parse(mended).problems.isEmpty, "\(mended)")
    }

    @Test("One fix-it quotes every plain value with a brace of the list, and the list then parses", arguments: [
        ("deepLink: [/birds/{species}, /bird/{species}]\n", "\"/birds/{species}\", \"/bird/{species}\""),
        ("a: [/x/{a}, plain, \"/q/{b}\", /y/{c}]  # c\n", "\"/x/{a}\", plain, \"/q/{b}\", \"/y/{c}\""),
        // In a mapping the values after the keys: a nested mapping is no plain value, a glued brace is.
        ("FAQ: { deepLink: /faq/{topic}, params: { topic: String? }, alias: /f/{topic} }\n",
         "\"/faq/{topic}\", params: { topic: String? }, alias: \"/f/{topic}\""),
    ])
    func everyBracedValue(source: String, replacement: String) throws {
        let problem = try #require(YAMLParser.parse(source).problems.first)
        let fixIt = try #require(problem.fixIts.first)
        #expect(fixIt.replacement == replacement)
        #expect(problem.notes.last?.message.hasSuffix(" (and the other values like it)") == true)
        let mended = Self.applying(fixIt, to: source)
        #expect(YAMLParser.parse(mended).problems.isEmpty, "\(mended)")
    }

    @Test("A quote left open on its line: a note there and a fix-it closing it, after which the file parses", arguments: [
        ("a:\n  title: \"Items\n  links:\n    - push: Detail\nb:\n  title: \"Detail\"\n", "2:10", "\"", 6),
        ("a:\n  title: 'Items\n  links:\n    - push: Detail\nb:\n  title: 'Detail'\n", "2:10", "'", 6),
        ("a:\n  - \"one\n  - two\nb:\n  c: \"x\"\n", "2:5", "\"", 5),
    ])
    func unclosedQuote(source: String, note: String, quote: String, closingLine: Int) throws {
        let problem = try #require(YAMLParser.parse(source).problems.first)
        let hint = try #require(problem.notes.last)
        #expect(hint.mark.description == note)
        #expect(hint.message.hasSuffix("quote is not closed on its line, so the value runs on to the next \(quote) on line "
                                       + "\(closingLine); close it at the end of this line"), "\(hint.message)")
        let fixIt = try #require(problem.fixIts.first)
        #expect(fixIt.replacement == quote && fixIt.length == 0)
        let mended = Self.applying(fixIt, to: source)
        #expect(YAMLParser.parse(mended).problems.isEmpty, "\(mended)")
    }

    @Test("Other syntax errors get no hint", arguments: [
        "a: { b: {c: 1} d }\n", "a: { b: x {c} }\n", "a: {b: c\n", "a: [ x {y} ]\n",
        "k: \"a\" b\n", "k: &.x\n", "k: [&.x]\n", "k: [a]? b\n", "k: [a, b]x?\n", "k: 'a' b 'c' d\n", "k: &x a: b\n", "- a\nb: c\n", "k: \"unterminated\n",
    ])
    func noHint(source: String) {
        let problems = YAMLParser.parse(source).problems
        #expect(!problems.isEmpty, "\(source)")
        #expect(problems.allSatisfy { $0.fixIts.isEmpty }, "\(source)")
    }

    /// `text` with one fix-it applied (its line and column in Unicode scalars).
    static func applying(_ fixIt: YAMLProblem.FixIt, to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let column = fixIt.mark.column - 1
        lines[fixIt.mark.line - 1].replaceSubrange(column..<(column + fixIt.length), with: Array(fixIt.replacement.unicodeScalars))
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }
}
