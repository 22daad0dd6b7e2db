import Foundation
import Testing
@testable import ScreenSpec

/// The workers of the loader, index, checker and generator: results in index order whatever
/// thread computed them, and no threads at all for small work.
@Suite("parallel work")
struct ParallelWorkTests {
    @Test("results come back in index order, every index once, on many threads")
    func ordered() {
        let results = ParallelWork.map(200, parallel: true) { index -> Int in
            // Uneven work, so that later indexes can finish before earlier ones.
            var value = index
            for _ in 0..<((index % 7) * 2_000) { value = (value &* 31 &+ 7) % 1_000_003 }
            return index * 10 + (value == -1 ? 1 : 0)
        }
        #expect(results == (0..<200).map { $0 * 10 })
    }

    @Test("below the threshold every file is handled on the calling thread")
    func smallSpecsStayOnTheCallingThread() {
        let caller = pthread_self()
        var sameThread: [Bool] = []
        ParallelWork.forEach(9, totalBytes: ParallelWork.parallelThreshold - 1, { _ in
            pthread_equal(pthread_self(), caller) != 0
        }, inOrder: { sameThread.append($0) })
        #expect(sameThread == Array(repeating: true, count: 9))
    }

    @Test("above the threshold every result is consumed once, in index order, on the calling thread")
    func largeSpecsAreConsumedInOrder() {
        let caller = pthread_self()
        var consumed: [Int] = []
        var onCaller = true
        ParallelWork.forEach(40, totalBytes: ParallelWork.parallelThreshold, { index in
            // Uneven work, so that later indexes can finish before earlier ones.
            if index % 3 == 0 { Thread.sleep(forTimeInterval: 0.002) }
            return index * 7
        }, inOrder: { result in
            onCaller = onCaller && pthread_equal(pthread_self(), caller) != 0
            consumed.append(result)
        })
        #expect(consumed == (0..<40).map { $0 * 7 })
        #expect(onCaller)
    }

    @Test("at or above the threshold there is a worker per core, at most one per file")
    func workerCounts() {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let threshold = ParallelWork.parallelThreshold
        #expect(ParallelWork.workerCount(files: 200, totalBytes: threshold - 1) == 1)
        #expect(ParallelWork.workerCount(files: 200, totalBytes: threshold) == min(cores, ParallelWork.maxWorkers))
        #expect(ParallelWork.workerCount(files: 1, totalBytes: threshold * 100) == 1)
        #expect(ParallelWork.workerCount(files: 0, totalBytes: threshold) == 1)
    }

    @Test("work asked for in parallel comes back in index order; other work stays on the calling thread")
    func parallelFlag() {
        let caller = pthread_self()
        for parallel in [true, false] {
            let results = ParallelWork.map(64, parallel: parallel) { index -> Int in
                if index % 5 == 0 { Thread.sleep(forTimeInterval: 0.001) }
                return index * 3
            }
            #expect(results == (0..<64).map { $0 * 3 }, "parallel: \(parallel)")
        }
        let threads = ParallelWork.map(8, parallel: false) { _ in pthread_equal(pthread_self(), caller) != 0 }
        #expect(threads.allSatisfy { $0 })
    }
}
