import Dispatch
import Foundation

/// Runs independent pieces of work on every core, each into its own result, the results coming
/// back in index order: the loader reads and parses the files of a large modular spec this way
/// (one file a piece), and `generate` renders a large spec's output files (one file a piece).
/// Everything else runs on the calling thread.
enum ParallelWork {
    /// The most threads used, whatever the machine: the work is bounded by memory bandwidth and
    /// the merge, not by cores, long before this.
    static let maxWorkers = 8

    /// Below this many bytes in all, the files are read on the calling thread: starting worker
    /// threads costs more than a small spec's whole parse, and a build runs `screenspec` on small
    /// specs far more often than on large ones.
    static let parallelThreshold = 64 * 1024

    /// How many threads handle `count` files holding `totalBytes` in all: one (the calling thread)
    /// below `parallelThreshold`, else one per core, at most one per file and `maxWorkers`.
    static func workerCount(files count: Int, totalBytes: Int) -> Int {
        workerCount(count, isLarge: totalBytes >= parallelThreshold)
    }

    /// How many threads handle `count` pieces of work: one (the calling thread) unless the work
    /// `isLarge` (each caller has its own measure), else one per core, at most one per piece and
    /// `maxWorkers`.
    static func workerCount(_ count: Int, isLarge: Bool) -> Int {
        guard isLarge else { return 1 }
        return max(1, min(count, ProcessInfo.processInfo.activeProcessorCount, maxWorkers))
    }

    /// `body(0) … body(count - 1)` in that order: on one thread per core (at most one per index and
    /// `maxWorkers`) when `parallel`, else on the calling thread. For work over data already in
    /// memory (the output files), whose callers judge when it is large enough.
    static func map<Result: Sendable>(_ count: Int, parallel: Bool, _ body: @Sendable (Int) -> Result) -> [Result] {
        map(count, workers: workerCount(count, isLarge: parallel), body)
    }

    /// `body(0) … body(count - 1)` in that order, computed on `workers` threads (the calling one
    /// among them), at most one per index and `maxWorkers`; with one, no thread is started.
    /// Indexes are claimed in order, so at most one result per thread is being built at a time.
    static func map<Result: Sendable>(_ count: Int, workers: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        let workers = min(workers, count, maxWorkers)
        guard workers > 1 else { return (0..<count).map(body) }
        let results = Results<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in results.computeAll(body) }
        return results.values.map { $0! }
    }

    /// Computes `body(0) … body(count - 1)` on `workerCount(files:totalBytes:)` threads, the
    /// calling one among them, and hands each result to `consume` on the calling thread, in index
    /// order: between its own pieces the calling thread consumes every result that is ready, so a
    /// stage that needs the results in order (the loader's merge) runs alongside the work instead
    /// of after it. With one worker, everything runs on the calling thread.
    static func forEach<Result: Sendable>(_ count: Int, totalBytes: Int, _ body: @escaping @Sendable (Int) -> Result,
                                          inOrder consume: (Result) -> Void) {
        let workers = workerCount(files: count, totalBytes: totalBytes)
        guard workers > 1 else {
            for index in 0..<count { consume(body(index)) }
            return
        }
        let results = Results<Result>(count: count)
        let group = DispatchGroup()
        // The calling thread starts at once; a new thread takes a while to be scheduled.
        for _ in 1..<workers {
            DispatchQueue.global().async(group: group) { results.computeAll(body) }
        }
        var consumed = 0
        results.computeAll(body) {
            while consumed < count, let result = results.takeIfStored(consumed) {
                consume(result)
                consumed += 1
            }
        }
        while consumed < count {
            consume(results.take(consumed))
            consumed += 1
        }
        group.wait()
    }

    /// The results so far and the next index to claim, behind a lock.
    private final class Results<Result: Sendable>: @unchecked Sendable {
        private let lock = NSCondition()
        private var next = 0
        private var stored: [Result?]

        init(count: Int) {
            stored = Array(repeating: nil, count: count)
        }

        /// Claims indexes until none is left, storing `body` of each; `afterEach` runs after each
        /// result is stored.
        func computeAll(_ body: (Int) -> Result, afterEach: () -> Void = {}) {
            while let index = claim() {
                store(body(index), at: index)
                afterEach()
            }
        }

        /// The next index no thread has taken, or nil when all are taken.
        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < stored.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ result: Result, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            stored[index] = result
            lock.broadcast()
        }

        /// The result at `index`, once stored, which it no longer holds.
        func take(_ index: Int) -> Result {
            lock.lock()
            defer { lock.unlock() }
            while stored[index] == nil { lock.wait() }
            defer { stored[index] = nil }
            return stored[index]!
        }

        /// The result at `index` if it is stored (which it then no longer holds), else nil.
        func takeIfStored(_ index: Int) -> Result? {
            lock.lock()
            defer { lock.unlock() }
            defer { stored[index] = nil }
            return stored[index]
        }

        /// Every result; read once every thread is done.
        var values: [Result?] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}
