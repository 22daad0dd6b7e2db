import ScreenSpec
import Testing
import YAMLSource

/// `spec.missing_key` and `spec.invalid_value`: a required key left out, and each way an
/// enumerated or constrained value is wrong.
extension LoaderDiagnosticTests {
    // MARK: spec.missing_key

    @Test func missingRequiredKeysAreReportedAtTheMapping() {
        expectLoaderDiagnostics("""
            app:
              name: Demo
            tabs:
              - ↓↓id: home
                root: Home
              - ↓title: Two
                systemImage: two
                root: Home
            toolbars:
              main:
                - ↓placement: principal
                  action: pop
            screens:
              Home:
                params:
                  zoom: ↓{ default: 3 }
                  ↓name:
            """, "spec.missing_key", "spec.missing_key", "spec.missing_key", "spec.missing_key", "spec.missing_key",
            "spec.missing_key")
    }

    @Test func anAppWithoutANameBuildsNothing() {
        let outcome = expectLoaderDiagnostics("""
            app:
              ↓root: Home
            screens:
              Home: {}
            """, "spec.missing_key")
        #expect(outcome.loaded == nil)
        #expect(outcome.diagnostics.first?.message == "'app' is missing the required key 'name'")
    }

    @Test func anAppNeedsRootOrTabs() {
        expectLoaderDiagnostics("""
            app:
              ↓name: Demo
            screens:
              Home: {}
            """, "spec.missing_key")
    }

    @Test("A misspelt 'tabs' section or 'root', or one that did not read, is the only error: not also root or tabs missing")
    func aRootOrTabsLeftOutExplainsTheirAbsence() {
        let outcome = expectLoaderDiagnostics("""
            app:
              name: Harbour
            ↓tab:
              - { id: containers, title: Containers, systemImage: shippingbox, root: Containers }
            ↓screen:
              Containers: {}
            """, "spec.unknown_key")
        #expect(outcome.diagnostics.first?.fixIts.map(\.replacement) == ["tabs"])
        // A synonym of the section, a misspelt or unreadable root, tabs indented into `app`.
        expectLoaderDiagnostics("app: { name: Demo }\n↓sidebar: [{ id: a, title: A, systemImage: a, root: Home }]\n"
                                + "screens: { Home: {} }\n", "spec.unknown_key")
        expectLoaderDiagnostics("app: { name: Demo, ↓rot: Home }\nscreens: { Home: {} }\n", "spec.unknown_key")
        expectLoaderDiagnostics("app: { name: Demo, root: ↓[Home] }\nscreens: { Home: {} }\n", "spec.type_mismatch")
        expectLoaderDiagnostics("app:\n  name: Demo\n  ↓tabs: []\nscreens: { Home: {} }\n", "spec.unknown_key")
        // A key that means neither explains nothing.
        expectLoaderDiagnostics("app: ↓{ name: Demo, ↓color: red }\n↓misc: 1\nscreens: { Home: {} }\n",
                                "spec.missing_key", "spec.unknown_key", "spec.unknown_key")
    }

    @Test func anEmptyValueIsAMissingKey() {
        // Each at its key: an empty value is said where it is (a `#` after a key starts a comment).
        let outcome = expectLoaderDiagnostics("""
            app:
              name: Demo
            tabs:
              - ↓id: home
                ↓title:
                ↓systemImage: ~
                root: null
            """, "spec.missing_key")
        #expect(outcome.diagnostics.map(\.message).sorted() == [
            "tab 'home' is missing the required key 'root' (or an 'action', for a tab that presents a modal instead of showing a stack)",
            "the 'systemImage' of tab 'home' has no value", "the 'title' of tab 'home' has no value",
        ])
    }

    @Test("a tab's missing key names the tab: by its id, else by its place in the list")
    func missingKeyNamesTheTab() {
        let outcome = expectLoaderDiagnostics("""
            app: { name: Archive }
            tabs:
              - { id: documents, title: Documents, systemImage: doc, root: DocumentList }
              - ↓{ title: Inbox, systemImage: tray, root: DocumentList }
              - ↓{ id: inbox, title: Inbox, systemImage: tray }
            screens:
              DocumentList: {}
            """, "spec.missing_key")
        #expect(outcome.diagnostics.sorted { $0.location < $1.location }.map(\.message) == [
            "the 2nd tab is missing the required key 'id'",
            "tab 'inbox' is missing the required key 'root' (or an 'action', for a tab that presents a modal instead of showing a stack)",
        ])
    }

    // MARK: spec.invalid_value

    @Test func enumeratedValuesGetAFixItToTheClosest() throws {
        let outcome = expectLoaderDiagnostics("""
            app:
              name: Demo
              root: Home
              deploymentTarget: ↓iOS17
              tabStyle: ↓tabbar
              accessLevel: ↓private
            toolbars:
              main:
                - label: Hi
                  placement: ↓topLeft
                - label: Ho
                  placement: ↓TopBarTrailing
            screens:
              Home:
                titleDisplayMode: ↓inlined
                presentation: ↓modal
                search: { placement: ↓drawer }
            """, "spec.invalid_value")
        let replacements = outcome.diagnostics.sorted { $0.location < $1.location }.map { $0.fixIts.first?.replacement }
        #expect(replacements == ["iOS 17", "tabBar", nil, "topBarLeading", "topBarTrailing", "inline", "sheet",
                                 nil])
        let placement = try #require(outcome.diagnostics.first { $0.message.hasPrefix("'topLeft'") })
        #expect(placement.message == "'topLeft' is not a toolbar placement")
        #expect(placement.notes.map(\.message) == ["did you mean 'topBarLeading'?"])
        #expect(placement.fixIts.map(\.length) == [7])
    }

    @Test("a semantic placement in other words ('confirmAction', 'cancelAction', 'delete') gets a fix-it to it")
    func semanticPlacementSynonyms() throws {
        let outcome = expectLoaderDiagnostics(Self.app + """
            toolbars:
              main:
                - { label: Done, placement: ↓confirmAction, action: dismiss }
                - { label: Close, placement: ↓cancelAction, action: dismiss }
                - { label: Delete, placement: { iOS: ↓deleteAction }, action: dismiss }
                - { label: Save, placement: ↓SaveButton, action: dismiss }
            screens:
              Home: { toolbar: main }
            """, "spec.invalid_value")
        let diagnostics = outcome.diagnostics.sorted { $0.location < $1.location }
        #expect(diagnostics.map { $0.fixIts.map(\.replacement) } == [
            ["confirmationAction"], ["cancellationAction"], ["destructiveAction"], ["confirmationAction"],
        ], "\(diagnostics.map(describe))")
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'confirmationAction'?"])
    }

    @Test("'tabStyle' per platform, as a toolbar placement may be: a note says one style serves all, and which adapts")
    func tabStylePerPlatform() throws {
        let outcome = expectLoaderDiagnostics("""
            app:
              name: Demo
              deploymentTarget: [iOS 16, macOS 13]
              tabStyle: ↓{ iOS: tabBar, macOS: splitView }
            tabs:
              - { id: a, title: A, systemImage: a, root: A }
              - { id: b, title: B, systemImage: b, root: B }
            screens: { A: {}, B: {} }
            """, "spec.type_mismatch")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.message == "expected a string for 'tabStyle', found a mapping")
        #expect(diagnostic.notes.map(\.message) == [
            "'tabStyle' takes one style for every platform, not one per platform: 'sidebarAdaptable' is a tab bar on "
                + "iPhone and a sidebar on iPad and the Mac (iOS 18, macOS 15); 'splitView' is a sidebar on every "
                + "platform, collapsed into one stack on iPhone (iOS 16, macOS 13)",
        ])
        // A list is no per-platform attempt: the plain message.
        let list = expectLoaderDiagnostics(Self.app.replacingOccurrences(of: "app:\n", with: "app:\n  tabStyle: ↓[tabBar]\n")
                                           + "screens:\n  Home: {}\n",
                                           "spec.type_mismatch")
        #expect(list.diagnostics.first?.notes.isEmpty == true, "\(list.diagnostics.map(describe))")
    }

    @Test("a SwiftUI placement the format leaves out says so, with no did-you-mean")
    func unsupportedPlacement() throws {
        let outcome = expectLoaderDiagnostics(Self.app + """
            toolbars:
              main:
                - { label: Hi, placement: { macOS: ↓accessoryBar } }
            screens:
              Home: { toolbar: main }
            """, "spec.invalid_value")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("'accessoryBar' is a SwiftUI placement ScreenSpec does not support: "))
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test(arguments: [("17", "iOS 17"), ("iOS 17.0", "iOS 17"), ("ios 18", "iOS 18"), ("iOS-26", "iOS 26"),
                      ("16.0", "iOS 16")])
    func deploymentTargetSpellingsAreCorrected(written: String, expected: String) throws {
        let outcome = expectLoaderDiagnostics("""
            app:
              name: Demo
              root: Home
              deploymentTarget: ↓\(written)
            screens:
              Home: {}
            """, "spec.invalid_value")
        #expect(outcome.diagnostics.first?.fixIts.map(\.replacement) == [expected])
    }

    @Test("a target below the lowest supported one is an error with a note naming that one, and no fix-it raising it",
          arguments: [("iOS 15", "iOS 16"), ("macOS 12", "macOS 13"), ("15", "iOS 16"), ("iOS 15.0", "iOS 16"),
                      ("macos 12.6", "macOS 13")])
    func deploymentTargetsBelowTheLowestGetNoFixIt(written: String, lowest: String) throws {
        let outcome = expectLoaderDiagnostics("""
            app:
              name: Demo
              root: Home
              deploymentTarget: ↓\(written)
            screens:
              Home: {}
            """, "spec.invalid_value")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.message == "'\(written)' is not a deployment target: ScreenSpec generates for "
                + "iOS 16|17|18|26, macOS 13|14|15|26")
        #expect(diagnostic.fixIts.isEmpty)
        #expect(diagnostic.notes.map(\.message).contains { $0.hasPrefix("the lowest ") && $0.contains("is \(lowest):") },
                "\(diagnostic.notes.map(\.message))")
    }

    @Test(arguments: [("deploymentTarget: ↓iOS 18.6", "iOS 18", [DeploymentTarget.iOS18]),
                      ("deploymentTarget: ↓macOS 15.2", "macOS 15", [.macOS15]),
                      ("deploymentTarget: [↓iOS 18.6, macOS 15]", "iOS 18", [.iOS18, .macOS15]),
                      ("deploymentTarget: [iOS 26, ↓macos 26.1.2]", "macOS 26", [.iOS26, .macOS26])])
    func deploymentTargetsWithAMinorVersionAreFixedToTheirMajorVersion(
        line: String, expected: String, loaded: [DeploymentTarget]
    ) throws {
        let outcome = expectLoaderDiagnostics("""
            app:
              name: Demo
              root: Home
              \(line)
            screens:
              Home: {}
            """, "spec.invalid_value")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.message.hasSuffix(
            "is not a deployment target: targets are given as major versions (iOS 16|17|18|26, macOS 13|14|15|26)"))
        #expect(diagnostic.fixIts.map(\.replacement) == [expected])
        // The major version is the target, so nothing else is checked as if it were the default.
        #expect(outcome.spec?.app.effectiveDeploymentTargets == loaded)
    }

    @Test(arguments: [("tvOS 26", "tvOS"), ("tvos 18", "tvOS"), ("watchOS 11", "watchOS"), ("visionOS 2", "visionOS"),
                      ("xrOS 1", "visionOS")])
    func deploymentTargetsOfOtherPlatformsAreNotSupported(written: String, platform: String) throws {
        let outcome = expectLoaderDiagnostics("""
            app:
              name: Demo
              root: Home
              deploymentTarget: [iOS 18, ↓\(written)]
            screens:
              Home: {}
            """, "spec.invalid_value")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.message == "'\(written)' is not a deployment target: \(platform) is not supported; "
                + "ScreenSpec generates code for iOS and macOS only")
        // No did-you-mean: 'iOS 26' is not what 'tvOS 26' meant.
        #expect(diagnostic.notes.isEmpty && diagnostic.fixIts.isEmpty)
        #expect(outcome.spec?.app.effectiveDeploymentTargets == [.iOS18])
    }

    @Test func macCatalystIsCoveredByTheIOSTarget() throws {
        let found = LoadRecoveryTests.diagnostics(["a.yaml": "app: { name: Shop, root: Home, deploymentTarget: [iOS 17, macCatalyst 17] }\n"
                                      + "screens: { Home: {} }\n"])
        let error = try #require(found.first)
        #expect(error.message == "'macCatalyst 17' is not a deployment target: a Mac Catalyst app runs the app's iOS "
                + "code, so its iOS target covers it")
        #expect(error.notes.map(\.message) == ["list the iOS target only; 'macOS' targets are for apps built for macOS "
                                               + "itself, which generate macOS's own SwiftUI"])
        #expect(found.count == 1, "\(found)")
    }

    @Test func aKeyWithSwappedLettersSuggestsTheKeyItSwaps() throws {
        // 'roel' is two edits from both 'root' and 'role', but one swap from 'role'.
        let outcome = expectLoaderDiagnostics("""
            app: { name: Demo }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home, ↓roel: search }
            screens:
              Home: {}
            """, "spec.unknown_key")
        #expect(outcome.diagnostics.first?.fixIts.map(\.replacement) == ["role"])
    }

    @Test(arguments: [("fullscreen", "fullScreenCover"), ("fullScreen", "fullScreenCover"),
                      ("fullscreenCover", "fullScreenCover"), ("cover", "fullScreenCover"), ("modal", "sheet")])
    func presentationSynonymsGetAFixIt(written: String, expected: String) {
        let outcome = expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                presentation: ↓\(written)
            """, "spec.invalid_value")
        #expect(outcome.diagnostics.first?.fixIts.map(\.replacement) == [expected])
    }

    @Test func rootAndTabsTogetherIsAnInvalidRoot() {
        expectLoaderDiagnostics(files: [
            (path: "a.yaml", text: "app:\n  name: Demo\n  root: ↓Home\n"),
            (path: "b.yaml", text: "tabs:\n  - { id: home, title: Home, systemImage: house, root: Home }\n"
                + "screens:\n  Home: {}\n"),
        ], ids: ["spec.invalid_value"])
    }

    @Test func actionsNeedExactlyOneVerb() {
        expectLoaderDiagnostics(Self.app + """
            toolbars:
              main:
                - label: a
                  action: ↓popToRot
                - label: b
                  action: ↓push
                - label: c
                  action: ↓{ tab: home }
                - label: d
                  action: { open: Home, ↓push: Home }
                - label: e
                  action: { ↓pop: now }
                - label: f
                  action: { ↓selectTab: }
                - label: g
                  action: ↓[pop]
            screens:
              Home: {}
            """, "spec.invalid_value", "spec.invalid_value", "spec.invalid_value", "spec.invalid_value",
            "spec.invalid_value", "spec.invalid_value", "spec.type_mismatch")
    }

    @Test func linksNeedExactlyOneVerb() {
        expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                links:
                  - ↓{}
                  - push: Home
                    ↓sheet: Home
                  - ↓fullScreen: Home
                  - ↓Home
                  - ↓push:
            """, "spec.invalid_value", "spec.invalid_value", "spec.unknown_key", "spec.type_mismatch", "spec.invalid_value")
    }

    @Test("a link's or action's verb with no value names what is missing; a link without its colon gets one")
    func verbsWithoutTargets() throws {
        let loaded = RuleExampleTests.load(Self.app + """
            toolbars:
              main:
                - { label: a, action: { push: } }
            screens:
              Home:
                toolbar: main
                links:
                  - selectTab:
                  - push Home
                  - sheet:Home
                search: true
            """)
        let messages = loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(messages.contains("6:29 action 'push' needs a target: write { push: SCREEN }"), "\(messages)")
        #expect(messages.contains("11:9 'selectTab' names no tab: write 'selectTab: TAB'"), "\(messages)")
        let colon = try #require(loaded.diagnostics.first { $0.location.line == 12 })
        #expect(colon.fixIts.map(\.replacement) == ["push: Home"])
        let space = try #require(loaded.diagnostics.first { $0.location.line == 13 })
        #expect(space.fixIts.map(\.replacement) == ["sheet: Home"])
        let search = try #require(loaded.diagnostics.first { $0.location.line == 14 })
        #expect(search.id == "spec.type_mismatch" && search.fixIts.map(\.replacement) == ["{}"], "\(search)")
    }

    @Test func toolbarAndToolbarsTogetherIsInvalidAtTheSecond() throws {
        let outcome = expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                toolbars: [a, b]
                toolbar: ↓c
            """, "spec.invalid_value")
        #expect(outcome.spec?.screens.first?.toolbars.map(\.value) == ["a", "b", "c"])
    }

    @Test func urlSchemesFollowRFC3986() {
        expectLoaderDiagnostics("""
            app:
              name: Demo
              root: Home
              urlScheme: ↓my_app
            screens:
              Home: {}
            """, "spec.invalid_value")
        #expect(loadClean("app:\n  name: Demo\n  root: Home\n  urlScheme: com.example.my-app+x\nscreens:\n  Home: {}\n")?
            .app.urlScheme?.value == "com.example.my-app+x")
    }
}
