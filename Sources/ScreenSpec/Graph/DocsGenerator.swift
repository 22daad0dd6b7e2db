import Foundation
import Mustache

/// Renders the documentation of an app's navigation (`screenspec docs`) from the Mustache
/// templates of `Templates/docs/`: Markdown pages, and optionally one self-contained HTML page
/// with the graph drawn by Graphviz. Pure apart from the SVG provider, which tests replace.
public struct DocsGenerator: Sendable {
    /// Draws DOT as inline SVG; nil when it cannot (Graphviz missing), and the page shows Mermaid.
    public typealias SVGProvider = @Sendable (_ dot: String) -> String?
    /// Draws DOT as inline SVG, or says why it cannot; the page then shows Mermaid and the reason.
    public typealias DrawingProvider = @Sendable (_ dot: String) -> GraphvizSVG.Drawing

    /// The templates: `index.md`, `screen.md`, `toolbars.md`, `index.html` and its partials.
    public var templates: TemplateSet
    /// Draws the HTML page's graph.
    public var drawing: DrawingProvider

    /// Creates a generator; by default with the embedded templates and Graphviz's `dot`.
    public init(templates: TemplateSet = TemplateSet(subfolder: "docs"),
                drawing: @escaping DrawingProvider = { GraphvizSVG.draw(dot: $0) }) {
        self.templates = templates
        self.drawing = drawing
    }

    /// Creates a generator whose drawings come from `svg` (nil: Graphviz missing).
    public init(templates: TemplateSet = TemplateSet(subfolder: "docs"), svg: @escaping SVGProvider) {
        self.init(templates: templates, drawing: { svg($0).map(GraphvizSVG.Drawing.svg) ?? .missing(GraphvizSVG.notFound) })
    }

    /// The files to write, by path relative to the output folder: `index.md`, `toolbars.md`,
    /// `screens/<Id>.md`, and with `html` also `index.html`. Throws a template error.
    public func render(_ graph: NavigationGraph, html: Bool) throws(MustacheError) -> [String: String] {
        // Every override is parsed first, whether this spec (or this run, for the HTML page) needs it or not.
        if let error = templates.overrideErrors(templates.defaultNames).first { throw error }
        var files: [String: String] = [:]
        let markdown = DocsContext(graph: graph, markup: .markdown)
        files["index.md"] = try templates.render("index.md", context: markdown)
        files["toolbars.md"] = try templates.render("toolbars.md", context: markdown)
        for screen in markdown.screens {
            files["screens/\(screen.id).md"] = try templates.render("screen.md", context: DocsPage(docs: markdown, screen: screen))
        }
        if html {
            let dot = (try? GraphSlice(graph)).map { DOTRenderer(nodeLink: { "#screen-" + $0 }).render($0) }
            let context = DocsContext(graph: graph, markup: .html,
                                      drawing: dot.map(drawing) ?? .missing("the graph has no drawing"))
            files["index.html"] = try templates.render("index.html", context: context)
        }
        return files
    }

    /// The same files as ``render(_:html:)``, sorted by path, for ``GeneratedFileWriter``.
    public func files(_ graph: NavigationGraph, html: Bool) throws(MustacheError) -> [GeneratedFile] {
        try render(graph, html: html).sorted { $0.key < $1.key }.map { GeneratedFile(path: $0.key, contents: $0.value) }
    }
}

/// What `screen.md` renders against: the whole context plus `screen`, the page's own screen, so
/// that the page renders inside `{{#screen}}` with the app, tabs and toolbars still in reach.
struct DocsPage: MustacheObject {
    let docs: DocsContext
    let screen: DocsContext.Screen

    static var mustacheFieldNames: [String] { (DocsContext.mustacheFieldNames + ["screen"]).sorted() }

    static func mustacheField(_ key: MustacheKey, of object: UnsafePointer<Self>) -> MustacheField? {
        key.name == "screen" ? MustacheField(object.pointee.screen) : DocsContext.mustacheField(key, of: object.pointer(to: \.docs)!)
    }
}
