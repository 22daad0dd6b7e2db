import Foundation

/// One file a command produces: a path relative to the output folder, and its exact bytes.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the output folder, with `/` separators (`CitiesRoutes.swift`).
    public var path: String
    /// The file's content.
    public var contents: String {
        get { String(decoding: pieces.count == 1 ? pieces[0] : Array(pieces.joined()), as: UTF8.self) }
        set { pieces = [Array(newValue.utf8)] }
    }
    /// The content's UTF-8 in pieces, in order (one piece unless rendered in pieces): the writer
    /// compares and writes them one after another, so tens of megabytes are never joined.
    private(set) var pieces: [[UInt8]]

    /// Creates a generated file.
    public init(path: String, contents: String) {
        self.path = path
        self.pieces = [Array(contents.utf8)]
    }

    /// Creates a generated file whose content is `utf8`, as rendered.
    public init(path: String, utf8: [UInt8]) {
        self.path = path
        self.pieces = [utf8]
    }

    /// Creates a generated file whose content is the UTF-8 `pieces` joined, as rendered
    /// (for outputs written in parts).
    init(path: String, utf8Pieces pieces: [[UInt8]]) {
        self.path = path
        self.pieces = pieces.isEmpty ? [[]] : pieces
    }

    /// Creates a generated file whose content is `pieces` joined.
    init(path: String, pieces: [String]) {
        self.init(path: path, utf8Pieces: pieces.map { Array($0.utf8) })
    }

    /// The content's size in UTF-8 bytes.
    var byteCount: Int {
        pieces.reduce(0) { $0 + $1.count }
    }

    /// Calls `body` with each piece's UTF-8 bytes, in order, until it returns false; returns
    /// whether every call returned true.
    func forEachPieceBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        for piece in pieces {
            let result = piece.withUnsafeBufferPointer(body)
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
