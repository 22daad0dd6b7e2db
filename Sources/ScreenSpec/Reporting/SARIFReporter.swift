/// SARIF 2.1.0, the format code-scanning services (GitHub code scanning, Azure DevOps) read:
/// one run whose driver lists every rule, results with locations relative to `%SRCROOT%`,
/// notes as related locations and fix-its as fixes; keys sorted, so the output is deterministic.
public struct SARIFReporter: DiagnosticReporter {
    public static let identifier = "sarif"

    /// The schema the output follows (the OASIS 2.1.0 errata 01 schema).
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Where SARIF viewers link the tool's name to.
    public static let defaultInformationURI = "https://github.com/screenspec/screenspec"
    /// The base every relative artifact URI is resolved against: the directory the tool ran in.
    public static let sourceRootBaseID = "%SRCROOT%"

    /// Every rule the run may report; listed in `tool.driver.rules`, sorted by id.
    public var rules: [RuleMetadata]
    /// `tool.driver.version`.
    public var toolVersion: String
    /// `tool.driver.informationUri`.
    public var informationURI: String

    /// Creates a SARIF reporter.
    public init(rules: [RuleMetadata] = RuleMetadata.all, toolVersion: String = ScreenSpecVersion.tool,
                informationURI: String = SARIFReporter.defaultInformationURI) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let sorted = Diagnostic.sortedForOutput(diagnostics)
        let catalog = ruleCatalog(for: sorted)
        var indexByID: [String: Int] = [:]
        for (index, rule) in catalog.enumerated() { indexByID[rule.id] = index }

        let driver = JSONValue.object([
            ("name", .string("screenspec")),
            ("version", .string(toolVersion)),
            ("semanticVersion", .string(toolVersion)),
            ("informationUri", .string(informationURI)),
            ("rules", .array(catalog.map(Self.descriptor(of:)))),
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(sorted.map { Self.result(of: $0, ruleIndex: indexByID[$0.id] ?? 0) })),
        ])
        let log = JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return JSONWriter(sortsKeys: true).write(log)
    }

    /// The rules, one per id, sorted; an id reported but not described gets a minimal entry so
    /// every `ruleIndex` points at its rule.
    private func ruleCatalog(for diagnostics: [Diagnostic]) -> [RuleMetadata] {
        var byID: [String: RuleMetadata] = [:]
        for rule in rules where byID[rule.id] == nil { byID[rule.id] = rule }
        for diagnostic in diagnostics where byID[diagnostic.id] == nil {
            byID[diagnostic.id] = RuleMetadata(id: diagnostic.id, name: diagnostic.id, summary: diagnostic.id,
                                               rationale: "", defaultSeverity: diagnostic.severity)
        }
        return byID.values.sorted { $0.id < $1.id }
    }

    private static func descriptor(of rule: RuleMetadata) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", message(rule.summary)),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
        ]
        if !rule.rationale.isEmpty {
            pairs.append(("fullDescription", message(rule.rationale)))
        }
        return .object(pairs)
    }

    private static func result(of diagnostic: Diagnostic, ruleIndex: Int) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.id)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(diagnostic.severity))),
            ("message", message(diagnostic.message)),
        ]
        // A diagnostic with no file (an unreadable baseline revision) has no location.
        if !diagnostic.location.file.isEmpty {
            pairs.append(("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location))])])))
        }
        if !diagnostic.notes.isEmpty {
            pairs.append(("relatedLocations", .array(diagnostic.notes.enumerated().map { index, note in
                .object([
                    ("id", .int(index)),
                    ("message", message(note.message)),
                    ("physicalLocation", physicalLocation(note.location)),
                ])
            })))
        }
        if !diagnostic.fixIts.isEmpty {
            // A diagnostic's fix-its are one change (a rename and its uses), so one SARIF fix: the
            // `fixes` of a result are alternatives.
            pairs.append(("fixes", .array([fix(of: diagnostic.fixIts)])))
        }
        return .object(pairs)
    }

    /// One fix making every edit: an artifact change per file (in the order the files first
    /// appear), each with its replacements in order.
    private static func fix(of fixIts: [Diagnostic.FixIt]) -> JSONValue {
        var files: [String] = []
        var replacements: [String: [JSONValue]] = [:]
        for fixIt in fixIts {
            let location = fixIt.location
            let deleted = JSONValue.object([
                ("startLine", .int(max(1, location.line))),
                ("startColumn", .int(max(1, location.column))),
                ("endLine", .int(max(1, location.line))),
                ("endColumn", .int(max(1, location.column) + max(0, fixIt.length))),
            ])
            if replacements[location.file] == nil { files.append(location.file) }
            replacements[location.file, default: []].append(.object([
                ("deletedRegion", deleted),
                ("insertedContent", .object([("text", .string(fixIt.replacement))])),
            ]))
        }
        let changes = files.map { file in
            JSONValue.object([("artifactLocation", artifactLocation(file)), ("replacements", .array(replacements[file] ?? []))])
        }
        let replacementTexts = fixIts.map(\.replacement)
        let description = Set(replacementTexts).count == 1
            ? "replace with '\(replacementTexts[0])'" + (fixIts.count > 1 ? " (\(fixIts.count) places)" : "")
            : "replace with " + replacementTexts.map { "'\($0)'" }.joined(separator: ", ")
        return .object([
            ("description", message(description)),
            ("artifactChanges", .array(changes)),
        ])
    }

    private static func physicalLocation(_ location: SourceLocation) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("artifactLocation", artifactLocation(location.file))]
        if location.line >= 1 {
            var region: [(String, JSONValue)] = [("startLine", .int(location.line))]
            if location.column >= 1 { region.append(("startColumn", .int(location.column))) }
            pairs.append(("region", .object(region)))
        }
        return .object(pairs)
    }

    /// A relative path becomes a relative URI under `%SRCROOT%`; an absolute one a `file:` URI.
    private static func artifactLocation(_ path: String) -> JSONValue {
        if path.hasPrefix("/") {
            return .object([("uri", .string("file://" + percentEncoded(path)))])
        }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return .object([
            ("uri", .string(percentEncoded(String(relative)))),
            ("uriBaseId", .string(sourceRootBaseID)),
        ])
    }

    /// RFC 3986 percent-encoding of a path: unreserved characters and `/` stay, the rest is
    /// encoded byte by byte in UTF-8.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    private static func message(_ text: String) -> JSONValue {
        .object([("text", .string(text))])
    }

    private static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }
}
