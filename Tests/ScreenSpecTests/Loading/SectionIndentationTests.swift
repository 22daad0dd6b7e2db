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
}
