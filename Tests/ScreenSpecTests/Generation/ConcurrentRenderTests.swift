import Foundation
import Mustache
import Testing
@testable import ScreenSpec

/// `render` on a large spec runs the top-level templates on several threads: the files, and the
/// diagnostics of templates that fail, must come back exactly as one template at a time gives them.
@Suite("concurrent render")
struct ConcurrentRenderTests {
    /// A context just large enough to render on several threads (built, and rendered, on a
    /// thread of its own: seconds in a debug build).
    static let largeContext = ContextBuilder.build(
        NavigationGraph(spec: LargeSpecTests.largeSpec(screenCount: CompilerPipeline.parallelRenderScreens)))

    @Test("a large spec gives the files of rendering one template at a time, in template order")
    func sameFilesAsOneAtATime() async throws {
        let (context, files, diagnostics, expected) = try await OwnThread.run {
            let context = Self.largeContext
            var diagnostics = DiagnosticCollector()
            let files = CompilerPipeline().render(context, diagnostics: &diagnostics)
            // One at a time, and through the plain value of the context rather than its typed readers.
            let templates = TemplateSet()
            let expected = try CompilerPipeline.generatedTemplates.map { name, suffix in
                GeneratedFile(path: context.appName + suffix, contents: try templates.render(name, context: MustacheValue(context)))
            }
            return (context, files, diagnostics, expected)
        }
        #expect(context.screens.count == CompilerPipeline.parallelRenderScreens)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(files.map(\.path) == CompilerPipeline.generatedFileNames(appName: context.appName))
        #expect(files == expected)
    }

    @Test("the render order names every top-level template once")
    func renderOrderIsAPermutation() {
        #expect(CompilerPipeline.renderOrder.sorted() == Array(CompilerPipeline.generatedTemplates.indices))
    }

    @Test("template errors come back in template order even when a later template fails first, and no file")
    func errorsInTemplateOrder() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Routes fails only after rendering every screen; Views fails at once, at its first tag
        // (both parse: an override that does not is reported before anything renders).
        try "{{#screens}}{{viewType}}\n{{/screens}}{{screens}}\n"
            .write(to: folder.appending(path: "Routes.swift.mustache"), atomically: true, encoding: .utf8)
        try "{{screens}}\n".write(to: folder.appending(path: "Views.swift.mustache"), atomically: true, encoding: .utf8)

        let (files, diagnostics) = try await OwnThread.run {
            var diagnostics = DiagnosticCollector()
            let files = CompilerPipeline().render(Self.largeContext, templatesFolder: folder.path, diagnostics: &diagnostics)
            return (files, diagnostics)
        }
        #expect(files.isEmpty)
        let reported = diagnostics.diagnostics.map { ($0.location.file as NSString).lastPathComponent }
        #expect(reported == ["Routes.swift.mustache", "Views.swift.mustache"])
    }
}
