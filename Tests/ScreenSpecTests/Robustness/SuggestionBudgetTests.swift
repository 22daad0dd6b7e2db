import Testing
@testable import ScreenSpec
import YAMLSource

/// "Never a hang": did-you-mean suggestions against spec-sized lists are bounded.
/// Before the budget, 12,000 misspelt links among 12,000 screens took over five minutes.
@Suite struct SuggestionBudgetTests {
    /// The textbook optimal string alignment distance (Levenshtein with adjacent swaps), to check
    /// the banded one against.
    static func fullDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1,
                                  table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test("The banded distance is exact up to its bound, and nil past it")
    func bandedDistance() {
        var generator = LoaderRobustnessTests.SplitMix(state: 99)
        let alphabet = Array("abcé".unicodeScalars)
        for _ in 0..<3000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let bound = Int.random(in: 0...6, using: &generator)
            let expected = Self.fullDistance(a, b)
            var cells = Int.max
            let banded = EditDistance.distance(a, b, atMost: bound, cells: &cells)
            #expect(banded == (expected <= bound ? expected : nil), "\(String(String.UnicodeScalarView(a))) / \(String(String.UnicodeScalarView(b))) within \(bound)")
            #expect(EditDistance.distance(a, b) == expected)
        }
    }

    @Test("A spent budget suggests nothing; an unspent one suggests as without it")
    func budget() {
        let names = (0..<1000).map { "Screen\($0)" }
        var roomy = DidYouMean.Budget()
        #expect(DidYouMean.closest(to: "Scren500", in: names, budget: &roomy) == "Screen500")
        #expect(DidYouMean.closest(to: "Scren500", in: names) == "Screen500")
        #expect(roomy.remaining < DidYouMean.Budget().remaining)
        var tight = DidYouMean.Budget(cells: 100)
        #expect(DidYouMean.closest(to: "Scren500", in: names, budget: &tight) == nil)
        #expect(tight.remaining <= 0)
        #expect(DidYouMean.closest(to: "Scren1", in: ["Screen1"], budget: &tight) == nil)
    }

    @Test("Thousands of misspelt references: every one reported, the first ones with suggestions")
    func manyMisspellings() async throws {
        let count = 3000
        var text = "app: { name: Typos, root: Screen0 }\nscreens:\n"
        for index in 0..<count {
            text += "  Screen\(index): { title: T, links: [{ push: Scren\(index) }] }\n"
        }
        let diagnostics = try await Self.check(SourceFile(path: "typos.yaml", text: text))
        let unknown = diagnostics.filter { $0.id == "undefined_reference" }
        #expect(unknown.count == count)
        #expect(unknown.first?.notes.map(\.message) == ["did you mean 'Screen0'?"])
        let suggested = unknown.filter { !$0.fixIts.isEmpty }.count
        #expect(suggested > 10 && suggested < count, "\(suggested) suggestions")
    }

    @Test("A title and a deep link with thousands of misspelt placeholders")
    func manyPlaceholders() async throws {
        let count = 2000
        let params = (0..<count).map { "param\($0): Int" }.joined(separator: ", ")
        let placeholders = (0..<count).map { "{parm\($0)}" }.joined()
        let segments = (0..<count).map { "{parm\($0)}" }.joined(separator: "/")
        let text = """
            app: { name: Big, root: Home, urlScheme: big }
            screens:
              Home: { title: Home, links: [{ push: Detail }] }
              Detail: { title: "\(placeholders)", params: { \(params) }, deepLink: "/d/\(segments)" }

            """
        let diagnostics = try await Self.check(SourceFile(path: "big.yaml", text: text))
        #expect(diagnostics.filter { $0.id == "invalid_title_interpolation" }.count == count)
        #expect(diagnostics.filter { $0.id == "deep_link_mismatch" }.count >= count)
    }

    /// The diagnostics of loading and checking `source`, on a thread of its own (seconds in a
    /// debug build); throws when nothing loads.
    static func check(_ source: SourceFile) async throws -> [Diagnostic] {
        try await OwnThread.run {
            var diagnostics = DiagnosticCollector()
            let pipeline = CompilerPipeline()
            guard let loaded = pipeline.load(sources: [source], diagnostics: &diagnostics) else {
                throw SpecFailure(description: "spec does not load: \(diagnostics.diagnostics.map(\.message))")
            }
            _ = pipeline.check(loaded, diagnostics: &diagnostics)
            return diagnostics.diagnostics
        }
    }
}
