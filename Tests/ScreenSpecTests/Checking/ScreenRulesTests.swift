// Rules part B beyond deep links, beyond their examples: exact messages, notes and fix-its, one
// report per clash however many screens show it, and locations inside titles.

import Testing
@testable import ScreenSpec

@Suite("Toolbar, title, search and tab rules")
struct ScreenRulesTests {
    static func check(_ rule: any Rule.Type, _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        try DeepLinkRulesTests.check(rule, text, sourceLocation: sourceLocation)
    }

    static func at(_ line: Int, _ column: Int) -> ScreenSpec.SourceLocation {
        DeepLinkRulesTests.at(line, column)
    }

    // MARK: duplicate_placement

    @Test("two toolbars clashing on several screens are reported once, naming the first screen")
    func clashReportedOnce() throws {
        let found = try Self.check(DuplicatePlacementRule.self, """
            app:
              name: Cities
              root: CityList
            toolbars:
              main:
                - { id: share, placement: principal, label: Share }
              detail:
                - { id: share, placement: principal, label: Share City }
            screens:
              CityList:
                toolbars: [main, detail]
                links: [{ push: CityDetail }]
              CityDetail:
                toolbars: [main, detail]
            """)
        #expect(found.map(\.message) == [
            "item id 'share' of toolbar 'detail' clashes with an item of toolbar 'main' on 'CityList'",
            "'CityList' shows two items in the single-item placement 'principal'; SwiftUI shows only one",
        ])
        #expect(found.map(\.location) == [Self.at(8, 13), Self.at(8, 31)])
        #expect(found.map(\.notes) == [
            [Diagnostic.Note("the first 'share' item is here", at: Self.at(6, 13))],
            [Diagnostic.Note("the first 'principal' item is here", at: Self.at(6, 31))],
        ])
    }

    @Test("items of one toolbar on different screens, and items without ids, do not clash")
    func noClash() throws {
        let found = try Self.check(DuplicatePlacementRule.self, """
            app:
              name: Cities
              root: CityList
            toolbars:
              main:
                - { placement: principal, label: Cities }
                - { placement: topBarTrailing, label: A }
                - { placement: topBarTrailing, label: B }
              detail:
                - { placement: principal, label: City }
            screens:
              CityList:
                toolbar: main
                links: [{ push: CityDetail }]
              CityDetail:
                toolbar: detail
            """)
        #expect(found.isEmpty, "\(found.map(describe))")
    }

    // MARK: deprecated_api and unavailable_api

    @Test("the deprecated placement's fix-it replaces exactly the value")
    func deprecatedFixIt() throws {
        let found = try Self.check(DeprecatedAPIRule.self, """
            app:
              name: Notes
              root: NoteList
            toolbars:
              main:
                - placement: 'navigationBarLeading'
                  label: Edit
            screens:
              NoteList:
                toolbar: main
            """)
        try #require(found.count == 1)
        #expect(found[0].severity == .warning)
        #expect(found[0].location == Self.at(6, 18))
        #expect(found[0].fixIts == [Diagnostic.FixIt(replacement: "topBarLeading", at: Self.at(6, 19), length: 20)])
    }

    @Test("in an app with no iOS target, a deprecated or iOS-only placement names its Mac form, as the generator does")
    func macOnlyPlacementNamesTheMacForm() throws {
        let spec = """
            app: { name: Xcodes, deploymentTarget: macOS 14, root: XcodeList }
            toolbars:
              t:
                - { placement: navigationBarTrailing, label: Refresh, action: { custom: refresh } }
                - { placement: topBarLeading, label: Login, action: { custom: login } }
                - { placement: { macOS: navigationBarLeading }, label: Prefs, action: { custom: prefs } }
                - { placement: primaryAction, label: Add, action: { custom: add } }
            screens:
              XcodeList: { toolbar: t }
            """
        let found = try Self.check(DeprecatedAPIRule.self, spec)
        // The per-platform Mac entry is `unavailable_api`'s (with its own fix-it to `navigation`).
        #expect(found.map(\.message) == ["placement 'navigationBarTrailing' is deprecated; use 'primaryAction'",
                                         "placement 'topBarLeading' is iOS-only; use 'navigation'"], "\(found.map(describe))")
        #expect(found.map(\.fixIts.first?.replacement) == ["primaryAction", "navigation"])
        #expect(found.map { $0.notes.map(\.message) } == [
            ["its replacement, 'topBarTrailing', is iOS-only and the app lists no iOS target: the generated code uses its "
                + "Mac counterpart, 'primaryAction'"],
            ["'topBarLeading' is an iOS-only placement and the app lists no iOS target: the generated code uses its Mac "
                + "counterpart, 'navigation'"],
        ])
        // The names are the generator's: what `placement(on: .macOS)` gives each item.
        let items = try #require(loadClean(spec)?.toolbars.first?.items)
        #expect(items.prefix(2).map { $0.placement(on: .macOS)?.rawValue } == ["primaryAction", "navigation"])
        // With iOS listed, the deprecated name gets the iOS replacement and an iOS name is fine.
        let both = try Self.check(DeprecatedAPIRule.self, spec.replacingOccurrences(of: "macOS 14", with: "[iOS 17, macOS 14]"))
        #expect(both.map(\.message) == ["placement 'navigationBarTrailing' is deprecated; use 'topBarTrailing'"])
        #expect(both.first?.notes == [])
    }

    @Test("in an app with no iOS target, fullScreenCover, the drawer search field and large titles name the Mac's form; the fix-its check clean")
    func macOnlyIOSOnlyFormsNameTheMacForm() throws {
        let spec = """
            app: { name: Finder, deploymentTarget: macOS 14, root: Files }
            screens:
              Files:
                titleDisplayMode: large
                search: { placement: navigationBarDrawer }
                links: [ { fullScreenCover: Viewer }, { push: Info } ]
              Info:
                search: { placement: navigationBarDrawer, displayMode: always }
              Viewer: { presentation: "fullScreenCover" }
            """
        let found = LoadRecoveryTests.diagnostics(["app.yaml": spec])
        #expect(found.allSatisfy { $0.id == "deprecated_api" && $0.severity == .warning }, "\(found.map(describe))")
        #expect(found.map(\.message) == [
            "title display mode 'large' is iOS-only; use 'automatic'",
            "search placement 'navigationBarDrawer' is iOS-only; use 'toolbar'",
            "link 'fullScreenCover' is iOS-only; use 'sheet'",
            "search placement 'navigationBarDrawer' is iOS-only; use 'toolbar'",
            "presentation 'fullScreenCover' is iOS-only; use 'sheet'",
        ], "\(found.map(describe))")
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["4:23", "5:26", "6:16", "8:26", "9:27"])
        #expect(found[2].notes.first?.message == "'fullScreenCover' is iOS-only and the app lists no iOS target: the generated code "
                + "presents a sheet")
        // With `displayMode`, a placement-only edit would leave an error: a note says what to do.
        #expect(found[3].fixIts.isEmpty && found[3].notes.last?.message == "remove 'displayMode' too: it is for the drawer only")
        #expect(found[4].fixIts.first.map { "\($0.location.line):\($0.location.column)" } == "9:28", "inside the quotes")
        let fixed = BareActionWordTests.applying(found, to: spec)
        #expect(LoadRecoveryTests.diagnostics(["app.yaml": fixed]).map(\.location.line) == [8], "only Info's drawer is left")
        // With iOS listed, each is the iOS form of a cross-platform app: nothing to report.
        #expect(LoadRecoveryTests.diagnostics(["app.yaml": spec.replacingOccurrences(of: "macOS 14", with: "[iOS 17, macOS 14]")]).isEmpty)
    }

    @Test("a quoted per-platform placement the platform lacks: the fix-it replaces the text inside the quotes")
    func quotedPerPlatformPlacementFixIt() throws {
        let spec = """
            app: { name: U, root: Home, deploymentTarget: [iOS 17, macOS 14] }
            toolbars:
              t:
                - { label: A, placement: { iOS: topBarLeading, macOS: "topBarTrailing" }, action: { custom: a } }
            screens:
              Home: { toolbar: t }
            """
        let found = LoadRecoveryTests.diagnostics(["app.yaml": spec])
        #expect(found.map(\.id) == ["unavailable_api"], "\(found)")
        let fixed = BareActionWordTests.applying(found, to: spec)
        #expect(fixed.contains("macOS: \"primaryAction\" }"), "\(fixed)")
        #expect(LoadRecoveryTests.diagnostics(["app.yaml": fixed]).isEmpty)
    }

    @Test("iOS 26 placements are fine at iOS 26, an error with the first version below it")
    func unavailablePlacement() throws {
        let spec = """
            app:
              name: Notes
              deploymentTarget: TARGET
              root: NoteList
            toolbars:
              main:
                - { placement: largeSubtitle, label: Today }
            screens:
              NoteList:
                toolbar: main
            """
        #expect(try Self.check(UnavailableAPIRule.self, spec.replacingOccurrences(of: "TARGET", with: "iOS 26")).isEmpty)
        let found = try Self.check(UnavailableAPIRule.self, spec.replacingOccurrences(of: "TARGET", with: "iOS 18"))
        #expect(found.map(\.message) == ["placement 'largeSubtitle' is not available at deployment target iOS 18"])
        #expect(found.map(\.notes) == [[Diagnostic.Note("available from iOS 26", at: Self.at(7, 20))]])
    }

    @Test("the default deployment target is iOS 17")
    func defaultTarget() throws {
        let found = try Self.check(UnavailableAPIRule.self, """
            app:
              name: Files
              tabStyle: sidebarAdaptable
            tabs:
              - { id: recents, title: Recents, systemImage: clock, root: Recents }
              - { id: browse, title: Browse, systemImage: folder, root: Browse }
            screens:
              Recents: {}
              Browse: {}
            """)
        #expect(found.map(\.message) == ["tab style 'sidebarAdaptable' is not available at deployment target iOS 17"])
    }

    @Test("'sidebarAdaptable' below iOS 18 / macOS 15: one note, at the first tabStyle error, names splitView")
    func sidebarAdaptableNamesSplitViewOnce() throws {
        let spec = """
            app:
              name: Files
              tabStyle: sidebarAdaptable
              deploymentTarget: TARGETS
            tabs:
              - { id: recents, title: Recents, systemImage: clock, root: Recents, section: Files }
              - { id: browse, title: Browse, systemImage: folder, root: Browse, section: Files }
            screens:
              Recents: {}
              Browse: {}
            """
        let splitView = "'tabStyle: splitView' shows the tabs as a sidebar from iOS 16 / macOS 13, with their 'section' "
            + "headers (on iPhone it collapses into one stack, with no tab bar)"
        let found = try Self.check(UnavailableAPIRule.self, spec.replacingOccurrences(of: "TARGETS", with: "[iOS 17, macOS 14]"))
        #expect(found.map(\.message) == [
            "tab style 'sidebarAdaptable' is not available at deployment target iOS 17",
            "tab style 'sidebarAdaptable' is not available at deployment target macOS 14",
            "'section' (a TabSection) is not available at deployment target iOS 17",
            "'section' (a TabSection) is not available at deployment target macOS 14",
        ])
        #expect(found.map { $0.notes.map(\.message) } == [
            ["available from iOS 18", splitView], ["available from macOS 15"], ["available from iOS 18"],
            ["available from macOS 15"],
        ])
        #expect(found.first?.notes.last?.location == Self.at(3, 13))
        // Only the Mac below: the note goes on its error.
        let mac = try Self.check(UnavailableAPIRule.self, spec.replacingOccurrences(of: "TARGETS", with: "[iOS 18, macOS 14]"))
        #expect(mac.map { $0.notes.map(\.message) } == [["available from macOS 15", splitView], ["available from macOS 15"]])
        // What the note suggests is available at those targets, sections included.
        let split = spec.replacingOccurrences(of: "TARGETS", with: "[iOS 17, macOS 14]")
            .replacingOccurrences(of: "tabStyle: sidebarAdaptable", with: "tabStyle: splitView")
        #expect(try Self.check(UnavailableAPIRule.self, split).isEmpty)
        #expect(try Self.check(UnavailableAPIRule.self, split.replacingOccurrences(of: "[iOS 17, macOS 14]",
                                                                                   with: "[iOS 16, macOS 13]")).isEmpty)
    }

    @Test("'inlineLarge' needs iOS 17: iOS 16's navigation bar title modes have no such value")
    func inlineLargeNeedsIOS17() throws {
        let found = try Self.check(UnavailableAPIRule.self, """
            app: { name: Lib, deploymentTarget: [iOS 16, macOS 13], root: Library }
            screens:
              Library: { title: Library, titleDisplayMode: inlineLarge }
            """)
        #expect(found.map(\.message) == ["'titleDisplayMode: inlineLarge' is not available at deployment target iOS 16"])
    }

    @Test("a view type named like the scaffolded window view collides with it")
    func viewNamedLikeTheWindowView() throws {
        let found = try Self.check(GeneratedNameCollisionRule.self, """
            app: { name: Fin, root: Home }
            screens:
              Home: { view: FinAppWindow }
            """)
        #expect(found.map(\.message) == ["the view type 'FinAppWindow' of screen 'Home' is also the name of the window view scaffold writes"])
        // SkeletonApp.swift.mustache spells it `{{appEntryType}}Window`.
        #expect(Naming.type(.appWindow, app: "Fin") == Naming.type(.app, app: "Fin") + "Window")
    }

    @Test("a param named like a property of the generated views says how to rename it")
    func paramNamedLikeAViewProperty() throws {
        let found = try Self.check(GeneratedNameCollisionRule.self, """
            app: { name: Fin, root: Home }
            screens:
              Home: { links: [push: Item] }
              Item: { params: { navigator: String } }
            """)
        #expect(found.map(\.message) == ["param 'navigator' of screen 'Item' has the name of a property the generated views use"])
        #expect(found.first?.notes.map(\.message) == ["rename it, e.g. 'navigatorValue' (with its placeholders and titles)"])
    }

    // MARK: invalid_title_interpolation

    @Test("a misspelt title placeholder: did-you-mean with a fix-it inside the quotes")
    func titleFixIt() throws {
        let found = try Self.check(InvalidTitleInterpolationRule.self, """
            app:
              name: PopToRoot
              root: Level1
            screens:
              Level1:
                params:
                  number: { type: Int, default: 1 }
                title: "Level 1: {numbr}"
            """)
        try #require(found.count == 1)
        #expect(found[0].message == "'{numbr}' in the title is not a parameter of 'Level1'")
        #expect(found[0].location == Self.at(8, 22))
        #expect(found[0].fixIts == [Diagnostic.FixIt(replacement: "number", at: Self.at(8, 23), length: 5)])
    }

    @Test("a title placeholder near no param of a screen with one param: rename it to that param")
    func titlePlaceholderOfTheOnlyParam() throws {
        let found = try Self.check(InvalidTitleInterpolationRule.self, """
            app: { name: Brew, root: Tap }
            screens:
              Tap:
                params: { tap: String }
                title: "Remove {tapName}?"
              Two:
                params: { tap: String, cask: String }
                title: "{formula}"
            """)
        try #require(found.count == 2, "\(found)")
        #expect(found[0].notes.map(\.message) == ["rename it to '{tap}': 'Tap' has one param, 'tap'"])
        #expect(found[0].fixIts == [Diagnostic.FixIt(replacement: "tap", at: Self.at(5, 21), length: 7)])
        #expect(found[1].notes.isEmpty && found[1].fixIts.isEmpty, "two params: no guess")
    }

    @Test("a title placeholder is never renamed to a param a title cannot show")
    func titlePlaceholderNeverMeansAnUnshowableParam() throws {
        let found = try Self.check(InvalidTitleInterpolationRule.self, """
            app: { name: Spawn, root: Feedback }
            screens:
              Feedback:
                params: { userId: UUID, email: String? }
                title: "Feedback {mail}"
              Report:
                params: { email: String?, name: String }
                title: "Report {mail}"
              Only:
                params: { email: String? }
                title: "From {sender}"
            """)
        try #require(found.count == 3, "\(found)")
        #expect(found[0].notes.isEmpty && found[0].fixIts.isEmpty, "'email' is a String?: no suggestion")
        #expect(found[1].notes.isEmpty, "nor with another param beside it")
        #expect(found[2].notes.isEmpty && found[2].fixIts.isEmpty, "nor as the one param")
    }

    @Test("a param whose type is a misspelt builtin that a title shows is left to misspelled_param_type")
    func titleOfAMisspeltType() throws {
        let found = try Self.check(InvalidTitleInterpolationRule.self, """
            app: { name: Fin, root: Stream }
            screens:
              Stream:
                params: { index: Integer, link: URI, when: Day }
                title: "Stream {index} {link} {when}"
            """)
        // `URI` means `URL` and `Day` no builtin: neither could be shown, fixed or not.
        #expect(found.map(\.message) == [
            "parameter 'link' of type 'URI' cannot be shown in a title; only non-optional String, Int, Double, Bool, UUID and number types (Int64, Float …) can",
            "parameter 'when' of type 'Day' cannot be shown in a title; only non-optional String, Int, Double, Bool, UUID and number types (Int64, Float …) can",
        ])
    }

    @Test("a standard type in another case gets a fix-it to its own spelling, which checks clean, never another type")
    func misCasedStandardTypes() throws {
        for (written, meant) in [("Uint", "UInt"), ("UINT", "UInt"), ("Uint8", "UInt8"), ("Uint64", "UInt64"), ("CgFloat", "CGFloat")] {
            let spec = """
                app: { name: Shop, root: Home, urlScheme: shop }
                screens:
                  Home: { links: [push: Document] }
                  Document:
                    params: { id: \(written) }
                """ + (written == "CgFloat" ? "\n" : "\n    deepLink: /document/{id}\n")
            let found = LoadRecoveryTests.diagnostics(["spec.yaml": spec]).filter { $0.id == "misspelled_param_type" }
            #expect(found.map(\.message) == ["'\(written)' is taken as an app type; did you mean '\(meant)'?"])
            #expect(found.first?.fixIts.map(\.replacement) == [meant])
            let fixed = spec.replacingOccurrences(of: "id: \(written) }", with: "id: \(meant) }")
            #expect(LoadRecoveryTests.diagnostics(["spec.yaml": fixed]).isEmpty, "\(written)")
        }
    }

    @Test("a builtin with a letter typed twice or after it (Intt, Inte, Intr) is reported with the builtin, not held back by Int8")
    func letterAfterABuiltin() throws {
        for written in ["Intt", "Inte", "Intr"] {
            let spec = """
                app: { name: Shop, root: Home }
                screens:
                  Home: { links: [push: Document] }
                  Document:
                    params: { count: \(written) }

                """
            let found = LoadRecoveryTests.diagnostics(["spec.yaml": spec]).filter { $0.id == "misspelled_param_type" }
            #expect(found.map(\.message) == ["'\(written)' is taken as an app type; did you mean 'Int'?"])
            #expect(found.first?.fixIts.map(\.replacement) == ["Int"])
        }
    }

    @Test("a dialog's message is checked as its title is")
    func messagePlaceholders() throws {
        let found = try Self.check(InvalidTitleInterpolationRule.self, """
            app: { name: Creds, root: Home }
            screens:
              Home: { links: [ { alert: DeleteCredential } ] }
              DeleteCredential:
                presentation: alert
                params: { credentialID: UUID }
                title: Delete credential?
                message: "{credentialId} will be removed {now"
                buttons: [ { label: Delete, role: destructive } ]
            """)
        #expect(found.map(\.message) == [
            "'{credentialId}' in the message is not a parameter of 'DeleteCredential'",
            "unclosed '{' in the message; literal braces cannot be written in version 1",
        ])
        #expect(found.first?.location == Self.at(8, 15))
        #expect(found.first?.fixIts == [Diagnostic.FixIt(replacement: "credentialID", at: Self.at(8, 16), length: 12)])
    }

    @Test("a search prompt is checked as a title is")
    func promptPlaceholders() throws {
        let found = try Self.check(InvalidTitleInterpolationRule.self, """
            app: { name: Winston, root: Feed }
            screens:
              Feed:
                params: { sub: { type: String, default: swift } }
                search: { prompt: "Search r/{su}" }
            """)
        #expect(found.map(\.message) == ["'{su}' in the search prompt is not a parameter of 'Feed'"])
        #expect(found.first?.fixIts == [Diagnostic.FixIt(replacement: "sub", at: Self.at(5, 34), length: 2)])
    }

    @Test("unclosed braces, and a title without params")
    func titleBraces() throws {
        let found = try Self.check(InvalidTitleInterpolationRule.self, """
            app:
              name: Shop
              root: Home
            screens:
              Home:
                title: Sale {today} {now
            """)
        #expect(found.map(\.message) == [
            "'{today}' in the title is not a parameter: 'Home' has no parameters",
            "unclosed '{' in the title; literal braces cannot be written in version 1",
        ])
        #expect(found.map(\.location) == [Self.at(6, 17), Self.at(6, 25)])
    }

    @Test("a title shows Swift's number types, not optionals or data")
    func titleNumberTypes() throws {
        let found = try Self.check(InvalidTitleInterpolationRule.self, """
            app:
              name: News
              root: Story
            screens:
              Story:
                params: { id: Int64, rank: UInt8?, score: Float, blob: Data? }
                title: "Story {id} {score} {rank} {blob}"
            """)
        #expect(found.map(\.message) == [
            "parameter 'rank' of type 'UInt8?' cannot be shown in a title; only non-optional String, Int, Double, Bool, UUID and number types (Int64, Float …) can",
            "parameter 'blob' of type 'Data?' cannot be shown in a title; only non-optional String, Int, Double, Bool, UUID and number types (Int64, Float …) can",
        ])
    }

    @Test("a title spread over lines is reported at the title itself")
    func titleNotVerbatim() throws {
        let found = try Self.check(InvalidTitleInterpolationRule.self, """
            app:
              name: Shop
              root: Home
            screens:
              Home:
                title: |-
                  Hello {name}
            """)
        #expect(found.map(\.location) == [Self.at(6, 12)])
    }

    // MARK: search_without_stack and tab_count

    @Test("a searchable pushed screen, or a modal with its own stack, is fine")
    func searchFine() throws {
        let found = try Self.check(SearchWithoutStackRule.self, """
            app:
              name: Cities
              root: CityList
            screens:
              CityList:
                search: {}
                links: [{ sheet: AddCity }]
              AddCity:
                presentation: sheet
                stack: true
                search: { prompt: Add }
            """)
        #expect(found.isEmpty)
    }

    @Test("tab_count points at the tabs key; the note names the first tab that goes into More")
    func tabCount() throws {
        let found = try Self.check(TabCountRule.self, """
            app:
              name: Store
            tabs: [
              { id: a, title: A, systemImage: a.circle, root: A },
              { id: b, title: B, systemImage: b.circle, root: B },
              { id: c, title: C, systemImage: c.circle, root: C },
              { id: d, title: D, systemImage: d.circle, root: D },
              { id: e, title: E, systemImage: e.circle, root: E },
              { id: f, title: F, systemImage: f.circle, root: F },
              { id: g, title: G, systemImage: g.circle, root: G } ]
            screens: { A: {}, B: {}, C: {}, D: {}, E: {}, F: {}, G: {} }
            """)
        try #require(found.count == 1)
        #expect(found[0].message == "the app has 7 tabs; iPhone shows at most 5 and collapses the rest into 'More'")
        #expect(found[0].location == Self.at(3, 1))
        #expect(found[0].notes == [Diagnostic.Note("tabs from 'e' on go into 'More' on iPhone", at: Self.at(8, 3))])
    }
}
