import Foundation

/// The default format, the one Xcode, clang and editors parse: `file:line:col: severity: message
/// [id]`, then each note as `file:line:col: note: message`; with a source line provider, each
/// is followed by its source line and a caret (`^` at the column, `~` over a fix-it's range)
/// and the fix-it's replacement text, as clang prints them on a terminal.
public struct TextReporter: DiagnosticReporter {
    public static let identifier = "text"

    /// Whether to use ANSI bold, red and yellow.
    public var usesColor: Bool
    /// Where source lines come from; nil prints no source lines.
    public var sourceLine: SourceLineProvider?

    /// Creates a text reporter.
    public init(usesColor: Bool = false, sourceLine: SourceLineProvider? = nil) {
        self.usesColor = usesColor
        self.sourceLine = sourceLine
    }

    public func report(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in Diagnostic.sortedForOutput(diagnostics) {
            appendHeader(diagnostic.location, diagnostic.severity, diagnostic.message, id: diagnostic.id, to: &output)
            appendSource(at: diagnostic.location, severity: diagnostic.severity, fixIts: diagnostic.fixIts, to: &output)
            for note in diagnostic.notes {
                appendHeader(note.location, .note, note.message, id: nil, to: &output)
                // A note at the diagnostic's own location would repeat the same source line.
                if note.location != diagnostic.location {
                    appendSource(at: note.location, severity: .note, fixIts: [], to: &output)
                }
            }
        }
        return output
    }

    // MARK: Lines

    private func appendHeader(_ location: SourceLocation, _ severity: Diagnostic.Severity, _ message: String,
                              id: String?, to output: inout String) {
        let suffix = id.map { " [\($0)]" } ?? ""
        // One diagnostic, one line: editors parse line by line.
        // Control characters from a file name or spec text are shown escaped: raw, they could end
        // the line and forge another diagnostic, or drive the terminal.
        let message = Self.visible(Self.singleLine(message))
        let place = Self.visible(location.description)
        guard usesColor else {
            output += "\(place): \(severity.rawValue): \(message)\(suffix)\n"
            return
        }
        output += ANSI.bold + "\(place): " + ANSI.reset
        output += ANSI.color(for: severity) + "\(severity.rawValue):" + ANSI.reset
        output += ANSI.bold + " \(message)\(suffix)" + ANSI.reset + "\n"
    }

    /// The source line, the caret line, and the replacement of the first fix-it on that line.
    private func appendSource(at location: SourceLocation, severity: Diagnostic.Severity,
                              fixIts: [Diagnostic.FixIt], to output: inout String) {
        guard let sourceLine, location.line > 0, let text = sourceLine(location.file, location.line) else { return }
        let line = Array(text.unicodeScalars)
        let onLine = fixIts.filter { $0.location.file == location.file && $0.location.line == location.line }

        // Marks per column (0-based): `~` over fix-it ranges, `^` at the diagnostic's column.
        var marks: [Character] = []
        func put(_ character: Character, at column: Int) {
            guard column >= 0 else { return }
            while marks.count <= column { marks.append(" ") }
            marks[column] = character
        }
        for fixIt in onLine where fixIt.length > 0 {
            for column in (fixIt.location.column - 1)..<(fixIt.location.column - 1 + fixIt.length) {
                put("~", at: column)
            }
        }
        put("^", at: location.column - 1)
        // The line as shown (control characters escaped), and the marks widened to match.
        let shown = Self.visibleScalars(line)
        let caret = Self.aligned(Self.widened(marks, by: shown.widths), under: shown.scalars)

        output += String(String.UnicodeScalarView(shown.scalars)) + "\n"
        if usesColor {
            // Only the marks are colored, not the indentation before them.
            let indentation = caret.prefix { $0 == " " || $0 == "\t" }
            output += indentation + ANSI.color(for: severity) + caret.dropFirst(indentation.count) + ANSI.reset + "\n"
        } else {
            output += caret + "\n"
        }
        if let fixIt = onLine.first, !fixIt.replacement.isEmpty,
           !fixIt.replacement.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
            let padding = String(repeating: " ", count: max(0, fixIt.location.column - 1))
            output += Self.aligned(Self.widened(Array(padding), by: shown.widths), under: shown.scalars)
                + Self.visible(fixIt.replacement) + "\n"
        }
    }

    /// `text` with each line break replaced by a space.
    static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }

    /// Whether a scalar is shown escaped: C0 controls other than tab, DEL, C1 controls, the
    /// Unicode line and paragraph separators, and the bidirectional overrides and isolates that
    /// can make a terminal show text in another order than it is.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// `\u{1B}` for a hidden scalar.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with hidden scalars escaped: for paths and other user text on a terminal.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// A source line with hidden scalars escaped, and how many scalars each original one became.
    static func visibleScalars(_ line: [Unicode.Scalar]) -> (scalars: [Unicode.Scalar], widths: [Int]) {
        var scalars: [Unicode.Scalar] = []
        var widths: [Int] = []
        for scalar in line {
            if isHidden(scalar) {
                let escaped = Array(escape(scalar).unicodeScalars)
                scalars += escaped
                widths.append(escaped.count)
            } else {
                scalars.append(scalar)
                widths.append(1)
            }
        }
        return (scalars, widths)
    }

    /// Marks per original column stretched over the columns each scalar takes once shown: a
    /// `~` fills its scalar's width, anything else is followed by spaces.
    static func widened(_ marks: [Character], by widths: [Int]) -> String {
        var result = ""
        for (index, mark) in marks.enumerated() {
            let width = index < widths.count ? widths[index] : 1
            result.append(mark)
            if width > 1 { result += String(repeating: mark == "~" ? "~" : " ", count: width - 1) }
        }
        return result
    }

    /// `marks` with each leading space that sits under a tab of `line` turned into a tab, so the
    /// caret lines up however wide the terminal draws tabs.
    static func aligned(_ marks: String, under line: [Unicode.Scalar]) -> String {
        var result = ""
        for (index, character) in marks.enumerated() {
            if character == " ", index < line.count, line[index] == "\t" {
                result.append("\t")
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// The escape sequences of the text reporter; only bold, red and yellow.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let boldRed = "\u{1B}[1;31m"
    static let boldYellow = "\u{1B}[1;33m"

    static func color(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return boldRed
        case .warning: return boldYellow
        case .note: return bold
        }
    }
}
