import Foundation

/// Writes one output file a user named (`graph --output FILE`) the way build steps need: nothing
/// when the content is already right (the modification time is kept), else a temporary file
/// created exclusively beside it and renamed over it, so a link planted at the temporary name is
/// never written through and a FIFO or device at the path is never opened.
public enum SingleFileWriter {
    /// Why a write failed: the diagnostic and the exit code (73 cannot create, 74 cannot write).
    public struct Failure: Error, Sendable {
        /// The diagnostic to print.
        public var diagnostic: Diagnostic
        /// 73 or 74.
        public var exitCode: Int32
    }

    /// Writes `text` to `path` unless the file already holds exactly that.
    public static func write(_ text: String, to path: String) throws(Failure) {
        let bytes = Data(text.utf8)
        let folderPath = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        func failure(_ id: String, _ message: String, _ code: Int32) -> Failure {
            Failure(diagnostic: Diagnostic(id: id, severity: .error, message: message, at: .file(path)), exitCode: code)
        }
        guard let folder = FolderDescriptor(path: folderPath.isEmpty ? "." : folderPath) else {
            throw failure("output.write_failed", "cannot write '\(path)': \(FolderDescriptor.reason(errno))", 74)
        }
        switch folder.entry(name) {
        case .folder: throw failure("output.not_a_file", "'\(path)' is a folder, not a file", 73)
        case .other: throw failure("output.not_a_file", "'\(path)' is not a regular file", 73)
        case .regularFile:
            if folder.contents(of: name, limit: bytes.count) == bytes { return }
        case .missing, .symbolicLink: break
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
