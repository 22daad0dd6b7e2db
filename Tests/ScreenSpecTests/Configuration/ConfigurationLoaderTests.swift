import Foundation
import ScreenSpec
import Testing

@Suite struct ConfigurationLoaderTests {
    private let loader = ConfigurationLoader(knownRuleIDs: ["unused_toolbar", "tab_count", "undefined_reference"])

    private func parse(_ text: String, file: String = ".screenspec.yml") -> (Configuration, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let configuration = loader.parse(text, file: file, diagnostics: &diagnostics)
        return (configuration, diagnostics.diagnostics)
    }

    private func location(_ line: Int, _ column: Int, _ file: String = ".screenspec.yml") -> ScreenSpec.SourceLocation {
        ScreenSpec.SourceLocation(file: file, line: line, column: column)
    }

    @Test func readsEveryKey() {
        let (configuration, diagnostics) = parse("""
            specs: [Specs/Cities, Specs/Cars]
            output: Generated
            templates: MyTemplates
            rules:
              unused_toolbar: off
              tab_count: error
              undefined_reference: warning
            """)
        #expect(diagnostics.isEmpty)
        #expect(configuration == Configuration(
            specs: ["Specs/Cities", "Specs/Cars"], output: "Generated", templates: "MyTemplates",
            rules: ["unused_toolbar": .off, "tab_count": .error, "undefined_reference": .warning],
            file: ".screenspec.yml"))
    }

    @Test func specsMayBeOneString() {
        #expect(parse("specs: App/Specs").0.specs == ["App/Specs"])
    }

    @Test("Values are read as text, never as YAML 1.1 booleans or numbers")
    func scalarsAreText() {
        let (configuration, diagnostics) = parse("specs: [no, 10]\noutput: yes\nrules: { unused_toolbar: off }")
        #expect(diagnostics.isEmpty)
        #expect(configuration.specs == ["no", "10"])
        #expect(configuration.output == "yes")
        #expect(configuration.rules == ["unused_toolbar": .off])
    }

    @Test("An empty file, comments only, or null values mean the defaults")
    func emptyMeansDefaults() {
        for text in ["", "# nothing here\n", "specs:\noutput: ~\nrules: null\n"] {
            let (configuration, diagnostics) = parse(text)
            #expect(diagnostics.isEmpty)
            #expect(configuration == Configuration(file: ".screenspec.yml"))
        }
    }

    @Test("Relative paths are resolved against the configuration file's folder")
    func pathsRelativeToFile() {
        let (configuration, _) = parse("specs: [Specs, /abs/Specs]\noutput: Out\ntemplates: T", file: "App/config.yml")
        #expect(configuration.specs == ["App/Specs", "/abs/Specs"])
        #expect(configuration.output == "App/Out")
        #expect(configuration.templates == "App/T")
        #expect(parse("specs: Specs", file: "./config.yml").0.specs == ["Specs"])
    }

    @Test("An unknown key is spec.unknown_key with a did-you-mean note and fix-it")
    func unknownKey() {
        let (_, diagnostics) = parse("output: Out\nspec: Specs\n")
        #expect(diagnostics == [Diagnostic(
            id: "spec.unknown_key", severity: .error, message: "unknown key 'spec' in the configuration", at: location(2, 1),
            notes: [Diagnostic.Note("did you mean 'specs'?", at: location(2, 1))],
            fixIts: [Diagnostic.FixIt(replacement: "specs", at: location(2, 1), length: 4)])])
    }

    @Test func unknownKeyWithoutSuggestion() {
        let (_, diagnostics) = parse("zzzzzzzz: 1")
        #expect(diagnostics.map(\.id) == ["spec.unknown_key"])
        #expect(diagnostics.first?.notes == [])
        #expect(diagnostics.first?.fixIts == [])
    }

    @Test("An unknown rule id is a warning with a did-you-mean, and is ignored")
    func unknownRule() {
        let (configuration, diagnostics) = parse("rules:\n  unused_toolbars: off\n  tab_count: warning\n")
        #expect(configuration.rules == ["tab_count": .warning])
        #expect(diagnostics == [Diagnostic(
            id: "config.unknown_rule", severity: .warning, message: "unknown rule 'unused_toolbars'", at: location(2, 3),
            notes: [Diagnostic.Note("did you mean 'unused_toolbar'?", at: location(2, 3))],
            fixIts: [Diagnostic.FixIt(replacement: "unused_toolbar", at: location(2, 3), length: 15)])])
    }

    @Test("A change.* finding cannot be raised, and a reading diagnostic is no rule: both say so")
    func unratedIDs() {
        let loader = ConfigurationLoader(knownRuleIDs: ["tab_count", "change.tab_added", "breaking.tab_removed"])
        var collector = DiagnosticCollector()
        let configuration = loader.parse("rules:\n  change.tab_added: error\n  spec.unknown_key: warning\n"
                                             + "  breaking.tab_removed: warning\n",
                                         file: ".screenspec.yml", diagnostics: &collector)
        let messages = collector.diagnostics.map(\.message)
        #expect(messages == [
            "'change.tab_added' stays a note: 'change.*' findings can only be switched off ('breaking.*' ones can be warnings or errors)",
            "'spec.unknown_key' is no rule: the severities of 'spec.*' diagnostics are fixed",
        ])
        #expect(configuration.rules["breaking.tab_removed"] == .warning)
        #expect(configuration.rules["spec.unknown_key"] == nil)
    }

    @Test("A path with a NUL character is an error, never cut short at it")
    func nulInPath() {
        let (configuration, diagnostics) = parse("output: \"../out\\0Generated\"\nspecs: [\"Specs\\0/../..\"]\n")
        #expect(configuration.output == nil && configuration.specs == nil)
        #expect(diagnostics.map(\.message) == ["a path cannot hold a NUL character ('\\0')", "a path cannot hold a NUL character ('\\0')"])
    }

    @Test("A quoted key's fix-it replaces the text inside the quotes")
    func quotedKeyFixIt() {
        let (_, diagnostics) = parse("\"spex\": Specs")
        #expect(diagnostics.first?.fixIts == [Diagnostic.FixIt(replacement: "specs", at: location(1, 2), length: 4)])
    }

    @Test("A bad severity is spec.invalid_value with the closest one")
    func invalidSeverity() {
        let (configuration, diagnostics) = parse("rules: { tab_count: eror, unused_toolbar: loud }")
        #expect(configuration.rules.isEmpty)
        #expect(diagnostics == [
            Diagnostic(
                id: "spec.invalid_value", severity: .error,
                message: "invalid severity 'eror' for rule 'tab_count'; expected error, warning or off", at: location(1, 21),
                notes: [Diagnostic.Note("did you mean 'error'?", at: location(1, 21))],
                fixIts: [Diagnostic.FixIt(replacement: "error", at: location(1, 21), length: 4)]),
            Diagnostic(
                id: "spec.invalid_value", severity: .error,
                message: "invalid severity 'loud' for rule 'unused_toolbar'; expected error, warning or off",
                at: location(1, 43)),
        ])
    }

    @Test("Wrong types are spec.type_mismatch at the value")
    func typeMismatches() {
        let (configuration, diagnostics) = parse("""
            specs: { a: b }
            output: [x]
            rules: [unused_toolbar]
            templates:
              - a
            """)
        #expect(configuration == Configuration(file: ".screenspec.yml"))
        #expect(diagnostics.map(\.id) == Array(repeating: "spec.type_mismatch", count: 4))
        #expect(diagnostics.map(\.location) == [location(1, 8), location(2, 9), location(3, 8), location(5, 3)])
        #expect(diagnostics.first?.message == "expected a path or a list of paths, found a mapping")
    }

    @Test("An empty path is spec.invalid_value at the value, and the default is kept")
    func emptyPaths() {
        let (configuration, diagnostics) = parse("""
            specs: ["", Specs]
            output: ""
            templates: ''
            """)
        #expect(configuration.output == nil && configuration.templates == nil)
        #expect(configuration.specs?.count == 1)
        #expect(diagnostics.map(\.id) == Array(repeating: "spec.invalid_value", count: 3))
        #expect(diagnostics.map(\.location) == [location(1, 9), location(2, 9), location(3, 12)])
        #expect(diagnostics.first?.message == "an empty path names no file or folder; leave the key out instead")
    }

    @Test func rootMustBeAMapping() {
        let (_, diagnostics) = parse("- Specs\n")
        #expect(diagnostics.map(\.id) == ["spec.type_mismatch"])
        #expect(diagnostics.first?.message == "expected a mapping, found a sequence")
    }

    @Test("YAML problems become located diagnostics, and reading goes on")
    func yamlProblems() {
        let (configuration, diagnostics) = parse("output: A\noutput: B\n")
        #expect(diagnostics.map(\.id) == ["yaml.duplicate_key"])
        #expect(diagnostics.first?.location == location(2, 1))
        #expect(diagnostics.first?.notes.first?.location == location(1, 1))
        #expect(configuration.output != nil)

        let (_, syntax) = parse("specs: [a\n")
        #expect(syntax.map(\.id) == ["yaml.syntax"])
        #expect(syntax.first?.location.file == ".screenspec.yml")
    }

    @Test func oneDocumentOnly() {
        let (_, diagnostics) = parse("output: A\n---\noutput: B\n")
        #expect(diagnostics.map(\.id) == ["spec.multiple_documents"])
        #expect(diagnostics.first?.location == location(3, 1))
    }

    @Test("A missing --config file is io.not_found; no file at all means the defaults")
    func files() throws {
        var diagnostics = DiagnosticCollector()
        _ = loader.load(file: "/nonexistent/screenspec.yml", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.id) == ["io.not_found"])

        try SwiftToolchain.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("config.yml")
            try Data("output: Out\n".utf8).write(to: file)
            var found = DiagnosticCollector()
            let configuration = loader.load(explicitPath: file.path, diagnostics: &found)
            #expect(found.diagnostics.isEmpty)
            #expect(configuration.output == directory.appendingPathComponent("Out").path)

            var folder = DiagnosticCollector()
            _ = loader.load(file: directory.path, diagnostics: &folder)
            #expect(folder.diagnostics.map(\.id) == ["io.unreadable"])
        }
    }

    @Test("Spec paths: the command line's, else the file's, else Specs")
    func specPaths() {
        #expect(Configuration(specs: ["A"]).specPaths(commandLine: ["B"]) == ["B"])
        #expect(Configuration(specs: ["A"]).specPaths(commandLine: []) == ["A"])
        #expect(Configuration().specPaths(commandLine: []) == ["Specs"])
    }
}
