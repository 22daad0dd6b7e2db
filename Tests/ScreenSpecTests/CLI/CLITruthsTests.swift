import Foundation
import Testing

/// What the tool says on the command line, run as users run it: the built binary.
@Suite(.serialized) struct CLITruthsTests {
    static let spec = """
        app:
          name: Shop
          root: Home
        screens:
          Home:
            title: Home
        """

    @Test("a key typo, an undefined reference and an unreachable screen: all three in one run, exit 1")
    func everyMistakeInOneRun() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": LoadRecoveryTests.threeMistakes]) { directory in
            let run = try await ScreenSpecBinary.run(["check"], in: directory)
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains("Specs/app.yaml:6:5: error: unknown key 'titel' in screen 'Home' [spec.unknown_key]\n"), "\(run)")
            #expect(run.stderr.contains("Specs/app.yaml:8:15: error: unknown screen 'Detial' [undefined_reference]\n"), "\(run)")
            #expect(run.stderr.contains("Specs/app.yaml:11:3: error: no path reaches screen 'Orphan'"), "\(run)")
        }
    }

    @Test("generate prints what it wrote; --quiet prints nothing")
    func generateSummary() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.spec]) { directory in
            let first = try await ScreenSpecBinary.run(["generate", "--output", "Out"], in: directory)
            #expect(first.status == 0, "\(first)")
            #expect(first.stdout == "Out: wrote 3, unchanged 0\n", "\(first)")
            let again = try await ScreenSpecBinary.run(["generate", "--output", "Out"], in: directory)
            #expect(again.stdout == "Out: wrote 0, unchanged 3\n", "\(again)")
            try Self.spec.replacingOccurrences(of: "title: Home", with: "title: Start")
                .write(to: directory.appendingPathComponent("Specs/app.yaml"), atomically: true, encoding: .utf8)
            let changed = try await ScreenSpecBinary.run(["generate", "--output", "Out"], in: directory)
            #expect(changed.stdout == "Out: wrote 2, unchanged 1\n", "\(changed)")
            let quiet = try await ScreenSpecBinary.run(["generate", "--output", "Out", "--quiet"], in: directory)
            #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet)")
        }
    }

    @Test("a missing templates folder, given with --templates or in the configuration, exits 66 with a message")
    func missingTemplates() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.spec]) { directory in
            let flag = try await ScreenSpecBinary.run(["generate", "--output", "Out", "--templates", "Nope"], in: directory)
            #expect(flag.status == 66, "\(flag)")
            #expect(flag.stderr.contains("no such templates folder 'Nope' (given with --templates)"), "\(flag)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out").path))
            let docs = try await ScreenSpecBinary.run(["docs", "--output", "Docs", "--templates", "Nope"], in: directory)
            #expect(docs.status == 66, "\(docs)")
            // Templates whose docs/ is a device or a FIFO: an error, not the defaults without a word.
            let templates = directory.appendingPathComponent("T")
            try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
            #expect(mkfifo(templates.path + "/docs", 0o644) == 0)
            let fifo = try await ScreenSpecBinary.run(["docs", "--output", "Docs", "--templates", "T"], in: directory)
            #expect(fifo.status == 66, "\(fifo)")
            #expect(fifo.stderr.contains("the docs templates 'T/docs' are not a folder: it is a FIFO, a device or a socket"), "\(fifo)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Docs").path))
            // A file where the folder belongs is named as such.
            let file = try await ScreenSpecBinary.run(["generate", "--output", "Out", "--templates", "Specs/app.yaml"], in: directory)
            #expect(file.status == 66, "\(file)")
            #expect(file.stderr.contains("the templates folder 'Specs/app.yaml' (given with --templates) is not a folder"), "\(file)")
            let folderConfig = try await ScreenSpecBinary.run(["check", "--config", "Specs"], in: directory)
            #expect(folderConfig.stderr.contains("cannot read configuration file 'Specs': it is a folder [io.unreadable]"),
                    "\(folderConfig)")
        }
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.spec, ".screenspec.yml": "templates: Custom\n"]) { directory in
            let run = try await ScreenSpecBinary.run(["generate", "--output", "Out"], in: directory)
            #expect(run.status == 66, "\(run)")
            #expect(run.stderr.contains("Custom' (named by 'templates' in"), "\(run)")
        }
    }

    @Test("docs writes into docs/ of the configuration's output, apart from the generated Swift")
    func docsUsesConfiguredOutput() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.spec, ".screenspec.yml": "output: Generated\n"]) { directory in
            let generate = try await ScreenSpecBinary.run(["generate"], in: directory)
            #expect(generate.status == 0, "\(generate)")
            let docs = try await ScreenSpecBinary.run(["docs"], in: directory)
            #expect(docs.status == 0, "\(docs)")
            let fileManager = FileManager.default
            #expect(fileManager.fileExists(atPath: directory.appendingPathComponent("Generated/docs/index.md").path))
            // The generated Swift is still there: docs did not take the folder over.
            #expect(fileManager.fileExists(atPath: directory.appendingPathComponent("Generated/ShopRoutes.swift").path))
            let again = try await ScreenSpecBinary.run(["generate"], in: directory)
            #expect(again.stdout == "Generated: wrote 0, unchanged 3\n", "\(again)")
        }
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.spec]) { directory in
            let run = try await ScreenSpecBinary.run(["docs"], in: directory)
            #expect(run.status == 64, "\(run)")
            #expect(run.stderr.contains("docs needs --output DIR"), "\(run)")
        }
    }

    @Test("generate and docs into one folder keep separate manifests and never remove each other's files")
    func generateAndDocsShareAFolder() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.spec]) { directory in
            for arguments in [["generate", "--output", "Mix"], ["docs", "--output", "Mix"], ["generate", "--output", "Mix"]] {
                let run = try await ScreenSpecBinary.run(arguments, in: directory)
                #expect(run.status == 0, "\(run)")
                #expect(!run.stdout.contains("removed") || run.stdout.contains("removed 0"), "\(run)")
            }
            let mix = directory.appendingPathComponent("Mix")
            let fileManager = FileManager.default
            #expect(fileManager.fileExists(atPath: mix.appendingPathComponent("ShopRoutes.swift").path))
            #expect(fileManager.fileExists(atPath: mix.appendingPathComponent("index.md").path))
            let docsList = try String(contentsOf: mix.appendingPathComponent(".screenspec-docs-manifest"), encoding: .utf8)
            let swiftList = try String(contentsOf: mix.appendingPathComponent(".screenspec-manifest"), encoding: .utf8)
            #expect(docsList.contains("index.md\n") && !docsList.contains(".swift"))
            #expect(swiftList.contains("ShopRoutes.swift\n") && !swiftList.contains(".md"))
            // docs with --html, then without: the page it no longer writes is removed.
            _ = try await ScreenSpecBinary.run(["docs", "--output", "Mix", "--html"], in: directory)
            #expect(FileManager.default.fileExists(atPath: mix.appendingPathComponent("index.html").path))
            let plain = try await ScreenSpecBinary.run(["docs", "--output", "Mix"], in: directory)
            #expect(plain.status == 0, "\(plain)")
            #expect(!FileManager.default.fileExists(atPath: mix.appendingPathComponent("index.html").path))
            #expect(fileManager.fileExists(atPath: mix.appendingPathComponent("ShopRoutes.swift").path))
        }
    }

    @Test("the generated header names the spec files alike from any working directory, so --check agrees")
    func headerIndependentOfWorkingDirectory() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.spec]) { directory in
            let outside = try await ScreenSpecBinary.run(["generate", "Specs", "--output", "Out"], in: directory)
            #expect(outside.status == 0, "\(outside)")
            let specs = directory.appendingPathComponent("Specs")
            for spelling in [".", "app.yaml", "../Specs", specs.path] {
                let inside = try await ScreenSpecBinary.run(["generate", spelling, "--output", "../Out", "--check"], in: specs)
                #expect(inside.status == 0, "\(spelling): \(inside)")
            }
            let routes = try String(contentsOf: directory.appendingPathComponent("Out/ShopRoutes.swift"), encoding: .utf8)
            #expect(routes.hasPrefix("// Generated by screenspec from Specs/app.yaml. Do not edit.\n"))
        }
    }

    @Test("an argument whose bytes are not UTF-8 is refused, never read as another path")
    func nonUTF8Argument() async throws {
        let binary = try #require(ScreenSpecBinary.url)
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.spec]) { directory in
            // Through a shell: a Swift string cannot hold the byte 0xFF.
            let run = try await SwiftToolchain.run(
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "\"$0\" generate Specs --output \"$(printf 'Out\\377')\"", binary.path],
                currentDirectory: directory, timeout: 60)
            #expect(run.status == 64, "\(run)")
            #expect(run.stderr.contains("is not UTF-8"), "\(run)")
            let made = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(made == ["Specs"], "nothing written: \(made)")
        }
    }

    @Test("a spec folder's link to nothing, and a file whose name is not UTF-8, are reported, not skipped")
    func unreadableFolderEntries() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.spec]) { directory in
            let specs = directory.appendingPathComponent("Specs").path
            try FileManager.default.createSymbolicLink(atPath: specs + "/extra.yaml", withDestinationPath: "missing")
            let run = try await ScreenSpecBinary.run(["check", "Specs"], in: directory)
            #expect(run.status != 0, "\(run)")
            #expect(run.stderr.contains("cannot read 'Specs/extra.yaml': no such file or directory (a symbolic link to nothing) [spec.no_input]"),
                    "\(run)")
            // Linux file systems take any bytes in a name; others refuse them (then nothing to test).
            var bytes = Array((specs + "/z").utf8CString.dropLast()).map { UInt8(bitPattern: $0) } + [0xFE]
            bytes += Array(".yaml".utf8) + [0]
            let descriptor = bytes.withUnsafeBufferPointer { pointer in
                pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
            }
            guard descriptor >= 0 else { return }
            close(descriptor)
            let again = try await ScreenSpecBinary.run(["check", "Specs"], in: directory)
            #expect(again.stderr.contains("(its name is not UTF-8, which ScreenSpec cannot name) [spec.no_input]"), "\(again)")
        }
    }

    @Test("status lines show a path's control characters escaped, as diagnostics do")
    func statusLinesEscapeControlCharacters() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.spec]) { directory in
            let run = try await ScreenSpecBinary.run(["generate", "Specs", "--output", "Out\u{1B}[31m"], in: directory)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == "Out\\u{1B}[31m: wrote 3, unchanged 0\n", "\(run)")
        }
    }

    @Test("an empty `output` in the configuration is a located error, not a usage error")
    func emptyConfiguredOutput() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.spec, ".screenspec.yml": "output: \"\"\n"]) { directory in
            let run = try await ScreenSpecBinary.run(["generate"], in: directory)
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.hasPrefix(".screenspec.yml:1:9: error: an empty path names no file or folder"), "\(run)")
            #expect(!run.stderr.contains("usage:"), "\(run)")
        }
    }

    @Test("a file named twice, in two spellings, is read once")
    func fileNamedTwice() async throws {
        try await ScreenSpecBinary.withFiles(["app.yaml": Self.spec]) { directory in
            let run = try await ScreenSpecBinary.run(["check", ".", "app.yaml", directory.appendingPathComponent("app.yaml").path],
                                               in: directory)
            #expect(run.status == 0, "\(run)")
            #expect(!run.stderr.contains("spec.multiple_app"), "\(run)")
        }
    }

    @Test("help --help exits 0; -v prints the version; an option before the command says what is accepted there")
    func toolOptions() async throws {
        let help = try await ScreenSpecBinary.run(["help", "--help"])
        #expect(help.status == 0 && help.stdout.contains("COMMANDS:"), "\(help)")
        let helpCheck = try await ScreenSpecBinary.run(["help", "check", "--help"])
        #expect(helpCheck.status == 0 && helpCheck.stdout.contains("USAGE: screenspec check"), "\(helpCheck)")
        let version = try await ScreenSpecBinary.run(["-v"])
        let longVersion = try await ScreenSpecBinary.run(["--version"])
        #expect(version.status == 0 && version.stdout == longVersion.stdout, "\(version)")
        let other = try await ScreenSpecBinary.run(["--quiet", "check"])
        #expect(other.status == 64, "\(other)")
        #expect(other.stderr.contains("before a command only --help and --version are accepted"), "\(other)")
        #expect(!other.stderr.contains("options follow the command"), "\(other)")
    }

    @Test("rules suggests the ids that hold a part of their name")
    func rulesPartOfName() async throws {
        let one = try await ScreenSpecBinary.run(["rules", "unreachable"])
        #expect(one.status == 64, "\(one)")
        #expect(one.stderr.contains("did you mean 'unreachable_screen'?"), "\(one)")
        let several = try await ScreenSpecBinary.run(["rules", "deep_link"])
        #expect(several.stderr.contains("did you mean one of 'ambiguous_deep_link', "), "\(several)")
        #expect(several.stderr.contains("'deep_link_mismatch', 'deep_link_without_scheme'"), "\(several)")
    }
}
