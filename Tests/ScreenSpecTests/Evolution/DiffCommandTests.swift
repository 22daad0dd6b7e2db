import Foundation
import ScreenSpec
import Testing

/// `screenspec diff` as CI runs it: against a baseline folder, and against `git:HEAD` of a
/// temporary repository (the baseline committed, the change in the work tree).
@Suite(.serialized)
struct DiffCommandTests {
    typealias F = EvolutionFixtures

    /// The four breaking changes the issue names, and the line each must be reported at.
    static let breakingChanges: [(name: String, changed: String, id: String, inBaseline: Bool, needle: String)] = [
        ("renamed screen", F.changed([("  Search:", "  Finder:"), ("push: Search", "push: Finder")]),
         "breaking.restoration", true, "  Search:"),
        ("param type", F.changed([("id: Int", "id: String")]), "breaking.param_type_changed", false, "id: String"),
        ("removed deep link", F.changed([("    deepLink: /orders\n", "")]), "breaking.deep_link_removed", true, "/orders"),
        ("required param", F.changed([("      q: String\n    deepLink: /search?q={q}",
                                       "      q: String\n      page: Int\n    deepLink: /search?q={q}&page={page}")]),
         "breaking.required_param_added", false, "page: Int"),
    ]

    static var gitAvailable: Bool {
        ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func againstAFolder() async throws {
        for change in Self.breakingChanges {
            try await ScreenSpecBinary.withFiles(["base/app.yaml": F.shop, "Specs/app.yaml": change.changed]) { directory in
                let run = try await ScreenSpecBinary.run(["diff", "--baseline", "base", "Specs"], in: directory)
                #expect(run.status == 1, "\(change.name): \(run)")
                let line = F.line(of: change.needle, in: change.inBaseline ? F.shop : change.changed)
                let file = change.inBaseline ? "base/app.yaml" : "Specs/app.yaml"
                #expect(run.stderr.contains("\(file):\(line):"), "\(change.name): \(run.stderr)")
                #expect(run.stderr.contains("[\(change.id)]"), "\(change.name): \(run.stderr)")
            }
        }
    }

    @Test func titleChangeExitsZero() async throws {
        let changed = F.changed([("title: Product", "title: Item")])
        try await ScreenSpecBinary.withFiles(["base/app.yaml": F.shop, "Specs/app.yaml": changed]) { directory in
            let run = try await ScreenSpecBinary.run(["diff", "--baseline", "base"], in: directory)
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr.isEmpty)
        }
    }

    @Test func jsonReporterAndConfiguredSeverity() async throws {
        let changed = F.changed([("id: Int", "id: String")])
        let files = ["base/app.yaml": F.shop, "Specs/app.yaml": changed,
                     ".screenspec.yml": "rules:\n  breaking.param_type_changed: warning\n"]
        try await ScreenSpecBinary.withFiles(files) { directory in
            let run = try await ScreenSpecBinary.run(["diff", "--baseline", "base", "--reporter", "json"], in: directory)
            #expect(run.status == 0, "a warning alone passes: \(run)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?["id"] as? String == "breaking.param_type_changed")
            #expect(diagnostics.first?["severity"] as? String == "warning")
            #expect(!run.stderr.contains("config.unknown_rule"))
        }
    }

    @Test func missingBaselineIsADiagnostic() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop]) { directory in
            let run = try await ScreenSpecBinary.run(["diff", "--baseline", "nowhere"], in: directory)
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains("[diff.baseline_unreadable]"))
            let usage = try await ScreenSpecBinary.run(["diff"], in: directory)
            #expect(usage.status == 64)
        }
    }

    /// Runs git in `directory` with an argument vector.
    func git(_ arguments: [String], in directory: URL) async throws {
        let run = try await SwiftToolchain.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["git", "-c", "user.email=test@example.com", "-c", "user.name=Test", "-c", "commit.gpgsign=false"]
                + arguments,
            currentDirectory: directory, timeout: 60)
        try #require(run.status == 0, "git \(arguments): \(run)")
    }

    @Test(.enabled(if: DiffCommandTests.gitAvailable, "no git")) func againstGitHead() async throws {
        for change in Self.breakingChanges {
            try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop]) { directory in
                try await git(["init", "-q"], in: directory)
                try await git(["add", "Specs/app.yaml"], in: directory)
                try await git(["commit", "-q", "-m", "baseline"], in: directory)
                try Data(change.changed.utf8).write(to: directory.appendingPathComponent("Specs/app.yaml"))
                let run = try await ScreenSpecBinary.run(["diff", "--baseline", "git:HEAD"], in: directory)
                #expect(run.status == 1, "\(change.name): \(run)")
                let line = F.line(of: change.needle, in: change.inBaseline ? F.shop : change.changed)
                let file = change.inBaseline ? "HEAD:Specs/app.yaml" : "Specs/app.yaml"
                #expect(run.stderr.contains("\(file):\(line):"), "\(change.name): \(run.stderr)")
                #expect(run.stderr.contains("[\(change.id)]"), "\(change.name): \(run.stderr)")
                // Nothing was checked out: the work tree keeps the change.
                let now = try String(contentsOf: directory.appendingPathComponent("Specs/app.yaml"), encoding: .utf8)
                #expect(now == change.changed)
            }
        }
    }

    @Test(.enabled(if: DiffCommandTests.gitAvailable, "no git")) func gitTitleChangeAndBadRevision() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop]) { directory in
            try await git(["init", "-q"], in: directory)
            try await git(["add", "Specs/app.yaml"], in: directory)
            try await git(["commit", "-q", "-m", "baseline"], in: directory)
            let changed = F.changed([("title: Product", "title: Item")])
            try Data(changed.utf8).write(to: directory.appendingPathComponent("Specs/app.yaml"))
            let same = try await ScreenSpecBinary.run(["diff", "--baseline", "git:HEAD", "Specs"], in: directory)
            #expect(same.status == 0, "\(same)")
            for revision in ["no-such-branch", "--output=/tmp/x", "HEAD~5"] {
                let bad = try await ScreenSpecBinary.run(["diff", "--baseline", "git:" + revision], in: directory)
                #expect(bad.status == 1, "\(revision): \(bad)")
                #expect(bad.stderr.contains("[diff.baseline_unreadable]"), "\(revision): \(bad.stderr)")
            }
        }
    }

    /// Outside a repository the message says so, instead of calling `HEAD` no commit of it.
    @Test("a baseline file over the size limit is refused before it is read, from git or from a folder",
          .enabled(if: DiffCommandTests.gitAvailable, "no git"))
    func baselineOverTheLimit() async throws {
        let big = F.shop + "# " + String(repeating: "x", count: 4000) + "\n"
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": big, "Old/app.yaml": big,
                                              ".screenspec.yml": "limits: { maxFileSize: 3000 }\n"]) { directory in
            try await git(["init", "-q"], in: directory)
            try await git(["add", "Specs/app.yaml"], in: directory)
            try await git(["commit", "-q", "-m", "baseline"], in: directory)
            try Data(F.shop.utf8).write(to: directory.appendingPathComponent("Specs/app.yaml"))
            let fromGit = try await ScreenSpecBinary.run(["diff", "Specs", "--baseline", "git:HEAD"], in: directory)
            #expect(fromGit.status == 1, "\(fromGit)")
            #expect(fromGit.stderr.contains("cannot read 'Specs/app.yaml' in 'git:HEAD': it is \(big.utf8.count) bytes, more than the limit of 3000"),
                    "\(fromGit)")
            let fromFolder = try await ScreenSpecBinary.run(["diff", "Specs", "--baseline", "Old"], in: directory)
            #expect(fromFolder.status == 1, "\(fromFolder)")
            #expect(fromFolder.stderr.contains("more than the limit of 3000 bytes"), "\(fromFolder)")
        }
    }

    @Test(.enabled(if: DiffCommandTests.gitAvailable, "no git")) func gitBaselineOutsideARepository() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop]) { directory in
            let run = try await ScreenSpecBinary.run(["diff", "--baseline", "git:HEAD"], in: directory,
                                                     environment: ["GIT_CEILING_DIRECTORIES": directory.deletingLastPathComponent().path])
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.hasPrefix(
                "git:HEAD:1:1: error: cannot read the baseline 'git:HEAD': the current folder is not in a git repository ("),
                "\(run.stderr)")
        }
    }

    /// `github` and `sarif` annotate the checkout's files, where `HEAD:Specs/app.yaml` is none:
    /// a removal from a screen that stays goes to that screen, a removed screen to the whole file,
    /// each saying where it was; text keeps the baseline's line, with a note at the screen.
    @Test(.enabled(if: DiffCommandTests.gitAvailable, "no git")) func gitRemovalsAnnotateTheCheckout() async throws {
        let changed = F.changed([("    deepLink: /orders\n", ""), ("      - push: Search\n", ""),
                                 ("  Search:\n    params:\n      q: String\n    deepLink: /search?q={q}\n", "")])
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop]) { directory in
            try await git(["init", "-q"], in: directory)
            try await git(["add", "Specs/app.yaml"], in: directory)
            try await git(["commit", "-q", "-m", "baseline"], in: directory)
            try Data(changed.utf8).write(to: directory.appendingPathComponent("Specs/app.yaml"))
            let orders = F.line(of: "  Orders:", in: changed)
            let ordersLink = "HEAD:Specs/app.yaml:\(F.line(of: "/orders", in: F.shop)):15"
            let search = "HEAD:Specs/app.yaml:\(F.line(of: "  Search:", in: F.shop)):3"

            let text = try await ScreenSpecBinary.run(["diff", "--baseline", "git:HEAD"], in: directory)
            #expect(text.status == 1, "\(text)")
            #expect(text.stderr.contains("\(ordersLink): error: the deep link '/orders' of 'Orders' was removed"), "\(text.stderr)")
            #expect(text.stderr.contains("Specs/app.yaml:\(orders):3: note: 'Orders' is still here"), "\(text.stderr)")

            let github = try await ScreenSpecBinary.run(["diff", "--baseline", "git:HEAD", "--reporter", "github"], in: directory)
            #expect(github.status == 1, "\(github)")
            let lines = github.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("::error file=Specs/app.yaml,line=\(orders),col=3,title=breaking.deep_link_removed::")
                && $0.hasSuffix("(in the baseline at \(ordersLink))") }, "\(github.stdout)")
            #expect(lines.contains { $0.hasPrefix("::error file=Specs/app.yaml,title=breaking.restoration::the screen 'Search'")
                && $0.hasSuffix("(in the baseline at \(search))") }, "\(github.stdout)")
            #expect(!github.stdout.contains("HEAD%3A"), "no annotation names a baseline file: \(github.stdout)")

            let sarif = try await ScreenSpecBinary.run(["diff", "--baseline", "git:HEAD", "--reporter", "sarif"], in: directory)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
            let results = try #require(((json["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
            let uris = results.flatMap { ($0["locations"] as? [[String: Any]] ?? []) }
                .compactMap { (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String }
            #expect(results.count >= 2 && uris.count == results.count && uris.allSatisfy { $0 == "Specs/app.yaml" }, "\(sarif.stdout)")

            let unreadable = try await ScreenSpecBinary.run(["diff", "--baseline", "git:nope", "--reporter", "github"], in: directory)
            #expect(unreadable.status == 1)
            #expect(unreadable.stdout.hasPrefix("::error title=diff.baseline_unreadable::"), "\(unreadable.stdout)")
        }
    }

    /// Run in a subfolder of the repository, baseline files are `HEAD:./app.yaml`, a name `git show`
    /// reads from there (`HEAD:app.yaml` would be a file at the repository's root).
    @Test(.enabled(if: DiffCommandTests.gitAvailable, "no git")) func gitBaselineFromASubfolder() async throws {
        let changed = F.changed([("    deepLink: /orders\n", "")])
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop]) { directory in
            try await git(["init", "-q"], in: directory)
            try await git(["add", "Specs/app.yaml"], in: directory)
            try await git(["commit", "-q", "-m", "baseline"], in: directory)
            try Data(changed.utf8).write(to: directory.appendingPathComponent("Specs/app.yaml"))
            let specs = directory.appendingPathComponent("Specs")
            let text = try await ScreenSpecBinary.run(["diff", "app.yaml", "--baseline", "git:HEAD"], in: specs)
            #expect(text.status == 1, "\(text)")
            #expect(text.stderr.contains("HEAD:./app.yaml:\(F.line(of: "/orders", in: F.shop)):15: error:"), "\(text.stderr)")
            #expect(text.stderr.contains("app.yaml:\(F.line(of: "  Orders:", in: changed)):3: note: 'Orders' is still here"), "\(text.stderr)")
            let github = try await ScreenSpecBinary.run(["diff", "app.yaml", "--baseline", "git:HEAD", "--reporter", "github"], in: specs)
            #expect(github.stdout.hasPrefix("::error file=app.yaml,line="), "\(github.stdout)")
        }
    }

    /// Against a folder, a baseline file's counterpart is the file at the same path below the
    /// spec's folder.
    @Test func folderRemovalsAnnotateTheCheckout() async throws {
        let changed = F.changed([("      - push: Search\n", ""),
                                 ("  Search:\n    params:\n      q: String\n    deepLink: /search?q={q}\n", "")])
        try await ScreenSpecBinary.withFiles(["base/app.yaml": F.shop, "Specs/app.yaml": changed]) { directory in
            let run = try await ScreenSpecBinary.run(["diff", "--baseline", "base", "Specs", "--reporter", "github"], in: directory)
            #expect(run.status == 1, "\(run)")
            #expect(run.stdout.contains("::error file=Specs/app.yaml,title=breaking.restoration::the screen 'Search'"), "\(run.stdout)")
            #expect(!run.stdout.contains("file=base/"), "\(run.stdout)")
        }
    }

    /// A folder holding one spec file, written `Specs/` or `.`: `git ls-tree` lists that file
    /// as the folder's one entry, which is not the folder itself; the baseline names the file.
    @Test(.enabled(if: DiffCommandTests.gitAvailable, "no git"), arguments: [("Specs/", "", "HEAD:Specs/app.yaml"),
                                                                             (".", "Specs", "HEAD:./app.yaml")])
    func gitFolderWithOneFile(path: String, subfolder: String, file: String) async throws {
        let removed = Self.breakingChanges[2]
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": F.shop]) { directory in
            try await git(["init", "-q"], in: directory)
            try await git(["add", "Specs/app.yaml"], in: directory)
            try await git(["commit", "-q", "-m", "baseline"], in: directory)
            try Data(removed.changed.utf8).write(to: directory.appendingPathComponent("Specs/app.yaml"))
            let run = try await ScreenSpecBinary.run(["diff", "--baseline", "git:HEAD", path],
                                                     in: directory.appendingPathComponent(subfolder))
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains("\(file):\(F.line(of: removed.needle, in: F.shop)):"), "\(run.stderr)")
            #expect(run.stderr.contains("[\(removed.id)]"), "\(run.stderr)")
        }
    }
}
