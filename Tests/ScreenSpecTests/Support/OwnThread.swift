// Test support: run CPU-heavy synchronous work off the test pool.
//
// Swift Testing runs every test on the cooperative pool, which has one thread per core. A test
// that computes for seconds without awaiting holds one of those threads the whole time, and the
// pool takes its jobs in turn: every other test waits behind it, and reports the wait as its
// own time. On two cores a handful of such tests stalled the start of a full run for half a
// minute. A body run here has a thread of its own; the test awaits its result and the pool
// threads go on with the other tests.
//
// At most as many bodies run at once as there are cores (a test waits for its turn without
// holding a thread), so that they cannot crowd the pool's threads out of the processors either.
//
// The body returns what it computed and the test checks it: `#expect` and `#require` belong on
// the test's own task, where Swift Testing knows which test they are for. A body that finds it
// cannot go on throws, and the test fails with that error.

import Foundation

/// Runs a synchronous body on a new thread and awaits its result without holding a thread.
enum OwnThread {
    /// The new thread's stack: 8 MiB, what a thread of the pool has on Linux, so that deep inputs
    /// recurse as far as they would there.
    static let stackSize = 8 << 20

    /// Turns to run, one per core.
    private static let slots = AsyncSlots(max(1, ProcessInfo.processInfo.activeProcessorCount))

    /// Runs `body` on a thread of its own, once a turn is free, and returns what it returns, or
    /// throws what it throws.
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        await slots.acquire()
        defer { slots.release() }
        return try await runBlocking(body)
    }

    /// Runs `body`, which blocks rather than computes (it waits for a child process), on a thread
    /// of its own at once: it takes no turn from the bodies that compute.
    static func runBlocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
            let thread = Thread {
                Thread.current.name = "OwnThread"       // what a debugger and /proc/<pid>/task show
                continuation.resume(with: Result(catching: body))
            }
            thread.stackSize = stackSize
            thread.start()
        }
    }
}
