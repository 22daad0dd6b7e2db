import Foundation
import Mustache
import Testing

/// Typed objects (`MustacheObject`) render exactly as their plain values do: names resolve up the
/// stack through objects, list elements and plain values, lists iterate in place with `@first`,
/// `@last` and `@index`, and objects and lists have no text.
@Suite struct MustacheObjectTests {
    struct Row: MustacheObject {
        let name: String
        let note: String?
        let count: Int

        static var mustacheFieldNames: [String] { mustacheFields.names }

        static func mustacheField(_ key: MustacheKey, of object: UnsafePointer<Self>) -> MustacheField? {
            mustacheFields.read(key, of: object)
        }

        static let mustacheFields: MustacheFieldTable<Self> = [
            "name": { MustacheField($0.pointee.name) },
            "note": { MustacheField($0.pointee.note) },
            "count": { MustacheField($0.pointee.count) },
        ]
    }

    struct Page: MustacheObject {
        let title: String
        let rows: [Row]
        let featured: Row?
        let tags: [String]
        let isDraft: Bool
        let extra: MustacheValue

        static var mustacheFieldNames: [String] { mustacheFields.names }

        static func mustacheField(_ key: MustacheKey, of object: UnsafePointer<Self>) -> MustacheField? {
            mustacheFields.read(key, of: object)
        }

        static let mustacheFields: MustacheFieldTable<Self> = [
            "title": { MustacheField($0.pointee.title) },
            "rows": { MustacheField($0.pointee.rows) },
            "featured": { MustacheField($0.pointee.featured) },
            "tags": { MustacheField($0.pointee.tags) },
            "isDraft": { MustacheField($0.pointee.isDraft) },
            "extra": { .value($0.pointee.extra) },
        ]
    }

    static let page = Page(
        title: "Cities",
        rows: [Row(name: "Paris", note: nil, count: 3), Row(name: "Oslo", note: "cold & dark", count: 1)],
        featured: Row(name: "Rome", note: "old", count: 7), tags: ["a", "b"], isDraft: false,
        extra: ["nested": ["deep": "yes"]])

    static let templates = [
        "{{title}}: {{#rows}}{{@index}}={{name}}({{count}}){{#note}} {{.}}{{/note}}{{^@last}}, {{/@last}}{{/rows}}",
        "{{#rows}}{{title}}/{{name}}{{#@first}}!{{/@first}};{{/rows}}",
        "{{featured.name}} {{#featured}}{{name}} {{note}} {{title}}{{/featured}} {{^missing}}none{{/missing}}",
        "{{#tags}}<{{.}}>{{/tags}}{{^isDraft}} final{{/isDraft}} {{extra.nested.deep}} {{#extra}}{{nested.deep}}{{/extra}}",
        "{{#rows}}{{#featured}}{{name}}{{count}}{{/featured}}{{/rows}} {{rows.name}}|{{featured.note.missing}}|",
        "{{^rows}}empty{{/rows}}{{#rows.0}}x{{/rows.0}}[{{#featured.name}}{{.}}{{/featured.name}}]",
    ]

    @Test("renders as its plain value", arguments: templates)
    func rendersAsItsPlainValue(source: String) throws {
        let template = try MustacheTemplate(source: source)
        let typed = try template.render(Self.page)
        let plain = try template.render(MustacheValue(Self.page))
        #expect(typed == plain)
        #expect(!typed.isEmpty)
        #expect(try template.renderUTF8(Self.page) == Array(typed.utf8))
    }

    @Test("an expected size allocates the output's buffer at once, the output unchanged")
    func expectedBytes() throws {
        let template = try MustacheTemplate(source: Self.templates[0])
        let reserved = try template.renderUTF8(Self.page, expectedBytes: 4096)
        #expect(reserved == (try template.renderUTF8(Self.page)))
        #expect(reserved.capacity >= 4096)
        // Never more than the output may take.
        let limits = RenderLimits(maximumOutputBytes: 100)
        #expect(try template.renderUTF8(Self.page, limits: limits, expectedBytes: 1 << 30).capacity < 1 << 20)
    }

    @Test("the plain value has every field, an absent optional as null")
    func plainValue() {
        let expected: MustacheValue = [
            "title": "Cities",
            "rows": [["name": "Paris", "note": nil, "count": 3], ["name": "Oslo", "note": "cold & dark", "count": 1]],
            "featured": ["name": "Rome", "note": "old", "count": 7],
            "tags": ["a", "b"], "isDraft": false, "extra": ["nested": ["deep": "yes"]],
        ]
        #expect(MustacheValue(Self.page) == expected)
        let empty = Page(title: "", rows: [], featured: nil, tags: [], isDraft: true, extra: nil)
        #expect(MustacheValue(empty)["featured"] == .null)
        #expect(MustacheValue(empty)["rows"] == [])
    }

    @Test func rendersTheExpectedText() throws {
        let template = try MustacheTemplate(source: Self.templates[0])
        #expect(try template.render(Self.page) == "Cities: 0=Paris(3), 1=Oslo(1) cold &amp; dark")
    }

    @Test("an empty list of objects is falsy")
    func emptyListIsFalsy() throws {
        let empty = Page(title: "", rows: [], featured: nil, tags: [], isDraft: true, extra: nil)
        #expect(try MustacheTemplate(source: "{{^rows}}no rows{{/rows}}{{#featured}}x{{/featured}}").render(empty) == "no rows")
    }

    @Test("an object or a list of objects has no text", arguments: ["{{rows}}", "{{featured}}", "{{#rows}}{{.}}{{/rows}}"])
    func objectsHaveNoText(source: String) throws {
        let template = try MustacheTemplate(source: source)
        #expect(throws: MustacheError.self) { try template.render(Self.page) }
    }

    @Test func fieldNamesAreSorted() {
        #expect(Page.mustacheFieldNames == ["extra", "featured", "isDraft", "rows", "tags", "title"])
    }
}
