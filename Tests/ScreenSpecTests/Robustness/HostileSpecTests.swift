import Foundation
import ScreenSpec
import Testing

/// Specs inside the YAML limits that are shaped to hurt the checker (never a crash,
/// never a hang): each once crashed or ran for minutes, and must now end in diagnostics whose
/// number grows with the spec, not with its square. No timing assertions; the times are in
/// Documentation/Reliability.md.
@Suite struct HostileSpecTests {
    /// Loads and checks `text` on a thread of its own (seconds in a debug build, at these sizes);
    /// the load must succeed without errors.
    private func check(_ text: String) async throws -> [Diagnostic] {
        let (loading, checked) = try await OwnThread.run { () -> (DiagnosticCollector, [Diagnostic]?) in
            var diagnostics = DiagnosticCollector()
            let pipeline = CompilerPipeline()
            guard let loaded = pipeline.load(sources: [SourceFile(path: "hostile.yaml", text: text)],
                                             diagnostics: &diagnostics) else { return (diagnostics, nil) }
            let loading = diagnostics
            _ = pipeline.check(loaded, diagnostics: &diagnostics)
            return (loading, diagnostics.diagnostics)
        }
        #expect(!loading.hasErrors, "\(loading.diagnostics.prefix(3))")
        return try #require(checked, "\(loading.diagnostics.prefix(3))")
    }

    @Test("A deep link of 100,000 segments, twice: one ambiguity, no stack overflow")
    func longDeepLinks() async throws {
        let path = Array(repeating: "a", count: 100_000).joined(separator: "/")
        let diagnostics = try await check("""
            app: { name: Long, root: Home, urlScheme: long }
            screens:
              Home: { title: Home, links: [{ push: A }, { push: B }] }
              A: { title: A, deepLink: "/h/\(path)" }
              B: { title: B, deepLink: "/h/\(path)" }

            """)
        #expect(diagnostics.map(\.id) == ["ambiguous_deep_link"])
    }

    @Test("2,000 identical deep links: one diagnostic each, with at most six notes, not every pair")
    func identicalDeepLinks() async throws {
        let count = 2000
        var text = "app: { name: Same, root: Home, urlScheme: same }\nscreens:\n"
        text += "  Home: { title: Home, links: [" + (0..<count).map { "{ push: S\($0) }" }.joined(separator: ", ") + "] }\n"
        for index in 0..<count {
            text += "  S\(index): { title: S, params: { a: String }, deepLink: \"/x/{a}\" }\n"
        }
        let ambiguous = try await check(text).filter { $0.id == "ambiguous_deep_link" }
        #expect(ambiguous.count == count - 1)
        #expect(ambiguous.map(\.notes.count).max() == 6)
        #expect(ambiguous.last?.notes.map(\.message) == [
            "'S0' has the deep link '/x/{a}'", "'S1' has the deep link '/x/{a}'", "'S2' has the deep link '/x/{a}'",
            "'S3' has the deep link '/x/{a}'", "'S4' has the deep link '/x/{a}'",
            "and \(count - 6) more earlier deep links match the same URLs",
        ])
        #expect(ambiguous.first?.notes.map(\.message) == ["'S0' has the deep link '/x/{a}'"])
    }

    @Test("2,000 screens sharing a toolbar of 2,000 principal items: each clash reported once")
    func sharedHugeToolbar() async throws {
        let count = 2000
        var text = "app: { name: Bars, root: S0 }\ntoolbars:\n  main:\n"
        for index in 0..<count {
            text += "    - { placement: principal, label: L\(index) }\n"
        }
        text += "screens:\n"
        for index in 0..<count {
            let link = index + 1 < count ? ", links: [{ push: S\(index + 1) }]" : ""
            text += "  S\(index): { title: T, toolbar: main\(link) }\n"
        }
        let clashes = try await check(text).filter { $0.id == "duplicate_placement" }
        #expect(clashes.count == count - 1)
        #expect(clashes.first?.message == "toolbar 'main' has two items in the single-item placement 'principal'; SwiftUI shows only one")
    }

    /// Shaped to hurt the generator rather than the checker: the glue once wrote every item into
    /// the host of every screen showing the toolbar, so `generate` did not end in five minutes.
    @Test("301 screens sharing a toolbar of 15,000 items: the glue holds each item once, not once per screen")
    func sharedHugeToolbarIsGeneratedOnce() async throws {
        let screenCount = 301, itemCount = 15_000
        var text = "app: { name: Bars, root: S0 }\ntoolbars:\n  main:\n"
        for index in 0..<itemCount {
            text += "    - { label: L\(index) }\n"
        }
        text += "screens:\n"
        for index in 0..<screenCount {
            let link = index + 1 < screenCount ? ", links: [{ push: S\(index + 1) }]" : ""
            text += "  S\(index): { title: T, toolbar: main\(link) }\n"
        }
        // Seconds of work in a debug build, on a thread of its own: the whole pipeline, then
        // counting what the views hold.
        let spec = text
        let generated = try await OwnThread.run { () -> HugeToolbarRun in
            var run = HugeToolbarRun()
            let pipeline = CompilerPipeline()
            guard let loaded = pipeline.load(sources: [SourceFile(path: "hostile.yaml", text: spec)],
                                             diagnostics: &run.diagnostics) else { return run }
            run.loaded = true
            let checked = pipeline.check(loaded, diagnostics: &run.diagnostics)
            run.checkedClean = !run.diagnostics.hasErrors
            let context = pipeline.context(checked)
            // Screens name their toolbar's content type instead of carrying its items (checked
            // before rendering, which would otherwise write gigabytes).
            run.toolbarsNamed = context.screens.allSatisfy { $0.toolbarContent.allSatisfy(\.isToolbar) }
            guard run.toolbarsNamed else { return run }
            run.files = pipeline.render(context, diagnostics: &run.diagnostics)
            guard let views = run.files.first(where: { $0.path == "BarsViews.swift" })?.contents else { return run }
            run.hosts = views.components(separatedBy: "BarsToolbar.MainToolbarContent(navigator: navigator, origin: toolbarOrigin)").count - 1
            let routes = run.files.first { $0.path == "BarsRoutes.swift" }?.contents ?? ""
            run.labelsInGlue = views.contains("\"L0\"")
            run.seen = [Int](repeating: 0, count: itemCount)
            for (file, marker, end) in [(views, "{ item(", ")" as Character), (routes, "label: \"L", "\"")] {
                for text in file.components(separatedBy: marker).dropFirst() {
                    guard let index = Int(text.prefix { $0 != end }), run.seen.indices.contains(index) else {
                        run.unexpected.append(String(text.prefix(20)))
                        continue
                    }
                    run.seen[index] += 1
                }
            }
            return run
        }
        try #require(generated.loaded, "\(generated.diagnostics.diagnostics.prefix(3))")
        #expect(generated.checkedClean, "\(generated.diagnostics.diagnostics.prefix(3))")
        try #require(generated.toolbarsNamed)
        let views = try #require(generated.files.first { $0.path == "BarsViews.swift" }?.contents)

        // When every host held the items, the views grew to 475 MB with these 15,000 items; now the
        // routes' `BarsToolbar.items` hold each item once, and the views name each once by its index.
        #expect(views.utf8.count < 4_000_000)
        #expect(generated.files.map(\.contents.utf8.count).reduce(0, +) < 8_000_000)
        #expect(generated.hosts == screenCount)
        #expect(!generated.labelsInGlue, "the glue reads the items' labels from the routes' data")
        #expect(generated.unexpected.isEmpty, "unexpected item texts: \(generated.unexpected.prefix(5))")
        let seen = generated.seen
        #expect(seen.count == itemCount && seen.allSatisfy { $0 == 2 },
                "items not written exactly once in each file: \(seen.indices.filter { seen[$0] != 2 }.prefix(5))")
    }

    /// What `sharedHugeToolbarIsGeneratedOnce` computes off the test pool, for it to check.
    private struct HugeToolbarRun: Sendable {
        var diagnostics = DiagnosticCollector()
        var loaded = false
        var checkedClean = false
        var toolbarsNamed = false
        var files: [GeneratedFile] = []
        /// How many hosts name the toolbar's content type.
        var hosts = 0
        /// Whether the glue spells an item's label (it should read the routes' data).
        var labelsInGlue = false
        /// How often each item occurs in the views (by index) and the routes (its label), by item number.
        var seen: [Int] = []
        /// The start of each item text that names no item.
        var unexpected: [String] = []
    }
}
