import Foundation
import Testing
@testable import ScreenSpec
import YAMLSource

/// Spec files that are not regular files, and spec text that must not escape where it lands:
/// Swift comments, terminals, Markdown, DOT, Mermaid, LocalizedStringKey format strings, URL defaults.
@Suite struct HostileTextTests {
    private let manager = FileManager.default

    /// This test's folders, removed when it ends.
    private let folders = TemporaryFolders("hostile-text")

    private func makeFolder() throws -> String {
        try folders.make()
    }

    private func load(paths: [String], limits: YAMLLimits = .default) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        _ = SpecLoader(limits: limits).load(paths: paths, diagnostics: &diagnostics)
        return diagnostics.diagnostics
    }

    private func load(_ text: String) -> (LoadedSpec?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let loaded = SpecLoader().load(sources: [SourceFile(path: "spec.yaml", text: text)], diagnostics: &diagnostics)
        return (loaded, diagnostics.diagnostics)
    }

    // MARK: Files that are not regular files

    @Test("A spec that is a FIFO is refused at once with a located diagnostic, never waited on")
    func fifoSpec() throws {
        let folder = try makeFolder()
        #expect(mkfifo(folder + "/app.yaml", 0o644) == 0)
        let diagnostics = load(paths: [folder + "/app.yaml"])
        let refusal = try #require(diagnostics.first { $0.id == "spec.no_input" })
        #expect(refusal.message == "'\(folder)/app.yaml' is a FIFO, not a regular file: it is not read")
        #expect(refusal.location.file == folder + "/app.yaml")
        // Found in a folder, too.
        #expect(load(paths: [folder]).contains { $0.message.contains("is a FIFO") })
    }

    @Test("A spec that is a symlink to /dev/zero is refused before reading")
    func devZeroSpec() throws {
        let folder = try makeFolder()
        try manager.createSymbolicLink(atPath: folder + "/zero.yaml", withDestinationPath: "/dev/zero")
        let started = Date()
        let diagnostics = load(paths: [folder + "/zero.yaml"])
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(diagnostics.contains { $0.id == "spec.no_input" && $0.message.contains("is a character device") },
                "\(diagnostics.map(\.message))")
    }

    @Test("Reads stop at the limit plus one byte: a regular file over the limit is a yaml.limit, however it grew")
    func readsAreCapped() throws {
        let folder = try makeFolder()
        let path = folder + "/big.yaml"
        try Data(repeating: UInt8(ascii: "#"), count: 5000).write(to: URL(fileURLWithPath: path))
        switch RegularFile.read(path, limit: 1000) {
        case .failure(.tooLarge): break
        case let other: Issue.record("expected tooLarge, got \(other)")
        }
        // The descriptor-level read itself never returns more than limit + 1 bytes.
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(RegularFile.readBytes(descriptor, sizeHint: 0, limit: 1000)?.count == 1001)
        #expect(load(paths: [path], limits: YAMLLimits(maxBytes: 1000)).contains { $0.id == "yaml.limit" })
    }

    @Test("A kernel file that calls itself regular but would block (/proc/kmsg) is refused, not waited on")
    func blockingRegularFile() async throws {
        // Only root may open it, and only where the kernel has it.
        guard geteuid() == 0, access("/proc/kmsg", R_OK) == 0 else {
            print("skipped: /proc/kmsg cannot be opened here")
            return
        }
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = RegularFile.read("/proc/kmsg", limit: 1 << 20)
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 10) == .success, "the read waited for the next kernel message")
    }

    @Test("A configuration file that is a FIFO is refused, not waited on")
    func fifoConfiguration() throws {
        let folder = try makeFolder()
        #expect(mkfifo(folder + "/.screenspec.yml", 0o644) == 0)
        var diagnostics = DiagnosticCollector()
        _ = ConfigurationLoader().load(file: folder + "/.screenspec.yml", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.contains { $0.id == "io.unreadable" && $0.message.contains("is a FIFO") })
    }

    // MARK: Line breaks only YAML sees

    @Test("U+2028, U+2029 and U+0085 are a located yaml.encoding at the line and column editors show",
          arguments: [("\u{2028}", "U+2028"), ("\u{2029}", "U+2029"), ("\u{85}", "U+0085")])
    func unicodeLineBreaks(_ character: String, _ code: String) {
        // In a comment, where libyaml would end the comment and read the rest as YAML.
        let (_, inComment) = load("app:\n  name: Shop # a \(character) b: [\nscreens:\n  Home: {}\n")
        #expect(inComment.map(\.id) == ["yaml.encoding"], "\(inComment.map(\.message))")
        #expect(inComment.first?.location.line == 2)
        #expect(inComment.first?.location.column == 18)
        #expect(inComment.first?.message.hasPrefix("\(code) (") == true)
        // In a title, after a line that libyaml would have counted twice.
        let (_, inTitle) = load("app:\n  name: Shop\nscreens:\n  Home:\n    title: A\(character)B\n")
        #expect(inTitle.first?.location.line == 5)
        #expect(inTitle.first?.location.column == 13)
        // Written as an escape in a double-quoted string, it is text.
        let (loaded, escaped) = load("app:\n  name: Shop\n  root: Home\nscreens:\n  Home:\n    title: \"A\\u2028B\"\n")
        #expect(!escaped.contains { $0.severity == .error }, "\(escaped.map(\.message))")
        #expect(loaded?.spec.screens.first?.title?.value == "A\u{2028}B")
    }

    // MARK: Comments, terminals, Markdown, DOT, Mermaid

    @Test("A file name with a line break cannot end the generated header comment")
    func headerCommentCannotBeEnded() throws {
        let (loaded, diagnostics) = load("app:\n  name: Shop\n  root: Home\nscreens:\n  Home: {}\n")
        #expect(!diagnostics.contains { $0.severity == .error })
        let graph = NavigationGraph(spec: try #require(loaded).spec)
        let context = ContextBuilder.build(graph, specFiles: ["Specs/x\nlet injected = 1 //.yaml", "a\u{1B}[2Jb.yaml", "c*/d.yaml"])
        #expect(!context.header.contains("\n"))
        #expect(context.header.contains("x let injected"))
        #expect(context.header.contains("a\\u{1B}[2Jb.yaml"))
        #expect(!context.header.contains("*/"))
        #expect(SwiftSyntax.commentLine("title\u{2028}next\u{202E}evil") == "title next\\u{202E}evil")
    }

    @Test("The text reporter shows control characters of names and messages escaped: no forged line, no terminal codes")
    func textReporterEscapes() {
        let diagnostic = Diagnostic(id: "spec.unknown_key", severity: .error, message: "unknown key 'a\u{1B}[31mb'",
                                    at: SourceLocation(file: "x\nSpecs/app.yaml:1:1: error: forged", line: 2, column: 3))
        let output = TextReporter(sourceLine: { _, _ in "\u{1B}]0;title\u{7}ab: c" }).report([diagnostic])
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "\(output)")
        #expect(!output.contains("\u{1B}"))
        #expect(!output.contains("\u{7}"))
        #expect(lines[0].hasPrefix("x\\u{A}Specs/app.yaml:1:1: error: forged:2:3: error: unknown key 'a\\u{1B}[31mb'"))
        // The caret is under column 3 ('a' after the two escaped characters … counted as shown).
        let shownSource = String(lines[1])
        let caretColumn = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let expectedColumn = shownSource.distance(from: shownSource.startIndex, to: shownSource.range(of: "0;")!.lowerBound)
        #expect(caretColumn == expectedColumn, "\(output)")
    }

    @Test("Markdown, DOT and Mermaid: a title is text, never syntax or a directive")
    func graphTextEscapes() throws {
        let yaml = """
            app:
              name: Shop
              root: Home
            screens:
              Home:
                title: "%%{init: {'theme': 'dark'}}%% \\\\N \\u2028 x\\u202Ey"
                links:
                  - push: Detail
              Detail: {}
            """
        let (loaded, diagnostics) = load(yaml)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        let graph = NavigationGraph(spec: try #require(loaded).spec)
        let slice = try GraphSlice(graph)
        let mermaid = MermaidRenderer().render(slice)
        #expect(!mermaid.contains("%%{"), "\(mermaid)")
        let dot = DOTRenderer().render(slice)
        #expect(dot.contains("&#92;N"), "\(dot)")
        
        #expect(DocsMarkup.markdown.text("a\u{2028}b\u{202E}c") == "a bc")
    }

    // MARK: Titles as LocalizedStringKey

    @Test("A title with an interpolation writes its % as %% (a format string); without one, as written")
    func percentInTitles() {
        let parts = SwiftSyntax.titleParts("50% off {name}") { $0 == "name" }
        #expect(SwiftSyntax.titleExpression(parts) == "\"50%% off \\(name)\"")
        let plain = SwiftSyntax.titleParts("100% sure") { _ in false }
        #expect(SwiftSyntax.titleExpression(plain) == "\"100% sure\"")
    }

    // MARK: URL defaults

    @Test("URL defaults are checked against RFC 3986, not the build machine's lenient parser",
          arguments: [
            ("https://example.com", true), ("https://example.com/a/b?q=1&r=%20#top", true),
            ("mailto:someone@example.com", true), ("https://[::1]:8080/x", true), ("urn:isbn:0451450523", true),
            ("https://exa mple.com", false), ("https://example.com/a%", false), ("https://example.com/%zz", false),
            ("https://example.com/caf\u{E9}", false), ("https://example.com/a[b]", false), ("https://host:port/", false),
            ("https://example.com/#a#b", false), ("1https://x", false), ("https:", false), ("example.com", false),
            ("https://example.com/a\"b", false), ("https://example.com/a|b", false),
          ])
    func urlDefaults(_ text: String, _ valid: Bool) {
        #expect(URIReference.isAbsoluteURI(text) == valid, "\(text)")
    }
}
