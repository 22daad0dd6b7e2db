/// One output format of diagnostics: a pure function from diagnostics to text, so the checker
/// never formats and every format can be tested on its own.
public protocol DiagnosticReporter: Sendable {
    /// The stable name of the format, as given to `--reporter`.
    static var identifier: String { get }
    /// The whole report for `diagnostics`, in any order; reporters sort them by location.
    func report(_ diagnostics: [Diagnostic]) -> String
}

/// The text of line `line` (1-based) of `file`, without its line ending, or nil when unknown;
/// lets the text reporter show the source line and a caret without reading files itself.
public typealias SourceLineProvider = @Sendable (_ file: String, _ line: Int) -> String?

/// The reporters `--reporter` accepts, so the command line and its help list them from one place.
public enum ReporterKind: String, CaseIterable, Sendable {
    /// `file:line:col: severity: message [id]`, for people and editors.
    case text
    /// the JSON document.
    case json
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…::`).
    case github

    /// Whether the report goes to standard error: text is for people, the machine formats go to
    /// standard output so they can be piped or redirected to a file.
    public var writesToStandardError: Bool { self == .text }

    /// The reporter for this format.
    public func makeReporter(_ options: ReporterOptions) -> any DiagnosticReporter {
        switch self {
        case .text: return TextReporter(usesColor: options.usesColor, sourceLine: options.sourceLine)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(rules: options.rules, toolVersion: options.toolVersion)
        case .github: return GitHubReporter()
        }
    }
}

/// What a reporter may need besides the diagnostics; each reporter takes the parts it uses.
public struct ReporterOptions: Sendable {
    /// Whether the text reporter uses ANSI colors.
    public var usesColor: Bool
    /// Source lines for the text reporter's caret display; nil shows none.
    public var sourceLine: SourceLineProvider?
    /// Every rule the run may report, for SARIF's `tool.driver.rules`.
    public var rules: [RuleMetadata]
    /// The tool's version, for SARIF's `tool.driver.version`.
    public var toolVersion: String

    /// Creates options.
    public init(usesColor: Bool = false, sourceLine: SourceLineProvider? = nil,
                rules: [RuleMetadata] = RuleMetadata.all, toolVersion: String = ScreenSpecVersion.tool) {
        self.usesColor = usesColor
        self.sourceLine = sourceLine
        self.rules = rules
        self.toolVersion = toolVersion
    }
}

extension Array where Element == Diagnostic {
    /// The number of errors and warnings, for summaries.
    var severityCounts: (errors: Int, warnings: Int) {
        (count { $0.severity == .error }, count { $0.severity == .warning })
    }
}
