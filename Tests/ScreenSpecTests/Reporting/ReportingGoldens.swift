import Foundation
import Testing

/// Golden files of the reporters, in `Tests/ScreenSpecTests/Goldens/Reporting/`, found from
/// this file's path. `RECORD_GOLDENS=1` rewrites them and fails the test, so a recording run is
/// never silently green; review the result with `git diff`.
enum ReportingGoldens {
    /// `Tests/ScreenSpecTests/Goldens/Reporting`.
    static let directory: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()  // Tests/ScreenSpecTests/Reporting
        .deletingLastPathComponent()  // Tests/ScreenSpecTests
        .appendingPathComponent("Goldens/Reporting", isDirectory: true)

    /// Whether this run records goldens instead of comparing.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_GOLDENS"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Compares `actual` with the golden file `name`, byte for byte (or records it).
    static func assertMatches(_ actual: String, golden name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                Issue.record("recorded golden \(name); unset RECORD_GOLDENS and review with git diff",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record golden \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("golden \(name) is missing; run with RECORD_GOLDENS=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            Issue.record("output differs from golden \(name) (re-record with RECORD_GOLDENS=1):\n\(firstDifference(expected, actual))",
                         sourceLocation: sourceLocation)
        }
    }

    /// The first differing line, for a readable failure.
    private static func firstDifference(_ expected: String, _ actual: String) -> String {
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
}
