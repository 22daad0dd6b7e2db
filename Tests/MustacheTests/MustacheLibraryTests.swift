import Foundation
import Mustache
import Testing

/// Partial lookup: folder before embedded defaults, caching, and names that cannot escape.
@Suite struct MustacheLibraryTests {
    /// A fresh folder `root/templates` with `root/secret.mustache` beside it, removed afterwards.
    private func withTemplateFolder(_ body: (_ templates: URL, _ root: URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("MustacheLibraryTests-\(UUID().uuidString)", isDirectory: true)
        let templates = root.appendingPathComponent("templates", isDirectory: true)
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "SECRET".write(to: root.appendingPathComponent("secret.mustache"), atomically: true, encoding: .utf8)
        try body(templates, root)
    }

    private func write(_ text: String, _ name: String, in folder: URL) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    @Test(arguments: ["", ".", "..", ".hidden", "../secret", "a/b", "a\\b", "a..b", "/etc/passwd", "a\u{0}b", "a\nb", "a\u{7F}b"])
    func namesThatCouldLeaveTheFolderAreInvalid(_ name: String) {
        #expect(!MustacheLibrary.isValidName(name))
    }

    @Test(arguments: ["header", "Routes", "tab-item", "tab_item", "v1.2", "écran"])
    func ordinaryNamesAreValid(_ name: String) {
        #expect(MustacheLibrary.isValidName(name))
    }

    @Test func theFolderComesBeforeEmbeddedDefaults() throws {
        try withTemplateFolder { templates, _ in
            try write("FILE {{name}}", "header.mustache", in: templates)
            let library = MustacheLibrary(
                embedded: ["header": "EMBEDDED {{name}}", "footer": "EMBEDDED FOOTER"], directory: templates)
            let template = try MustacheTemplate(source: "{{>header}}|{{>footer}}|{{>missing}}")
            #expect(try template.render(["name": "x"], library: library) == "FILE x|EMBEDDED FOOTER|")
        }
    }

    @Test func escapingNamesRenderNothingEvenWhenTheFileExists() throws {
        try withTemplateFolder { templates, root in
            let library = MustacheLibrary(directory: templates)
            #expect(try library.template(named: "../secret") == nil)
            let absolute = root.appendingPathComponent("secret").path
            let template = try MustacheTemplate(source: "[{{>../secret}}][{{>*path}}][{{<../secret}}{{/../secret}}]")
            #expect(try template.render(["path": .string(absolute)], library: library) == "[][][]")
        }
    }

    @Test func compiledTemplatesAreCached() throws {
        try withTemplateFolder { templates, _ in
            try write("first", "cached.mustache", in: templates)
            let library = MustacheLibrary(directory: templates)
            let template = try MustacheTemplate(source: "{{>cached}}")
            #expect(try template.render([:], library: library) == "first")
            try write("second", "cached.mustache", in: templates)
            // The same library (and its copies) keep the first compilation; a new library reads again.
            let copy = library
            #expect(try template.render([:], library: copy) == "first")
            #expect(try template.render([:], library: MustacheLibrary(directory: templates)) == "second")
        }
    }

    @Test func templatesLoadByName() throws {
        try withTemplateFolder { templates, _ in
            try write("Hello, {{name}}!\n", "Greeting.mustache", in: templates)
            let library = MustacheLibrary(directory: templates)
            let template = try #require(try library.template(named: "Greeting"))
            #expect(template.name.hasSuffix("templates/Greeting.mustache"))
            #expect(try template.render(["name": "Ada"]) == "Hello, Ada!\n")
            #expect(try library.template(named: "Nothing") == nil)
            #expect(try MustacheLibrary.empty.template(named: "Greeting") == nil)
        }
    }

    @Test func parseErrorsInFilesNameTheFile() throws {
        try withTemplateFolder { templates, _ in
            try write("line one\n  {{#open}}", "broken.mustache", in: templates)
            let library = MustacheLibrary(directory: templates)
            do throws(MustacheError) {
                _ = try MustacheTemplate(source: "{{>broken}}").render([:], library: library)
                Issue.record("expected an error")
            } catch {
                #expect(error.kind == .unclosedSection)
                #expect(error.templateName.hasSuffix("templates/broken.mustache"))
                #expect(error.line == 2)
                #expect(error.column == 3)
            }
        }
    }

    @Test func unreadableFilesAreErrors() throws {
        try withTemplateFolder { templates, _ in
            try Data([0x66, 0xFF, 0xFE]).write(to: templates.appendingPathComponent("binary.mustache"))
            try FileManager.default.createDirectory(
                at: templates.appendingPathComponent("folder.mustache"), withIntermediateDirectories: true)
            // A link to nothing is an override that cannot be read, not one that is missing; a FIFO
            // or a device is never read (a read would block or not end).
            try FileManager.default.createSymbolicLink(atPath: templates.appendingPathComponent("dangling.mustache").path,
                                                       withDestinationPath: "/nonexistent/x")
            try FileManager.default.createSymbolicLink(atPath: templates.appendingPathComponent("device.mustache").path,
                                                       withDestinationPath: "/dev/zero")
            let fifo = templates.appendingPathComponent("fifo.mustache").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let library = MustacheLibrary(embedded: ["dangling": "default"], directory: templates)
            let reasons = ["binary": "it is not valid UTF-8", "folder": "it is a folder, not a file",
                           "dangling": "it is a symbolic link to nothing", "device": "it is not a regular file",
                           "fifo": "it is not a regular file"]
            for (name, reason) in reasons.sorted(by: { $0.key < $1.key }) {
                do throws(MustacheError) {
                    _ = try library.template(named: name)
                    Issue.record("expected an error for \(name)")
                } catch {
                    #expect(error.kind == .unreadablePartial)
                    #expect(error.templateName.hasSuffix("templates/\(name).mustache"))
                    #expect(error.message.hasPrefix("cannot read template '\(name)': \(reason)"), "\(error.message)")
                }
            }
        }
    }

    /// Text that is not UTF-8 is located at its first bad byte, not at the file's start.
    @Test func textThatIsNotUTF8IsLocatedAtItsFirstBadByte() throws {
        try withTemplateFolder { templates, _ in
            // `// é\n// © 2025 Caf` then Latin-1 `é`: line 2, after thirteen characters.
            try (Data("// é\n// © 2025 Caf".utf8) + Data([0xE9, 0x0A])).write(to: templates.appendingPathComponent("latin1.mustache"))
            do throws(MustacheError) {
                _ = try MustacheLibrary(directory: templates).template(named: "latin1")
                Issue.record("expected an error")
            } catch {
                #expect(error.kind == .unreadablePartial)
                #expect((error.line, error.column) == (2, 14), "\(error)")
            }
        }
    }

    /// A template shared through a relative link (`../shared/row.mustache`) is read from where
    /// the link points, wherever the tool runs.
    @Test func relativeLinksAreFollowedFromTheirFolder() throws {
        try withTemplateFolder { templates, root in
            let shared = root.appendingPathComponent("shared", isDirectory: true)
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            try write("<{{.}}>", "row.mustache", in: shared)
            try FileManager.default.createSymbolicLink(atPath: templates.appendingPathComponent("row.mustache").path,
                                                       withDestinationPath: "../shared/row.mustache")
            let library = MustacheLibrary(directory: templates)
            let template = try MustacheTemplate(source: "{{#items}}{{>row}}{{/items}}")
            #expect(try template.render(["items": [.int(1), .int(2)]], library: library) == "<1><2>")
        }
    }

    @Test func librariesAreSharedAcrossThreads() async throws {
        let library = MustacheLibrary(embedded: ["row": "<{{.}}>"])
        let template = try MustacheTemplate(source: "{{#items}}{{>row}}{{/items}}")
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask { try template.render(["items": [.int(index), .int(index + 1)]], library: library) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(outputs) == Set((0..<8).map { "<\($0)><\($0 + 1)>" }))
    }
}
