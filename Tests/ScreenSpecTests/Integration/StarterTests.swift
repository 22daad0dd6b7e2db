import Foundation
@testable import ScreenSpec
import Testing

/// `screenspec init`'s library part: the starter spec checks clean, and writing it never
/// overwrites anything.
@Suite struct StarterTests {
    /// Loads and checks the starter's files from a folder; every diagnostic found.
    static func diagnostics(inProject directory: URL) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        let specs = directory.appendingPathComponent("Specs").path
        guard let loaded = SpecLoader().load(paths: [specs], diagnostics: &diagnostics) else {
            return diagnostics.diagnostics
        }
        if !diagnostics.hasErrors {
            Checker().check(NavigationGraph(spec: loaded.spec), diagnostics: &diagnostics)
        }
        return diagnostics.diagnostics
    }

    @Test("the starter spec loads and checks without a single diagnostic", arguments: ["MyApp", "Shop", "X"])
    func checksClean(appName: String) throws {
        try IntegrationSupport.withTemporaryDirectory { directory in
            _ = try Starter(appName: appName).write(into: directory.path)
            let found = Self.diagnostics(inProject: directory)
            #expect(found.isEmpty, "\(found.map { "\($0.location): \($0.id): \($0.message)" })")
        }
    }

    @Test("the starter shows tabs, a toolbar, a push with a param, a sheet with a stack and a deep link")
    func coversTheFormat() throws {
        try IntegrationSupport.withTemporaryDirectory { directory in
            _ = try Starter().write(into: directory.path)
            var diagnostics = DiagnosticCollector()
            let loaded = try #require(SpecLoader().load(paths: [directory.appendingPathComponent("Specs").path],
                                                        diagnostics: &diagnostics))
            let spec = loaded.spec
            #expect(spec.app.name.value == "MyApp")
            #expect(spec.app.urlScheme?.value == "myapp")
            #expect(spec.tabs.count == 2)
            #expect(!spec.toolbars.isEmpty)
            #expect(spec.screens.contains { $0.links.contains { $0.kind == .push } && $0.toolbars.count == 1 })
            #expect(spec.screens.contains { !$0.params.isEmpty && $0.deepLink != nil })
            #expect(spec.screens.contains { $0.isModal && $0.hasOwnStack })
            #expect(spec.screens.contains { $0.search != nil })
        }
    }

    @Test("the configuration is read without diagnostics, with specs and output set")
    func configurationReads() {
        var diagnostics = DiagnosticCollector()
        let configuration = ConfigurationLoader().parse(Starter().configuration, file: ".screenspec.yml",
                                                        diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(configuration.specs == ["Specs"])
        #expect(configuration.output == "Generated")
        #expect(configuration.templates == nil)
        #expect(configuration.rules.isEmpty)
    }

    @Test("uncommenting the configuration's limits gives the defaults it shows, without diagnostics")
    func configurationLimits() {
        let uncommented = Starter().configuration.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                line.hasPrefix("# limits:") || line.hasPrefix("#   max") ? String(line.dropFirst(2)) : String(line)
            }
            .joined(separator: "\n")
        #expect(uncommented.contains("\nlimits:\n  maxNodes: 1000000\n"))
        var diagnostics = DiagnosticCollector()
        let configuration = ConfigurationLoader().parse(uncommented, file: ".screenspec.yml", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(configuration.limits == .default)
    }

    @Test("a rules block appended to the configuration, as the README shows it, is no duplicate key")
    func appendedRules() {
        let appended = Starter().configuration + "\nrules:\n  unused_toolbar: error\n"
        var diagnostics = DiagnosticCollector()
        let configuration = ConfigurationLoader().parse(appended, file: ".screenspec.yml", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics)")
        #expect(configuration.rules == ["unused_toolbar": .error])
    }

    @Test("write returns the paths it wrote, joined to the folder as given")
    func writesFiles() throws {
        try IntegrationSupport.withTemporaryDirectory { directory in
            let project = directory.appendingPathComponent("new/app").path
            let written = try Starter().write(into: project)
            #expect(written == [project + "/Specs/App.yaml", project + "/.screenspec.yml"])
            let spec = try String(contentsOfFile: written[0], encoding: .utf8)
            #expect(spec == Starter().spec)
            #expect(spec.hasSuffix("\n") && !spec.hasSuffix("\n\n"))
        }
    }

    @Test("an existing file stops the write before anything is written",
          arguments: ["Specs/App.yaml", ".screenspec.yml"])
    func refusesToOverwrite(existing: String) throws {
        try IntegrationSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent(existing)
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("mine\n".utf8).write(to: path)
            #expect(throws: StarterError.exists([directory.path + "/" + existing])) {
                try Starter().write(into: directory.path)
            }
            #expect(try String(contentsOf: path, encoding: .utf8) == "mine\n")
            let other = existing == ".screenspec.yml" ? "Specs/App.yaml" : ".screenspec.yml"
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(other).path))
        }
    }

    /// `Specs/app.yaml` beside the starter's `Specs/App.yaml` (different names on Linux) would
    /// make a second `app` section: refused at the spec that is there.
    @Test("a spec folder holding a spec already stops the write", arguments: ["app.yaml", "Shop.yml"])
    func refusesASecondApp(spec: String) throws {
        try IntegrationSupport.withTemporaryDirectory { directory in
            let specs = directory.appendingPathComponent("Specs")
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            try Data("app: { name: Shop }\n".utf8).write(to: specs.appendingPathComponent(spec))
            try Data("notes\n".utf8).write(to: specs.appendingPathComponent("README.md"))
            let error = try #require(throws: StarterError.self) { try Starter().write(into: directory.path) }
            #expect(error == .specExists(directory.path + "/Specs/" + spec))
            #expect(error.diagnostic.id == "output.exists")
            #expect(error.message.hasSuffix("is a spec already; init starts a new project, so nothing was written"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: specs.path).sorted() == ["README.md", spec].sorted())
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(".screenspec.yml").path))
        }
    }

    @Test("a symbolic link that leads nowhere is an existing file: nothing is written, not even a folder",
          arguments: ["Specs/App.yaml", ".screenspec.yml"])
    func refusesADanglingLink(existing: String) throws {
        try IntegrationSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent(existing)
            let target = directory.appendingPathComponent("elsewhere").path
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: target)
            #expect(throws: StarterError.exists([directory.path + "/" + existing])) {
                try Starter().write(into: directory.path)
            }
            #expect(!FileManager.default.fileExists(atPath: target))
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(left == [existing == ".screenspec.yml" ? ".screenspec.yml" : "Specs"])
        }
    }

    @Test("a Specs folder that is a symbolic link is not written through: the spec stays in the project")
    func refusesALinkedSpecFolder() throws {
        try IntegrationSupport.withTemporaryDirectory { directory in
            let elsewhere = directory.appendingPathComponent("elsewhere")
            let project = directory.appendingPathComponent("project")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: project.path + "/Specs", withDestinationPath: elsewhere.path)
            #expect(throws: StarterError.cannotCreate(project.path + "/Specs",
                                                      reason: "it is a symbolic link, which init does not write through")) {
                try Starter().write(into: project.path)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: project.path) == ["Specs"])
        }
    }

    @Test("a folder that cannot be created is reported, and nothing is left behind")
    func reportsUncreatableFolder() throws {
        try IntegrationSupport.withTemporaryDirectory { directory in
            let blocker = directory.appendingPathComponent("file")
            try Data().write(to: blocker)
            #expect(throws: StarterError.cannotCreate(blocker.path + "/Specs", reason: "not a directory")) {
                try Starter().write(into: blocker.path)
            }
        }
    }

    @Test("app names come from the folder name", arguments: [
        ("my-shop", "MyShop"), ("cities", "Cities"), ("Palette", "Palette"), ("2048 game", "Game"),
        ("app", "MyApp"), ("view", "MyApp"), ("---", "MyApp"), ("", "MyApp"), ("ünïcode", "Unicode"), ("café", "Cafe"), ("日記", "MyApp"),
    ])
    func appNames(folder: String, expected: String) {
        #expect(Starter.appName(forFolder: folder) == expected)
    }

    @Test("an invalid app name falls back to MyApp")
    func invalidNameFallsBack() {
        #expect(Starter(appName: "View").appName == "MyApp")
        #expect(Starter(appName: "my-app").appName == "MyApp")
        #expect(Starter(appName: "Shop").appName == "Shop")
    }

    @Test("messages are lower case without a final period")
    func messages() {
        #expect(StarterError.exists(["a"]).message == "'a' exists; init never overwrites, so nothing was written")
        #expect(StarterError.exists(["a", "b"]).message.hasPrefix("'a', 'b' exist;"))
        #expect(StarterError.cannotCreate("d").message == "cannot create folder 'd'")
        #expect(StarterError.cannotWrite("f").message == "cannot write 'f'")
    }

    @Test("each error is a diagnostic located at the path it names, with an id")
    func diagnostics() {
        let exists = StarterError.exists(["a", "b"]).diagnostic
        #expect(exists.id == "output.exists")
        #expect(exists.location == .file("a"))
        #expect(exists.severity == .error)
        #expect(StarterError.cannotCreate("d").diagnostic.id == "output.create_failed")
        #expect(StarterError.cannotCreate("d").diagnostic.location == .file("d"))
        #expect(StarterError.cannotWrite("f").diagnostic.id == "output.write_failed")
    }
}
