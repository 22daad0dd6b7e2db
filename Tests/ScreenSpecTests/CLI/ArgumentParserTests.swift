@testable import screenspec
import Testing

@Suite struct ArgumentParserTests {
    static let paths = PositionalDefinition(name: "PATHS", arity: .repeating, help: "paths")
    static let reporter = OptionDefinition.value(
        "reporter", valueName: "FORMAT", allowedValues: ["text", "json"], defaultValue: "text", help: "format")
    static let config = OptionDefinition.value("config", valueName: "FILE", help: "config")
    static let strict = OptionDefinition.flag("strict", help: "strict")
    static let command = CommandConfiguration(
        name: "check", abstract: "check", positionals: [paths], options: [reporter, config, strict])

    private func parse(_ words: [String], _ configuration: CommandConfiguration = command) throws(UsageError) -> ParsedArguments {
        switch try ArgumentParser.parse(words, for: configuration) {
        case .help: throw UsageError("unexpected help")
        case .arguments(let parsed): return parsed
        }
    }

    private func failure(_ words: [String], _ configuration: CommandConfiguration = command) -> String? {
        do {
            _ = try ArgumentParser.parse(words, for: configuration)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func nothingGiven() throws {
        let parsed = try parse([])
        #expect(parsed == ParsedArguments())
        #expect(parsed.values(Self.paths) == [])
        #expect(parsed.value(Self.reporter) == "text")
        #expect(parsed.value(Self.config) == nil)
        #expect(!parsed.isSet(Self.strict))
    }

    @Test func positionalsOptionsAndFlagsInAnyOrder() throws {
        let parsed = try parse(["a", "--reporter", "json", "b", "--strict", "--config=x.yml", "c"])
        #expect(parsed.values(Self.paths) == ["a", "b", "c"])
        #expect(parsed.value(Self.reporter) == "json")
        #expect(parsed.value(Self.config) == "x.yml")
        #expect(parsed.isSet(Self.strict))
    }

    @Test("The last value of a repeated option wins")
    func repeatedOption() throws {
        #expect(try parse(["--config", "a", "--config", "b"]).value(Self.config) == "b")
    }

    @Test("-- ends the options; - is a positional")
    func doubleDash() throws {
        let parsed = try parse(["--", "--strict", "-x", "--help"])
        #expect(parsed.values(Self.paths) == ["--strict", "-x", "--help"])
        #expect(!parsed.isSet(Self.strict))
        #expect(try parse(["-"]).values(Self.paths) == ["-"])
    }

    /// An empty value names nothing (an unset shell variable: `--output "$OUT"`): a usage error,
    /// never a file or folder called ''.
    @Test func emptyValues() throws {
        #expect(failure(["--config="]) == "empty value for '--config'")
        #expect(failure(["--config", ""]) == "empty value for '--config'")
        #expect(failure(["a", ""]) == "empty argument for PATHS")
    }

    /// `-o` is `--output`, where a command has `--output`; elsewhere it is unknown, and help
    /// lists both spellings.
    @Test func shortOutput() throws {
        let output = OptionDefinition.value("output", valueName: "DIR", help: "folder")
        let generate = CommandConfiguration(name: "generate", abstract: "generate", positionals: [Self.paths],
                                            options: [output, Self.strict])
        let parsed = try parse(["a", "-o", "Generated", "--strict"], generate)
        #expect(parsed.value(output) == "Generated")
        #expect(parsed.values(Self.paths) == ["a"])
        #expect(failure(["-o"], generate) == "missing value for '-o'")
        #expect(failure(["--output"], generate) == "missing value for '--output'")
        #expect(failure(["-o", "x"]) == "unknown option '-o'")
        #expect(HelpFormatter.help(generate).contains("  -o, --output DIR"))
    }

    @Test("A value may start with a single dash, not with two")
    func dashValues() throws {
        #expect(try parse(["--config", "-"]).value(Self.config) == "-")
        #expect(failure(["--config", "--strict"]) == "missing value for '--config'")
    }

    @Test("--help and -h win wherever they are before --", arguments: [
        ["--help"], ["-h"], ["a", "--bogus", "--help"], ["--reporter", "xml", "-h"],
    ])
    func help(_ words: [String]) throws {
        #expect(try ArgumentParser.parse(words, for: Self.command) == .help)
    }

    @Test func errors() {
        #expect(failure(["--bogus"]) == "unknown option '--bogus'")
        #expect(failure(["--strct"]) == "unknown option '--strct'; did you mean '--strict'?")
        #expect(failure(["--format", "json"]) == "unknown option '--format'; did you mean '--reporter'?",
                "graph's and links' name for it")
        #expect(failure(["-x"]) == "unknown option '-x'")
        #expect(failure(["--reporter"]) == "missing value for '--reporter'")
        #expect(failure(["--reporter", "xml"]) == "invalid value 'xml' for '--reporter'; expected text or json")
        #expect(failure(["--reporter=jsno"])
            == "invalid value 'jsno' for '--reporter'; expected text or json; did you mean 'json'?")
        #expect(failure(["--strict=yes"]) == "option '--strict' takes no value")
    }

    @Test("check and diff take --format, graph's and links' name, as a synonym of --reporter")
    func formatIsReportersSynonym() throws {
        for command in [CheckCommand.configuration, DiffCommand.configuration] {
            let baseline = command.name == "diff" ? ["--baseline", "old"] : []
            #expect(try parse(baseline + ["--format", "json"], command).value(SharedOptions.reporter) == "json")
            #expect(try parse(baseline + ["--format=sarif"], command).value(SharedOptions.reporter) == "sarif")
            #expect(failure(baseline + ["--format", "xml"], command)
                    == "invalid value 'xml' for '--format'; expected text, json, sarif or github")
            #expect(HelpFormatter.help(command).contains("--reporter, --format text|json|sarif|github"))
        }
        #expect(HelpFormatter.usage(CheckCommand.configuration).contains("[--reporter text|json|sarif|github]"))
        #expect(failure(["--reporter", "json"], LinksCommand.configuration)
                == "unknown option '--reporter'; did you mean '--format'?")
    }

    @Test func requiredAndOptionalPositionals() throws {
        let template = PositionalDefinition(name: "TEMPLATE", arity: .required, help: "t")
        let context = OptionDefinition.value("context", valueName: "FILE.json", isRequired: true, help: "c")
        let render = CommandConfiguration(name: "render", abstract: "r", positionals: [template], options: [context])
        #expect(failure([], render) == "missing argument TEMPLATE")
        #expect(failure(["t.mustache"], render) == "missing option '--context FILE.json'")
        #expect(failure(["a", "b", "--context", "c"], render) == "unexpected argument 'b'")
        let parsed = try parse(["t.mustache", "--context", "c.json"], render)
        #expect(parsed.value(template) == "t.mustache")
        #expect(parsed.value(context) == "c.json")

        let id = PositionalDefinition(name: "ID", arity: .optional, help: "id")
        let rules = CommandConfiguration(name: "rules", abstract: "r", positionals: [id])
        #expect(try parse([], rules).value(id) == nil)
        #expect(try parse(["x"], rules).value(id) == "x")
        #expect(failure(["x", "y"], rules) == "unexpected argument 'y'")
    }

    @Test func usageLines() {
        #expect(HelpFormatter.usage(Self.command)
            == "screenspec check [PATHS ...] [--reporter text|json] [--config FILE] [--strict]")
        #expect(HelpFormatter.usage(RenderCommand.configuration)
            == "screenspec render TEMPLATE --context FILE.json [--partials DIR]")
        #expect(HelpFormatter.usage(CheckCommand.configuration) == """
            screenspec check [PATHS ...] [--reporter text|json|sarif|github] [--color auto|always|never] \
            [--warnings-as-errors] [--config FILE]
            """)
    }

    @Test("Help lists every argument and option, wrapped at 80 columns")
    func helpText() {
        let help = HelpFormatter.help(Self.command)
        #expect(help == """
            OVERVIEW: check

            USAGE: screenspec check [PATHS ...] [--reporter text|json] [--config FILE] [--strict]

            ARGUMENTS:
              PATHS                       paths

            OPTIONS:
              --reporter text|json        format (default: text)
              --config FILE               config
              --strict                    strict
              -h, --help                  show help information

            """)
        for command in ScreenSpecTool.commands {
            let lines = HelpFormatter.help(command.configuration).split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= 80 || $0.hasPrefix("USAGE:") || $0.hasPrefix("  --") },
                    "\(command.configuration.name) help has a line over 80 columns")
        }
    }

    @Test func wrapping() {
        #expect(HelpFormatter.wrap("a bb ccc dddd", width: 6) == ["a bb", "ccc", "dddd"])
        #expect(HelpFormatter.wrap("", width: 6) == [""])
        #expect(HelpFormatter.wrap("waytoolongword x", width: 4) == ["waytoolongword", "x"])
    }

    @Test("Command names are unique and every option name is unique within its command")
    func commandTable() {
        let names = ScreenSpecTool.commands.map { $0.configuration.name }
        #expect(Set(names).count == names.count)
        #expect(names == ["check", "generate", "graph", "docs", "diff", "links", "scaffold", "rules", "init", "schema",
                          "dump-context", "render"])
        for command in ScreenSpecTool.commands {
            let options = command.configuration.options.map(\.name)
            #expect(Set(options).count == options.count)
            #expect(!options.contains("help"))
            let repeating = command.configuration.positionals.dropLast().filter { $0.arity == .repeating }
            #expect(repeating.isEmpty, "only the last positional of \(command.configuration.name) may repeat")
        }
    }
}
