/// One file a command produces: a path relative to the output folder, and its exact bytes.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the output folder, with `/` separators (`CitiesRoutes.swift`).
    public var path: String
    /// The file's content.
    public var contents: String {
        get { pieces.count == 1 ? pieces[0] : pieces.joined() }
        set { pieces = [newValue] }
    }
    /// The content in pieces, in order (one piece unless rendered in pieces): the writer compares
    /// and writes them one after another, so tens of megabytes are never joined into one string.
    private(set) var pieces: [String]

    /// Creates a generated file.
    public init(path: String, contents: String) {
        self.path = path
        self.pieces = [contents]
    }

    /// Creates a generated file whose content is `pieces` joined.
    init(path: String, pieces: [String]) {
        self.path = path
        self.pieces = pieces.isEmpty ? [""] : pieces
    }

    /// The content's size in UTF-8 bytes.
    var byteCount: Int {
        pieces.reduce(0) { $0 + $1.utf8.count }
    }

    /// Calls `body` with each piece's UTF-8 bytes, in order, until it returns false; returns
    /// whether every call returned true.
    func forEachPieceBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        for var piece in pieces {
            piece.makeContiguousUTF8()
            let result = piece.utf8.withContiguousStorageIfAvailable(body) ?? false
            if !result { return false }
        }
        return true
    }

    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path == rhs.path && (lhs.pieces == rhs.pieces || lhs.contents == rhs.contents)
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
