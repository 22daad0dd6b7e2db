import Foundation
import Mustache
import Testing

/// Reading a context from JSON (`render --context FILE.json`), through Foundation's `JSONDecoder`.
@Suite struct MustacheValueJSONTests {
    private func parse(_ text: String) throws(MustacheError) -> MustacheValue {
        try MustacheValue(json: Data(text.utf8), name: "context.json")
    }

    @Test func numbersKeepIntegerAndFloatingPointApart() throws {
        let value = try parse(#"{"int": 85, "double": 1.21, "negative": -7}"#)
        #expect(value["int"] == .int(85))
        #expect(value["double"] == .double(1.21))
        #expect(value["negative"] == .int(-7))
        #expect(try MustacheTemplate(source: "{{int}} {{double}}").render(value) == "85 1.21")
    }

    @Test func booleansAreNotNumbers() throws {
        #expect(try parse("[true, false, null, 1, 0]") == [.bool(true), .bool(false), .null, .int(1), .int(0)])
    }

    @Test func stringsAndObjectsRoundTrip() throws {
        let value = try parse(#"{"text": "a\"b\n\u00e9😀", "list": [{"a": [1, 2.5]}], "empty": {}}"#)
        #expect(value == ["text": "a\"b\né😀", "list": [["a": [1, 2.5]]], "empty": [:]])
        let encoded = try JSONEncoder().encode(value)
        #expect(try MustacheValue(json: encoded) == value)
    }

    @Test(arguments: ["", "[1 2]", "{a: 1}", "\"abc", "[1] x", "nul"])
    func invalidJSONIsAnError(_ text: String) {
        do {
            let value = try parse(text)
            Issue.record("expected an error, read \(value)")
        } catch {
            #expect(error.kind == .invalidJSON)
            #expect(error.templateName == "context.json")
            #expect(!error.message.isEmpty)
        }
    }

    @Test("A syntax error is located at its line, whichever platform's Foundation reads it",
          arguments: [("{\n  \"a\": tru\n}", 2), ("[1 2]", 1), ("{\n\"a\": [1,\n 2 x]}", 3),
                      ("[\n\"abc", 2), (String(repeating: "[", count: 600), 1)])
    func syntaxErrorsSayWhere(_ text: String, line: Int) {
        do {
            _ = try parse(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidJSON)
            #expect(error.description.hasPrefix("context.json:\(line):"), "\(error)")
            #expect(error.line == line, "\(error)")
            #expect(error.column > 0, "\(error)")
            #expect(!error.message.contains("around character"), "\(error)")
        }
    }
}
