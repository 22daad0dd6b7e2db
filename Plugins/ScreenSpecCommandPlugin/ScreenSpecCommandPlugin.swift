import Foundation
import PackagePlugin

/// `swift package screenspec COMMAND …`: runs the package's `screenspec` tool from the package's
/// folder, so a package can check, generate, draw and document its specs without installing the
/// tool. Arguments go to the tool unchanged, with two conveniences:
///
/// - no command means `check`;
/// - `--target NAME` (repeatable) stands for the spec files of that target, found as the build
///   plugin finds them (with its `.screenspec.yml` unless `--config` is given); the tool runs
///   once per target, since each target's spec is its own app.
@main
struct ScreenSpecCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var remaining = extractor.remainingArguments
        // No command means `check`; so does a target with options only (`--target App --reporter json`).
        if remaining.isEmpty || (!targetNames.isEmpty && remaining[0].hasPrefix("-")) {
            remaining.insert("check", at: 0)
        }
        let tool = try context.tool(named: "screenspec").url
        let packageDirectory = context.package.directoryURL

        guard !targetNames.isEmpty else {
            try Self.run(tool, remaining, in: packageDirectory)
            return
        }
        for target in try context.package.targets(named: targetNames) {
            guard let module = target as? SourceModuleTarget else {
                throw PluginFailure("target '\(target.name)' has no source files to read specs from")
            }
            let inputs = SpecInputs(files: module.sourceFiles.map(\.url), packageDirectory: packageDirectory)
            guard !inputs.specFiles.isEmpty else {
                throw PluginFailure("target '\(target.name)' has no spec files (*.yaml, *.yml)")
            }
            var arguments = [remaining[0]] + inputs.specFiles.map(\.argument) + remaining.dropFirst()
            if let configuration = inputs.configuration, !remaining.contains("--config") {
                arguments += ["--config", configuration.argument]
            }
            try Self.run(tool, arguments, in: packageDirectory)
        }
    }

    /// Runs the tool with its output going to ours; a failure exit status fails the command.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure("screenspec \(arguments.first ?? "") failed (exit status \(process.terminationStatus))")
        }
    }
}

/// Why the command failed; SwiftPM prints the message as an error.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
