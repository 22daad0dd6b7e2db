// Test support for the SwiftUI glue and the skeletons: everything an app gets from ScreenSpec
// (routes, navigator, views, skeletons), rendered from the templates in `Templates/`, written
// into a scratch folder and type-checked against the stub SwiftUI module.

import Foundation
import Mustache
import ScreenSpec
import Testing

enum AppBuildFixtures {
    /// The templates as they are in `Templates/` (the source of the embedded defaults), so tests
    /// see template edits without a rebuild.
    static let templates = TemplateSet(overrides: GenerationFixtures.templatesDirectory)

    /// `Tests/ScreenSpecTests/Goldens/Scaffold`.
    static let scaffoldGoldensDirectory = GenerationFixtures.projectRoot
        .appendingPathComponent("Tests/ScreenSpecTests/Goldens/Scaffold", isDirectory: true)

    /// `<App>Views.swift` of a context.
    static func views(_ context: TemplateContext) throws -> String {
        try templates.render("Views.swift", context: context)
    }

    /// The three generated files of a context, as `generate` writes them.
    static func generatedFiles(_ context: TemplateContext) throws -> [GeneratedFile] {
        [
            GeneratedFile(path: context.routesFileName, contents: try templates.render("Routes.swift", context: context)),
            GeneratedFile(path: context.navigatorFileName, contents: try templates.render("Navigator.swift", context: context)),
            GeneratedFile(path: context.viewsFileName, contents: try views(context)),
        ]
    }

    /// The scaffolder with the templates of `Templates/`.
    static let scaffolder = Scaffolder(templates: templates)

    /// Loads a spec from YAML text (one file), checks it, and records an issue on any error.
    static func checkedGraph(yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> NavigationGraph? {
        do {
            return try checkedGraphOrFailure(yaml: yaml)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// `checkedGraph` that throws what it would record, for a body on a thread of its own.
    static func checkedGraphOrFailure(yaml: String) throws -> NavigationGraph {
        var diagnostics = DiagnosticCollector()
        let pipeline = CompilerPipeline()
        guard let loaded = pipeline.load(sources: [SourceFile(path: "Specs/Test/app.yaml", text: yaml)],
                                         diagnostics: &diagnostics), !diagnostics.hasErrors else {
            throw SpecFailure(description: "spec did not load: \(diagnostics.diagnostics)")
        }
        let checked = pipeline.check(loaded, diagnostics: &diagnostics)
        if diagnostics.hasErrors {
            throw SpecFailure(description: "spec has errors: \(diagnostics.diagnostics)")
        }
        return checked.graph
    }

    /// The Swift files under `folder`, at any depth.
    static func swiftFiles(in folder: URL) -> [URL] {
        Scaffolder.existingSwiftFiles(in: folder.path).values.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The deployment targets a context lists (`iOS 17, macOS 14`), in order.
    static func targets(of context: TemplateContext) -> [PlatformTarget] {
        context.deploymentTarget.components(separatedBy: ", ").compactMap(PlatformTarget.init)
    }

    /// The platforms to type-check a context for: each listed one at its version, plus macOS
    /// (the version of the lowest listed target's generation) when only iOS is listed, where the
    /// glue and the app entry point compile to nothing; `glue` says whether the SwiftUI file and
    /// skeletons are checked (always, now that both are guarded by the platform condition).
    static func checkedTargets(of context: TemplateContext) -> [(target: PlatformTarget, glue: Bool)] {
        let listed = targets(of: context)
        var checked = listed.map { (target: $0, glue: true) }
        if !listed.contains(where: { $0.platform == .macOS }), let lowest = listed.min(by: { $0.version < $1.version }) {
            let versions = [16: 13, 17: 14, 18: 15, 26: 26]
            // Every file: the glue and the app entry point compile to nothing off their platforms.
            checked.append((target: PlatformTarget(.macOS, versions[lowest.version] ?? 14), glue: true))
        }
        return checked
    }

    /// Generates into `folder/Generated` and scaffolds into `folder/App`.
    static func writeApp(_ context: TemplateContext, in folder: URL) throws -> ScaffoldReport {
        let generated = folder.appendingPathComponent("Generated", isDirectory: true)
        let app = folder.appendingPathComponent("App", isDirectory: true)
        try GeneratedFileWriter(outputPath: generated.path).write(try generatedFiles(context))
        return try scaffolder.scaffold(context: context, into: app.path)
    }

    /// Type-checks what `writeApp` wrote for `target` under `setting`: everything when `glue`,
    /// else the generated routes and navigator and the skeletons that do not import SwiftUI.
    static func typecheckApp(_ context: TemplateContext, in folder: URL, target: PlatformTarget, glue: Bool,
                             setting: BuildSetting, mode: SwiftToolchain.CheckMode = .silDiagnostics,
                             extraArguments: [String] = []) async throws -> CompilerResult {
        let generated = swiftFiles(in: folder.appendingPathComponent("Generated", isDirectory: true))
        let app = swiftFiles(in: folder.appendingPathComponent("App", isDirectory: true))
        let files = glue ? generated + app : generated.filter { $0.lastPathComponent != context.viewsFileName }
            + app.filter { file in !((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains("import SwiftUI") }
        return try await SwiftToolchain.typecheck(files: files, for: target, setting: setting, mode: mode,
                                            moduleName: context.appName + "App", extraArguments: extraArguments)
    }

    /// Generates into `folder/Generated`, scaffolds into `folder/App`, and type-checks everything
    /// together in Swift 6 mode against the stub SwiftUI module of the first listed platform:
    /// with the SIL diagnostic passes (unreachable code, missing returns …), or for large apps
    /// type-checking alone (one `-wmo` job either way: a thousand files in batch jobs cost
    /// minutes of repeated parsing).
    static func buildApp(_ context: TemplateContext, in folder: URL,
                         mode: SwiftToolchain.CheckMode = .silDiagnostics) async throws -> (ScaffoldReport, CompilerResult) {
        // Rendering and scaffolding a large app takes seconds in a debug build: off the pool.
        let report = try await OwnThread.run { try writeApp(context, in: folder) }
        let target = targets(of: context).first ?? PlatformTarget(.iOS, 17)
        let result = try await typecheckApp(context, in: folder, target: target, glue: true, setting: .swift6, mode: mode)
        return (report, result)
    }

    /// Compares `actual` with `Goldens/Scaffold/<app>/<name>` byte for byte, or records it with
    /// `RECORD_GOLDENS=1` (which fails the test, so recording is never silently green).
    static func assertMatchesScaffoldGolden(_ actual: String, app: String, name: String,
                                            sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let directory = scaffoldGoldensDirectory.appendingPathComponent(app, isDirectory: true)
        let url = directory.appendingPathComponent(name)
        if GenerationFixtures.isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                Issue.record("recorded golden Scaffold/\(app)/\(name); unset RECORD_GOLDENS and review with git diff",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record golden Scaffold/\(app)/\(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("golden Scaffold/\(app)/\(name) is missing; run with RECORD_GOLDENS=1 to create it",
                         sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            Issue.record("""
                Scaffold/\(app)/\(name) differs from its golden (re-record with RECORD_GOLDENS=1):
                \(GenerationFixtures.firstDifference(expected, actual))
                """, sourceLocation: sourceLocation)
        }
    }

    /// The golden file names under `Goldens/Scaffold/<app>/`, sorted.
    static func scaffoldGoldenNames(app: String) -> [String] {
        let directory = scaffoldGoldensDirectory.appendingPathComponent(app, isDirectory: true)
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// Problems with the shape of a skeleton: like generated files, but with the scaffold's own
    /// first line instead of the generated header.
    static func skeletonFormattingProblems(_ text: String) -> [String] {
        GenerationFixtures.formattingProblems(text, header: skeletonHeader)
    }

    /// The first line of every default skeleton.
    static let skeletonHeader =
        "// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it."
}
