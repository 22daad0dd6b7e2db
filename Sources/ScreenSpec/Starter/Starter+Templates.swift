import Foundation
import Mustache

extension Starter {
    /// The default templates built into `screenspec` (generate's and scaffold's at the top,
    /// the docs' in `docs/`), as the files `init --templates DIR` writes: `Routes.swift.mustache`,
    /// `_RouteEnum.mustache`, `docs/index.md.mustache` …, sorted, each exactly as embedded.
    public static var defaultTemplateFiles: [GeneratedFile] {
        EmbeddedTemplates.files.keys.sorted().map {
            GeneratedFile(path: $0 + "." + MustacheLibrary.fileExtension, contents: EmbeddedTemplates.files[$0]!)
        }
    }

    /// Writes the default templates into `directory` (created when missing), to copy and edit
    /// as overrides. Refuses, writing nothing, when any of the files exists. Returns the paths
    /// written, each joined to `directory` as given.
    public static func writeDefaultTemplates(into directory: String) throws(StarterError) -> [String] {
        // A file (or a link to one) where the folder should be: say so, not that a write failed.
        var info = stat()
        if stat(directory, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw .cannotCreate(directory, reason: "not a directory")
        }
        let targets = defaultTemplateFiles.map { (file: $0, path: join(directory, $0.path)) }
        let existing = targets.map(\.path).filter(isTaken)
        guard existing.isEmpty else { throw .exists(existing) }
        return try writeNew(targets)
    }
}
