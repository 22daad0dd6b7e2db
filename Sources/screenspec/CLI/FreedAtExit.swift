import Foundation

/// What a command built and leaves for the end of the process to free, as compilers leave their
/// syntax trees: a spec's graph, template context and generated files are millions of small
/// allocations, and freeing them one by one after the last file is written took a tenth of a
/// 5,000-screen `generate`. The executable's context lives until `exit`, so nothing it holds is
/// ever freed piece by piece; a context made in a test is freed with the test, as usual.
///
/// A lock rather than `Mutex`, which needs macOS 15 where the package supports macOS 13.
final class FreedAtExit: @unchecked Sendable {
    // @unchecked: every access to `values` holds `lock`.
    private let lock = NSLock()
    private var values: [any Sendable] = []

    /// Keeps `value` alive as long as this object.
    func keep(_ value: any Sendable) {
        lock.lock()
        defer { lock.unlock() }
        values.append(value)
    }

    /// How many values are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return values.count
    }
}
