import Foundation
import ScreenSpec
import Testing

/// Replays every input the fuzzer found a crash with (Tests/ScreenSpecTests/Fixtures/Regressions,
/// see Documentation/Reliability.md): each must now end in diagnostics or in generated files,
/// never in a crash. A crash here ends the test process, which fails the run.
@Suite struct RegressionReplayTests {
    static let folder = ScreenSpecBinary.projectRoot.appendingPathComponent("Tests/ScreenSpecTests/Fixtures/Regressions")

    /// The inputs (`*.input`), by file name.
    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".input") }.sorted()

    /// Fuzz/FuzzPipeline.swift's reading of an input: spec files separated by NUL bytes, at most
    /// three, named `a.yaml`, `b.yaml`, `c.yaml` (later NULs stay in the third file).
    static func split(_ bytes: [UInt8]) -> [SourceFile] {
        var pieces: [[UInt8]] = [[]]
        for byte in bytes {
            if byte == 0, pieces.count < 3 { pieces.append([]) } else { pieces[pieces.count - 1].append(byte) }
        }
        return zip(["a.yaml", "b.yaml", "c.yaml"], pieces).map { SourceFile(path: $0, bytes: $1) }
    }

    @Test("There are regression inputs to replay")
    func inputsExist() {
        #expect(!Self.inputs.isEmpty, "no file in \(Self.folder.path)")
    }

    @Test("Each regression input ends in diagnostics or generated files, in process", arguments: inputs)
    func replayInProcess(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let sources = Self.split(bytes)
        let pipeline = CompilerPipeline()
        var diagnostics = DiagnosticCollector()
        let loaded = pipeline.load(sources: sources, diagnostics: &diagnostics)
        for kind in ReporterKind.allCases {
            _ = kind.makeReporter(ReporterOptions(usesColor: true, sourceLine: { file, line in
                loaded?.sources.line(line, in: file)
            })).report(diagnostics.diagnostics)
        }
        guard let loaded, !diagnostics.hasErrors else {
            #expect(diagnostics.hasErrors, "\(name): nothing loaded, and no error said why")
            return
        }
        let checked = pipeline.check(loaded, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return }
        var rendering = DiagnosticCollector()
        let files = pipeline.render(pipeline.context(checked), diagnostics: &rendering)
        #expect(!rendering.hasErrors, "\(name): \(rendering.diagnostics)")
        #expect(files.count == CompilerPipeline.generatedTemplates.count, "\(name)")
    }

    @Test("Each regression input ends in a clean exit of every command", arguments: inputs)
    func replayThroughTheCLI(_ name: String) async throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        try await SwiftToolchain.withScratchDirectory { directory in
            let specs = directory.appendingPathComponent("Specs")
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            for source in Self.split(bytes) {
                try Data(source.bytes).write(to: specs.appendingPathComponent(source.path))
            }
            let binary = try ChildProcess.screenspec()
            for arguments in [["check", "Specs"], ["generate", "Specs", "--output", "Out"], ["dump-context", "Specs"],
                              ["graph", "Specs", "--format", "dot"], ["docs", "Specs", "--output", "Docs"]] {
                let run = try await ChildProcess.run(binary, arguments, in: directory, timeout: 120)
                #expect(run.status == 0 || run.status == 1, "\(name): screenspec \(arguments.joined(separator: " ")): \(run)")
            }
        }
    }
}
