import ScreenSpec

/// `screenspec generate`: checks the spec, then writes the Swift files.
enum GenerateCommand: Command {
    static let templates = OptionDefinition.value(
        "templates", valueName: "DIR", help: "a folder of templates overriding the defaults by file name")
    static let check = OptionDefinition.flag(
        "check", help: "write nothing; exit 1 if any file would change (a CI drift check)")
    static let tests = OptionDefinition.value(
        "tests", valueName: "DIR", help: "also write <App>DeepLinkTests.swift, a Swift Testing suite of the deep links, here")
    static let testModule = OptionDefinition.value(
        "test-module", valueName: "NAME", help: "the module the deep-link tests import (default: the app's name)")

    static let configuration = CommandConfiguration(
        name: "generate", abstract: "check the spec, then generate its Swift navigation code",
        discussion: """
            Writes <App>Routes.swift, <App>Navigator.swift and <App>Views.swift into the output folder: \
            only the files whose content changed, each atomically, and nothing at all if the spec has an \
            error. Files an earlier run generated and this one does not are removed (they are listed in \
            the folder's .screenspec-manifest); no other file is touched. With --tests DIR it also writes \
            <App>DeepLinkTests.swift into DIR (with or without --output): Swift Testing tests for the app's \
            test target that round-trip every deep link through url(for:) and handle(_:) and open every \
            URL of 'screenspec links'. Then prints what it did for each folder, e.g. \
            'Generated: wrote 2, unchanged 1' (nothing with --quiet). A --templates folder, or the \
            configuration's templates, that does not exist is an error (exit status 66). Every \
            override there of a template generate uses is parsed on each run, whether the spec \
            reaches it or not: one that does not parse or cannot be read is an error, and nothing is \
            written. A tag of its templates naming something found nowhere renders as nothing and is \
            a warning (template.unknown_name, template.unknown_partial), and so is a file there named \
            like a default template but none, which overrides nothing (template.misnamed_override). \
            'screenspec init --templates DIR' writes the default templates, to start from.
            """,
        positionals: [SharedOptions.paths],
        options: [SharedOptions.outputFolder, templates, tests, testModule, check, SharedOptions.quiet,
                  SharedOptions.warningsAsErrors,
                  SharedOptions.config, SharedOptions.color])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let color = arguments.value(SharedOptions.color)
        var run = context.checkedSpec(arguments, warningsAsErrors: arguments.isSet(SharedOptions.warningsAsErrors))
        let testsFolder = arguments.value(tests)
        let output = arguments.value(SharedOptions.outputFolder) ?? run.configuration.output
        if output == nil, testsFolder == nil {
            // A configuration's `output` that did not read (`output: ""`) is reported where it is.
            if CommandContext.exitCode(for: run.diagnostics) != .success {
                guard context.reportText(run.diagnostics, sources: run.sources, color: color) else { return .ioError }
                return CommandContext.exitCode(for: run.diagnostics)
            }
            return context.usageError(UsageError("generate needs --output DIR (or `output` in .screenspec.yml)"),
                                      command: configuration)
        }
        let (templatesFolder, missingTemplates) = context.templatesFolder(templates, arguments,
                                                                          configuration: run.configuration)
        if let missingTemplates { run.diagnostics.append(missingTemplates) }
        var files: [GeneratedFile] = []
        var testFiles: [GeneratedFile] = []
        if let checked = run.checked, missingTemplates == nil {
            let templateContext = run.pipeline.context(checked)
            context.freedAtExit.keep(templateContext)
            if testsFolder != nil {
                testFiles = [DeepLinkTestsGenerator(graph: checked.graph, moduleName: arguments.value(testModule))
                    .file(specFiles: templateContext.specFiles)]
            }
            if output != nil {
                var diagnostics = DiagnosticCollector()
                // The parsed templates, like the context, are left for exit to free.
                let templates = CompilerPipeline.templates(folder: templatesFolder)
                context.freedAtExit.keep(templates)
                files = run.pipeline.render(templateContext, templates: templates, templatesFolder: templatesFolder,
                                            diagnostics: &diagnostics)
                // Template warnings (a misspelt name in an override) count with --warnings-as-errors.
                run.diagnostics += run.configuration.adjusting(
                    diagnostics.diagnostics, warningsAsErrors: arguments.isSet(SharedOptions.warningsAsErrors))
            }
        }
        guard context.reportText(run.diagnostics, sources: run.sources, color: color) else { return .ioError }
        let status = CommandContext.exitCode(for: run.diagnostics)
        guard status == .success, !files.isEmpty || !testFiles.isEmpty else { return status == .success ? .failure : status }

        // The tests go into a folder of the app's own: only their file is written there, no manifest.
        var writes: [(GeneratedFileWriter, [GeneratedFile])] = []
        if let output { writes.append((GeneratedFileWriter(outputPath: output), files)) }
        if let testsFolder {
            writes.append((GeneratedFileWriter(outputPath: testsFolder, removesStaleFiles: false, writesManifest: false),
                           testFiles))
        }
        context.freedAtExit.keep(files)
        do {
            if arguments.isSet(check) {
                var changes = false
                for (writer, files) in writes {
                    let plan = try writer.plan(files)
                    for path in plan.written { context.printError("\(writer.outputPath)/\(path): would change\n") }
                    for path in plan.removed { context.printError("\(writer.outputPath)/\(path): would be removed\n") }
                    changes = changes || plan.hasChanges
                }
                return changes ? .failure : .success
            }
            // With --tests as well, both folders are checked before either is written, so a
            // refused tests folder leaves the output folder as it was.
            if writes.count > 1 {
                for (writer, files) in writes { _ = try writer.plan(files) }
            }
            var lines = ""
            for (writer, files) in writes {
                let report = try writer.write(files)
                lines += summary(report, output: writer.outputPath) + "\n"
            }
            if arguments.isSet(quietFlag) { return .success }
            return context.print(lines) ? .success : .ioError
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
        return "\(TextReporter.visible(output)): " + parts.joined(separator: ", ")
    }
}
