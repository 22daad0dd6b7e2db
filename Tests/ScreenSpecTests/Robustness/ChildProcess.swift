import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What one child process did: how it ended, what it printed, and its peak memory.
struct ChildRun: Sendable, CustomStringConvertible {
    /// The exit status, or nil when a signal ended the process.
    var status: Int32?
    /// The signal that ended the process, if one did.
    var signal: Int32?
    var stdout: String
    var stderr: String
    /// Peak resident memory of the program, in KiB, when measured (`measuresMemory`).
    var maxResidentKiB: Int?
    /// The time from starting the program to its end, in seconds (not the caller's wait).
    var seconds: Double

    var description: String {
        let end = status.map { "exit status \($0)" } ?? "signal \(signal ?? 0)"
        let peak = maxResidentKiB.map { ", peak \($0 >> 10) MiB" } ?? ""
        return "\(end)\(peak)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)"
    }
}

/// Runs a program the way the robustness tests need and `Process` cannot: with an exact
/// environment (for `SWIFT_DETERMINISTIC_HASHING`), optionally killed with SIGKILL part-way
/// through, or with its peak memory measured. Output goes through files.
enum ChildProcess {
    /// The built `screenspec`.
    static func screenspec() throws -> URL {
        try #require(ScreenSpecBinary.url, "the screenspec binary was not found next to the tests; build it or set SCREENSPEC_BINARY")
    }

    /// The environment of this process without `removing`, plus `adding`.
    static func environment(removing: [String] = [], adding: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in removing { environment[key] = nil }
        environment.merge(adding) { _, new in new }
        return environment
    }

    /// GNU time, which reports the peak memory of the program it runs. A direct child's own
    /// `ru_maxrss` is useless here: Linux carries the parent's high-water mark over `exec` after
    /// `posix_spawn`'s vfork, so every child of the test process would "peak" at its size.
    static let gnuTime: String? = {
        #if os(Linux)
        return FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil
        #else
        return nil
        #endif
    }()

    /// Runs `executable` in `directory`. With `killAfter`, the process is sent SIGKILL after that
    /// many seconds unless it ended before. With `measuresMemory`, the peak memory is measured
    /// when GNU time is there (nil otherwise; signals then show as exit 128 + N). A run past
    /// `timeout` is killed and reported as a failure.
    ///
    /// The wait polls `waitpid` (so that the kill comes on time) on a thread of its own, which
    /// leaves the test pool's threads to the other tests meanwhile. It starts at once, as the
    /// end-to-end tests' runs do: waiting for one of `OwnThread`'s turns made these tests report
    /// the wait, and the small tests were none the faster for it.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL,
                    environment: [String: String]? = nil, killAfter: Double? = nil, measuresMemory: Bool = false,
                    timeout: Double = 300) async throws -> ChildRun {
        try await OwnThread.runBlocking {
            try runWaiting(executable, arguments, in: directory, environment: environment, killAfter: killAfter,
                           measuresMemory: measuresMemory, timeout: timeout)
        }
    }

    /// `run`, blocking the calling thread until the process has ended.
    private static func runWaiting(_ executable: URL, _ arguments: [String], in directory: URL,
                                   environment: [String: String]?, killAfter: Double?, measuresMemory: Bool,
                                   timeout: Double) throws -> ChildRun {
        let capture = directory.deletingLastPathComponent()
            .appendingPathComponent(".capture-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: capture) }
        let stdoutPath = capture.appendingPathComponent("stdout").path
        let stderrPath = capture.appendingPathComponent("stderr").path
        let memoryPath = capture.appendingPathComponent("memory").path

        // `sh` changes directory and then replaces itself with the program: one process, one pid.
        var program = [executable.path] + arguments
        let timed = measuresMemory ? gnuTime : nil
        if let timed { program = [timed, "-o", memoryPath, "-f", "%M"] + program }
        let argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + program
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var pid: pid_t = 0
        let spawned = withCStrings(argv) { argvPointers in
            withCStrings(env) { envPointers in
                posix_spawn(&pid, "/bin/sh", &actions, nil, argvPointers, envPointers)
            }
        }
        guard spawned == 0 else { throw ChildProcessError.spawnFailed(errno: spawned) }

        let started = Date()
        var waitStatus: Int32 = 0
        var killed = false
        while true {
            let reaped = waitpid(pid, &waitStatus, WNOHANG)
            if reaped == pid { break }
            if reaped == -1 && errno != EINTR { throw ChildProcessError.waitFailed(errno: errno) }
            let elapsed = Date().timeIntervalSince(started)
            if let killAfter, !killed, elapsed >= killAfter {
                kill(pid, SIGKILL)      // only the child started here, by its id
                killed = true
            }
            if elapsed >= timeout {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &waitStatus, 0)
                throw ChildProcessError.timedOut(arguments: arguments, seconds: timeout)
            }
            usleep(2_000)
        }
        let signalled = (waitStatus & 0x7f) != 0 && (waitStatus & 0x7f) != 0x7f
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        // GNU time writes "Command exited with non-zero status N" before the number when N > 0.
        let peak = timed == nil ? nil : read(memoryPath).split(separator: "\n").last.flatMap { Int($0) }
        return ChildRun(status: signalled ? nil : (waitStatus >> 8) & 0xff,
                        signal: signalled ? waitStatus & 0x7f : nil,
                        stdout: read(stdoutPath), stderr: read(stderrPath), maxResidentKiB: peak,
                        seconds: Date().timeIntervalSince(started))
    }

    /// Runs `body` with a NULL-terminated C array of the strings.
    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}

/// Why a child process could not be run.
enum ChildProcessError: Error, CustomStringConvertible {
    case spawnFailed(errno: Int32)
    case waitFailed(errno: Int32)
    case timedOut(arguments: [String], seconds: Double)

    var description: String {
        switch self {
        case .spawnFailed(let code): return "posix_spawn failed: \(String(cString: strerror(code)))"
        case .waitFailed(let code): return "waitpid failed: \(String(cString: strerror(code)))"
        case .timedOut(let arguments, let seconds): return "screenspec \(arguments.joined(separator: " ")) ran over \(seconds) s"
        }
    }
}
