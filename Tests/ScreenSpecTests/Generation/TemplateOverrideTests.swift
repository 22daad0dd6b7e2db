import Foundation
import Mustache
import ScreenSpec
import Testing

/// The templates folder as users meet it: `init --templates DIR` writes the defaults to start
/// from, every override of a default is parsed on every run (reached by the spec or not), and
/// files that look meant as overrides but are none are warnings.
@Suite(.serialized)
struct TemplateOverrideTests {
    /// A tab-bar app: it never renders `_viewsSidebarRow` (split views only) nor any skeleton.
    static let tabApp = "app: { name: Two }\ntabs:\n  - { id: a, title: A, systemImage: a.circle, root: A }\n"
        + "  - { id: b, title: B, systemImage: b.circle, root: B }\nscreens:\n  A: {}\n  B: {}\n"

    @Test func aBrokenOverrideIsAnErrorEvenWhereTheSpecDoesNotReachIt() async throws {
        try await ScreenSpecBinary.withFiles([
            "Specs/app.yaml": Self.tabApp,
            ".screenspec.yml": "templates: T\n",
            "T/_viewsSidebarRow.mustache": "{{#tab}}\n",
            "T/_Published.mustache/keep": "",
            "T/SkeletonAppType.swift.mustache": "{{#appType}}\n",
            "D/docs/style.css.mustache": "{{/css}}\n",
        ]) { directory in
            try Data([0x2F, 0x2F, 0x0A, 0x61, 0xFF, 0x62]).write(to: directory.appendingPathComponent("T/_RouteEnum.mustache"))
            let run = try await ScreenSpecBinary.run(["generate", "--output", "Out", "--templates", "T"], in: directory)
            #expect(run.status == 1, "\(run)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines == [
                "T/_Published.mustache:1:1: error: cannot read template '_Published': it is a folder, not a file [library.unreadable_partial]",
                "T/_RouteEnum.mustache:2:2: error: cannot read template '_RouteEnum': it is not valid UTF-8 [library.unreadable_partial]",
                "T/_viewsSidebarRow.mustache:1:1: error: section 'tab' is never closed [template.unclosed_section]",
            ], "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out").path))

            // scaffold (the configuration's templates) parses the skeletons' overrides, even one this spec (no app types) never renders.
            let scaffold = try await ScreenSpecBinary.run(["scaffold", "--output", "App"], in: directory)
            #expect(scaffold.status == 1, "\(scaffold)")
            #expect(scaffold.stderr.hasPrefix("T/SkeletonAppType.swift.mustache:1:1: error: section 'appType' is never closed"), "\(scaffold.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("App").path))

            // docs parses the HTML page's templates without --html.
            let docs = try await ScreenSpecBinary.run(["docs", "--output", "Docs", "--templates", "D"], in: directory)
            #expect(docs.status == 1, "\(docs)")
            #expect(docs.stderr.hasPrefix("D/docs/style.css.mustache:1:1: error: closing tag for 'css' has no open section"), "\(docs.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Docs").path))
        }
    }

    /// The skeletons' templates are scaffold's: a broken one does not stop generate.
    @Test func generateParsesOnlyWhatGenerateUses() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            try "{{#appType}}\n".write(to: folder.appendingPathComponent("SkeletonAppType.swift.mustache"), atomically: true, encoding: .utf8)
            let templates = TemplateSet(overrides: folder)
            #expect(templates.overrideErrors(templates.defaultNames.filter { !Scaffolder.templateNames.contains($0) }).isEmpty)
            #expect(templates.overrideErrors(Scaffolder.templateNames).map(\.id) == ["template.unclosed_section"])
        }
    }

    /// A partial of the folder's own, which only an override the spec does not reach includes,
    /// is parsed on every run too.
    @Test func theFoldersOwnPartialsAreParsedToo() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            try "{{> _myRow}}\n".write(to: folder.appendingPathComponent("_viewsSidebarRow.mustache"), atomically: true, encoding: .utf8)
            try "{{#x}}broken\n".write(to: folder.appendingPathComponent("_myRow.mustache"), atomically: true, encoding: .utf8)
            try "notes\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            let templates = TemplateSet(overrides: folder)
            let errors = templates.overrideErrors(templates.defaultNames.filter { !Scaffolder.templateNames.contains($0) })
            #expect(errors.map(\.id) == ["template.unclosed_section"])
            #expect(errors.first?.templateName.hasSuffix("_myRow.mustache") == true, "\(errors)")
        }
    }

    @Test func initSaysWhenTheTemplatesFolderIsAFile() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            let file = folder.appendingPathComponent("Tfile").path
            try "hi\n".write(toFile: file, atomically: true, encoding: .utf8)
            #expect(throws: StarterError.cannotCreate(file, reason: "not a directory")) {
                try Starter.writeDefaultTemplates(into: file)
            }
        }
    }

    @Test func initWritesTheDefaultTemplatesAndNeverOverwrites() async throws {
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": Self.tabApp]) { directory in
            let run = try await ScreenSpecBinary.run(["init", "--templates", "T"], in: directory)
            #expect(run.status == 0, "\(run)")
            let sources = try FileManager.default.subpathsOfDirectory(atPath: GenerationFixtures.templatesDirectory.path)
                .filter { $0.hasSuffix(".mustache") }.sorted()
            #expect(sources.count > 30 && sources.contains("docs/index.md.mustache"))
            #expect(run.stdout == sources.map { "wrote T/\($0)\n" }.joined(), "\(run.stdout)")
            for path in sources {
                let written = try Data(contentsOf: directory.appendingPathComponent("T/" + path))
                #expect(written == (try Data(contentsOf: GenerationFixtures.templatesDirectory.appendingPathComponent(path))), "\(path)")
            }

            // Used as overrides, they generate what the defaults do, without a warning.
            let generated = try await ScreenSpecBinary.run(["generate", "--output", "A", "--templates", "T"], in: directory)
            let defaults = try await ScreenSpecBinary.run(["generate", "--output", "B"], in: directory)
            #expect(generated.status == 0 && generated.stderr.isEmpty && defaults.status == 0, "\(generated)")
            for file in ["TwoRoutes.swift", "TwoNavigator.swift", "TwoViews.swift"] {
                #expect(try Data(contentsOf: directory.appendingPathComponent("A/" + file))
                    == (try Data(contentsOf: directory.appendingPathComponent("B/" + file))))
            }
            // TemplateContext.md's example works with them.
            let dump = try await ScreenSpecBinary.run(["dump-context"], in: directory)
            try dump.stdout.write(to: directory.appendingPathComponent("context.json"), atomically: true, encoding: .utf8)
            let render = try await ScreenSpecBinary.run(
                ["render", "T/Routes.swift.mustache", "--context", "context.json", "--partials", "T"], in: directory)
            #expect(render.status == 0, "\(render)")
            #expect(render.stdout == (try String(contentsOf: directory.appendingPathComponent("A/TwoRoutes.swift"), encoding: .utf8)))

            // One file there already: nothing is written, exit 1.
            try FileManager.default.removeItem(at: directory.appendingPathComponent("T"))
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("T/docs"), withIntermediateDirectories: true)
            try "mine".write(to: directory.appendingPathComponent("T/docs/index.md.mustache"), atomically: true, encoding: .utf8)
            let again = try await ScreenSpecBinary.run(["init", "--templates", "T"], in: directory)
            #expect(again.status == 1, "\(again)")
            #expect(again.stderr.contains("'T/docs/index.md.mustache' exists; init never overwrites, so nothing was written [output.exists]"),
                    "\(again.stderr)")
            #expect(try FileManager.default.subpathsOfDirectory(atPath: directory.appendingPathComponent("T").path).sorted()
                == ["docs", "docs/index.md.mustache"])
            let both = try await ScreenSpecBinary.run(["init", "New", "--templates", "T2"], in: directory)
            #expect(both.status == 64, "\(both)")
        }
    }

    /// Templates.md names every default a user can override, as the file to write.
    @Test func theGuideNamesEveryDefaultTemplate() throws {
        let guide = try String(contentsOf: ScreenSpecBinary.projectRoot.appendingPathComponent("Documentation/Templates.md"),
                               encoding: .utf8)
        let files = Starter.defaultTemplateFiles.map(\.path)
        #expect(files.count > 30)
        for file in files { #expect(guide.contains("`\(file)`"), "\(file)") }
    }

    @Test func filesMeantAsOverridesButNamedOtherwiseAreWarnings() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            let files = ["Routes.swift.mustache.mustache", "Views.swift.txt", "Navigator.swift.stencil", "README.md", "notes.txt",
                         "toolbars.md.mustache", "docs/toolbars.mustache", "docs/README.md", "docs/screen.md.mustache",
                         "docs/Routes.swift.mustache"]
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
            for name in files { try "// x".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            let root = TemplateSet(overrides: folder).warnings
            #expect(root.map(\.message) == [
                "'Navigator.swift.stencil' overrides no default template and no template here includes it: did you mean 'Navigator.swift.mustache'?",
                "'Routes.swift.mustache.mustache' overrides no default template and no template here includes it: did you mean 'Routes.swift.mustache'?",
                "'Views.swift.txt' overrides no default template and no template here includes it: did you mean 'Views.swift.mustache'?",
                "'Routes.swift.mustache' overrides no default template and no template here includes it: did you mean '../Routes.swift.mustache'?",
                "'toolbars.md.mustache' overrides no default template and no template here includes it: did you mean 'docs/toolbars.md.mustache'?",
            ], "\(root)")
            #expect(Set(root.map(\.id)) == ["template.misnamed_override"] && root.allSatisfy { $0.severity == .warning })
            let docs = TemplateSet(subfolder: "docs", overrides: folder).warnings
            #expect(docs.map(\.message) == [
                "'toolbars.mustache' overrides no default template and no template here includes it: did you mean 'toolbars.md.mustache'?",
                "'toolbars.md.mustache' overrides no default template and no template here includes it: did you mean 'docs/toolbars.md.mustache'?",
            ], "\(docs)")
        }
    }

    /// A misspelt partial or `@` name gets a did-you-mean, as a misspelt field does.
    @Test func misspeltPartialsAndIterationNamesGetASuggestion() throws {
        let context = try #require(GenerationFixtures.context("PopToRoot"))
        try SwiftToolchain.withScratchDirectory { folder in
            try "{{>_RoutEnum}}{{#tabs}}{{^@lst}},{{/@lst}}{{/tabs}}"
                .write(to: folder.appendingPathComponent("Routes.swift.mustache"), atomically: true, encoding: .utf8)
            let templates = TemplateSet(overrides: folder)
            _ = try templates.renderUTF8("Routes.swift", context: context)
            let notes = templates.warnings.flatMap(\.notes).map(\.message)
            #expect(notes == ["did you mean '_RouteEnum'?", "did you mean '@last'?"], "\(templates.warnings)")
        }
    }
}
