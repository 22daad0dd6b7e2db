/// A problem found while parsing a template, rendering it, or reading its context, with where it is.
///
/// Every error has a stable ``Kind`` (its `id`, e.g. `template.unclosed_section`) that tools and
/// tests match on, separate from the wording of ``message``, which is lower case with no final
/// period so it reads well as `file:line:column: error: message [id]`.
///
/// The ids are the raw values of ``Kind``, each documented there.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stable identity of an error, independent of its wording.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An opening delimiter without its closing one.
        case unclosedTag = "template.unclosed_tag"
        /// A tag without a name.
        case emptyTag = "template.empty_tag"
        /// A name that contains whitespace or an empty dotted part.
        case invalidName = "template.invalid_name"
        /// A set-delimiter tag that does not hold two valid delimiters.
        case badDelimiters = "template.bad_delimiters"
        /// A section, parent or block that is never closed.
        case unclosedSection = "template.unclosed_section"
        /// A closing tag that does not match the innermost open section.
        case mismatchedSection = "template.mismatched_section"
        /// A closing tag with no open section.
        case unexpectedClose = "template.unexpected_close"
        /// Sections nested deeper than ``MustacheTemplate/maximumNesting``.
        case nestingTooDeep = "template.nesting_too_deep"
        /// Partials nested deeper than the render depth limit.
        case recursionLimit = "render.recursion_limit"
        /// A render past its ``RenderLimits``: too much output, or too many expansions.
        case renderLimit = "template.limit"
        /// A list or object interpolated as text.
        case notInterpolatable = "render.not_interpolatable"
        /// A partial file that exists but cannot be read.
        case unreadablePartial = "library.unreadable_partial"
        /// Malformed JSON context.
        case invalidJSON = "json.invalid"
    }

    /// What went wrong, as a stable identity.
    public let kind: Kind
    /// What went wrong, in lower case words without a final period.
    public let message: String
    /// The template (or partial, or context file) the error is in; empty when it has no name.
    public let templateName: String
    /// The 1-based line of the problem, or 0 when it has no location.
    public let line: Int
    /// The 1-based column of the problem, counted in Unicode scalars, or 0 when it has no location.
    public let column: Int

    /// The stable id of the error, e.g. `template.unclosed_section`.
    public var id: String { kind.rawValue }

    /// Makes an error; used by the parser, the renderer and the context readers.
    public init(_ kind: Kind, _ message: String, templateName: String = "", line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.message = message
        self.templateName = templateName
        self.line = line
        self.column = column
    }

    /// The error as `name:line:column: error: message [id]`, the format users read.
    public var description: String {
        var location = templateName.isEmpty ? "<template>" : templateName
        if line > 0 { location += ":\(line):\(column)" }
        return "\(location): error: \(message) [\(id)]"
    }
}

/// Turns byte offsets into 1-based lines and Unicode-scalar columns, only when an error needs one.
struct SourceLocator {
    /// Line and column of `offset`, a UTF-8 byte offset into `bytes`.
    static func location(of offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for (index, byte) in bytes.enumerated() {
            if index >= offset { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                // Continuation bytes belong to the scalar already counted.
                column += 1
            }
        }
        return (line, column)
    }
}
