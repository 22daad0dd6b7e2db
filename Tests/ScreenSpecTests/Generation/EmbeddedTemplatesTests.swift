import Foundation
import Testing
@testable import ScreenSpec

/// `Templates/` is the single source of the default templates; the binary carries them as
/// `EmbeddedTemplates.swift`, written by `make templates`. These tests fail when the two differ.
@Suite struct EmbeddedTemplatesTests {
    static let templatesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Templates")

    /// Every `*.mustache` file below `Templates/`, keyed as the embedding keys it.
    static func templatesOnDisk() throws -> [String: String] {
        let root = templatesFolder.standardizedFileURL.path
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".mustache") else { continue }
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            files[String(relative.dropLast(".mustache".count))] = text
        }
        return files
    }

    @Test("EmbeddedTemplates.swift holds exactly Templates/ (run `make templates` after editing a template)")
    func embeddedTemplatesMatchTheFolder() throws {
        let onDisk = try Self.templatesOnDisk()
        #expect(!onDisk.isEmpty)
        #expect(onDisk.keys.sorted() == EmbeddedTemplates.files.keys.sorted(),
                "templates added or removed: run `make templates`")
        for (name, text) in onDisk.sorted(by: { $0.key < $1.key }) {
            #expect(EmbeddedTemplates.files[name] == text, "Templates/\(name).mustache changed: run `make templates`")
        }
    }

    @Test("README states the Swift the generated code needs: `nonisolated` on a type or extension is Swift 6.1")
    func readmeStatesTheSwiftOfTheGeneratedCode() throws {
        let templates = try Self.templatesOnDisk().sorted { $0.key < $1.key }.map(\.value).joined()
        #expect(templates.contains(#/nonisolated ((private|fileprivate|public) )?(struct|enum|extension|protocol|class) /#))
        let readme = try String(contentsOf: Self.templatesFolder.deletingLastPathComponent().appending(path: "README.md"),
                                encoding: .utf8)
        #expect(readme.contains("To compile the code it generates, in the app: a Swift 6.1 compiler or later (Xcode 16.3 or\n  later)"))
    }

    @Test func theDefaultSetsFindTheirTemplates() {
        #expect(TemplateSet().defaultNames.contains("Routes.swift"))
        #expect(TemplateSet(subfolder: "docs").defaultNames.allSatisfy { !$0.contains("/") })
    }
}
