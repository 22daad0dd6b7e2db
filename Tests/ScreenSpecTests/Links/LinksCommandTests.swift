import Foundation
import Testing

/// `screenspec links` and `generate --tests` from the command line.
@Suite(.serialized)
struct LinksCommandTests {
    typealias F = EvolutionFixtures

    @Test func formatsAndUsageErrors() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop]) { directory in
            let markdown = try await ScreenSpecBinary.run(["links"], in: directory)
            #expect(markdown.status == 0, "\(markdown)")
            #expect(markdown.stdout.hasPrefix("# Deep links of Shop\n"))
            let aasa = try await ScreenSpecBinary.run(["links", "--format", "aasa", "--app-id", "ABCDE12345.com.example.shop"],
                                                in: directory)
            #expect(aasa.status == 0 && DeepLinkCatalogueTests.aasaProblems(aasa.stdout).isEmpty, "\(aasa)")
            let again = try await ScreenSpecBinary.run(["links", "--format", "aasa", "--app-id", "ABCDE12345.com.example.shop"],
                                                 in: directory)
            #expect(again.stdout == aasa.stdout)
            #expect(try await ScreenSpecBinary.run(["links", "--format", "aasa"], in: directory).status == 64)
            #expect(try await ScreenSpecBinary.run(["links", "--app-id", "shop"], in: directory).status == 64)
            #expect(try await ScreenSpecBinary.run(["links", "--format", "xml"], in: directory).status == 64)
            let written = try await ScreenSpecBinary.run(["links", "--format", "plist", "--output", "Info.plist"], in: directory)
            #expect(written.status == 0)
            let plist = try String(contentsOf: directory.appendingPathComponent("Info.plist"), encoding: .utf8)
            #expect(plist.contains("<string>shop</string>"))
        }
    }

    /// An association file without universal links, or a URL type without a scheme, is an error
    /// at the `app` key, and nothing is printed or written.
    @Test func formatsThatNeedASetting() async throws {
        let noDomains = F.changed([("  universalLinks: [shop.example.com, www.shop.example.com]\n", "")])
        let noScheme = "app:\n  name: Plain\n  root: Home\nscreens:\n  Home: {}\n"
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": noDomains, "Plain/app.yaml": noScheme]) { directory in
            let aasa = try await ScreenSpecBinary.run(
                ["links", "--format", "aasa", "--app-id", "ABCDE12345.com.example.shop", "--output", "aasa.json"], in: directory)
            #expect(aasa.status == 1, "\(aasa)")
            #expect(aasa.stderr.contains("Specs/app.yaml:1:1: error: an apple-app-site-association file needs 'app.universalLinks'"),
                    "\(aasa.stderr)")
            #expect(aasa.stderr.contains("[links.no_universal_links]"))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("aasa.json").path))
            let plist = try await ScreenSpecBinary.run(["links", "Plain", "--format", "plist"], in: directory)
            #expect(plist.status == 1, "\(plist)")
            #expect(plist.stdout.isEmpty)
            #expect(plist.stderr.contains("Plain/app.yaml:1:1: error: an Info.plist URL type needs 'app.urlScheme'"))
            #expect(plist.stderr.contains("[links.no_url_scheme]"))
            #expect(plist.stderr.contains("note: add the scheme its deep links use: 'urlScheme: plain'"))
            // The formats for people and tools need neither.
            #expect(try await ScreenSpecBinary.run(["links", "Plain", "--format", "json"], in: directory).status == 0)
            let markdown = try await ScreenSpecBinary.run(["links", "--format", "markdown"], in: directory)
            #expect(markdown.status == 0 && markdown.stdout.contains("| `/product/{id}` |"), "\(markdown)")
        }
    }

    /// Short output names (`l`, `./`) once trapped in Foundation's `deletingLastPathComponent`;
    /// a name ending in `/` names a folder.
    @Test func shortAndFolderOutputNames() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop]) { directory in
            let short = try await ScreenSpecBinary.run(["links", "--output", "l"], in: directory)
            #expect(short.status == 0, "\(short)")
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("l").path))
            for name in ["x/", "./", ".", "x//"] {
                let folder = try await ScreenSpecBinary.run(["graph", "--output", name], in: directory)
                #expect(folder.status == 73, "\(name): \(folder)")
                #expect(folder.stderr.contains("'\(name)' names a folder, not a file [output.not_a_file]"), "\(folder.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x").path))
        }
    }

    @Test func brokenSpecPrintsNothing() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop + "  Oops: [\n"]) { directory in
            let run = try await ScreenSpecBinary.run(["links", "--format", "json"], in: directory)
            #expect(run.status == 1)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("[yaml.syntax]"))
        }
    }

    @Test func brokenBaselineIsLocated() async throws {
        try await ScreenSpecBinary.withFiles(["base/app.yaml": "app: [\n", "Specs/app.yaml": F.shop]) { directory in
            let run = try await ScreenSpecBinary.run(["diff", "--baseline", "base"], in: directory)
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains("base/app.yaml:"), "\(run.stderr)")
            #expect(run.stderr.contains("[yaml.syntax]"))
        }
    }

    @Test func generateTestsAlone() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop]) { directory in
            let run = try await ScreenSpecBinary.run(["generate", "--tests", "Tests/ShopTests", "--test-module", "ShopApp"],
                                               in: directory)
            #expect(run.status == 0, "\(run)")
            let folder = directory.appendingPathComponent("Tests/ShopTests")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names == ["ShopDeepLinkTests.swift"], "only the tests, no manifest")
            let text = try String(contentsOf: folder.appendingPathComponent("ShopDeepLinkTests.swift"), encoding: .utf8)
            #expect(text.contains("@testable import ShopApp"))
            let check = try await ScreenSpecBinary.run(["generate", "--tests", "Tests/ShopTests", "--test-module", "ShopApp", "--check"],
                                                 in: directory)
            #expect(check.status == 0, "\(check)")
            #expect(try await ScreenSpecBinary.run(["generate", "--tests", "Tests/ShopTests", "--check"], in: directory).status == 1)
        }
    }

    /// Both folders are checked before either is written: a link at the tests file refuses the
    /// run (exit 73) with the generated folder not even created.
    @Test func generateWithARefusedTestsFolderWritesNothing() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop, "victim.swift": "mine\n"]) { directory in
            let tests = directory.appendingPathComponent("Tests")
            try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: tests.appendingPathComponent("ShopDeepLinkTests.swift").path,
                                                       withDestinationPath: directory.appendingPathComponent("victim.swift").path)
            let run = try await ScreenSpecBinary.run(["generate", "--output", "Generated", "--tests", "Tests"], in: directory)
            #expect(run.status == 73, "\(run)")
            #expect(run.stderr.contains("[output.unsafe_path]"))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Generated").path))
            let victim = try String(contentsOf: directory.appendingPathComponent("victim.swift"), encoding: .utf8)
            #expect(victim == "mine\n")
        }
    }
}
