import Foundation
import Mustache
import ScreenSpec
import Testing

/// `ContextLookups.swift` (written by `make templates` from the context's declarations) reads
/// every context type exactly as its encoding does: templates render the typed context, while
/// `dump-context`, the docs and `render --context` see the encoding. Walked over the context of
/// every example app, field by field.
@Suite struct ContextLookupsTests {
    /// Where `field` and `value` differ, as paths into the context (empty when they agree).
    static func differences(_ field: MustacheField, _ value: MustacheValue, at path: String) -> [String] {
        switch field {
        case .value(let plain):
            return plain == value ? [] : ["\(path): \(plain) is encoded as \(value)"]
        case .object(let object):
            guard case .object(let encoded) = value else { return ["\(path): an object is encoded as \(value)"] }
            let names = object.type.mustacheFieldNames
            guard names == encoded.keys.sorted() else {
                let missing = Set(encoded.keys).subtracting(names).sorted()
                let extra = Set(names).subtracting(encoded.keys).sorted()
                return ["\(path) (\(object.type)): no reader for \(missing), a reader but no field for \(extra); run `make templates`"]
            }
            return names.flatMap { name in
                guard let read = object.field(name) else { return ["\(path).\(name): listed but not read"] }
                return differences(read, encoded[name]!, at: "\(path).\(name)")
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

    @Test("every field of the typed context reads as its encoding", arguments: GenerationFixtures.exampleApps)
    func typedContextMatchesEncoding(app: String) throws {
        guard let context = GenerationFixtures.context(app) else { return }
        let found = Self.differences(MustacheField(context), try context.mustacheValue(), at: app)
        #expect(found.isEmpty, "\(found.prefix(10).joined(separator: "\n"))")
    }

    @Test("an unknown name reads as nothing, in an object and in a list element")
    func unknownNames() throws {
        let context = try #require(GenerationFixtures.context("Cities"))
        #expect(context.mustacheField("noSuchField") == nil)
        #expect(context.mustacheField("appName") != nil)
        guard case .list(let screens)? = context.mustacheField("screens") else {
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
