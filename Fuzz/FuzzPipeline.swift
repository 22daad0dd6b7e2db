import Mustache
import ScreenSpec

// The libFuzzer harness of the whole in-memory pipeline (Documentation/Reliability.md): bytes ->
// one to three spec files -> load -> check -> template context -> the three generated files,
// and, with `-D FUZZ_GRAPH`, the graph in every format and the docs. Built by Scripts/fuzz.sh
// with `swiftc -sanitize=fuzzer,address`; not a SwiftPM target.
//
// Besides crashes (traps, sanitizer reports), it stops on a broken promise of DESIGN §3 and §6:
// a diagnostic outside the inputs or at line or column 0, an unlocated limit, a load that
// returns nothing without saying why, or a clean spec the default templates cannot render.

/// Splits fuzzer bytes into spec files and runs every stage on them.
enum FuzzPipeline {
    /// The byte that separates spec files in an input: NUL, which a YAML file cannot hold, so
    /// seeds are whole specs joined with it. Past the third file it stays in the third file's bytes.
    static let separator: UInt8 = 0

    /// The names the pieces are loaded under; the loader reads them in this (byte) order.
    static let fileNames = ["a.yaml", "b.yaml", "c.yaml"]

    /// Built once: embedded templates are parsed on first use and cached by the library.
    static let pipeline = CompilerPipeline()

    /// Runs one input through every stage.
    static func run(_ bytes: [UInt8]) {
        // The same bytes as a `.screenspec.yml`, whose reader shares the YAML layer.
        var configurationDiagnostics = DiagnosticCollector()
        _ = ConfigurationLoader().parse(bytes, file: fileNames[0], diagnostics: &configurationDiagnostics)
        report(configurationDiagnostics.diagnostics, sources: [SourceFile(path: fileNames[0], bytes: bytes)], loaded: nil)

        let sources = split(bytes)
        var diagnostics = DiagnosticCollector()
        let loaded = pipeline.load(sources: sources, diagnostics: &diagnostics)
        defer { report(diagnostics.diagnostics, sources: sources, loaded: loaded) }
        guard let loaded else {
            require(diagnostics.hasErrors, "load returned nothing without an error")
            return
        }
        // What loaded is checked even when loading reported errors (`check` reports every mistake
        // in one run); the rules that depend on a part left out are skipped, with a note.
        let loadedCleanly = !diagnostics.hasErrors
        let checked = pipeline.check(loaded, diagnostics: &diagnostics)
        let skipped = Set(loaded.gaps.flatMap(\.kind.skippedRules))
        require(!diagnostics.diagnostics.contains { skipped.contains($0.id) }, "a skipped rule reported")
        require(loaded.gaps.isEmpty == !diagnostics.diagnostics.contains { $0.id == LoadGap.skippedID },
                "gaps without a note, or a note without gaps")
        // `graph` and `docs` draw any spec that loads cleanly, checker mistakes included;
        // `generate` needs a clean one.
        guard loadedCleanly else { return }
        drawGraph(checked.graph)
        guard !diagnostics.hasErrors else { return }

        let context = pipeline.context(checked)
        _ = dumpContext(context)
        var rendering = DiagnosticCollector()
        let files = pipeline.render(context, diagnostics: &rendering)
        require(!rendering.hasErrors && files.count == CompilerPipeline.generatedTemplates.count,
                "a clean spec did not render: \(rendering.diagnostics.map(\.message))")
    }

    /// The input as one to three files, cut at the first two separators.
    static func split(_ bytes: [UInt8]) -> [SourceFile] {
        var pieces: [[UInt8]] = [[]]
        for byte in bytes {
            if byte == separator, pieces.count < fileNames.count {
                pieces.append([])
            } else {
                pieces[pieces.count - 1].append(byte)
            }
        }
        return zip(fileNames, pieces).map { SourceFile(path: $0, bytes: $1) }
    }

    /// Checks every diagnostic's location and runs every reporter over them, the text one with
    /// source lines and carets (which index into the files by line and column).
    static func report(_ diagnostics: [Diagnostic], sources: [SourceFile], loaded: LoadedSpec?) {
        let names = Set(sources.map(\.path))
        for diagnostic in diagnostics {
            let locations = [diagnostic.location] + diagnostic.notes.map(\.location) + diagnostic.fixIts.map(\.location)
            for location in locations {
                require(names.contains(location.file) && location.line >= 1 && location.column >= 1,
                        "diagnostic [\(diagnostic.id)] at \(location)")
            }
            require(!diagnostic.message.isEmpty, "diagnostic [\(diagnostic.id)] without a message")
        }
        let files = loaded?.sources ?? SourceFiles(sources)
        let lines: SourceLineProvider = { file, line in files.line(line, in: file) }
        for kind in ReporterKind.allCases {
            let options = ReporterOptions(usesColor: kind == .text, sourceLine: lines)
            _ = kind.makeReporter(options).report(diagnostics)
        }
    }

    /// The graph in every format, whole and per tab, and the docs (HTML without Graphviz).
    static func drawGraph(_ graph: NavigationGraph) {
        #if FUZZ_GRAPH
        for format in GraphFormat.allCases {
            do {
                _ = try renderGraph(graph, format: format)
            } catch {
                require(false, "the whole graph failed: \(error)")
            }
            // A tab whose root is not a screen has no stack to draw: an error, not a crash.
            for tab in graph.spec.tabs.map(\.id.value) {
                _ = try? renderGraph(graph, format: format, tab: tab)
            }
        }
        do {
            _ = try DocsGenerator(svg: { _ in nil }).render(graph, html: true)
        } catch {
            require(false, "the docs of a loaded spec did not render: \(error.message)")
        }
        #endif
    }

    /// Stops the run, so libFuzzer keeps the input, when a promise is broken.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("broken promise: " + message()) }
    }
}

/// libFuzzer's entry point: every input goes through the pipeline; the return value is unused.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipelineTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzPipeline.run(bytes)
    return 0
}
