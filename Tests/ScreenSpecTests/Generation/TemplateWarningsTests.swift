import Foundation
import Mustache
import ScreenSpec
import Testing

/// A tag of an overriding template that finds nothing renders as nothing (as Mustache says), and
/// `generate` says so: `template.unknown_name` with a did-you-mean, `template.unknown_partial`.
@Suite(.serialized)
struct TemplateWarningsTests {
    /// The defaults name only what the context has, for every example app: generated files,
    /// skeletons and docs. A miss there would be a bug no user could fix, so the defaults' misses
    /// are not reported; here `Templates/` is read as if it were the user's folder.
    @Test(arguments: GenerationFixtures.exampleApps)
    func defaultTemplatesFindEveryName(app: String) throws {
        let graph = try #require(GenerationFixtures.graph(app))
        let context = ContextBuilder.build(graph)
        let folder = GenerationFixtures.templatesDirectory
        let generated = TemplateSet(overrides: folder)
        for (name, _) in CompilerPipeline.generatedTemplates {
            _ = try generated.renderUTF8(name, context: context)
        }
        _ = try Scaffolder(templates: generated).skeletons(for: context)
        let docs = TemplateSet(subfolder: "docs", overrides: folder)
        _ = try DocsGenerator(templates: docs, svg: { _ in nil }).render(graph, html: true)
        #expect(generated.warnings.isEmpty, "\(app): \(generated.warnings)")
        #expect(docs.warnings.isEmpty, "\(app) docs: \(docs.warnings)")
    }

    /// The same check reports what the defaults would miss, were one misspelt.
    @Test func theCheckOfTheDefaultsCanFail() throws {
        let context = try #require(GenerationFixtures.context("PopToRoot"))
        try SwiftToolchain.withScratchDirectory { folder in
            try "{{appNam}}".write(to: folder.appendingPathComponent("Routes.swift.mustache"), atomically: true, encoding: .utf8)
            let templates = TemplateSet(overrides: folder)
            _ = try templates.renderUTF8("Routes.swift", context: context)
            #expect(templates.warnings.map(\.id) == ["template.unknown_name"])
        }
    }

    @Test func filesNamedLikeADefaultButNoneAreWarnings() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            let files = ["Navigator.mustache": "// a", "Navigatr.swift.mustache": "// b", "_myRow.mustache": "// c",
                         "_viewsHostt.mustache": "// d", "Views.swift.mustache": "{{>_viewsHostt}}"]
            for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            let warnings = TemplateSet(overrides: folder).warnings
            #expect(warnings.map(\.id) == ["template.misnamed_override", "template.misnamed_override"], "\(warnings)")
            #expect(warnings.map(\.message) == [
                "'Navigator.mustache' overrides no default template and no template here includes it: did you mean 'Navigator.swift.mustache'?",
                "'Navigatr.swift.mustache' overrides no default template and no template here includes it: did you mean 'Navigator.swift.mustache'?",
            ])
            #expect(warnings.allSatisfy { $0.location.line == 1 && $0.location.file.hasSuffix(".mustache") })
        }
    }

    @Test func misspeltNamesInAnOverrideAreWarnings() async throws {
        let routes = """
            {{#tabs}}{{idd}}{{^@last}}, {{/@last}}{{/tabs}}
            {{>_RouteEnumm}}
            // {{appNmae}}
            """
        try await ScreenSpecBinary.withFiles([
            "Specs/app.yaml": "app: { name: Two }\ntabs:\n  - { id: a, title: A, systemImage: a.circle, root: A }\n"
                + "  - { id: b, title: B, systemImage: b.circle, root: B }\nscreens:\n  A: {}\n  B: {}\n",
            "Overrides/Routes.swift.mustache": routes,
        ]) { directory in
            let run = try await ScreenSpecBinary.run(["generate", "--output", "Generated", "--templates", "Overrides"],
                                                     in: directory)
            #expect(run.status == 0, "\(run)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines == [
                "Overrides/Routes.swift.mustache:1:10: warning: no 'idd' in the template context here: the tag renders as nothing [template.unknown_name]",
                "Overrides/Routes.swift.mustache:1:10: note: did you mean 'id'?",
                "Overrides/Routes.swift.mustache:2:1: warning: no template '_RouteEnumm' in the templates folder or among the defaults: the tag renders as nothing [template.unknown_partial]",
                "Overrides/Routes.swift.mustache:2:1: note: did you mean '_RouteEnum'?",
                "Overrides/Routes.swift.mustache:3:4: warning: no 'appNmae' in the template context here: the tag renders as nothing [template.unknown_name]",
                "Overrides/Routes.swift.mustache:3:4: note: did you mean 'appName'?",
            ], "\(run.stderr)")
            let written = try String(contentsOf: directory.appendingPathComponent("Generated/TwoRoutes.swift"), encoding: .utf8)
            #expect(written == ", \n// ", "\(written)")

            // With --warnings-as-errors they stop the run, and nothing is written.
            try FileManager.default.removeItem(at: directory.appendingPathComponent("Generated"))
            let strict = try await ScreenSpecBinary.run(
                ["generate", "--output", "Generated", "--templates", "Overrides", "--warnings-as-errors"], in: directory)
            #expect(strict.status == 1, "\(strict)")
            #expect(strict.stderr.contains("1:10: error: no 'idd'"))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Generated").path))
        }
    }

    /// `docs` and `scaffold` render overrides too (the configuration's `templates`), and warn alike.
    @Test func docsAndScaffoldOverridesWarnToo() async throws {
        try await ScreenSpecBinary.withFiles([
            "Specs/app.yaml": "app: { name: One, root: Home }\nscreens:\n  Home: { title: Home }\n",
            ".screenspec.yml": "templates: T\n",
            "T/docs/index.md.mustache": "# {{#app}}{{nam}}{{/app}}\n",
            "T/SkeletonView.swift.mustache": "struct {{#screen}}{{viewTyp}}{{/screen}} {{screen.viewTyp}}\n",
        ]) { directory in
            let docs = try await ScreenSpecBinary.run(["docs", "--output", "Docs"], in: directory)
            #expect(docs.status == 0, "\(docs)")
            #expect(docs.stderr == """
                T/docs/index.md.mustache:1:11: warning: no 'nam' in the template context here: the tag renders as nothing [template.unknown_name]
                T/docs/index.md.mustache:1:11: note: did you mean 'name'?

                """, "\(docs.stderr)")
            let scaffold = try await ScreenSpecBinary.run(["scaffold", "--output", "App"], in: directory)
            #expect(scaffold.status == 0, "\(scaffold)")
            #expect(scaffold.stderr.hasPrefix(
                "T/SkeletonView.swift.mustache:1:19: warning: no 'viewTyp' in the template context here"), "\(scaffold.stderr)")
            #expect(scaffold.stderr.contains("1:19: note: did you mean 'viewType'?"))
            // A dotted name: its last part against the fields of the part before.
            #expect(scaffold.stderr.contains("1:42: note: did you mean 'screen.viewType'?"), "\(scaffold.stderr)")
        }
    }
}
