import Foundation
import Mustache
import Testing

/// Rendering behaviour beyond the spec: the choices this engine makes where the spec is silent.
@Suite struct MustacheTemplateTests {
    private func render(
        _ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:]
    ) throws -> String {
        try MustacheTemplate(source: source).render(context, library: MustacheLibrary(embedded: partials))
    }

    @Test func escapesExactlyTheFourSpecCharacters() throws {
        let output = try render("{{text}}|{{{text}}}|{{&text}}", ["text": "a & b < c > d \" e ' f"])
        #expect(output == "a &amp; b &lt; c &gt; d &quot; e ' f|a & b < c > d \" e ' f|a & b < c > d \" e ' f")
    }

    @Test func escapingKeepsNonASCIIText() throws {
        #expect(try render("{{text}}", ["text": "é<😀>ü"]) == "é&lt;😀&gt;ü")
    }

    @Test func numbersKeepTheirKind() throws {
        let context: MustacheValue = ["int": 85, "double": 1.21, "whole": .double(3), "negative": -7]
        #expect(try render("{{int}} {{double}} {{whole}} {{negative}}", context) == "85 1.21 3.0 -7")
    }

    @Test func booleansAndNullInterpolate() throws {
        #expect(try render("[{{yes}}|{{no}}|{{none}}|{{missing}}]", ["yes": true, "no": false, "none": nil]) == "[true|false||]")
    }

    @Test func onlyFalseNullAndEmptyListsAreFalsy() throws {
        let context: MustacheValue = [
            "false": false, "null": nil, "empty": [], "zero": 0, "blank": "", "object": [:], "list": [1],
        ]
        let source = "{{#false}}F{{/false}}{{#null}}N{{/null}}{{#empty}}E{{/empty}}"
            + "{{#zero}}0{{/zero}}{{#blank}}B{{/blank}}{{#object}}O{{/object}}{{#list}}L{{/list}}"
        #expect(try render(source, context) == "0BOL")
    }

    @Test func parseOnceRenderMany() throws {
        let template = try MustacheTemplate(source: "Hello, {{name}}!")
        #expect(try template.render(["name": "Ada"]) == "Hello, Ada!")
        #expect(try template.render(["name": "Grace"]) == "Hello, Grace!")
    }

    @Test func nilOptionalsDoNotFallThroughToOuterContexts() throws {
        // A null key is present: `name` inside the item does not find the outer `name`.
        let context: MustacheValue = ["name": "outer", "items": [["name": nil], ["name": "inner"]]]
        #expect(try render("{{#items}}[{{name}}]{{/items}}", context) == "[][inner]")
    }

    @Test func indentedPartialsLeaveBlankLinesEmpty() throws {
        let partials = ["body": "let a = 1\n\nlet b = 2\n"]
        let output = try render("func f() {\n    {{>body}}\n}\n", partials: partials)
        #expect(output == "func f() {\n    let a = 1\n\n    let b = 2\n}\n")
    }

    @Test func indentationAddsUpThroughNestedPartials() throws {
        let partials = ["outer": "outer {\n  {{>inner}}\n}\n", "inner": "inner\n"]
        let output = try render("  {{>outer}}\n", partials: partials)
        #expect(output == "  outer {\n    inner\n  }\n")
    }

    @Test func sectionsRepeatIndentedLinesPerItem() throws {
        let partials = ["cases": "{{#cases}}\ncase {{.}}\n{{/cases}}\n"]
        let output = try render("enum E {\n    {{>cases}}\n}\n", ["cases": ["a", "b"]], partials: partials)
        #expect(output == "enum E {\n    case a\n    case b\n}\n")
    }

    @Test func inheritanceLayout() throws {
        // The reference example of the inheritance proposal (mustache/spec#75), trimmed.
        let partials = [
            "base": "<html>\n  {{$header}}{{/header}}\n  <body>\n    {{$content}}{{/content}}\n  </body>\n</html>\n",
            "header": "<head>\n  <title>{{$title}}Default title{{/title}}</title>\n</head>\n",
        ]
        let source = """
            {{<base}}
              {{$header}}
                {{<header}}
                  {{$title}}My page title{{/title}}
                {{/header}}
              {{/header}}
              {{$content}}
                <h1>Hello world</h1>
              {{/content}}
            {{/base}}

            """
        let expected = """
            <html>
              <head>
                <title>My page title</title>
              </head>
              <body>
                <h1>Hello world</h1>
              </body>
            </html>

            """
        #expect(try render(source, partials: partials) == expected)
    }

    @Test func emptyStandaloneBlockLinesVanish() throws {
        let partials = ["base": "a\n  {{$extra}}{{/extra}}\nc\n"]
        #expect(try render("{{<base}}{{/base}}", partials: partials) == "a\nc\n")
        #expect(try render("{{<base}}{{$extra}}x{{/extra}}{{/base}}", partials: partials) == "a\n  x\nc\n")
        #expect(try render("{{<base}}{{$extra}}\nx\n{{/extra}}{{/base}}", partials: partials) == "a\n  x\nc\n")
    }

    @Test func dynamicPartialsResolveThroughTheContext() throws {
        let context: MustacheValue = ["items": [["kind": "text", "value": "hi"], ["kind": "image", "value": "a.png"]]]
        let partials = ["text": "T({{value}})", "image": "I({{value}})"]
        #expect(try render("{{#items}}{{>*kind}}{{/items}}", context, partials: partials) == "T(hi)I(a.png)")
    }

    @Test func dynamicNamesMustBeStrings() throws {
        #expect(try render("[{{>*number}}]", ["number": 1], partials: ["1": "one"]) == "[]")
    }

    @Test func nestingPastTheRenderLimitIsAnError() throws {
        // 97 partial levels, each nesting 41 sections: about 4,000 levels, past the renderer's
        // bound on the levels it recurses through.
        let sections = 40
        let level = String(repeating: "{{#more}}", count: sections)
            + "{{#next}}{{>level}}{{/next}}{{^next}}bottom{{/next}}"
            + String(repeating: "{{/more}}", count: sections)
        var chain: MustacheValue = ["next": false]
        for _ in 0..<(MustacheTemplate.maximumRenderDepth - 3) {
            chain = ["next": chain]
        }
        let template = try MustacheTemplate(source: "{{>level}}")
        do {
            _ = try template.render(["more": true, "next": chain], library: MustacheLibrary(embedded: ["level": level]))
            Issue.record("expected render.recursion_limit")
        } catch {
            #expect(error.kind == .recursionLimit)
            #expect(error.templateName == "level")
        }
        // Within the bound, the same shape renders.
        let shallow = String(repeating: "{{#more}}", count: 90) + "x" + String(repeating: "{{/more}}", count: 90)
        let text = try MustacheTemplate(source: "{{>a}}").render(["more": true], library: MustacheLibrary(embedded: ["a": shallow]))
        #expect(text == "x")
    }

    @Test("@first, @last and @index answer for the innermost list, and are missing outside one")
    func iterationFacts() throws {
        let context: MustacheValue = ["rows": [["cells": [1, 2]], ["cells": [3]]], "flag": true]
        let source = "{{#rows}}{{@index}}:{{#cells}}{{.}}{{^@last}},{{/@last}}{{/cells}}{{#flag}}{{#@first}}F{{/@first}}{{/flag}};{{/rows}}"
        #expect(try render(source, context) == "0:1,2F;1:3;")
        #expect(try render("[{{@first}}{{@index}}{{#@last}}x{{/@last}}]") == "[]")
    }

    @Test("partials that include the next one twice over stop quickly at the expansion limit, located at the tag")
    func exponentialPartialsStop() throws {
        var partials: [String: String] = [:]
        for level in 0..<40 {
            partials["p\(level)"] = "{{>p\(level + 1)}}{{>p\(level + 1)}}"
        }
        let start = ContinuousClock.now
        do {
            _ = try MustacheTemplate(source: "line\n  {{>p0}}").render([:], library: MustacheLibrary(embedded: partials))
            Issue.record("expected template.limit")
        } catch {
            #expect(error.id == "template.limit")
            #expect(error.line == 1)
            #expect(error.templateName.hasPrefix("p"))
            #expect(error.description.contains("[template.limit]"))
        }
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test("output past the byte limit stops with template.limit")
    func outputLimit() throws {
        let template = try MustacheTemplate(source: "{{#items}}{{.}}{{/items}}")
        let context: MustacheValue = ["items": .array(Array(repeating: "0123456789", count: 100))]
        #expect(try template.render(context).count == 1_000)
        #expect(throws: MustacheError.self) {
            try template.render(context, limits: RenderLimits(maximumOutputBytes: 500))
        }
    }

    @Test("a list whose elements nest sections, partials and lists only sometimes renders each in its own context")
    func listsWithAndWithoutNesting() throws {
        let template = try MustacheTemplate(
            source: "{{#items}}[{{name}}{{#flag}}!{{.}}{{/flag}}{{#tags}}<{{.}}>{{/tags}}{{>suffix}}]{{/items}}{{name}}")
        let library = MustacheLibrary(embedded: ["suffix": "{{#last}};{{name}}{{/last}}"])
        let items: [MustacheValue] = [
            ["name": "a"],
            ["name": "b", "flag": true],
            ["name": "c"],
            ["name": "d", "tags": ["x", "y"]],
            ["name": "e", "last": true],
            ["name": "f"],
        ]
        let text = try template.render(["items": .array(items), "name": "root"], library: library)
        #expect(text == "[a][b!true][c][d<x><y>][e;e][f]root")
    }

    @Test("sections nested past the depth the renderer runs directly still render each in its own context")
    func deeplyNestedSections() throws {
        let depth = 40
        var source = ""
        for level in 0..<depth {
            source += level.isMultiple(of: 3) ? "{{^off}}(" : "{{#level\(level)}}<{{n}}"
        }
        source += "{{n}}"
        for level in (0..<depth).reversed() {
            source += level.isMultiple(of: 3) ? "){{/off}}" : ">{{/level\(level)}}"
        }
        var context: [(String, MustacheValue)] = [("n", "0")]
        for level in 0..<depth where !level.isMultiple(of: 3) {
            context.append(("level\(level)", ["n": .string(String(level))]))
        }
        let text = try MustacheTemplate(source: source + "|{{n}}").render(.object(Dictionary(uniqueKeysWithValues: context)))
        var expected = ""
        var current = "0"
        var closing: [String] = []
        for level in 0..<depth {
            if level.isMultiple(of: 3) {
                expected += "("
                closing.append(")")
            } else {
                current = String(level)
                expected += "<" + current
                closing.append(">")
            }
        }
        expected += current + closing.reversed().joined() + "|0"
        #expect(text == expected)
    }
}

