import Foundation
import Mustache
import ScreenSpec

/// `screenspec render TEMPLATE --context FILE.json [--partials DIR]`: prints one rendered
/// Mustache template exactly, for template authors (Documentation/Templates.md).
enum RenderCommand: Command {
    static let template = PositionalDefinition(name: "TEMPLATE", arity: .required, help: "the Mustache template file")
    static let contextFile = OptionDefinition.value(
        "context", valueName: "FILE.json", isRequired: true, help: "the JSON value to render the template against")
    static let partials = OptionDefinition.value(
        "partials", valueName: "DIR",
        help: "the folder partials are looked up in first, as NAME.mustache, before the built-in templates")

    static let configuration = CommandConfiguration(
        name: "render", abstract: "print one rendered Mustache template, exactly",
        discussion: "Prints the rendered text and nothing else: no newline is added.",
        positionals: [template],
        options: [contextFile, partials])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let templatePath = arguments.value(template) ?? ""
        let contextPath = arguments.value(contextFile) ?? ""
        let partialsPath = arguments.value(partials)

        var diagnostics = DiagnosticCollector()
        let source = InputFile.read(templatePath, diagnostics: &diagnostics).flatMap { data in
            InputFile.text(of: data, path: templatePath, diagnostics: &diagnostics)
        }
        let json = InputFile.read(contextPath, diagnostics: &diagnostics)
        if let partialsPath {
            InputFile.requireFolder(partialsPath, diagnostics: &diagnostics)
        }
        guard let source, let json, diagnostics.diagnostics.isEmpty else {
            return finish(diagnostics.diagnostics, context: context)
        }

        // Partials: the --partials folder first, then the default templates built into the tool.
        let templates = TemplateSet(overrides: partialsPath.map { URL(fileURLWithPath: $0, isDirectory: true) })
        let rendered: (utf8: [UInt8], misses: [MustacheMiss])
        do {
            let value = try MustacheValue(json: json, name: contextPath)
            rendered = try MustacheTemplate(source: source, name: templatePath)
                .rendering(field: .value(value), library: templates.library)
        } catch {
            return finish([diagnostic(for: error, file: templatePath)], context: context)
        }
        guard context.print(String(decoding: rendered.utf8, as: UTF8.self)) else { return .ioError }
        // A tag that found nothing renders as nothing, as Mustache requires: said on standard
        // error, as `generate` says it, so the output stays exactly the render.
        return finish(templates.warnings(for: rendered.misses, rendering: templatePath), context: context)
    }

    /// A template, render or context error as a located diagnostic.
    static func diagnostic(for error: MustacheError, file: String) -> Diagnostic {
        let name = error.templateName.isEmpty ? file : error.templateName
        let location = error.line > 0
            ? SourceLocation(file: name, line: error.line, column: max(1, error.column))
            : .file(name)
        return Diagnostic(id: error.id, severity: .error, message: error.message, at: location)
    }

    private static func finish(_ diagnostics: [Diagnostic], context: CommandContext) -> ExitCode {
        let usesColor = context.usesColor(nil)
        let cache = SourceLineCache()
        let options = ReporterOptions(usesColor: usesColor, sourceLine: usesColor ? cache.provider : nil)
        guard context.report(diagnostics, as: .text, options: options) else { return .ioError }
        return CommandContext.exitCode(for: diagnostics)
    }
}
