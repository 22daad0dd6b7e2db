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

    @Test("what templates render against answers every key like the context, built on one thread or on several",
          arguments: [20, 1_200])
    func templateValueAnswersLikeTheContext(screens: Int) throws {
        let context = ContextBuilder.build(NavigationGraph(spec: LargeSpecTests.largeSpec(screenCount: screens, singleStack: false)))
        #expect((context.screens.count >= CompilerPipeline.parallelRenderScreens) == (screens > 1_000))
        let value = try context.mustacheValue()
        for key in TemplateContext.mustacheKeyTable.keys {
            #expect(value[key] == context.mustacheValue(forKey: key), "\(key)")
        }
    }

    @Test("a route enum's cases, wrapped once for templates, follow a change to its cases")
    func routeEnumCasesFollowChanges() throws {
        let context = try #require(GenerationFixtures.context(GenerationFixtures.exampleApps[0]))
        var routeEnum = try #require(context.routeEnums.first { $0.cases.count > 1 })
        let provided = { (routeEnum: RouteEnumContext) -> [MustacheValue] in
            guard case .array(let cases)? = routeEnum.mustacheValue(forKey: "cases") else { return [] }
            return cases
        }
        #expect(provided(routeEnum).count == routeEnum.cases.count)
        routeEnum.cases.removeLast()
        #expect(provided(routeEnum).count == routeEnum.cases.count)
        #expect(provided(routeEnum) == routeEnum.cases.map(MustacheValue.init(provider:)))
        #expect(try MustacheValue(encoding: routeEnum) == MustacheValue(provider: routeEnum))
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
