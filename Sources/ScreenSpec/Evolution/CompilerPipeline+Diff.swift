/// What `screenspec diff` gets from `CompilerPipeline.diff(baseline:paths:)`.
public struct DiffResult: Sendable {
    /// Every diagnostic: the current spec's loader and checker problems, the baseline's loader
    /// problems, or else the differences; severities adjusted by the configuration.
    public var diagnostics: [Diagnostic]
    /// The text of the current spec's files, for the reporter's source lines.
    public var sources: SourceFiles?
    /// The text of the baseline's files.
    public var baselineSources: SourceFiles?
    /// Each baseline file's counterpart in the current spec: the file at the same path below
    /// the spec's paths (at the revision, or below the baseline folder).
    var counterparts: [String: String] = [:]
    /// The current spec's file declaring `app`, for a removal with no counterpart file.
    var appFile: String?

    /// Line `n` of a file of either spec.
    public func line(_ n: Int, in file: String) -> String? {
        sources?.line(n, in: file) ?? baselineSources?.line(n, in: file)
    }

    /// The diagnostics for reporters that annotate the changed files (`github`, `sarif`), where a
    /// baseline file (`HEAD:Specs/app.yaml`) is no file of the checkout: a diagnostic located
    /// in the baseline moves to its note in the current spec (the screen a removal came from),
    /// else to the whole of its file's counterpart, else to the whole file declaring `app`, and
    /// its message ends with where it was in the baseline. One that names no file at all (an
    /// unreadable `git:REV`) loses its location.
    public func locatedInCurrentSpec() -> [Diagnostic] {
        let baselineFiles = Set(baselineSources?.paths ?? [])
        let currentFiles = Set(sources?.paths ?? [])
        return diagnostics.map { diagnostic in
            var moved = diagnostic
            let file = diagnostic.location.file
            if baselineFiles.contains(file) {
                if let here = diagnostic.notes.firstIndex(where: { currentFiles.contains($0.location.file) }) {
                    moved.location = diagnostic.notes[here].location
                    moved.notes.remove(at: here)
                } else {
                    moved.location = SourceLocation(file: counterparts[file] ?? appFile ?? "", line: 0, column: 0)
                }
                moved.message += " (in the baseline at \(diagnostic.location))"
                moved.notes.removeAll { baselineFiles.contains($0.location.file) }
            } else if diagnostic.id == EvolutionID.baselineUnreadable, !currentFiles.contains(file) {
                moved.location = SourceLocation(file: "", line: 0, column: 0)
            }
            return moved
        }
    }
}

extension CompilerPipeline {
    /// Loads and checks the spec at `paths`, loads the baseline (its rules do not run: only its
    /// model matters), and compares them. Differences are reported only when both loaded cleanly.
    public func diff(baseline: Baseline, paths: [String]) -> DiffResult {
        var diagnostics = DiagnosticCollector()
        let (checked, sources) = loadAndCheck(paths: paths, diagnostics: &diagnostics)

        let baselineFiles: [SourceFile]
        switch baseline.sources(paths: paths, limit: limits.maxBytes) {
        case .success(let files): baselineFiles = files
        case .failure(let problem):
            diagnostics.emit(contentsOf: configuration.adjusting([problem.diagnostic], warningsAsErrors: warningsAsErrors))
            return DiffResult(diagnostics: diagnostics.diagnostics, sources: sources, baselineSources: nil)
        }
        let baselineSources = SourceFiles(baselineFiles)
        var baselineDiagnostics = DiagnosticCollector()
        let loaded = CompilerPipeline(configuration: configuration, warningsAsErrors: false, limits: limits, rules: [])
            .load(sources: baselineFiles, diagnostics: &baselineDiagnostics)
        diagnostics.emit(contentsOf: baselineDiagnostics.diagnostics.filter { $0.severity == .error })
        guard let checked, let loaded, !diagnostics.hasErrors else {
            return DiffResult(diagnostics: diagnostics.diagnostics, sources: sources, baselineSources: baselineSources)
        }
        let old = NavigationGraph(spec: loaded.spec)
        let differences = SpecDiff(baseline: old, current: checked.graph).diagnostics()
        diagnostics.emit(contentsOf: configuration.adjusting(differences, warningsAsErrors: warningsAsErrors))
        var result = DiffResult(diagnostics: diagnostics.diagnostics, sources: sources, baselineSources: baselineSources)
        result.counterparts = Self.counterparts(baseline: baseline, baselineFiles: baselineSources.paths,
                                                currentFiles: sources?.paths ?? [], paths: paths)
        result.appFile = checked.graph.spec.app.name.location.file
        return result
    }

    /// Pairs each baseline file with the current file at the same path: below one of `paths` for
    /// a revision (whose files are named `REV:path`), below the baseline folder for a folder.
    static func counterparts(baseline: Baseline, baselineFiles: [String], currentFiles: [String],
                             paths: [String]) -> [String: String] {
        func relative(_ file: String, to roots: [String]) -> String {
            for root in roots {
                let folder = root.hasSuffix("/") ? root : root + "/"
                if file == root { return String(file.split(separator: "/").last ?? Substring(file)) }
                if file.hasPrefix(folder) { return String(file.dropFirst(folder.count)) }
            }
            return file
        }
        // `REV:./app.yaml` (read in a subfolder) pairs with the current `app.yaml`.
        let roots = paths.map(Self.withoutDotSlash)
        var current: [String: String] = [:]
        for file in currentFiles {
            let key = relative(Self.withoutDotSlash(file), to: roots)
            current[key] = current[key] ?? file
        }
        var pairs: [String: String] = [:]
        for file in baselineFiles {
            let key = switch baseline {
            case .git(let revision): relative(Self.withoutDotSlash(String(file.dropFirst(revision.count + 1))), to: roots)
            case .path(let root): relative(file, to: [root])
            }
            pairs[file] = current[key]
        }
        return pairs
    }

    /// `app.yaml` for `./app.yaml`: one file, two spellings.
    static func withoutDotSlash(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}
