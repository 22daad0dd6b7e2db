import Foundation
import Testing

/// Paths and helpers of the integration tests (schema, starter, plugins), found from this file.
enum IntegrationSupport {
    /// The project root: up from Tests/ScreenSpecTests/Integration/.
    static let projectRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()  // Tests/ScreenSpecTests/Integration
        .deletingLastPathComponent()  // Tests/ScreenSpecTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // project root

    /// Whether this run records goldens instead of comparing (`RECORD_GOLDENS=1`).
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_GOLDENS"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Compares `actual` with the file at `path` (relative to the project root) byte for byte;
    /// with `RECORD_GOLDENS=1` rewrites it and fails, so recording is never silently green.
    static func assertMatchesFile(_ actual: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = projectRoot.appendingPathComponent(path)
        if isRecording {
            do {
                try Data(actual.utf8).write(to: url)
                Issue.record("recorded \(path); unset RECORD_GOLDENS and review with git diff",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("\(path) is missing; run with RECORD_GOLDENS=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        Issue.record("\(path) differs from the output at line \(line + 1) (re-record with RECORD_GOLDENS=1)",
                     sourceLocation: sourceLocation)
    }

    /// Every spec file of the project's examples: `Specs/<App>/*.yaml` and the example packages'.
    static func exampleSpecFiles() -> [URL] {
        let manager = FileManager.default
        var files: [URL] = []
        for folder in ["Specs", "Examples"] {
            let root = projectRoot.appendingPathComponent(folder)
            guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator {
                if url.lastPathComponent == ".build" { enumerator.skipDescendants() }
                if ["yaml", "yml"].contains(url.pathExtension), !url.lastPathComponent.hasPrefix(".") {
                    files.append(url)
                }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A scratch folder, removed afterwards.
    static func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("screenspec-integration-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }
}
