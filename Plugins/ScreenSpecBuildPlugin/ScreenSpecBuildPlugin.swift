import Foundation
import PackagePlugin

/// Generates a target's navigation code from its spec at build time: `screenspec generate` runs
/// as a build command (so SwiftPM builds the tool first and re-runs it only when a spec, the
/// configuration or a custom template changes), writing into the plugin's work folder, and the
/// three generated files are compiled into the target. Diagnostics print as
/// `file:line:column: error: …`, which `swift build` and Xcode show at the spec line.
@main
struct ScreenSpecBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            targetName: target.name,
            inputs: SpecInputs(files: module.sourceFiles.map(\.url), packageDirectory: context.package.directoryURL),
            tool: context.tool(named: "screenspec").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The generate command for a target's inputs.
    static func commands(targetName: String, inputs: SpecInputs, tool: URL, workDirectory: URL) throws -> [Command] {
        guard !inputs.specFiles.isEmpty else {
            throw PluginFailure("target '\(targetName)' uses ScreenSpecBuildPlugin but has no spec: add " +
                                "*.yaml files to it, e.g. Sources/\(targetName)/Specs/App.yaml")
        }
        guard let app = inputs.appName() else {
            throw PluginFailure("no spec file of target '\(targetName)' has 'app:' with 'name:' written on " +
                                "its own line; ScreenSpecBuildPlugin reads it to name the generated files " +
                                "(run 'swift package screenspec check' to see the spec's diagnostics)")
        }
        let output = workDirectory.appending(path: "GeneratedSources")
        var arguments = ["generate"] + inputs.specFiles.map(\.argument) + ["--output", output.argument, "--quiet"]
        if let configuration = inputs.configuration {
            arguments += ["--config", configuration.argument]
        }
        return [
            .buildCommand(
                displayName: "Generating \(app) navigation from \(inputs.specFiles.count) spec file" +
                    (inputs.specFiles.count == 1 ? "" : "s"),
                executable: tool,
                arguments: arguments,
                inputFiles: inputs.inputFiles,
                outputFiles: SpecInputs.generatedFileNames(appName: app).map { output.appending(path: $0) }
            ),
        ]
    }
}

/// Why the plugin cannot plan the build; SwiftPM prints the message as an error.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ScreenSpecBuildPlugin: XcodeBuildToolPlugin {
    // The same for a target of an Xcode project: its spec files are the target's YAML inputs.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            targetName: target.displayName,
            inputs: SpecInputs(files: target.inputFiles.map(\.url), packageDirectory: context.xcodeProject.directoryURL),
            tool: context.tool(named: "screenspec").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
