import Foundation
import ScreenSpec

/// Reads the files a command is given by name, turning every failure into a diagnostic:
/// `io.not_found` (exit 66) or `io.unreadable`.
enum InputFile {
    /// The bytes of the file at `path`, or nil with a diagnostic.
    static func read(_ path: String, diagnostics: inout DiagnosticCollector) -> Data? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            diagnostics.error("io.not_found", "no such file '\(path)'", at: .file(path))
            return nil
        }
        guard !isDirectory.boolValue else {
            diagnostics.error("io.unreadable", "'\(path)' is a folder, not a file", at: .file(path))
            return nil
        }
        // A FIFO or a device is refused, never waited on or read without end (64 MiB at most).
        switch RegularFile.read(path, limit: 64 << 20) {
        case .success(let bytes):
            return Data(bytes)
        case .failure(let problem):
            diagnostics.error("io.unreadable", RegularFile.message(problem, path: path, limit: 64 << 20), at: .file(path))
            return nil
        }
    }

    /// `data` as UTF-8 text, or nil with a diagnostic.
    static func text(of data: Data, path: String, diagnostics: inout DiagnosticCollector) -> String? {
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.error("io.unreadable", "'\(path)' is not UTF-8 text", at: .file(path))
            return nil
        }
        return text
    }

    /// Reports `io.not_found` unless `path` is an existing folder.
    static func requireFolder(_ path: String, diagnostics: inout DiagnosticCollector) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.error("io.not_found", "no such folder '\(path)'", at: .file(path))
            return
        }
    }
}
