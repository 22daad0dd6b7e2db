import ScreenSpec

/// `screenspec links`: the deep-link catalogue, for people, tools and the files the OS reads
/// (Documentation/Links.md).
enum LinksCommand: Command {
    static let format = OptionDefinition.value(
        "format", valueName: "FORMAT", allowedValues: LinksFormat.allCases.map(\.rawValue), defaultValue: "markdown",
        help: "markdown table, json, the applinks section of apple-app-site-association, or the Info.plist URL type")
    static let appID = OptionDefinition.value(
        "app-id", valueName: "TEAMID.BUNDLE", help: "the app's identifier: needed by aasa, names the plist URL type")
    static let output = OptionDefinition.value(
        "output", valueName: "FILE", help: "the file to write (default: standard output)")

    static let configuration = CommandConfiguration(
        name: "links", abstract: "print the deep-link catalogue: Markdown, JSON, AASA or Info.plist",
        discussion: """
            Lists every deep link the generated handle(_:) opens, aliases included, sorted by \
            pattern: markdown (a table of pattern, screen (and the pattern an alias stands in for), \
            tab (or the modal whose own stack shows it), params and an example URL), json (the same for tools), aasa (the applinks section of an \
            apple-app-site-association file, a components pattern per deep link: '?*' for each \
            placeholder, required query items under '?', longest paths first after an exclude of \
            longer ones, a twin with a trailing '/' for a pattern ending in a literal; needs \
            --app-id) and plist \
            (the CFBundleURLTypes entry that registers app.urlScheme). Exits with 1 when the spec has \
            an error, or when the app has nothing to write in the format (aasa without \
            app.universalLinks, plist without app.urlScheme), 64 for a bad --app-id, 73 when \
            --output names a symbolic link (never written through or replaced).
            """,
        positionals: [SharedOptions.paths],
        options: [format, appID, output, SharedOptions.config, SharedOptions.color])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let chosen = arguments.value(format).flatMap(LinksFormat.init(rawValue:)) ?? .markdown
        let id = arguments.value(appID)
        if let id, !DeepLinkCatalogue.isAppID(id) {
            return context.usageError(UsageError(
                "'\(id)' is not an app id: use the team id, a dot and the bundle id (ABCDE12345.com.example.shop)"),
                command: configuration)
        }
        if chosen == .aasa, id == nil {
            return context.usageError(UsageError("--format aasa needs --app-id TEAMID.BUNDLE"), command: configuration)
        }
        let run = context.checkedSpec(arguments)
        guard context.reportText(run.diagnostics, sources: run.sources, color: arguments.value(SharedOptions.color)) else {
            return .ioError
        }
        guard let checked = run.checked else { return CommandContext.exitCode(for: run.diagnostics) }
        let catalogue = DeepLinkCatalogue(checked.graph)
        if let problem = catalogue.problem(writing: chosen) {
            context.reportText([problem], sources: run.sources, color: arguments.value(SharedOptions.color))
            return .failure
        }
        let text = catalogue.render(chosen, appID: id)
        guard let path = arguments.value(output) else {
            return context.print(text) ? .success : .ioError
        }
        do {
            try SingleFileWriter.write(text, to: path)
            return .success
        } catch {
            context.reportText([error.diagnostic], sources: nil, color: arguments.value(SharedOptions.color))
            return ExitCode(rawValue: error.exitCode)
        }
    }
}
