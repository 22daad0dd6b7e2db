// Test support: a throttle that tests wait for without holding a thread.

import Foundation

/// Slots for at most `count` holders at a time, waited for without holding a thread.
final class AsyncSlots: @unchecked Sendable {
    // @unchecked: `free` and `waiting` are only read and written while holding `lock`.
    private let lock = NSLock()
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    /// Takes a slot, waiting for one to be released when none is free.
    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let granted = lock.withLock {
                if free > 0 {
                    free -= 1
                    return true
                }
                waiting.append(continuation)
                return false
            }
            if granted { continuation.resume() }
        }
    }

    /// Gives a slot back, to the longest waiter if there is one.
    func release() {
        let next = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            if waiting.isEmpty {
                free += 1
                return nil
            }
            return waiting.removeFirst()
        }
        next?.resume()
    }
}
