import Foundation
import Mustache
import ScreenSpec
import Testing

/// `ContextLookups.swift` and `DocsContextLookups.swift` (written by `make templates` from the
/// declarations of the template and docs contexts) read every field of every context type, and
/// read it as the type's `Encodable` form has it: walked over the contexts of every example app,
/// field by field, against their JSON from Foundation's `JSONEncoder` (which leaves an absent
/// optional out, where a reader gives null).
@Suite struct ContextLookupsTests {
    /// Where `field` and the JSON `value` differ, as paths into the context (empty when they agree).
    static func differences(_ field: MustacheField, _ value: MustacheValue, at path: String) -> [String] {
        switch field {
        case .value(let plain):
            return plain == value ? [] : ["\(path): \(plain) is encoded as \(value)"]
        case .object(let object):
            guard case .object(let encoded) = value else { return ["\(path): an object is encoded as \(value)"] }
            let names = object.type.mustacheFieldNames
            let missing = Set(encoded.keys).subtracting(names).sorted()
            guard missing.isEmpty else {
                return ["\(path) (\(object.type)): no reader for \(missing); run `make templates`"]
            }
            return names.flatMap { name in
                guard let read = object.field(name) else { return ["\(path).\(name): listed but not read"] }
                return differences(read, encoded[name] ?? .null, at: "\(path).\(name)")
            }
        case .list(let list):
            guard case .array(let elements) = value, elements.count == list.count else {
                return ["\(path): a list of \(list.count) is encoded as \(value)"]
            }
            return elements.indices.flatMap { index in
                differences(list.element(at: index), elements[index], at: "\(path)[\(index)]")
            }
        }
    }

    /// The differences between `object`'s readers and its JSON encoding.
    static func differences(_ object: some MustacheObject & Encodable, at path: String) throws -> [String] {
        let json = try MustacheValue(json: JSONEncoder().encode(object))
        return differences(MustacheField(object), json, at: path)
    }

    @Test("every field of the typed context reads as its encoding", arguments: GenerationFixtures.exampleApps)
    func typedContextMatchesEncoding(app: String) throws {
        guard let context = GenerationFixtures.context(app) else { return }
        let found = try Self.differences(context, at: app)
        #expect(found.isEmpty, "\(found.prefix(10).joined(separator: "\n"))")
    }

    @Test("every field of the docs context reads as its encoding", arguments: GenerationFixtures.exampleApps)
    func docsContextMatchesEncoding(app: String) throws {
        guard let graph = GenerationFixtures.graph(app) else { return }
        let context = DocsContext(graph: graph, markup: .html, drawing: .svg("<svg/>"))
        let found = try Self.differences(context, at: app)
        #expect(found.isEmpty, "\(found.prefix(10).joined(separator: "\n"))")
    }

    @Test("an absent optional is null, present rather than left out")
    func absentOptionalsAreNull() throws {
        let context = try #require(GenerationFixtures.context("PopToRoot"))
        let screen = try #require(context.screens.first { $0.searchPrompt == nil })
        #expect(MustacheValue(screen)["searchPrompt"] == .null)
        #expect(dumpContext(context).contains("\"searchPrompt\" : null"))
    }

    @Test("an unknown name reads as nothing, in an object and in a list element")
    func unknownNames() throws {
        let context = try #require(GenerationFixtures.context("Cities"))
        #expect(MustacheObjectReader(context).field("noSuchField") == nil)
        #expect(MustacheObjectReader(context).field("appName") != nil)
        guard case .list(let screens)? = MustacheObjectReader(context).field("screens") else {
            Issue.record("screens is not a list of objects")
            return
        }
        #expect(screens.count == context.screens.count)
        #expect(screens.field("noSuchField", at: 0) == nil)
        guard case .value(.string(let id))? = screens.field("id", at: 1) else {
            Issue.record("a screen's id is not a string")
            return
        }
        #expect(id == context.screens[1].id)
    }
}
