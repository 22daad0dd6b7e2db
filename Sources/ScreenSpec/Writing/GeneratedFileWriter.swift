import Foundation

/// Writes generated files into an output folder the way a build step must (DESIGN §4, §6):
/// only files whose content changed, each atomically (temporary file, then rename), removing
/// only stale files listed in the folder's manifest, and never outside the folder.
public struct GeneratedFileWriter: Sendable {
    /// The manifest that records what the last run generated.
    public static let manifestName = ".screenspec-manifest"

    /// The output folder as the user named it.
    public let outputPath: String
    /// Whether an earlier run's files not generated now are removed.
    public let removesStaleFiles: Bool
    /// Whether the manifest is written. `scaffold` writes files the user owns from then on: they
    /// must never be recorded, or a later `generate` into the same folder would remove them.
    public let writesManifest: Bool

    /// Creates a writer for an output folder.
    public init(outputPath: String, removesStaleFiles: Bool = true, writesManifest: Bool = true) {
        self.outputPath = outputPath
        self.removesStaleFiles = removesStaleFiles
        self.writesManifest = writesManifest
    }

    /// Why a write was refused; `exitCode` is 73 (cannot create) or 74 (cannot write).
    public struct Failure: Error, Sendable {
        /// The diagnostic to print.
        public var diagnostic: Diagnostic
        /// The exit code of DESIGN §4.
        public var exitCode: Int32
    }

    /// Computes what writing `files` would change, writing nothing (`generate --check`).
    public func plan(_ files: [GeneratedFile]) throws(Failure) -> WriteReport {
        try validate(files)
        var report = WriteReport()
        let sorted = files.sorted(by: { $0.path < $1.path })
        let unchanged = sorted.map { Self.contents(existingContents(of: $0.path), equal: $0) }
        for (file, isUnchanged) in zip(sorted, unchanged) {
            if isUnchanged {
                report.unchanged.append(file.path)
            } else {
                report.written.append(file.path)
            }
        }
        if removesStaleFiles {
            let current = Set(files.map(\.path))
            report.removed = previousManifest().filter { !current.contains($0) && exists($0) }
        }
        return report
    }

    /// Writes the files: creates the folder if needed, writes changed files atomically,
    /// removes stale ones from the previous manifest, and updates the manifest.
    @discardableResult
    public func write(_ files: [GeneratedFile]) throws(Failure) -> WriteReport {
        let report = try plan(files)
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: outputPath, withIntermediateDirectories: true)
        } catch {
            throw failure("output.create_failed", "cannot create the output folder: \(Self.reason(error))", 73)
        }
        try writeAtomically(files, paths: report.written)
        for path in report.removed {
            try? manager.removeItem(atPath: absolute(path))
        }
        let manifest = files.map(\.path).sorted().joined(separator: "\n") + "\n"
        let manifestFile = GeneratedFile(path: Self.manifestName, contents: manifest)
        if writesManifest, !Self.contents(existingContents(of: Self.manifestName), equal: manifestFile) {
            try writeAtomically(manifestFile)
        }
        removeAbandonedTemporaries(of: files.map(\.path) + (writesManifest ? [Self.manifestName] : []))
        return report
    }

    // MARK: - Safety

    /// Refuses an output path that is a file, and any file path that could leave the folder.
    private func validate(_ files: [GeneratedFile]) throws(Failure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: outputPath, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw failure("output.not_a_directory", "the output path is a file, not a folder", 73)
        }
        let root = resolvedRoot()
        for file in files {
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            if file.path.isEmpty || file.path.hasPrefix("/")
                || components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
                throw failure("output.unsafe_path", "refusing to write '\(file.path)': it is not a plain relative path", 73)
            }
            // A symlink already in the folder must not lead the write elsewhere.
            let target = URL(fileURLWithPath: absolute(file.path)).resolvingSymlinksInPath().path
            if let root, !(target == root || target.hasPrefix(root + "/")) {
                throw failure("output.unsafe_path",
                              "refusing to write '\(file.path)': it leads out of the output folder", 73)
            }
        }
    }

    private func resolvedRoot() -> String? {
        guard FileManager.default.fileExists(atPath: outputPath) else { return nil }
        return URL(fileURLWithPath: outputPath).resolvingSymlinksInPath().path
    }

    /// Writes the files at `paths` (in `plan` order) atomically, one after another, stopping at
    /// the first failure.
    private func writeAtomically(_ files: [GeneratedFile], paths: [String]) throws(Failure) {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let pending = paths.compactMap { byPath[$0] }
        for file in pending {
            try writeAtomically(file)
        }
    }

    private func writeAtomically(_ file: GeneratedFile) throws(Failure) {
        let path = file.path
        let destination = absolute(path)
        let folder = (destination as NSString).deletingLastPathComponent
        let temporary = Self.temporaryPath(for: destination,
                                           processIdentifier: ProcessInfo.processInfo.processIdentifier)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard Self.write(file, toNewFile: temporary) else {
                throw CocoaError(.fileWriteUnknown)
            }
            guard rename(temporary, destination) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw failure("output.write_failed", "cannot write '\(path)': \(Self.reason(error))", 74)
        }
    }

    // MARK: - Temporary files

    /// The temporary file a write of `destination` goes through: hidden, beside the destination
    /// (so the rename stays on one file system), named after the writing process.
    private static func temporaryPath(for destination: String, processIdentifier: Int32) -> String {
        let folder = (destination as NSString).deletingLastPathComponent
        let name = (destination as NSString).lastPathComponent
        return (folder as NSString).appendingPathComponent(".\(name).\(processIdentifier).tmp")
    }

    /// Removes the temporary files a killed run left beside the files written now: only names of
    /// the form `.<file>.<pid>.tmp` for a file of this run, whose process no longer exists (a
    /// concurrent run's temporary file is left alone).
    private func removeAbandonedTemporaries(of paths: [String]) {
        let own = ProcessInfo.processInfo.processIdentifier
        var namesByFolder: [String: Set<String>] = [:]
        for path in paths {
            let destination = absolute(path)
            namesByFolder[(destination as NSString).deletingLastPathComponent, default: []]
                .insert((destination as NSString).lastPathComponent)
        }
        for (folder, names) in namesByFolder {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries where entry.hasPrefix(".") && entry.hasSuffix(".tmp") {
                let stem = entry.dropFirst().dropLast(4)
                guard let dot = stem.lastIndex(of: "."),
                      let pid = Int32(stem[stem.index(after: dot)...]), pid > 0, pid != own,
                      names.contains(String(stem[..<dot])),
                      kill(pid, 0) != 0, errno == ESRCH else { continue }
                try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(entry))
            }
        }
    }

    // MARK: - Helpers

    /// Whether a file's bytes are exactly the generated file's UTF-8, compared piece by piece in
    /// place: a generated file can be tens of megabytes, too much to copy just to compare.
    private static func contents(_ data: Data?, equal file: GeneratedFile) -> Bool {
        guard let data, data.count == file.byteCount else { return false }
        return data.withUnsafeBytes { existing in
            var offset = 0
            return file.forEachPieceBytes { bytes in
                defer { offset += bytes.count }
                return bytes.isEmpty || memcmp(existing.baseAddress! + offset, bytes.baseAddress!, bytes.count) == 0
            }
        }
    }

    /// Writes the file's UTF-8 to a new file with plain system calls, piece by piece straight from
    /// the strings' storage. `FileManager.createFile` writes a temporary file of its own, renames
    /// it and syncs it to disk: the rename that follows here already makes the write atomic, and a
    /// generated file needs no flush to the disk.
    private static func write(_ file: GeneratedFile, toNewFile path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return false }
        let complete = file.forEachPieceBytes { bytes in
            var written = 0
            while written < bytes.count {
                let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        return close(descriptor) == 0 && complete
    }

    private func absolute(_ relative: String) -> String {
        (outputPath as NSString).appendingPathComponent(relative)
    }

    private func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: absolute(relative))
    }

    private func existingContents(of relative: String) -> Data? {
        FileManager.default.contents(atPath: absolute(relative))
    }

    /// The paths the previous run recorded; entries that are not plain relative paths are ignored.
    private func previousManifest() -> [String] {
        guard let data = existingContents(of: Self.manifestName),
              let text = String(data: data, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init).filter { path in
            !path.hasPrefix("/") && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
        }.sorted()
    }

    private func failure(_ id: String, _ message: String, _ code: Int32) -> Failure {
        Failure(diagnostic: Diagnostic(id: id, severity: .error, message: message, at: .file(outputPath)),
                exitCode: code)
    }

    private static func reason(_ error: any Error) -> String {
        ((error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription).lowercased()
    }
}
