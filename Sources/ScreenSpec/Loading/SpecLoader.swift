import Foundation
import YAMLSource

/// The first stage of the pipeline: finds the spec files, parses them, and reads and merges them
/// into one `Spec`, reporting every loader diagnostic instead of stopping at the first.
public struct SpecLoader: Sendable {
    /// Whether a file in a spec folder is a spec: `*.yaml` or `*.yml`, not hidden. The loader,
    /// `diff`'s git baseline and `init` judge folders by it.
    public static func isSpecFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".yaml") || name.hasSuffix(".yml"))
    }

    /// The bounds every file is parsed within.
    public var limits: YAMLLimits

    /// Creates a loader.
    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    /// Every id the loader can report, for documentation and reporters.
    public static let diagnosticIDs: [String] = [
        YAMLProblem.Kind.syntax.rawValue, YAMLProblem.Kind.duplicateKey.rawValue, YAMLProblem.Kind.limit.rawValue,
        YAMLProblem.Kind.encoding.rawValue, LoaderID.unknownKey, LoaderID.typeMismatch, LoaderID.missingKey,
        LoaderID.invalidValue, LoaderID.invalidIdentifier, LoaderID.duplicateDefinition, LoaderID.missingApp,
        LoaderID.multipleApp, LoaderID.multipleDocuments, LoaderID.noInput, LoadGap.skippedID,
    ]

    // MARK: Finding files

    /// What one command-line path stands for.
    enum Input {
        case files([String])
        /// Nothing to read there; the message says why.
        case nothing(String)
    }

    /// The spec files at `paths` (files as given; folders contribute the `*.yaml`/`*.yml` files
    /// directly inside them, hidden files skipped), deduplicated and sorted by path bytes.
    /// What the build plugin declares as inputs.
    public static func discover(paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            if case .files(let found) = input(at: path) { files += found }
        }
        return sortedUnique(files)
    }

    /// The files one path stands for, or why there are none.
    static func input(at path: String) -> Input {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            let link = (try? manager.destinationOfSymbolicLink(atPath: path)).map { " (a symbolic link to '\($0)', which does not exist)" }
            return .nothing("no spec file found at '\(path)': no such file or folder" + (link ?? ""))
        }
        guard isDirectory.boolValue else { return .files([path]) }
        guard let names = try? manager.contentsOfDirectory(atPath: path) else {
            return .nothing("cannot read the folder '\(path)'")
        }
        let folder = path.hasSuffix("/") ? path : path + "/"
        var files: [String] = []
        for name in names where Self.isSpecFileName(name) {
            let file = folder + name
            var isFolder: ObjCBool = false
            // A link to nothing, or a name that is not UTF-8 (read with U+FFFD, so no such file),
            // is listed all the same: reading it reports why it cannot be read, never silence.
            if !manager.fileExists(atPath: file, isDirectory: &isFolder) || !isFolder.boolValue {
                files.append(file)
            }
        }
        guard !files.isEmpty else {
            // `check Specs` in a checkout: the apps are one level down.
            let apps = names.filter { !$0.hasPrefix(".") }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.filter { name in
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: folder + name, isDirectory: &isFolder), isFolder.boolValue else { return false }
                return (try? manager.contentsOfDirectory(atPath: folder + name))?.contains(where: Self.isSpecFileName) == true
            }
            let hint = apps.isEmpty ? "" : "; its folder\(apps.count == 1 ? "" : "s") "
                + apps.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (apps.count > 3 ? " …" : "")
                + " \(apps.count == 1 ? "holds" : "hold") specs: name one, as in '\(folder + apps[0])'"
            return .nothing("no spec file found in '\(path)': it holds no *.yaml or *.yml file" + hint)
        }
        return .files(files)
    }

    /// A file's size in bytes, checked before reading so a huge file is never read whole.
    static func fileSize(at path: String) -> Int? {
        // stat(2) itself: `FileManager.attributesOfItem` also looks up the owner's user and group
        // names, which reads the user database once per file.
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// Sorted by path bytes (never by locale or file system), without repeats: a file named
    /// twice, in two spellings (`./app.yaml` and `app.yaml`, relative and absolute, through a
    /// link), is read once, under the spelling that sorts first.
    static func sortedUnique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        var seenFiles = Set<String>()
        return paths.filter { seen.insert($0).inserted }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .filter { seenFiles.insert(resolvedPath($0)).inserted }
    }

    /// The path with every link, `.` and `..` resolved; the path itself when it cannot be resolved.
    static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: Loading

    /// Loads the spec at `paths` (files or folders); nil when nothing usable could be built
    /// (no input, no `app`). Paths in diagnostics are the given ones joined with file names.
    public func load(paths: [String], diagnostics: inout DiagnosticCollector) -> LoadedSpec? {
        var files: [String] = []
        for path in paths {
            switch Self.input(at: path) {
            case .files(let found): files += found
            case .nothing(let message): diagnostics.error(LoaderID.noInput, message, at: .file(path))
            }
        }
        if paths.isEmpty {
            diagnostics.error(LoaderID.noInput, "no spec file given", at: .file("."))
        }
        let sorted = Self.sortedUnique(files)
        let limits = limits
        // Each file is read by the worker that parses it. What cannot be read is reported first, in
        // file order, as when every file was read before any was parsed.
        // Each size is read once: it decides whether workers start, and whether a file is read at all.
        let sizes = sorted.map(Self.fileSize(at:))
        let totalBytes = sizes.reduce(0) { $0 + ($1 ?? 0) }
        // The files are merged in order as they are parsed, on the calling thread while workers
        // parse the next ones.
        var merge = FileMerge(expectedBytes: totalBytes)
        var problems: [Diagnostic] = []
        ParallelWork.forEach(sorted.count, totalBytes: totalBytes, { index in
            switch Self.read(sorted[index], size: sizes[index], limits: limits) {
            case .read(let source): return Self.parseAndRead(source, limits: limits)
            case .unreadable(let problem): return FileResult(readProblem: problem)
            }
        }, inOrder: { result in
            if let problem = result.readProblem {
                problems.append(problem)
                merge.someUnparsed = true
                merge.someUnread = true
                merge.gaps.append(LoadGap(.definitions, at: problem.location))
            } else {
                merge.add(result)
            }
        })
        diagnostics.emit(contentsOf: problems)
        return merge.finish(diagnostics: &diagnostics)
    }

    /// A file's bytes, or why they cannot be had.
    private enum FileRead {
        case read(SourceFile)
        case unreadable(Diagnostic)
    }

    /// Reads a file whole; its size (from `fileSize(at:)`) is checked first, so a huge file is never read.
    private static func read(_ path: String, size: Int?, limits: YAMLLimits) -> FileRead {
        if let size, size > limits.maxBytes {
            return .unreadable(Diagnostic(id: YAMLProblem.Kind.limit.rawValue, severity: .error,
                                          message: "file is \(size) bytes, more than the limit of \(limits.maxBytes)",
                                          at: .file(path)))
        }
        // Opened without blocking and checked on the descriptor: a FIFO, a device (`/dev/zero`
        // behind a committed symlink, whose size is 0) or a folder is refused, and no read goes
        // past the limit plus one byte.
        switch RegularFile.read(path, limit: limits.maxBytes) {
        case .success(let bytes):
            return .read(SourceFile(path: path, bytes: bytes))
        case .failure(.tooLarge):
            return .unreadable(Diagnostic(id: YAMLProblem.Kind.limit.rawValue, severity: .error,
                                          message: "file is more than the limit of \(limits.maxBytes) bytes",
                                          at: .file(path)))
        case .failure(let problem):
            return .unreadable(Diagnostic(id: LoaderID.noInput, severity: .error,
                                          message: RegularFile.message(problem, path: path, limit: limits.maxBytes),
                                          at: .file(path)))
        }
    }

    /// Loads in-memory files (tests, the fuzzer), read in the byte order of their paths; a repeated
    /// path is read once.
    public func load(sources: [SourceFile], diagnostics: inout DiagnosticCollector) -> LoadedSpec? {
        var seen = Set<String>()
        let sorted = sources.filter { seen.insert($0.path).inserted }
            .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        guard !sorted.isEmpty else {
            diagnostics.error(LoaderID.noInput, "no spec file given", at: .file("."))
            return nil
        }
        let limits = limits
        let totalBytes = sorted.reduce(0) { $0 + $1.bytes.count }
        var merge = FileMerge(expectedBytes: totalBytes)
        ParallelWork.forEach(sorted.count, totalBytes: totalBytes, { index in
            Self.parseAndRead(sorted[index], limits: limits)
        }, inOrder: { merge.add($0) })
        return merge.finish(diagnostics: &diagnostics)
    }

    /// The parsed files merged one by one in file order, so the output is that of reading the
    /// files one by one: every file's YAML problems first, then what the merge reports.
    private struct FileMerge {
        /// Whether a file could not be read or parsed whole: it may have held `app`.
        var someUnparsed = false
        /// Whether a file could not be read at all: its text is not known either.
        var someUnread = false
        /// What the files left out, in file order.
        var gaps: [LoadGap] = []
        private var yamlDiagnostics: [Diagnostic] = []
        private var merger: SpecMerger
        private var sources: [SourceFile] = []
        private var lineStarts: [[Int]] = []

        /// A merge of files holding about `expectedBytes` in all (a screen takes a hundred bytes
        /// or more), so the merged screens and their ids are not copied and rehashed as they grow.
        init(expectedBytes: Int) {
            merger = SpecMerger(entries: expectedBytes / 128)
        }

        mutating func add(_ result: FileResult) {
            yamlDiagnostics += result.yamlDiagnostics
            if result.unparsed { someUnparsed = true }
            gaps += result.gaps
            merger.merge(result.fragment)
            if let source = result.source {
                sources.append(source)
                lineStarts.append(result.lineStarts)
            }
        }

        /// The merged spec, nil when no file was parsed or nothing usable was built.
        mutating func finish(diagnostics: inout DiagnosticCollector) -> LoadedSpec? {
            guard !sources.isEmpty else { return nil }
            diagnostics.emit(contentsOf: yamlDiagnostics)
            let spec = merger.finish(firstFile: sources.first?.path, mayHoldApp: !someUnparsed)
            let files = SourceFiles(sources, lineStarts: lineStarts)
            var merged = merger.diagnostics.diagnostics
            IDRename.resolve(merger.renames, in: &merged, spec: spec, gaps: gaps + merger.gaps, someUnparsed: someUnparsed,
                             someUnread: someUnread, yamlDiagnostics: yamlDiagnostics, sources: files,
                             paths: sources.map(\.path))
            diagnostics.emit(contentsOf: merged)
            guard let spec else { return nil }
            var loaded = LoadedSpec(spec: spec, sources: files)
            loaded.gaps = gaps + merger.gaps
            return loaded
        }
    }

    /// What parsing and reading one file produced.
    private struct FileResult: Sendable {
        /// The file, when it could be read.
        var source: SourceFile?
        /// Why the file could not be read.
        var readProblem: Diagnostic?
        /// The YAML layer's problems and the extra documents: reported before any reader diagnostic.
        var yamlDiagnostics: [Diagnostic] = []
        /// Whether the file, or its rest, could not be parsed: it may have held `app`.
        var unparsed = false
        /// What the file's first document contributes.
        var fragment = SpecFragment()
        /// Where the file's lines start, for `SourceFiles`.
        var lineStarts: [Int] = []
        /// What the file left out: the part a YAML error cut off, and what its reader dropped.
        var gaps: [LoadGap] = []
    }

    /// Parses one file and reads its first document.
    private static func parseAndRead(_ source: SourceFile, limits: YAMLLimits) -> FileResult {
        var result = FileResult(source: source)
        result.lineStarts = SourceFiles.lineStarts(of: source.bytes)
        let tree = YAMLParser.parseTree(source.bytes, limits: limits, topLevelKeys: Set(SpecReader.sectionKeys),
                                        entryKeys: SpecReader.sectionEntryKeys)
        var duplicateKeys: Set<Mark> = []
        for problem in tree.problems where problem.kind == .duplicateKey { duplicateKeys.insert(problem.mark) }
        let lines = LineText(bytes: source.bytes, lineStarts: result.lineStarts)
        // A list item's `- ` left out: one error at the item's first key, not one per key.
        let missingDashes = MissingDash.find(in: tree, duplicates: duplicateKeys, lines: lines)
        let dashes = Dictionary(missingDashes.map { ($0.start, $0) }, uniquingKeysWith: { first, _ in first })
        let covered = Set(missingDashes.flatMap(\.covered))
        for problem in tree.problems {
            if problem.kind == .duplicateKey {
                if let dash = dashes[problem.mark] { result.yamlDiagnostics.append(dash.diagnostic(in: source.path)) }
                if dashes[problem.mark] != nil || covered.contains(problem.mark) { continue }
            } else {
                // The rest of the file from the problem on is not read (the whole of it, for an
                // encoding or size problem).
                if !result.unparsed { result.gaps.append(LoadGap(.definitions, at: SourceLocation(file: source.path, mark: problem.mark))) }
                result.unparsed = true
            }
            result.yamlDiagnostics.append(Diagnostic(
                id: problem.id, severity: .error, message: problem.message,
                at: SourceLocation(file: source.path, mark: problem.mark),
                notes: problem.notes.map { Diagnostic.Note($0.message, at: SourceLocation(file: source.path, mark: $0.mark)) },
                fixIts: problem.fixIts.map {
                    Diagnostic.FixIt(replacement: $0.replacement, at: SourceLocation(file: source.path, mark: $0.mark),
                                     length: $0.length)
                }))
        }
        for comment in tree.gluedComments {
            let at = SourceLocation(file: source.path, mark: comment.mark)
            let quoted = comment.text.yamlDoubleQuoted
            result.yamlDiagnostics.append(Diagnostic(
                id: LoaderID.commentValue, severity: .warning,
                message: "'\(comment.text)' is a comment, so the value before it is empty; quote it if it is the value",
                at: at, fixIts: [Diagnostic.FixIt(replacement: quoted, at: at, length: comment.text.unicodeScalars.count)]))
        }
        guard let first = tree.documents.first else { return result }
        if tree.documents.count > 1 {
            let lines = SourceFiles([source])
            for index in tree.documents.indices.dropFirst() {
                let start = documentStart(tree.start(tree.documents[index]), after: tree.end(tree.documents[index - 1]),
                                          in: source.path, files: lines)
                result.yamlDiagnostics.append(Diagnostic(
                    id: LoaderID.multipleDocuments, severity: .error,
                    message: "a spec file holds one YAML document; this is document \(index + 1) of "
                        + "\(tree.documents.count) (split it into several files)",
                    at: start))
                result.gaps.append(LoadGap(.definitions, at: start))
            }
        }
        var reader = SpecReader(file: source.path, tree: tree, duplicateKeys: duplicateKeys,
                                missingDashes: Set(dashes.keys), lines: lines)
        reader.read(first)
        if !reader.ownedDuplicates.isEmpty {
            // Keys of a screen written inside another, read as that screen's: not repeats.
            let owned = Set(reader.ownedDuplicates.map { SourceLocation(file: source.path, mark: $0) })
            result.yamlDiagnostics.removeAll { $0.id == YAMLProblem.Kind.duplicateKey.rawValue && owned.contains($0.location) }
        }
        result.fragment = reader.fragment
        result.gaps += reader.gaps
        return result
    }

    /// Where a document starts: its `---` line (the last one between the previous document's end
    /// and the root node), or its root node when none is found.
    private static func documentStart(_ documentStart: Mark, after previousEnd: Mark, in path: String,
                                      files: SourceFiles) -> SourceLocation {
        var line = documentStart.line
        while line >= previousEnd.line, line >= 1 {
            if let text = files.line(line, in: path), text.hasPrefix("---"),
               text.count == 3 || text.dropFirst(3).first == " " || text.dropFirst(3).first == "\t" {
                return SourceLocation(file: path, line: line, column: 1)
            }
            line -= 1
        }
        return SourceLocation(file: path, mark: documentStart)
    }
}
