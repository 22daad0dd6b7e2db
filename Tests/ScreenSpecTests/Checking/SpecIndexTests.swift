// The corners the checker's numbered index relies on to report exactly what comparing strings
// reported: names that are equal as Swift strings but not byte for byte, repeated screen ids in a
// spec built without the loader, byte-level suffixes and builtin types, case names that meet,
// and the memo shared by rules on several threads.

import Foundation
import Testing
@testable import ScreenSpec

@Suite("Spec index")
struct SpecIndexTests {
    private static let file = "index.yaml"

    private static func at(_ line: Int) -> ScreenSpec.SourceLocation { ScreenSpec.SourceLocation(file: file, line: line, column: 1) }

    private static func name(_ text: String, _ line: Int) -> Located<String> { Located(text, at: at(line)) }

    private static func screen(_ id: String, line: Int, view: String? = nil, links: [(LinkSpec.Kind, String)] = [],
                               params: [ParamSpec] = []) -> ScreenDefinition {
        ScreenDefinition(id: name(id, line), view: view.map { name($0, line) }, params: params,
                         links: links.map { LinkSpec(kind: $0.0, target: name($0.1, line), location: at(line)) },
                         location: at(line))
    }

    private static func ids(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.id) \($0.location.line)" }
    }

    @Test("a link spelt with a decomposed accent reaches the screen spelt with a composed one")
    func canonicallyEqualNames() {
        // "Café" with U+00E9, linked as "Cafe" + U+0301: equal as Swift strings, not as bytes.
        let spec = Spec(app: AppSection(name: Self.name("App", 1), root: Self.name("Home", 1), location: Self.at(1)),
                        screens: [Self.screen("Home", line: 2, links: [(.push, "Cafe\u{301}")]),
                                  Self.screen("Caf\u{E9}", line: 3)])
        let graph = NavigationGraph(spec: spec)
        #expect(graph.index.screenNumber("Cafe\u{301}") == 1)
        #expect(graph.isReachable("Caf\u{E9}"))
        // The names keep their spelling: the edge's and the stack's are the link's bytes.
        #expect(graph.edges.map { Array($0.to.utf8) } == [Array("Cafe\u{301}".utf8)])
        #expect(graph.stacks.first?.destinations.map { Array($0.utf8) } == [Array("Cafe\u{301}".utf8)])
        #expect(RuleExampleTests.check(spec).filter { $0.id != "generated_name_collision" }.isEmpty)
    }

    @Test("a repeated screen id keeps its first definition's number, and its links are still checked")
    func repeatedScreens() {
        let spec = Spec(app: AppSection(name: Self.name("App", 1), root: Self.name("Home", 1), location: Self.at(1)),
                        screens: [Self.screen("Home", line: 2, links: [(.push, "Next")]),
                                  Self.screen("Next", line: 3),
                                  Self.screen("Home", line: 4, view: "NextView", links: [(.push, "Nowhere")])])
        let graph = NavigationGraph(spec: spec)
        #expect(graph.index.entryScreens == [0, 1, 0])
        #expect(!graph.index.isDefinition(2))
        #expect(graph.screen("Home")?.location.line == 2)
        // The repeated entry's link is reported, but the graph follows the first definition only.
        #expect(Self.ids(RuleExampleTests.check(spec, rules: [UndefinedReferenceRule.self])) == ["undefined_reference 4"])
        #expect(graph.edges.count == 1)
    }

    @Test("suffixes are stripped byte for byte, at a scalar boundary")
    func strippingSuffix() {
        #expect("CityView".strippingSuffix("View") == "City")
        #expect("View".strippingSuffix("View") == "")
        #expect("Vie".strippingSuffix("View") == nil)
        #expect("CityViewX".strippingSuffix("View") == nil)
        #expect("Caf\u{E9}Host".strippingSuffix("Host") == "Caf\u{E9}")
        #expect("e\u{301}View".strippingSuffix("View") == "e\u{301}")
    }

    @Test("builtin param types are found by their bytes exactly as by their raw values")
    func builtinTypes() {
        let names = ParamType.Builtin.allCases.map(\.rawValue)
            + ["Strings", "string", "Int32", "UR", "Dat", "BenchEntry", "Car.ID", "", "\u{212A}", "Str\u{131}ng"]
        for name in names {
            let param = ParamSpec(name: Self.name("value", 1), type: Located(ParamType(name: name), at: Self.at(1)),
                                  location: Self.at(1))
            #expect(ParamSummary(param).builtin == ParamType(name: name).builtin, "\(name)")
        }
    }

    @Test("screens whose case names meet are grouped, for ASCII and other ids alike")
    func caseNameGroups() {
        for extra in ["Other", "\u{C9}tude"] {
            let spec = Spec(app: AppSection(name: Self.name("App", 1), location: Self.at(1)),
                            screens: [Self.screen("URLPreview", line: 2), Self.screen(extra, line: 3),
                                      Self.screen("UrlPreview", line: 4), Self.screen("URLPreviews", line: 5)])
            let groups = CaseNameGroups(NavigationGraph(spec: spec).index)
            #expect(groups.groups == [[0, 2]], "\(extra)")
            #expect(groups.groupOfScreen == [0, -1, 0, -1], "\(extra)")
        }
    }

    @Test("a plural acronym's case meets the same id in camel case, and an acronym followed by a capital does too")
    func pluralAcronymCaseNameGroups() {
        let spec = Spec(app: AppSection(name: Self.name("App", 1), location: Self.at(1)),
                        screens: [Self.screen("DMsOnMain", line: 2), Self.screen("URLsList", line: 3),
                                  Self.screen("DmsOnMain", line: 4), Self.screen("URLList", line: 5),
                                  Self.screen("DMSOnMain", line: 6)])
        let groups = CaseNameGroups(NavigationGraph(spec: spec).index)
        #expect(groups.groups == [[0, 2, 4]])
    }

    /// Everything an index copied out, as text to compare.
    private static func contents(_ index: SpecIndex) -> [String] {
        [index.ids.description, index.screenEntries.description, index.entryScreens.description,
         index.traits.map(\.rawValue).description, index.linkStarts.description, index.linkTargets.description,
         index.linkKinds.map { "\($0)" }.description, index.linkNames.description,
         index.toolbarUseStarts.description, index.toolbarUses.description, index.paramStarts.description,
         index.params.map { "\($0.name):\($0.type.name):\(String(describing: $0.builtin)):\($0.hasDefault)" }.description,
         index.deepLinks.map { "\($0.entry) \($0.text)" }.description,
         index.titlesWithBraces.map { "\($0.entry) \($0.text)" }.description,
         (0..<index.ids.count).map { "\(index.traits(ofScreen: $0).rawValue)" }.description]
    }

    @Test("a repeated id and links to names defined nowhere or later are indexed as defined", arguments: ["Cars", "Cities", "Files"])
    func repeatedAndLateNames(app: String) throws {
        let folder = RuleExampleTests.projectRoot.appendingPathComponent("Specs").appendingPathComponent(app).path
        var diagnostics = DiagnosticCollector()
        var spec = try #require(SpecLoader().load(paths: [folder], diagnostics: &diagnostics)).spec
        let first = try #require(spec.screens.first)
        spec.screens.append(Self.screen(first.id.value, line: 90, view: "Again", links: [(.push, "Nowhere")]))
        spec.screens.insert(Self.screen("Early", line: 91, links: [(.push, "Late"), (.selectTab, "home")]), at: 1)
        spec.screens.append(Self.screen("Late", line: 92))
        let whole = Self.contents(SpecIndex(spec))
        #expect(whole[2].contains(", 0, "), "the repeated id shares the first definition's number")
        let patterns = DeepLinkPatterns(SpecIndex(spec)).patterns.map { "\($0.screen) \($0.pattern.path)" }
        #expect(!patterns.isEmpty || app == "Files")
    }

    @Test("a spec whose merge dropped a repeated screen is indexed from its screens")
    func repeatedScreenAcrossFiles() throws {
        let first = SourceFile(path: "a.yaml", bytes: Array("app:\n  name: Shop\n  root: Home\nscreens:\n  Home:\n    links:\n      - push: Next\n  Next: {}\n".utf8))
        let second = SourceFile(path: "b.yaml", bytes: Array("screens:\n  Next:\n    title: Again\n  Settings: {}\n".utf8))
        var diagnostics = DiagnosticCollector()
        let loaded = try #require(SpecLoader().load(sources: [first, second], diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.map(\.id) == ["spec.duplicate_definition"])
        let graph = NavigationGraph(spec: loaded.spec)
        #expect(graph.index.ids == ["Home", "Next", "Settings"])
    }

    @Test("a memo makes each kind of value once, however many threads ask together")
    func memoOnManyThreads() {
        final class Count: @unchecked Sendable {
            let lock = NSLock()
            var made = 0
        }
        struct Value: Sendable { let number: Int }
        let memo = GraphMemo()
        let count = Count()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            _ = memo.value { () -> Value in
                count.lock.lock()
                count.made += 1
                count.lock.unlock()
                Thread.sleep(forTimeInterval: 0.01)
                return Value(number: 7)
            }
        }
        #expect(count.made == 1)
        #expect(memo.value { Value(number: 8) }.number == 7)
    }
}
