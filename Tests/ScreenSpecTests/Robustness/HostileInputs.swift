import Foundation

/// Spec files built to hit each limit, shared by the loader and CLI tests (and
/// timed in Documentation/Reliability.md). Each is a valid YAML file apart from its size.
enum HostileInputs {
    /// Nine levels of ten aliases each: 10^9 nodes once expanded, from 700 bytes.
    static let billionLaughs: String = {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        let names = Array("abcdefghi")
        for (previous, name) in zip(names, names.dropFirst()) {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        return text
    }()

    /// `depth` flow sequences nested in one another, on one line.
    static func nesting(depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
    }

    /// A flow sequence of `count` scalars: `count + 1` nodes.
    static func nodes(_ count: Int) -> String {
        "[" + Array(repeating: "0", count: count).joined(separator: ",") + "]\n"
    }

    /// Creates a file of `bytes` bytes without writing them: a sparse file of zeros, which the
    /// loader must refuse by its size, before reading a byte of it.
    static func writeHugeFile(at url: URL, bytes: Int) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.truncate(atOffset: UInt64(bytes))
    }
}
