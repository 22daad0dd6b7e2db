import Testing
@testable import ScreenSpec

/// Mistakes a new user makes, and the one diagnostic each should give: no cascades, and fixes
/// that point the right way.
@Suite("Guiding errors")
struct GuidingErrorTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["a.yaml": text])
    }

    @Test("a wrong root: one undefined reference, and the subtree's first screen once, with a note naming the rest")
    func wrongRoot() throws {
        let found = Self.diagnostics("""
            app:
              name: Shop
              root: Launch
            screens:
              Home:
                links:
                  - push: Catalog
                  - sheet: Cart
              Catalog:
                links:
                  - push: Product
              Product:
                links:
                  - push: Review
              Review: {}
              Cart:
                presentation: sheet
                stack: true
                links:
                  - push: Home
              Settings: {}
            """)
        #expect(found.map(\.id) == ["undefined_reference", "unreachable_screen", "unreachable_screen"])
        let home = try #require(found.first { $0.id == "unreachable_screen" })
        #expect(home.message == "no path reaches screen 'Home' from the app root or a deep link")
        #expect(home.notes.map(\.message) == ["so are 'Catalog', 'Product', 'Review', 'Cart', which only 'Home' leads to"])
        // A screen nothing leads to at all is its own report.
        #expect(found.last?.message.contains("'Settings'") == true)
    }

    @Test("a misspelt target is suggested among the screens its verb shows, and judged reachable as that one")
    func didYouMeanFollowsTheVerb() throws {
        let found = Self.diagnostics("""
            app: { name: Social, root: Home }
            toolbars:
              main: [ { label: Report, action: { present: Reprts } } ]
            screens:
              Home: { toolbar: main, links: [push: Repost, sheet: Reposts] }
              Report: { presentation: sheet }
              Reposts: {}
            """)
        #expect(found.map(\.id) == ["undefined_reference", "undefined_reference", "presentation_mismatch"], "\(found)")
        let suggestions = found.filter { $0.id == "undefined_reference" }.map { $0.fixIts.map(\.replacement) }
        // `push: Repost` means the pushed Reposts, not the sheet Report one letter closer;
        // `present: Reprts` means the sheet Report.
        #expect(suggestions == [["Report"], ["Reposts"]])
    }

    @Test("a misspelt link target near no screen its verb shows: the one near, with its verb; both edits check clean")
    func didYouMeanChangesTheVerbWhenNothingFits() throws {
        let text = """
            app: { name: Grocy, root: Stock }
            screens:
              Stock: { links: [push: Entries, sheet: Entrys] }
              Entries: {}
            """
        let found = Self.diagnostics(text)
        let error = try #require(found.first)
        #expect(found.map(\.id) == ["undefined_reference"], "\(found)")
        #expect(error.notes.map(\.message) == ["did you mean 'push: Entries'? 'Entries' is a pushed screen"])
        #expect(error.fixIts.map(\.replacement) == ["Entries", "push"])
        #expect(Self.diagnostics(BareActionWordTests.applying([error], to: text)).isEmpty)
    }

    @Test("an unreachable cycle that nothing enters is reported once")
    func unreachableCycle() {
        let found = Self.diagnostics("""
            app: { name: Shop, root: Home }
            screens:
              Home: {}
              A:
                links: [ { push: B } ]
              B:
                links: [ { push: A } ]
            """)
        #expect(found.map { "\($0.id) \($0.location.line)" } == ["unreachable_screen 4"])
        #expect(found.first?.notes.last?.message == "so is 'B', which only 'A' leads to")
    }

    @Test("a screen nothing leads to gets a note on 'entry: true', a pushed one alone on presenting it; following it checks clean")
    func entryPointNote() throws {
        let text = """
            app: { name: Shop, root: Home }
            screens:
              Home: {}
              Snooze:
                presentation: sheet
                stack: true
                links: [ { push: Later } ]
              Later: {}
              Offer: {}
            """
        let found = Self.diagnostics(text)
        #expect(found.map { "\($0.id) \($0.location.line)" } == ["unreachable_screen 4", "unreachable_screen 9"])
        let prefix = "if the app's own code shows it (a notification, an App Intent, app state), "
        #expect(found.map { $0.notes.last?.message } == [
            prefix + "write 'entry: true'",
            prefix + "make it a modal the code presents: 'presentation: sheet' and 'entry: true'",
        ])
        let fixed = text.replacingOccurrences(of: "    stack: true\n", with: "    stack: true\n    entry: true\n")
            .replacingOccurrences(of: "  Offer: {}", with: "  Offer: { presentation: sheet, entry: true }")
        #expect(Self.diagnostics(fixed).isEmpty, "\(Self.diagnostics(fixed))")
    }

    @Test("a toolbar that no name repairs hides what its items reach: no screen is reported unreachable until it is fixed")
    func unknownToolbarHidesReachability() throws {
        let text = """
            app: { name: Cisum, root: Home }
            toolbars:
              main: [ { label: Scenes, action: { present: ScenePicker } } ]
            screens:
              Home: { toolbar: root }
              ScenePicker: { presentation: sheet }
            """
        let errors = Self.diagnostics(text).filter { $0.severity == .error }
        #expect(errors.map(\.id) == ["undefined_reference"], "\(errors)")
        // A toolbar near by spelling is taken as meant, as before: a screen nothing reaches is reported.
        let near = text.replacingOccurrences(of: "toolbar: root", with: "toolbar: mian") + "\n  Orphan: { presentation: sheet }"
        let nearErrors = Self.diagnostics(near).filter { $0.severity == .error }
        #expect(nearErrors.map(\.id) == ["undefined_reference", "unreachable_screen"], "\(nearErrors)")
    }

    @Test("a dedented links: says indentation, with no did-you-mean to a screen id")
    func dedentedLinks() throws {
        let found = Self.diagnostics("""
            app:
              name: Shop
              root: Home
            screens:
              Home:
                title: Home
              links:
                - push: Home
            """)
        let error = try #require(found.first { $0.severity == .error })
        #expect(found.filter { $0.severity == .error }.count == 1, "\(found)")
        #expect(error.message == "'links' is a key of a screen, not a screen id: check the indentation; "
                + "to give it to 'Home', indent it under that screen")
        #expect(error.location.line == 7)
        #expect(!error.notes.contains { $0.message.contains("Links") } && error.fixIts.isEmpty)
    }

    @Test("a screen key at the top of a file says indentation")
    func topLevelScreenKey() throws {
        let found = Self.diagnostics("app: { name: Shop, root: Home }\nscreens:\n  Home: {}\nlinks:\n  - push: Home\n")
        let error = try #require(found.first { $0.severity == .error })
        #expect(error.message == "'links' is a key of a screen, not a section of a spec file: check the indentation")
        #expect(error.fixIts.isEmpty)
    }

    @Test("a tab in indentation says tab")
    func tabIndentation() throws {
        let found = Self.diagnostics("app:\n  name: Shop\n  root: Home\nscreens:\n  Home:\n\ttitle: Home\n")
        let error = try #require(found.first)
        #expect(error.id == "yaml.syntax")
        #expect(error.message.contains("tab character"), "\(error.message)")
        #expect("\(error.location.line):\(error.location.column)" == "6:1")
    }

    @Test("a placeholder that is a param under another name is suggested to be renamed, not appended")
    func renamePlaceholder() throws {
        let found = Self.diagnostics("""
            app: { name: Shop, root: Home, urlScheme: shop }
            screens:
              Home:
                links: [ { push: Product } ]
              Product:
                params:
                  id: String
                deepLink: /product/{productId}
            """)
        #expect(found.map(\.id) == ["deep_link_mismatch"], "\(found)")
        let error = try #require(found.first)
        #expect(error.message == "'{productId}' is not a parameter of 'Product'")
        #expect(error.notes.map(\.message) == ["rename it to '{id}': 'Product' declares 'id', which the pattern does not fill"])
        #expect(error.fixIts.map(\.replacement) == ["id"])
        #expect(!found.contains { $0.message.contains("?id={id}") })
    }

    @Test("a param a URL cannot carry is never offered as a placeholder's new name")
    func noRenameToAnUnreadableParam() throws {
        let found = Self.diagnostics("""
            app: { name: Shop, root: Home, urlScheme: shop }
            screens:
              Home:
                links: [ { push: Product }, { push: Order } ]
              Product:
                params: { id: Item.ID }
                deepLink: /product/{productId}
              Order:
                params: { check: Item.ID }
                deepLink: /order/{chek}
            """)
        let placeholders = found.filter { $0.message.hasSuffix("is not a parameter of 'Product'") || $0.message.hasSuffix("of 'Order'") }
        #expect(placeholders.count == 2, "\(found)")
        #expect(placeholders.allSatisfy { $0.fixIts.isEmpty }, "\(placeholders)")
        #expect(placeholders.map { $0.notes.map(\.message) } == [[], ["did you mean 'check'? It cannot be read from a URL"]])
        // The unfilled params are reported on their own, with what would work instead.
        let unfilled = found.filter { $0.message.hasPrefix("required parameter") }
        #expect(unfilled.count == 2 && unfilled.allSatisfy { $0.notes.last?.message.contains("cannot be read from a URL") == true },
                "\(found)")
    }

    @Test("a section of one tab named like another section gets a fix-it to that name")
    func misspeltSection() throws {
        let found = Self.diagnostics("""
            app: { name: Kiwix, tabStyle: splitView }
            tabs:
              - { id: opened, title: Opened, systemImage: folder, root: A, section: Library }
              - { id: hotspot, title: Hotspot, systemImage: wifi, root: B, section: "Libary" }
              - { id: downloads, title: Downloads, systemImage: tray, root: C, section: Library }
              - { id: about, title: About, systemImage: info, root: D, section: Help }
            screens: { A: {}, B: {}, C: {}, D: {} }
            """)
        #expect(found.map(\.id) == ["tab_section_order"], "\(found)")
        #expect(found.first?.fixIts.map(\.replacement) == ["Library"])
        #expect(found.first?.fixIts.map { "\($0.location.line):\($0.location.column) \($0.length)" } == ["4:74 6"], "inside the quotes")
        // Two sections of one tab each, one letter apart: the later one is taken for the typo.
        let singles = Self.diagnostics("""
            app: { name: Chat, tabStyle: splitView }
            tabs:
              - { id: chats, title: Chats, systemImage: bubble, root: A, section: Talk }
              - { id: tools, title: Tools, systemImage: hammer, root: B, section: Tools }
              - { id: more, title: More, systemImage: ellipsis, root: C, section: Tols }
              - { id: help, title: Help, systemImage: info, root: D, section: Help }
            screens: { A: {}, B: {}, C: {}, D: {} }
            """)
        #expect(singles.map(\.message) == ["tab 'more' is alone in section 'Tols', a header of its own; did you mean 'Tools'?"])
        #expect(singles.first?.fixIts.map(\.replacement) == ["Tools"])
    }

    @Test("an iOS-only placement given for the Mac gets a fix-it to its Mac form, when it has one")
    func macPlacementFixIt() throws {
        let found = Self.diagnostics("""
            app: { name: Demo, root: Home, deploymentTarget: [iOS 17, macOS 14] }
            toolbars:
              main:
                - { id: a, placement: { macOS: topBarTrailing }, label: A, action: pop }
                - { id: b, placement: { iOS: principal, macOS: bottomBar }, label: B, action: pop }
            screens:
              Home: { toolbar: main }
            """).filter { $0.id == "unavailable_api" }
        #expect(found.map { $0.fixIts.map(\.replacement) } == [["primaryAction"], ["status"]], "\(found)")
        #expect(found.first?.notes.map(\.message) == ["its macOS counterpart is 'primaryAction'"])
        #expect(found.map { $0.fixIts.map(\.length) } == [[14], [9]])
    }

    @Test("an iOS-only placement in a spec without iOS names Mac placements, not an iOS mapping")
    func iOSOnlyPlacementWithoutIOS() throws {
        func notes(_ targets: String) -> [String] {
            Self.diagnostics("""
                app: { name: Demo, root: Home, deploymentTarget: \(targets) }
                toolbars:
                  main:
                    - { placement: largeTitle, label: Big }
                screens:
                  Home: { toolbar: main }
                """).filter { $0.id == "unavailable_api" && $0.message.hasSuffix("not available on macOS") }
                .flatMap { $0.notes.map(\.message) }
        }
        #expect(notes("macOS 14") == ["'largeTitle' is an iOS-only placement and the app lists no iOS target: use a Mac "
                                      + "placement such as 'principal' (the center of the toolbar), 'navigation', "
                                      + "'primaryAction' or 'automatic'"])
        #expect(notes("[iOS 26, macOS 26]") == ["add 'placement: { iOS: largeTitle, macOS: … }'"])
    }

    @Test("a screen named alone in 'links' is offered 'push:' before it")
    func bareLinkGetsPush() throws {
        let found = Self.diagnostics("""
            app: { name: Shop, root: Home }
            screens:
              Home:
                links:
                  - Product
              Product: {}
            """)
        let error = try #require(found.first { $0.id == "spec.type_mismatch" }, "\(found)")
        #expect(error.notes.first?.message == "did you mean 'push: Product'?")
        #expect(error.fixIts.map(\.replacement) == ["push: Product"])
    }

    /// With a trailing '/' too, the advice leaves it out and it is not reported again.
    @Test("a pattern with a scheme is one error that says to drop it", arguments: ["", "/"])
    func schemeInPattern(trailing: String) throws {
        let found = Self.diagnostics("""
            app: { name: Shop, root: Home, urlScheme: myshop }
            screens:
              Home:
                links: [ { push: Product } ]
              Product:
                params:
                  id: String
                deepLink: myshop://product/{id}\(trailing)
            """)
        #expect(found.map(\.id) == ["deep_link_mismatch"], "\(found)")
        #expect(found.first?.message.contains("drop the scheme 'myshop://'") == true)
        #expect(found.first?.message.contains("as in '/product/{id}' ") == true, "\(found)")
    }

    @Test("an https URL as a pattern is one error saying to write the path and list the host, and a fragment one more")
    func webURLInPattern() throws {
        let found = Self.diagnostics("""
            app: { name: Chat, root: Home, urlScheme: chat }
            screens:
              Home:
                links: [ { sheet: Profile } ]
              Profile:
                presentation: sheet
                params:
                  userID: String
                deepLink: https://matrix.to/#/{userID}
            """)
        #expect(found.map(\.message) == [
            "a deep link pattern is the path after the host, not a URL: write a path after the host (this URL's is empty: "
                + "what follows '#' is a fragment, which no pattern matches) and list 'matrix.to' in 'app.universalLinks'",
            "a deep link pattern cannot have a fragment ('#')",
        ], "\(found)")
        #expect(found.allSatisfy { $0.id == "deep_link_mismatch" })
        // A domain already listed is not to be listed again; a trailing `/` is dropped by the fix-it.
        let listed = Self.diagnostics("""

            app: { name: Chat, root: Home, urlScheme: chat, universalLinks: [chat.example.com] }
            screens:
              Home: { deepLink: "https://Chat.example.com/home/" }
            """)
        #expect(listed.map(\.message) == ["a deep link pattern is the path after the host, not a URL: write '/home'"], "\(listed)")
        #expect(listed.first?.fixIts.map(\.replacement) == ["/home"])
    }

    @Test("an https URL whose domain is not in 'app.universalLinks' gets no fix-it that would drop the domain")
    func webURLWithUnlistedDomain() throws {
        let found = Self.diagnostics("""
            app: { name: Movies, root: Home, urlScheme: movies }
            screens:
              Home:
                links: [ { push: Movie } ]
              Movie:
                params:
                  movieId: Int
                deepLink: https://movieswift.app/movie/{movieId}
            """)
        #expect(found.map(\.message) == [
            "a deep link pattern is the path after the host, not a URL: write '/movie/{movieId}' and list "
                + "'movieswift.app' in 'app.universalLinks'",
        ], "\(found)")
        #expect(found.first?.fixIts == [], "\(found)")
    }

    @Test("actions and links use different verbs: each suggests the other's", arguments: [
        ("toolbars:\n  main:\n    - label: Cart\n      action: { sheet: Cart }\n", "present"),
        ("toolbars:\n  main:\n    - label: Cart\n      action: { fullScreenCover: Cart }\n", "present"),
        ("toolbars:\n  main:\n    - label: Cart\n      action: { alert: Cart }\n", "present"),
        ("toolbars:\n  main:\n    - label: Cart\n      menu: [ { label: Ask, action: { confirmationDialog: Cart } } ]\n", "present"),
        ("screens:\n  Cart:\n    links:\n      - present: Home\n", "sheet"),
    ])
    func verbs(_ text: String, _ suggestion: String) throws {
        let found = Self.diagnostics("app: { name: Shop, root: Home }\n" + text)
        let error = try #require(found.first { $0.id == "spec.unknown_key" }, "\(found)")
        #expect(error.notes.map(\.message) == ["did you mean '\(suggestion)'?"])
        #expect(error.fixIts.map(\.replacement) == [suggestion])
    }
}
