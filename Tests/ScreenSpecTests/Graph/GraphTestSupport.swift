// Test support for the graph and docs tests: the example specs, golden files and Graphviz.
//
// Golden files live in Tests/ScreenSpecTests/Goldens/{Graph,Docs}/, found from #filePath.
// `RECORD_GOLDENS=1 swift test --filter Graph` rewrites them; a recording run fails on purpose so
// it is never mistaken for a green one. Review the result with `git diff`.

import Foundation
import Testing
@testable import ScreenSpec

enum GraphFixtures {
    /// The five example apps of Specs/, in a fixed order.
    static let exampleApps = ["Cars", "Cities", "Files", "FoodTruck", "Palette", "PopToRoot", "Shop"]

    /// The project root: up from Tests/ScreenSpecTests/Graph/ to the package.
    static let projectRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The graph of an example app; records an issue when the example does not load cleanly.
    static func exampleGraph(_ app: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> NavigationGraph? {
        let folder = projectRoot.appendingPathComponent("Specs/\(app)").path
        var diagnostics = DiagnosticCollector()
        guard let loaded = SpecLoader().load(paths: [folder], diagnostics: &diagnostics), !diagnostics.hasErrors else {
            Issue.record("\(app) does not load: \(diagnostics.diagnostics.map(\.message))", sourceLocation: sourceLocation)
            return nil
        }
        return NavigationGraph(spec: loaded.spec)
    }

    /// A graph from YAML text in memory.
    static func graph(yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> NavigationGraph? {
        do {
            return try loadedGraph(yaml: yaml)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// A graph from YAML text in memory, or an error saying why the spec does not load: for a
    /// body run on its own thread, which cannot record an issue for the test.
    static func loadedGraph(yaml: String) throws -> NavigationGraph {
        var diagnostics = DiagnosticCollector()
        let source = SourceFile(path: "spec.yaml", bytes: Array(yaml.utf8))
        guard let loaded = SpecLoader().load(sources: [source], diagnostics: &diagnostics), !diagnostics.hasErrors else {
            throw SpecFailure(description: "spec does not load: \(diagnostics.diagnostics.map(\.message))")
        }
        return NavigationGraph(spec: loaded.spec)
    }
}

enum Golden {
    /// Whether this run re-records golden files (`RECORD_GOLDENS=1`).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// The golden file at `Goldens/<relativePath>`.
    static func url(_ relativePath: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens").appendingPathComponent(relativePath)
    }

    /// Compares `actual` with the golden file, or records it (and fails) when recording.
    static func assert(_ actual: String, matches relativePath: String,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = url(relativePath)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: file)
            } catch {
                Issue.record("cannot record \(relativePath): \(error)", sourceLocation: sourceLocation)
            }
            Issue.record("recorded \(relativePath); unset RECORD_GOLDENS and run again", sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            Issue.record("missing golden \(relativePath); record it with RECORD_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if actual != expected {
            Issue.record("""
                \(relativePath) differs from the golden file (RECORD_GOLDENS=1 re-records it)
                \(firstDifference(expected, actual))
                """, sourceLocation: sourceLocation)
        }
    }

    /// The first differing line, for a readable failure.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? String(left[index]) : "<end of file>"
            let b = index < right.count ? String(right[index]) : "<end of file>"
            if a != b { return "line \(index + 1):\n  expected: \(a)\n  actual:   \(b)" }
        }
        return "(no line differs; check line endings)"
    }
}

enum GraphvizCheck {
    /// The path of `dot` on PATH, or nil.
    static var dotPath: String? { GraphvizSVG.dotExecutable() }

    /// Runs `dot -Tsvg` on `source`; the exit status and standard error.
    static func validate(_ source: String) async throws -> (status: Int32, errors: String) {
        guard let dot = dotPath else { return (0, "") }
        let ran = try await SwiftToolchain.run(executable: URL(fileURLWithPath: dot), arguments: ["-Tsvg"],
                                               input: Data(source.utf8), timeout: 120)
        return (ran.status, ran.stderr)
    }
}
