import Dispatch
import Foundation

/// Independent pieces of one stage's work (runs of screens, deep links) computed on every core,
/// their results in order. For work over data already in memory; the loader's `FileWorkers`
/// claims whole files instead.
enum ParallelWork {
    /// `body(0) … body(count - 1)` in that order; on up to one thread per core when `parallel`,
    /// else on the calling thread. Callers ask for threads only when the work is large enough to
    /// pay for them.
    static func map<Result: Sendable>(_ count: Int, parallel: Bool, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard parallel, count > 1, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            return (0..<count).map(body)
        }
        let results = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(body(index), at: index)
        }
        return results.values
    }

    /// One slot per piece, each written once by the thread that computed it.
    private final class Slots<Result: Sendable>: @unchecked Sendable {
        // @unchecked: `stored` is only read and written while holding `lock`.
        private let lock = NSLock()
        private var stored: [Result?]

        init(count: Int) {
            stored = Array(repeating: nil, count: count)
        }

        func store(_ result: Result, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            stored[index] = result
        }

        /// Every result; read once every piece is done.
        var values: [Result] {
            lock.lock()
            defer { lock.unlock() }
            return stored.map { $0! }
        }
    }
}
