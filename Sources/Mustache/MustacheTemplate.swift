import Foundation

/// A parsed Mustache template: parsed once into a tree of nodes, then rendered many times by
/// walking the tree (`Renderer`).
///
/// Parsing follows the Mustache spec, including the optional inheritance (`{{<parent}}`,
/// `{{$block}}`) and dynamic names (`{{>*name}}`) modules; lambdas are not supported. Inside a
/// list section the engine also answers `@first`, `@last` and `@index` (see ``Renderer``).
public struct MustacheTemplate: Sendable {
    /// The deepest nesting of sections, parents and blocks one template may have.
    public static let maximumNesting = 100

    /// The name errors report for this template (a file or partial name); may be empty.
    public var name: String { source.name }

    /// The parsed nodes, in source order.
    let nodes: [Node]
    /// The name and text, kept for turning node offsets into lines and columns on error.
    let source: TemplateSource

    /// Parses `source`; `name` is what errors report as the template's file.
    public init(source: String, name: String = "") throws(MustacheError) {
        let templateSource = TemplateSource(name: name, text: source)
        self.source = templateSource
        var parser = Parser(source: templateSource)
        self.nodes = try parser.parse()
    }

    /// Renders the template against `context`, resolving partials and parents in `library`,
    /// within `limits` (a `template.limit` error at the tag that went past them).
    public func render(
        _ context: MustacheValue, library: MustacheLibrary = .empty, limits: RenderLimits = .init()
    ) throws(MustacheError) -> String {
        String(decoding: try rendering(field: .value(context), library: library, limits: limits).utf8, as: UTF8.self)
    }

    /// Renders the template against a typed object, reading its fields as templates name them;
    /// the output is the one its plain value (``MustacheValue/init(_:)-(MustacheObject)``) would render.
    public func render(
        _ context: some MustacheObject, library: MustacheLibrary = .empty, limits: RenderLimits = .init()
    ) throws(MustacheError) -> String {
        String(decoding: try renderUTF8(context, library: library, limits: limits), as: UTF8.self)
    }

    /// Renders as ``render(_:library:limits:)-(MustacheObject,_,_)`` does, returning the output's
    /// UTF-8 (valid UTF-8: the template's text and the context's strings, joined) without making
    /// a `String` of it, for output that goes straight to a file. With `expectedBytes`, the
    /// output's buffer is first allocated that large, so that a large output is not copied each
    /// time it outgrows its buffer; the memory a smaller output leaves unwritten is never touched.
    public func renderUTF8(
        _ context: some MustacheObject, library: MustacheLibrary = .empty, limits: RenderLimits = .init(),
        expectedBytes: Int = 0
    ) throws(MustacheError) -> [UInt8] {
        try rendering(context, library: library, limits: limits, expectedBytes: expectedBytes).utf8
    }

    /// Renders as ``renderUTF8(_:library:limits:expectedBytes:)`` does, and also says which tags
    /// found their name or partial nowhere (each rendered as nothing, as the spec requires): in a
    /// template written against a known context, a misspelt name.
    public func rendering(
        _ context: some MustacheObject, library: MustacheLibrary = .empty, limits: RenderLimits = .init(),
        expectedBytes: Int = 0
    ) throws(MustacheError) -> (utf8: [UInt8], misses: [MustacheMiss]) {
        try rendering(field: .object(MustacheObjectReader(context)), library: library, limits: limits,
                      expectedBytes: expectedBytes)
    }

    /// Renders as ``rendering(_:library:limits:expectedBytes:)`` does, against any field (a plain value too).
    public func rendering(
        field: MustacheField, library: MustacheLibrary = .empty, limits: RenderLimits = .init(), expectedBytes: Int = 0
    ) throws(MustacheError) -> (utf8: [UInt8], misses: [MustacheMiss]) {
        var renderer = Renderer(library: library, context: field, limits: limits, source: source)
        renderer.reserveCapacity(min(expectedBytes, limits.maximumOutputBytes))
        try renderer.render(nodes)
        return (renderer.output, renderer.misses)
    }
}

/// How much one render may produce: a template that includes partials that include each other
/// twice over (`a` includes `b` twice, `b` includes `c` twice, …) would otherwise take time and
/// memory exponential in its size. Expansions are allowed in proportion to the data: a fixed
/// number, plus a number for each list element rendered.
public struct RenderLimits: Sendable {
    /// The most UTF-8 bytes one render writes.
    public var maximumOutputBytes: Int
    /// The partials, parents and blocks one render may expand before any list element.
    public var maximumExpansions: Int
    /// The expansions each list element rendered adds to `maximumExpansions`.
    public var expansionsPerElement: Int

    /// The defaults: 1 GiB of output; 100,000 expansions plus 100 per list element (the default
    /// templates expand fewer than ten per element).
    public init(maximumOutputBytes: Int = 1 << 30, maximumExpansions: Int = 100_000, expansionsPerElement: Int = 100) {
        self.maximumOutputBytes = maximumOutputBytes
        self.maximumExpansions = maximumExpansions
        self.expansionsPerElement = expansionsPerElement
    }
}

/// A tag that rendered as nothing because what it names is nowhere: a name no context on the
/// stack has (`{{name}}`, `{{#name}}`, `{{a.b}}`), or a partial or parent the library lacks.
public struct MustacheMiss: Hashable, Sendable {
    /// A variable's or section's name, or a partial's or parent's (`*name`: a dynamic name that
    /// is not a string).
    public enum Kind: Hashable, Sendable { case name, partial }

    /// What the tag names.
    public var kind: Kind
    /// The name as written (`a.b`, `@first`), and the template holding the tag, as it was named.
    public var name, templateName: String
    /// The tag's line and column, from 1 (columns in Unicode scalars).
    public var line, column: Int
    /// For a name, the names in scope there: for `a.b` the fields of `a`, else those of the
    /// contexts on the stack, innermost first.
    public var namesInScope: [String]
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
    /// Whether the first key is one of the engine's `@` names (`@first`, `@last`, `@index`),
    /// which answer from the list being rendered rather than from the context stack.
    let isIterationData: Bool

    init(components: [MustacheKey]) {
        self.components = components
        isIterationData = components.first?.name.utf8.first == UInt8(ascii: "@")
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
    /// The content's nodes.
    let nodes: [Node]
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
    /// Literal text, as the UTF-8 the renderer writes.
    case text([UInt8])
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
