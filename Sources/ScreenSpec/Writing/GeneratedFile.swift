import Foundation

/// One file a command produces: a path relative to the output folder, and its exact bytes.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the output folder, with `/` separators (`CitiesRoutes.swift`).
    public var path: String
    /// The file's content.
    public var contents: String {
        get { String(decoding: utf8, as: UTF8.self) }
        set { utf8 = Array(newValue.utf8) }
    }
    /// The content's UTF-8, exactly as the writer compares and writes it.
    public private(set) var utf8: [UInt8]

    /// Creates a generated file.
    public init(path: String, contents: String) {
        self.path = path
        self.utf8 = Array(contents.utf8)
    }

    /// Creates a generated file whose content is `utf8`, as rendered.
    public init(path: String, utf8: [UInt8]) {
        self.path = path
        self.utf8 = utf8
    }

    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path == rhs.path && (lhs.utf8 == rhs.utf8 || lhs.contents == rhs.contents)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(contents)
    }
}

/// What a write did, or (with `--check`) would do.
public struct WriteReport: Hashable, Sendable {
    /// Files created or whose content changed.
    public var written: [String] = []
    /// Files whose content was already right (left untouched, modification time kept).
    public var unchanged: [String] = []
    /// Stale files of an earlier run that were removed.
    public var removed: [String] = []

    /// Whether anything changed or would change.
    public var hasChanges: Bool { !written.isEmpty || !removed.isEmpty }
}
