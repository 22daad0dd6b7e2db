// Test support: run CPU-heavy synchronous work off the test pool.
//
// Swift Testing runs every test on the cooperative pool, which has one thread per core. A test
// that computes for seconds without awaiting holds one of those threads, and every other test
// waits behind it and reports the wait as its own time. A body run here has a thread of its own;
// the test awaits its result and the pool threads go on with the other tests. The body returns
// what it computed, and the test checks it on its own task.
//
// Tests/ScreenSpecTests/Support/OwnThread.swift is the same helper with a turn per core; this
// target has one such test, so it needs no turns (a test target cannot use another's sources).

import Foundation

/// Runs a synchronous body on a new thread and awaits its result without holding a thread.
enum OwnThread {
    /// The new thread's stack: 8 MiB, what a thread of the pool has on Linux, so that deep inputs
    /// recurse as far as they would there.
    static let stackSize = 8 << 20

    /// Runs `body` on a thread of its own and returns what it returns, or throws what it throws.
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
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
