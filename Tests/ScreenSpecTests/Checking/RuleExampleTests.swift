// Every checker rule's examples are its tests: each triggering example yields the
// rule's diagnostics exactly at its `↓` markers, each non-triggering example none; plus the
// registry's invariants, the example apps checking clean, and one run reporting every mistake.

import Foundation
import Testing
@testable import ScreenSpec

@Suite("Rule examples")
struct RuleExampleTests {
    /// A rule's examples loaded from memory: the spec (nil when the loader gave up) and what the
    /// loader reported.
    static func load(_ text: String, path: String = "example.yaml") -> (spec: Spec?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let loaded = SpecLoader().load(sources: [SourceFile(path: path, text: text)], diagnostics: &diagnostics)
        return (loaded?.spec, diagnostics.diagnostics)
    }

    /// Runs some rules over a loaded spec.
    static func check(_ spec: Spec, rules: [any Rule.Type] = RuleRegistry.all) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        Checker(rules: rules).check(NavigationGraph(spec: spec), diagnostics: &diagnostics)
        return diagnostics.diagnostics
    }

    static func rendered(_ diagnostics: [Diagnostic]) -> String {
        Diagnostic.sortedForOutput(diagnostics)
            .map { "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.id)]" }
            .joined(separator: "\n")
    }

    @Test("triggering examples report the rule exactly at their markers", arguments: RuleRegistry.ids)
    func triggering(id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id))
        for (index, example) in rule.description.triggeringExamples.enumerated() {
            let marked = MarkedSource(example)
            let loaded = Self.load(marked.text)
            #expect(loaded.diagnostics.isEmpty, "\(id) triggering example \(index + 1) does not load cleanly:\n\(Self.rendered(loaded.diagnostics))")
            let spec = try #require(loaded.spec, "\(id) triggering example \(index + 1) did not load")
            let found = Self.check(spec, rules: [rule])
            #expect(found.allSatisfy { $0.id == id && $0.severity == rule.description.defaultSeverity })
            let expected = Set(marked.markers.map { "\($0.line):\($0.column)" })
            let actual = Set(found.map { "\($0.location.line):\($0.location.column)" })
            #expect(!expected.isEmpty, "\(id) triggering example \(index + 1) has no marker")
            #expect(actual == expected, "\(id) triggering example \(index + 1):\n\(Self.rendered(found))")
        }
    }

    @Test("non-triggering examples do not report the rule", arguments: RuleRegistry.ids)
    func nonTriggering(id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id))
        for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
            #expect(!example.contains("↓"), "\(id) non-triggering example \(index + 1) has a marker")
            let loaded = Self.load(example)
            #expect(loaded.diagnostics.isEmpty, "\(id) non-triggering example \(index + 1) does not load cleanly:\n\(Self.rendered(loaded.diagnostics))")
            let spec = try #require(loaded.spec, "\(id) non-triggering example \(index + 1) did not load")
            let found = Self.check(spec, rules: [rule])
            #expect(found.isEmpty, "\(id) non-triggering example \(index + 1):\n\(Self.rendered(found))")
        }
    }

    @Test("non-triggering examples are clean under every rule", arguments: RuleRegistry.ids)
    func nonTriggeringExamplesAreClean(id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id))
        for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
            let spec = try #require(Self.load(example).spec)
            let found = Self.check(spec)
            #expect(found.isEmpty, "\(id) non-triggering example \(index + 1) is not a clean spec:\n\(Self.rendered(found))")
        }
    }

    @Test("every rule is documented", arguments: RuleRegistry.ids)
    func documented(id: String) throws {
        let description = try #require(RuleRegistry.rule(id: id)).description
        #expect(!description.triggeringExamples.isEmpty)
        #expect(!description.nonTriggeringExamples.isEmpty)
        #expect(!description.name.isEmpty)
        #expect(!description.summary.isEmpty && !description.summary.hasSuffix("."))
        #expect(description.summary.first?.isUppercase == false, "summaries are lower case")
        #expect(!description.rationale.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    @Test("rule ids are unique snake_case, and the registry is sorted by id")
    func ids() {
        let ids = RuleRegistry.ids
        #expect(!ids.isEmpty)
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        for id in ids {
            let words = id.split(separator: "_", omittingEmptySubsequences: false)
            let snake = !words.isEmpty && words.allSatisfy { word in
                !word.isEmpty && word.first!.isLetter && word.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            }
            #expect(snake, "'\(id)' is not snake_case")
        }
        #expect(RuleRegistry.rule(id: "no_such_rule") == nil)
        #expect(RuleRegistry.metadata.map(\.id) == ids)
        #expect(RuleRegistry.metadata == RuleMetadata.checker)
    }

    // MARK: Whole specs

    /// The project root, from this file's path (Tests/ScreenSpecTests/Checking/…).
    static let projectRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the example apps check clean with every rule", arguments: ["Cars", "Cities", "Files", "FoodTruck", "Palette", "PopToRoot", "Shop"])
    func examplesAreClean(app: String) throws {
        let folder = Self.projectRoot.appendingPathComponent("Specs").appendingPathComponent(app).path
        var diagnostics = DiagnosticCollector()
        let loaded = try #require(SpecLoader().load(paths: [folder], diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty, "\(Self.rendered(diagnostics.diagnostics))")
        let found = Self.check(loaded.spec)
        #expect(found.isEmpty, "\(Self.rendered(found))")
    }

    @Test("one run reports every independent mistake of a spec")
    func multipleMistakes() throws {
        let marked = MarkedSource("""
            app:
              name: Shop
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Home
              - id: account
                title: Account
                systemImage: person
                root: ↓Account
            toolbars:
              main:
                - label: Orders
                  action: { push: ↓OrderList }
              ↓spare:
                - label: Help
            screens:
              Home:
                toolbar: main
                links:
                  - push: ↓ProductDetial
                  - push: ↓Checkout
              Account:
                params:
                  userID: UUID
              ProductDetail:
                params:
                  id: Int
              OrderList:
                params:
                  page: Int
              Checkout:
                presentation: sheet
              ↓Orphan: {}
            """)
        let loaded = Self.load(marked.text)
        #expect(loaded.diagnostics.isEmpty, "\(Self.rendered(loaded.diagnostics))")
        let spec = try #require(loaded.spec)
        let found = Self.check(spec)
        let actual = Set(found.map { "\($0.location.line):\($0.location.column) \($0.id)" })
        let ids = ["tab_root_params", "missing_arguments", "unused_toolbar", "undefined_reference",
                   "presentation_mismatch", "unreachable_screen"]
        let expected = Set(zip(marked.markers, ids).map { "\($0.0.line):\($0.0.column) \($0.1)" })
        #expect(actual == expected, "\(Self.rendered(found))")
        // The typo is reported once: the screen it meant is not also unreachable.
        #expect(!found.contains { $0.id == "unreachable_screen" && $0.message.contains("'ProductDetail'") })
    }

    @Test("the rules report their findings in the same order on every run")
    func rulesReportDeterministically() throws {
        let folder = Self.projectRoot.appendingPathComponent("Specs").appendingPathComponent("Cars").path
        var diagnostics = DiagnosticCollector()
        var spec = try #require(SpecLoader().load(paths: [folder], diagnostics: &diagnostics)).spec
        // Mistakes for two rules: a link to nowhere and a repeated deep link.
        var copy = try #require(spec.screens.last(where: { $0.deepLink != nil }))
        copy.id = Located(copy.id.value + "Copy", at: copy.id.location)
        copy.links.append(LinkSpec(kind: .push, target: Located("Nowhere", at: copy.location), location: copy.location))
        spec.screens.append(copy)
        let graph = NavigationGraph(spec: spec)
        var first = DiagnosticCollector()
        Checker().check(graph, diagnostics: &first)
        #expect(Set(first.diagnostics.map(\.id)).isSuperset(of: ["undefined_reference", "ambiguous_deep_link"]))
        var again = DiagnosticCollector()
        Checker().check(graph, diagnostics: &again)
        #expect(again.diagnostics == first.diagnostics)
    }

    @Test("undefined references come with a did-you-mean note and a fix-it over the name")
    func didYouMean() throws {
        let spec = try #require(Self.load("""
            app:
              name: Shop
              root: Home
            screens:
              Home:
                links:
                  - push: ProductDétial
                  - sheet: "Chekout"
                  - push: Zzz
              ProductDetail: {}
              Checkout:
                presentation: sheet
            """).spec)
        let found = Diagnostic.sortedForOutput(Self.check(spec, rules: [UndefinedReferenceRule.self]))
        try #require(found.count == 3)
        #expect(found[0].message == "unknown screen 'ProductDétial'")
        #expect(found[0].location == SourceLocation(file: "example.yaml", line: 7, column: 15))
        #expect(found[0].notes == [Diagnostic.Note("did you mean 'ProductDetail'?", at: found[0].location)])
        #expect(found[0].fixIts == [Diagnostic.FixIt(replacement: "ProductDetail", at: found[0].location, length: 13)])
        // A quoted name: the fix-it replaces the text inside the quotes when the loader knows where it starts.
        let quoted = try #require(spec.screens.first?.links[1].target)
        #expect(found[1].location == quoted.location)
        #expect(found[1].fixIts == [Diagnostic.FixIt(replacement: "Checkout", at: quoted.verbatimStart ?? quoted.location, length: 7)])
        // Nothing close: no suggestion.
        #expect(found[2].message == "unknown screen 'Zzz'")
        #expect(found[2].notes.isEmpty && found[2].fixIts.isEmpty)
    }

    @Test("a typo is reported once: what it meant counts as used and reachable")
    func typoIsReportedOnce() throws {
        let spec = try #require(Self.load("""
            app:
              name: Shop
              root: Hme
            toolbars:
              main:
                - label: Orders
                  action: { push: OrderList }
            screens:
              Home:
                toolbar: mian
              OrderList: {}
            """).spec)
        let found = Diagnostic.sortedForOutput(Self.check(spec))
        #expect(found.map(\.id) == ["undefined_reference", "undefined_reference"], "\(Self.rendered(found))")
    }

    @Test("a typo before a deep-linked screen is reported once: its link opens what the typo meant")
    func typoDoesNotCloseDeepLinks() throws {
        let spec = try #require(Self.load("""
            app: { name: Birds, urlScheme: birds }
            tabs:
              - { id: birds, title: Birds, systemImage: bird, root: BirdsList }
              - { id: about, title: About, systemImage: info, root: About }
            screens:
              About: {}
              BirdList:
                links:
                  - push: BirdDetial
              BirdDetail:
                params: { species: String }
                deepLink: /birds/{species}
            """).spec)
        let found = Diagnostic.sortedForOutput(Self.check(spec))
        #expect(found.map(\.id) == ["undefined_reference", "undefined_reference"], "\(Self.rendered(found))")
    }

    @Test("a reference spelt as an invalid id's fix-it writes it is no second mistake, and gets no fix-it back")
    func referenceToAnInvalidIDAsFixed() throws {
        let spec = try #require(Self.load("""
            app: { name: Fin, root: Home }
            screens:
              Home:
                links: [ { push: Log } ]
              log: { title: Logs }
            """).spec)
        let found = Self.check(spec)
        #expect(found.isEmpty, "\(Self.rendered(found))")
    }

    @Test("route case names lower a leading acronym as a whole")
    func caseNames() {
        #expect(Naming.caseName(forScreen: "CityDetail") == "cityDetail")
        #expect(Naming.caseName(forScreen: "URLPreview") == "urlPreview")
        #expect(Naming.caseName(forScreen: "UrlPreview") == "urlPreview")
        #expect(Naming.caseName(forScreen: "URL") == "url")
        #expect(Naming.caseName(forScreen: "A") == "a")
        #expect(Naming.caseName(forScreen: "ID") == "id")
        #expect(Naming.caseName(forScreen: "URLList") == "urlList")
        #expect(Naming.caseName(forScreen: "HTTPSServer") == "httpsServer")
        // A pluralised acronym is lowered with its `s`, as Swift's style has it.
        #expect(Naming.caseName(forScreen: "DMsOnMain") == "dmsOnMain")
        #expect(Naming.caseName(forScreen: "URLsList") == "urlsList")
        #expect(Naming.caseName(forScreen: "DMs") == "dms")
    }
}
