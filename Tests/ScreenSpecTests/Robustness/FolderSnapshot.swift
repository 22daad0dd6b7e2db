import Foundation

/// Every entry below a folder (hidden ones included) with its bytes, symlink target and
/// modification time, so a test can say "byte-identical and untouched".
struct FolderSnapshot: Equatable, CustomStringConvertible {
    /// One file, folder or symlink.
    struct Entry: Equatable {
        var contents: Data?
        var symlinkTarget: String?
        var modified: Date?
    }

    /// Entries by path relative to the folder.
    var entries: [String: Entry]

    /// Reads the folder; an empty snapshot when it does not exist.
    init(_ folder: URL) throws {
        let manager = FileManager.default
        entries = [:]
        guard let enumerator = manager.enumerator(atPath: folder.path) else { return }
        while let relative = enumerator.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            let attributes = try manager.attributesOfItem(atPath: path)
            var entry = Entry(modified: attributes[.modificationDate] as? Date)
            switch attributes[.type] as? FileAttributeType {
            case .typeSymbolicLink?: entry.symlinkTarget = try manager.destinationOfSymbolicLink(atPath: path)
            case .typeRegular?: entry.contents = manager.contents(atPath: path)
            default: break
            }
            entries[relative] = entry
        }
    }

    /// The same entries and bytes, whatever the times.
    func sameContents(as other: FolderSnapshot) -> Bool {
        entries.mapValues { Entry(contents: $0.contents, symlinkTarget: $0.symlinkTarget) }
            == other.entries.mapValues { Entry(contents: $0.contents, symlinkTarget: $0.symlinkTarget) }
    }

    /// The text of one file, or nil.
    func text(_ relative: String) -> String? {
        entries[relative]?.contents.map { String(decoding: $0, as: UTF8.self) }
    }

    var description: String {
        entries.keys.sorted().map { "\($0) (\(entries[$0]?.contents?.count ?? 0) bytes)" }.joined(separator: "\n")
    }

    /// Sets every entry's modification time to `date` (so an unwanted rewrite shows even
    /// within the file system's time granularity).
    static func backdate(_ folder: URL, to date: Date = Date(timeIntervalSince1970: 1_000_000_000)) throws {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder.path) else { return }
        while let relative = enumerator.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            if (try manager.attributesOfItem(atPath: path))[.type] as? FileAttributeType == .typeSymbolicLink { continue }
            try manager.setAttributes([.modificationDate: date], ofItemAtPath: path)
        }
    }
}

/// The example apps of Specs/, and copies of them for end-to-end tests.
enum ExampleApps {
    /// The folder of every example app (Specs/<App>/ with at least one spec file), sorted.
    static let names: [String] = {
        let specs = ScreenSpecBinary.projectRoot.appendingPathComponent("Specs")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: specs.path)) ?? []
        return folders.filter { !specFiles(of: $0).isEmpty }.sorted()
    }()

    /// The spec files of one app, by name, sorted.
    static func specFiles(of app: String) -> [String] {
        let folder = ScreenSpecBinary.projectRoot.appendingPathComponent("Specs/\(app)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) }.sorted()
    }

    /// The text of one spec file of an app.
    static func text(of app: String, _ file: String) throws -> String {
        try String(contentsOf: ScreenSpecBinary.projectRoot.appendingPathComponent("Specs/\(app)/\(file)"), encoding: .utf8)
    }

    /// Copies an app's spec files into `folder`, naming each with `rename` (by default as they are).
    static func copy(_ app: String, to folder: URL, rename: (Int, String) -> String = { $1 }) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, file) in specFiles(of: app).enumerated() {
            try Data(try text(of: app, file).utf8).write(to: folder.appendingPathComponent(rename(index, file)))
        }
    }
}
