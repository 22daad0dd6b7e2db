import Foundation
import Testing

/// The limits through the built binary: each hostile file ends `screenspec check` with exit 1 and
/// a located `yaml.limit`, within a bounded peak memory (no timing here: the times are in
/// Documentation/Reliability.md); and `limits:` in `.screenspec.yml` reaches every command.
@Suite struct LimitCLITests {
    /// One hostile spec file and what the run must report.
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        /// Writes the file.
        var write: @Sendable (URL) throws -> Void
        /// The start of the diagnostic line.
        var expected: String
        /// The peak memory allowed, in MiB (a debug build measured 23 MiB for the small cases, 115 MiB
        /// for a million nodes).
        var memoryMiB: Int

        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "billion laughs", write: { try Data(HostileInputs.billionLaughs.utf8).write(to: $0) },
             expected: "Specs/hostile.yaml:6:36: error: more than 1000000 nodes after alias expansion [yaml.limit]",
             memoryMiB: 100),
        Case(name: "10,000-deep nesting", write: { try Data(HostileInputs.nesting(depth: 10_000).utf8).write(to: $0) },
             expected: "Specs/hostile.yaml:1:257: error: nesting is deeper than the limit of 256 [yaml.limit]",
             memoryMiB: 100),
        Case(name: "1,000,001 nodes", write: { try Data(HostileInputs.nodes(1_000_000).utf8).write(to: $0) },
             expected: "Specs/hostile.yaml:1:2000000: error: more than 1000000 nodes after alias expansion [yaml.limit]",
             memoryMiB: 400),
        // Peak memory under the file's size: it was never read.
        Case(name: "100 MB file", write: { try HostileInputs.writeHugeFile(at: $0, bytes: 100 << 20) },
             expected: "Specs/hostile.yaml:1:1: error: file is 104857600 bytes, more than the limit of 67108864 [yaml.limit]",
             memoryMiB: 80),
    ]

    @Test("Each hostile file ends check in a located yaml.limit, exit 1, bounded memory", arguments: cases)
    func hostileFile(_ hostile: Case) async throws {
        try await SwiftToolchain.withScratchDirectory { directory in
            let specs = directory.appendingPathComponent("Specs")
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            let file = specs.appendingPathComponent("hostile.yaml")
            try await OwnThread.run { try hostile.write(file) }
            let run = try await ChildProcess.run(try ChildProcess.screenspec(), ["check", "Specs"], in: directory,
                                           measuresMemory: true)
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.hasPrefix(hostile.expected + "\n"), "\(run)")
            #expect(run.stderr.components(separatedBy: "[yaml.limit]").count == 2, "one limit diagnostic: \(run)")
            if let peak = run.maxResidentKiB {
                #expect(peak < hostile.memoryMiB << 10, "\(hostile.name): peak \(peak >> 10) MiB")
            } else if ChildProcess.gnuTime != nil {
                Issue.record("/usr/bin/time did not report the peak memory: \(run)")
            }
        }
    }

    static let smallSpec = """
        app: { name: Small, root: Home }
        screens:
          Home: { title: Home, links: [{ push: Detail }] }
          Detail: { title: Detail, params: { id: Int } }

        """

    @Test("limits in .screenspec.yml applies to check, generate and dump-context; --config too")
    func configuredLimits() async throws {
        try await SwiftToolchain.withScratchDirectory { directory in
            let specs = directory.appendingPathComponent("Specs")
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            try Data(Self.smallSpec.utf8).write(to: specs.appendingPathComponent("app.yaml"))
            let binary = try ChildProcess.screenspec()
            #expect(try await ChildProcess.run(binary, ["check"], in: directory).status == 0)

            try Data("specs: Specs\nlimits:\n  maxDepth: 3\n".utf8).write(to: directory.appendingPathComponent(".screenspec.yml"))
            for arguments in [["check"], ["generate", "--output", "Out"], ["dump-context"]] {
                let run = try await ChildProcess.run(binary, arguments, in: directory)
                #expect(run.status == 1, "\(arguments): \(run)")
                #expect(run.stderr.contains("Specs/app.yaml:3:31: error: nesting is deeper than the limit of 3 [yaml.limit]"),
                        "\(arguments): \(run)")
            }
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out").path))

            try Data("limits: { maxFileSize: 64, maxNodes: 1000000 }\n".utf8)
                .write(to: directory.appendingPathComponent("tight.yml"))
            let tight = try await ChildProcess.run(binary, ["check", "Specs", "--config", "tight.yml"], in: directory)
            #expect(tight.status == 1, "\(tight)")
            #expect(tight.stderr.contains(
                "Specs/app.yaml:1:1: error: file is \(Self.smallSpec.utf8.count) bytes, more than the limit of 64 [yaml.limit]"),
                    "\(tight)")

            try Data("limits: { maxNodes: 12 }\n".utf8).write(to: directory.appendingPathComponent("few.yml"))
            let few = try await ChildProcess.run(binary, ["check", "Specs", "--config", "few.yml"], in: directory)
            #expect(few.status == 1, "\(few)")
            #expect(few.stderr.contains("error: more than 12 nodes after alias expansion [yaml.limit]"), "\(few)")

            try Data("limits: { maxDepth: 0 }\n".utf8).write(to: directory.appendingPathComponent("bad.yml"))
            let bad = try await ChildProcess.run(binary, ["check", "Specs", "--config", "bad.yml"], in: directory)
            #expect(bad.status == 1, "\(bad)")
            #expect(bad.stderr.contains(
                "bad.yml:1:21: error: invalid maxDepth '0'; expected a whole number from 1 to 1024 [spec.invalid_value]"),
                    "\(bad)")
        }
    }
}
