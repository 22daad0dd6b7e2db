/// How the docs context writes text that comes from a spec, so templates can insert it verbatim
/// in Markdown, or let Mustache escape it in HTML (Documentation/Graph.md, "Docs context").
public enum DocsMarkup: String, Sendable, CaseIterable {
    /// Every string is ready-to-insert Markdown: text has Markdown's special characters
    /// backslash-escaped, code values are whole code spans. Templates use `{{{name}}}`.
    case markdown
    /// Every string is the raw text; templates use `{{name}}` so Mustache HTML-escapes it.
    case html

    /// A piece of prose (a title, a label, a sentence).
    func text(_ raw: String) -> String {
        switch self {
        case .html: return Self.flatten(raw)
        case .markdown: return Self.escapeMarkdown(Self.flatten(raw))
        }
    }

    /// A code-like value (a type, a default, a pattern, a symbol name).
    func code(_ raw: String) -> String {
        switch self {
        case .html: return Self.flatten(raw)
        case .markdown: return Self.markdownCode(Self.flatten(raw))
        }
    }

    /// Control characters (line breaks included, U+2028 and U+2029 too) become spaces: every
    /// value fits on one line. The bidirectional overrides and isolates are dropped, so no text
    /// shows in another order than it is.
    static func flatten(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: return " "
            default:
                let value = scalar.value
                return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) ? nil : scalar
            }
        }))
    }

    /// Backslash-escapes what Markdown (CommonMark with GitHub tables) would read as syntax
    /// anywhere in a line: emphasis, code, links, HTML, table cells, strikethrough, entities.
    static func escapeMarkdown(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>|&~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A code span; values a plain span cannot hold (backticks, `|` which would split a table
    /// cell, edge spaces) become `<code>` with escaped text, which renders the same.
    static func markdownCode(_ text: String) -> String {
        if text.isEmpty { return "" }
        if !text.contains("`"), !text.contains("|"), text.first != " ", text.last != " " {
            return "`" + text + "`"
        }
        return "<code>" + escapeMarkdown(text) + "</code>"
    }
}
