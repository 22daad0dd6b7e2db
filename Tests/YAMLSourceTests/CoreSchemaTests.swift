import Testing
import YAMLSource

/// The conformance test's helpers read what they claim to: the YAML 1.2 core schema and JSON.
@Suite struct CoreSchemaTests {
    @Test(
        "Plain scalars resolve under the core schema",
        arguments: [
            ("", .null), ("~", .null), ("null", .null), ("NULL", .null), ("Null", .null),
            ("true", .bool(true)), ("False", .bool(false)), ("TRUE", .bool(true)),
            ("yes", .string("yes")), ("nULL", .string("nULL")),
            ("12", .number(12)), ("-3", .number(-3)), ("+7", .number(7)), ("0o14", .number(12)), ("0x1F", .number(31)),
            ("1.5", .number(1.5)), ("-.5", .number(-0.5)), ("1.", .number(1)), ("1e3", .number(1000)),
            ("6.8523015e+5", .number(685230.15)), (".inf", .number(.infinity)), ("-.Inf", .number(-.infinity)),
            (".NaN", .number(.nan)), ("0o8", .string("0o8")), ("1e", .string("1e")), (".", .string(".")),
            ("1_000", .string("1_000")), ("0b1", .string("0b1")), ("12:30", .string("12:30")),
        ] as [(String, JSONValue)])
    func plain(_ text: String, expected: JSONValue) {
        #expect(CoreSchema.resolve(Scalar(text), tag: nil) == expected)
    }

    @Test("Quoted scalars are strings; tags are honoured")
    func quotedAndTagged() {
        #expect(CoreSchema.resolve(Scalar("12", style: .doubleQuoted), tag: nil) == .string("12"))
        #expect(CoreSchema.resolve(Scalar("true", style: .literal), tag: nil) == .string("true"))
        #expect(CoreSchema.resolve(Scalar("12"), tag: "tag:yaml.org,2002:str") == .string("12"))
        #expect(CoreSchema.resolve(Scalar("12", style: .singleQuoted), tag: "tag:yaml.org,2002:int") == .number(12))
        #expect(CoreSchema.resolve(Scalar("12"), tag: "!") == .string("12"))
        #expect(CoreSchema.resolve(Scalar("x"), tag: "!local") == .string("x"))
    }

    @Test("Trees become arrays and objects; a collection key cannot")
    func trees() throws {
        let root = try document("a: [1, b, {c: ~}]\n")
        let expected = JSONValue.object([("a", .array([.number(1), .string("b"), .object([("c", .null)])]))])
        #expect(try CoreSchema.json(root) == expected)
        #expect(throws: CoreSchema.Unrepresentable.self) { try CoreSchema.json(try document("[k]: v\n")) }
    }

    @Test("Concatenated JSON values, escapes and surrogate pairs")
    func json() throws {
        let values = try JSONValue.parseAll(#"{"a": [1, -2.5e1, true, null]} "x\n\u00e9\ud83d\ude00\/" []"#)
        #expect(values == [
            .object([("a", .array([.number(1), .number(-25), .bool(true), .null]))]),
            .string("x\né😀/"),
            .array([]),
        ])
        #expect(try JSONValue.parseAll(" \n") == [])
        #expect(throws: JSONValue.SyntaxError.self) { try JSONValue.parseAll("[1,") }
    }

    @Test("Objects are equal whatever their order, but not with other members")
    func objectEquality() {
        let ab = JSONValue.object([("a", .number(1)), ("b", .number(2))])
        #expect(ab == .object([("b", .number(2)), ("a", .number(1))]))
        #expect(ab != .object([("a", .number(1)), ("b", .number(3))]))
        #expect(ab != .object([("a", .number(1))]))
    }
}
