import Foundation
import Synchronization

/// Fresh folders under the system's temporary folder, removed with everything in them when the
/// owner goes away: a suite keeps one as a stored property, so each test's folders are removed
/// when its suite instance is, whether the test passed or not.
///
/// Removal does not follow symbolic links, so a test's link to a folder outside is removed, not
/// what it points to. A test that takes permissions away restores them before it ends.
final class TemporaryFolders: Sendable {
    private let prefix: String
    private let made = Mutex<[String]>([])

    init(_ prefix: String) {
        self.prefix = prefix
    }

    /// A new empty folder, named `<prefix>-<UUID>`.
    func make() throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        made.withLock { $0.append(path) }
        return path
    }

    deinit {
        for path in made.withLock({ $0 }) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
