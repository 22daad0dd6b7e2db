/// One file a command produces: a path relative to the output folder, and its exact bytes.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the output folder, with `/` separators (`CitiesRoutes.swift`).
    public var path: String
    /// The file's content.
    public var contents: String

    /// Creates a generated file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
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
