import ScreenSpec

/// `screenspec dump-context`: prints the template context as JSON, for writing
/// and debugging templates (`screenspec render TEMPLATE --context FILE.json`).
enum DumpContextCommand: Command {
    static let configuration = CommandConfiguration(
        name: "dump-context", abstract: "print the context templates see, as JSON",
        discussion: """
            Checks the spec like 'generate', then prints the template context as pretty JSON with \
            sorted keys on standard output; absent values are null. Diagnostics go to standard \
            error; nothing is printed when the spec has an error. The keys are documented in \
            Documentation/TemplateContext.md.
            """,
        positionals: [SharedOptions.paths],
        options: [SharedOptions.warningsAsErrors, SharedOptions.config, SharedOptions.color])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let run = context.checkedSpec(arguments, warningsAsErrors: arguments.isSet(SharedOptions.warningsAsErrors))
        guard context.reportText(run.diagnostics, sources: run.sources, color: arguments.value(SharedOptions.color)) else {
            return .ioError
        }
        guard let checked = run.checked else { return CommandContext.exitCode(for: run.diagnostics) }
        return context.print(dumpContext(run.pipeline.context(checked))) ? .success : .ioError
    }
}
