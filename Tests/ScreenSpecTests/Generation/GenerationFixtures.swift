// Test support for code generation: the example specs, the default templates and the golden
// files of the generated code, all found from this file's path.

import Foundation
import Mustache
import ScreenSpec
import Testing

/// The example apps of `Specs/`, their graphs and contexts, and the routes/navigator renderer.
enum GenerationFixtures {
    /// The example apps, one folder each in `Specs/`.
    static let exampleApps = ["Cars", "Cities", "Files", "FoodTruck", "Palette", "PopToRoot", "Shop"]

    /// The project root.
    static let projectRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()  // Tests/ScreenSpecTests/Generation
        .deletingLastPathComponent()  // Tests/ScreenSpecTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Templates/`: the single source of the default templates.
    static let templatesDirectory = projectRoot.appendingPathComponent("Templates", isDirectory: true)

    /// `Tests/ScreenSpecTests/Goldens/Generated`.
    static let goldensDirectory = projectRoot.appendingPathComponent("Tests/ScreenSpecTests/Goldens/Generated",
                                                                     isDirectory: true)

    /// Whether this run records goldens instead of comparing (`RECORD_GOLDENS=1`).
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_GOLDENS"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Loads `Specs/<app>/`; records an issue and returns nil when it does not load cleanly.
    static func graph(_ app: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> NavigationGraph? {
        let folder = projectRoot.appendingPathComponent("Specs/\(app)").path
        var diagnostics = DiagnosticCollector()
        guard let loaded = SpecLoader().load(paths: [folder], diagnostics: &diagnostics) else {
            Issue.record("Specs/\(app) did not load: \(diagnostics.diagnostics)", sourceLocation: sourceLocation)
            return nil
        }
        if diagnostics.hasErrors {
            Issue.record("Specs/\(app) has loader errors: \(diagnostics.diagnostics)", sourceLocation: sourceLocation)
            return nil
        }
        return NavigationGraph(spec: loaded.spec)
    }

    /// The context of `Specs/<app>/`.
    static func context(_ app: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> TemplateContext? {
        graph(app, sourceLocation: sourceLocation).map { ContextBuilder.build($0) }
    }

    /// The templates, read from `Templates/` (the source of the embedded defaults).
    static let library = MustacheLibrary(directory: templatesDirectory)

    /// Renders `Templates/<name>.mustache` against a context.
    static func render(_ name: String, _ context: TemplateContext) throws -> String {
        guard let template = try library.template(named: name) else {
            throw MustacheError(.unreadablePartial, "no template named '\(name)'", templateName: name)
        }
        return try template.render(context, library: library)
    }

    /// The generated routes and navigator files of a context, by file name.
    static func generatedFiles(_ context: TemplateContext) throws -> [String: String] {
        [
            context.routesFileName: try render("Routes.swift", context),
            context.navigatorFileName: try render("Navigator.swift", context),
        ]
    }

    /// Compares `actual` with `Goldens/Generated/<app>/<name>` byte for byte, or records it.
    static func assertMatchesGolden(_ actual: String, app: String, name: String,
                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let directory = goldensDirectory.appendingPathComponent(app, isDirectory: true)
        let url = directory.appendingPathComponent(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                Issue.record("recorded golden \(app)/\(name); unset RECORD_GOLDENS and review with git diff",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record golden \(app)/\(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("golden \(app)/\(name) is missing; run with RECORD_GOLDENS=1 to create it",
                         sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            Issue.record("""
                \(app)/\(name) differs from its golden (re-record with RECORD_GOLDENS=1):
                \(firstDifference(expected, actual))
                """, sourceLocation: sourceLocation)
        }
    }

    /// The first differing line, for a readable failure.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let right = index < actualLines.count ? String(actualLines[index]) : "<end of output>"
            if left != right {
                return "line \(index + 1):\n  expected: \(left.debugDescription)\n  actual:   \(right.debugDescription)"
            }
        }
        return "(same lines; line endings differ)"
    }

    /// Problems with the shape of generated text: CR, trailing whitespace, tabs, missing or extra
    /// final newline, a header that is not the first line.
    static func formattingProblems(_ text: String, header: String) -> [String] {
        var problems: [String] = []
        if text.contains("\r") { problems.append("contains CR") }
        if !text.hasSuffix("\n") || text.hasSuffix("\n\n") { problems.append("does not end in exactly one newline") }
        if !text.hasPrefix(header + "\n") { problems.append("does not start with the header") }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.last == " " || line.last == "\t" { problems.append("line \(index + 1) has trailing whitespace") }
            if line.contains("\t") { problems.append("line \(index + 1) has a tab") }
        }
        if text.contains("\n\n\n") { problems.append("has two blank lines in a row") }
        return problems
    }
}

extension GenerationFixtures {
    /// App types the example specs name as param types (`ServiceEntry` in Cars), so the generated
    /// files compile on their own.
    static let appTypesSource = """
        import Foundation

        public struct ServiceEntry: Hashable, Codable, Sendable {
            public var summary: String
            public init(summary: String) { self.summary = summary }
        }

        """

    /// Loads a spec from YAML text (one file); records an issue and returns nil on loader errors.
    static func graph(yaml: String, path: String = "Specs/Test/app.yaml",
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) -> NavigationGraph? {
        var diagnostics = DiagnosticCollector()
        let loaded = SpecLoader().load(sources: [SourceFile(path: path, text: yaml)], diagnostics: &diagnostics)
        guard let loaded, !diagnostics.hasErrors else {
            Issue.record("spec did not load: \(diagnostics.diagnostics)", sourceLocation: sourceLocation)
            return nil
        }
        return NavigationGraph(spec: loaded.spec)
    }

    /// Writes the generated routes and navigator of `context` (and the app types) into a scratch
    /// folder and type-checks them in Swift 6 mode with the SIL diagnostic passes, without SwiftUI.
    static func typecheckGenerated(_ context: TemplateContext, againstSwiftUIStub: Bool = false) async throws -> CompilerResult {
        var sources = try generatedFiles(context)
        sources["AppTypes.swift"] = appTypesSource
        return try await SwiftToolchain.typecheck(sources: sources, againstSwiftUIStub: againstSwiftUIStub,
                                            mode: .silDiagnostics)
    }

    /// Compiles the generated routes and navigator of `context` with `main` and runs the program.
    static func run(_ context: TemplateContext, main: String, extraCompilerArguments: [String] = []) async throws -> ProgramRun {
        var sources = try generatedFiles(context)
        sources["AppTypes.swift"] = appTypesSource
        return try await SwiftToolchain.withScratchDirectory { directory in
            let files = try SwiftToolchain.write(sources, into: directory)
            return try await SwiftToolchain.compileAndRun(files: files, mainSource: checkHarness + main,
                                                          extraCompilerArguments: extraCompilerArguments)
        }
    }

    /// The top of every test program: `check` records a failure with its line; `finish` exits 1
    /// after printing them when any check failed.
    static let checkHarness = """
        import Foundation

        var failures: [String] = []

        @MainActor func check(_ condition: Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            if !condition { failures.append("line \\(line): check failed \\(message())") }
        }

        @MainActor func finish() {
            for failure in failures { print(failure) }
            print(failures.isEmpty ? "ok" : "\\(failures.count) failures")
            exit(failures.isEmpty ? 0 : 1)
        }


        """
}
