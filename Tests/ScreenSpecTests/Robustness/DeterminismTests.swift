import Foundation
import Testing

/// Determinism: the same spec gives byte-identical output on every run, whatever the hashing
/// seed, the order its files are given in, or the directory the tool runs from. Every example
/// app is generated, dumped, drawn and documented in separate processes with
/// `SWIFT_DETERMINISTIC_HASHING=1` and without it (a new random seed per process), from its
/// folder, from its files named in reverse order, by absolute paths, and from another directory.
/// (Renaming the files is not neutral: the generated header names them.)
@Suite struct DeterminismTests {
    /// How one variant names the app's inputs.
    enum Inputs: Sendable {
        /// `Specs`, from the folder above it.
        case folder
        /// `Specs/<file>` for each file, in reverse order.
        case filesReversed
        /// The absolute path of each file, in reverse order.
        case absoluteFilesReversed
        /// `work/Specs`, from the folder above `work`.
        case fromParentDirectory
    }

    /// One way of running the tool on an app.
    struct Variant: Sendable, CustomStringConvertible {
        var name: String
        var deterministicHashing: Bool
        var inputs: Inputs

        var description: String { name }
    }

    static let variants: [Variant] = [
        Variant(name: "seeded hashing", deterministicHashing: true, inputs: .folder),
        Variant(name: "random hashing", deterministicHashing: false, inputs: .folder),
        Variant(name: "random hashing again", deterministicHashing: false, inputs: .folder),
        Variant(name: "files given in reverse order", deterministicHashing: false, inputs: .filesReversed),
        Variant(name: "absolute paths in reverse order", deterministicHashing: true, inputs: .absoluteFilesReversed),
        Variant(name: "run from another directory", deterministicHashing: false, inputs: .fromParentDirectory),
    ]

    /// Every output of one variant: file path or command -> bytes.
    private func outputs(of app: String, _ variant: Variant) async throws -> [String: Data] {
        try await SwiftToolchain.withScratchDirectory { scratch in
            let directory = scratch.appendingPathComponent("work")
            try ExampleApps.copy(app, to: directory.appendingPathComponent("Specs"))
            let files = ExampleApps.specFiles(of: app).map { "Specs/" + $0 }
            var workingDirectory = directory
            var prefix = ""
            let inputs: [String]
            switch variant.inputs {
            case .folder: inputs = ["Specs"]
            case .filesReversed: inputs = files.reversed()
            case .absoluteFilesReversed: inputs = files.reversed().map { directory.appendingPathComponent($0).path }
            case .fromParentDirectory:
                workingDirectory = scratch
                prefix = "work/"
                inputs = ["work/Specs"]
            }
            let environment = variant.deterministicHashing
                ? ChildProcess.environment(adding: ["SWIFT_DETERMINISTIC_HASHING": "1"])
                : ChildProcess.environment(removing: ["SWIFT_DETERMINISTIC_HASHING"])
            let binary = try ChildProcess.screenspec()
            func run(_ arguments: [String]) async throws -> ChildRun {
                try await ChildProcess.run(binary, arguments, in: workingDirectory, environment: environment)
            }

            var results: [String: Data] = [:]
            let generate = try await run(["generate"] + inputs + ["--output", prefix + "Generated"])
            #expect(generate.status == 0, "\(app), \(variant): \(generate)")
            let dump = try await run(["dump-context"] + inputs)
            #expect(dump.status == 0, "\(app), \(variant): \(dump)")
            results["dump-context"] = Data(dump.stdout.utf8)
            for format in ["mermaid", "dot", "json"] {
                let graph = try await run(["graph"] + inputs + ["--format", format])
                #expect(graph.status == 0, "\(app), \(variant): \(graph)")
                results["graph --format \(format)"] = Data(graph.stdout.utf8)
            }
            let docs = try await run(["docs"] + inputs + ["--output", prefix + "Docs", "--html"])
            #expect(docs.status == 0, "\(app), \(variant): \(docs)")
            for folder in ["Generated", "Docs"] {
                for (path, entry) in try FolderSnapshot(directory.appendingPathComponent(folder)).entries {
                    if let contents = entry.contents { results[folder + "/" + path] = contents }
                }
            }
            return results
        }
    }

    @Test("Every example's outputs are byte-identical across hashing seeds, processes and file orders",
          arguments: ExampleApps.names)
    func identicalOutputs(_ app: String) async throws {
        let baseline = try await outputs(of: app, Self.variants[0])
        #expect(baseline.keys.contains("Generated/.screenspec-manifest"))
        #expect(baseline.keys.count >= 5, "\(baseline.keys.sorted())")
        for variant in Self.variants.dropFirst() {
            let other = try await outputs(of: app, variant)
            #expect(other.keys.sorted() == baseline.keys.sorted(), "\(app), \(variant)")
            for (name, bytes) in baseline where other[name] != bytes {
                Issue.record("\(app): \(name) differs with \(variant)")
            }
        }
    }

    /// A spec with many problems, so the order of diagnostics is tested too.
    static let brokenSpec = """
        app:
          name: Broken
          urlScheme: broken
        tabs:
          - { id: home, title: Home, systemImage: house, root: Home }
          - { id: more, title: More, systemImage: ellipsis, root: Mroe }
        toolbars:
          unused:
            - { placement: principal, label: A }
          main:
            - { placement: principal, label: A }
            - { placement: principal, label: B }
            - { placement: navigationBarLeading, label: C, action: { open: Nowhere } }
        screens:
          Home: { toolbar: main, links: [{ push: Detail }, { push: Modal }, { sheet: Detial }] }
          Detail: { params: { id: Int }, deepLink: "/detail/{idd}", title: "{name}" }
          Other: { deepLink: "/detail/{x}", params: { x: String } }
          Lonely: { title: Lonely }
          Modal: { presentation: sheet, stack: true, search: { prompt: Find } }

        """

    @Test("Diagnostics come out in the same order in every process", arguments: ["text", "json", "sarif", "github"])
    func identicalDiagnostics(_ reporter: String) async throws {
        try await SwiftToolchain.withScratchDirectory { directory in
            let specs = directory.appendingPathComponent("Specs")
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            try Data(Self.brokenSpec.utf8).write(to: specs.appendingPathComponent("app.yaml"))
            let binary = try ChildProcess.screenspec()
            var reports: [String] = []
            for hashing in [true, false, false, false] {
                let environment = hashing
                    ? ChildProcess.environment(adding: ["SWIFT_DETERMINISTIC_HASHING": "1"])
                    : ChildProcess.environment(removing: ["SWIFT_DETERMINISTIC_HASHING"])
                let run = try await ChildProcess.run(binary, ["check", "Specs", "--reporter", reporter], in: directory,
                                               environment: environment)
                #expect(run.status == 1, "\(run)")
                reports.append(run.stdout + run.stderr)
            }
            #expect(reports[0].components(separatedBy: "\n").count > 8, "\(reports[0])")
            #expect(Set(reports).count == 1, "\(reports.joined(separator: "\n-----\n"))")
        }
    }
}
