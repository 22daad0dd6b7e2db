import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error.
enum StandardStream: Sendable {
    case standardOutput
    case standardError
}

/// Where commands print: the process's streams, or a buffer in tests.
protocol Console: AnyObject, Sendable {
    /// Writes `text` as UTF-8; false when it could not be written.
    func write(_ text: String, to stream: StandardStream) -> Bool
    /// Whether the stream is a terminal (for `--color auto`).
    func isTerminal(_ stream: StandardStream) -> Bool
}

/// The process's standard output and error, written with `write(2)` so nothing is buffered
/// and a failed write is seen (exit code 74).
final class StandardConsole: Console {
    init() {}

    func write(_ text: String, to stream: StandardStream) -> Bool {
        let descriptor = Self.descriptor(stream)
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    func isTerminal(_ stream: StandardStream) -> Bool {
        isatty(Self.descriptor(stream)) == 1
    }

    private static func descriptor(_ stream: StandardStream) -> Int32 {
        stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO
    }
}

/// `write(2)`, named apart from `Console.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, buffer, count)
    #else
    return Darwin.write(descriptor, buffer, count)
    #endif
}

/// Keeps what commands print, for tests that run commands in process.
final class CapturingConsole: Console, @unchecked Sendable {
    // @unchecked: every access to the buffers holds `lock`.
    private let lock = NSLock()
    private var outputBuffer = ""
    private var errorBuffer = ""
    /// What `isTerminal` answers for both streams.
    let terminal: Bool

    init(terminal: Bool = false) {
        self.terminal = terminal
    }

    /// Everything written to standard output.
    var output: String {
        lock.lock()
        defer { lock.unlock() }
        return outputBuffer
    }

    /// Everything written to standard error.
    var error: String {
        lock.lock()
        defer { lock.unlock() }
        return errorBuffer
    }

    func write(_ text: String, to stream: StandardStream) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        switch stream {
        case .standardOutput: outputBuffer += text
        case .standardError: errorBuffer += text
        }
        return true
    }

    func isTerminal(_ stream: StandardStream) -> Bool { terminal }
}
