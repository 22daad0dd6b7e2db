import Foundation
import ScreenSpec
import Testing

/// Finding spec files on disk: folders, hidden files, order, paths as given, and `spec.no_input`.
@Suite struct SpecDiscoveryTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    static func makeFolder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("screenspec-discovery-\(UUID().uuidString)").path
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    static func load(_ paths: [String]) -> LoaderOutcome {
        var collector = DiagnosticCollector()
        let loaded = SpecLoader().load(paths: paths, diagnostics: &collector)
        return LoaderOutcome(loaded: loaded, diagnostics: collector.diagnostics)
    }

    static let app = "app:\n  name: Demo\n  root: Home\n"

    @Test func aFolderContributesItsYAMLFilesSortedByPathBytes() throws {
        let folder = try Self.makeFolder([
            "b.yml": "screens:\n  B: {}\n",
            "a.yaml": Self.app + "screens:\n  Home: {}\n",
            "Z.yaml": "screens:\n  Z: {}\n",
            ".hidden.yaml": "not: [valid\n",
            "notes.txt": "ignored",
            "sub/c.yaml": "screens:\n  C: {}\n",
            "folder.yaml/inside.yaml": "screens:\n  D: {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(SpecLoader.discover(paths: [folder]) == ["Z.yaml", "a.yaml", "b.yml"].map { folder + "/" + $0 })
        let outcome = Self.load([folder + "/"])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(describe))")
        let loaded = try #require(outcome.loaded)
        // Uppercase sorts first in byte order; no doubled slash after the given trailing one.
        #expect(loaded.sources.paths == ["Z.yaml", "a.yaml", "b.yml"].map { folder + "/" + $0 })
        #expect(loaded.spec.screens.map(\.id.value) == ["Z", "Home", "B"])
    }

    @Test func pathsAreShownAsGivenNeverMadeAbsolute() throws {
        let folder = try Self.makeFolder(["spec.yaml": Self.app + "screens:\n  Home: {}\n  ↓bad-id: {}\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let parent = (folder as NSString).deletingLastPathComponent
        let name = (folder as NSString).lastPathComponent
        // A roundabout spelling of the folder (through `.`) must survive as written.
        let relative = parent + "/./" + name
        let outcome = Self.load([relative])
        #expect(outcome.diagnostics.map(\.location.file) == [relative + "/spec.yaml"])
        #expect(outcome.loaded?.sources.line(6, in: relative + "/spec.yaml") == "  ↓bad-id: {}")
    }

    @Test func aFileGivenTwiceIsReadOnce() throws {
        let folder = try Self.makeFolder(["spec.yaml": Self.app + "screens:\n  Home: {}\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = Self.load([folder + "/spec.yaml", folder, folder + "/spec.yaml"])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(describe))")
        #expect(outcome.loaded?.sources.paths == [folder + "/spec.yaml"])
    }

    @Test func aFileIsReadWhateverItsExtension() throws {
        let folder = try Self.makeFolder(["spec.txt": Self.app + "screens:\n  Home: {}\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.load([folder + "/spec.txt"]).diagnostics.isEmpty)
    }

    @Test func nothingToReadIsNoInputAtThePath() throws {
        let folder = try Self.makeFolder(["readme.md": "no specs", ".hidden.yaml": Self.app])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = folder + "/missing"
        let outcome = Self.load([folder, missing])
        #expect(outcome.loaded == nil)
        #expect(outcome.diagnostics.map(\.id) == ["spec.no_input", "spec.no_input"])
        #expect(outcome.diagnostics.map(\.location.description) == [folder + ":1:1", missing + ":1:1"])
        #expect(SpecLoader.discover(paths: [folder, missing]).isEmpty)
    }

    @Test func aFolderOfAppFoldersNamesThem() throws {
        let folder = try Self.makeFolder(["Shop/app.yaml": Self.app, "Cities/app.yml": Self.app, "Notes/readme.md": "",
                                          ".git/x.yaml": Self.app])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = Self.load([folder])
        #expect(outcome.diagnostics.map(\.message) == ["no spec file found in '\(folder)': it holds no *.yaml or *.yml "
            + "file; its folders 'Cities', 'Shop' hold specs: name one, as in '\(folder)/Cities'"])
    }

    @Test func aMissingPathNextToGoodOnesIsStillReported() throws {
        let folder = try Self.makeFolder(["spec.yaml": Self.app + "screens:\n  Home: {}\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = Self.load([folder, "Typo/"])
        #expect(outcome.diagnostics.map(\.id) == ["spec.no_input"])
        #expect(outcome.diagnostics.first?.location.file == "Typo/")
        #expect(outcome.loaded != nil)
    }

    @Test func noPathsIsNoInput() {
        let outcome = Self.load([])
        #expect(outcome.diagnostics.map(\.id) == ["spec.no_input"])
        #expect(outcome.loaded == nil)
    }

    @Test func anUnreadableFileIsNoInput() throws {
        let folder = try Self.makeFolder(["spec.yaml": Self.app])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/spec.yaml"
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        guard FileManager.default.contents(atPath: path) == nil else {
            // Running as root: permissions do not stop reading, so there is nothing to test.
            return
        }
        let outcome = Self.load([folder])
        #expect(outcome.diagnostics.map(\.id) == ["spec.no_input"])
        #expect(outcome.diagnostics.first?.message == "cannot read '\(path)'")
    }

    @Test func aFileOverTheSizeLimitIsNotRead() throws {
        let folder = try Self.makeFolder(["spec.yaml": Self.app + "screens:\n  Home: {}\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var collector = DiagnosticCollector()
        let loaded = SpecLoader(limits: .init(maxBytes: 10)).load(paths: [folder], diagnostics: &collector)
        #expect(loaded == nil)
        #expect(collector.diagnostics.map(\.id) == ["yaml.limit"])
    }
}
