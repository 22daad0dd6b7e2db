import Foundation
import Testing

/// `screenspec dump-context`, run as users run it: its JSON is the context golden of each
/// example, and `render` of that JSON gives back exactly what `generate` writes.
@Suite(.enabled(if: ScreenSpecBinary.url != nil, "the screenspec binary is not built"))
struct DumpContextCommandTests {
    @Test(arguments: GenerationFixtures.exampleApps)
    func printsTheContextGolden(app: String) async throws {
        let run = try await ScreenSpecBinary.run(["dump-context", "Specs/\(app)"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        GenerationFixtures.assertMatchesGolden(run.stdout, app: app, name: "\(app)Context.json")
    }

    @Test func renderingTheDumpGivesTheGeneratedFiles() async throws {
        let dump = try await ScreenSpecBinary.run(["dump-context", "Specs/Cities"])
        try #require(dump.status == 0, "\(dump)")
        try await ScreenSpecBinary.withFiles(["context.json": dump.stdout]) { directory in
            let context = directory.appendingPathComponent("context.json").path
            for name in ["Routes", "Navigator"] {
                let run = try await ScreenSpecBinary.run([
                    "render", "Templates/\(name).swift.mustache", "--context", context, "--partials", "Templates",
                ])
                #expect(run.status == 0, "\(run)")
                #expect(run.stderr.isEmpty, "every name of the default templates is in the dump: \(run)")
                GenerationFixtures.assertMatchesGolden(run.stdout, app: "Cities", name: "Cities\(name).swift")
            }
        }
    }

    @Test func renderWarnsOfTagsThatFoundNothingOnStandardError() async throws {
        let dump = try await ScreenSpecBinary.run(["dump-context", "Specs/PopToRoot"])
        try #require(dump.status == 0, "\(dump)")
        try await ScreenSpecBinary.withFiles(["context.json": dump.stdout, "t.tmpl": "// {{appNme}}{{app.name}}{{>_Missing}}"]) { directory in
            let run = try await ScreenSpecBinary.run(["render", "t.tmpl", "--context", "context.json"], in: directory)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == "// ", "the render alone, exactly")
            #expect(run.stderr == """
                t.tmpl:1:4: warning: no 'appNme' in the template context here: the tag renders as nothing [template.unknown_name]
                t.tmpl:1:4: note: did you mean 'appName'?
                t.tmpl:1:14: warning: no 'app.name' in the template context here: the tag renders as nothing [template.unknown_name]
                t.tmpl:1:26: warning: no template '_Missing' in the templates folder or among the defaults: the tag renders as nothing [template.unknown_partial]

                """, "\(run)")
        }
    }

    @Test func printsNothingForASpecWithErrors() async throws {
        let spec = """
            app:
              name: Broken
            tabs:
              - { id: home, title: Home, systemImage: house, root: Missing }
            screens:
              Home: {}
            """
        try await ScreenSpecBinary.withFiles(["Specs/app.yaml": spec]) { directory in
            let run = try await ScreenSpecBinary.run(["dump-context", "Specs"], in: directory)
            #expect(run.status == 1, "\(run)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("[undefined_reference]"), "\(run)")
        }
    }
}
