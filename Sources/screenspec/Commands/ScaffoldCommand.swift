import Foundation
import ScreenSpec

/// `screenspec scaffold`: writes skeletons of the app's views, app entry point and action handler
///, never touching a file that exists.
enum ScaffoldCommand: Command {
    /// `--output DIR`: required, since the skeletons are app code, not generated code.
    static let output = OptionDefinition.value(
        "output", valueName: "DIR", isRequired: true,
        help: "the app's source folder: a skeleton is written only when no file of its name is in it, at any depth")

    static let configuration = CommandConfiguration(
        name: "scaffold", abstract: "write skeletons of the app's views; existing files are never touched",
        discussion: """
            Checks the spec first and writes nothing if it has an error (exit status 1). Then writes, \
            for every screen whose view has no <View>.swift in the folder, a SwiftUI view with exactly \
            the initializer the generated <App>Views.swift calls; and, when missing, <App>App.swift (the \
            @main entry point; not when a Swift file in the folder already declares an @main type or is \
            main.swift: a note, scaffold.existing_entry_point, at it says what that entry point should \
            do, as it does for a kept <App>App.swift that shows no <App>RootView), <App>ActionHandler.swift (the custom actions) and placeholders of app \
            param types. Prints one line per file: what it wrote, and what it left alone; then a note \
            (scaffold.outdated) for each kept file that no longer matches the spec: an action handler \
            that lacks an action or still handles a removed one, a view whose initializer is not the one \
            the glue calls; and a note (scaffold.nested_type) at each qualified param type (Room.Kind), \
            for which no placeholder can be written: the app declares it. Notes do not change the exit status.
            """,
        positionals: [SharedOptions.paths],
        options: [output, SharedOptions.config, SharedOptions.color])

    /// Scaffold takes no `--templates`: this option is never parsed, so only the configuration counts.
    private static let noTemplatesOption = OptionDefinition.value("templates", valueName: "DIR", help: "")

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let outputPath = arguments.value(output) ?? ""
        let color = arguments.value(SharedOptions.color)
        var run = context.checkedSpec(arguments)
        // Only the configuration names templates here; a missing folder is an error, as for generate.
        let (templatesFolder, missingTemplates) = context.templatesFolder(noTemplatesOption, arguments,
                                                                          configuration: run.configuration)
        if let missingTemplates { run.diagnostics.append(missingTemplates) }
        guard context.reportText(run.diagnostics, sources: run.sources, color: color) else { return .ioError }
        guard let checked = run.checked, missingTemplates == nil else { return CommandContext.exitCode(for: run.diagnostics) }

        let templates = TemplateSet(overrides: templatesFolder.map { URL(fileURLWithPath: $0, isDirectory: true) })
        let report: ScaffoldReport
        do {
            report = try Scaffolder(templates: templates).scaffold(context: run.pipeline.context(checked), into: outputPath)
        } catch {
            guard context.reportText([error.diagnostic], sources: nil, color: color) else { return .ioError }
            return ExitCode(rawValue: error.exitCode)
        }
        guard context.reportText(templates.warnings, sources: nil, color: color) else { return .ioError }
        let lines = report.entries.map { entry in
            let path = (outputPath as NSString).appendingPathComponent(entry.path)
            return entry.wasWritten ? "wrote \(TextReporter.visible(path))\n" : "kept \(TextReporter.visible(path)) (it exists)\n"
        }
        guard context.print(lines.joined()) else { return .ioError }
        // The app has its own entry point: what it should do instead of the skeleton's.
        guard context.reportText(report.existingEntryPoint.map { [$0] } ?? [], sources: nil, color: color) else { return .ioError }
        // A kept file that no longer matches the spec is the app's to update, and a nested type the
        // app's to declare: notes, exit 0.
        guard context.reportText(report.outdated, sources: nil, color: color) else { return .ioError }
        // A skeleton's file is named after the type it declares.
        let written = Set(report.written.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        let nested = Scaffolder.nestedTypeNotes(in: checked.graph.spec, written: written)
        return context.reportText(nested, sources: run.sources, color: color) ? .success : .ioError
    }
}
