/// the JSON document, for tools that read diagnostics: `{"version":1,"diagnostics":[…],
/// "summary":{"errors":N,"warnings":M}}` with keys in the documented order, `notes` and `fixIts`
/// always present, diagnostics sorted by file, line and column.
public struct JSONReporter: DiagnosticReporter {
    public static let identifier = "json"

    /// The version of this document's shape; bumped only when it changes incompatibly.
    public static let formatVersion = 1

    /// Creates a JSON reporter.
    public init() {}

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let counts = diagnostics.severityCounts
        let document = JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("diagnostics", .array(Diagnostic.sortedForOutput(diagnostics).map(Self.value(of:)))),
            ("summary", .object([("errors", .int(counts.errors)), ("warnings", .int(counts.warnings))])),
        ])
        return JSONWriter().write(document)
    }

    private static func value(of diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("id", .string(diagnostic.id)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
        ] + locationPairs(diagnostic.location) + [
            ("notes", .array(diagnostic.notes.map { note in
                .object([("message", .string(note.message))] + locationPairs(note.location))
            })),
            ("fixIts", .array(diagnostic.fixIts.map { fixIt in
                .object([("replacement", .string(fixIt.replacement))] + locationPairs(fixIt.location)
                    + [("length", .int(fixIt.length))])
            })),
        ])
    }

    private static func locationPairs(_ location: SourceLocation) -> [(String, JSONValue)] {
        [("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))]
    }
}
