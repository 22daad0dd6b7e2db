import Foundation
import ScreenSpec
import Testing
import YAMLSource

/// The limits through the loader: each limit ends in one located `yaml.limit` and nothing is
/// built, with the default limits and with limits lowered or raised by configuration.
@Suite struct LimitTests {
    /// Loads one in-memory file.
    private func load(_ text: String, limits: YAMLLimits = .default) -> (loaded: LoadedSpec?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let loaded = SpecLoader(limits: limits).load(sources: [SourceFile(path: "Specs/hostile.yaml", text: text)],
                                                     diagnostics: &diagnostics)
        return (loaded, diagnostics.diagnostics)
    }

    /// The one `yaml.limit` of a load, which must have failed.
    private func limitDiagnostic(_ text: String, limits: YAMLLimits = .default,
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
        let (loaded, diagnostics) = load(text, limits: limits)
        return try limitDiagnostic(of: loaded, diagnostics, sourceLocation: sourceLocation)
    }

    /// The one `yaml.limit` of a load done already, which must have failed.
    private func limitDiagnostic(of loaded: LoadedSpec?, _ diagnostics: [Diagnostic],
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
        #expect(loaded == nil, sourceLocation: sourceLocation)
        let limits = diagnostics.filter { $0.id == "yaml.limit" }
        #expect(limits.count == 1, "\(diagnostics)", sourceLocation: sourceLocation)
        return try #require(limits.first, sourceLocation: sourceLocation)
    }

    @Test("A billion laughs stops at the millionth node, at the alias that crosses it")
    func billionLaughs() throws {
        let diagnostic = try limitDiagnostic(HostileInputs.billionLaughs)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "more than 1000000 nodes after alias expansion")
        // Line 6 is `f: &f [*e, …]`; each `*e` stands for 111,111 nodes and the eighth crosses.
        #expect(diagnostic.location == ScreenSpec.SourceLocation(file: "Specs/hostile.yaml", line: 6, column: 36))
    }

    @Test("10,000 nested sequences stop at the 257th")
    func deepNesting() throws {
        let diagnostic = try limitDiagnostic(HostileInputs.nesting(depth: 10_000))
        #expect(diagnostic.message == "nesting is deeper than the limit of 256")
        #expect(diagnostic.location == ScreenSpec.SourceLocation(file: "Specs/hostile.yaml", line: 1, column: 257))
    }

    @Test("A file of 1,000,001 nodes stops at its last node")
    func millionNodes() async throws {
        let text = HostileInputs.nodes(1_000_000)
        let (loaded, diagnostics) = try await OwnThread.run { load(text) }
        let diagnostic = try limitDiagnostic(of: loaded, diagnostics)
        #expect(diagnostic.message == "more than 1000000 nodes after alias expansion")
        // The sequence is node 1; scalar k starts at column 2k, and scalar 1,000,000 crosses.
        #expect(diagnostic.location == ScreenSpec.SourceLocation(file: "Specs/hostile.yaml", line: 1, column: 2_000_000))
    }

    @Test("A 100 MB file is refused by its size, before it is read")
    func hugeFile() throws {
        try SwiftToolchain.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("huge.yaml")
            try HostileInputs.writeHugeFile(at: file, bytes: 100 << 20)
            // Unreadable from here on (unless the tests run as root): had the loader tried to read
            // it, the result would be `spec.no_input`.
            try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: file.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path) }
            var diagnostics = DiagnosticCollector()
            let loaded = SpecLoader().load(paths: [file.path], diagnostics: &diagnostics)
            #expect(loaded == nil)
            #expect(diagnostics.diagnostics.map(\.id) == ["yaml.limit"])
            let diagnostic = try #require(diagnostics.diagnostics.first)
            #expect(diagnostic.message == "file is 104857600 bytes, more than the limit of 67108864")
            #expect(diagnostic.location == ScreenSpec.SourceLocation(file: file.path, line: 1, column: 1))
        }
    }

    @Test("Other files are still read when one is over the size limit")
    func oneHugeFileAmongOthers() throws {
        try SwiftToolchain.withScratchDirectory { directory in
            try HostileInputs.writeHugeFile(at: directory.appendingPathComponent("big.yaml"), bytes: 2048)
            try Data("screens:\n  Home: { titel: Home }\n".utf8).write(to: directory.appendingPathComponent("screens.yaml"))
            var diagnostics = DiagnosticCollector()
            _ = SpecLoader(limits: YAMLLimits(maxBytes: 1024)).load(paths: [directory.path], diagnostics: &diagnostics)
            let ids = Set(diagnostics.diagnostics.map(\.id))
            #expect(ids.contains("yaml.limit"))
            #expect(ids.contains("spec.unknown_key"), "screens.yaml was not read: \(diagnostics.diagnostics)")
        }
    }

    /// Which bound a lowered-limits case lowers.
    enum Bound: String, CaseIterable, Sendable {
        case nodes, depth, bytes
    }

    @Test("Lowered limits apply to every file of a spec", arguments: Bound.allCases)
    func loweredLimits(_ bound: Bound) throws {
        let app = "app: { name: Demo, root: Home }\n"
        let screens = """
            screens:
              Home: { title: Home, links: [{ push: Detail }] }
              Detail: { title: Detail, params: { id: { type: Int, default: 1 } } }

            """
        #expect(load(app + screens).loaded != nil)
        let (limits, message): (YAMLLimits, String)
        switch bound {
        case .nodes: (limits, message) = (YAMLLimits(maxNodes: 20), "more than 20 nodes after alias expansion")
        case .depth: (limits, message) = (YAMLLimits(maxDepth: 3), "nesting is deeper than the limit of 3")
        case .bytes:
            (limits, message) = (YAMLLimits(maxBytes: 100), "file is \(screens.utf8.count) bytes, more than the limit of 100")
        }
        var diagnostics = DiagnosticCollector()
        let loaded = SpecLoader(limits: limits).load(sources: [SourceFile(path: "app.yaml", text: app),
                                                               SourceFile(path: "screens.yaml", text: screens)],
                                                     diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.filter { $0.id == "yaml.limit" }.map(\.message) == [message])
        #expect(diagnostics.diagnostics.first { $0.id == "yaml.limit" }?.location.file == "screens.yaml")
        #expect(loaded == nil || diagnostics.hasErrors)
    }

    @Test("Raised limits let a spec past the defaults: depth up to the configuration's ceiling")
    func raisedDepth() throws {
        let ceiling = ConfigurationLoader.maxDepthCeiling
        let limits = YAMLLimits(maxDepth: ceiling)
        // The deepest tree the configuration allows is read, walked and freed without a crash.
        let (_, diagnostics) = load("app: { name: Demo, root: Home }\nscreens:\n  Home: { title: " +
                                    HostileInputs.nesting(depth: ceiling - 3) + "}\n", limits: limits)
        #expect(!diagnostics.contains { $0.id == "yaml.limit" })
        #expect(diagnostics.contains { $0.id == "spec.type_mismatch" })
        let deeper = try limitDiagnostic(HostileInputs.nesting(depth: ceiling + 1), limits: limits)
        #expect(deeper.message == "nesting is deeper than the limit of \(ceiling)")
    }

    // MARK: `limits` in .screenspec.yml

    private func configuration(_ text: String) -> (YAMLLimits, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let configuration = ConfigurationLoader().parse(text, file: ".screenspec.yml", diagnostics: &diagnostics)
        return (configuration.limits, diagnostics.diagnostics)
    }

    @Test("limits sets each bound; the ones not given keep their defaults")
    func configurationReadsLimits() {
        let (all, diagnostics) = configuration("limits:\n  maxNodes: 5000\n  maxDepth: 64\n  maxFileSize: 1MiB\n")
        #expect(diagnostics.isEmpty)
        #expect(all == YAMLLimits(maxNodes: 5000, maxDepth: 64, maxBytes: 1 << 20))
        #expect(configuration("limits: { maxDepth: 10 }").0 == YAMLLimits(maxDepth: 10))
        #expect(configuration("limits: { maxFileSize: 2048 }").0 == YAMLLimits(maxBytes: 2048))
        #expect(configuration("limits: { maxFileSize: 512 KiB }").0 == YAMLLimits(maxBytes: 512 << 10))
        #expect(configuration("limits: { maxFileSize: 2GiB }").0 == YAMLLimits(maxBytes: 2 << 30))
        #expect(configuration("limits:\n").0 == .default)
        #expect(configuration("specs: Specs\n").0 == .default)
    }

    @Test("Bad limits are located errors and keep the default", arguments: [
        ("limits: { maxDepth: 0 }", 1, 21, "spec.invalid_value", "invalid maxDepth '0'; expected a whole number from 1 to 1024"),
        ("limits: { maxDepth: 5000 }", 1, 21, "spec.invalid_value",
         "invalid maxDepth '5000'; expected a whole number from 1 to 1024"),
        ("limits: { maxNodes: -1 }", 1, 21, "spec.invalid_value", "invalid maxNodes '-1'; expected a whole number above 0"),
        ("limits: { maxNodes: 1e6 }", 1, 21, "spec.invalid_value", "invalid maxNodes '1e6'; expected a whole number above 0"),
        ("limits: { maxNodes: 99999999999999999999 }", 1, 21, "spec.invalid_value",
         "invalid maxNodes '99999999999999999999'; expected a whole number above 0"),
        ("limits: { maxFileSize: 64MB }", 1, 24, "spec.invalid_value",
         "invalid maxFileSize '64MB'; expected a whole number above 0 (bytes, or with KiB, MiB or GiB)"),
        ("limits: { maxFileSize: 9999999999GiB }", 1, 24, "spec.invalid_value",
         "invalid maxFileSize '9999999999GiB'; expected a whole number above 0 (bytes, or with KiB, MiB or GiB)"),
        ("limits: { maxNodes: [1] }", 1, 21, "spec.type_mismatch", "expected a whole number, found a sequence"),
        ("limits: [maxNodes]", 1, 9, "spec.type_mismatch",
         "expected a mapping of maxNodes, maxDepth and maxFileSize, found a sequence"),
        ("limits:\n  maxNode: 10\n", 2, 3, "spec.unknown_key", "unknown key 'maxNode' in limits"),
    ])
    func badLimits(_ text: String, line: Int, column: Int, id: String, message: String) {
        let (limits, diagnostics) = configuration(text)
        #expect(limits == .default)
        #expect(diagnostics.map(\.id) == [id])
        #expect(diagnostics.first?.message == message)
        #expect(diagnostics.first?.location == ScreenSpec.SourceLocation(file: ".screenspec.yml", line: line, column: column))
        #expect(diagnostics.first?.severity == .error)
    }

    @Test("An unknown limit key suggests the closest one")
    func unknownLimitSuggestion() {
        let (_, diagnostics) = configuration("limits:\n  maxDepht: 10\n")
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'maxDepth'?"])
        #expect(diagnostics.first?.fixIts.map(\.replacement) == ["maxDepth"])
    }
}
