@testable import ScreenSpec
import Testing

/// Unknown keys written in SwiftUI's words (`navigationTitle:`, `searchable:`) or a neighbouring
/// key's (`title:` in a toolbar item): a did-you-mean and a fix-it to the format's key.
@Suite struct KeySynonymsTests {
    @Test("SwiftUI's and everyday words for a key suggest the key, with a fix-it")
    func synonymsSuggestTheKey() throws {
        let outcome = expectLoaderDiagnostics("""
            app:
              name: Demo
              root: Home
            toolbars:
              main:
                - { id: add, systemImage: plus, ↓title: Add, action: pop }
            screens:
              Home:
                ↓navigationTitle: Home
                ↓searchable: {}
                ↓navigationBarTitleDisplayMode: large
                ↓onOpenURL: /home
                ↓parameters:
                  id: Int
                ↓navigationDestination: Home
            """, "spec.unknown_key")
        let diagnostics = outcome.diagnostics.sorted { $0.location < $1.location }
        let suggested = diagnostics.map { $0.fixIts.first?.replacement ?? "-" }
        #expect(suggested == ["label", "title", "search", "titleDisplayMode", "deepLink", "params", "links"])
        #expect(diagnostics.map { $0.notes.first?.message ?? "-" }.first == "did you mean 'label'?")
        #expect(diagnostics[1].fixIts.first?.length == "navigationTitle".count)
    }

    @Test("'searchable: true' (or yes, on) becomes 'search: {}' in one go: key and value fix-its together")
    func searchableFlagBecomesTheMapping() throws {
        let text = """
            app: { name: Demo, root: A }
            screens:
              A:
                ↓searchable: true
              B: { ↓searchable: yes }
              C:
                ↓searchable: { prompt: Find }
              D:
                ↓searchable: false
            """
        let outcome = expectLoaderDiagnostics(text, "spec.unknown_key")
        let diagnostics = outcome.diagnostics.sorted { $0.location < $1.location }
        // `searchable: false` wants no search field: 'search: false' would be an error of its own.
        #expect(diagnostics.map { $0.fixIts.map(\.replacement) } == [["search", "{}"], ["search", "{}"], ["search"], []])
        #expect(diagnostics.map { $0.notes.map(\.message) } == [
            ["did you mean 'search: {}'?"], ["did you mean 'search: {}'?"], ["did you mean 'search'?"],
            ["remove it: a screen without 'search' has no search field"],
        ])
        // Applied from the last to the first, the fix-its leave a spec that loads clean.
        var fixed = MarkedSource(text).text
        for fixIt in diagnostics.prefix(2).flatMap(\.fixIts).sorted(by: { $0.location > $1.location }) {
            fixed = FlowCommaTests.applying(fixIt, to: fixed)
        }
        #expect(fixed.contains("    search: {}\n  B: { search: {} }"), "\(fixed)")
        let rest = fixed.components(separatedBy: "  C:").first ?? ""
        #expect(loadClean(rest)?.screens.filter { $0.search != nil }.count == 2)
    }

    @Test("Every placement synonym is lower case, as it is looked up, and names no placement itself")
    func placementSynonymsAreLowerCaseAndNoPlacement() {
        for word in SpecReader.placementSynonyms.keys {
            #expect(word == word.lowercased() && !ToolbarPlacement.allCases.contains { $0.rawValue.lowercased() == word }, "\(word)")
        }
    }

    @Test("A synonym suggests only a key of the place it is written in; spelling still counts")
    func synonymsAreScopedToTheirContext() {
        #expect(KeySynonyms.likelyKey(for: "label", in: SpecReader.tabKeys) == "title")
        #expect(KeySynonyms.likelyKey(for: "title", in: SpecReader.itemKeys) == "label")
        #expect(KeySynonyms.likelyKey(for: "ICON", in: SpecReader.menuItemKeys) == "systemImage")
        // `view` is a screen key, and in a tab the word for its root.
        #expect(KeySynonyms.likelyKey(for: "view", in: SpecReader.tabKeys) == "root")
        // No key of a toolbar item is a `search`: nothing from the synonyms, nothing close by spelling.
        #expect(KeySynonyms.likelyKey(for: "searchable", in: SpecReader.itemKeys) == nil)
        #expect(KeySynonyms.likelyKey(for: "titel", in: SpecReader.screenKeys) == "title")
        // Every synonym names a key some part of the format has, and is itself no key there.
        let keys = Set(SpecReader.screenKeys + SpecReader.tabKeys + SpecReader.itemKeys + SpecReader.linkVerbs
                       + SpecReader.sectionKeys)
        for (key, synonyms) in KeySynonyms.byKey {
            #expect(keys.contains(key), "\(key)")
            #expect(!SpecReader.screenKeys.contains(key) || synonyms.allSatisfy { !SpecReader.screenKeys.contains($0) },
                    "\(key): \(synonyms)")
        }
    }

    @Test("'link' holding links means 'links', holding a pattern 'deepLink'; 'present' and 'modal' mean 'presentation'")
    func valueShapeAndPresentationWords() {
        #expect(KeySynonyms.likelyKey(for: "link", in: SpecReader.screenKeys, holdsLinks: true) == "links")
        #expect(KeySynonyms.likelyKey(for: "Link", in: SpecReader.screenKeys) == "deepLink")
        #expect(KeySynonyms.likelyKey(for: "present", in: SpecReader.screenKeys) == "presentation")
        #expect(KeySynonyms.likelyKey(for: "modal", in: SpecReader.screenKeys) == "presentation")
        // In a link, `present` is no key's synonym: the verbs are `sheet`, `fullScreenCover` ….
        #expect(KeySynonyms.likelyKey(for: "present", in: SpecReader.linkVerbs) != "presentation")
        let outcome = expectLoaderDiagnostics("""
            app: { name: Demo, root: Home }
            screens:
              Home:
                ↓link: [ { push: Add } ]
              Add:
                ↓present: sheet
            """, "spec.unknown_key")
        #expect(outcome.diagnostics.map { $0.fixIts.first?.replacement ?? "-" } == ["links", "presentation"])
    }

    @Test("A misspelt required key of a tab is one error: the unknown key, not also the missing one")
    func aMisspeltRequiredTabKeyIsOneError() {
        let outcome = expectLoaderDiagnostics("""
            app: { name: Demo }
            tabs:
              - { id: a, ↓titel: A, ↓icon: a, ↓rot: A }
              - { id: b, title: B, systemImage: b, root: B }
            screens: { A: {}, B: {} }
            """, "spec.unknown_key")
        #expect(outcome.diagnostics.map { $0.fixIts.first?.replacement ?? "-" } == ["title", "systemImage", "root"])
    }

    @Test("A key of another part of the spec, written in the wrong place, says where it belongs")
    func aKeyOfAnotherPartSaysWhereItBelongs() {
        let outcome = expectLoaderDiagnostics("""
            app: { name: Demo }
            tabs:
              - { id: a, title: A, systemImage: a, root: A, ↓tabStyle: splitView }
              - { id: b, title: B, systemImage: b, root: B }
            toolbars:
              main:
                - { id: add, systemImage: plus, ↓deepLink: /add, action: pop }
            screens:
              A: { ↓role: search }
              B: {}
            """, "spec.unknown_key")
        let notes = outcome.diagnostics.sorted { $0.location < $1.location }.map { $0.notes.first?.message ?? "-" }
        #expect(notes == ["'tabStyle' is a key of 'app'", "'deepLink' is a key of a screen", "'role' is a key of a tab"])
        #expect(SpecReader.owners(ofKey: "id", besides: SpecReader.screenKeys) == "a tab or a toolbar item")
        #expect(SpecReader.owners(ofKey: "nonsense", besides: SpecReader.tabKeys) == nil)
        // A key dedented out of `search:` says where it belongs.
        #expect(SpecReader.owners(ofKey: "prompt", besides: SpecReader.screenKeys) == "a screen's 'search'")
    }

    @Test("'open' in a link is one error at 'open', with the way to show a screen in another tab")
    func openInALink() throws {
        let outcome = expectLoaderDiagnostics("""
            app: { name: Demo, root: A }
            screens:
              A:
                links: [ { ↓open: B, tab: other }, { ↓open: B } ]
              B: {}
            """, "spec.unknown_key")
        let diagnostics = outcome.diagnostics.sorted { $0.location < $1.location }
        #expect(diagnostics.allSatisfy { $0.message.hasPrefix("unknown key 'open' in a link: links say how") })
        #expect(diagnostics.map { $0.fixIts.map(\.replacement) } == [[], ["push"]], "with a tab, 'push' would not do")
        #expect(diagnostics.allSatisfy { $0.notes.last?.message.contains("'selectTab: TAB'") == true })
    }

    @Test("a screen key indented under 'params' is an indentation error, not a param type to capitalize")
    func screenKeyUnderParams() throws {
        let outcome = expectLoaderDiagnostics("""
            app: { name: Demo, root: A }
            screens:
              A:
                links: [ { fullScreenCover: B } ]
              B:
                params:
                  url: URL
                  title: String
                  ↓presentation: fullScreenCover
                  ↓links: [ { push: A } ]
                  ↓message: Write a reply
            """, "spec.invalid_identifier")
        #expect(outcome.diagnostics.allSatisfy { $0.message.hasSuffix("not a param: check the indentation; "
            + "to give it to the screen, indent it as 'params' is") && $0.fixIts.isEmpty }, "\(outcome.diagnostics)")
        // A param named like a screen key, with a type, is a param; no param was lost, so no param rule is skipped.
        let params = outcome.spec?.screens.first { $0.id.value == "B" }?.params.map(\.name.value)
        #expect(params == ["url", "title"])
        let gaps = outcome.loaded?.gaps.map(\.kind) ?? []
        #expect(gaps.contains(.presentations) && !gaps.contains(.params), "\(gaps)")
    }

    @Test("everyday words for a tab style or a title display mode get a fix-it to the value")
    func valueSynonyms() throws {
        let outcome = expectLoaderDiagnostics("""
            app: { name: Demo, root: A, tabStyle: ↓sidebar }
            screens:
              A: { titleDisplayMode: ↓compact }
            """, "spec.invalid_value")
        let fixes = outcome.diagnostics.sorted { $0.location < $1.location }.map { $0.fixIts.map(\.replacement) }
        #expect(fixes == [["sidebarAdaptable"], ["inline"]])
    }

    static let navigationBarWords = """
        app: { name: Chores, root: ChoreList }
        toolbars:
          chores:
            - { id: edit, placement: topBarTrailing, label: Edit, action: { custom: toggleEditing } }
        screens:
          ChoreList:
            navigationBarTitle: Chores
            navigationBarItems: chores
        """

    @Test("SwiftUI's 'navigationBarTitle' and 'navigationBarItems' map to 'title' and 'toolbar', with no unused_toolbar")
    func navigationBarWords() throws {
        let found = LoadRecoveryTests.diagnostics(["a.yaml": Self.navigationBarWords])
        #expect(!found.contains { $0.id == "unused_toolbar" }, "\(found.map(\.message))")
        let errors = found.filter { $0.severity == .error }
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["7:5", "8:5"])
        #expect(errors.map { $0.notes.map(\.message) } == [["did you mean 'title'?"], ["did you mean 'toolbar'?"]])
        #expect(errors.map { $0.fixIts.map(\.replacement) } == [["title"], ["toolbar"]])
        let skipped = try #require(found.first { $0.id == LoadGap.skippedID })
        #expect(skipped.message.hasPrefix("not checked: 'unused_toolbar'"), "\(skipped.message)")
        let fixed = BareActionWordTests.applying(errors, to: Self.navigationBarWords)
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": fixed]).isEmpty)
    }

    @Test("'navigationBarItems' whose value is no toolbar of the file gets the note only", arguments: [
        "{ trailing: edit }", "chorez", "[edit]",
    ])
    func navigationBarItemsNotAToolbar(value: String) throws {
        let text = Self.navigationBarWords.replacingOccurrences(of: "navigationBarItems: chores",
                                                                with: "navigationBarItems: \(value)")
        let found = LoadRecoveryTests.diagnostics(["a.yaml": text])
        let error = try #require(found.first { $0.message.contains("'navigationBarItems'") })
        #expect(error.notes.map(\.message) == ["did you mean 'toolbar'? it takes the id of a toolbar defined under "
                                               + "'toolbars', where its items go"])
        #expect(error.fixIts.isEmpty)
        #expect(!found.contains { $0.id == "unused_toolbar" })
    }
}
