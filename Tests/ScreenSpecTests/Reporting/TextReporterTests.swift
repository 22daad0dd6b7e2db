import ScreenSpec
import Testing

@Suite struct TextReporterTests {
    private func location(_ line: Int, _ column: Int) -> ScreenSpec.SourceLocation {
        ScreenSpec.SourceLocation(file: "Specs/app.yaml", line: line, column: column)
    }

    @Test("The design's example, exactly")
    func designExample() {
        let diagnostic = Diagnostic(
            id: "undefined_reference", severity: .error, message: "unknown screen 'CityDetial'", at: location(14, 13),
            notes: [Diagnostic.Note("did you mean 'CityDetail'?", at: location(14, 13))])
        #expect(TextReporter().report([diagnostic]) == """
            Specs/app.yaml:14:13: error: unknown screen 'CityDetial' [undefined_reference]
            Specs/app.yaml:14:13: note: did you mean 'CityDetail'?

            """)
    }

    @Test func nothingForNoDiagnostics() {
        #expect(TextReporter(usesColor: true).report([]) == "")
    }

    @Test("The caret sits under the column, counted in Unicode scalars")
    func caretUnderUnicodeColumn() {
        let diagnostic = Diagnostic(id: "x", severity: .warning, message: "m", at: location(1, 10))
        let reporter = TextReporter(sourceLine: { _, _ in "title: é🙂 here" })
        #expect(reporter.report([diagnostic]) == """
            Specs/app.yaml:1:10: warning: m [x]
            title: é🙂 here
                     ^

            """)
    }

    @Test("Tabs in the source line are kept in the caret line")
    func caretAfterTabs() {
        let diagnostic = Diagnostic(id: "x", severity: .error, message: "m", at: location(1, 4))
        let reporter = TextReporter(sourceLine: { _, _ in "\t\ta: b" })
        #expect(reporter.report([diagnostic]).hasSuffix("\t\ta: b\n\t\t ^\n"))
    }

    @Test("A fix-it is underlined with ~ and its replacement printed below")
    func fixItRange() {
        let diagnostic = Diagnostic(
            id: "spec.unknown_key", severity: .error, message: "unknown key 'titel'", at: location(2, 3),
            fixIts: [Diagnostic.FixIt(replacement: "title", at: location(2, 3), length: 5)])
        let reporter = TextReporter(sourceLine: { _, _ in "  titel: Home" })
        #expect(reporter.report([diagnostic]) == """
            Specs/app.yaml:2:3: error: unknown key 'titel' [spec.unknown_key]
              titel: Home
              ^~~~~
              title

            """)
    }

    @Test("A note elsewhere gets its own source line; a note at the same place does not")
    func noteSourceLines() {
        let diagnostic = Diagnostic(
            id: "spec.duplicate_definition", severity: .error, message: "screen 'Home' is defined twice",
            at: location(5, 3),
            notes: [Diagnostic.Note("first defined here", at: location(2, 3)),
                    Diagnostic.Note("same place", at: location(5, 3))])
        let reporter = TextReporter(sourceLine: { _, line in "  Home: \(line)" })
        #expect(reporter.report([diagnostic]) == """
            Specs/app.yaml:5:3: error: screen 'Home' is defined twice [spec.duplicate_definition]
              Home: 5
              ^
            Specs/app.yaml:2:3: note: first defined here
              Home: 2
              ^
            Specs/app.yaml:5:3: note: same place

            """)
    }

    @Test("A message with line breaks stays on one line")
    func lineBreaksInMessages() {
        let diagnostic = Diagnostic(id: "x", severity: .error, message: "a\nb\r\nc\rd", at: location(1, 1))
        #expect(TextReporter().report([diagnostic]) == "Specs/app.yaml:1:1: error: a b c d [x]\n")
    }

    @Test("Only the caret marks are colored, not the indentation before them")
    func coloredCaret() {
        let diagnostic = Diagnostic(id: "x", severity: .warning, message: "m", at: location(1, 3))
        let text = TextReporter(usesColor: true, sourceLine: { _, _ in "  ab" }).report([diagnostic])
        #expect(text.hasSuffix("\n  ab\n  \u{1B}[1;33m^\u{1B}[0m\n"))
    }

    @Test("A missing source line prints only the header")
    func missingSourceLine() {
        let diagnostic = Diagnostic(id: "x", severity: .error, message: "m", at: location(99, 1))
        #expect(TextReporter(sourceLine: { _, _ in nil }).report([diagnostic]) == "Specs/app.yaml:99:1: error: m [x]\n")
    }

    @Test("Color uses only bold, red and yellow")
    func colors() {
        let error = Diagnostic(id: "e", severity: .error, message: "bad", at: location(1, 1))
        let warning = Diagnostic(id: "w", severity: .warning, message: "meh", at: location(2, 1))
        let text = TextReporter(usesColor: true).report([error, warning])
        #expect(text == "\u{1B}[1mSpecs/app.yaml:1:1: \u{1B}[0m\u{1B}[1;31merror:\u{1B}[0m\u{1B}[1m bad [e]\u{1B}[0m\n"
            + "\u{1B}[1mSpecs/app.yaml:2:1: \u{1B}[0m\u{1B}[1;33mwarning:\u{1B}[0m\u{1B}[1m meh [w]\u{1B}[0m\n")
        #expect(!TextReporter(usesColor: false).report([error, warning]).contains("\u{1B}"))
    }
}
