import Foundation
import Mustache
import Testing

/// Parse and render errors: the right id, at the right line and column (1-based, in Unicode
/// scalars), in the right template.
@Suite struct MustacheErrorTests {
    /// The error `body` throws, or nil (recorded as an issue) when it throws none.
    private func error(_ body: () throws(MustacheError) -> Void) -> MustacheError? {
        do {
            try body()
            Issue.record("expected an error")
            return nil
        } catch {
            return error
        }
    }

    private func parseError(_ source: String) -> MustacheError? {
        error { () throws(MustacheError) in _ = try MustacheTemplate(source: source, name: "main") }
    }

    private func expect(
        _ error: MustacheError?, _ kind: MustacheError.Kind, in name: String = "main", _ line: Int, _ column: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let error else { return }
        #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
        #expect(error.templateName == name, "\(error)", sourceLocation: sourceLocation)
        #expect(error.line == line, "\(error)", sourceLocation: sourceLocation)
        #expect(error.column == column, "\(error)", sourceLocation: sourceLocation)
        #expect(error.message.first?.isUppercase == false, "\(error)", sourceLocation: sourceLocation)
        #expect(!error.message.hasSuffix("."), "\(error)", sourceLocation: sourceLocation)
    }

    // MARK: Parse errors

    @Test func unclosedTag() {
        expect(parseError("ab\n  {{name"), .unclosedTag, 2, 3)
        let triple = parseError("é {{{x}}")
        expect(triple, .unclosedTag, 1, 3)
        #expect(triple?.message == "tag '{{{' is never closed with '}}}'")
        expect(parseError("{{=<% %>"), .unclosedTag, 1, 1)
        expect(parseError("{{! never closed"), .unclosedTag, 1, 1)
    }

    /// A tag ends on its line and before the next tag: one that runs on is unclosed, at its
    /// opening, not an invalid name or an unexpected close somewhere further on.
    @Test func aTagRunningPastItsLineOrIntoTheNextTagIsUnclosed() {
        expect(parseError("// {{appName\nimport Foundation\nlet x = \"{{{header}}}\""), .unclosedTag, 1, 4)
        expect(parseError("// {{{appName}}\nlet x = {{{header}}}"), .unclosedTag, 1, 4)
        expect(parseError("{{{appName}} {{{header}}}"), .unclosedTag, 1, 1)
        expect(parseError("ab {{a {{b}}"), .unclosedTag, 1, 4)
        expect(parseError("{{#a\n}}{{/a}}"), .unclosedTag, 1, 1)
        // A comment may span lines (the spec has multi-line comments), but not run into a tag.
        expect(parseError("x\n{{! TODO\nimport\n{{#imports}}\n{{.}}\n{{/imports}}\n"), .unclosedTag, 2, 1)
        #expect(throws: Never.self) { _ = try MustacheTemplate(source: "{{! one\ntwo }}{{! a {{b}} c }}") }
        // Messages stay short, however much text the tag swallowed.
        let triple = parseError("{{{appName}} " + String(repeating: "x ", count: 300) + "{{{h}}}")
        #expect(triple?.message == "tag '{{{' is never closed with '}}}'")
        let name = parseError("{{" + String(repeating: "a ", count: 300) + "}}")
        expect(name, .invalidName, 1, 4)
        #expect(name?.message == "name '" + String(repeating: "a ", count: 20) + "…' contains whitespace; names cannot have spaces inside")
    }

    @Test func unclosedTagReportsTheCurrentDelimiters() {
        let error = parseError("{{=<% %>=}}\n <%name")
        expect(error, .unclosedTag, 2, 2)
        #expect(error?.message == "tag '<%' is never closed with '%>'")
    }

    @Test func unclosedSection() {
        let error = parseError("a\n{{#s}}\nx")
        expect(error, .unclosedSection, 2, 1)
        #expect(error?.message == "section 's' is never closed")
        expect(parseError("{{<parent}}{{$block}}"), .unclosedSection, 1, 12)
        expect(parseError("{{=<% %>=}}\n<%^a%>"), .unclosedSection, 2, 1)
    }

    @Test func mismatchedSection() {
        let error = parseError("{{#a}}\n  é{{/b}}")
        expect(error, .mismatchedSection, 2, 4)
        #expect(error?.message == "closing tag for 'b' does not match the open section 'a' from line 1, column 1")
        expect(parseError("{{>*a}}{{<*p}}{{/p}}"), .mismatchedSection, 1, 15)
    }

    @Test func unexpectedClose() {
        expect(parseError("x{{/a}}"), .unexpectedClose, 1, 2)
        expect(parseError("{{#a}}{{/a}}\n\n{{/a}}"), .unexpectedClose, 3, 1)
    }

    @Test func badDelimiters() {
        expect(parseError("x\n{{=<% =}}"), .badDelimiters, 2, 1)
        expect(parseError("{{=a b c=}}"), .badDelimiters, 1, 1)
        expect(parseError("{{=a= b=}}"), .badDelimiters, 1, 1)
        expect(parseError("{{==}}"), .badDelimiters, 1, 1)
    }

    @Test func emptyTag() {
        for source in ["{{}}", "{{ }}", "{{# }}", "{{^}}", "{{/}}", "{{>}}", "{{> * }}", "{{{ }}}", "{{&}}", "{{$}}", "{{<}}"] {
            expect(parseError(source), .emptyTag, 1, 1)
        }
    }

    @Test func invalidName() {
        expect(parseError("{{a b}}"), .invalidName, 1, 4)
        expect(parseError("{{a..b}}"), .invalidName, 1, 3)
        expect(parseError("{{#.a}}{{/.a}}"), .invalidName, 1, 4)
        expect(parseError("{{a.}}"), .invalidName, 1, 3)
        expect(parseError("{{>my partial}}"), .invalidName, 1, 6)
    }

    @Test func nestingTooDeep() {
        let depth = MustacheTemplate.maximumNesting
        #expect(throws: Never.self) {
            _ = try MustacheTemplate(
                source: String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth))
        }
        let source = String(repeating: "{{#a}}", count: depth + 1)
        expect(parseError(source), .nestingTooDeep, 1, depth * 6 + 1)
    }

    @Test func descriptionIsFileLineColumnMessageID() {
        let error = parseError("ab\n  {{name")
        #expect(error?.description == "main:2:3: error: tag '{{' is never closed with '}}' [template.unclosed_tag]")
        #expect(error?.id == "template.unclosed_tag")
        let unnamed = MustacheError(.recursionLimit, "too deep")
        #expect(unnamed.description == "<template>: error: too deep [render.recursion_limit]")
    }

    // MARK: Render errors

    @Test func listsAndObjectsCannotBeInterpolated() {
        let list = error { () throws(MustacheError) in
            _ = try MustacheTemplate(source: "a\n {{list}}", name: "main").render(["list": [1, 2]])
        }
        expect(list, .notInterpolatable, 2, 2)
        let object = error { () throws(MustacheError) in
            _ = try MustacheTemplate(source: "{{#item}}{{.}}{{/item}}", name: "main").render(["item": ["a": 1]])
        }
        expect(object, .notInterpolatable, 1, 10)
    }

    @Test func renderErrorsInsidePartialsNameThePartial() {
        let library = MustacheLibrary(embedded: ["row": "x\n  {{items}}"])
        let error = error { () throws(MustacheError) in
            _ = try MustacheTemplate(source: "{{>row}}", name: "main").render(["items": []], library: library)
        }
        expect(error, .notInterpolatable, in: "row", 2, 3)
    }

    @Test func parseErrorsInPartialsNameThePartial() {
        let library = MustacheLibrary(embedded: ["bad": "ok\n{{#a}}"])
        let error = error { () throws(MustacheError) in
            _ = try MustacheTemplate(source: "{{>bad}}", name: "main").render([:], library: library)
        }
        expect(error, .unclosedSection, in: "bad", 2, 1)
    }

    @Test func selfIncludingPartialsStopAtTheDepthLimit() {
        let library = MustacheLibrary(embedded: ["self": "a\n {{>self}}"])
        let error = error { () throws(MustacheError) in
            _ = try MustacheTemplate(source: "{{>self}}", name: "main").render([:], library: library)
        }
        expect(error, .recursionLimit, in: "self", 2, 2)
    }

    @Test func partialsThatExpandExponentiallyStopAtTheExpansionLimit() {
        // Forty partials, each including the next twice: 2^40 expansions if nothing stops them.
        var partials: [String: String] = ["p40": "x"]
        for level in 0..<40 { partials["p\(level)"] = "{{>p\(level + 1)}}{{>p\(level + 1)}}" }
        let library = MustacheLibrary(embedded: partials)
        let error = error { () throws(MustacheError) in
            _ = try MustacheTemplate(source: "{{>p0}}", name: "main").render([:], library: library)
        }
        #expect(error?.kind == .renderLimit)
        #expect(error?.id == "template.limit")
    }

    @Test func partialDepthUpToTheLimitIsAllowed() throws {
        // A chain of data-driven recursion exactly as deep as the limit renders.
        var tree: MustacheValue = ["children": []]
        for _ in 1..<MustacheTemplate.maximumRenderDepth {
            tree = ["children": [tree]]
        }
        let library = MustacheLibrary(embedded: ["node": "<{{#children}}{{>node}}{{/children}}>"])
        let output = try MustacheTemplate(source: "{{>node}}").render(tree, library: library)
        #expect(output.count == 2 * MustacheTemplate.maximumRenderDepth)
        tree = ["children": [tree]]
        #expect(throws: MustacheError.self) {
            try MustacheTemplate(source: "{{>node}}").render(tree, library: library)
        }
    }

    @Test func selfOverridingBlocksStopAtTheDepthLimit() {
        let library = MustacheLibrary(embedded: ["p": "{{$a}}{{/a}}"])
        let error = error { () throws(MustacheError) in
            _ = try MustacheTemplate(source: "{{<p}}{{$a}}{{$a}}x{{/a}}{{/a}}{{/p}}", name: "main")
                .render([:], library: library)
        }
        expect(error, .recursionLimit, 1, 13)
    }

    // MARK: Robustness

    @Test func arbitraryInputNeverCrashesOrHangs() {
        // Templates made of Mustache's own punctuation, from a fixed seed; every outcome must be
        // output or a located error.
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("{{}}}#^/!=<>$&*. \n\r\tab%é")
        let context: MustacheValue = ["a": ["b": [1, "x", nil]], "b": "a", "ab": true]
        for _ in 0..<3000 {
            let length = Int(generator.next() % 40)
            let source = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let partial = String(source.reversed())
            let library = MustacheLibrary(embedded: ["a": partial, "b": source, "ab": "{{>a}}"])
            do {
                _ = try MustacheTemplate(source: source, name: "fuzz").render(context, library: library)
            } catch {
                #expect(error.line >= 1 && error.column >= 1, "\(error) for \(source.debugDescription)")
                #expect(error.id.hasPrefix("template.") || error.id.hasPrefix("render."), "\(error)")
            }
        }
    }

    // MARK: Documentation

    @Test func everyErrorIDIsDocumented() throws {
        let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("Documentation/Templates.md"), encoding: .utf8)
        let source = try String(
            contentsOf: root.appendingPathComponent("Sources/Mustache/MustacheError.swift"), encoding: .utf8)
        for kind in MustacheError.Kind.allCases {
            #expect(guide.contains("`\(kind.rawValue)`"), "Documentation/Templates.md does not list \(kind.rawValue)")
            let documented = try NSRegularExpression(pattern: "///[^\\n]+\\n\\s+case \\w+ = \"\(kind.rawValue)\"")
            #expect(documented.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)) != nil,
                    "MustacheError.Kind's case for \(kind.rawValue) has no doc comment")
        }
    }
}

/// A small deterministic generator, so the robustness test is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
