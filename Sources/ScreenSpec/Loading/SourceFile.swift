/// One spec file's bytes under the path the user named it by: the loader's in-memory input
/// (tests, the fuzzer), and what `load(paths:)` reads files into.
public struct SourceFile: Sendable, Hashable {
    /// The path as the user gave it, joined with the file name; shown in diagnostics.
    public var path: String
    /// The file's raw bytes (UTF-8 is checked by the loader).
    public var bytes: [UInt8]

    /// Creates a source file from bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source file from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
