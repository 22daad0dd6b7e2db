import Foundation

/// Reads source lines from disk for the text reporter's caret display when the loader's
/// sources are not at hand (a run that stopped early, a configuration file); each file is read
/// once and kept. Safe to share between threads.
public final class SourceLineCache: @unchecked Sendable {
    // @unchecked: every access to `files` holds `lock`.
    private let lock = NSLock()
    private var files: [String: [String]?] = [:]

    /// Creates an empty cache.
    public init() {}

    /// Line `line` (1-based) of `file`, without its line ending; nil when the file cannot be read
    /// as UTF-8 or is shorter.
    public func line(_ line: Int, in file: String) -> String? {
        let lines = self.lines(of: file)
        guard let lines, line >= 1, line <= lines.count else { return nil }
        return lines[line - 1]
    }

    /// A provider over this cache, for `TextReporter`.
    public var provider: SourceLineProvider {
        { [self] file, line in self.line(line, in: file) }
    }

    private func lines(of file: String) -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = files[file] { return cached }
        // Only a regular file is read (a FIFO would block), at most 64 MiB, the default file limit.
        let bytes = try? RegularFile.read(file, limit: 64 << 20).get()
        let lines = bytes.flatMap { String(data: Data($0), encoding: .utf8) }.map(Self.split(_:))
        files[file] = .some(lines)
        return lines
    }

    /// Splits text at LF, CRLF or CR, as libyaml counts lines.
    static func split(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if !previousWasCR { lines.append(String(current)) }
                current = String.UnicodeScalarView()
                previousWasCR = false
            } else if scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
                previousWasCR = true
            } else {
                current.append(scalar)
                previousWasCR = false
            }
        }
        lines.append(String(current))
        return lines
    }
}
