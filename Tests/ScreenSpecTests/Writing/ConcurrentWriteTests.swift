import Foundation
import Testing
@testable import ScreenSpec

/// Large outputs are compared and written on several threads: the writer's guarantees (atomic
/// files, unchanged files untouched, the same report and error) must not depend on it.
@Suite("large writes")
struct ConcurrentWriteTests {
    /// Files large enough in all to be handled on several threads.
    static func largeFiles(_ names: [String], tag: String = "") -> [GeneratedFile] {
        let each = ParallelWork.parallelThreshold / names.count + 1
        return names.map { name in
            let line = "// \(name)\(tag)\n"
            return GeneratedFile(path: name, contents: String(repeating: line, count: each / line.utf8.count + 1))
        }
    }

    private func makeFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(path: "concurrent-write-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func entries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test("large files are all written, through temporary files that are gone afterwards")
    func writesEveryFile() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = Self.largeFiles(["C.swift", "A.swift", "sub/B.swift", "sub/deeper/D.swift"])
        #expect(ParallelWork.workerCount(files: files.count, totalBytes: files.reduce(0) { $0 + $1.contents.utf8.count })
                    == min(ProcessInfo.processInfo.activeProcessorCount, files.count, ParallelWork.maxWorkers))
        let report = try GeneratedFileWriter(outputPath: folder + "/out").write(files)
        #expect(report.written == ["A.swift", "C.swift", "sub/B.swift", "sub/deeper/D.swift"])
        for file in files {
            #expect(FileManager.default.contents(atPath: folder + "/out/" + file.path) == Data(file.contents.utf8))
        }
        #expect(try entries(folder + "/out") == [".screenspec-manifest", "A.swift", "C.swift", "sub"])
        #expect(try entries(folder + "/out/sub") == ["B.swift", "deeper"])
    }

    @Test("a second write of large files leaves the unchanged ones alone and rewrites the changed one")
    func unchangedFilesAreLeftAlone() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = GeneratedFileWriter(outputPath: folder)
        let files = Self.largeFiles(["A.swift", "B.swift", "C.swift"])
        try writer.write(files)
        let past = Date(timeIntervalSince1970: 1_000_000)
        for file in files {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder + "/" + file.path)
        }
        var changed = files
        changed[1] = Self.largeFiles(["B.swift"], tag: " changed")[0]
        #expect(try writer.plan(changed).written == ["B.swift"])
        let report = try writer.write(changed)
        #expect(report.written == ["B.swift"])
        #expect(report.unchanged == ["A.swift", "C.swift"])
        for name in ["A.swift", "C.swift"] {
            let date = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.modificationDate] as? Date
            #expect(date == past)
        }
        #expect(FileManager.default.contents(atPath: folder + "/B.swift") == Data(changed[1].contents.utf8))
    }

    @Test("when writes fail, the first failing path in order is reported, later ones are not written, nor is the manifest")
    func firstFailureInOrder() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Names that fit the file system but whose temporary names (`.<name>.<pid>.tmp`) do not:
        // creating the temporary file fails (a folder or link at a file's path is refused before
        // anything is written, so it cannot serve here).
        let long = String(repeating: "x", count: 240) + ".swift"
        let files = Self.largeFiles(["D" + long, "C.swift", "B" + long, "A.swift"])
        #expect(throws: GeneratedFileWriter.Failure.self) { try GeneratedFileWriter(outputPath: folder).write(files) }
        do {
            try GeneratedFileWriter(outputPath: folder).write(files)
        } catch {
            #expect(error.diagnostic.id == "output.write_failed")
            #expect(error.diagnostic.message == "cannot write 'B\(long)': file name too long")
            #expect(error.exitCode == 74)
        }
        // Files are written in path order, each whole, up to the first that fails.
        let first = try #require(files.first { $0.path == "A.swift" })
        #expect(FileManager.default.contents(atPath: folder + "/A.swift") == Data(first.contents.utf8))
        #expect(!FileManager.default.fileExists(atPath: folder + "/C.swift"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/" + GeneratedFileWriter.manifestName))
        // No temporary file is left behind by a failed write.
        #expect(try entries(folder).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }
}
