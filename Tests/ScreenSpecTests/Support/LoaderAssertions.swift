// Test support: load YAML from memory and compare the loader's diagnostics with `↓` markers.
//
// A marked example states where each diagnostic must point, in the text itself:
//
//     expectLoaderDiagnostics("""
//     screens:
//       Home:
//         ↓titel: Welcome
//     """, "spec.unknown_key")
//
// The comparison is of (file, line, column, id) as a multiset, so a diagnostic reported twice, or
// one missing, or one more, fails the test.

import Foundation
import ScreenSpec
import Testing
import YAMLSource

/// Why a spec a test builds on did not load or check: thrown by helpers meant for a body on a
/// thread of its own (`OwnThread`), which cannot record an issue for the test.
struct SpecFailure: Error, CustomStringConvertible {
    var description: String
}

/// The outcome of loading marked sources: what the loader returned, and everything it reported.
struct LoaderOutcome {
    var loaded: LoadedSpec?
    var diagnostics: [Diagnostic]

    /// The spec, which the test expects to exist.
    var spec: Spec? { loaded?.spec }

    /// The diagnostics with a given id.
    func diagnostics(_ id: String) -> [Diagnostic] { diagnostics.filter { $0.id == id } }
}

/// `file:line:column id`, the unit the assertions compare.
private func key(_ file: String, _ line: Int, _ column: Int, _ id: String) -> String {
    "\(file):\(line):\(column) \(id)"
}

/// Loads in-memory files through `SpecLoader.load(sources:)`.
func loadSources(_ files: [(path: String, text: String)], limits: YAMLLimits = .default) -> LoaderOutcome {
    loadSources(files.map { SourceFile(path: $0.path, text: $0.text) }, limits: limits)
}

/// Loads in-memory files given as bytes.
func loadSources(_ files: [SourceFile], limits: YAMLLimits = .default) -> LoaderOutcome {
    var collector = DiagnosticCollector()
    let loaded = SpecLoader(limits: limits).load(sources: files, diagnostics: &collector)
    return LoaderOutcome(loaded: loaded, diagnostics: collector.diagnostics)
}

/// Loads marked files (the markers removed) and expects exactly one diagnostic per marker:
/// `ids` are given to the markers in order (files sorted by path, then markers in text order), or a
/// single id applies to every marker. Returns the outcome for further checks (notes, fix-its).
@discardableResult
func expectLoaderDiagnostics(files: [(path: String, text: String)], ids: [String],
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LoaderOutcome {
    let sorted = files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    let marked = sorted.map { (path: $0.path, source: MarkedSource($0.text)) }
    let outcome = loadSources(marked.map { (path: $0.path, text: $0.source.text) })
    var expected: [String] = []
    var index = 0
    for file in marked {
        for marker in file.source.markers {
            let id = ids.count == 1 ? ids[0] : (index < ids.count ? ids[index] : "<no id for marker \(index + 1)>")
            expected.append(key(file.path, marker.line, marker.column, id))
            index += 1
        }
    }
    if ids.count > 1 {
        #expect(ids.count == index, "\(ids.count) ids for \(index) markers", sourceLocation: sourceLocation)
    }
    let actual = outcome.diagnostics.map { key($0.location.file, $0.location.line, $0.location.column, $0.id) }
    #expect(actual.sorted() == expected.sorted(),
            "diagnostics:\n\(outcome.diagnostics.map(describe).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    return outcome
}

/// One marked file named `spec.yaml`, every marker expecting `id` (or `ids` in marker order).
@discardableResult
func expectLoaderDiagnostics(_ marked: String, _ ids: String...,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LoaderOutcome {
    expectLoaderDiagnostics(files: [(path: "spec.yaml", text: marked)], ids: ids, sourceLocation: sourceLocation)
}

/// Loads one file that must produce no diagnostic, and returns its spec.
func loadClean(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Spec? {
    let outcome = loadSources([(path: "spec.yaml", text: text)])
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(describe).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    #expect(outcome.loaded != nil, sourceLocation: sourceLocation)
    return outcome.spec
}

/// A diagnostic in the text reporter's shape, with its notes and fix-its, for failure messages.
func describe(_ diagnostic: Diagnostic) -> String {
    var lines = ["\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"]
    for note in diagnostic.notes {
        lines.append("  \(note.location): note: \(note.message)")
    }
    for fixIt in diagnostic.fixIts {
        lines.append("  \(fixIt.location): fix-it: replace \(fixIt.length) with '\(fixIt.replacement)'")
    }
    return lines.joined(separator: "\n")
}
