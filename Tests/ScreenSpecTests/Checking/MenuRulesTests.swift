// Toolbar menus as the loader and the rules about actions see them: a menu's items act from the
// toolbar item that shows the menu, so every rule that follows actions follows them too.

import Testing
@testable import ScreenSpec

@Suite("Menus")
struct MenuRulesTests {
    static let app = """
        app: { name: News, root: Feed }
        toolbars:
          feed:
            - placement: primaryAction
              label: More
              menu:

        """

    @Test("a menu item's push reaches its screen, and a required param it cannot supply is reported")
    func menuActionsAreEdges() throws {
        let found = try RuleBehaviourTests.findings(Self.app + """
                    - { label: Settings, action: { push: Settings } }
                    - label: Go
                      menu:
                        - { label: Article, action: { push: Article } }
            screens:
              Feed: { toolbar: feed }
              Settings: {}
              Article: { params: { id: String } }
            """)
        // Settings is reached through the menu (no unreachable_screen); Article is pushed without its id.
        #expect(found == ["missing_arguments 10:49"], "\(found)")
    }

    @Test("a misspelt menu target is an undefined reference, and the toolbar item keys are not menu item keys")
    func loaderAndReferences() throws {
        let loaded = RuleExampleTests.load(Self.app + """
                    - { label: Save, placement: primaryAction, role: destroy, action: { custom: save } }
            screens:
              Feed: { toolbar: feed }
            """)
        let ids = loaded.diagnostics.map { "\($0.id) \($0.location.line):\($0.location.column)" }
        #expect(ids.contains("spec.unknown_key 7:26"), "\(ids)")
        let role = try #require(loaded.diagnostics.first { $0.message.contains("'destroy' is not a menu item role") })
        #expect(role.message.hasSuffix("use destructive or cancel") && role.location.line == 7, "\(role)")

        let typo = try RuleBehaviourTests.findings(Self.app + """
                    - { label: Open, action: { push: Setings } }
            screens:
              Feed: { toolbar: feed }
              Settings: { }
            """)
        #expect(typo.contains("undefined_reference 7:42"), "\(typo)")
    }

    @Test("a menu item whose action did not read is the loader's error alone, not also one that does nothing",
          arguments: ["action: { sheet: Edit }", "action: dismis", "acton: { present: Edit }"])
    func unreadActionIsNoEmptyItem(action: String) throws {
        let loaded = RuleExampleTests.load("""
            app: { name: News, root: Feed }
            toolbars:
              feed:
                - label: More
                  menu: [ { label: Edit, \(action) } ]
            screens:
              Feed: { toolbar: feed }
              Edit: { presentation: sheet }
            """)
        #expect(loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics)")
        let spec = try #require(loaded.spec)
        #expect(!RuleExampleTests.check(spec).contains { $0.id == "invalid_menu" })
        // Without any action, or with an empty one, it still does nothing.
        for edit in ["{ label: Edit }", "{ label: Edit, action: }"] {
            let bare = try #require(RuleExampleTests.load("""
                app: { name: News, root: Feed }
                toolbars:
                  feed: [ { label: More, menu: [ \(edit) ] } ]
                screens:
                  Feed: { toolbar: feed }
                """).spec)
            #expect(RuleExampleTests.check(bare).contains { $0.id == "invalid_menu" }, "\(edit)")
        }
    }

    @Test("the fix-it for a menu with an action deletes the action line, or the action and a comma")
    func actionRemoval() throws {
        let block = RuleExampleTests.load("""
            app: { name: News, root: Feed }
            toolbars:
              feed:
                - label: More
                  action: { custom: share }
                  menu: [ { label: Save, action: { custom: save } } ]
            screens:
              Feed: { toolbar: feed }
            """)
        let spec = try #require(block.spec)
        let both = try #require(RuleExampleTests.check(spec).first { $0.id == "invalid_menu" })
        // The whole line, its indentation too: no line of spaces is left.
        #expect(both.fixIts == [Diagnostic.FixIt(replacement: "", at: ScreenSpec.SourceLocation(file: both.location.file, line: 5, column: 1),
                                                 length: 31)])
        #expect(both.location.line == 5 && both.location.column == 7)

        let flow = RuleExampleTests.load("""
            app: { name: News, root: Feed }
            toolbars:
              feed:
                - { label: More, action: { custom: share }, menu: [ { label: Save, action: { custom: save } } ] }
            screens:
              Feed: { toolbar: feed }
            """)
        let flowSpec = try #require(flow.spec)
        let flowBoth = try #require(RuleExampleTests.check(flowSpec).first { $0.id == "invalid_menu" })
        // `, action: { custom: share }`: the comma before it goes too.
        #expect(flowBoth.fixIts == [Diagnostic.FixIt(replacement: "", at: ScreenSpec.SourceLocation(file: flowBoth.location.file, line: 4, column: 20),
                                                     length: 27)])
    }
}
