@testable import ScreenSpec
import Testing

/// A key of a tab's mapping dedented to the level of `app`'s keys: the loader tells the YAML
/// layer the spec's sections, so `tabs` is not offered a move under `app`, and the line gets a
/// fix-it to the entry's level.
@Suite struct SectionIndentationTests {
    @Test("A tab's key dedented under 'tabs': one edit, a fix-it, and the fixed spec loads")
    func tabKeyDedented() throws {
        let text = """
            app:
              name: Harbour
            tabs:
              - id: containers
                title: Containers
                systemImage: shippingbox
                root: Containers
              - id: stacks
                title: Stacks
                systemImage: square.stack.3d.up
              ↓root: Stacks
            screens:
              Containers: {}
              Stacks: {}
            """
        let outcome = expectLoaderDiagnostics(text, "yaml.syntax")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.message == "did not find expected '-' indicator: 'tabs' above is a top-level section, not a "
                    + "key of 'app', so this line, indented by 2 spaces, is a key of its list's entry: indent it by 4")
        #expect(!diagnostic.message.contains("belongs with them"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["    "])
        #expect(diagnostic.fixIts.first?.length == 2)
        #expect(diagnostic.fixIts.first?.location.column == 1)
        let fixed = text.replacingOccurrences(of: "  ↓root: Stacks", with: "    root: Stacks")
        #expect(loadClean(fixed)?.tabs.map(\.root?.value) == ["Containers", "Stacks"])
    }

    @Test("A list item written at the '-' column with the first key of the item above: its '- ' is missing, and the fix-its check clean")
    func itemMissingItsDash() throws {
        let tabs = """
            app: { name: Harbour }
            tabs:
              - id: containers
                title: Containers
                systemImage: shippingbox
                root: Containers
              id: stacks
              title: Stacks
              systemImage: square.stack.3d.up
              root: Stacks
            screens:
              Containers:
                links:
                  - sheet: Purchase
                  sheet: Restore
              Stacks: {}
              Purchase: { presentation: sheet }
              Restore: { presentation: sheet }
            """
        let (before, after, fixed) = checkAndFix(tabs)
        let error = try #require(before.first)
        #expect(error.message == "did not find expected '-' indicator: a '- ' is likely missing before 'id', which starts "
                    + "the item above too: without it, the line is no item of the list")
        #expect(error.notes.last?.message == "the item above starts with '- id' here" && error.notes.last?.location.line == 3)
        #expect(error.fixIts.map(\.location.line) == [7, 8, 9, 10], "the dash, then the item's other keys")
        #expect(fixed.contains("  - id: stacks\n    title: Stacks\n"), "\(fixed)")
        // The links' mistake was hidden behind the first syntax error; fixed, it is the one left.
        let links = try #require(after.first)
        #expect(links.message.hasPrefix("did not find expected '-' indicator: a '- ' is likely missing before 'sheet'"), "\(after)")
        let (_, clean, _) = checkAndFix(fixed)
        #expect(clean.isEmpty, "\(clean)")
    }

    /// A screen whose `title` line, after a param, is indented wrongly (`indentation` before `title:`).
    static func entries(_ indentation: String, deepLink: String = "    deepLink") -> String {
        """
        app: { name: Shop, root: Home, urlScheme: shop }
        screens:
          Home:
            links:
              - push: Entries
          Entries:
            params:
              productID: Int
        \(indentation)title: Entries
        \(deepLink): /entries/{productID}
        """
    }

    /// Every diagnostic of checking `text`, and of checking it again once their fix-its are applied.
    private func checkAndFix(_ text: String) -> (before: [Diagnostic], after: [Diagnostic], fixed: String) {
        let before = LoadRecoveryTests.diagnostics(["a.yaml": text])
        let fixed = BareActionWordTests.applying(before, to: text)
        return (before, LoadRecoveryTests.diagnostics(["a.yaml": fixed]), fixed)
    }

    @Test("A tab before a screen's key after a param: the fix-it indents it as the screen's keys, not as the param")
    func tabBeforeScreenKeyAfterParam() throws {
        let (before, after, fixed) = checkAndFix(Self.entries(" \t"))
        let error = try #require(before.first)
        #expect(before.count == 1 && error.message.hasPrefix("a tab character in the indentation"))
        #expect(error.fixIts.map(\.replacement) == ["    "] && error.fixIts.first?.length == 2)
        #expect(fixed.contains("\n    title: Entries\n"))
        #expect(after.isEmpty, "\(after)")
        // A tab on the line after one that opens a block still goes one step into it.
        let opening = Self.entries("").replacingOccurrences(of: "      productID: Int\n", with: "")
            .replacingOccurrences(of: "    params:\ntitle", with: "    params:\n\ttitle")
        let fix = try #require(LoadRecoveryTests.diagnostics(["a.yaml": opening]).first?.fixIts.first)
        #expect(fix.replacement == "      ")
    }

    @Test("A screen's key over-indented by one after a param: the message names the screen's keys, the fix-it their column")
    func screenKeyOverIndentedAfterParam() throws {
        let (before, after, fixed) = checkAndFix(Self.entries("     "))
        let error = try #require(before.first)
        #expect(before.count == 1)
        #expect("\(error.location.line):\(error.location.column)" == "9:6")
        #expect(error.message == "did not find expected key: this line is indented by 5 spaces, but 'title' is a key of "
            + "the screen 'Entries', whose keys are indented by 4, like 'params' above: keys of one mapping line up")
        #expect(error.notes.last.map { "\($0.message) \($0.location.line):\($0.location.column)" }
            == "the keys of 'Entries' are indented by 4 spaces here 7:5")
        #expect(fixed.contains("\n    title: Entries\n"))
        #expect(after.isEmpty, "\(after)")
    }

    @Test("A screen's key one space too deep after another's value: the message as before, and a fix-it dedenting it")
    func screenKeyOneTooDeepAfterScreenKey() throws {
        let (before, after, fixed) = checkAndFix(Self.entries("    ", deepLink: "     deepLink"))
        let error = try #require(before.first)
        #expect(before.count == 1)
        #expect(error.message == "mapping values are not allowed in this context: this line is indented by 5 spaces and "
            + "the key above it by 4, so it reads as more of that key's value: keys of one mapping line up")
        #expect(error.fixIts.map(\.replacement) == ["    "])
        #expect(fixed.contains("\n    deepLink: /entries/{productID}"))
        #expect(after.isEmpty, "\(after)")
    }
}
