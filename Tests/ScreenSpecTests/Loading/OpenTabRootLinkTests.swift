@testable import ScreenSpec
import Testing

/// `open: SCREEN` in a link, where SCREEN is another tab's root: pushed, it would be a second copy
/// of that root in this tab's stack, so the fix-it is `selectTab` of that tab (known once every
/// file is read), and there is none when SCREEN is the root of several tabs.
@Suite struct OpenTabRootLinkTests {
    static let tabs = """
        app: { name: Dash }
        tabs:
          - { id: dashboard, title: Dashboard, systemImage: sun.max, root: Today }
          - { id: turnips, title: Turnips, systemImage: leaf, root: Turnips }

        """

    static let screens = """
        screens:
          Today:
            links:
              - open: Turnips
          Turnips: {}
        """

    @Test("a tab's root: a fix-it to 'selectTab: TAB' that checks clean, also with the tabs in another file")
    func tabRoot() throws {
        for files in [["a.yaml": Self.tabs + Self.screens], ["a.yaml": Self.tabs, "b.yaml": Self.screens]] {
            let found = LoadRecoveryTests.diagnostics(files).filter { $0.severity == .error }
            let error = try #require(found.first)
            #expect(found.count == 1)
            #expect(error.location.file.hasSuffix(files.count == 1 ? "a.yaml" : "b.yaml"))
            #expect(error.notes.map(\.message) == ["did you mean 'selectTab: turnips'? 'Turnips' is the root of tab 'turnips'"])
            #expect(error.fixIts.map(\.replacement) == ["selectTab", "turnips"])
            let file = files.count == 1 ? "a.yaml" : "b.yaml"
            var fixed = files
            fixed[file] = BareActionWordTests.applying([error], to: files[file] ?? "")
            #expect(fixed[file]?.contains("- selectTab: turnips") == true)
            #expect(LoadRecoveryTests.diagnostics(fixed).isEmpty)
        }
    }

    @Test("the root of several tabs: a note naming them, and no fix-it")
    func rootOfSeveralTabs() throws {
        let text = Self.tabs.replacingOccurrences(of: "root: Today", with: "root: Turnips") + """
            screens:
              Today:
                links:
                  - open: Turnips
              Turnips:
                links:
                  - open: Turnips
            """
        let error = try #require(LoadRecoveryTests.diagnostics(["a.yaml": text]).first { $0.id == "spec.unknown_key" })
        #expect(error.notes.map(\.message) == ["'Turnips' is the root of tabs 'dashboard' and 'turnips': link "
                                               + "'selectTab: TAB' to the one meant"])
        #expect(error.fixIts.isEmpty)
    }

    @Test("a screen that is no tab's root still gets 'push'")
    func notATabRoot() throws {
        let text = Self.tabs + Self.screens.replacingOccurrences(of: "open: Turnips", with: "open: Detail") + "\n  Detail: {}\n"
        let error = try #require(LoadRecoveryTests.diagnostics(["a.yaml": text]).first { $0.id == "spec.unknown_key" })
        #expect(error.notes.first?.message == "did you mean 'push'?")
        #expect(error.fixIts.map(\.replacement) == ["push"])
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": BareActionWordTests.applying([error], to: text)]).isEmpty)
    }

    @Test("the root of the tab whose stack shows the linking screen: a note that an action goes back, no fix-it")
    func rootOfTheLinkingScreensOwnTab() throws {
        let text = Self.tabs + """
            screens:
              Today:
                links:
                  - push: Forecast
              Forecast:
                links:
                  - push: Hourly
              Hourly:
                links:
                  - open: Today
                  - open: Turnips
              Turnips: {}
            """
        let errors = LoadRecoveryTests.diagnostics(["a.yaml": text]).filter { $0.id == "spec.unknown_key" }
        try #require(errors.count == 2)
        #expect(errors[0].notes.map(\.message) == ["'Today' is the root of tab 'dashboard', whose stack shows 'Hourly': "
                                                   + "no link goes back to it; remove this link and give a toolbar item "
                                                   + "or dialog button 'action: popToRoot'"])
        #expect(errors[0].fixIts.isEmpty)
        // Another tab's root from the same screen: selecting that tab is what it means.
        #expect(errors[1].fixIts.map(\.replacement) == ["selectTab", "turnips"])
    }
}
