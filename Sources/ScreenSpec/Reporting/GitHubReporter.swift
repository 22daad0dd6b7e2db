/// GitHub Actions workflow commands, so a CI run annotates the spec files in pull requests:
/// `::error file=F,line=L,col=C,title=ID::message`, `::warning …`, and each note as `::notice`;
/// a note elsewhere than its diagnostic carries the diagnostic's message after its own, since
/// the annotation is shown alone (`'Home' first defined here — screen 'Home' is defined twice`).
public struct GitHubReporter: DiagnosticReporter {
    public static let identifier = "github"

    /// Creates a GitHub reporter.
    public init() {}

    public func report(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in Diagnostic.sortedForOutput(diagnostics) {
            output += Self.command(Self.commandName(diagnostic.severity), diagnostic.location,
                                   title: diagnostic.id, message: diagnostic.message)
            for note in diagnostic.notes {
                let message = note.location == diagnostic.location ? note.message : note.message + " — " + diagnostic.message
                output += Self.command("notice", note.location, title: diagnostic.id, message: message)
            }
        }
        return output
    }

    private static func commandName(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    private static func command(_ name: String, _ location: SourceLocation, title: String, message: String) -> String {
        // A whole file has no line (`line` 0), and a location with no file annotates the run.
        var properties: [String] = []
        if !location.file.isEmpty { properties.append("file=\(escapeProperty(location.file))") }
        if !location.file.isEmpty, location.line >= 1 {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=\(escapeProperty(title))")
        return "::\(name) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// Escapes a command's message, as the Actions runner unescapes it: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Escapes a property value: as data, plus `:` and `,`, which separate properties.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
