import Foundation
import ScreenSpec
import Testing

/// Every diagnostic id the sources write is in a catalogue that `screenspec rules` lists.
struct DiagnosticCatalogueTests {
    /// The ids written as string literals under `Sources/` (`"output.write_failed"`, and the
    /// Mustache error kinds' raw values), of the families the catalogues cover.
    static func idsInSources() throws -> Set<String> {
        let sources = GenerationFixtures.projectRoot.appendingPathComponent("Sources")
        let families = ["output", "links", "scaffold", "template", "render", "library", "json", "yaml", "spec",
                        "config", "io", "diff", "breaking", "change"]
        let pattern = try NSRegularExpression(pattern: "\"((?:\(families.joined(separator: "|")))\\.[a-z_]+)\"")
        var ids = Set<String>()
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" && !file.path.hasSuffix("EmbeddedTemplates.swift") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { ids.insert(String(text[range])) }
            }
        }
        return ids
    }

    @Test func everyIDTheSourcesWriteIsCatalogued() throws {
        let catalogued = Set((RuleMetadata.all + RuleMetadata.output).map(\.id))
        let ids = try Self.idsInSources()
        #expect(ids.count > 40, "\(ids.sorted())")
        #expect(ids.subtracting(catalogued).sorted() == [])
        #expect(ids.contains("output.unsafe_path") && ids.contains("template.unknown_name"))
    }

    @Test func theCataloguesDoNotOverlap() {
        let ids = (RuleMetadata.all + RuleMetadata.output).map(\.id)
        #expect(ids.count == Set(ids).count)
    }
}
