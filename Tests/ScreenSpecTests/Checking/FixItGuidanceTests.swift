import ScreenSpec
import Testing

/// Mistakes a real app's spec made, each with the fix-it or note that says what to write: the
/// two toolbar keys swapped, a link presenting one kind of modal for another, a required param
/// that can only be made optional, and a mistake in a mapping merged in twice, reported once.
struct FixItGuidanceTests {
    static func diagnostics(_ screens: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["app.yaml": """
            app: { name: Media }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: library, title: Library, systemImage: books.vertical, root: Library }
            toolbars:
              close: [ { label: Close, action: dismiss } ]
              settings: [ { label: Settings, action: { present: Settings } } ]
            screens:
              Settings: { presentation: sheet }
            \(screens)
            """])
    }

    @Test func aListInToolbarOrAScalarInToolbarsGetsAFixItToTheOtherKey() throws {
        let found = Self.diagnostics("""
              Home: { toolbar: [close, settings] }
              Library: { toolbars: close }
            """)
        let errors = found.filter { $0.id == "spec.type_mismatch" }
        #expect(errors.map(\.message) == [
            "expected a string for 'toolbar', found a sequence; several toolbars go in 'toolbars'",
            "expected a list for 'toolbars', found 'close'; one toolbar is 'toolbar: close'",
        ])
        #expect(errors.flatMap(\.fixIts).map(\.replacement) == ["toolbars", "toolbar"])
        #expect(errors.flatMap(\.fixIts).map(\.location.column) == [11, 14])
    }

    @Test("toolbars written without brackets are read as the list they mean, with a fix-it adding them")
    func toolbarListWithoutBrackets() throws {
        let found = Self.diagnostics("""
              Home: { toolbars: "close, settings" }
              Library: { toolbar: "close, settings" }
            """)
        let errors = found.filter { $0.severity == .error }
        #expect(errors.map(\.id) == ["spec.type_mismatch", "spec.type_mismatch"], "\(found)")
        #expect(errors.map { $0.fixIts.map(\.replacement) } == [["[close, settings]"], ["[close, settings]", "toolbars"]])
        #expect(!found.contains { $0.id == "undefined_reference" || $0.id == "unused_toolbar" }, "\(found)")
    }

    @Test func aLinkPresentingAnotherKindOfModalGetsAFixItToItsVerb() throws {
        let found = Self.diagnostics("""
              Home: { links: [ { sheet: Player } ] }
              Library: { links: [ { push: Player } ] }
              Player: { presentation: fullScreenCover }
            """)
        let errors = found.filter { $0.id == "presentation_mismatch" }
        #expect(errors.count == 2)
        let sheet = try #require(errors.first { $0.message.hasPrefix("'sheet'") })
        #expect(sheet.fixIts.map(\.replacement) == ["fullScreenCover"])
        #expect(sheet.fixIts.first?.location.line == 10 && sheet.fixIts.first?.location.column == 22)
        #expect(sheet.fixIts.first?.length == 5)
        // A link's verb names one presentation: the target's is the one answer.
        let push = try #require(errors.first { $0.message.hasPrefix("'push'") })
        #expect(push.fixIts.map(\.replacement) == ["fullScreenCover"])
        #expect(push.fixIts.first?.location.line == 11 && push.fixIts.first?.length == 4)
    }

    @Test("a modal verb to a pushed screen gets a fix-it to 'push' where the linking screen can push")
    func aLinkPresentingAPushedScreenGetsAFixItToPush() throws {
        let found = Self.diagnostics("""
              Home: { links: [ { sheet: Detail }, { sheet: Compose }, { sheet: Editor } ] }
              Library: { links: [ { push: Detail } ] }
              Detail: {}
              Compose: { presentation: sheet, links: [ { fullScreenCover: Detail } ] }
              Editor: { presentation: sheet, stack: true, links: [ { alert: Detail } ] }
            """)
        let errors = found.filter { $0.id == "presentation_mismatch" }
        #expect(errors.map(\.message) == [
            "'sheet' needs a screen with 'presentation: sheet', but 'Detail' is a pushed screen",
            "'fullScreenCover' needs a screen with 'presentation: fullScreenCover', but 'Detail' is a pushed screen",
            "'alert' needs a screen with 'presentation: alert', but 'Detail' is a pushed screen",
        ], "\(found)")
        // Compose has no stack to push onto: there a fix-it would only move the error.
        #expect(errors.map { $0.fixIts.map(\.replacement) } == [["push"], [], ["push"]])
        // Said in a note too, for reporters that show no fix-its.
        #expect(errors.map { $0.notes.map(\.message).filter { $0.hasPrefix("write") } }
                == [["write 'push: Detail'"], [], ["write 'push: Detail'"]])
    }

    @Test("a tab's action presenting a pushed screen is told to make it a modal, not to 'open' it")
    func aTabPresentingAPushedScreen() throws {
        let found = LoadRecoveryTests.diagnostics(["app.yaml": """
            app: { name: Media }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: feedback, title: Feedback, systemImage: envelope, action: { present: Feedback } }
            screens:
              Home: { links: [push: Feedback] }
              Feedback: {}
            """]).filter { $0.id == "presentation_mismatch" }
        #expect(found.map { $0.notes.map(\.message) } == [["a tab's action presents a modal: give 'Feedback' "
                                                           + "'presentation: sheet' (or fullScreenCover) to present it from the tab"]])
    }

    @Test("an action's verb that does not show its target as declared gets a note naming the verb that does")
    func anActionWithTheWrongVerbNamesTheRightOne() throws {
        let found = LoadRecoveryTests.diagnostics(["app.yaml": """
            app: { name: Media, root: Home }
            toolbars:
              main:
                - { label: A, action: { present: Detail } }
                - { label: B, action: { push: Player } }
            screens:
              Home: { toolbar: main, links: [ { push: Detail }, { sheet: Player } ] }
              Detail: {}
              Player: { presentation: sheet }
            """]).filter { $0.id == "presentation_mismatch" }
        #expect(found.map { $0.notes.last?.message ?? "" } == [
            "to show it as a pushed screen, write 'open: Detail'",
            "to show it as a sheet, write 'present: Player'",
        ], "\(found)")
        // Only a modal's own stack shows Inner: no action verb does.
        let inner = LoadRecoveryTests.diagnostics(["app.yaml": """
            app: { name: Media, root: Home }
            toolbars:
              main: [ { label: C, action: { present: Inner } } ]
            screens:
              Home: { toolbar: main, links: [ { sheet: Player } ] }
              Player: { presentation: sheet, stack: true, links: [ { push: Inner } ] }
              Inner: {}
            """]).filter { $0.id == "presentation_mismatch" }
        #expect(inner.count == 1 && inner.allSatisfy { $0.notes.isEmpty }, "\(inner)")
    }

    @Test func aMistakeInAMappingMergedInTwiceIsReportedOnce() throws {
        let found = LoadRecoveryTests.diagnostics(["app.yaml": """
            app: { name: Media, root: Home }
            screens:
              Home: { links: [ { sheet: A }, { sheet: B } ] }
              A:
                <<: &modal
                  presentation: sheet
                  stack: yes
                  links: [ { push: Detial } ]
              B: { <<: *modal, title: B }
              Detail: {}
            """])
        #expect(found.filter { $0.id == "spec.type_mismatch" }.map(\.location.line) == [7])
        #expect(found.filter { $0.id == "undefined_reference" }.map(\.message) == ["unknown screen 'Detial'"])
    }

    @Test func aRequiredAppTypeParamCanOnlyBeMadeOptional() throws {
        let found = LoadRecoveryTests.diagnostics(["app.yaml": """
            app: { name: Media, root: Home }
            toolbars:
              main: [ { label: Play, action: { present: Player } } ]
            screens:
              Home: { toolbar: main }
              Player: { presentation: sheet, params: { model: PlayerModel, count: Int, tags: "[String]" } }
            """])
        let error = try #require(found.first { $0.id == "missing_arguments" })
        #expect(error.notes.map(\.message) == [
            "make 'model' optional ('PlayerModel?'): an app type takes no default",
            "give 'count' a default or make it optional",
            "give 'tags' the default '[]' or make it optional",
        ])
    }
}
