import Foundation
import Testing

/// The built `screenspec` binary, run as a process: exit codes, which stream gets what, and
/// exact output for the cases users see most.
@Suite struct CLIEndToEndTests {
    @Test func version() async throws {
        let run = try await ScreenSpecBinary.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "0.1.0\n")
        #expect(run.stderr == "")
    }

    @Test func help() async throws {
        let run = try await ScreenSpecBinary.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: screenspec COMMAND [ARGUMENTS] [OPTIONS]"))
        for command in ["check", "generate", "graph", "docs", "scaffold", "rules", "init", "schema", "dump-context", "render"] {
            #expect(run.stdout.contains("\n  \(command) "), "--help does not list \(command)")
        }
        #expect(run.stderr == "")
    }

    @Test func checkHelp() async throws {
        let run = try await ScreenSpecBinary.run(["check", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("""
            USAGE: screenspec check [PATHS ...] [--reporter text|json|sarif|github] [--color auto|always|never] \
            [--warnings-as-errors] [--config FILE]
            """))
        #expect(run.stdout.contains("--warnings-as-errors"))
        #expect(try await ScreenSpecBinary.run(["help", "check"]).stdout == run.stdout)
    }

    @Test("A bad command line exits 64 with the usage on standard error", arguments: [
        ["check", "--bogus"], ["check", "--reporter"], ["check", "--reporter", "xml"], ["chek"], ["render", "t.mustache"],
    ])
    func usageErrors(_ arguments: [String]) async throws {
        let run = try await ScreenSpecBinary.run(arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("error: "))
        #expect(run.stderr.contains("\nusage: screenspec "))
    }

    @Test("No spec at the given path exits 66 with spec.no_input")
    func noInput() async throws {
        try await ScreenSpecBinary.withFiles(["Empty/README.md": "nothing\n"]) { directory in
            for path in ["Missing", "Empty"] {
                let run = try await ScreenSpecBinary.run(["check", path], in: directory)
                #expect(run.status == 66, "\(path): \(run)")
                #expect(run.stderr.contains("error: "), "\(path): \(run)")
                #expect(run.stderr.contains("[spec.no_input]"), "\(path): \(run)")
                #expect(run.stdout == "")
            }
        }
    }

    @Test("The example apps check clean: exit 0 and no output", arguments: ["Cities", "Cars", "Palette", "Files", "PopToRoot"])
    func examplesCheckClean(_ app: String) async throws {
        let run = try await ScreenSpecBinary.run(["check", "Specs/\(app)"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr == "")
    }

    static let brokenSpec = [
        "Specs/app.yaml": """
            app:
              name: Broken
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Home
            screens:
              Home:
                titel: Welcome
                titleDisplayMode: huge
            """,
    ]

    @Test("A broken spec exits 1 with located diagnostics on standard error")
    func brokenSpec() async throws {
        try await ScreenSpecBinary.withFiles(Self.brokenSpec) { directory in
            let run = try await ScreenSpecBinary.run(["check"], in: directory)
            #expect(run.status == 1, "\(run)")
            #expect(run.stdout == "")
            #expect(run.stderr.contains("Specs/app.yaml:10:5: error: unknown key 'titel' in screen 'Home' [spec.unknown_key]\n"),
                    "\(run)")
            #expect(run.stderr.contains("Specs/app.yaml:11:23: error: "), "\(run)")
            #expect(run.stderr.contains("[spec.invalid_value]\n"), "\(run)")
            #expect(!run.stderr.contains("\u{1B}"), "no color when standard error is not a terminal")

            let colored = try await ScreenSpecBinary.run(["check", "--color", "always"], in: directory)
            #expect(colored.stderr.contains("\u{1B}[1;31merror:"))
            #expect(colored.stderr.contains("    titel: Welcome\n"), "the source line follows the diagnostic")
        }
    }

    @Test("Machine formats go to standard output")
    func machineFormats() async throws {
        try await ScreenSpecBinary.withFiles(Self.brokenSpec) { directory in
            let json = try await ScreenSpecBinary.run(["check", "Specs", "--reporter", "json"], in: directory)
            #expect(json.status == 1)
            #expect(json.stderr == "")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(document["version"] as? Int == 1)
            let summary = try #require(document["summary"] as? [String: Int])
            #expect((summary["errors"] ?? 0) >= 2)

            let sarif = try await ScreenSpecBinary.run(["check", "Specs", "--reporter=sarif"], in: directory)
            #expect(sarif.status == 1)
            #expect(sarif.stderr == "")
            #expect(sarif.stdout.contains("\"version\": \"2.1.0\""))

            let github = try await ScreenSpecBinary.run(["check", "Specs", "--reporter", "github"], in: directory)
            #expect(github.status == 1)
            #expect(github.stdout.contains("::error file=Specs/app.yaml,line=10,col=5,title=spec.unknown_key::unknown key 'titel' in screen 'Home'"))
        }
    }

    static let tinySpec = [
        "Specs/app.yaml": """
            app:
              name: Tiny
              root: Home
            screens:
              Home:
                title: Home
            """,
    ]

    @Test("The configuration file: specs, unknown rules, --config, --warnings-as-errors")
    func configuration() async throws {
        var files = Self.tinySpec.reduce(into: [String: String]()) { $0["App/" + $1.key] = $1.value }
        files[".screenspec.yml"] = "specs: App/Specs\nrules:\n  unused_toolbars: off\n"
        try await ScreenSpecBinary.withFiles(files) { directory in
            let run = try await ScreenSpecBinary.run(["check"], in: directory)
            #expect(run.status == 0, "warnings alone succeed: \(run)")
            #expect(run.stderr.hasPrefix(".screenspec.yml:3:3: warning: unknown rule 'unused_toolbars' [config.unknown_rule]\n"),
                    "\(run)")

            let strict = try await ScreenSpecBinary.run(["check", "--warnings-as-errors"], in: directory)
            #expect(strict.status == 1, "\(strict)")
            #expect(strict.stderr.hasPrefix(".screenspec.yml:3:3: error: unknown rule 'unused_toolbars' [config.unknown_rule]\n"))

            let missing = try await ScreenSpecBinary.run(["check", "--config", "nope.yml"], in: directory)
            #expect(missing.status == 66)
            #expect(missing.stderr == "nope.yml:1:1: error: configuration file 'nope.yml' does not exist [io.not_found]\n")
        }
    }

    @Test("--warnings-as-errors on a configuration warning still checks the spec")
    func strictConfigurationStillChecks() async throws {
        let files = [
            ".screenspec.yml": "rules: { tab_cuont: error }\n",
            "Specs/app.yaml": """
                app:
                  name: One
                tabs:
                  - id: home
                    title: Home
                    systemImage: house
                    root: Home
                screens:
                  Home: {}
                """,
        ]
        try await ScreenSpecBinary.withFiles(files) { directory in
            let run = try await ScreenSpecBinary.run(["check", "--warnings-as-errors"], in: directory)
            #expect(run.status == 1)
            #expect(run.stderr.contains(".screenspec.yml:1:10: error: unknown rule 'tab_cuont' [config.unknown_rule]\n"),
                    "\(run)")
            #expect(run.stderr.contains("Specs/app.yaml:3:1: error: "), "\(run)")
            #expect(run.stderr.contains("[tab_count]\n"), "\(run)")
        }
    }

    @Test("render prints exactly the rendered text")
    func render() async throws {
        let files = [
            "page.mustache": "Hello {{name}}!{{#items}} {{.}}{{/items}}{{>footer}}",
            "partials/footer.mustache": "\n-- {{{signature}}}",
            "context.json": #"{"name": "<World>", "items": [1, 2.5, true], "signature": "<me>"}"#,
        ]
        try await ScreenSpecBinary.withFiles(files) { directory in
            let run = try await ScreenSpecBinary.run(
                ["render", "page.mustache", "--context", "context.json", "--partials", "partials"], in: directory)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == "Hello &lt;World&gt;! 1 2.5 true\n-- <me>")
            #expect(run.stderr == "")

            let withoutPartials = try await ScreenSpecBinary.run(["render", "page.mustache", "--context", "context.json"], in: directory)
            #expect(withoutPartials.stdout == "Hello &lt;World&gt;! 1 2.5 true")
        }
    }

    @Test("render reports template errors located, and missing files with 66")
    func renderErrors() async throws {
        let files = [
            "bad.mustache": "line one\n  {{#open}}\n",
            "context.json": "{}",
            "broken.json": "{\"a\": }",
        ]
        try await ScreenSpecBinary.withFiles(files) { directory in
            let bad = try await ScreenSpecBinary.run(["render", "bad.mustache", "--context", "context.json"], in: directory)
            #expect(bad.status == 1)
            #expect(bad.stdout == "")
            #expect(bad.stderr.hasPrefix("bad.mustache:2:3: error: "), "\(bad)")
            #expect(bad.stderr.hasSuffix("[template.unclosed_section]\n"), "\(bad)")

            let json = try await ScreenSpecBinary.run(["render", "bad.mustache", "--context", "broken.json"], in: directory)
            #expect(json.status == 1)
            // Foundation's JSONDecoder reads the file; its message gives a line and column on some
            // platforms only.
            #expect(json.stderr.hasPrefix("broken.json:"), "\(json)")
            #expect(json.stderr.contains(": error: "), "\(json)")
            #expect(json.stderr.hasSuffix("[json.invalid]\n"), "\(json)")

            let missing = try await ScreenSpecBinary.run(["render", "nope.mustache", "--context", "context.json"], in: directory)
            #expect(missing.status == 66)
            #expect(missing.stderr == "nope.mustache:1:1: error: no such file 'nope.mustache' [io.not_found]\n")

            let noFolder = try await ScreenSpecBinary.run(
                ["render", "bad.mustache", "--context", "context.json", "--partials", "nowhere"], in: directory)
            #expect(noFolder.status == 66)
        }
    }
}
