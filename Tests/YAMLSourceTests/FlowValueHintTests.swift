import Testing
import YAMLSource

/// `{ deepLink: /orders/{id} }`: in a flow collection a brace ends a plain value, and libyaml
/// reports a missing `,` or `}` at it. When the brace continues the text before it, the problem
/// says so and a fix-it quotes the value.
@Suite struct FlowValueHintTests {
    @Test("A brace glued to a plain value gets a note and a fix-it that quotes the value", arguments: [
        ("a: { b: 1, link: /orders/{id}/items/{n}, c: 2 }\n", "/orders/{id}/items/{n}", "1:18"),
        ("a: [ x, /é/{id} ]\n", "/é/{id}", "1:9"),
        ("top:\n  a: { link: /o/{id} }  # a comment\n", "/o/{id}", "2:14"),
        ("a: { t: a\"b/{x} }\n", "a\"b/{x}", "1:9"),
    ])
    func gluedBrace(source: String, value: String, start: String) throws {
        let problem = try #require(YAMLParser.parse(source).problems.first)
        #expect(problem.id == "yaml.syntax")
        let quoted = "\"" + value.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        #expect(problem.notes.last?.message
            == "in a '{ … }' or '[ … ]' a brace ends a plain value and starts a collection; quote the value: \(quoted)")
        let fixIt = try #require(problem.fixIts.first)
        #expect(fixIt.mark.description == start)
        #expect(fixIt.length == value.unicodeScalars.count)
        #expect(fixIt.replacement == quoted)
        // The fix-it mends the file.
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let column = fixIt.mark.column - 1
        lines[fixIt.mark.line - 1].replaceSubrange(column..<(column + fixIt.length), with: Array(quoted.unicodeScalars))
        let mended = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        #expect(YAMLParser.parse(mended).problems.isEmpty, "\(mended)")
    }

    @Test("A brace after a space, or outside a flow collection, gets no hint")
    func otherBraces() {
        for source in ["a: { b: {c: 1} d }\n", "a: { b: x {c} }\n", "a: {b: c\n", "a: [ x {y} ]\n"] {
            let problems = YAMLParser.parse(source).problems
            #expect(!problems.isEmpty, "\(source)")
            #expect(problems.allSatisfy { $0.fixIts.isEmpty }, "\(source)")
        }
    }
}
