import Foundation
import ScreenSpec

/// Options and arguments several commands share, declared once so they read and document the
/// same everywhere.
enum SharedOptions {
    /// `[PATHS …]`: spec files or folders.
    static let paths = PositionalDefinition(
        name: "PATHS", arity: .repeating,
        help: "spec files or folders (default: the configuration's specs, else Specs/)")

    /// `--config FILE`.
    static let config = OptionDefinition.value(
        "config", valueName: "FILE",
        help: "the configuration file to read instead of ./\(Configuration.fileName)")

    /// `--reporter text|json|sarif|github`, also spelt `--format` as `graph` and `links` name
    /// their output's format.
    static let reporter: OptionDefinition = {
        var option = OptionDefinition.value(
            "reporter", valueName: "FORMAT", allowedValues: ReporterKind.allCases.map(\.rawValue), defaultValue: "text",
            help: "how to print diagnostics: text on standard error, the others on standard output")
        option.aliases = ["format"]
        return option
    }()

    /// `--color auto|always|never`.
    static let color = OptionDefinition.value(
        "color", valueName: "WHEN", allowedValues: ["auto", "always", "never"], defaultValue: "auto",
        help: "color text diagnostics and show their source lines; auto: when standard error is a terminal")

    /// `--warnings-as-errors`.
    static let warningsAsErrors = OptionDefinition.flag(
        "warnings-as-errors", help: "report warnings as errors, so that they fail the run")

    /// `--quiet`.
    static let quiet = OptionDefinition.flag(
        "quiet", help: "print nothing on success (diagnostics are still printed)")

    /// `--output DIR`.
    static let outputFolder = OptionDefinition.value(
        "output", valueName: "DIR", help: "the folder to write to (default: the configuration's output)")
}

extension CommandContext {
    /// Reads the configuration of a run (`--config FILE`, else `./.screenspec.yml`, else the
    /// defaults), with the diagnostics reading it produced.
    func loadConfiguration(_ arguments: ParsedArguments) -> (Configuration, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let loader = ConfigurationLoader(knownRuleIDs: (RuleMetadata.checker + RuleMetadata.evolution).map(\.id))
        let configuration = loader.load(explicitPath: arguments.value(SharedOptions.config), diagnostics: &diagnostics)
        return (configuration, diagnostics.diagnostics)
    }

    /// The exit code for a run's final diagnostics: 66 when there was no input,
    /// 1 for any error, else 0.
    static func exitCode(for diagnostics: [Diagnostic]) -> ExitCode {
        if diagnostics.contains(where: { ["spec.no_input", "io.not_found", "io.unreadable"].contains($0.id) }) {
            return .noInput
        }
        return diagnostics.contains { $0.severity == .error } ? .failure : .success
    }
}

extension CommandContext {
    /// The templates folder of a run: `--templates DIR` when given, else the configuration's
    /// `templates`. A folder named but missing is an `io.not_found` error (exit 66): silently
    /// falling back to the built-in templates would generate something the user did not ask for.
    func templatesFolder(_ option: OptionDefinition, _ arguments: ParsedArguments,
                         configuration: Configuration) -> (folder: String?, problem: Diagnostic?) {
        let fromFlag = arguments.value(option)
        guard let folder = fromFlag ?? configuration.templates else { return (nil, nil) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
            return (folder, nil)
        }
        let origin = fromFlag != nil
            ? "given with \(option.spelling)"
            : "named by 'templates' in \(configuration.file ?? Configuration.fileName)"
        // Something else at the path (a file, a device) is named as such, not called missing.
        let message = FileManager.default.fileExists(atPath: folder)
            ? "the templates folder '\(folder)' (\(origin)) is not a folder"
            : "no such templates folder '\(folder)' (\(origin))"
        let problem = Diagnostic(id: "io.not_found", severity: .error, message: message, at: .file(folder))
        return (folder, problem)
    }
}
