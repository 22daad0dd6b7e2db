// Test support: run the Swift compiler from tests.
//
// Generated Swift is checked by compiling it, not by comparing text alone:
// - the SwiftUI glue and skeletons are type-checked against the stub `SwiftUI` module in
//   Tests/Support/SwiftUIStub (built once per test process);
// - the plain-Swift files (routes, navigator) are compiled into an executable with a `main.swift`
//   and run.
//
// Everything that runs a process is `async` and awaits it without holding a thread: a test
// waiting for a compiler or a program leaves the test pool's threads to the other tests, which
// then run meanwhile and report their own times. At most as many compilers run at once as there
// are cores; a test's time includes waiting for one.

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One diagnostic line of `swiftc -diagnostic-style llvm` output.
struct CompilerDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The severity of a compiler diagnostic (nested so it cannot shadow the product's own types).
    enum Severity: String, Sendable, Hashable {
        case error, warning, note, remark
    }

    /// The file as the compiler printed it (absolute), or nil for driver/`<unknown>` diagnostics.
    var file: String?
    var line: Int?
    var column: Int?
    var severity: Severity
    var message: String

    /// The file's last path component, for stable assertions.
    var fileName: String? { file.map { ($0 as NSString).lastPathComponent } }

    var description: String {
        var location = ""
        if let fileName { location += fileName }
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        return location.isEmpty ? "\(severity.rawValue): \(message)" : "\(location): \(severity.rawValue): \(message)"
    }

    /// Parses `path:line:col: severity: message` (and `severity: message`) lines; other lines are ignored.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var diagnostics: [CompilerDiagnostic] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(rawLine)
            for severity in [Severity.error, .warning, .note, .remark] {
                let marker = "\(severity.rawValue): "
                if line.hasPrefix(marker) {
                    diagnostics.append(CompilerDiagnostic(severity: severity, message: String(line.dropFirst(marker.count))))
                    break
                }
                guard let range = line.range(of: ": \(marker)") else { continue }
                let location = line[..<range.lowerBound]
                let message = String(line[range.upperBound...])
                // location is `file:line:col`, `file:line` or `<unknown>:0`; the file may contain ':'.
                var parts = location.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                var numbers: [Int] = []
                while numbers.count < 2, let last = parts.last, let number = Int(last) {
                    numbers.insert(number, at: 0)
                    parts.removeLast()
                }
                let file = parts.joined(separator: ":")
                diagnostics.append(CompilerDiagnostic(
                    file: file.isEmpty || file == "<unknown>" ? nil : file,
                    line: numbers.first,
                    column: numbers.count > 1 ? numbers[1] : nil,
                    severity: severity,
                    message: message
                ))
                break
            }
        }
        return diagnostics
    }
}

/// What one compiler invocation reported: its exit status and its diagnostics.
struct CompilerResult: Sendable, CustomStringConvertible {
    /// The full command line, compiler first.
    var command: [String]
    var exitStatus: Int32
    /// Everything the compiler printed (stdout, then stderr).
    var output: String

    /// True when the compiler exited with status 0 (warnings allowed).
    var succeeded: Bool { exitStatus == 0 }
    var diagnostics: [CompilerDiagnostic] { CompilerDiagnostic.parse(output) }
    var errors: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .warning } }
    /// Succeeded without a single warning: what "compiles cleanly" means for generated code.
    var isClean: Bool { succeeded && warnings.isEmpty && errors.isEmpty }

    /// Whether some error message contains `text`.
    func hasError(containing text: String) -> Bool { errors.contains { $0.message.contains(text) } }
    /// Whether some warning message contains `text`.
    func hasWarning(containing text: String) -> Bool { warnings.contains { $0.message.contains(text) } }

    var description: String {
        "exit status \(exitStatus) from: \(command.joined(separator: " "))\n\(output)"
    }
}

/// What running a compiled program produced.
struct ProgramRun: Sendable, CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String { "exit status \(status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)" }
}

/// Why the toolchain helpers gave up (a failed type-check is a result, not an error).
enum SwiftToolchainError: Error, CustomStringConvertible {
    case swiftcNotFound(searched: [String])
    case launchFailed(executable: String, underlying: String)
    case timedOut(command: [String], seconds: Double)
    case stubBuildFailed(CompilerResult)
    case compilationFailed(CompilerResult)

    var description: String {
        switch self {
        case .swiftcNotFound(let searched):
            return "swiftc not found; set SWIFTC. Looked at: \(searched.joined(separator: ", "))"
        case .launchFailed(let executable, let underlying):
            return "could not launch \(executable): \(underlying)"
        case .timedOut(let command, let seconds):
            return "timed out after \(seconds) s: \(command.joined(separator: " "))"
        case .stubBuildFailed(let result):
            return "building the SwiftUI stub module failed: \(result)"
        case .compilationFailed(let result):
            return "compilation failed: \(result)"
        }
    }
}

/// Runs `swiftc` for tests: finds it, builds the SwiftUI stub once, type-checks, parses, compiles and runs.
enum SwiftToolchain {
    /// How thoroughly `typecheck` checks.
    enum CheckMode: Sendable {
        /// `swiftc -typecheck`: semantic analysis only (fast). Misses the diagnostics emitted on
        /// SIL: missing `return`, use before initialization, region-based isolation (`sending`) errors.
        case typecheck
        /// `swiftc -emit-sil -wmo -o /dev/null`: also runs the mandatory SIL diagnostic passes, so
        /// everything a real build would report (short of code generation and linking).
        case silDiagnostics
    }

    // MARK: Locations

    /// The stub module's sources: `Tests/Support/SwiftUIStub`, found from this file's path
    /// (`SWIFTUI_STUB_DIR` overrides it).
    static var stubSourceDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["SWIFTUI_STUB_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        return URL(fileURLWithPath: #filePath)      // Tests/ScreenSpecTests/Support/SwiftToolchain.swift
            .deletingLastPathComponent()             // Tests/ScreenSpecTests/Support
            .deletingLastPathComponent()             // Tests/ScreenSpecTests
            .deletingLastPathComponent()             // Tests
            .appendingPathComponent("Support/SwiftUIStub", isDirectory: true)
    }

    /// The `.swift` files of the stub module, sorted.
    static func stubSourceFiles() throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: stubSourceDirectory.path)
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { stubSourceDirectory.appendingPathComponent($0) }
    }

    /// Whether a compiler can be found (for `@Test(.enabled(if: SwiftToolchain.isAvailable))`).
    static var isAvailable: Bool { (try? swiftc()) != nil }

    /// The `swiftc` to use: `$SWIFTC` if set; else the one next to the toolchain whose runtime this
    /// process runs on; else the first on `PATH`; else (macOS) `xcrun --find swiftc`.
    static func swiftc() throws -> URL {
        state.swiftcLock.lock()
        defer { state.swiftcLock.unlock() }
        if state.swiftcURL == nil { state.swiftcURL = locateSwiftc() }
        return try state.swiftcURL!.get()
    }

    private static func locateSwiftc() -> Result<URL, SwiftToolchainError> {
        let fileManager = FileManager.default
        var searched: [String] = []
        func usable(_ path: String) -> URL? {
            searched.append(path)
            return fileManager.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
        }

        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], !explicit.isEmpty {
            if let url = usable(explicit) { return .success(url) }
            return .failure(.swiftcNotFound(searched: searched))
        }

        // The toolchain whose runtime this process runs on: <toolchain>/usr/lib/swift/<os>/libswiftCore.so
        for library in loadedLibraries() where (library as NSString).lastPathComponent.hasPrefix("libswiftCore.") {
            let bin = URL(fileURLWithPath: library)
                .deletingLastPathComponent()    // <os>
                .deletingLastPathComponent()    // swift
                .deletingLastPathComponent()    // lib
                .deletingLastPathComponent()    // usr
                .appendingPathComponent("bin/swiftc")
            if let url = usable(bin.path) { return .success(url) }
        }

        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            if let url = usable("\(directory)/swiftc") { return .success(url) }
        }

        #if os(macOS)
        let xcrun = Process()
        let found = Pipe()
        xcrun.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
        xcrun.arguments = ["--find", "swiftc"]
        xcrun.standardOutput = found
        if (try? xcrun.run()) != nil {
            let data = found.fileHandleForReading.readDataToEndOfFile()
            xcrun.waitUntilExit()
            let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if xcrun.terminationStatus == 0, let url = usable(path) { return .success(url) }
        }
        #endif
        return .failure(.swiftcNotFound(searched: searched))
    }

    /// Paths of the shared libraries mapped into this process (Linux: /proc/self/maps).
    private static func loadedLibraries() -> [String] {
        // /proc files report size 0, so read to the end instead of trusting the size.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd(), let maps = String(data: data, encoding: .utf8) else { return [] }
        var seen = Set<String>()
        var paths: [String] = []
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            if path.contains(".so"), seen.insert(path).inserted { paths.append(path) }
        }
        return paths
    }

    // MARK: The stub module

    /// The directory holding `SwiftUI.swiftmodule` built from the stub sources; pass it with `-I`.
    /// Built once per test process (the first caller builds, concurrent callers wait).
    static func swiftUIStubModuleDirectory() async throws -> URL {
        try await stubModule.value
    }

    /// The stub build, started by the first test that needs it.
    private static let stubModule = Task { try await buildStubModule() }

    private static func buildStubModule() async throws -> URL {
        let directory = try state.root.get().appendingPathComponent("SwiftUIStub", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let arguments = [
            "-emit-module", "-parse-as-library",
            "-module-name", "SwiftUI",
            "-swift-version", "6",
            "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path,
        ] + (try commonArguments()) + (try stubSourceFiles()).map(\.path)
        let result = try await compile(arguments, in: directory)
        guard result.succeeded else { throw SwiftToolchainError.stubBuildFailed(result) }
        return directory
    }

    // MARK: Checking

    /// Type-checks `files` as one module in Swift 6 language mode (`-parse-as-library`), with the
    /// stub `SwiftUI` module importable when `againstSwiftUIStub` is true. A failed check is a
    /// result (see `CompilerResult.succeeded`, `.errors`, `.isClean`); this only throws when the
    /// compiler cannot be run at all or the stub does not build.
    static func typecheck(
        files: [URL],
        againstSwiftUIStub: Bool = true,
        mode: CheckMode = .typecheck,
        moduleName: String = "Checked",
        extraArguments: [String] = []
    ) async throws -> CompilerResult {
        var arguments: [String]
        switch mode {
        case .typecheck: arguments = ["-typecheck"]
        case .silDiagnostics: arguments = ["-emit-sil", "-wmo", "-o", nullDevice]
        }
        arguments += ["-parse-as-library", "-swift-version", "6", "-module-name", moduleName]
        if againstSwiftUIStub {
            arguments += ["-I", try await swiftUIStubModuleDirectory().path]
        }
        arguments += try commonArguments() + extraArguments + files.map(\.path)
        return try await withScratchDirectory { directory in try await compile(arguments, in: directory) }
    }

    /// Type-checks Swift source text (written to a scratch file named `fileName`).
    static func typecheck(
        source: String,
        fileName: String = "Source.swift",
        againstSwiftUIStub: Bool = true,
        mode: CheckMode = .typecheck,
        extraArguments: [String] = []
    ) async throws -> CompilerResult {
        try await typecheck(sources: [fileName: source], againstSwiftUIStub: againstSwiftUIStub, mode: mode, extraArguments: extraArguments)
    }

    /// Type-checks several in-memory files (file name → source) as one module.
    static func typecheck(
        sources: [String: String],
        againstSwiftUIStub: Bool = true,
        mode: CheckMode = .typecheck,
        extraArguments: [String] = []
    ) async throws -> CompilerResult {
        try await withScratchDirectory { directory in
            let files = try write(sources, into: directory)
            return try await typecheck(files: files, againstSwiftUIStub: againstSwiftUIStub, mode: mode, extraArguments: extraArguments)
        }
    }

    /// Parses one file (`swiftc -parse`): syntax only, no imports resolved.
    static func parse(file: URL) async throws -> CompilerResult {
        let arguments = ["-parse", "-swift-version", "6", "-diagnostic-style", "llvm", file.path]
        return try await withScratchDirectory { directory in try await compile(arguments, in: directory) }
    }

    // MARK: Running

    /// Compiles `files` plus a `main.swift` containing `mainSource` into an executable (Swift 6
    /// language mode, no SwiftUI stub: for the Foundation/Observation-only generated files) and
    /// runs it. Throws `compilationFailed` if it does not compile, `timedOut` if it runs too long.
    static func compileAndRun(
        files: [URL],
        mainSource: String,
        arguments programArguments: [String] = [],
        extraCompilerArguments: [String] = [],
        timeout: Double = 120
    ) async throws -> ProgramRun {
        try await withScratchDirectory { directory in
            let mainDirectory = directory.appendingPathComponent("main", isDirectory: true)
            try FileManager.default.createDirectory(at: mainDirectory, withIntermediateDirectories: true)
            let main = try write(["main.swift": mainSource], into: mainDirectory)
            let executable = directory.appendingPathComponent("program")
            let arguments = ["-swift-version", "6", "-Onone", "-module-name", "Program", "-o", executable.path]
                + (try commonArguments()) + extraCompilerArguments + (files + main).map(\.path)
            let compiled = try await compile(arguments, in: directory)
            guard compiled.succeeded else { throw SwiftToolchainError.compilationFailed(compiled) }
            return try await run(executable: executable, arguments: programArguments, currentDirectory: directory, timeout: timeout)
        }
    }

    // MARK: Scratch space

    /// Runs `body` with a fresh directory under this process's temporary root, removed afterwards
    /// (kept when `SCREENSPEC_KEEP_TEMP` is set, for debugging).
    static func withScratchDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = try makeScratchDirectory()
        defer { removeScratchDirectory(directory) }
        return try body(directory)
    }

    /// `withScratchDirectory` for a body that awaits (runs a process).
    static func withScratchDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
        let directory = try makeScratchDirectory()
        defer { removeScratchDirectory(directory) }
        return try await body(directory)
    }

    private static func makeScratchDirectory() throws -> URL {
        let directory = try state.root.get().appendingPathComponent("work-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private static func removeScratchDirectory(_ directory: URL) {
        if ProcessInfo.processInfo.environment["SCREENSPEC_KEEP_TEMP"] == nil {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// Writes `sources` (file name → text) into `directory`, returning the files in name order.
    static func write(_ sources: [String: String], into directory: URL) throws -> [URL] {
        try sources.keys.sorted().map { name in
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(sources[name]!.utf8).write(to: url)
            return url
        }
    }

    // MARK: Implementation

    static var nullDevice: String {
        #if os(Windows)
        return "NUL"
        #else
        return "/dev/null"
        #endif
    }

    /// Arguments every compiler invocation shares. The module cache must be one directory spelled
    /// one way for the whole process: clang rejects modules found "in both" of two spellings.
    static func commonArguments() throws -> [String] {
        ["-module-cache-path", try state.root.get().appendingPathComponent("ModuleCache", isDirectory: true).path,
         "-diagnostic-style", "llvm"]
    }

    static func compile(_ arguments: [String], in directory: URL) async throws -> CompilerResult {
        let swiftc = try swiftc()
        await state.compilerSlots.acquire()
        let ran: ProgramRun
        do {
            ran = try await run(executable: swiftc, arguments: arguments, currentDirectory: directory, timeout: 600)
        } catch {
            state.compilerSlots.release()
            throw error
        }
        state.compilerSlots.release()
        return CompilerResult(command: [swiftc.path] + arguments, exitStatus: ran.status, output: ran.stdout + ran.stderr)
    }

    /// Runs a program to completion, capturing its output through files (no pipe deadlocks);
    /// `input` is its standard input (none when nil).
    static func run(executable: URL, arguments: [String], currentDirectory: URL? = nil,
                    environment extraEnvironment: [String: String] = [:], input: Data? = nil,
                    timeout: Double) async throws -> ProgramRun {
        let captureDirectory = try state.root.get().appendingPathComponent("capture-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: captureDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: captureDirectory) }
        let stdoutURL = captureDirectory.appendingPathComponent("stdout")
        let stderrURL = captureDirectory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? stdoutHandle.close()
            try? stderrHandle.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        // The program's temporary files go where its output is captured, removed on return:
        // `swiftc -emit-sil` with several files leaves a `TemporaryDirectory.*` behind in TMPDIR
        // on every run, and the tests run it hundreds of times.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = captureDirectory.path
        environment.merge(extraEnvironment) { $1 }
        process.environment = environment
        var inputHandle: FileHandle?
        if let input {
            let inputURL = captureDirectory.appendingPathComponent("stdin")
            try input.write(to: inputURL)
            inputHandle = try FileHandle(forReadingFrom: inputURL)
        }
        defer { try? inputHandle?.close() }
        process.standardInput = inputHandle ?? FileHandle.nullDevice
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle
        let exit = ProcessExit()
        process.terminationHandler = { _ in exit.signal() }
        do {
            try process.run()
        } catch {
            throw SwiftToolchainError.launchFailed(executable: executable.path, underlying: "\(error)")
        }
        if await !exit.wait(seconds: timeout) {
            process.terminate()                 // only the process started here, by its id
            _ = await exit.wait(seconds: 10)
            throw SwiftToolchainError.timedOut(command: [executable.path] + arguments, seconds: timeout)
        }
        let out = (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
        return ProgramRun(status: process.terminationStatus, stdout: out, stderr: err)
    }

    /// The exit status of a quick probe (`python3 -c "import jsonschema"`), nil when it cannot be
    /// started. It blocks its thread, so it is for one-off probes, not for tests' work.
    static func exitStatus(of executable: URL, arguments: [String]) -> Int32? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The process's temporary root, where scratch folders and stub builds go.
    static func temporaryRoot() throws -> URL { try state.root.get() }

    /// Process-wide state: the temporary root, the located compiler, the throttle.
    private final class State: @unchecked Sendable {
        let compilerSlots = AsyncSlots(max(1, ProcessInfo.processInfo.activeProcessorCount))
        let swiftcLock = NSLock()
        var swiftcURL: Result<URL, SwiftToolchainError>?
        let root: Result<URL, Error>

        init() {
            root = Result(catching: {
                let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true).resolvingSymlinksInPath()
                let root = base.appendingPathComponent(
                    "screenspec-swiftc-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))",
                    isDirectory: true)
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
                temporaryRootToRemove = root.path
                atexit {
                    if let path = temporaryRootToRemove, ProcessInfo.processInfo.environment["SCREENSPEC_KEEP_TEMP"] == nil {
                        try? FileManager.default.removeItem(atPath: path)
                    }
                }
                return root
            })
        }
    }

    private static let state = State()
}

/// Read by the `atexit` handler (a C function pointer cannot capture).
nonisolated(unsafe) private var temporaryRootToRemove: String?

/// A process's exit, awaited with a time limit.
private final class ProcessExit: @unchecked Sendable {
    // @unchecked: `exited` and `waiter` are only read and written while holding `lock`.
    private let lock = NSLock()
    private var exited = false
    private var waiter: CheckedContinuation<Bool, Never>?

    /// Called once the process has exited.
    func signal() {
        let waiter = lock.withLock { () -> CheckedContinuation<Bool, Never>? in
            exited = true
            defer { self.waiter = nil }
            return self.waiter
        }
        waiter?.resume(returning: true)
    }

    /// Whether the process exits within `seconds`.
    func wait(seconds: Double) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let done = lock.withLock {
                if exited { return true }
                waiter = continuation
                return false
            }
            if done {
                continuation.resume(returning: true)
                return
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
                let late = lock.withLock { () -> CheckedContinuation<Bool, Never>? in
                    defer { waiter = nil }
                    return waiter
                }
                late?.resume(returning: false)
            }
        }
    }
}
