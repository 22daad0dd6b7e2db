import Foundation
import ScreenSpec

/// `screenspec scaffold`: writes skeletons of the app's views, app entry point and action handler
/// (DESIGN §5), never touching a file that exists.
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
            @main entry point), <App>ActionHandler.swift (the custom actions) and placeholders of app \
            param types. Prints one line per file: what it wrote, and what it left alone.
            """,
        positionals: [SharedOptions.paths],
        options: [output, SharedOptions.config, SharedOptions.color])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let outputPath = arguments.value(output) ?? ""
        let usesColor = context.usesColor(arguments.value(SharedOptions.color))
        let (configuration, configurationDiagnostics) = context.loadConfiguration(arguments)
        var diagnostics = DiagnosticCollector()
        diagnostics.emit(contentsOf: configurationDiagnostics)

        // A configuration file that cannot be read ends the run: its settings are unknown.
        var result: (CheckedSpec?, SourceFiles?) = (nil, nil)
        if !configurationDiagnostics.contains(where: { $0.id.hasPrefix("io.") }) {
            let paths = configuration.specPaths(commandLine: arguments.values(SharedOptions.paths))
            result = CompilerPipeline(configuration: configuration).loadAndCheck(paths: paths, diagnostics: &diagnostics)
        }
        let (checked, sources) = result
        let cache = SourceLineCache()
        let sourceLine: SourceLineProvider = { file, line in sources?.line(line, in: file) ?? cache.line(line, in: file) }
        let options = ReporterOptions(usesColor: usesColor, sourceLine: usesColor ? sourceLine : nil, rules: RuleMetadata.all)
        guard context.report(diagnostics.diagnostics, as: .text, options: options) else { return .ioError }
        guard let checked, !diagnostics.hasErrors else {
            return CommandContext.exitCode(for: diagnostics.diagnostics)
        }

        let templates = TemplateSet(overrides: configuration.templates.map { URL(fileURLWithPath: $0, isDirectory: true) })
        let report: ScaffoldReport
        do {
            report = try Scaffolder(templates: templates)
                .scaffold(context: ContextBuilder.build(checked.graph), into: outputPath)
        } catch {
            guard context.report([error.diagnostic], as: .text, options: options) else { return .ioError }
            return ExitCode(rawValue: error.exitCode)
        }
        let lines = report.entries.map { entry in
            let path = (outputPath as NSString).appendingPathComponent(entry.path)
            return entry.wasWritten ? "wrote \(path)\n" : "kept \(path) (it exists)\n"
        }
        return context.print(lines.joined()) ? .success : .ioError
    }
}
