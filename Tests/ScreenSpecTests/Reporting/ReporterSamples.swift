import ScreenSpec

/// Diagnostics that exercise every part of every reporter: several files, out of order; notes
/// in the same and another file; fix-its; warnings and a note-severity diagnostic; text that
/// needs escaping in JSON, SARIF URIs and GitHub commands; a path with spaces and non-ASCII.
enum ReporterSamples {
    static func location(_ file: String, _ line: Int, _ column: Int) -> ScreenSpec.SourceLocation {
        ScreenSpec.SourceLocation(file: file, line: line, column: column)
    }

    static let screens = "Specs/Cities/screens.yaml"
    static let toolbars = "Specs/Cities/toolbars.yaml"
    static let app = "Specs/Cities/app.yaml"
    static let odd = "Specs/My App/día,1:x.yaml"

    static let diagnostics: [Diagnostic] = [
        Diagnostic(id: "unused_toolbar", severity: .warning, message: "toolbar 'detail' is not used by any screen",
                   at: location(toolbars, 12, 3)),
        Diagnostic(id: "undefined_reference", severity: .error, message: "unknown screen 'CityDetial'",
                   at: location(screens, 14, 13),
                   notes: [Diagnostic.Note("did you mean 'CityDetail'?", at: location(screens, 14, 13))],
                   fixIts: [Diagnostic.FixIt(replacement: "CityDetail", at: location(screens, 14, 13), length: 10)]),
        Diagnostic(id: "spec.duplicate_definition", severity: .error, message: "screen 'Home' is defined twice",
                   at: location(screens, 3, 3),
                   notes: [Diagnostic.Note("'Home' first defined here", at: location(app, 20, 3))]),
        Diagnostic(id: "deprecated_api", severity: .warning,
                   message: "'navigationBarLeading' is deprecated; use 'topBarLeading'",
                   at: location(toolbars, 5, 18),
                   fixIts: [Diagnostic.FixIt(replacement: "topBarLeading", at: location(toolbars, 5, 18), length: 20)]),
        Diagnostic(id: "spec.invalid_value", severity: .error,
                   message: "invalid title \"50%, done: a\\b\"\nsecond line\twith a tab",
                   at: location(odd, 2, 10)),
        Diagnostic(id: "spec.info", severity: .note, message: "a diagnostic of severity note",
                   at: location(app, 1, 1)),
    ]

    /// The source lines the text reporter shows for the diagnostics above.
    static let sourceLines: [String: [Int: String]] = [
        screens: [
            3: "  Home:",
            14: "      - push: CityDetial",
        ],
        toolbars: [
            5: "\t    placement: navigationBarLeading",
            12: "  detail:",
        ],
        app: [
            1: "app:",
            20: "  Home:",
        ],
        odd: [
            2: "  title: \"50%, done\"",
        ],
    ]

    static let sourceLine: SourceLineProvider = { file, line in sourceLines[file]?[line] }

    /// Rule metadata for the SARIF goldens: fixed, so the goldens do not change as rules are added.
    /// `deprecated_api` and `spec.info` are left out on purpose: the reporter must still index them.
    static let rules: [RuleMetadata] = RuleMetadata.loader + [
        RuleMetadata(id: "undefined_reference", name: "Undefined reference",
                     summary: "a link, tab root, toolbar use or action names an unknown screen, tab or toolbar",
                     rationale: "SwiftUI would fail at run time, or the generated code would not compile.",
                     defaultSeverity: .error),
        RuleMetadata(id: "unused_toolbar", name: "Unused toolbar", summary: "a toolbar that no screen uses",
                     rationale: "Dead configuration hides mistakes such as a misspelt toolbar id.",
                     defaultSeverity: .warning),
    ]
}
