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
        // The files were read relative to the working directory: the header names them from it.
        let files = ContextBuilder.specFiles(of: checked.graph.spec,
                                             workingDirectory: FileManager.default.currentDirectoryPath)
        return ContextBuilder.build(checked.graph, specFiles: files)
    }

    /// From this many screens on, the top-level templates render on separate threads, one per
    /// output file: each then takes milliseconds (a debug build: tens), far more than starting a
    /// thread, and an app's size (500 screens) renders on both cores.
    static let parallelRenderScreens = 200

    /// The order the top-level templates render in, as positions in `generatedTemplates`: the
    /// two whose output grows with the screens (routes, views) first, one per core, then the
    /// navigator (which grows with tabs and links) on whichever core is free first. In output
    /// order the navigator took the second core and the views followed it there, while the
    /// first core, done with the routes, had nothing left: 500 screens took 5–6 % longer.
    static let renderOrder = [0, 2, 1]

    /// The bytes a generated file is expected to take at most, for `screens` screens: what its
    /// output buffer is first allocated with. Of the synthetic 500-screen app's files the largest
    /// takes 750 bytes a screen, and each example's about 10 KB in all; allocated at once, the
    /// output is never copied as it grows (500 screens: 7 % less time), and the pages a smaller
    /// file leaves unwritten are never touched.
    static func expectedBytes(screens: Int) -> Int { 64 * 1024 + 1024 * screens }

    /// Stage 4: renders the generated files from the templates. Template errors become
    /// `template.*` diagnostics at the template's `file:line:column`, and no file is returned;
    /// names and partials an override finds nowhere are warnings (`TemplateSet.warnings`).
    /// Files and diagnostics come back in `generatedTemplates` order.
    public func render(_ context: TemplateContext, templatesFolder: String? = nil,
                       diagnostics: inout DiagnosticCollector) -> [GeneratedFile] {
        render(context, templates: Self.templates(folder: templatesFolder), templatesFolder: templatesFolder,
               diagnostics: &diagnostics)
    }

    /// The templates `generate` renders: the defaults, overridden by the files of `folder`.
    public static func templates(folder: String?) -> TemplateSet {
        TemplateSet(overrides: folder.map { URL(fileURLWithPath: $0) })
    }

    /// Stage 4 with `templates` (from `templates(folder:)` for `templatesFolder`), which keep the
    /// templates they parse: a caller that holds on to them decides when those are freed.
    public func render(_ context: TemplateContext, templates: TemplateSet, templatesFolder: String?,
                       diagnostics: inout DiagnosticCollector) -> [GeneratedFile] {
        // Every override of a template or partial generate uses is parsed first, reached or not.
        let broken = templates.overrideErrors(templates.defaultNames.filter { !Scaffolder.templateNames.contains($0) })
        guard broken.isEmpty else {
            diagnostics.emit(contentsOf: templates.warnings)
            for error in broken { diagnostics.emit(Self.diagnostic(for: error, templatesFolder: templatesFolder)) }
            return []
        }
        let names = Self.generatedTemplates.map(\.template)
        let expectedBytes = Self.expectedBytes(screens: context.screens.count)
        let rendered = ParallelWork.map(names.count, parallel: context.screens.count >= Self.parallelRenderScreens) { index in
            Result { () throws(MustacheError) in
                try templates.renderUTF8(names[Self.renderOrder[index]], context: context, expectedBytes: expectedBytes)
            }
        }
        let results = names.indices.map { rendered[Self.renderOrder.firstIndex(of: $0)!] }
        var files: [GeneratedFile] = []
        diagnostics.emit(contentsOf: templates.warnings)
        for ((_, suffix), result) in zip(Self.generatedTemplates, results) {
            switch result {
            case .success(let bytes):
                files.append(GeneratedFile(path: context.appName + suffix, utf8: bytes))
            case .failure(let error):
                diagnostics.emit(Self.diagnostic(for: error, templatesFolder: templatesFolder))
            }
        }
        return files.count == results.count ? files : []
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
        if TemplateSet.isOverride(error.templateName) {
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
