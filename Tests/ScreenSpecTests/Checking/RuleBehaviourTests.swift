// Choices of the part A rules that their examples do not show: which rule reports a mistake
// that two could, and the corners of the semantic model they rely on.

import Testing
@testable import ScreenSpec

@Suite("Rule behaviour")
struct RuleBehaviourTests {
    /// `id line:column` of every diagnostic of the whole checker, sorted.
    static func findings(_ text: String) throws -> [String] {
        let loaded = RuleExampleTests.load(text)
        #expect(loaded.diagnostics.isEmpty, "\(RuleExampleTests.rendered(loaded.diagnostics))")
        let spec = try #require(loaded.spec)
        return Diagnostic.sortedForOutput(RuleExampleTests.check(spec))
            .map { "\($0.id) \($0.location.line):\($0.location.column)" }
    }

    static let twoTabs = """
        app:
          name: Shop
        tabs:
          - id: home
            title: Home
            systemImage: house
            root: Home
          - id: account
            title: Account
            systemImage: person
            root: Account
        """

    @Test("opening a root with required params is reported once, at the root; opening it in another tab pushes it")
    func openRoot() throws {
        let found = try Self.findings(Self.twoTabs + """

            toolbars:
              main:
                - label: Account
                  action: { open: Account, tab: account }
                - label: Account here
                  action: { open: Account, tab: home }
            screens:
              Home:
                toolbar: main
              Account:
                params:
                  user: String
            """)
        #expect(found == ["tab_root_params 11:11", "missing_arguments 17:23"])
    }

    @Test("selectTab of a root with required params is tab_root_params only")
    func selectTabRoot() throws {
        let found = try Self.findings(Self.twoTabs + """

            screens:
              Home:
                links:
                  - selectTab: account
              Account:
                params:
                  user: String
            """)
        #expect(found == ["tab_root_params 11:11"])
    }

    @Test("a route type named like the app type behind a qualified param type")
    func qualifiedParamType() throws {
        let found = try Self.findings(Self.twoTabs + """

                routeType: Car
            screens:
              Home:
                links:
                  - push: CarDetail
              Account: {}
              CarDetail:
                params:
                  id: Car.ID
            """)
        #expect(found == ["duplicate_destination_type 12:16"])
    }

    @Test("a routeType equal to another tab's default name shares its enum")
    func sharedDefaultName() throws {
        let found = try Self.findings(Self.twoTabs + """

                routeType: HomeRoute
            screens:
              Home:
                links:
                  - push: Detail
              Account:
                links:
                  - push: Detail
              Detail: {}
            """)
        #expect(found.isEmpty)
    }

    /// `DMsOnMain` is the case `dmsOnMain` (a plural acronym is lowered with its `s`), and so is
    /// `DmsOnMain`: one stack's route enum cannot have both, nor can the destination enum.
    @Test("a plural acronym's case meets the same id in camel case")
    func pluralAcronymCaseClash() throws {
        let found = try Self.findings("""
            app:
              name: Chat
              root: Home
            screens:
              Home:
                links:
                  - push: DMsOnMain
                  - push: DmsOnMain
                  - push: URLsList
                  - push: URLList
              DMsOnMain: {}
              DmsOnMain: {}
              URLsList: {}
              URLList: {}
            """)
        // `urlsList` and `urlList` differ: only the direct messages clash, in the app's route enum.
        #expect(found == ["duplicate_destination_type 2:9"], "\(found)")

        // On two tabs' stacks they still meet in the destination and screen enums.
        let apart = try Self.findings(Self.twoTabs + """

            screens:
              Home:
                links:
                  - push: DMsOnMain
              Account:
                links:
                  - push: DmsOnMain
              DMsOnMain: {}
              DmsOnMain: {}
            """)
        #expect(apart == ["generated_name_collision 20:3"], "\(apart)")
    }

    @Test("a tab 'sheet' is fine: each modal stack has a path property of its own")
    func sheetTab() throws {
        let found = try Self.findings("""
            app:
              name: Shop
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Home
              - id: sheet
                title: Sheet
                systemImage: doc
                root: Paper
            screens:
              Home: {}
              Paper: {}
            """)
        #expect(found == [])
    }

    @Test("a toolbar push in a modal without a stack is reported at the modal's toolbar use")
    func toolbarPushInPlainModal() throws {
        let found = try Self.findings("""
            app:
              name: Shop
              root: Home
            toolbars:
              more:
                - label: More
                  action: { push: Details }
            screens:
              Home:
                toolbar: more
                links:
                  - sheet: Info
              Details: {}
              Info:
                presentation: sheet
                toolbar: more
            """)
        // The toolbar is not shown on iOS either: one fix (`stack: true`) answers both.
        #expect(found == ["presentation_mismatch 16:14", "toolbar_without_stack 16:14"])
    }

    @Test("a modal pushed with stack: true is presentation_mismatch, not also nested_stack")
    func pushedStackedModal() throws {
        let found = try Self.findings("""
            app:
              name: Shop
              root: Home
            screens:
              Home:
                links:
                  - push: Compose
              Compose:
                presentation: sheet
                stack: true
            """)
        #expect(found == ["presentation_mismatch 7:15"])
    }

    @Test("reaching a screen only through an unused toolbar or an unreachable screen says so in notes")
    func unreachableNotes() throws {
        let loaded = RuleExampleTests.load("""
            app:
              name: Shop
              root: Home
            toolbars:
              spare:
                - label: Help
                  action: { push: Help }
            screens:
              Home: {}
              Help:
                links:
                  - push: Topic
              Topic: {}
            """)
        let spec = try #require(loaded.spec)
        let found = Diagnostic.sortedForOutput(RuleExampleTests.check(spec, rules: [UnreachableScreenRule.self]))
        // 'Topic' is behind 'Help': reported in Help's note, not once more.
        #expect(found.map(\.message) == ["no path reaches screen 'Help' from the app root or a deep link"])
        #expect(found.map { $0.notes.map(\.message) } == [
            ["toolbar 'spare' leads here, but no screen uses it", "so is 'Topic', which only 'Help' leads to"],
        ])
    }
}
