import Foundation
import Testing

/// Runs the built `screenspec` binary, as users and CI do: from the build products folder the
/// test bundle runs in (`swift test` builds it, since the tests depend on the executable).
enum ScreenSpecBinary {
    /// The project root, from this file's path.
    static let projectRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()  // Tests/ScreenSpecTests/CLI
        .deletingLastPathComponent()  // Tests/ScreenSpecTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // project root

    /// `SCREENSPEC_BINARY` when set, else `screenspec` next to the running test bundle (Linux:
    /// the bundle is an executable in the products folder; macOS: a `.xctest` bundle there).
    static let url: URL? = {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["SCREENSPEC_BINARY"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(projectRoot.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("screenspec") }
            .first { fileManager.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs the binary with `arguments` in `directory`, `environment` added to the tests' own.
    static func run(_ arguments: [String], in directory: URL? = nil,
                    environment: [String: String] = [:]) async throws -> ProgramRun {
        let binary = try #require(url, "the screenspec binary was not found next to the tests; build it or set SCREENSPEC_BINARY")
        return try await SwiftToolchain.run(executable: binary, arguments: arguments,
                                      currentDirectory: directory ?? projectRoot, environment: environment, timeout: 300)
    }

    /// Runs `body` in a fresh folder holding `files` (relative path → text).
    static func withFiles<T>(_ files: [String: String], _ body: (URL) async throws -> T) async throws -> T {
        try await SwiftToolchain.withScratchDirectory { directory in
            _ = try SwiftToolchain.write(files, into: directory)
            return try await body(directory)
        }
    }
}
