import Foundation
import Testing
@testable import ScreenSpec

/// The output writer on hostile folders, with real symlinks and FIFOs: what it removes, what it
/// writes through, and what it says when it cannot write.
@Suite struct FileSystemSafetyTests {
    private let manager = FileManager.default

    /// This test's folders, removed when it ends.
    private let folders = TemporaryFolders("fs-safety")

    private func makeFolder() throws -> String {
        try folders.make()
    }

    private func read(_ path: String) -> String? {
        manager.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    private func writeManifest(_ lines: [String], in folder: String) throws {
        try Data((lines.joined(separator: "\n") + "\n").utf8)
            .write(to: URL(fileURLWithPath: folder + "/" + GeneratedFileWriter.manifestName))
    }

    private func failure(_ body: () throws -> Void) -> GeneratedFileWriter.Failure? {
        do {
            try body()
            return nil
        } catch let error as GeneratedFileWriter.Failure {
            return error
        } catch {
            return nil
        }
    }

    @Test("A manifest line through a symlinked folder removes nothing outside the output folder")
    func manifestNeverDeletesThroughASymlink() throws {
        let parent = try makeFolder()
        let output = parent + "/out"
        try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
        try manager.createDirectory(atPath: parent + "/outside", withIntermediateDirectories: true)
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: parent + "/outside/victim.txt"))
        try manager.createSymbolicLink(atPath: output + "/link", withDestinationPath: "../outside")
        try Data("target\n".utf8).write(to: URL(fileURLWithPath: parent + "/outside/target.txt"))
        try manager.createSymbolicLink(atPath: output + "/direct.txt", withDestinationPath: parent + "/outside/target.txt")
        try writeManifest(["link/victim.txt", "direct.txt"], in: output)

        let report = try GeneratedFileWriter(outputPath: output).write([GeneratedFile(path: "A.swift", contents: "a\n")])
        #expect(report.removed.isEmpty, "\(report.removed)")
        #expect(read(parent + "/outside/victim.txt") == "precious\n")
        #expect(read(parent + "/outside/target.txt") == "target\n")
        // A link named in the manifest is not a regular file this tool wrote: left alone too.
        #expect((try? manager.destinationOfSymbolicLink(atPath: output + "/direct.txt")) != nil)
    }

    @Test("Manifest lines naming folders (.git, Sources) with the output folder '.' remove no folder")
    func manifestNeverRemovesFolders() throws {
        let output = try makeFolder()
        for folder in [".git", "Sources"] {
            try manager.createDirectory(atPath: output + "/" + folder + "/deep", withIntermediateDirectories: true)
            try Data("keep\n".utf8).write(to: URL(fileURLWithPath: output + "/" + folder + "/deep/file"))
        }
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: output + "/Stale.swift"))
        try writeManifest([".git", "Sources", "Sources/deep", "Stale.swift"], in: output)

        let report = try GeneratedFileWriter(outputPath: output).write([GeneratedFile(path: "A.swift", contents: "a\n")])
        #expect(report.removed == ["Stale.swift"])
        #expect(!manager.fileExists(atPath: output + "/Stale.swift"))
        #expect(read(output + "/.git/deep/file") == "keep\n")
        #expect(read(output + "/Sources/deep/file") == "keep\n")
    }

    @Test("A symlink planted at the temporary file's name is never written through")
    func temporaryFileIsCreatedExclusively() throws {
        let parent = try makeFolder()
        let output = parent + "/out"
        try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: parent + "/victim"))
        let pid = ProcessInfo.processInfo.processIdentifier
        try manager.createSymbolicLink(atPath: output + "/.A.swift.\(pid).tmp", withDestinationPath: parent + "/victim")
        try manager.createSymbolicLink(atPath: output + "/.\(GeneratedFileWriter.manifestName).\(pid).tmp",
                                       withDestinationPath: parent + "/victim")

        try GeneratedFileWriter(outputPath: output).write([GeneratedFile(path: "A.swift", contents: "generated\n")])
        #expect(read(parent + "/victim") == "mine\n")
        #expect(read(output + "/A.swift") == "generated\n")
        #expect(!manager.fileExists(atPath: output + "/.A.swift.\(pid).tmp"))
        let attributes = try manager.attributesOfItem(atPath: output + "/A.swift")
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test("A symlinked subfolder (out/screens -> elsewhere) is refused with exit 73, naming it, before anything is written")
    func symlinkedSubfolderIsRefused() throws {
        let parent = try makeFolder()
        let output = parent + "/out"
        try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
        try manager.createDirectory(atPath: parent + "/elsewhere", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: output + "/screens", withDestinationPath: parent + "/elsewhere")

        let files = [GeneratedFile(path: "index.md", contents: "# App\n"), GeneratedFile(path: "screens/Home.md", contents: "# Home\n")]
        let refused = failure { try GeneratedFileWriter(outputPath: output).write(files) }
        #expect(refused?.exitCode == 73)
        #expect(refused?.diagnostic.id == "output.unsafe_path")
        #expect(refused?.diagnostic.message.contains("'\(output)/screens' is a symbolic link") == true, "\(String(describing: refused))")
        #expect(try manager.contentsOfDirectory(atPath: parent + "/elsewhere").isEmpty)
        #expect(!manager.fileExists(atPath: output + "/index.md"), "nothing is written before the refusal")
        // `--check` refuses the same way.
        #expect(failure { _ = try GeneratedFileWriter(outputPath: output).plan(files) }?.exitCode == 73)
    }

    @Test("A FIFO at a generated file's path is refused, never opened (which would block)")
    func fifoAtAGeneratedPath() throws {
        let output = try makeFolder()
        #expect(mkfifo(output + "/A.swift", 0o644) == 0)
        let refused = failure { try GeneratedFileWriter(outputPath: output).write([GeneratedFile(path: "A.swift", contents: "a\n")]) }
        #expect(refused?.exitCode == 73)
        #expect(refused?.diagnostic.message.contains("is not a regular file") == true)
        // A FIFO standing in for the manifest is not read either.
        let other = try makeFolder()
        #expect(mkfifo(other + "/" + GeneratedFileWriter.manifestName, 0o644) == 0)
        let files = [GeneratedFile(path: "A.swift", contents: "a\n")]
        let report = try GeneratedFileWriter(outputPath: other, writesManifest: false).write(files)
        #expect(report.written == ["A.swift"])
    }

    @Test("A manifest that is a symlink, a FIFO or a folder is refused with exit 73 before anything is written")
    func manifestOfTheWrongKindIsRefused() throws {
        let parent = try makeFolder()
        try Data("A.swift\n".utf8).write(to: URL(fileURLWithPath: parent + "/elsewhere"))
        let plant: [(String, (String) throws -> Void)] = [
            ("is a symbolic link", { try self.manager.createSymbolicLink(atPath: $0, withDestinationPath: parent + "/elsewhere") }),
            ("is not a regular file", { #expect(mkfifo($0, 0o644) == 0) }),
            ("is a folder", { try self.manager.createDirectory(atPath: $0, withIntermediateDirectories: false) }),
        ]
        let files = [GeneratedFile(path: "A.swift", contents: "a\n")]
        for (what, make) in plant {
            let output = try makeFolder()
            try make(output + "/" + GeneratedFileWriter.manifestName)
            let refused = failure { try GeneratedFileWriter(outputPath: output).write(files) }
            #expect(refused?.exitCode == 73, "\(what)")
            #expect(refused?.diagnostic.id == "output.unsafe_path", "\(what)")
            #expect(refused?.diagnostic.message.contains("'\(output)/\(GeneratedFileWriter.manifestName)' \(what)") == true,
                    "\(String(describing: refused))")
            #expect(!manager.fileExists(atPath: output + "/A.swift"), "\(what): nothing is written before the refusal")
            #expect(failure { _ = try GeneratedFileWriter(outputPath: output).plan(files) }?.exitCode == 73, "\(what)")
        }
        #expect(read(parent + "/elsewhere") == "A.swift\n")
    }

    @Test("A folder that cannot be created says which and why, with the system's reason")
    func failuresSayWhatAndWhy() throws {
        let parent = try makeFolder()
        try Data("a file\n".utf8).write(to: URL(fileURLWithPath: parent + "/file"))
        let refused = failure {
            try GeneratedFileWriter(outputPath: parent + "/file/out").write([GeneratedFile(path: "A.swift", contents: "a\n")])
        }
        let message = refused?.diagnostic.message ?? ""
        #expect(refused?.exitCode == 73)
        #expect(message.contains("'\(parent)/file/out'"), "\(message)")
        #expect(message.contains("not a directory"), "\(message)")
        #expect(!message.lowercased().contains("nscocoaerrordomain"), "\(message)")

        // A generated subfolder whose name is taken by a file.
        let output = try makeFolder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: output + "/screens"))
        let blocked = failure {
            try GeneratedFileWriter(outputPath: output).write([GeneratedFile(path: "screens/A.md", contents: "a\n")])
        }
        #expect(blocked?.diagnostic.message.contains("'\(output)/screens' is not a folder") == true,
                "\(String(describing: blocked))")
    }

    @Test("A read-only output folder: output.write_failed with the path and 'permission denied'")
    func readOnlyFolder() throws {
        let output = try makeFolder()
        #expect(chmod(output, 0o555) == 0)
        defer { chmod(output, 0o755) }
        // Root writes anyway: then there is nothing to see here, and the write must simply work.
        let probe = open(output + "/.probe", O_WRONLY | O_CREAT | O_EXCL, 0o644)
        if probe >= 0 {
            close(probe)
            unlink(output + "/.probe")
            #expect(try GeneratedFileWriter(outputPath: output).write([GeneratedFile(path: "A.swift", contents: "a\n")]).written == ["A.swift"])
            return
        }
        let refused = failure { try GeneratedFileWriter(outputPath: output).write([GeneratedFile(path: "A.swift", contents: "a\n")]) }
        #expect(refused?.exitCode == 74)
        #expect(refused?.diagnostic.message == "cannot write 'A.swift': permission denied")
        #expect(refused?.diagnostic.location.file == output)
    }

    @Test("Two writers into one folder take turns: the folder ends as one of them wrote it, never mixed")
    func concurrentWritersDoNotMix() async throws {
        let output = try makeFolder()
        let names = (0..<12).map { "File\($0).swift" }
        func files(_ tag: String) -> [GeneratedFile] {
            names.map { GeneratedFile(path: $0, contents: String(repeating: "// \(tag)\n", count: 200)) }
        }
        for round in 0..<25 {
            let first = files("first \(round)"), second = files("second \(round)")
            async let a: Void = Task.detached { _ = try? GeneratedFileWriter(outputPath: output).write(first) }.value
            async let b: Void = Task.detached { _ = try? GeneratedFileWriter(outputPath: output).write(second) }.value
            _ = await (a, b)
            let contents = names.map { read(output + "/" + $0) ?? "" }
            let tags = Set(contents.map { $0.split(separator: "\n").first.map(String.init) ?? "" })
            #expect(tags.count == 1, "round \(round): \(tags.sorted())")
        }
    }

    @Test("graph --output FILE: a link planted at the temporary name is not written through; a FIFO is refused")
    func singleFileWriter() throws {
        let folder = try makeFolder()
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/victim"))
        let pid = ProcessInfo.processInfo.processIdentifier
        try manager.createSymbolicLink(atPath: folder + "/.graph.dot.\(pid).tmp", withDestinationPath: folder + "/victim")
        try SingleFileWriter.write("digraph {}\n", to: folder + "/graph.dot")
        #expect(read(folder + "/graph.dot") == "digraph {}\n")
        #expect(read(folder + "/victim") == "mine\n")

        #expect(mkfifo(folder + "/pipe.dot", 0o644) == 0)
        #expect(throws: SingleFileWriter.Failure.self) { try SingleFileWriter.write("x", to: folder + "/pipe.dot") }
    }

    @Test("graph --output LINK: a symbolic link at the named file is refused, neither written through nor replaced")
    func singleFileWriterRefusesALink() throws {
        let folder = try makeFolder()
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/victim"))
        try manager.createSymbolicLink(atPath: folder + "/graph.dot", withDestinationPath: folder + "/victim")
        let failure = try #require(throws: SingleFileWriter.Failure.self) {
            try SingleFileWriter.write("digraph {}\n", to: folder + "/graph.dot")
        }
        #expect(failure.diagnostic.id == "output.unsafe_path" && failure.exitCode == 73)
        #expect(failure.diagnostic.message.hasSuffix("it is a symbolic link, which is never written through or replaced"))
        #expect(read(folder + "/victim") == "mine\n")
        #expect(try manager.destinationOfSymbolicLink(atPath: folder + "/graph.dot") == folder + "/victim")
        #expect(try manager.contentsOfDirectory(atPath: folder).sorted() == ["graph.dot", "victim"])
    }

    /// `--output /dev/stdout` (as root, the rename used to replace the system's link with a
    /// file). `/proc/self/fd/1` is the same link, in a folder no rename can change.
    @Test("graph --output /proc/self/fd/1 is refused with a note to leave out --output",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "no /proc"))
    func standardOutputByName() throws {
        let failure = try #require(throws: SingleFileWriter.Failure.self) {
            try SingleFileWriter.write("digraph {}\n", to: "/proc/self/fd/1")
        }
        #expect(failure.diagnostic.id == "output.unsafe_path")
        #expect(failure.diagnostic.notes.map(\.message) == ["leave out --output to write to standard output"])
    }

    /// `links --output public/.well-known/apple-app-site-association` in a fresh checkout: the
    /// folders are made; a file where a folder belongs is named with the system's reason.
    @Test("links --output in folders that do not exist yet makes them; a file in the way is an error")
    func singleFileWriterMakesItsFolders() throws {
        let folder = try makeFolder()
        try SingleFileWriter.write("{}\n", to: folder + "/public/.well-known/apple-app-site-association")
        #expect(read(folder + "/public/.well-known/apple-app-site-association") == "{}\n")
        #expect(try manager.contentsOfDirectory(atPath: folder + "/public/.well-known") == ["apple-app-site-association"])

        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        let inFile = try #require(throws: SingleFileWriter.Failure.self) {
            try SingleFileWriter.write("x", to: folder + "/file/sub/graph.dot")
        }
        #expect(inFile.diagnostic.id == "output.create_failed" && inFile.exitCode == 73)
        #expect(inFile.diagnostic.message == "cannot create the folder '\(folder)/file/sub': not a directory", "\(inFile.diagnostic)")
        // The file in the way one level up: the same error, naming it.
        let parent = try #require(throws: SingleFileWriter.Failure.self) {
            try SingleFileWriter.write("x", to: folder + "/file/graph.dot")
        }
        #expect(parent.diagnostic.id == "output.create_failed" && parent.exitCode == 73)
        #expect(parent.diagnostic.message == "cannot create the folder '\(folder)/file': not a directory", "\(parent.diagnostic)")
        #expect(read(folder + "/file") == "mine\n")
    }

    @Test("A path splits at its last '/' without Foundation, which traps on 'x', 'x/' and './'")
    func pathSplit() {
        #expect(FolderDescriptor.split("x") == ("", "x"))
        #expect(FolderDescriptor.split("x/") == ("x", ""))
        #expect(FolderDescriptor.split("./") == (".", ""))
        #expect(FolderDescriptor.split("/x") == ("/", "x"))
        #expect(FolderDescriptor.split("a/b/graph.dot") == ("a/b", "graph.dot"))
    }
}
