import Foundation
import Mustache
import Testing

/// `rendering(_:)` says which tags found their name or partial nowhere: once per tag, at its
/// line and column, with the fields in scope there; what it writes is what the spec says.
@Suite struct MustacheMissTests {
    typealias Page = MustacheObjectTests.Page

    @Test func namesFoundNowhereAreMissesOncePerTag() throws {
        let template = try MustacheTemplate(source: """
            {{title}} {{titel}}
            {{#rows}}{{nme}}{{^@last}},{{/@last}}{{/rows}}{{#featured}}{{count}}{{/featured}}
            {{^isDrft}}shown{{/isDrft}}{{#nowhere}}hidden{{/nowhere}}{{featured.nme}}{{@first}}
            """, name: "page.mustache")
        let (utf8, misses) = try template.rendering(MustacheObjectTests.page)
        #expect(String(decoding: utf8, as: UTF8.self) == "Cities \n,7\nshown")
        #expect(misses.map(\.name) == ["titel", "nme", "isDrft", "nowhere", "featured.nme", "@first"])
        #expect(misses.allSatisfy { $0.kind == .name && $0.templateName == "page.mustache" })
        #expect(misses.map { "\($0.line):\($0.column)" } == ["1:11", "2:10", "3:1", "3:28", "3:58", "3:74"])
        // Inside a list: the element's fields first, then the page's.
        let inList = try #require(misses.first { $0.name == "nme" })
        #expect(inList.namesInScope == ["count", "name", "note"] + Page.mustacheFieldNames)
        // `featured.nme`: the fields of `featured`; `@first` outside a list: the page's.
        #expect(misses.first { $0.name == "featured.nme" }?.namesInScope == ["count", "name", "note"])
        #expect(misses.last?.namesInScope == Page.mustacheFieldNames)
    }

    @Test func partialsFoundNowhereAreMisses() throws {
        let library = MustacheLibrary(embedded: ["row": "{{name}}{{>gone}};"])
        let template = try MustacheTemplate(source: "{{#rows}}{{>row}}{{/rows}}{{>../x}}{{>*title}}{{>*tags}}")
        let (utf8, misses) = try template.rendering(MustacheObjectTests.page, library: library)
        #expect(String(decoding: utf8, as: UTF8.self) == "Paris;Oslo;")
        #expect(misses.map(\.name) == ["gone", "../x", "Cities", "*tags"])
        #expect(misses.allSatisfy { $0.kind == .partial && $0.namesInScope.isEmpty })
        #expect(misses.first?.templateName == "row")
    }

    @Test func aTemplateThatFindsEverythingMissesNothing() throws {
        for source in MustacheObjectTests.templates.prefix(4) {
            let template = try MustacheTemplate(source: source.replacingOccurrences(of: " {{^missing}}none{{/missing}}", with: ""))
            let (utf8, misses) = try template.rendering(MustacheObjectTests.page)
            #expect(misses.isEmpty, "\(source): \(misses)")
            #expect(utf8 == (try template.renderUTF8(MustacheObjectTests.page)))
        }
    }
}
