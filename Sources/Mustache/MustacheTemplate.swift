import Foundation

/// A compiled Mustache template: parsed once into a tree of nodes, each list of them compiled into
/// flat operations for rendering (`RenderProgram`), then rendered many times.
///
/// The code generator compiles each template (and each partial, through ``MustacheLibrary``)
/// once, then renders it against the template context; rendering only appends to one buffer.
/// Parsing follows the Mustache spec, including the optional inheritance (`{{<parent}}`,
/// `{{$block}}`) and dynamic names (`{{>*name}}`) modules; lambdas are not supported.
public struct MustacheTemplate: Sendable {
    /// The deepest nesting of sections, parents and blocks one template may have.
    public static let maximumNesting = 100

    /// The name errors report for this template (a file or partial name); may be empty.
    public var name: String { source.name }

    /// The parsed nodes, in source order, as the renderer walks them.
    let program: RenderProgram
    /// The name and text, kept for turning node offsets into lines and columns on error.
    let source: TemplateSource

    /// Compiles `source`; `name` is what errors report as the template's file.
    public init(source: String, name: String = "") throws(MustacheError) {
        let templateSource = TemplateSource(name: name, text: source)
        self.source = templateSource
        var parser = Parser(source: templateSource)
        self.program = RenderProgram(try parser.parse())
    }

    /// Renders the template against `context`, resolving partials and parents in `library`.
    public func render(_ context: MustacheValue, library: MustacheLibrary = .empty) throws(MustacheError) -> String {
        var output = ""
        try render(context, library: library, into: &output)
        return output
    }

    /// Renders the template against `context` into pieces of at most `pieceSize` UTF-8 bytes (one
    /// piece may be longer, when a single value is), which joined are the UTF-8 of what
    /// `render(_:library:)` returns; no piece is split inside a UTF-8 sequence. For outputs of many
    /// megabytes, written to files: one string would be copied into a larger one each time it
    /// outgrows its capacity, touching twice the output's size in fresh memory, and the pieces are
    /// the buffers the text was gathered in, handed over without a copy or a second validation.
    public func renderUTF8Pieces(
        _ context: MustacheValue, library: MustacheLibrary = .empty, pieceSize: Int = 1 << 20
    ) throws(MustacheError) -> [Data] {
        var renderer = Renderer(library: library, output: "", context: context, pieceSize: max(pieceSize, 1))
        try renderer.render(self)
        return renderer.pieces
    }

    /// Renders the template against `context`, appending to `output` (one buffer for many
    /// renders); on error, `output` is left as it was.
    public func render(
        _ context: MustacheValue, library: MustacheLibrary = .empty, into output: inout String
    ) throws(MustacheError) {
        let originalLength = output.utf8.count
        var renderer = Renderer(library: library, output: output, context: context)
        output = ""  // Hand the buffer over, so appending does not copy it.
        do {
            try renderer.render(self)
            output = renderer.output
        } catch {
            output = renderer.output
            output.removeSubrange(output.utf8.index(output.startIndex, offsetBy: originalLength)...)
            throw error
        }
    }
}

/// A template's name and text, shared by its nodes so errors can point into the right file.
final class TemplateSource: Sendable {
    let name: String
    let text: String

    init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// An error located at `offset`, a UTF-8 byte offset into the text.
    func error(_ kind: MustacheError.Kind, _ message: String, at offset: Int) -> MustacheError {
        let (line, column) = SourceLocator.location(of: offset, in: text.utf8)
        return MustacheError(kind, message, templateName: name, line: line, column: column)
    }
}

/// A name as written in a tag: `.` (the top of the context stack) or dot-separated keys.
struct Name: Sendable, Hashable, CustomStringConvertible {
    /// The keys of a dotted name; empty for the implicit iterator `.`.
    let components: [MustacheKey]

    init(components: [String]) {
        self.components = components.map(MustacheKey.init)
    }

    var description: String { components.isEmpty ? "." : components.map(\.name).joined(separator: ".") }
}

/// How a partial or parent tag names its template.
enum PartialName: Sendable {
    /// `{{>name}}`: the name as written.
    case fixed(String)
    /// `{{>*name}}`: the string the name resolves to in the context.
    case dynamic(Name)
}

/// A `{{$name}}` block: a default (or, inside a parent, an override) that a parent can replace.
struct Block: Sendable {
    let name: String
    /// The content's nodes, as the renderer walks them.
    let program: RenderProgram
    /// Whether the block's tags stand alone on their lines, so its content is indented as a whole.
    let isStandalone: Bool
    /// The indentation added to every line of the block's content where it is expanded; set
    /// only for standalone blocks, whose content was de-indented when parsed.
    let indentation: String
    /// Whether the content starts on the opening tag's line, so no line start precedes it.
    let startsInline: Bool
    /// The template the content was written in, for errors inside it.
    let source: TemplateSource
}

/// One element of a parsed template.
indirect enum Node: Sendable {
    /// Literal text.
    case text(String)
    /// The start of a template line: writes the current partial indentation, if any.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (verbatim).
    case variable(Name, escaped: Bool, offset: Int)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(Name, inverted: Bool, nodes: [Node], offset: Int)
    /// `{{>name}}`, with the indentation of a standalone tag.
    case partial(PartialName, indentation: String, offset: Int)
    /// `{{<name}}…{{/name}}` with its block overrides, and the indentation of a standalone tag.
    case parent(PartialName, indentation: String, overrides: [Block], offset: Int)
    /// `{{$name}}…{{/name}}` outside a parent: a replaceable part of this template; a line
    /// ending to write after its output if that does not end a line (see the parser).
    case block(Block, trailingNewline: String, offset: Int)
}
