import Foundation
import Mustache
import ScreenSpec

/// `screenspec docs`: writes the documentation of the app's navigation, Markdown pages and
/// optionally one HTML page (Documentation/Graph.md).
enum DocsCommand: Command {
    static let output = OptionDefinition.value(
        "output", valueName: "DIR",
        help: "the folder to write the docs to (default: docs/ in the configuration's output)")
    static let html = OptionDefinition.flag(
        "html", help: "also write index.html: one self-contained page, the graph drawn by Graphviz when installed")
    static let templates = OptionDefinition.value(
        "templates", valueName: "DIR",
        help: "a folder whose docs/ templates override the defaults by file name (default: the configuration's templates)")

    static let configuration = CommandConfiguration(
        name: "docs", abstract: "write documentation of the app's screens and navigation",
        discussion: """
            Writes index.md (the app, its tabs, the screen graph in Mermaid, every screen), \
            toolbars.md and one page per screen in screens/, rendered from the templates in \
            Templates/docs/. With --html, also index.html, styled and self-contained; its graph is \
            SVG drawn by Graphviz's 'dot' when it is on PATH, else the Mermaid source. Only changed \
            files are written; pages of screens that no longer exist are removed (the folder's \
            .screenspec-docs-manifest lists them, apart from generate's list: both may share a folder). \
            Without --output, the docs go to the docs/ folder inside the configuration's output. A --templates folder, \
            or the configuration's templates, that does not exist is an error (exit status 66); \
            every override in its docs/ is parsed on each run, and one that does not parse or cannot \
            be read is an error, with nothing written. 'screenspec init --templates DIR' writes the \
            default templates, to start from.
            """,
        positionals: [SharedOptions.paths],
        options: [output, html, templates, SharedOptions.config, SharedOptions.color])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let color = arguments.value(SharedOptions.color)
        var run = context.loadedGraph(arguments)
        let (templatesFolder, missingFolder) = context.templatesFolder(templates, arguments,
                                                                       configuration: run.configuration)
        let missingTemplates = missingFolder ?? templatesFolder.flatMap { docsTemplatesProblem(in: $0) }
        if let missingTemplates { run.diagnostics.append(missingTemplates) }
        guard context.reportText(run.diagnostics, sources: run.sources, color: color) else { return .ioError }
        guard let graph = run.graph, missingTemplates == nil else { return CommandContext.exitCode(for: run.diagnostics) }
        guard let folder = arguments.value(output) ?? run.configuration.output.map({ ($0 as NSString).appendingPathComponent("docs") }) else {
            return context.usageError(UsageError("docs needs --output DIR (or `output` in .screenspec.yml)"),
                                      command: configuration)
        }

        let overrides = templatesFolder.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let writesHTML = arguments.isSet(html)
        let files: [GeneratedFile]
        let drawings = DrawingRecord()
        let templates = TemplateSet(subfolder: "docs", overrides: overrides)
        do {
            let generator = DocsGenerator(templates: templates,
                                          drawing: { dot in drawings.record(GraphvizSVG.draw(dot: dot)) })
            files = try generator.files(graph, html: writesHTML)
        } catch {
            context.reportText([RenderCommand.diagnostic(for: error, file: "docs")], sources: nil, color: color)
            return .failure
        }
        guard context.reportText(templates.warnings, sources: nil, color: color) else { return .ioError }
        if writesHTML, let reason = drawings.problem {
            // The reason names no spec text it has not escaped: dot's own first line of errors.
            context.printError("note: \(reason); index.html shows the Mermaid source instead of a drawing\n")
        }
        do {
            try GeneratedFileWriter(outputPath: folder, manifestFileName: GeneratedFileWriter.docsManifestName,
                                    staleKinds: ["md", "html"]).write(files)
            return .success
        } catch {
            context.reportText([error.diagnostic], sources: nil, color: color)
            return ExitCode(rawValue: error.exitCode)
        }
    }
}

/// The reason the last drawing of a `docs --html` run is missing, if it is.
private final class DrawingRecord: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var reason: String?

    /// Keeps `drawing`'s reason when it has none, and hands it back.
    func record(_ drawing: GraphvizSVG.Drawing) -> GraphvizSVG.Drawing {
        lock.lock()
        defer { lock.unlock() }
        if case .missing(let why) = drawing { reason = why } else { reason = nil }
        return drawing
    }

    /// Why there is no drawing, or nil when there is one (or none was asked for).
    var problem: String? {
        lock.lock()
        defer { lock.unlock() }
        return reason
    }
}

/// `DIR/docs` that is there but no folder (a FIFO, a device, a file, a link to nothing): the docs
/// templates cannot be read, which must not fall back to the defaults without a word.
private func docsTemplatesProblem(in folder: String) -> Diagnostic? {
    let path = (folder as NSString).appendingPathComponent("docs")
    var link = stat(), info = stat()
    guard lstat(path, &link) == 0 else { return nil }
    let resolved = stat(path, &info) == 0
    if resolved, info.st_mode & S_IFMT == S_IFDIR { return nil }
    let kind = !resolved ? "a symbolic link to nothing"
        : info.st_mode & S_IFMT == S_IFREG ? "a file" : "a FIFO, a device or a socket"
    return Diagnostic(id: "io.not_found", severity: .error,
                      message: "the docs templates '\(path)' are not a folder: it is \(kind)", at: .file(path))
}
