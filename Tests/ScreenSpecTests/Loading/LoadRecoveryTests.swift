import Testing
@testable import ScreenSpec

/// One run reports every mistake: what loaded is checked after loader errors, and only the rules
/// a left-out part could make wrong are skipped, with a `spec.check_skipped` note.
@Suite("Load recovery")
struct LoadRecoveryTests {
    /// `id line:column` of every diagnostic of loading and checking `files` (name → text), sorted
    /// as the reporters print them.
    static func findings(_ files: [String: String]) -> [String] {
        diagnostics(files).map { "\($0.id) \($0.location.line):\($0.location.column)" }
    }

    static func diagnostics(_ files: [String: String]) -> [Diagnostic] {
        let pipeline = CompilerPipeline()
        var diagnostics = DiagnosticCollector()
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
        if let loaded = pipeline.load(sources: sources, diagnostics: &diagnostics) {
            _ = pipeline.check(loaded, diagnostics: &diagnostics)
        }
        return Diagnostic.sortedForOutput(diagnostics.diagnostics)
    }

    static let threeMistakes = """
        app:
          name: Shop
          root: Home
        screens:
          Home:
            titel: Home
            links:
              - push: Detial
          Detail:
            title: Detail
          Orphan:
            title: Orphan
        """

    @Test("a key typo, an undefined reference and an unreachable screen are all reported in one run")
    func threeMistakesInOneRun() {
        #expect(Self.findings(["a.yaml": Self.threeMistakes])
                == ["spec.unknown_key 6:5", "undefined_reference 8:15", "unreachable_screen 11:3"])
    }

    @Test("a file with a YAML error is left out: references into it and reachability are not checked, the rest is")
    func yamlErrorSkipsWholeSpecRules() {
        let found = Self.findings([
            "a.yaml": """
                app:
                  name: Shop
                  root: Home
                screens:
                  Home:
                    links:
                      - push: Other
                    toolbar: main
                  Bad:
                    presentation: sheet
                    links:
                      - push: Home
                """,
            "b.yaml": "screens:\n  Other:\n    links: [ { push: Home }\n",
        ])
        // No undefined_reference for 'Other' or toolbar 'main' (b.yaml may define them), no
        // unreachable 'Bad'; presentation_mismatch (a push from a modal) still runs.
        #expect(found == ["presentation_mismatch 12:15", "yaml.syntax 4:1", "spec.check_skipped 4:1"])
        let note = Self.diagnostics(["b.yaml": "screens: [\n", "a.yaml": "app: { name: Shop, root: Home }\n"])
            .first { $0.id == LoadGap.skippedID }
        #expect(note?.severity == .note)
        #expect(note?.message.contains("'undefined_reference', 'unreachable_screen'") == true, "\(String(describing: note))")
    }

    @Test("a misspelt links key drops only itself: reachability is skipped with a note, references still checked")
    func misspeltLinksSkipsReachability() {
        let found = Self.findings(["a.yaml": """
            app:
              name: Shop
              root: Home
            screens:
              Home:
                linsk:
                  - push: Detail
                toolbar: nope
              Detail: {}
            """])
        #expect(found == ["spec.unknown_key 6:5", "spec.check_skipped 6:5", "undefined_reference 8:14"])
    }

    @Test("a misspelt link verb skips what the missing push could make false: reachability and a deep link opening nothing")
    func misspeltLinkVerbSkipsDeepLinks() {
        let found = Self.findings(["a.yaml": """
            app:
              name: Shop
              root: Home
              urlScheme: shop
            screens:
              Home:
                links:
                  - navigate: Detail
              Detail:
                params: { id: String }
                deepLink: /detail/{id}
            """])
        #expect(found == ["spec.unknown_key 8:9", "spec.check_skipped 8:9"])
    }

    @Test("with navigation left out, deep-link patterns are still checked; only whether a link opens its screen is not")
    func lostNavigationStillChecksPatterns() throws {
        let found = Self.diagnostics(["a.yaml": """
            app: { name: Shop, root: Home, urlScheme: shop }
            screens:
              Home:
                links:
                  - navigate: Detail
              Detail:
                params: { id: String }
                deepLink: "/detail/{ident}"
              Orphan: { deepLink: /orphan }
            """])
        #expect(found.map { "\($0.id) \($0.location.line):\($0.location.column)" }
                == ["spec.unknown_key 5:9", "spec.check_skipped 5:9", "deep_link_mismatch 8:24"], "\(found)")
        let note = try #require(found.first { $0.id == "spec.check_skipped" })
        #expect(note.message.hasPrefix("not checked: 'unreachable_screen', whether each deep link opens its screen ('deep_link_mismatch'), "),
                "\(note.message)")
    }

    @Test("a tab without its id, or a misspelt tabs section, skips a deep link opening nothing: its stack is left out",
          arguments: ["tabs:\n  - idd: home", "tab:\n  - id: home"])
    func lostTabSkipsDeepLinks(_ head: String) {
        let found = Self.findings(["a.yaml": """
            app: { name: Shop, urlScheme: shop }
            \(head)
                title: Home
                systemImage: house
                root: Home
            screens:
              Home:
                links: [push: Detail]
              Detail:
                params: { id: String }
                deepLink: /detail/{id}
            """])
        #expect(!found.contains { $0.hasPrefix("deep_link_mismatch") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("spec.check_skipped") }, "\(found)")
    }

    @Test("a toolbar use lost under 'params' skips reachability: the toolbar's action may be the way in")
    func lostToolbarUseSkipsReachability() {
        let found = Self.findings(["a.yaml": """
            app: { name: Birds, root: BirdList }
            toolbars:
              detail:
                - { id: delete, label: Delete, action: { present: DeleteBird } }
            screens:
              BirdList:
                links: [push: BirdDetail]
              BirdDetail:
                params:
                  species: String
                  toolbar: detail
              DeleteBird: { presentation: sheet }
            """])
        #expect(found == ["spec.invalid_identifier 11:7", "spec.check_skipped 11:7"], "\(found)")
    }

    @Test("'app.root' beside a tabs section is one error: whether deep links open their screens is not judged")
    func rootBesideTabsSkipsDeepLinks() {
        let found = Self.findings(["a.yaml": """
            app: { name: Shop, urlScheme: shop, root: Home }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
            screens:
              Home:
                links: [push: Detail]
              Detail:
                params: { id: String }
                deepLink: /detail/{id}
            """])
        #expect(found == ["spec.invalid_value 1:43", "spec.check_skipped 1:43"], "\(found)")
    }

    @Test("a key of no consequence to other checks skips nothing", arguments: [
        "titel: Home", "view: 12", "title: [a]", "deepLink: [x]", "badge: true", "prompt: Search movies",
    ])
    func harmlessKeySkipsNothing(_ line: String) {
        let found = Self.findings(["a.yaml": """
            app:
              name: Shop
              root: Home
            screens:
              Home:
                \(line)
              Orphan: {}
            """])
        #expect(found.contains("unreachable_screen 7:3"), "\(found)")
        #expect(!found.contains { $0.hasPrefix(LoadGap.skippedID) }, "\(found)")
    }

    @Test("a toolbar item's wrong placement, label or key of its own skips nothing; a lost action skips reachability",
          arguments: [
              ("placement: topBarTrailling, label: Read", false), ("label: [Read]", false), ("labl: Read", false),
              ("label: Read, action: { pusj: Orphan }", true), ("label: Read, acton: { push: Orphan }", true),
              ("label: Read, menu: [ 12 ]", true),
          ])
    func toolbarItemGaps(_ item: String, skips: Bool) {
        let found = Self.findings(["a.yaml": """
            app: { name: Shop, root: Home }
            toolbars:
              main:
                - { \(item) }
            screens:
              Home: { toolbar: main }
              Orphan: {}
            """])
        #expect(found.contains("unreachable_screen 7:3") == !skips, "\(found)")
        #expect(found.contains { $0.hasPrefix(LoadGap.skippedID) } == skips, "\(found)")
    }

    @Test("a tab's wrong badge, symbol or section skips nothing; a root or action that did not read skips reachability",
          arguments: [
              ("title: A, systemImage: a, root: A, badge: yes", false), ("title: A, sytemImage: a, root: A", false),
              ("title: A, root: A", false), ("title: A, systemImage: a, root: A, section: ' '", false),
              ("title: A, systemImage: a, rot: A", true), ("title: A, systemImage: a, root: [A]", true),
              ("title: A, systemImage: a", true), ("title: A, systemImage: a, root: A, action: { present: B }", true),
          ])
    func tabGaps(_ tab: String, skips: Bool) {
        let found = Self.findings(["a.yaml": """
            app: { name: Shop }
            tabs:
              - { id: a, \(tab) }
              - { id: b, title: B, systemImage: b, root: B }
            screens:
              A: {}
              B: {}
              Orphan: {}
            """])
        #expect(found.contains("unreachable_screen 8:3") == !skips, "\(found)")
        #expect(found.contains { $0.hasPrefix(LoadGap.skippedID) } == skips, "\(found)")
    }

    @Test("a wrong default elsewhere skips nothing, a rejected param name only its screen's param rules: the toolbar's missing argument is still found")
    func wrongDefaultSkipsNothing() {
        let text = """
            app: { name: Demo, root: Home }
            toolbars:
              main: [ { id: open, label: Open, action: { push: Detail } } ]
            screens:
              Home: { toolbar: main, links: [ { push: Other } ] }
              Detail: { params: { id: String } }
              Other: { params: { page: { type: Int, default: "1" } } }
            """
        let found = Self.findings(["a.yaml": text])
        #expect(found.contains("missing_arguments 3:52"), "\(found)")
        #expect(!found.contains { $0.hasPrefix(LoadGap.skippedID) }, "\(found)")
        // A param renamed by a fix-it: the other rules' fix-its about its screen would use the old name.
        let renamed = Self.diagnostics(["a.yaml": text.replacingOccurrences(of: "default: \"1\" }", with: "default: \"1\" }, in: String")])
        #expect(renamed.contains { $0.id == "missing_arguments" && $0.location.line == 3 }, "\(renamed.map(describe))")
        let skipped = renamed.filter { $0.id == LoadGap.skippedID }.map(\.message)
        #expect(skipped.count == 1 && skipped[0].hasPrefix("not checked about 'Other': 'missing_arguments'"), "\(skipped)")
        // A misspelt `default` leaves the param looking required: that does skip the param rules.
        let misspelt = Self.findings(["a.yaml": """
            app: { name: Demo, root: Home }
            screens:
              Home: { links: [ { push: Other } ] }
              Other: { params: { page: { type: Int, defualt: 1 } } }
            """])
        #expect(misspelt.contains { $0.hasPrefix(LoadGap.skippedID) }, "\(misspelt)")
    }

    @Test("a bad param type skips the param rules only")
    func badParamSkipsParamRules() {
        let found = Self.findings(["a.yaml": """
            app:
              name: Shop
              root: Home
            screens:
              Home:
                links:
                  - push: Detail
              Detail:
                title: "{name}"
                params:
                  name: [String]
              Orphan: {}
            """])
        #expect(found.contains("unreachable_screen 12:3"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("invalid_title_interpolation") }, "\(found)")
        #expect(found.contains { $0.hasPrefix(LoadGap.skippedID) }, "\(found)")
    }

    @Test("a target with a minor version is checked as its major version, not as the default")
    func minorVersionTargetIsCheckedAsItsMajor() {
        let found = Self.findings(["a.yaml": """
            app:
              name: Shop
              deploymentTarget: iOS 18.6
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: search, title: Search, systemImage: magnifyingglass, root: Search, role: search }
            screens:
              Home: {}
              Search: {}
            """])
        // `role: search` needs iOS 18: no unavailable_api as if the target were iOS 17.
        #expect(found == ["spec.invalid_value 3:21"])
    }

    @Test("a urlScheme that is given but invalid is not reported missing: deep_link_without_scheme is skipped")
    func invalidURLSchemeIsNotMissing() throws {
        let found = Self.diagnostics(["a.yaml": """
            app:
              name: Shop
              root: Home
              urlScheme: my_shop
            screens:
              Home:
                deepLink: /home
            """])
        #expect(found.map { "\($0.id) \($0.location.line):\($0.location.column)" }
                == ["spec.invalid_value 4:14", "spec.check_skipped 4:14"])
        let note = try #require(found.last)
        #expect(note.message.contains("'deep_link_without_scheme'"), "\(note.message)")
        // Only the app section that counts leaves its scheme out.
        let second = Self.findings([
            "a.yaml": "app: { name: Shop, root: Home }\nscreens: { Home: { deepLink: /home } }\n",
            "b.yaml": "app: { name: Shop, urlScheme: my_shop }\n",
        ])
        #expect(second == ["deep_link_without_scheme 2:30", "spec.multiple_app 1:1"], "\(second)")
    }

    @Test("a tabStyle that did not read (wrong case, misspelt key) skips tab_count: the app may be a split view",
          arguments: ["tabStyle: splitview", "tabstyle: splitView"])
    func unreadTabStyleSkipsTabCount(line: String) throws {
        let found = Self.diagnostics(["a.yaml": """
            app:
              name: Whisky
              \(line)
            tabs:
              - { id: bottles, title: Bottles, systemImage: wineglass, root: BottleList }
            screens:
              BottleList: {}
            """])
        #expect(!found.contains { $0.id == "tab_count" }, "\(found.map(\.message))")
        let note = try #require(found.first { $0.id == LoadGap.skippedID })
        #expect(note.message.contains("'tab_count', 'tab_section_order'") && note.message.contains("'tabStyle' out"),
                "sections are ordered in a sidebar: \(note.message)")
        #expect(found.filter { $0.severity == .error }.count == 1, "\(found.map(\.message))")
        // A style that read still counts the tabs.
        let counted = Self.findings(["a.yaml": """
            app: { name: Whisky, tabStyle: tabBar }
            tabs:
              - { id: bottles, title: Bottles, systemImage: wineglass, root: BottleList }
            screens:
              BottleList: {}
            """])
        #expect(counted == ["tab_count 2:1"], "\(counted)")
    }

    @Test("targets listed without brackets are the list they mean: a fix-it adds the brackets, and checks use them")
    func targetsWithoutBrackets() throws {
        let found = Self.diagnostics(["a.yaml": """
            app:
              name: Shop
              deploymentTarget: iOS 17, macOS 14
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: search, title: Search, systemImage: magnifyingglass, root: Search, role: search }
            screens:
              Home: {}
              Search: {}
            """])
        let error = try #require(found.first { $0.id == "spec.type_mismatch" })
        #expect(error.message == "'deploymentTarget' lists several targets without brackets: write 'deploymentTarget: [iOS 17, macOS 14]'")
        #expect(error.fixIts.map(\.replacement) == ["[iOS 17, macOS 14]"])
        // `role: search` is checked against the targets named: iOS 18 and macOS 15 it needs.
        #expect(found.filter { $0.id == "unavailable_api" }.count == 2, "\(found.map(\.message))")
    }

    @Test("a deployment target as a mapping (XcodeGen's form) shows the list it means, and nothing is checked against the default")
    func targetMappingShowsTheListAndSkipsTargetChecks() throws {
        let found = Self.diagnostics(["a.yaml": """
            app:
              name: Shop
              deploymentTarget: { iOS: '18.5', macOS: '14.5' }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: search, title: Search, systemImage: magnifyingglass, root: Search, role: search }
            screens:
              Home: {}
              Search: {}
            """])
        // `role: search` needs iOS 18: no unavailable_api "at deployment target iOS 17", a target the spec never names.
        #expect(found.map { "\($0.id) \($0.location.line):\($0.location.column)" }
                == ["spec.type_mismatch 3:21", "spec.check_skipped 3:21"])
        let error = try #require(found.first)
        #expect(error.message == "'deploymentTarget' is a target or a list of targets, not a mapping: "
                + "write 'deploymentTarget: [iOS 18, macOS 14]'")
        #expect(error.notes.map(\.message) == ["targets are major versions (iOS 16|17|18|26, macOS 13|14|15|26)"])
        #expect(error.fixIts.map { "\($0.replacement) \($0.length)" } == ["[iOS 18, macOS 14] 30"])
        #expect(found.last?.message.contains("'unavailable_api'") == true)
        // A block mapping, or one that names no supported target: the form without a fix-it.
        let block = Self.diagnostics(["a.yaml": "app:\n  name: Shop\n  root: Home\n  deploymentTarget:\n    tvOS: 17\n"
                                      + "screens: { Home: {} }\n"])
        #expect(block.first?.message == "'deploymentTarget' is a target or a list of targets, not a mapping: "
                + "write a list such as 'deploymentTarget: [iOS 17, macOS 14]'")
        #expect(block.first?.fixIts == [])
        // Any target that reads as none: the same.
        let other = Self.findings(["a.yaml": """
            app: { name: Shop, deploymentTarget: [tvOS 26] }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: search, title: Search, systemImage: magnifyingglass, root: Search, role: search }
            screens: { Home: {}, Search: {} }
            """])
        #expect(other == ["spec.invalid_value 1:39", "spec.check_skipped 1:39"], "\(other)")
    }

    @Test("'title:' for 'label:' in a toolbar item, a menu item or a dialog button is one error at the key, as in a tab")
    func labelWrittenAsTitleIsOneError() throws {
        let found = Self.diagnostics(["a.yaml": """
            app: { name: Shop }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: more, titel: More, systemImage: ellipsis, root: More }
            toolbars:
              main:
                - placement: primaryAction
                  title: Save
                  action: { present: Ask }
                - systemImage: ellipsis
                  menu:
                    - { title: Share, action: { push: Detail } }
            screens:
              Home: { toolbar: main }
              More: {}
              Detail: {}
              Ask:
                presentation: alert
                title: Sure?
                buttons:
                  - { title: Open, action: { push: Detail } }
                  - { label: Cancel, role: cancle }
            """])
        #expect(found.map { "\($0.id) \($0.location.line):\($0.location.column)" }
                == ["spec.unknown_key 4:17", "spec.unknown_key 8:7", "spec.unknown_key 12:13", "spec.unknown_key 21:11",
                    "spec.invalid_value 22:32"], "\(found.map(\.message))")
        #expect(found.filter { $0.id == "spec.unknown_key" }.dropFirst().allSatisfy { $0.fixIts.map(\.replacement) == ["label"] })
        // The button stays, labelled with the misspelt key's text: its action still counts.
        let outcome = loadSources([(path: "a.yaml", text: "app: { name: Shop, root: Ask }\nscreens:\n  Ask:\n"
                                    + "    presentation: alert\n    title: Sure?\n    buttons:\n"
                                    + "      - { title: Open, action: dismiss }\n")])
        #expect(outcome.spec?.screens.first?.dialog?.buttons.map(\.label.value) == ["Open"])
    }

    @Test("a button whose action read skips nothing; one whose action did not read skips unreachable_screen")
    func buttonErrorsSkipReachabilityOnlyWhenTheActionIsLost() {
        func findings(_ button: String) -> [String] {
            Self.findings(["a.yaml": """
                app: { name: Shop, root: Home }
                screens:
                  Home: { links: [{ alert: Ask }] }
                  Ask:
                    presentation: alert
                    title: Sure?
                    buttons:
                      - \(button)
                  Orphan: {}
                """])
        }
        #expect(findings("{ label: Stop, role: destroy, action: dismiss }")
                == ["spec.invalid_value 8:30", "unreachable_screen 9:3"])
        #expect(findings("{ title: Stop, action: dismiss }") == ["spec.unknown_key 8:11", "unreachable_screen 9:3"])
        #expect(findings("{ label: Stop, actoin: { push: Orphan } }") == ["spec.unknown_key 8:24", "spec.check_skipped 8:24"])
        #expect(findings("{ label: Stop, action: { puhs: Orphan } }").contains("spec.check_skipped 8:34"))
    }

    @Test("a presentation that did not load is not held against the links to its screen")
    func unreadPresentationSkipsPresentationRules() throws {
        let found = Self.diagnostics(["a.yaml": """
            app:
              name: Shop
              root: Home
              urlScheme: shop
            screens:
              Home:
                links:
                  - sheet: Settings
              Settings:
                presentation: fullscreen
                deepLink: /settings
            """])
        // Not "'Settings' is a pushed screen", nor "its deep link would open nothing" (no stack
        // pushes it): its presentation was reported and left out.
        #expect(found.map { "\($0.id) \($0.location.line):\($0.location.column)" }
                == ["spec.invalid_value 10:19", "spec.check_skipped 10:19"])
        let note = try #require(found.last)
        #expect(note.message.contains("'presentation_mismatch'"), "\(note.message)")
    }

    @Test("a clean spec has no gaps and no note")
    func cleanSpecHasNoGaps() {
        var diagnostics = DiagnosticCollector()
        let loaded = CompilerPipeline().load(sources: [SourceFile(path: "a.yaml", bytes: Array("""
            app: { name: Shop, root: Home }
            screens: { Home: {} }
            """.utf8))], diagnostics: &diagnostics)
        #expect(loaded?.gaps == [])
        #expect(diagnostics.diagnostics.isEmpty)
    }
}
