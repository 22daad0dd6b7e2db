import Foundation

/// Writes generated files into an output folder the way a build step must: only files whose
/// content changed, each atomically (temporary file, then rename), removing only stale regular
/// files listed in the folder's manifest, never through a symbolic link and never outside the folder.
public struct GeneratedFileWriter: Sendable {
    /// The manifest that records what the last `generate` run wrote into a folder.
    public static let manifestName = ".screenspec-manifest"
    /// The manifest of `docs`: its own, so that `generate` and `docs` writing into one folder
    /// never take each other's files for stale ones.
    public static let docsManifestName = ".screenspec-docs-manifest"

    /// The output folder as the user named it.
    public let outputPath: String
    /// Whether an earlier run's files not generated now are removed.
    public let removesStaleFiles: Bool
    /// Whether the manifest is written. `scaffold` writes files the user owns from then on: they
    /// must never be recorded, or a later `generate` into the same folder would remove them.
    public let writesManifest: Bool
    /// The name of the manifest in the folder.
    public let manifestFileName: String
    /// The extensions (`html`) of files the command may write and a run may not: a stale one of
    /// these kinds is removed too (the kinds written now always are).
    public let staleKinds: Set<String>

    /// Creates a writer for an output folder.
    public init(outputPath: String, removesStaleFiles: Bool = true, writesManifest: Bool = true,
                manifestFileName: String = manifestName, staleKinds: Set<String> = []) {
        self.outputPath = outputPath
        self.removesStaleFiles = removesStaleFiles
        self.writesManifest = writesManifest
        self.manifestFileName = manifestFileName
        self.staleKinds = staleKinds
    }

    /// Why a write was refused; `exitCode` is 73 (cannot create) or 74 (cannot write).
    public struct Failure: Error, Sendable {
        /// The diagnostic to print.
        public var diagnostic: Diagnostic
        /// The exit code (`ExitCode`: 73 cannot create, 74 cannot write).
        public var exitCode: Int32
    }

    /// Computes what writing `files` would change, writing nothing (`generate --check`).
    public func plan(_ files: [GeneratedFile]) throws(Failure) -> WriteReport {
        try validate(files)
        guard let root = FolderDescriptor(path: outputPath) else {
            // No folder yet: everything would be written, nothing removed.
            return WriteReport(written: files.map(\.path).sorted())
        }
        _ = root.lock(exclusive: false)
        return try plan(files, root: root)
    }

    /// Writes the files: creates the folder if needed, writes changed files atomically,
    /// removes stale ones from the previous manifest, and updates the manifest. The folder is
    /// locked for the run (an advisory `flock` on the folder itself), so two runs into one
    /// folder take turns instead of mixing their files.
    @discardableResult
    public func write(_ files: [GeneratedFile]) throws(Failure) -> WriteReport {
        try validate(files)
        try createOutputFolder()
        guard let root = FolderDescriptor(path: outputPath) else {
            throw failure("output.create_failed",
                          "cannot open the output folder: \(FolderDescriptor.reason(errno))", 73)
        }
        let lockError = root.lock(exclusive: true)
        if lockError != 0, lockError != ENOLCK, lockError != EOPNOTSUPP {
            throw failure("output.create_failed", "cannot lock the output folder: \(FolderDescriptor.reason(lockError))", 73)
        }
        let report = try plan(files, root: root)
        try writeAtomically(files, paths: report.written, root: root)
        for path in report.removed {
            let (folder, name) = Self.split(path)
            if case .success(let parent?) = root.subfolder(folder, creating: false) {
                parent.removeRegularFile(name)
            }
        }
        let manifest = files.map(\.path).sorted().joined(separator: "\n") + "\n"
        let manifestFile = GeneratedFile(path: manifestFileName, contents: manifest)
        if writesManifest,
           !Self.contents(root.contents(of: manifestFileName, limit: manifestFile.utf8.count), equal: manifestFile) {
            try writeAtomically(manifestFile, root: root)
        }
        removeAbandonedTemporaries(of: files.map(\.path) + (writesManifest ? [manifestFileName] : []), root: root)
        return report
    }

    /// What writing `files` into the open folder would change. Refuses, before anything is
    /// written, a generated path whose folder or file is a symbolic link or of the wrong kind.
    private func plan(_ files: [GeneratedFile], root: FolderDescriptor) throws(Failure) -> WriteReport {
        try checkTargets(files, root: root)
        var report = WriteReport()
        let sorted = files.sorted(by: { $0.path < $1.path })
        let unchanged = sorted.map { file -> Bool in
            let (folder, name) = Self.split(file.path)
            guard case .success(let parent?) = root.subfolder(folder, creating: false) else { return false }
            return Self.contents(parent.contents(of: name, limit: file.utf8.count), equal: file)
        }
        for (file, isUnchanged) in zip(sorted, unchanged) {
            if isUnchanged {
                report.unchanged.append(file.path)
            } else {
                report.written.append(file.path)
            }
        }
        if removesStaleFiles {
            let current = Set(files.map(\.path))
            // A manifest is a file like any other: one planted or edited could name `.git/HEAD` or
            // a user's notes. Only a kind of file this run writes (its extensions), outside
            // hidden folders, is ever taken for a stale one.
            let kinds = Set(files.map { ($0.path as NSString).pathExtension }).union(staleKinds)
            report.removed = previousManifest(root).filter { path in
                guard !current.contains(path), kinds.contains((path as NSString).pathExtension),
                      !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
                let (folder, name) = Self.split(path)
                guard case .success(let parent?) = root.subfolder(folder, creating: false) else { return false }
                return parent.entry(name) == .regularFile
            }
        }
        return report
    }

    // MARK: - Safety

    /// Refuses an output path that is a file, and any file path that is not plain and relative.
    private func validate(_ files: [GeneratedFile]) throws(Failure) {
        var status = stat()
        if stat(outputPath, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            let what = status.st_mode & S_IFMT == S_IFREG ? "a file" : RegularFile.kind(status.st_mode)
            throw failure("output.not_a_directory", "the output path is \(what), not a folder", 73)
        }
        for file in files where !Self.isPlainRelative(file.path) {
            throw failure("output.unsafe_path", "refusing to write '\(file.path)': it is not a plain relative path", 73)
        }
    }

    /// Whether `path` is relative, with no empty, `.` or `..` component.
    private static func isPlainRelative(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/")
            && !path.split(separator: "/", omittingEmptySubsequences: false)
                .contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
    }

    /// Walks every generated file's folders and looks at the file itself (and the manifest),
    /// following no link: a symbolic link at any of them, a file where a folder belongs, or a
    /// folder or special file where a file belongs, is refused (exit 73) naming it.
    private func checkTargets(_ files: [GeneratedFile], root: FolderDescriptor) throws(Failure) {
        var checkedFolders: [String: FolderDescriptor?] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            let (folder, name) = Self.split(file.path)
            let key = folder.joined(separator: "/")
            let parent: FolderDescriptor?
            if let known = checkedFolders[key] {
                parent = known
            } else {
                switch root.subfolder(folder, creating: false) {
                case .success(let found): parent = found
                case .failure(let problem): throw refusal(file.path, problem)
                }
                checkedFolders[key] = parent
            }
            guard let parent else { continue }
            try checkEntry(name, of: parent, path: file.path)
        }
        // The manifest is replaced like a generated file, so it is refused in the same cases.
        if writesManifest {
            try checkEntry(manifestFileName, of: root, path: manifestFileName)
        }
    }

    /// Refuses the entry `name` of `parent` (the file at `path`) unless it is missing or a
    /// regular file.
    private func checkEntry(_ name: String, of parent: FolderDescriptor, path: String) throws(Failure) {
        switch parent.entry(name) {
        case .missing, .regularFile: return
        case .symbolicLink: throw refusal(path, .symbolicLink(prefix: path))
        case .folder: throw refusal(path, .wrongKind(prefix: path, isFolder: true))
        case .other: throw refusal(path, .wrongKind(prefix: path, isFolder: false))
        }
    }

    /// The diagnostic for a path that cannot be written safely.
    private func refusal(_ path: String, _ problem: FolderDescriptor.Problem) -> Failure {
        switch problem {
        case .symbolicLink(let prefix):
            let named = absolute(prefix)
            return failure("output.unsafe_path", prefix == path
                ? "refusing to write '\(path)': '\(named)' is a symbolic link, which is never written through"
                : "refusing to write '\(path)': its folder '\(named)' is a symbolic link, which is never written through", 73)
        case .wrongKind(let prefix, let isFolder):
            let what = prefix == path ? (isFolder ? "is a folder" : "is not a regular file") : "is not a folder"
            return failure("output.unsafe_path", "refusing to write '\(path)': '\(absolute(prefix))' \(what)", 73)
        case .system(let prefix, let code):
            return failure("output.create_failed",
                           "cannot create '\(absolute(prefix))': \(FolderDescriptor.reason(code))", 73)
        }
    }

    /// Creates the output folder and the folders above it that are missing (`mkdir -p`),
    /// reporting the first that cannot be made with the system's reason.
    private func createOutputFolder() throws(Failure) {
        if let (prefix, code) = FolderDescriptor.makeFolders(outputPath) {
            throw failure("output.create_failed",
                          "cannot create the output folder '\(prefix)': \(FolderDescriptor.reason(code))", 73)
        }
    }

    /// Writes the files at `paths` (in `plan` order) atomically, one after another, stopping at
    /// the first failure.
    private func writeAtomically(_ files: [GeneratedFile], paths: [String], root: FolderDescriptor) throws(Failure) {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let pending = paths.compactMap { byPath[$0] }
        for file in pending {
            try writeAtomically(file, root: root)
        }
    }

    private func writeAtomically(_ file: GeneratedFile, root: FolderDescriptor) throws(Failure) {
        let (folder, name) = Self.split(file.path)
        let parent: FolderDescriptor
        switch root.subfolder(folder, creating: true) {
        case .success(let found?): parent = found
        case .success(nil): throw failure("output.write_failed", "cannot write '\(file.path)': its folder vanished", 74)
        case .failure(.system(_, let code)):
            throw failure("output.write_failed", "cannot write '\(file.path)': \(FolderDescriptor.reason(code))", 74)
        case .failure(let problem): throw refusal(file.path, problem)
        }
        let temporary = Self.temporaryName(for: name, processIdentifier: ProcessInfo.processInfo.processIdentifier)
        let code = parent.replace(name, temporaryName: temporary) { descriptor in
            Self.write(file, to: descriptor)
        }
        if code != 0 {
            throw failure("output.write_failed", "cannot write '\(file.path)': \(FolderDescriptor.reason(code))", 74)
        }
    }

    // MARK: - Temporary files

    /// The temporary file a write of `name` goes through: hidden, beside the destination
    /// (so the rename stays on one file system), named after the writing process.
    private static func temporaryName(for name: String, processIdentifier: Int32) -> String {
        ".\(name).\(processIdentifier).tmp"
    }

    /// Removes the temporary files a killed run left beside the files written now: only regular
    /// files named `.<file>.<pid>.tmp` for a file of this run, whose process no longer exists (a
    /// concurrent run's temporary file is left alone).
    private func removeAbandonedTemporaries(of paths: [String], root: FolderDescriptor) {
        let own = ProcessInfo.processInfo.processIdentifier
        // By the folder's path: a key of the standard library's types (see `Located`).
        var namesByFolder: [String: (folder: [Substring], names: Set<String>)] = [:]
        for path in paths {
            let (folder, name) = Self.split(path)
            namesByFolder[folder.joined(separator: "/"), default: (folder, [])].names.insert(name)
        }
        for (folder, names) in namesByFolder.values {
            guard case .success(let parent?) = root.subfolder(folder, creating: false),
                  let entries = parent.names() else { continue }
            for entry in entries where entry.hasPrefix(".") && entry.hasSuffix(".tmp") {
                let stem = entry.dropFirst().dropLast(4)
                guard let dot = stem.lastIndex(of: "."),
                      let pid = Int32(stem[stem.index(after: dot)...]), pid > 0, pid != own,
                      names.contains(String(stem[..<dot])),
                      kill(pid, 0) != 0, errno == ESRCH else { continue }
                parent.removeRegularFile(entry)
            }
        }
    }

    // MARK: - Helpers

    /// Whether a file's bytes are exactly the generated file's UTF-8, compared in place: a
    /// generated file can be tens of megabytes, too much to copy just to compare.
    private static func contents(_ data: Data?, equal file: GeneratedFile) -> Bool {
        guard let data, data.count == file.utf8.count else { return false }
        return data.withUnsafeBytes { existing in
            file.utf8.withUnsafeBufferPointer { bytes in
                bytes.isEmpty || memcmp(existing.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            }
        }
    }

    /// Writes the file's UTF-8 to an open file with plain system calls, straight from its
    /// storage. The rename that follows already makes the write atomic, and a generated file
    /// needs no flush to the disk.
    private static func write(_ file: GeneratedFile, to descriptor: Int32) -> Bool {
        file.utf8.withUnsafeBufferPointer { bytes in
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
    }

    private func absolute(_ relative: String) -> String {
        (outputPath as NSString).appendingPathComponent(relative)
    }

    /// A plain relative path's folder components and file name.
    private static func split(_ path: String) -> (folder: [Substring], name: String) {
        var components = path.split(separator: "/")
        let name = components.popLast().map(String.init) ?? path
        return (components, name)
    }

    /// The paths the previous run recorded; entries that are not plain relative paths, and the
    /// manifest itself (it is rewritten, not a stale file), are ignored. The manifest is read only
    /// if it is a regular file (not a link, not a FIFO), at most 64 MiB.
    private func previousManifest(_ root: FolderDescriptor) -> [String] {
        guard let data = root.contents(of: manifestFileName, limit: 64 << 20),
              let text = String(data: data, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
            .filter { Self.isPlainRelative($0) && $0 != manifestFileName }.sorted()
    }

    private func failure(_ id: String, _ message: String, _ code: Int32) -> Failure {
        Failure(diagnostic: Diagnostic(id: id, severity: .error, message: message, at: .file(outputPath)),
                exitCode: code)
    }
}
