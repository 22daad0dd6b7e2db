import Foundation
import YAMLSource

/// Where `screenspec diff` reads the baseline spec from: a folder (or file) on disk, or the spec
/// files at a git revision (`git:main`), read from the repository without checking anything out.
public enum Baseline: Hashable, Sendable {
    /// Spec files or a folder of them.
    case path(String)
    /// A git revision: the same paths as the current spec, as they are at that revision.
    case git(revision: String)

    /// Parses `--baseline`: `git:REV`, else a path.
    public init(argument: String) {
        if argument.hasPrefix("git:") {
            self = .git(revision: String(argument.dropFirst(4)))
        } else {
            self = .path(argument)
        }
    }

    /// The baseline's spec files at `paths` (the current spec's paths, for a git revision), or
    /// the diagnostic saying why they cannot be read. Files from git are named `REV:path`. No
    /// file over `limit` bytes is read (on disk, nor from git, whose sizes are listed first), and
    /// none that is not a regular file (a FIFO is never waited on).
    public func sources(paths: [String], limit: Int = YAMLLimits.default.maxBytes) -> Result<[SourceFile], BaselineProblem> {
        switch self {
        case .path(let path):
            let files = SpecLoader.discover(paths: [path])
            guard !files.isEmpty else {
                return .failure(BaselineProblem("no spec file found in the baseline '\(path)'", at: .file(path)))
            }
            var sources: [SourceFile] = []
            for file in files {
                switch RegularFile.read(file, limit: limit) {
                case .success(let bytes): sources.append(SourceFile(path: file, bytes: bytes))
                case .failure(let problem):
                    return .failure(BaselineProblem("cannot read the baseline file '\(file)': "
                                                        + RegularFile.message(problem, path: file, limit: limit), at: .file(file)))
                }
            }
            return .success(sources)
        case .git(let revision):
            return GitReader.sources(revision: revision, paths: paths, limit: limit)
        }
    }
}

/// Why a baseline cannot be read: `diff.baseline_unreadable`.
public struct BaselineProblem: Error, Hashable, Sendable {
    /// The diagnostic to report.
    public var diagnostic: Diagnostic

    init(_ message: String, at location: SourceLocation) {
        diagnostic = Diagnostic(id: EvolutionID.baselineUnreadable, severity: .error, message: message, at: location)
    }
}

/// Reads spec files at a git revision with `git rev-parse`, `git ls-tree` and `git cat-file`,
/// run with an argument vector (never through a shell) in the current folder.
enum GitReader {
    static func sources(revision: String, paths: [String], limit: Int) -> Result<[SourceFile], BaselineProblem> {
        let display = "git:" + revision
        guard !revision.isEmpty, !revision.hasPrefix("-"), !revision.contains("\u{0}") else {
            return .failure(BaselineProblem("'\(display)' names no git revision", at: .file(display)))
        }
        guard let git = executable() else {
            return .failure(BaselineProblem("cannot read the baseline '\(display)': git is not installed", at: .file(display)))
        }
        let resolved = run(git, ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        guard let resolved, resolved.status == 0,
              let commit = String(decoding: resolved.output, as: UTF8.self).split(separator: "\n").first.map(String.init)
        else {
            let reason = resolved.flatMap { $0.errorText.isEmpty ? nil : $0.errorText } ?? "no such revision"
            // Outside a repository there is no commit to look for: say that, not that REV is missing.
            let problem = reason.contains("not a git repository")
                ? "the current folder is not in a git repository" : "'\(revision)' is not a commit of the git repository here"
            return .failure(BaselineProblem("cannot read the baseline '\(display)': \(problem) (\(reason))", at: .file(display)))
        }
        // In a subfolder of the repository, `REV:path` names a path from the repository's root:
        // the files are named `REV:./path`, which `git show` reads relative to this folder.
        let inSubfolder = run(git, ["rev-parse", "--show-prefix"]).map { $0.status == 0 && $0.output.count > 1 } ?? false
        var sources: [SourceFile] = []
        for path in paths {
            let entries = tree(git, commit: commit, path: path)
            var files: [(name: String, blob: String, size: Int)] = []
            // A file's own entry, not the one file of a folder written `Specs/` or `.` (whose
            // children `ls-tree` lists): the entry's name ends with the path's last component.
            if entries.count == 1, entries[0].type == "blob", !path.hasSuffix("/"),
               entries[0].name.split(separator: "/").last == path.split(separator: "/").last {
                files = [(path, entries[0].blob, entries[0].size)]
            } else {
                let folder = path.hasSuffix("/") ? path : path + "/"
                for entry in tree(git, commit: commit, path: folder) where entry.type == "blob" {
                    let name = entry.name.split(separator: "/").last.map(String.init) ?? entry.name
                    guard SpecLoader.isSpecFileName(name) else { continue }
                    files.append((folder + name, entry.blob, entry.size))
                }
            }
            guard !files.isEmpty else {
                return .failure(BaselineProblem("no spec file found at '\(path)' in '\(display)'", at: .file(display)))
            }
            for file in files.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
                guard file.size <= limit else {
                    return .failure(BaselineProblem("cannot read '\(file.name)' in '\(display)': it is \(file.size) bytes, "
                                                        + "more than the limit of \(limit)", at: .file(display)))
                }
                guard let blob = run(git, ["cat-file", "blob", file.blob]), blob.status == 0 else {
                    return .failure(BaselineProblem("cannot read '\(file.name)' in '\(display)'", at: .file(display)))
                }
                let name = inSubfolder && !file.name.hasPrefix("./") && !file.name.hasPrefix("../") ? "./" + file.name : file.name
                sources.append(SourceFile(path: revision + ":" + name, bytes: blob.output))
            }
        }
        return .success(sources)
    }

    /// The entries `git ls-tree -l` lists for a path at a commit, with each blob's size (`-` for
    /// a folder: 0): a file's own entry, or with a trailing `/` a folder's children.
    private static func tree(_ git: URL, commit: String, path: String) -> [(type: String, blob: String, size: Int, name: String)] {
        guard let listed = run(git, ["ls-tree", "-l", "-z", commit, "--", path]), listed.status == 0 else { return [] }
        return listed.output.split(separator: 0).compactMap { record in
            let text = String(decoding: record, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { return nil }
            let fields = text[..<tab].split(separator: " ")
            guard fields.count == 4 else { return nil }
            return (String(fields[1]), String(fields[2]), Int(fields[3]) ?? 0, String(text[text.index(after: tab)...]))
        }
    }

    /// `git` on `PATH`.
    private static func executable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = String(folder) + "/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }

    private struct Ran {
        var status: Int32
        var output: [UInt8]
        var errorText: String
    }

    /// Runs git to completion; nil when it cannot be started.
    private static func run(_ git: URL, _ arguments: [String]) -> Ran? {
        let process = Process()
        process.executableURL = git
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        // Standard error is read on another thread so that neither pipe can fill and block git.
        let errorData = LockedData()
        let reader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        let message = String(decoding: errorData.data, as: UTF8.self)
            .split(separator: "\n").first.map { String($0).lowercased() } ?? ""
        return Ran(status: process.terminationStatus, output: Array(data), errorText: message)
    }

    private final class LockedData: @unchecked Sendable {
        // @unchecked: `stored` is only read and written while holding `lock`.
        private let lock = NSLock()
        private var stored: Data?

        func set(_ data: Data) {
            lock.lock()
            stored = data
            lock.unlock()
        }

        var isSet: Bool {
            lock.lock()
            defer { lock.unlock() }
            return stored != nil
        }

        var data: Data {
            lock.lock()
            defer { lock.unlock() }
            return stored ?? Data()
        }
    }
}
