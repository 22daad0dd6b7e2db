import Foundation

/// What `screenspec` reads for one target, found the same way by the build plugin and the
/// command plugin (this file is shared between them through a symbolic link):
///
/// - the spec: every `*.yaml` / `*.yml` file of the target (SwiftPM lists them recursively and
///   skips hidden files; by convention they live in `Sources/<Target>/Specs/`), in path order;
/// - the configuration: the nearest `.screenspec.yml` from the first spec file's folder up to the
///   package root (`Sources/<Target>/Specs/`, `Sources/<Target>/`, … the package root); its `rules`
///   apply, its `templates` folder too, while the plugin supplies the spec files and the output
///   folder itself;
/// - custom templates: the `*.mustache` files of the configuration's `templates` folder.
struct SpecInputs {
    /// The spec files, sorted by path.
    var specFiles: [URL]
    /// The configuration file, if any.
    var configuration: URL?
    /// The custom templates, sorted by path.
    var templates: [URL]

    /// The file name of the configuration.
    static let configurationName = ".screenspec.yml"

    /// Finds the inputs of a target from its files and the package's (or project's) folder.
    init(files: [URL], packageDirectory: URL) {
        specFiles = files
            .filter { ["yaml", "yml"].contains($0.pathExtension) && !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.path < $1.path }
        configuration = specFiles.first.flatMap { Self.nearestConfiguration(from: $0, upTo: packageDirectory) }
        templates = configuration.map(Self.templates(of:)) ?? []
    }

    /// The nearest configuration file in the folders from `file`'s up to `root`.
    private static func nearestConfiguration(from file: URL, upTo root: URL) -> URL? {
        let rootPath = folderPath(root)
        var folder = file.deletingLastPathComponent().standardizedFileURL
        while true {
            let candidate = folder.appending(path: configurationName)
            if FileManager.default.fileExists(atPath: candidate.path(percentEncoded: false)) { return candidate }
            let path = folderPath(folder)
            guard path.count > rootPath.count, path.hasPrefix(rootPath + "/") else { return nil }
            folder = folder.deletingLastPathComponent()
        }
    }

    /// A folder's standardized path without a trailing `/`, for comparisons.
    private static func folderPath(_ folder: URL) -> String {
        var path = folder.standardizedFileURL.path(percentEncoded: false)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The app name, read from the spec file that has an `app:` section.
    func appName() -> String? {
        for file in specFiles {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            if let name = SpecScanner.value(of: "name", in: "app", text: text) { return name }
        }
        return nil
    }

    /// The files `screenspec generate` writes for an app (`CompilerPipeline.generatedFileNames`,
    /// which the plugin cannot import; a test keeps the two equal).
    static func generatedFileNames(appName: String) -> [String] {
        ["Routes", "Navigator", "Views"].map { appName + $0 + ".swift" }
    }

    /// Every file whose change must re-run the generator.
    var inputFiles: [URL] {
        specFiles + (configuration.map { [$0] } ?? []) + templates
    }

    /// The templates of the configuration's `templates: DIR`, resolved against its folder.
    private static func templates(of configuration: URL) -> [URL] {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8),
              let folder = SpecScanner.topLevelValue(of: "templates", text: text), !folder.isEmpty
        else { return [] }
        let directory = folder.hasPrefix("/")
            ? URL(filePath: folder, directoryHint: .isDirectory)
            : configuration.deletingLastPathComponent().appending(path: folder, directoryHint: .isDirectory)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false))
        else { return [] }
        return names.filter { $0.hasSuffix(".mustache") }.sorted().map { directory.appending(path: $0) }
    }
}

extension URL {
    /// The path as a command-line argument.
    var argument: String { path(percentEncoded: false) }
}
