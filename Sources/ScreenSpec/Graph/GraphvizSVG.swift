import Foundation

/// Turns DOT into SVG with the Graphviz `dot` program when it is installed, for the graph of the
/// HTML docs; the docs fall back to Mermaid source, saying why, when it is not or when it fails.
public enum GraphvizSVG {
    /// What drawing a graph gave: the inline SVG, or why there is none.
    public enum Drawing: Equatable, Sendable {
        case svg(String)
        /// No drawing; the sentence says why (`Graphviz 'dot' was not found on PATH`, `dot failed: …`).
        case missing(String)

        /// The SVG, if any.
        public var svg: String? {
            if case .svg(let svg) = self { return svg }
            return nil
        }
    }

    /// How long `dot` may take before it is stopped and the page goes without a drawing.
    public static let timeLimit: Double = 60

    /// The reason given when `dot` is not on `PATH`.
    public static let notFound = "Graphviz 'dot' was not found on PATH"

    /// The path of the first executable `dot` on `PATH`, or nil.
    public static func dotExecutable(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = (String(folder) as NSString).appendingPathComponent("dot")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    /// The SVG `dot -Tsvg` makes of `source`, ready to inline in HTML (see ``inlineable(_:)``);
    /// nil when `dot` is not on `PATH` or fails.
    public static func render(dot source: String) -> String? {
        draw(dot: source).svg
    }

    /// Runs `dot -Tsvg` on `source` within `timeLimit` seconds. `dot` may stop reading early (it
    /// rejects a label over 16 KB and exits): writing its input then fails with EPIPE, which is
    /// reported, never a SIGPIPE that kills the run.
    public static func draw(dot source: String, executable: String? = dotExecutable(),
                            timeLimit: Double = timeLimit) -> Drawing {
        guard let executable else { return .missing(notFound) }
        // A write to a pipe whose reader is gone fails with EPIPE instead of killing the process.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            return .missing("dot could not be started: \((error as NSError).localizedDescription)")
        }
        let writer = input.fileHandleForWriting
        let bytes = Data(source.utf8)
        let group = DispatchGroup()
        let box = RunState()
        // Input, output and errors each on their own thread, so that none can fill a pipe while
        // another waits, and this thread can stop waiting at the time limit even if a child of
        // `dot` keeps a pipe open.
        DispatchQueue.global().async(group: group) {
            try? writer.write(contentsOf: bytes)
            try? writer.close()
        }
        DispatchQueue.global().async(group: group) {
            let text = errors.fileHandleForReading.readDataToEndOfFile()
            box.locked { $0.errorText = text }
        }
        DispatchQueue.global().async(group: group) {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            box.locked { $0.output = data }
        }
        if ended.wait(timeout: .now() + timeLimit) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            _ = ended.wait(timeout: .now() + 5)
            return .missing("dot did not finish within \(Int(timeLimit)) s and was stopped")
        }
        guard group.wait(timeout: .now() + 10) == .success else {
            return .missing("dot ended, but its output did not")
        }
        let (data, errorText) = box.locked { ($0.output, $0.errorText) }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let said = String(String.UnicodeScalarView(String(decoding: errorText.prefix(2000), as: UTF8.self)
                .unicodeScalars.map { $0 == "\n" || $0.properties.generalCategory != .control ? $0 : " " }))
                .split(whereSeparator: \.isNewline).first.map { ": " + $0.trimmingCharacters(in: .whitespaces) } ?? ""
            let how = process.terminationReason == .exit
                ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
            return .missing("dot failed (\(how))\(String(said.prefix(300)))")
        }
        guard let svg = String(data: data, encoding: .utf8) else {
            return .missing("dot wrote SVG that is not UTF-8")
        }
        return .svg(inlineable(svg))
    }

    /// An SVG document reduced to its `<svg>` element: the XML declaration, the DOCTYPE and
    /// comments (which name the Graphviz version, so the docs would differ between machines)
    /// are removed, each with the newline after it, in one pass; line endings become LF and the
    /// text ends in one newline.
    public static func inlineable(_ svg: String) -> String {
        var bytes = Array(svg.utf8)
        if let start = firstIndex(of: Array("<svg".utf8), in: bytes, from: 0) {
            bytes.removeSubrange(..<start)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        let open = Array("<!--".utf8)
        let close = Array("-->".utf8)
        var index = 0
        var commentsMayEnd = true
        while index < bytes.count {
            if commentsMayEnd, bytes[index] == UInt8(ascii: "<"), matches(open, in: bytes, at: index) {
                guard let end = firstIndex(of: close, in: bytes, from: index + open.count) else {
                    // An unclosed comment is kept as it is, and so is every later one.
                    commentsMayEnd = false
                    continue
                }
                index = end + close.count
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                else if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\r"), bytes[index + 1] == UInt8(ascii: "\n") { index += 2 }
                continue
            }
            if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                index += 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        while result.last == UInt8(ascii: "\n") { result.removeLast() }
        result.append(UInt8(ascii: "\n"))
        return String(decoding: result, as: UTF8.self)
    }

    /// What the threads of one `dot` run share, under a lock.
    private final class RunState: @unchecked Sendable {
        struct State {
            var errorText = Data()
            var output = Data()
        }
        private let lock = NSLock()
        private var state = State()

        func locked<T>(_ body: (inout State) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&state)
        }
    }

    private static func matches(_ needle: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + needle.count <= bytes.count else { return false }
        for offset in needle.indices where bytes[index + offset] != needle[offset] { return false }
        return true
    }

    /// The first index at or after `from` where `needle` starts: a linear scan (the needles are
    /// short and start with a byte that is rare in SVG).
    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        var index = from
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], matches(needle, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }
}
