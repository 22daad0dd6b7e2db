import Foundation
import Mustache
import Testing
@testable import ScreenSpec

/// `render` on a large spec runs the top-level templates on several threads: the files, and the
/// diagnostics of templates that fail, must come back exactly as one template at a time gives them.
@Suite("concurrent render")
struct ConcurrentRenderTests {
    /// A context just large enough to render on several threads.
    static let largeContext = ContextBuilder.build(
        NavigationGraph(spec: LargeSpecTests.largeSpec(screenCount: CompilerPipeline.parallelRenderScreens)))

    @Test("a large spec gives the files of rendering one template at a time, in template order")
    func sameFilesAsOneAtATime() throws {
        let context = Self.largeContext
        #expect(context.screens.count == CompilerPipeline.parallelRenderScreens)
        var diagnostics = DiagnosticCollector()
        let files = CompilerPipeline().render(context, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)

        let templates = TemplateSet()
        let expected = try CompilerPipeline.generatedTemplates.map { name, suffix in
            GeneratedFile(path: context.appName + suffix, contents: try templates.render(name, context: context.mustacheValue()))
        }
        #expect(files.map(\.path) == CompilerPipeline.generatedFileNames(appName: context.appName))
        #expect(files == expected)
    }

    @Test("template errors come back in template order even when a later template fails first, and no file")
    func errorsInTemplateOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Routes fails only after rendering every screen; Views fails at once, when it is parsed.
        try "{{#screens}}{{viewType}}\n{{/screens}}{{screens}}\n"
            .write(to: folder.appending(path: "Routes.swift.mustache"), atomically: true, encoding: .utf8)
        try "{{#screens}}\n".write(to: folder.appending(path: "Views.swift.mustache"), atomically: true, encoding: .utf8)

        var diagnostics = DiagnosticCollector()
        let files = CompilerPipeline().render(Self.largeContext, templatesFolder: folder.path, diagnostics: &diagnostics)
        #expect(files.isEmpty)
        let reported = diagnostics.diagnostics.map { ($0.location.file as NSString).lastPathComponent }
        #expect(reported == ["Routes.swift.mustache", "Views.swift.mustache"])
    }
}
