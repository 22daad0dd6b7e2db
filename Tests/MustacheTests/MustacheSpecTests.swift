import Foundation
import Mustache
import Testing

/// Runs the official Mustache spec (github.com/mustache/spec), read from the shared checkout next
/// to the project, never copied into it: every module but the optional lambdas.
@Suite struct MustacheSpecTests {
    /// `<project>/../shared/conformance/mustache-spec/specs`, found from this file (symlinks
    /// resolved), or `MUSTACHE_SPEC_DIR` when set.
    static let specDirectory: URL = {
        if let override = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"] {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        return URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // Tests/MustacheTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // project root
            .deletingLastPathComponent()  // its parent
            .appendingPathComponent("shared/conformance/mustache-spec/specs", isDirectory: true)
    }()

    static let isAvailable = FileManager.default.fileExists(atPath: specDirectory.path)

    /// The spec's module files, lambdas excepted (this engine has none), sorted.
    static let moduleFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: specDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && $0 != "~lambdas.json" }.sorted()
    }()

    @Test(
        "The spec's modules are all there, optional ones included",
        .enabled(if: isAvailable, "Mustache spec not found at \(specDirectory.path); conformance skipped"))
    func modulesArePresent() {
        for module in [
            "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~dynamic-names",
            "~inheritance",
        ] {
            #expect(Self.moduleFiles.contains("\(module).json"), "spec module \(module) is missing")
        }
    }

    @Test(
        "Mustache spec module",
        .enabled(if: isAvailable, "Mustache spec not found at \(specDirectory.path); conformance skipped"),
        arguments: moduleFiles)
    func specModule(_ file: String) throws {
        let data = try Data(contentsOf: Self.specDirectory.appendingPathComponent(file))
        let suite = try MustacheValue(json: data, name: file)
        guard case .array(let tests)? = suite["tests"] else {
            Issue.record("\(file) has no tests list")
            return
        }
        var passed = 0
        for test in tests {
            guard case .string(let name)? = test["name"], case .string(let source)? = test["template"],
                case .string(let expected)? = test["expected"]
            else {
                Issue.record("\(file): malformed test \(test)")
                continue
            }
            var partials: [String: String] = [:]
            if case .object(let object)? = test["partials"] {
                for (key, value) in object {
                    if case .string(let text) = value { partials[key] = text }
                }
            }
            do {
                let template = try MustacheTemplate(source: source, name: name)
                let rendered = try template.render(test["data"] ?? .null, library: MustacheLibrary(embedded: partials))
                if rendered == expected {
                    passed += 1
                } else {
                    Issue.record(
                        "\(file): \(name): expected \(expected.debugDescription), rendered \(rendered.debugDescription)")
                }
            } catch {
                Issue.record("\(file): \(name): \(error)")
            }
        }
        print("Mustache spec \(file): \(passed) of \(tests.count) tests passed")
        #expect(!tests.isEmpty)
        #expect(passed == tests.count, "\(file): \(passed) of \(tests.count) spec tests passed")
    }
}
