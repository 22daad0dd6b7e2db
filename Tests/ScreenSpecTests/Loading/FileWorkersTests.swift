import Foundation
import Testing
@testable import ScreenSpec

/// The loader's per-file workers: results in file order whatever thread computed them, and no
/// threads at all for a small spec.
@Suite("file workers")
struct FileWorkersTests {
    @Test("results come back in index order, every index once, on many threads")
    func ordered() {
        let results = FileWorkers.map(200, totalBytes: Int.max) { index -> Int in
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
        let sameThread = FileWorkers.map(9, totalBytes: FileWorkers.parallelThreshold - 1) { _ in
            pthread_equal(pthread_self(), caller) != 0
        }
        #expect(sameThread == Array(repeating: true, count: 9))
    }

    @Test("at or above the threshold there is a worker per core, at most one per file")
    func workerCounts() {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let threshold = FileWorkers.parallelThreshold
        #expect(FileWorkers.workerCount(files: 200, totalBytes: threshold - 1) == 1)
        #expect(FileWorkers.workerCount(files: 200, totalBytes: threshold) == min(cores, FileWorkers.maxWorkers))
        #expect(FileWorkers.workerCount(files: 1, totalBytes: threshold * 100) == 1)
        #expect(FileWorkers.workerCount(files: 0, totalBytes: threshold) == 1)
    }
}
