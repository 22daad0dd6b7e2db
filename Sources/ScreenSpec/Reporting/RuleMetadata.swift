/// What reporters and `screenspec rules` need to know about a diagnostic id: SARIF lists every
/// rule in `tool.driver.rules`, and the rules command prints them, without depending on how the
/// checker runs its rules.
public struct RuleMetadata: Hashable, Sendable {
    /// The stable id (`undefined_reference`, `spec.unknown_key`).
    public var id: String
    /// A short human name ("Undefined reference").
    public var name: String
    /// One line: what the rule catches.
    public var summary: String
    /// Why it matters.
    public var rationale: String
    /// The severity when `.screenspec.yml` does not change it.
    public var defaultSeverity: Diagnostic.Severity

    /// Creates rule metadata.
    public init(id: String, name: String, summary: String, rationale: String, defaultSeverity: Diagnostic.Severity) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
    }

    /// The metadata of a checker rule, from its description.
    public init(_ description: RuleDescription) {
        self.init(id: description.id, name: description.name, summary: description.summary,
                  rationale: description.rationale, defaultSeverity: description.defaultSeverity)
    }
}

extension RuleMetadata {
    /// Every id `screenspec check` and `screenspec diff` can report, sorted by id: the loader's,
    /// the configuration's, the checker's and `diff`'s.
    public static var all: [RuleMetadata] {
        (loader + configuration + checker + evolution).sorted { $0.id < $1.id }
    }

    /// The checker rules of `RuleRegistry`, sorted by id.
    public static var checker: [RuleMetadata] {
        RuleRegistry.all.map { RuleMetadata($0.description) }.sorted { $0.id < $1.id }
    }

    /// The diagnostics of reading `.screenspec.yml` and the files named on the command line.
    public static let configuration: [RuleMetadata] = [
        RuleMetadata(
            id: "config.unknown_rule", name: "Unknown rule in configuration",
            summary: "`.screenspec.yml` sets the severity of a rule id that does not exist",
            rationale: "A misspelt rule id would otherwise be ignored silently, leaving the rule at its default severity.",
            defaultSeverity: .warning),
        RuleMetadata(
            id: "io.not_found", name: "Input not found",
            summary: "a `--config` file, a `--templates` folder of `generate` or `docs`, or a template, context or partials folder given to `render`, does not exist (a missing spec path is `spec.no_input`)",
            rationale: "Nothing can be checked or rendered from an input that is not there.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "io.unreadable", name: "Unreadable input",
            summary: "an input file exists but cannot be read, or is not UTF-8 text",
            rationale: "Nothing can be checked or rendered from an input that cannot be read.",
            defaultSeverity: .error),
    ]

    /// The loader's diagnostics: reported while reading YAML, before any rule runs.
    public static let loader: [RuleMetadata] = [
        RuleMetadata(
            id: "yaml.syntax", name: "YAML syntax error",
            summary: "the file is not well-formed YAML",
            rationale: "libyaml cannot read the file, so nothing after the error can be understood.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "yaml.duplicate_key", name: "Duplicate YAML key",
            summary: "a mapping repeats a key",
            rationale: "YAML parsers disagree on which value wins; ScreenSpec never picks one silently.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "yaml.limit", name: "YAML limit exceeded",
            summary: "a file exceeds the node, depth or size limit",
            rationale: "Alias bombs and runaway nesting must end in a diagnostic, never a hang or a crash.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "yaml.encoding", name: "Invalid encoding",
            summary: "the file is not valid UTF-8",
            rationale: "Spec files are UTF-8 text; anything else would garble titles and labels.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "spec.unknown_key", name: "Unknown key",
            summary: "a key the format does not define",
            rationale: "A misspelt key would otherwise be ignored and its setting lost without a word.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "spec.comment_value", name: "Comment as value",
            summary: "a value is empty because the text after it is a comment glued to its '#' (`title: #1 Pick`)",
            rationale: "YAML reads '#' after a blank as a comment, so the key would silently have no value.",
            defaultSeverity: .warning),
        RuleMetadata(
            id: "spec.nil_text", name: "Nil as text",
            summary: "a 'String?' param's default is written nil or none, which YAML reads as that text, not as no value",
            rationale: "A Swift engineer writes nil for no value; YAML's is null, so the default would silently be the text \"nil\".",
            defaultSeverity: .warning),
        RuleMetadata(
            id: "spec.type_mismatch", name: "Type mismatch",
            summary: "a value has the wrong type, such as a mapping where a string is expected",
            rationale: "Values are read by the type the field expects, never by YAML 1.1 guessing (`yes` is not a boolean).",
            defaultSeverity: .error),
        RuleMetadata(
            id: "spec.missing_key", name: "Missing key",
            summary: "a required key is absent",
            rationale: "Code cannot be generated without the values the format requires.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "spec.invalid_value", name: "Invalid value",
            summary: "an enumerated value is not one of the allowed words",
            rationale: "Enumerated values map to SwiftUI API; an unknown word has no meaning.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "spec.invalid_identifier", name: "Invalid identifier",
            summary: "an id cannot be a Swift identifier, or is a reserved name",
            rationale: "Ids become Swift names in generated code; they must compile and must not shadow SwiftUI or the standard library.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "spec.duplicate_definition", name: "Duplicate definition",
            summary: "the same screen, tab, toolbar or item id is defined twice",
            rationale: "Definitions are merged across files and never overridden, so a second definition is a mistake.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "spec.missing_app", name: "Missing app section",
            summary: "no file has an `app` section",
            rationale: "The app section names the app and its generated types.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "spec.multiple_app", name: "Multiple app sections",
            summary: "more than one file has an `app` section",
            rationale: "One spec describes one app; two app sections usually mean two apps were checked together.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "spec.multiple_documents", name: "Multiple YAML documents",
            summary: "a spec file holds more than one YAML document",
            rationale: "Each file holds one document so that merging across files stays unambiguous.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "spec.no_input", name: "No input",
            summary: "no spec file was found at the given paths",
            rationale: "Checking nothing must not look like success.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "spec.check_skipped", name: "Check skipped",
            summary: "a rule did not run, or said nothing about one screen, because an error left out a part its findings depend on",
            rationale: "What loaded is checked despite loader errors, so one run shows every mistake; a rule whose findings the missing part could make false (an unknown screen that the unreadable file defines, an unreachable screen that the misspelt links reach) waits until the error is fixed. A part of one screen (its presentation, stack or a param) silences the rules only about that screen.",
            defaultSeverity: .note),
    ]
}
