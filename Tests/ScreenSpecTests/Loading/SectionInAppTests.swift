import ScreenSpec
import Testing

/// A section (`tabs`, `toolbars`, `screens`) indented into `app`: one error saying it is a
/// section of its own, with fix-its dedenting it, and the checks it feeds skipped instead of
/// reporting every screen unreachable and every tab unknown.
struct SectionInAppTests {
    static let spec = """
        app:
          name: Spawn
          tabs:
            - { id: home, title: Home, systemImage: house, root: Home }
            - { id: more, title: More, systemImage: ellipsis, root: More }
        toolbars:
          main: [ { label: Home, action: { selectTab: home } } ]
        screens:
          Home: { toolbar: main }
          More: { links: [ selectTab: home ] }
        """

    @Test("tabs indented into app: one error, the checks it feeds skipped, and a dedent that checks clean")
    func tabsInApp() throws {
        let found = LoadRecoveryTests.diagnostics(["app.yaml": Self.spec])
        #expect(found.map(\.id) == ["spec.unknown_key", "spec.check_skipped"], "\(found)")
        let error = try #require(found.first)
        #expect(error.message == "unknown key 'tabs' in 'app': 'tabs' is a section of its own, written at the start of "
                + "its line as 'app' is")
        #expect((error.location.line, error.location.column) == (3, 3))
        #expect(error.fixIts.map(\.location.line) == [3, 4, 5] && error.fixIts.allSatisfy { $0.length == 2 })
        let fixed = BareActionWordTests.applying([error], to: Self.spec)
        #expect(fixed.contains("\ntabs:\n  - { id: home"), "\(fixed)")
        #expect(LoadRecoveryTests.diagnostics(["app.yaml": fixed]).isEmpty)
    }

    @Test("screens and toolbars indented into app are the same error", arguments: ["screens", "toolbars"])
    func otherSections(section: String) throws {
        let text = """
            app:
              name: Shop
              root: Home
              \(section):
                Home: {}
            """
        let error = try #require(LoadRecoveryTests.diagnostics(["app.yaml": text]).first { $0.id == "spec.unknown_key" })
        #expect(error.message.hasPrefix("unknown key '\(section)' in 'app': '\(section)' is a section of its own"))
        #expect(error.fixIts.count == 2)
    }
}
