import Foundation
import PackagePlugin

/// Embeds the default Mustache templates of `Templates/` into the ScreenSpec module at build
/// time, so an installed `screenspec` works alone while `Templates/` stays their single source.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default templates",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [templates.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: Self.templateFiles(in: templates),
                outputFiles: [output]
            ),
        ]
    }

    /// Every `*.mustache` file below the folder, so editing one re-runs the embedding.
    private static func templateFiles(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "mustache" }
            .sorted { $0.path < $1.path }
    }
}
