import Foundation
import Testing
@testable import ScreenSpec

@Suite struct GeneratedFileWriterTests {
    /// This test's folders, removed when it ends.
    private let folders = TemporaryFolders("writer")

    private func makeFolder() throws -> String {
        try folders.make()
    }

    private func read(_ folder: String, _ name: String) -> String? {
        FileManager.default.contents(atPath: folder + "/" + name).flatMap { String(data: $0, encoding: .utf8) }
    }

    @Test func writesFilesAndManifest() throws {
        let folder = try makeFolder()
        let report = try GeneratedFileWriter(outputPath: folder + "/out").write([
            GeneratedFile(path: "B.swift", contents: "b\n"),
            GeneratedFile(path: "A.swift", contents: "a\n"),
        ])
        #expect(report.written == ["A.swift", "B.swift"])
        #expect(read(folder + "/out", "A.swift") == "a\n")
        #expect(read(folder + "/out", GeneratedFileWriter.manifestName) == "A.swift\nB.swift\n")
    }

    @Test func leavesUnchangedFilesAlone() throws {
        let folder = try makeFolder()
        let writer = GeneratedFileWriter(outputPath: folder)
        try writer.write([GeneratedFile(path: "A.swift", contents: "a\n")])
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder + "/A.swift")
        let report = try writer.write([GeneratedFile(path: "A.swift", contents: "a\n")])
        #expect(report.unchanged == ["A.swift"])
        #expect(!report.hasChanges)
        let date = try FileManager.default.attributesOfItem(atPath: folder + "/A.swift")[.modificationDate] as? Date
        #expect(date == past)
    }

    @Test("A file made from rendered bytes is written, compared and equal as the same text")
    func filesFromBytes() throws {
        let text = "// first é\nlet x = 1\n// last 😀\n"
        let rendered = GeneratedFile(path: "P.swift", utf8: Array(text.utf8))
        let whole = GeneratedFile(path: "P.swift", contents: text)
        #expect(rendered == whole)
        #expect(rendered.hashValue == whole.hashValue)
        #expect(rendered.contents == text)
        #expect(rendered.utf8.count == text.utf8.count)
        #expect(rendered != GeneratedFile(path: "P.swift", utf8: Array("// first é\nlet x = 2\n// last 😀\n".utf8)))

        let folder = try makeFolder()
        let writer = GeneratedFileWriter(outputPath: folder)
        #expect(try writer.write([rendered]).written == ["P.swift"])
        #expect(read(folder, "P.swift") == text)
        // The same text, as bytes or as a string, is unchanged; a change in any byte is not.
        #expect(try writer.plan([whole]).unchanged == ["P.swift"])
        #expect(try writer.plan([rendered]).unchanged == ["P.swift"])
        #expect(try writer.plan([GeneratedFile(path: "P.swift", utf8: Array("// first é\nlet x = 1\n// last 😁\n".utf8))])
            .written == ["P.swift"])
    }

    @Test func removesOnlyStaleFilesFromTheManifest() throws {
        let folder = try makeFolder()
        let writer = GeneratedFileWriter(outputPath: folder)
        try writer.write([GeneratedFile(path: "Old.swift", contents: "o\n"), GeneratedFile(path: "Keep.swift", contents: "k\n")])
        _ = FileManager.default.createFile(atPath: folder + "/Mine.swift", contents: Data("user\n".utf8))
        let report = try writer.write([GeneratedFile(path: "Keep.swift", contents: "k\n")])
        #expect(report.removed == ["Old.swift"])
        #expect(read(folder, "Old.swift") == nil)
        #expect(read(folder, "Mine.swift") == "user\n")
    }

    @Test("a manifest naming files of other kinds, or in hidden folders, removes none of them")
    func plantedManifestRemovesOnlyWhatTheRunWrites() throws {
        let folder = try makeFolder()
        for (path, text) in [(".git/HEAD", "ref\n"), ("notes.txt", "mine\n"), ("sub/x.txt", "x\n"), ("Old.swift", "o\n")] {
            try FileManager.default.createDirectory(atPath: folder + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: folder + "/" + path, contents: Data(text.utf8))
        }
        _ = FileManager.default.createFile(atPath: folder + "/" + GeneratedFileWriter.manifestName,
                                           contents: Data(".git/HEAD\nnotes.txt\nsub/x.txt\nOld.swift\n".utf8))
        let report = try GeneratedFileWriter(outputPath: folder).write([GeneratedFile(path: "A.swift", contents: "a\n")])
        #expect(report.removed == ["Old.swift"])
        #expect(read(folder, ".git/HEAD") == "ref\n" && read(folder, "notes.txt") == "mine\n" && read(folder, "sub/x.txt") == "x\n")
    }

    @Test func manifestEntriesCannotReachOutside() throws {
        let parent = try makeFolder()
        let folder = parent + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: parent + "/precious.txt", contents: Data("keep\n".utf8))
        _ = FileManager.default.createFile(atPath: folder + "/" + GeneratedFileWriter.manifestName,
                                       contents: Data("../precious.txt\n/etc/passwd\n".utf8))
        try GeneratedFileWriter(outputPath: folder).write([GeneratedFile(path: "A.swift", contents: "a\n")])
        #expect(read(parent, "precious.txt") == "keep\n")
    }

    @Test("A manifest that lists itself is rewritten, not reported or removed as a stale file")
    func manifestListingItselfIsNotStale() throws {
        let folder = try makeFolder()
        _ = FileManager.default.createFile(atPath: folder + "/" + GeneratedFileWriter.manifestName,
                                           contents: Data("A.swift\n\(GeneratedFileWriter.manifestName)\n".utf8))
        let report = try GeneratedFileWriter(outputPath: folder).write([GeneratedFile(path: "A.swift", contents: "a\n")])
        #expect(report.removed.isEmpty)
        #expect(read(folder, GeneratedFileWriter.manifestName) == "A.swift\n")
    }

    @Test func checkModeWritesNothing() throws {
        let folder = try makeFolder()
        let report = try GeneratedFileWriter(outputPath: folder + "/out").plan([GeneratedFile(path: "A.swift", contents: "a\n")])
        #expect(report.written == ["A.swift"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func refusesAnOutputPathThatIsAFile() throws {
        let folder = try makeFolder()
        _ = FileManager.default.createFile(atPath: folder + "/file", contents: Data())
        #expect {
            try GeneratedFileWriter(outputPath: folder + "/file").write([GeneratedFile(path: "A.swift", contents: "a\n")])
        } throws: { error in
            (error as? GeneratedFileWriter.Failure)?.diagnostic.id == "output.not_a_directory"
                && (error as? GeneratedFileWriter.Failure)?.exitCode == 73
        }
    }

    /// `--output /dev/null` or a FIFO is named for what it is, not called a file.
    @Test func namesAnOutputPathThatIsADeviceOrAFIFO() throws {
        let folder = try makeFolder()
        #expect(mkfifo(folder + "/pipe", 0o644) == 0)
        for (path, what) in [(folder + "/pipe", "a FIFO"), ("/dev/null", "a character device")] {
            let failure = try #require(throws: GeneratedFileWriter.Failure.self) {
                try GeneratedFileWriter(outputPath: path).write([GeneratedFile(path: "A.swift", contents: "a\n")])
            }
            #expect(failure.diagnostic.id == "output.not_a_directory" && failure.exitCode == 73)
            #expect(failure.diagnostic.message == "the output path is \(what), not a folder")
        }
    }

    @Test func refusesASymlinkLeadingOut() throws {
        let parent = try makeFolder()
        let folder = parent + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: parent + "/victim.swift", contents: Data("mine\n".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder + "/A.swift", withDestinationPath: parent + "/victim.swift")
        #expect {
            try GeneratedFileWriter(outputPath: folder).write([GeneratedFile(path: "A.swift", contents: "a\n")])
        } throws: { error in
            (error as? GeneratedFileWriter.Failure)?.diagnostic.id == "output.unsafe_path"
        }
        #expect(read(parent, "victim.swift") == "mine\n")
    }

    @Test(arguments: ["../x.swift", "/abs.swift", "a/../../b.swift", "", "a//b"])
    func refusesPathsThatAreNotPlainAndRelative(_ path: String) throws {
        let folder = try makeFolder()
        #expect(throws: GeneratedFileWriter.Failure.self) {
            try GeneratedFileWriter(outputPath: folder).write([GeneratedFile(path: path, contents: "x")])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
