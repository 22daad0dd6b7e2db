import Foundation
import Testing

// The plugins' planning code, compiled into this test target through the symbolic links in
// PluginSources/ (plugins cannot be imported): how the build plugin finds a target's spec files,
// its configuration and templates, and reads `app.name` to name the generated files.

@Suite struct SpecScannerTests {
    @Test("app.name in the spellings specs use", arguments: [
        ("app:\n  name: Cities\n", "Cities"),
        ("app:\n  name: Cities   # the prefix\n  urlScheme: cities\n", "Cities"),
        ("# comment\napp:   # the app\n\n  # a comment line\n  deploymentTarget: iOS 17\n  name: Cities\n", "Cities"),
        ("app:\n    urlScheme: x\n    name: \"Cities\"\n", "Cities"),
        ("app:\n  name: 'Cit''ies'\n", "Cit'ies"),
        ("app: { name: Cities, urlScheme: cities }\n", "Cities"),
        ("app: {\n  urlScheme: cities,\n  name: Cities\n}\n", "Cities"),
        ("app: &base\n  name: Cities\n", "Cities"),
        ("app:\n  name: !!str Cities\n", "Cities"),
        ("\u{FEFF}app:\r\n  name: Cities\r\n", "Cities"),
        ("tabs: []\napp:\n  name: Cities\nscreens: {}\n", "Cities"),
    ])
    func readsAppName(text: String, expected: String) {
        #expect(SpecScanner.value(of: "name", in: "app", text: text) == expected)
    }

    @Test("no app name where there is none, or where it is not written plainly", arguments: [
        "", "screens:\n  Home: {}\n",
        "app:\n  root: Home\n",
        "screens:\n  app:\n    name: Nested\n",                  // not top-level
        "app:\n  urlScheme: x\n  tabs:\n    name: Deeper\n",    // deeper than the app mapping
        "app:\nname: Outside\n",                               // not inside app
        "app: *alias\n",
        "app:\n  name: *alias\n",
        "app:\n  name: \"unterminated\n",
        "application:\n  name: Other\n",
    ])
    func findsNoAppName(text: String) {
        #expect(SpecScanner.value(of: "name", in: "app", text: text) == nil)
    }

    @Test("top-level scalars of a configuration file")
    func readsTopLevelValues() {
        let text = "specs: Specs\n# templates: Old\ntemplates: MyTemplates   # custom\nrules:\n  tab_count: off\n"
        #expect(SpecScanner.topLevelValue(of: "templates", text: text) == "MyTemplates")
        #expect(SpecScanner.topLevelValue(of: "specs", text: text) == "Specs")
        #expect(SpecScanner.topLevelValue(of: "output", text: text) == nil)
        #expect(SpecScanner.topLevelValue(of: "tab_count", text: text) == nil)
    }

    @Test("the scanner agrees with the loader on every example spec that has an app section")
    func agreesWithExamples() throws {
        var found = 0
        for file in IntegrationSupport.exampleSpecFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("\napp:") || text.hasPrefix("app:") else { continue }
            let name = SpecScanner.value(of: "name", in: "app", text: text)
            #expect(name != nil, "\(file.lastPathComponent)")
            found += 1
        }
        #expect(found >= 5)
    }
}

@Suite struct SpecInputsTests {
    /// Creates files (with content "x" unless given) under a scratch package folder.
    static func package(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        try IntegrationSupport.withTemporaryDirectory { root in
            for (path, content) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(content.utf8).write(to: url)
            }
            try body(root)
        }
    }

    @Test("spec files are the target's YAML files, in path order; other files are not")
    func findsSpecFiles() throws {
        try Self.package([:]) { root in
            let files = ["Sources/App/Specs/b.yml", "Sources/App/Specs/a.yaml", "Sources/App/View.swift",
                         "Sources/App/Specs/.hidden.yaml", "Sources/App/Other/c.yaml"].map { root.appendingPathComponent($0) }
            let inputs = SpecInputs(files: files, packageDirectory: root)
            #expect(inputs.specFiles.map(\.lastPathComponent) == ["c.yaml", "a.yaml", "b.yml"])
            #expect(inputs.configuration == nil)
            #expect(inputs.inputFiles == inputs.specFiles)
        }
    }

    @Test("the nearest configuration wins: the spec folder, the target, then the package root", arguments: [
        (["Sources/App/Specs/.screenspec.yml", "Sources/App/.screenspec.yml", ".screenspec.yml"], "Sources/App/Specs/.screenspec.yml"),
        (["Sources/App/.screenspec.yml", ".screenspec.yml"], "Sources/App/.screenspec.yml"),
        ([".screenspec.yml"], ".screenspec.yml"),
        (["../.screenspec.yml"], nil),  // outside the package: never read
    ] as [([String], String?)])
    func findsNearestConfiguration(configurations: [String], expected: String?) throws {
        try IntegrationSupport.withTemporaryDirectory { scratch in
            let root = scratch.appendingPathComponent("Package")
            for path in configurations + ["Sources/App/Specs/App.yaml"] {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("rules:\n".utf8).write(to: url)
            }
            let inputs = SpecInputs(files: [root.appendingPathComponent("Sources/App/Specs/App.yaml")], packageDirectory: root)
            let found = inputs.configuration.map { String($0.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)) }
            #expect(found == expected)
            #expect(inputs.inputFiles.count == (expected == nil ? 1 : 2))
        }
    }

    @Test("the configuration's templates folder makes its templates inputs")
    func findsTemplates() throws {
        try Self.package([
            "Sources/App/.screenspec.yml": "templates: Templates   # custom\n",
            "Sources/App/Templates/Routes.mustache": "x",
            "Sources/App/Templates/Navigator.mustache": "x",
            "Sources/App/Templates/notes.txt": "x",
            "Sources/App/Specs/App.yaml": "app:\n  name: Demo\n",
        ]) { root in
            let spec = root.appendingPathComponent("Sources/App/Specs/App.yaml")
            let inputs = SpecInputs(files: [spec], packageDirectory: root)
            #expect(inputs.templates.map(\.lastPathComponent) == ["Navigator.mustache", "Routes.mustache"])
            #expect(inputs.inputFiles.count == 4)
            #expect(inputs.appName() == "Demo")
        }
    }

    @Test("the app name comes from whichever spec file has the app section")
    func appNameFromAnyFile() throws {
        try Self.package([
            "Specs/a.yaml": "screens:\n  Home: {}\n",
            "Specs/b.yaml": "app:\n  name: Second\n",
        ]) { root in
            let files = ["Specs/a.yaml", "Specs/b.yaml"].map { root.appendingPathComponent($0) }
            #expect(SpecInputs(files: files, packageDirectory: root).appName() == "Second")
            #expect(SpecInputs(files: [files[0]], packageDirectory: root).appName() == nil)
        }
    }
}
