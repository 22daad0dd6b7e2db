@testable import ScreenSpec
import Testing

/// `title: {stackID}`: unquoted, a `{placeholder}` is a YAML mapping with one key and no value.
/// Where text is expected it is `spec.type_mismatch` with a note that braces start a mapping and a
/// fix-it that quotes it; an alert whose title is such a value is not also said to lack one.
@Suite struct UnquotedPlaceholderTests {
    static let stack = """
        app: { name: Harbour, root: Stacks }
        screens:
          Stacks:
            links:
              - push: StackDetails
          StackDetails:
            params:
              stackID: String
            title: {stackID}
        """

    @Test("A {placeholder} written unquoted as a title gets a note and a fix-it that quotes it, which loads clean")
    func blockTitle() throws {
        let outcome = loadSources([(path: "spec.yaml", text: Self.stack)])
        let error = try #require(outcome.diagnostics.first { $0.id == "spec.type_mismatch" })
        #expect(outcome.diagnostics.filter { $0.severity == .error }.count == 1)
        #expect(error.message == "expected a string for 'title', found a mapping")
        #expect(error.location.line == 9 && error.location.column == 12)
        #expect(error.notes.map(\.message) == [
            "braces start a YAML mapping, so an unquoted '{stackID}' is a mapping, not text; quote the value: \"{stackID}\"",
        ])
        #expect(error.fixIts.map(\.replacement) == ["\"{stackID}\""])
        let fixed = BareActionWordTests.applying([error], to: Self.stack)
        #expect(fixed.hasSuffix("    title: \"{stackID}\""))
        #expect(loadClean(fixed)?.screens.last?.title?.value == "{stackID}")
    }

    @Test("In a flow mapping and with blanks inside the braces, the same hint; a deep link's says what a pattern is, with no fix-it")
    func otherPlaces() throws {
        let text = """
            app: { name: Harbour, root: Stacks, urlScheme: harbour }
            screens:
              Stacks: { title: { name } }
              Other:
                deepLink: {id}
            """
        let errors = loadSources([(path: "spec.yaml", text: text)]).diagnostics("spec.type_mismatch")
        #expect(errors.map(\.message) == ["expected a string for 'title', found a mapping",
                                          "expected a string for 'deepLink', found a mapping"])
        // Quoted, `"{id}"` would still be no pattern (it has no host): no fix-it that leaves an error.
        #expect(errors.map { $0.fixIts.map(\.replacement) } == [["\"{name}\""], []])
        #expect(errors.last?.notes.map(\.message) == ["braces start a YAML mapping, so an unquoted '{id}' is a mapping, not "
            + "text; a deep link pattern is text that starts with '/' and a literal first segment, the URL's host, e.g. '/contacts/{id}'"])
        #expect(errors.first?.fixIts.first?.length == "{ name }".count)
        let fixed = BareActionWordTests.applying(errors, to: text)
        #expect(fixed.contains("Stacks: { title: \"{name}\" }") && fixed.contains("deepLink: {id}"))
        let aliases = text.replacingOccurrences(of: "deepLink: {id}", with: "deepLink: [/other, {id}]")
        let alias = try #require(loadSources([(path: "spec.yaml", text: aliases)]).diagnostics("spec.type_mismatch").last)
        #expect(alias.fixIts.isEmpty && alias.notes.first?.message.hasSuffix("e.g. '/contacts/{id}'") == true)
    }

    @Test("A mapping with a value, several keys or several lines gets no quoting hint")
    func realMappings() throws {
        for value in ["{ a: b }", "{ a, b }", "\n      a:"] {
            let text = "app: { name: Demo, root: Home }\nscreens:\n  Home:\n    title: \(value)\n"
            let error = try #require(loadSources([(path: "spec.yaml", text: text)]).diagnostics("spec.type_mismatch").first)
            #expect(error.message == "expected a string for 'title', found a mapping")
            #expect(error.notes.isEmpty && error.fixIts.isEmpty, "\(value)")
        }
    }

    @Test("An alert whose title did not read is not also said to need one; one without a title is")
    func dialogTitle() throws {
        let alert = """
            app: { name: Omnivore, root: Reader }
            screens:
              Reader:
                links:
                  - alert: ReaderError
              ReaderError:
                presentation: alert
                params:
                  message: String
                title: {message}
            """
        let diagnostics = loadSources([(path: "spec.yaml", text: alert)]).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.map(\.id) == ["spec.type_mismatch"])
        #expect(!diagnostics.contains { $0.id == LoadGap.skippedID })
        let untitled = loadSources([(path: "spec.yaml", text: alert.replacingOccurrences(of: "    title: {message}", with: ""))])
        #expect(untitled.diagnostics("spec.missing_key").map(\.message) == ["an alert needs a 'title' (e.g. 'title: Delete this order?')"])
        let empty = loadSources([(path: "spec.yaml", text: alert.replacingOccurrences(of: "{message}", with: "~"))])
        #expect(empty.diagnostics("spec.missing_key").count == 1)
    }

    @Test("A button label written as a {placeholder} is one type mismatch, not also a missing label; its fix-it checks clean")
    func buttonLabel() throws {
        let text = """
            app: { name: Contacts, root: Home }
            screens:
              Home:
                links:
                  - alert: Confirm
              Confirm:
                presentation: alert
                title: Delete?
                params:
                  name: String
                buttons:
                  - { label: {name}, role: cancel }
            """
        let diagnostics = LoadRecoveryTests.diagnostics(["a.yaml": text])
        #expect(diagnostics.map { "\($0.id) \($0.location.line):\($0.location.column)" } == ["spec.type_mismatch 12:18"])
        let fixed = BareActionWordTests.applying(diagnostics, to: text)
        #expect(fixed.hasSuffix("      - { label: \"{name}\", role: cancel }"))
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": fixed]).isEmpty)
        // A label of another type, in block style, is likewise not said to be missing.
        let listed = text.replacingOccurrences(of: "- { label: {name}, role: cancel }", with: "- label: [OK]\n        role: cancel")
        #expect(LoadRecoveryTests.findings(["a.yaml": listed]) == ["spec.type_mismatch 12:16"])
    }
}
