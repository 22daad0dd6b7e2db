import ScreenSpec

/// `screenspec generate`: checks the spec, then writes the Swift files (DESIGN §4, §5).
enum GenerateCommand: Command {
    static let templates = OptionDefinition.value(
        "templates", valueName: "DIR", help: "a folder of templates overriding the defaults by file name")
    static let check = OptionDefinition.flag(
        "check", help: "write nothing; exit 1 if any file would change (a CI drift check)")

    static let configuration = CommandConfiguration(
        name: "generate", abstract: "check the spec, then generate its Swift navigation code",
        discussion: """
            Writes <App>Routes.swift, <App>Navigator.swift and <App>Views.swift into the output folder: \
            only the files whose content changed, each atomically, and nothing at all if the spec has an \
            error. Files an earlier run generated and this one does not are removed (they are listed in \
            the folder's .screenspec-manifest); no other file is touched. Then prints what it did, \
            e.g. 'Generated: wrote 2, unchanged 1' (nothing with --quiet). A --templates folder, or \
            the configuration's templates, that does not exist is an error (exit status 66).
            """,
        positionals: [SharedOptions.paths],
        options: [SharedOptions.outputFolder, templates, check, SharedOptions.quiet, SharedOptions.warningsAsErrors,
                  SharedOptions.config, SharedOptions.color])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let color = arguments.value(SharedOptions.color)
        var run = context.checkedSpec(arguments, warningsAsErrors: arguments.isSet(SharedOptions.warningsAsErrors))
        guard let output = arguments.value(SharedOptions.outputFolder) ?? run.configuration.output else {
            return context.usageError(UsageError("generate needs --output DIR (or `output` in .screenspec.yml)"),
                                      command: configuration)
        }
        let (templatesFolder, missingTemplates) = context.templatesFolder(templates, arguments,
                                                                          configuration: run.configuration)
        if let missingTemplates { run.diagnostics.append(missingTemplates) }
        var files: [GeneratedFile] = []
        if let checked = run.checked, missingTemplates == nil {
            var diagnostics = DiagnosticCollector()
            files = run.pipeline.render(run.pipeline.context(checked), templatesFolder: templatesFolder,
                                        diagnostics: &diagnostics, keep: context.keepUntilExit)
            run.diagnostics += diagnostics.diagnostics
        }
        guard context.reportText(run.diagnostics, sources: run.sources, color: color) else { return .ioError }
        let status = CommandContext.exitCode(for: run.diagnostics)
        guard status == .success, !files.isEmpty else { return status == .success ? .failure : status }

        let writer = GeneratedFileWriter(outputPath: output)
        do {
            if arguments.isSet(check) {
                let plan = try writer.plan(files)
                for path in plan.written { context.printError("\(output)/\(path): would change\n") }
                for path in plan.removed { context.printError("\(output)/\(path): would be removed\n") }
                return plan.hasChanges ? .failure : .success
            }
            let report = try writer.write(files)
            if arguments.isSet(quietFlag) { return .success }
            return context.print(summary(report, output: output) + "\n") ? .success : .ioError
        } catch {
            context.reportText([error.diagnostic], sources: nil, color: color)
            return ExitCode(rawValue: error.exitCode)
        }
    }

    static let quietFlag = SharedOptions.quiet

    /// `Generated: wrote 2, unchanged 1` (`, removed 1` when stale files were removed).
    static func summary(_ report: WriteReport, output: String) -> String {
        var parts = ["wrote \(report.written.count)", "unchanged \(report.unchanged.count)"]
        if !report.removed.isEmpty { parts.append("removed \(report.removed.count)") }
        return "\(output): " + parts.joined(separator: ", ")
    }
}
