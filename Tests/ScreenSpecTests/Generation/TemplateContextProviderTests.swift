import Mustache
import Testing
@testable import ScreenSpec

/// Templates read the context through `MustacheObjectProvider` conformances
/// (`TemplateContext+Mustache.swift`), `dump-context` prints its `Encodable` form: both must be
/// the same value, key for key, or templates would see something the documentation and the dump
/// do not show.
@Suite("template context providers")
struct TemplateContextProviderTests {
    @Test("what templates see equals the encoded context of every example app", arguments: GenerationFixtures.exampleApps)
    func examples(app: String) throws {
        let context = try #require(GenerationFixtures.context(app))
        try expectProvidedEqualsEncoded(context)
    }

    @Test("what templates see equals the encoded context of large specs, tabbed and single-stack",
          arguments: [false, true])
    func largeSpecs(singleStack: Bool) throws {
        let graph = NavigationGraph(spec: LargeSpecTests.largeSpec(screenCount: 300, singleStack: singleStack))
        try expectProvidedEqualsEncoded(ContextBuilder.build(graph))
    }

    @Test("a toolbar of more items than a builder block holds nests its groups in the provided value too")
    func groupedToolbar() throws {
        var spec = "app: { name: Bar, root: Start }\ntoolbars:\n  main:\n"
        for index in 0..<25 {
            spec += "    - { id: i\(index), placement: topBarTrailing, label: Item \(index), action: { push: Start } }\n"
        }
        spec += "screens:\n  Start: { toolbar: main }\n"
        var diagnostics = DiagnosticCollector()
        let loaded = try #require(SpecLoader().load(sources: [SourceFile(path: "bar.yaml", bytes: Array(spec.utf8))], diagnostics: &diagnostics))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics)")
        try expectProvidedEqualsEncoded(ContextBuilder.build(NavigationGraph(spec: loaded.spec)))
    }

    @Test("the lists left to the first template that walks them are lists of the context")
    func perScreenListsAreContextKeys() throws {
        let keys = Set(TemplateContext.mustacheKeyTable.keys)
        #expect(TemplateContext.perScreenLists.isSubset(of: keys), "a key was renamed: \(TemplateContext.perScreenLists.subtracting(keys))")
        let graph = NavigationGraph(spec: LargeSpecTests.largeSpec(screenCount: 300, singleStack: false))
        let context = ContextBuilder.build(graph)
        for key in TemplateContext.perScreenLists {
            guard case .array(let elements)? = context.mustacheValue(forKey: key) else {
                Issue.record("\(key) is not a list")
                continue
            }
            #expect(!elements.isEmpty, "\(key) is empty")
        }
        #expect(context.screens.count == 300)
        // And what templates render against answers them like the context does.
        let value = try context.mustacheValue()
        #expect(value["screens"] == context.mustacheValue(forKey: "screens"))
    }

    private func expectProvidedEqualsEncoded(_ context: TemplateContext,
                                             sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let provided = MustacheValue(provider: context)
        let encoded = try MustacheValue(encoding: context)
        #expect(provided == encoded, sourceLocation: sourceLocation)
        guard case .object(let providedObject) = provided, case .object(let encodedObject) = encoded else {
            Issue.record("the context is not an object", sourceLocation: sourceLocation)
            return
        }
        #expect(providedObject.keys == encodedObject.keys, "keys in declaration order", sourceLocation: sourceLocation)
        #expect(try context.mustacheValue() == encoded, sourceLocation: sourceLocation)
    }
}
