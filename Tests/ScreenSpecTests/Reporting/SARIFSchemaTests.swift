import Foundation
import ScreenSpec
import Testing

/// Validates the SARIF reporter's output against the official SARIF 2.1.0 JSON Schema, read
/// from the shared conformance data next to the project (never copied into it), with Python's
/// `jsonschema` (`make test` installs it). Skipped, saying why, when either is missing.
@Suite struct SARIFSchemaTests {
    /// `<project>/../shared/conformance/sarif/sarif-schema-2.1.0.json`, or `SARIF_SCHEMA` when set.
    static let schema: URL = {
        if let override = ProcessInfo.processInfo.environment["SARIF_SCHEMA"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // Tests/ScreenSpecTests/Reporting
            .deletingLastPathComponent()  // Tests/ScreenSpecTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // project root
            .deletingLastPathComponent()  // its parent
            .appendingPathComponent("shared/conformance/sarif/sarif-schema-2.1.0.json")
    }()

    /// A `python3` that can import `jsonschema`, or nil.
    static let python: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("python3")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            return SwiftToolchain.exitStatus(of: candidate, arguments: ["-c", "import jsonschema"]) == 0 ? candidate : nil
        }
        return nil
    }()

    static let schemaIsPresent = FileManager.default.fileExists(atPath: schema.path)

    /// Validates one document; returns the validation errors (empty when valid).
    static func validate(_ sarif: String) async throws -> [String] {
        let python = try #require(python)
        return try await SwiftToolchain.withScratchDirectory { directory in
            let document = directory.appendingPathComponent("report.sarif")
            let script = directory.appendingPathComponent("validate.py")
            try Data(sarif.utf8).write(to: document)
            try Data(validator.utf8).write(to: script)
            let run = try await SwiftToolchain.run(executable: python, arguments: [script.path, schema.path, document.path],
                                             timeout: 120)
            if run.status != 0 && run.status != 1 {
                Issue.record("validator failed: \(run)")
            }
            return run.stdout.split(separator: "\n").map(String.init)
        }
    }

    private static let validator = """
        import json, sys
        import jsonschema
        with open(sys.argv[1]) as f: schema = json.load(f)
        with open(sys.argv[2]) as f: document = json.load(f)
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        errors = sorted(cls(schema).iter_errors(document), key=lambda e: list(e.absolute_path))
        for e in errors:
            print("/".join(str(p) for p in e.absolute_path) + ": " + e.message.replace("\\n", " "))
        sys.exit(1 if errors else 0)
        """

    @Test(
        "SARIF output validates against the SARIF 2.1.0 schema",
        .enabled(if: schemaIsPresent, "SARIF schema not found at \(schema.path); validation skipped"),
        .enabled(if: python != nil, "python3 with jsonschema not found (make test installs it); validation skipped"))
    func validatesAgainstSchema() async throws {
        let reporter = SARIFReporter(rules: RuleMetadata.all + ReporterSamples.rules.filter { rule in
            !RuleMetadata.all.contains { $0.id == rule.id }
        })
        for diagnostics in [ReporterSamples.diagnostics, []] {
            let errors = try await Self.validate(reporter.report(diagnostics))
            #expect(errors.isEmpty, "schema violations:\n\(errors.joined(separator: "\n"))")
        }
    }

    @Test(
        "The validator rejects an invalid document, so a pass means something",
        .enabled(if: schemaIsPresent, "SARIF schema not found at \(schema.path); validation skipped"),
        .enabled(if: python != nil, "python3 with jsonschema not found (make test installs it); validation skipped"))
    func validatorRejectsInvalid() async throws {
        let broken = SARIFReporter(rules: ReporterSamples.rules).report(ReporterSamples.diagnostics)
            .replacingOccurrences(of: "\"level\": \"error\"", with: "\"level\": \"fatal\"")
        #expect(try await !Self.validate(broken).isEmpty)
    }
}
