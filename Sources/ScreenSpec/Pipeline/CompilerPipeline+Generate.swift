import Foundation
import Mustache

extension CompilerPipeline {
    /// The top-level templates `generate` renders, with the suffix of the file each one gives
    /// (`<App>Routes.swift` …), in output order.
    public static let generatedTemplates: [(template: String, suffix: String)] = [
        ("Routes.swift", "Routes.swift"),
        ("Navigator.swift", "Navigator.swift"),
        ("Views.swift", "Views.swift"),
    ]

    /// The names of the files `generate` writes for an app, so build plugins can declare them.
    public static func generatedFileNames(appName: String) -> [String] {
        generatedTemplates.map { appName + $0.suffix }
    }

    /// Stage 3: the template context, the only thing templates see.
    public func context(_ checked: CheckedSpec) -> TemplateContext {
        ContextBuilder.build(checked.graph)
    }

    /// From this many screens on, the top-level templates render on separate threads: each takes
    /// tens of milliseconds from here (about 25 µs a screen), far more than starting a thread,
    /// while the small specs a build runs on most stay on the calling thread.
    static let parallelRenderScreens = 1_000

    /// The order threads claim the top-level templates in (indexes into `generatedTemplates`):
    /// the largest output first, the views and then the routes, so that the navigator, the
    /// smallest, follows whichever finishes first and the threads end close together.
    static let renderOrder = [2, 0, 1]

    /// How many threads render the top-level templates of a spec with this many screens: one
    /// (the calling thread) below `parallelRenderScreens`, else one per core and template.
    static func renderWorkerCount(screens: Int) -> Int {
        ParallelWork.workerCount(generatedTemplates.count, isLarge: screens >= parallelRenderScreens)
    }

    /// Stage 4: renders the generated files from the templates. Template errors become
    /// `template.*` diagnostics at the template's `file:line:column`, and no file is returned.
    /// From `parallelRenderScreens` screens on, the templates render concurrently; files and
    /// diagnostics still come back in `generatedTemplates` order.
    ///
    /// The context and what rendering derived from it are freed on return, unless `keep` takes
    /// them: an executable that exits right after writing hands them to a keeper instead, since
    /// freeing a large context object by object costs more than the exit that frees it at once.
    public func render(_ context: consuming TemplateContext, templatesFolder: String? = nil,
                       diagnostics: inout DiagnosticCollector,
                       keep: (_ contextAndValues: Any) -> Void = { _ in }) -> [GeneratedFile] {
        let templates = TemplateSet(overrides: templatesFolder.map { URL(fileURLWithPath: $0) })
        let appName = context.appName
        let workers = Self.renderWorkerCount(screens: context.screens.count)
        // The templates read the typed context through its provider: nothing is copied into a
        // tree of values first. The provider and the template cache are safe to share.
        let value = context.templateValue
        let claimed = ParallelWork.map(Self.renderOrder.count, workers: workers) { claim in
            Self.render(Self.generatedTemplates[Self.renderOrder[claim]].template, templates: templates, context: value)
        }
        var results = claimed
        for (claim, index) in Self.renderOrder.enumerated() { results[index] = claimed[claim] }
        keep((context, value))
        var files: [GeneratedFile] = []
        var failed = false
        for ((_, suffix), result) in zip(Self.generatedTemplates, results) {
            switch result {
            case .text(let pieces):
                files.append(GeneratedFile(path: appName + suffix, utf8Pieces: pieces))
            case .failure(let error):
                failed = true
                diagnostics.emit(Self.diagnostic(for: error, templatesFolder: templatesFolder))
            }
        }
        return failed ? [] : files
    }

    /// One template's text, or the error that stopped it.
    private static func render(_ name: String, templates: TemplateSet, context: MustacheValue) -> Rendered {
        do {
            return .text(try templates.renderUTF8Pieces(name, context: context))
        } catch {
            return .failure(error)
        }
    }

    /// What rendering one template gave. Not `Result<String, MustacheError>`: the runtime finds
    /// that generic type's metadata by scanning every protocol conformance (for `Error`), which
    /// costs a small spec's `generate` about 0.5% more instructions.
    private enum Rendered: Sendable {
        /// The text in UTF-8 pieces of at most a megabyte (see `MustacheTemplate.renderUTF8Pieces`).
        case text([Data])
        case failure(MustacheError)
    }

    /// Stages 1–4: everything `generate` does before writing. Returns nil when any stage
    /// reported an error, so nothing is written.
    public func generate(paths: [String], templatesFolder: String? = nil,
                         diagnostics: inout DiagnosticCollector) -> (files: [GeneratedFile]?, sources: SourceFiles?) {
        let (checked, sources) = loadAndCheck(paths: paths, diagnostics: &diagnostics)
        guard let checked, !diagnostics.hasErrors else { return (nil, sources) }
        let files = render(context(checked), templatesFolder: templatesFolder, diagnostics: &diagnostics)
        return (diagnostics.hasErrors ? nil : files, sources)
    }

    /// A template error as a diagnostic at the template file that holds it: the user's override
    /// when there is one, else the embedded default under `Templates/`.
    static func diagnostic(for error: MustacheError, templatesFolder: String?) -> Diagnostic {
        let suffix = "." + MustacheLibrary.fileExtension
        let fileName = (error.templateName.isEmpty ? "template" : error.templateName) + suffix
        var file = "Templates/" + fileName
        if error.templateName.hasSuffix(suffix) {
            // A template read from the templates folder is named by its path already.
            file = error.templateName
        } else if let templatesFolder {
            let override = (templatesFolder as NSString).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: override) { file = override }
        }
        return Diagnostic(id: error.id, severity: .error, message: error.message,
                          at: SourceLocation(file: file, line: max(error.line, 1), column: max(error.column, 1)))
    }
}
