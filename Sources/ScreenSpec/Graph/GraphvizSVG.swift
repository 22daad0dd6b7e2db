import Foundation

/// Turns DOT into SVG with the Graphviz `dot` program when it is installed, for the graph of the
/// HTML docs; the docs fall back to Mermaid source when it is not.
public enum GraphvizSVG {
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
        guard let executable = dotExecutable() else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        // dot reads its whole input before writing, so writing first cannot dead-lock.
        input.fileHandleForWriting.write(Data(source.utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let svg = String(data: data, encoding: .utf8) else { return nil }
        return inlineable(svg)
    }

    /// An SVG document reduced to its `<svg>` element: the XML declaration, the DOCTYPE and
    /// comments (which name the Graphviz version, so the docs would differ between machines)
    /// are removed; line endings become LF and the text ends in one newline.
    public static func inlineable(_ svg: String) -> String {
        var text = svg.replacingOccurrences(of: "\r\n", with: "\n")
        if let start = text.range(of: "<svg") {
            text = String(text[start.lowerBound...])
        }
        while let open = text.range(of: "<!--"), let close = text.range(of: "-->", range: open.upperBound..<text.endIndex) {
            var end = close.upperBound
            if end < text.endIndex, text[end] == "\n" { end = text.index(after: end) }
            text.removeSubrange(open.lowerBound..<end)
        }
        while text.hasSuffix("\n") { text.removeLast() }
        return text + "\n"
    }
}
