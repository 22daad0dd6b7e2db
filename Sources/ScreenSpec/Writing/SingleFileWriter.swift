import Foundation

/// Writes one output file a user named (`graph --output FILE`) the way build steps need: the
/// missing folders above it made, nothing written when the content is already right (the
/// modification time is kept), else a temporary file
/// created exclusively beside it and renamed over it, so a link planted at the temporary name is
/// never written through and a FIFO or device at the path is never opened. A symbolic link at
/// the path is refused, as at a generated file: writing through it could reach any file the
/// link names, and replacing it would change what the user's tree (or `/dev/stdout`) is.
public enum SingleFileWriter {
    /// Why a write failed: the diagnostic and the exit code (73 cannot create, 74 cannot write).
    public struct Failure: Error, Sendable {
        /// The diagnostic to print.
        public var diagnostic: Diagnostic
        /// 73 or 74.
        public var exitCode: Int32
    }

    /// The names of the process's standard output, which users write out of habit.
    private static let standardOutputAliases: Set<String> = ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]

    /// Writes `text` to `path` unless the file already holds exactly that.
    public static func write(_ text: String, to path: String) throws(Failure) {
        let bytes = Data(text.utf8)
        let (folderPath, name) = FolderDescriptor.split(path)
        func failure(_ id: String, _ message: String, _ code: Int32) -> Failure {
            Failure(diagnostic: Diagnostic(id: id, severity: .error, message: message, at: .file(path)), exitCode: code)
        }
        guard !name.isEmpty, name != ".", name != ".." else {
            throw failure("output.not_a_file", "'\(path)' names a folder, not a file", 73)
        }
        var opened = FolderDescriptor(path: folderPath.isEmpty ? "." : folderPath)
        if opened == nil, errno == ENOENT || errno == ENOTDIR {
            // A folder that does not exist yet (`public/.well-known/`) is made, as `generate`
            // makes its output folder.
            if let (prefix, code) = FolderDescriptor.makeFolders(folderPath) {
                throw failure("output.create_failed", "cannot create the folder '\(prefix)': \(FolderDescriptor.reason(code))", 73)
            }
            opened = FolderDescriptor(path: folderPath)
            // A file where the folder belongs (`notes.txt/graph.dot`): it cannot be made.
            if opened == nil {
                throw failure("output.create_failed", "cannot create the folder '\(folderPath)': \(FolderDescriptor.reason(errno))", 73)
            }
        }
        guard let folder = opened else {
            throw failure("output.write_failed", "cannot write '\(path)': \(FolderDescriptor.reason(errno))", 74)
        }
        switch folder.entry(name) {
        case .folder: throw failure("output.not_a_file", "'\(path)' is a folder, not a file", 73)
        case .other: throw failure("output.not_a_file", "'\(path)' is not a regular file", 73)
        case .symbolicLink:
            var failure = failure("output.unsafe_path",
                                  "refusing to write '\(path)': it is a symbolic link, which is never written through or replaced", 73)
            if standardOutputAliases.contains(path) {
                failure.diagnostic.notes.append(Diagnostic.Note("leave out --output to write to standard output", at: .file(path)))
            }
            throw failure
        case .regularFile:
            if folder.contents(of: name, limit: bytes.count) == bytes { return }
        case .missing: break
        }
        let temporary = ".\(name).\(ProcessInfo.processInfo.processIdentifier).tmp"
        let code = folder.replace(name, temporaryName: temporary) { descriptor in
            bytes.withUnsafeBytes { buffer in
                var written = 0
                while written < buffer.count {
                    let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    written += result
                }
                return true
            }
        }
        if code != 0 {
            throw failure("output.write_failed", "cannot write '\(path)': \(FolderDescriptor.reason(code))", 74)
        }
    }
}
