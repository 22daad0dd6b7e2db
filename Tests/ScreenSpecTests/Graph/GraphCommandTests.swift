import Foundation
import Testing
@testable import ScreenSpec

/// `screenspec graph` and `screenspec docs` run as users run them: the built binary.
@Suite("graph and docs commands")
struct GraphCommandTests {
    @Test("graph prints the golden Mermaid, DOT and JSON of an example")
    func graphFormats() async throws {
        for (format, suffix) in [("mermaid", "mmd"), ("dot", "dot"), ("json", "json")] {
            let run = try await ScreenSpecBinary.run(["graph", "Specs/Palette", "--format", format])
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr == "")
            let golden = try String(contentsOf: Golden.url("Graph/Palette.\(suffix)"), encoding: .utf8)
            #expect(run.stdout == golden)
        }
    }

    @Test("graph --tab with an unknown tab exits 64 with a suggestion")
    func unknownTab() async throws {
        let run = try await ScreenSpecBinary.run(["graph", "Specs/Cities", "--tab", "citis"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("error: unknown tab 'citis' (tabs: home, cities, favorites, settings); did you mean 'cities'?\n"))
    }

    @Test("graph --tab with a tab whose root is not a screen says so, not 'unknown tab'")
    func tabWithoutStack() async throws {
        let spec = """
            app: { name: Tabs }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Start }
              - { id: lost, title: Lost, systemImage: questionmark, root: Missing }
            screens:
              Start: {}

            """
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": spec]) { directory in
            let run = try await ScreenSpecBinary.run(["graph", "--tab", "lost"], in: directory)
            #expect(run.status == 64, "\(run)")
            #expect(run.stdout == "")
            #expect(run.stderr.hasPrefix(
                "error: tab 'lost' has no stack to draw: its root 'Missing' is not a defined screen (run 'screenspec check')\n"),
                "\(run)")
            let unknown = try await ScreenSpecBinary.run(["graph", "--tab", "los"], in: directory)
            #expect(unknown.stderr.hasPrefix("error: unknown tab 'los' (tabs: home, lost); did you mean 'lost'?\n"),
                    "\(unknown)")
            #expect(try await ScreenSpecBinary.run(["graph", "--tab", "home"], in: directory).status == 0)
        }
    }

    @Test("graph --output writes the file, and leaves it alone when unchanged")
    func graphOutput() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": "app: { name: Tiny, root: Start }\nscreens:\n  Start: {}\n"]) { directory in
            let run = try await ScreenSpecBinary.run(["graph", "--format", "dot", "--output", "tiny.dot"], in: directory)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == "")
            let file = directory.appendingPathComponent("tiny.dot")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.hasPrefix("// screen graph of Tiny"))
            let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
            try await Task.sleep(for: .milliseconds(1100))
            #expect(try await ScreenSpecBinary.run(["graph", "--format", "dot", "--output", "tiny.dot"], in: directory).status == 0)
            let after = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
            #expect(before == after)
        }
    }

    @Test("graph draws a spec the checker rejects, and refuses one that does not load")
    func brokenSpecs() async throws {
        let orphan = "app: { name: Lost, root: Start }\nscreens:\n  Start: {}\n  Orphan: {}\n"
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": orphan, "Bad/app.yaml": "app: { name: Bad, titel: x }\n"]) { directory in
            let drawn = try await ScreenSpecBinary.run(["graph"], in: directory)
            #expect(drawn.status == 0, "\(drawn)")
            #expect(drawn.stdout.contains("class Orphan unreachable"))
            let refused = try await ScreenSpecBinary.run(["graph", "Bad"], in: directory)
            #expect(refused.status == 1, "\(refused)")
            #expect(refused.stdout == "")
            #expect(refused.stderr.contains("[spec.unknown_key]"))
        }
    }

    @Test("docs writes the golden Markdown, and HTML with --html")
    func docs() async throws {
        try await SwiftToolchain.withScratchDirectory { directory in
            let output = directory.appendingPathComponent("docs").path
            let run = try await ScreenSpecBinary.run(["docs", "Specs/Cars", "--output", output, "--html"])
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == "")
            for page in ["index.md", "toolbars.md", "screens/CarDetail.md"] {
                let written = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
                let golden = try String(contentsOf: Golden.url("Docs/Cars/\(page)"), encoding: .utf8)
                #expect(written == golden, "\(page)")
            }
            let html = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
            try HTMLCheck.expectWellFormed(html)
            if GraphvizSVG.dotExecutable() != nil {
                #expect(html.contains("<svg"))
            } else {
                #expect(html.contains("Graphviz was not found"))
                #expect(run.stderr.contains("Graphviz 'dot' was not found"))
            }

            // A screen that disappears loses its page; nothing else is touched.
            try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: output + "/notes.txt"))
            try await ScreenSpecBinary.withFiles(["Specs/app.yaml": "app: { name: Cars, root: CarList }\nscreens:\n  CarList: {}\n"]) { specs in
                let again = try await ScreenSpecBinary.run(["docs", "--output", output], in: specs)
                #expect(again.status == 0, "\(again)")
            }
            #expect(!FileManager.default.fileExists(atPath: output + "/screens/CarDetail.md"))
            #expect(!FileManager.default.fileExists(atPath: output + "/index.html"))
            #expect(FileManager.default.fileExists(atPath: output + "/screens/CarList.md"))
            #expect(FileManager.default.fileExists(atPath: output + "/notes.txt"))
        }
    }

    @Test("docs without --output is a usage error")
    func docsWithoutOutput() async throws {
        let run = try await ScreenSpecBinary.run(["docs", "Specs/Cars"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("--output"))
    }
}
