import Foundation
import Testing
@testable import ScreenSpec

/// Output that stays linear in the spec, and `dot` that fails, hangs or stops reading.
@Suite(.serialized) struct GraphSafetyTests {
    /// A push chain of `count` screens, from `S0` (the app root).
    static func chain(_ count: Int) -> String {
        var text = "app:\n  name: Chain\n  root: S0\nscreens:\n"
        for index in 0..<count {
            text += "  S\(index):\n    title: Screen \(index)\n"
            if index + 1 < count { text += "    links:\n      - push: S\(index + 1)\n" }
        }
        return text
    }

    /// This test's folders, removed when it ends.
    private let folders = TemporaryFolders("graph-safety")

    private func folder() throws -> String {
        try folders.make()
    }

    /// An executable shell script `dot` in a fresh folder. It is written through a descriptor
    /// that closes on exec: a process another test starts meanwhile would otherwise inherit it
    /// open for writing, and running the script would fail with "text file busy" while that
    /// process lives.
    private func fakeDot(_ script: String) throws -> String {
        let path = try folder() + "/dot"
        let bytes = Array(("#!/bin/sh\n" + script + "\n").utf8)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o700)
        try #require(descriptor >= 0, "cannot create \(path): errno \(errno)")
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #expect(close(descriptor) == 0)
        try #require(written == bytes.count, "wrote \(written) of \(bytes.count) bytes of \(path)")
        #expect(chmod(path, 0o755) == 0)
        return path
    }

    @Test("A chain of 2,500 screens: JSON and docs grow linearly (whole witness paths were 559 MB)")
    func chainOutputIsLinear() async throws {
        let graph = try await OwnThread.run { try GraphFixtures.loadedGraph(yaml: Self.chain(2500)) }
        let (json, files) = try await OwnThread.run {
            (GraphJSONRenderer().render(try GraphSlice(graph)), try DocsGenerator(svg: { _ in nil }).render(graph, html: false))
        }
        #expect(json.utf8.count < 20_000_000, "\(json.utf8.count) bytes")
        #expect(json.contains("\"witnessLength\": 2499"))
        let last = try #require(files["screens/S2499.md"])
        #expect(last.contains("1. Reach S2489 (2489 steps; see its page) → [S2489](S2489.md)"), "\(last)")
        #expect(last.contains("11. Push → [S2499](S2499.md)"))
        #expect(!last.contains("12. "))
        #expect(files.values.reduce(0) { $0 + $1.utf8.count } < 20_000_000)
        // A short path is shown whole, from the root.
        #expect(try #require(files["screens/S3.md"]).contains("1. Start at the app's root → [S0](S0.md)"))
    }

    @Test("Witness lengths and tails agree with the whole witness path")
    func witnessTailsAgree() throws {
        let graph = try #require(GraphFixtures.exampleGraph("Cities"))
        for screen in graph.spec.screens {
            let whole = graph.witness(to: screen.id.value)
            #expect(graph.witnessLength(to: screen.id.value) == whole?.count)
            #expect(graph.witnessTail(to: screen.id.value, limit: 1) == whole.map { Array($0.suffix(1)) })
            #expect(graph.witnessTail(to: screen.id.value, limit: 100) == whole)
        }
    }

    @Test("Stack lookups by screen and tab agree with searching every stack")
    func stackIndexAgrees() throws {
        for app in GraphFixtures.exampleApps {
            let graph = try #require(GraphFixtures.exampleGraph(app))
            for screen in graph.spec.screens {
                let id = screen.id.value
                #expect(graph.stacksShowing(id) == graph.stacks.filter { $0.destinationSet.contains(id) })
                #expect(graph.stacksContaining(id) == graph.stacks.filter { $0.root == id || $0.destinationSet.contains(id) })
                #expect(graph.tabs(rootedAt: id) == graph.stacks.filter { $0.root == id }.compactMap(\.tabID))
            }
            for tab in graph.spec.tabs {
                #expect(graph.tabStack(forTab: tab.id.value) == graph.stacks.first { $0.tabID == tab.id.value })
            }
        }
    }

    @Test("A deep link's param lookup table answers as the pattern's own searches do")
    func paramLookupAgrees() {
        // Short patterns are scanned, long ones (16 parts or more) looked up in tables: both agree.
        let long = "/host" + (0..<14).map { "/s\($0)" }.joined() + "/{x}/{y}/{x}?q={z}&x={x}&y={w}&q={y}"
        let patterns = ["/a/{x}/{y}?q={z}&x={x}", "/b?y={y}&y={z}", "/c/{x}/{x}?x={w}", "/d", "/e?q={query}", long]
        for text in patterns {
            let pattern = DeepLinkPattern(text)
            let lookup = DeepLinkPattern.ParamLookup(pattern)
            for name in ["x", "y", "z", "w", "q", "p", "query", "none"] {
                #expect(lookup.source(ofParam: name) == pattern.source(ofParam: name), "\(text) \(name)")
                #expect(lookup.mentions(param: name) == pattern.mentions(param: name), "\(text) \(name)")
            }
        }
    }

    @Test("SVG comments are stripped in one pass, each with its newline; CRLF becomes LF")
    func commentStripping() {
        let svg = "<?xml version=\"1.0\"?>\r\n<!DOCTYPE svg>\r\n<svg>\r\n<!-- a -->\r\n<g/>\n<!-- b --><g id=\"x\"/>\n<!-- open\n"
        #expect(GraphvizSVG.inlineable(svg) == "<svg>\n<g/>\n<g id=\"x\"/>\n<!-- open\n")
        let many = "<svg>\n" + String(repeating: "<!-- node -->\n<g/>\n", count: 50_000) + "</svg>\n"
        let stripped = GraphvizSVG.inlineable(many)
        #expect(!stripped.contains("<!--"))
        #expect(stripped.utf8.count == "<svg>\n</svg>\n".utf8.count + 50_000 * "<g/>\n".utf8.count)
    }

    @Test("dot that exits without reading a large input: no SIGPIPE, and the reason is kept")
    func dotThatStopsReading() async throws {
        let dot = try fakeDot("echo 'Error: label too long' >&2\nexit 1")
        let drawing = try await OwnThread.runBlocking { GraphvizSVG.draw(dot: String(repeating: "x", count: 4 << 20), executable: dot) }
        #expect(drawing == .missing("dot failed (exit status 1): Error: label too long"))
    }

    @Test("dot that never ends is stopped at the time limit")
    func dotThatHangs() async throws {
        let dot = try fakeDot("cat > /dev/null\nsleep 30")
        let started = Date()
        let drawing = try await OwnThread.runBlocking { GraphvizSVG.draw(dot: "digraph {}", executable: dot, timeLimit: 1) }
        #expect(drawing == .missing("dot did not finish within 1 s and was stopped"))
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test("docs --html with a failing dot on PATH: exit 0, the page and a note say why the drawing is missing")
    func docsSurvivesFailingDot() async throws {
        let dot = try fakeDot("cat > /dev/null\necho 'Error: syntax error in line 1' >&2\nexit 1")
        let folder = (dot as NSString).deletingLastPathComponent
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.chain(3)]) { directory in
            let run = try await ScreenSpecBinary.run(["docs", "Specs", "--output", "Docs", "--html"], in: directory,
                                               environment: ["PATH": folder + ":/usr/bin:/bin"])
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr.contains("note: dot failed (exit status 1): Error: syntax error in line 1"), "\(run)")
            let html = try String(contentsOf: directory.appendingPathComponent("Docs/index.html"), encoding: .utf8)
            #expect(html.contains("Graphviz could not draw the graph:</strong> dot failed (exit status 1): Error: syntax error in line 1."))
            #expect(!html.contains("Graphviz was not found"))
        }
    }
}
