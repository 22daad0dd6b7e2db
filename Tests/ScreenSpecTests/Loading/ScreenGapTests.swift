import Testing
@testable import ScreenSpec

/// A part of one screen left out by a loader error (its `presentation`, `stack` or a param)
/// silences the rules that depend on it about that screen only: the same run still reports the
/// other screens' mistakes of those rules. Parts of the app (a tab, a deep link) skip what they
/// could make wrong everywhere.
@Suite("Gaps of one screen")
struct ScreenGapTests {
    private func findings(_ yaml: String) -> [String] {
        LoadRecoveryTests.findings(["a.yaml": yaml])
    }

    private func skipNote(_ yaml: String) throws -> String {
        try #require(LoadRecoveryTests.diagnostics(["a.yaml": yaml]).first { $0.id == LoadGap.skippedID }).message
    }

    static let wrongPresentation = """
        app: { name: Words, root: Home }
        screens:
          Home:
            links:
              - push: Changelog
              - fullScreenCover: Game
          Changelog: { presentation: sheet }
          Game:
            presentation: fullscreen
        """

    @Test("a presentation that did not read silences the presentation rules about its screen, not about another")
    func presentationOfOneScreen() throws {
        let found = findings(Self.wrongPresentation)
        #expect(found.contains("presentation_mismatch 5:15"), "the push of the sheet is still wrong: \(found)")
        #expect(!found.contains { $0.hasPrefix("presentation_mismatch 6:") }, "\(found)")
        #expect(try skipNote(Self.wrongPresentation) == "not checked: 'unreachable_screen', whether each deep link "
                + "opens its screen ('deep_link_mismatch'); nor about 'Game': 'presentation_mismatch', 'nested_stack', "
                + "since this error leaves a screen's presentation out and their findings could be false; fix it and check again")
    }

    @Test("a param that did not read silences the param rules about its screen: another's title is still checked")
    func paramOfOneScreen() throws {
        let yaml = """
            app: { name: Words, root: Home }
            toolbars:
              main:
                - { label: Play, action: { push: Game } }
                - { label: Stats, action: { push: Stats } }
            screens:
              Home:
                toolbar: main
                links: [push: Settings]
              Settings: { title: "{section}" }
              Stats: { params: { period: String } }
              Game:
                title: "Move {moveIndex}"
                params: { moveIndex: int, seed: { type: Int, defualt: 0 } }
            """
        let found = findings(yaml)
        #expect(found.contains("invalid_title_interpolation 10:23"), "\(found)")
        #expect(found.contains("missing_arguments 5:39"), "Stats is still judged: \(found)")
        #expect(!found.contains { $0.hasPrefix("invalid_title_interpolation 13:") }, "\(found)")
        #expect(!found.contains { $0.hasPrefix("missing_arguments 4:") }, "seed lost its default: Game is not judged: \(found)")
        #expect(try skipNote(yaml).hasPrefix("not checked about 'Game': 'missing_arguments', 'deep_link_mismatch', "
                                             + "'invalid_title_interpolation', 'tab_root_params', since this error leaves a param out"))
    }

    @Test("a module-qualified system type refused once every file is read is a gap of its own screen too")
    func refusedSystemTypeOfOneScreen() throws {
        let yaml = """
            app: { name: Jobs, root: Home }
            screens:
              Home: { links: [push: Job, push: Log] }
              Job: { title: "{process}", params: { process: Foundation.Process } }
              Log: { title: "{line}" }
            """
        let found = findings(yaml)
        #expect(found.contains("invalid_title_interpolation 5:18"), "Log is still judged: \(found)")
        #expect(!found.contains { $0.hasPrefix("invalid_title_interpolation 4:") }, "\(found)")
        #expect(try skipNote(yaml).hasPrefix("not checked about 'Job': "))
    }

    @Test("a screen whose param did not read still has its patterns' own grammar checked, not its params")
    func patternGrammarDespiteParamGap() {
        let found = findings("""
            app: { name: Tasks, root: Home, urlScheme: tasks }
            screens:
              Home: { links: [push: Task] }
              Task:
                params:
                  id: String
                  tags: [String]
                  owner: String
                deepLink: /task/{id}/{id}
            """)
        #expect(found.contains { $0.hasPrefix("deep_link_mismatch 9:") }, "'{id}' twice: \(found)")
        #expect(!found.contains("deep_link_mismatch 9:15"), "owner, not in the pattern, is not judged: \(found)")
    }

    @Test("a stack that did not read: the stack rules say nothing about its modal")
    func stackOfOneScreen() throws {
        let yaml = """
            app: { name: Console, root: Home, deploymentTarget: iOS 17 }
            toolbars:
              close: [ { label: Done, placement: confirmationAction, action: dismiss } ]
            screens:
              Home: { links: [sheet: Filters, sheet: Share] }
              Filters:
                presentation: sheet
                stack: yes
                title: Filters
                toolbar: close
                search: {}
              Share: { presentation: sheet, title: Share }
            """
        let found = findings(yaml)
        #expect(found.contains("spec.type_mismatch 8:12"), "\(found)")
        #expect(found.contains { $0.hasPrefix("toolbar_without_stack 12:") }, "Share has no stack: \(found)")
        #expect(!found.contains { $0.hasPrefix("toolbar_without_stack 1") && !$0.hasPrefix("toolbar_without_stack 12:") },
                "\(found)")
        #expect(!found.contains { $0.hasPrefix("search_without_stack") }, "\(found)")
        #expect(try skipNote(yaml).contains("nor about 'Filters': 'presentation_mismatch', 'search_without_stack', "
                                            + "'toolbar_without_stack', since this error leaves a screen's 'stack' out"))
    }

    @Test("a deep link that did not read may be what reaches its screen: reachability is not judged")
    func deepLinkThatDidNotRead() {
        let found = findings("""
            app: { name: Console, root: Home, urlScheme: pulse }
            screens:
              Home: {}
              Metrics:
                deepLink: { pattern: "/task/metrics" }
            """)
        #expect(found == ["spec.type_mismatch 5:15", "spec.check_skipped 5:15"])
    }

    @Test("a tab defined twice is one error: the tab bar's count and reachability are not judged")
    func duplicateTab() throws {
        let yaml = """
            app: { name: Console }
            tabs:
              - { id: all, title: All, systemImage: list.bullet, root: All }
              - { id: all, title: Network, systemImage: network, root: Network }
            screens:
              All: {}
              Network: {}
            """
        #expect(findings(yaml) == ["spec.duplicate_definition 4:11", "spec.check_skipped 4:11"])
        #expect(try skipNote(yaml).hasPrefix("not checked: 'unreachable_screen', 'tab_count', "))
    }
}
