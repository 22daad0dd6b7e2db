import Foundation
import Mustache
import Testing

/// The strict JSON reader behind `render --context FILE.json`.
@Suite struct MustacheValueJSONTests {
    private func parse(_ text: String) throws -> MustacheValue {
        try MustacheValue(json: Data(text.utf8), name: "context.json")
    }

    private func failure(_ text: String) -> MustacheError? {
        do {
            let value = try MustacheValue(json: Data(text.utf8), name: "context.json")
            Issue.record("expected an error, read \(value)")
            return nil
        } catch {
            return error
        }
    }

    @Test func numbersKeepIntegerAndFloatingPointApart() throws {
        let value = try parse(#"{"int": 85, "double": 1.21, "exponent": 1e2, "negativeZero": -0, "big": 12345678901234567890}"#)
        #expect(value["int"] == .int(85))
        #expect(value["double"] == .double(1.21))
        #expect(value["exponent"] == .double(100))
        #expect(value["negativeZero"] == .int(0))
        #expect(value["big"] == .double(Double("12345678901234567890")!))
        let output = try MustacheTemplate(source: "{{int}} {{double}}").render(value)
        #expect(output == "85 1.21")
    }

    @Test func booleansAreNotNumbers() throws {
        let value = try parse("[true, false, null, 1, 0]")
        #expect(value == [.bool(true), .bool(false), .null, .int(1), .int(0)])
    }

    @Test func stringsDecodeEveryEscape() throws {
        let value = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u4e2d", "\ud83d\ude00", "é😀"]"#)
        #expect(value == ["a\"b\\c/d\u{8}\u{c}\n\r\t", "é中", "😀", "é😀"])
    }

    @Test func objectsKeepKeyOrder() throws {
        guard case .object(let object) = try parse(#"{"zeta": 1, "alpha": 2, "mid": {"b": 1, "a": 2}}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["zeta", "alpha", "mid"])
    }

    @Test func whitespaceAndByteOrderMarkAreAccepted() throws {
        #expect(try parse("\u{FEFF} \t\r\n {\"a\" : [ ] } \n") == ["a": []])
    }

    @Test func syntaxErrorsPointAtTheProblem() {
        let error = failure("{\n  \"a\": tru\n}")
        #expect(error?.kind == .invalidJSON)
        #expect(error?.templateName == "context.json")
        #expect(error?.line == 2)
        #expect(error?.column == 8)
        #expect(error?.message == "expected a value, found 't'")
    }

    @Test(arguments: [
        ("", 1, 1, "expected a value, found the end of the input"),
        ("[1,]", 1, 4, "expected a value, found ']'"),
        ("[1 2]", 1, 4, "expected ',' or ']' in the list, found '2'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key, found '1'"),
        ("{a: 1}", 1, 2, "expected a string key, found 'a'"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key 'a'"),
        ("[01]", 1, 2, "invalid number: leading zeros are not allowed"),
        ("[1.]", 1, 4, "invalid number: expected a digit after '.'"),
        ("[-]", 1, 3, "invalid number: expected a digit"),
        ("[1e]", 1, 4, "invalid number: expected a digit in the exponent"),
        ("[1e999]", 1, 2, "number 1e999 is out of range"),
        ("\"abc", 1, 1, "unterminated string"),
        ("\"a\tb\"", 1, 3, "control character U+0009 must be escaped in a string"),
        ("\"\\x\"", 1, 2, "invalid escape '\\x' in a string"),
        ("\"\\u12\"", 1, 2, "a \\u escape needs four hexadecimal digits"),
        ("\"\\ud800\"", 1, 2, "unpaired surrogate in a \\u escape"),
        ("\"\\udc00\"", 1, 2, "unpaired surrogate in a \\u escape"),
        ("é [1] x", 1, 1, "expected a value, found byte 0xC3"),
        ("[1] x", 1, 5, "unexpected 'x' after the value"),
        ("nul", 1, 1, "expected a value, found 'n'"),
    ])
    func invalidJSON(_ text: String, line: Int, column: Int, message: String) {
        let error = failure(text)
        #expect(error?.kind == .invalidJSON)
        #expect(error?.line == line)
        #expect(error?.column == column)
        #expect(error?.message == message)
    }

    @Test func invalidUTF8InStringsIsAnError() {
        var bytes = Array("[\"é".utf8)
        bytes += [0xFF, UInt8(ascii: "\""), UInt8(ascii: "]")]
        do {
            _ = try MustacheValue(json: Data(bytes))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidJSON)
            #expect(error.message == "invalid UTF-8 in a string")
            #expect(error.column == 2)
        }
    }

    @Test func nestingIsBounded() throws {
        let limit = MustacheValue.maximumJSONDepth
        _ = try parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        let error = failure(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
        #expect(error?.kind == .jsonTooDeep)
        #expect(error?.column == limit + 1)
        // Deeper input stops at the limit, without exhausting the stack.
        #expect(failure(String(repeating: "[", count: 100_000))?.kind == .jsonTooDeep)
    }

    @Test func textAndDataReadTheSame() throws {
        let text = #"{"name": "Cities", "tabs": [{"id": "home", "badge": true}]}"#
        #expect(try MustacheValue(json: text) == MustacheValue(json: Data(text.utf8)))
    }
}
