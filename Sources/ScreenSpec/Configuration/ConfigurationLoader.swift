import Foundation
import YAMLSource

/// Reads `.screenspec.yml` through the YAML layer, so every problem in it is a located
/// diagnostic like a spec's: unknown keys (`spec.unknown_key`), wrong types, unknown rule ids
/// (`config.unknown_rule`, a warning), bad severities. It reports and goes on: whatever could be
/// read is returned.
public struct ConfigurationLoader: Sendable {
    /// The top-level keys of the file.
    public static let keys = ["specs", "output", "templates", "rules", "limits"]

    /// The keys of `limits`, each overriding one bound of `YAMLLimits`.
    public static let limitKeys = ["maxNodes", "maxDepth", "maxFileSize"]

    /// The deepest `maxDepth` may be set: deeper trees could exhaust the stack of the code that
    /// walks and frees them, and bad input must end in a diagnostic, never a crash.
    public static let maxDepthCeiling = 1024

    /// The rule ids `rules` may name; others are reported as `config.unknown_rule` and ignored.
    public var knownRuleIDs: [String]
    /// Bounds on the YAML read.
    public var limits: YAMLLimits

    /// Creates a loader; `knownRuleIDs` are the ids a `rules` entry may set (the checker's rules).
    public init(knownRuleIDs: [String] = RuleRegistry.ids, limits: YAMLLimits = .default) {
        self.knownRuleIDs = knownRuleIDs
        self.limits = limits
    }

    /// The configuration of a run: the file given with `--config` (which must exist), else
    /// `.screenspec.yml` in the current directory when there is one, else the defaults.
    public func load(explicitPath: String?, diagnostics: inout DiagnosticCollector) -> Configuration {
        if let explicitPath {
            return load(file: explicitPath, diagnostics: &diagnostics)
        }
        guard FileManager.default.fileExists(atPath: Configuration.fileName) else { return .defaults }
        return load(file: Configuration.fileName, diagnostics: &diagnostics)
    }

    /// Reads the configuration file at `path`: `io.not_found` when it does not exist,
    /// `io.unreadable` when it cannot be read.
    public func load(file path: String, diagnostics: inout DiagnosticCollector) -> Configuration {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            diagnostics.error("io.not_found", "configuration file '\(path)' does not exist", at: .file(path))
            return .defaults
        }
        guard !isDirectory.boolValue else {
            diagnostics.error("io.unreadable", "cannot read configuration file '\(path)': it is a folder", at: .file(path))
            return .defaults
        }
        // A FIFO or a device is refused, never waited on or read without end.
        switch RegularFile.read(path, limit: limits.maxBytes) {
        case .success(let bytes):
            return parse(bytes, file: path, diagnostics: &diagnostics)
        case .failure(let problem):
            diagnostics.error("io.unreadable", "cannot read configuration file: "
                                  + RegularFile.message(problem, path: path, limit: limits.maxBytes), at: .file(path))
            return .defaults
        }
    }

    /// Reads configuration text; `file` names it in diagnostics and anchors relative paths.
    public func parse(_ bytes: [UInt8], file: String, diagnostics: inout DiagnosticCollector) -> Configuration {
        var reader = ConfigurationReader(file: file, knownRuleIDs: knownRuleIDs, diagnostics: diagnostics)
        let stream = YAMLParser.parse(bytes, limits: limits)
        for problem in stream.problems {
            reader.diagnostics.emit(Diagnostic(
                id: problem.id, severity: .error, message: problem.message,
                at: SourceLocation(file: file, mark: problem.mark),
                notes: problem.notes.map { Diagnostic.Note($0.message, at: SourceLocation(file: file, mark: $0.mark)) }))
        }
        for extra in stream.documents.dropFirst() {
            reader.diagnostics.error("spec.multiple_documents", "a configuration file holds one YAML document",
                                     at: reader.location(extra))
        }
        var configuration = Configuration(file: file)
        if let root = stream.documents.first {
            reader.read(root, into: &configuration)
        }
        diagnostics = reader.diagnostics
        return configuration
    }

    /// `parse` for text.
    public func parse(_ text: String, file: String, diagnostics: inout DiagnosticCollector) -> Configuration {
        parse(Array(text.utf8), file: file, diagnostics: &diagnostics)
    }
}

/// Walks one configuration document.
private struct ConfigurationReader {
    let file: String
    let knownRuleIDs: [String]
    var diagnostics: DiagnosticCollector

    func location(_ node: Node) -> SourceLocation {
        SourceLocation(file: file, mark: node.start)
    }

    mutating func read(_ root: Node, into configuration: inout Configuration) {
        if Self.isNull(root) { return }
        guard let pairs = root.mapping else {
            typeMismatch(root, expected: "a mapping")
            return
        }
        for pair in pairs {
            guard let key = pair.key.scalar?.value else {
                typeMismatch(pair.key, expected: "a key")
                continue
            }
            let value = pair.value
            switch key {
            case "specs":
                configuration.specs = readPaths(value)
            case "output":
                configuration.output = readString(value).map(resolve)
            case "templates":
                configuration.templates = readString(value).map(resolve)
            case "rules":
                configuration.rules = readRules(value)
            case "limits":
                configuration.limits = readLimits(value)
            default:
                unknown(pair.key, key, id: "spec.unknown_key", severity: .error,
                        message: "unknown key '\(key)' in the configuration", candidates: ConfigurationLoader.keys)
            }
        }
    }

    /// `specs: Specs` or `specs: [A, B]`; nil when not set or empty.
    private mutating func readPaths(_ node: Node) -> [String]? {
        if Self.isNull(node) { return nil }
        if node.scalar != nil { return readString(node).map { [resolve($0)] } }
        guard let items = node.sequence else {
            typeMismatch(node, expected: "a path or a list of paths")
            return nil
        }
        let paths = items.compactMap { readString($0).map(resolve) }
        return paths.isEmpty ? nil : paths
    }

    /// A path: a non-empty string.
    private mutating func readString(_ node: Node) -> String? {
        if Self.isNull(node) { return nil }
        guard let scalar = node.scalar else {
            typeMismatch(node, expected: "a string")
            return nil
        }
        guard !scalar.value.isEmpty else {
            // `output: ""` would name the configuration's own folder by accident, or nothing.
            diagnostics.error("spec.invalid_value", "an empty path names no file or folder; leave the key out instead",
                              at: location(node))
            return nil
        }
        // The system reads a path up to its first NUL: `out\0put` would name `out`.
        guard !scalar.value.utf8.contains(0) else {
            diagnostics.error("spec.invalid_value", "a path cannot hold a NUL character ('\\0')", at: location(node))
            return nil
        }
        return scalar.value
    }

    private mutating func readRules(_ node: Node) -> [String: RuleSetting] {
        if Self.isNull(node) { return [:] }
        guard let pairs = node.mapping else {
            typeMismatch(node, expected: "a mapping of rule ids to error, warning or off")
            return [:]
        }
        var rules: [String: RuleSetting] = [:]
        for pair in pairs {
            guard let id = pair.key.scalar?.value else {
                typeMismatch(pair.key, expected: "a rule id")
                continue
            }
            guard knownRuleIDs.contains(id) else {
                // `spec.unknown_key`: a diagnostic of reading, whose severity is fixed.
                let prefix = id.prefix { $0 != "." }
                let isFixed = id.contains(".") && ["spec", "yaml", "io", "output", "template", "library", "config"]
                    .contains(String(prefix))
                unknown(pair.key, id, id: "config.unknown_rule", severity: .warning,
                        message: isFixed ? "'\(id)' is no rule: the severities of '\(prefix).*' diagnostics are fixed"
                            : "unknown rule '\(id)'",
                        candidates: isFixed ? [] : knownRuleIDs)
                continue
            }
            if Self.isNull(pair.value) { continue }
            guard let text = pair.value.scalar?.value else {
                typeMismatch(pair.value, expected: "error, warning or off")
                continue
            }
            guard let setting = RuleSetting(rawValue: text) else {
                let choices = RuleSetting.allCases.map(\.rawValue)
                var notes: [Diagnostic.Note] = []
                var fixIts: [Diagnostic.FixIt] = []
                if let suggestion = DidYouMean.closest(to: text, in: choices) {
                    notes.append(Diagnostic.Note("did you mean '\(suggestion)'?", at: location(pair.value)))
                    fixIts.append(fixIt(replacing: pair.value, with: suggestion))
                }
                diagnostics.error("spec.invalid_value",
                                  "invalid severity '\(text)' for rule '\(id)'; expected error, warning or off",
                                  at: location(pair.value), notes: notes, fixIts: fixIts)
                continue
            }
            // `change.*` findings of `diff` are notes: they can be switched off, not raised.
            if id.hasPrefix("change."), setting != .off {
                diagnostics.warning("spec.invalid_value", "'\(id)' stays a note: 'change.*' findings can only be "
                                        + "switched off ('breaking.*' ones can be warnings or errors)",
                                    at: location(pair.value))
                continue
            }
            rules[id] = setting
        }
        return rules
    }

    /// `limits: { maxNodes: N, maxDepth: N, maxFileSize: N }`; a bound not given keeps its default.
    private mutating func readLimits(_ node: Node) -> YAMLLimits {
        var limits = YAMLLimits.default
        if Self.isNull(node) { return limits }
        guard let pairs = node.mapping else {
            typeMismatch(node, expected: "a mapping of maxNodes, maxDepth and maxFileSize")
            return limits
        }
        for pair in pairs {
            guard let key = pair.key.scalar?.value else {
                typeMismatch(pair.key, expected: "a key")
                continue
            }
            switch key {
            case "maxNodes":
                if let count = readCount(pair.value, key: key) { limits.maxNodes = count }
            case "maxDepth":
                if let count = readCount(pair.value, key: key, maximum: ConfigurationLoader.maxDepthCeiling) {
                    limits.maxDepth = count
                }
            case "maxFileSize":
                if let count = readCount(pair.value, key: key, allowsUnits: true) { limits.maxBytes = count }
            default:
                unknown(pair.key, key, id: "spec.unknown_key", severity: .error,
                        message: "unknown key '\(key)' in limits", candidates: ConfigurationLoader.limitKeys)
            }
        }
        return limits
    }

    /// A whole number from 1 to `maximum`, digits only; with `allowsUnits` it may end in `KiB`,
    /// `MiB` or `GiB` (`maxFileSize: 64MiB`).
    private mutating func readCount(_ node: Node, key: String, maximum: Int = .max, allowsUnits: Bool = false) -> Int? {
        if Self.isNull(node) { return nil }
        guard let text = node.scalar?.value else {
            typeMismatch(node, expected: "a whole number")
            return nil
        }
        var digits = Substring(text)
        var unit = 1
        if allowsUnits, let (suffix, factor) = [("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30)]
            .first(where: { text.hasSuffix($0.0) }) {
            digits = digits.dropLast(suffix.count)
            if digits.last == " " { digits = digits.dropLast() }
            unit = factor
        }
        if !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
           let number = Int(digits) {
            let (value, overflow) = number.multipliedReportingOverflow(by: unit)
            if !overflow, (1...maximum).contains(value) { return value }
        }
        let range = maximum == .max ? "a whole number above 0" : "a whole number from 1 to \(maximum)"
        diagnostics.error("spec.invalid_value",
                          "invalid \(key) '\(text)'; expected \(range)" + (allowsUnits ? " (bytes, or with KiB, MiB or GiB)" : ""),
                          at: location(node))
        return nil
    }

    private mutating func unknown(_ key: Node, _ text: String, id: String, severity: Diagnostic.Severity,
                                  message: String, candidates: [String]) {
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
        if let suggestion = DidYouMean.closest(to: text, in: candidates) {
            notes.append(Diagnostic.Note("did you mean '\(suggestion)'?", at: location(key)))
            fixIts.append(fixIt(replacing: key, with: suggestion))
        }
        diagnostics.emit(Diagnostic(id: id, severity: severity, message: message, at: location(key),
                                    notes: notes, fixIts: fixIts))
    }

    private mutating func typeMismatch(_ node: Node, expected: String) {
        diagnostics.error("spec.type_mismatch", "expected \(expected), found \(node.kindDescription)",
                          at: location(node))
    }

    /// A fix-it replacing a scalar's text (inside its quotes, when quoted).
    private func fixIt(replacing node: Node, with replacement: String) -> Diagnostic.FixIt {
        var start = location(node)
        let length = node.scalar?.value.unicodeScalars.count ?? 0
        if let style = node.scalar?.style, style == .singleQuoted || style == .doubleQuoted {
            start.column += 1
        }
        return Diagnostic.FixIt(replacement: replacement, at: start, length: length)
    }

    /// A relative path from the file, made relative to the current directory: joined to the
    /// configuration file's folder, textually, so paths stay as short as the user wrote them.
    private func resolve(_ path: String) -> String {
        guard !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
        let folder = file[..<slash]
        if folder.isEmpty { return "/" + path }
        if folder == "." { return path }
        return folder + "/" + path
    }

    /// An empty value, `~` or `null` (plain): "not set", as in specs.
    static func isNull(_ node: Node) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        if node.tag == "tag:yaml.org,2002:null" { return true }
        guard node.tag == nil || node.tag == "!" else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.value)
    }
}
