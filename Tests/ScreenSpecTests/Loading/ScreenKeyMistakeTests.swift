@testable import ScreenSpec
import Testing

/// Screen keys that are something else: a SwiftUI modifier, a link verb, a key whose rename would
/// repeat one the screen has.
@Suite struct ScreenKeyMistakeTests {
    /// A single-stack app, so a `screens` section appended to it is otherwise clean.
    static let app = LoaderDiagnosticTests.app

    @Test("a SwiftUI modifier written as a screen key says to apply it in the view, and hides nothing")
    func viewModifierKeys() throws {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": Self.app + """
            screens:
              Home: { links: [sheet: Options] }
              Options:
                presentation: sheet
                presentationDetents: [medium, large]
                interactiveDismissDisabled: true
                swipeActions: [delete]
                contextMenu: { items: [share] }
              Orphan: {}
            """])
        #expect(found.map(\.id) == ["spec.unknown_key", "spec.unknown_key", "spec.unknown_key", "spec.unknown_key",
                                    "unreachable_screen"], "\(found)")
        #expect(found.first?.notes.map(\.message) == ["'presentationDetents' is a SwiftUI modifier ScreenSpec does not "
                                                      + "generate: apply '.presentationDetents(…)' in the app's view of the screen"])
    }

    @Test("a Mac or layout modifier written as a screen key gets the note and leaves unreachable_screen on")
    func macModifierKeys() throws {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": Self.app + """
            screens:
              Home:
                navigationSubtitle: Updated today
                focusedValue: selection
                navigationSplitViewColumnWidth: 220
                keyboardShortcut: r
                frame: { minWidth: 400 }
                toolbarRole: editor
                padding: 8
              Orphan: {}
            """])
        #expect(found.map(\.id) == Array(repeating: "spec.unknown_key", count: 7) + ["unreachable_screen"], "\(found)")
        #expect(found.first?.notes.map(\.message) == ["'navigationSubtitle' is a SwiftUI modifier ScreenSpec does not "
                                                      + "generate: apply '.navigationSubtitle(…)' in the app's view of the screen"])
    }

    /// A modifier's note replaces any suggestion, so none may be a key of the format, a link verb,
    /// a synonym of a key, or close enough to one to be its misspelling.
    @Test("no modifier name is a format key or a likely misspelling of one", arguments: SpecReader.viewModifiers.keys.sorted())
    func modifierIsNoKey(_ name: String) {
        // Longer names that start with a key are no misspelling of it (`presentationDetents`).
        let keys = SpecReader.screenKeys + SpecReader.linkVerbs
        // `task` is two edits from `stack`, but is SwiftUI's everyday `.task { … }`, not a typo of it.
        let likely = name == "task" ? nil : KeySynonyms.likelyKey(for: name, in: keys)
        #expect(likely == nil || name.hasPrefix(likely!) && name.count > likely!.count + 3, "\(name) → \(likely ?? "")")
        #expect(SpecReader.owners(ofKey: name, besides: SpecReader.screenKeys) == nil)
        #expect(!keys.contains(name))
        for (modifier, candidates) in [("keyboardShortcut", SpecReader.itemKeys), ("help", SpecReader.menuItemKeys)] {
            #expect(KeySynonyms.likelyKey(for: modifier, in: candidates) == nil)
        }
    }

    @Test("'keyboardShortcut' and 'help' on a toolbar or menu item: a note that they are not generated, and nothing skipped")
    func toolbarItemModifierKeys() throws {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": """
            app: { name: Xcodes, deploymentTarget: macOS 14, root: XcodeList }
            toolbars:
              t:
                - id: refresh
                  label: Refresh
                  keyboardShortcut: r
                  help: Refresh the list of Xcodes
                  action: { custom: refresh }
                - label: More
                  menu:
                    - { label: Open, keyboardShortcut: o, action: { custom: open } }
            screens:
              XcodeList: { toolbar: t }
              Orphan: {}
            """])
        #expect(found.map(\.id) == ["spec.unknown_key", "spec.unknown_key", "spec.unknown_key", "unreachable_screen"],
                "\(found)")
        #expect(found.first?.notes.map(\.message) == ["the format does not generate keyboard shortcuts: ScreenSpec generates "
            + "the item's button only; add the shortcut through a menu command ('.commands { … }') or in the app's own view"])
        #expect(found[1].notes.first?.message.hasPrefix("the format does not generate help tags") == true)
        #expect(found[2].message == "unknown key 'keyboardShortcut' in a menu item" && found[2].notes.count == 1)
    }

    @Test("a toolbar item's 'id' or 'placement' on a menu item: a fix-it removing it, which loads clean")
    func toolbarItemKeysOnAMenuItem() throws {
        let text = """
            app: { name: Parks, root: Park }
            toolbars:
              t:
                - label: More
                  menu:
                    - { id: editPark, label: Edit, action: { custom: edit } }
                    - label: Share
                      placement: primaryAction
                      action: { custom: share }
            screens:
              Park: { toolbar: t }
            """
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": text])
        #expect(found.map(\.message) == ["unknown key 'id' in a menu item", "unknown key 'placement' in a menu item"], "\(found)")
        #expect(found.first?.notes.map(\.message) == ["'id' is a key of a toolbar item; a menu item has none: remove it"])
        let fixed = BareActionWordTests.applying(found, to: text)
        #expect(fixed.contains("- { label: Edit, action: { custom: edit } }"), "\(fixed)")
        #expect(LoadRecoveryTests.diagnostics(["spec.yaml": fixed]).isEmpty)
    }

    @Test("a link verb written as a screen key is read as the link it means, with a fix-it into 'links'")
    func linkVerbAsScreenKey() throws {
        let text = Self.app + """
            screens:
              Home:
                title: Inbox
                sheet: Move
              Thread: { alert: Flush, sheet: Move, links: [push: Home] }
              Move: { presentation: sheet }
              Flush: { presentation: alert, title: Flush? }
              Orphan: {}
            """
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": text])
        // Home's sheet reaches Move; nothing reaches Thread (so neither Flush) nor Orphan: nothing is left out.
        #expect(found.map(\.id) == ["spec.unknown_key", "unreachable_screen", "spec.unknown_key", "spec.unknown_key",
                                    "unreachable_screen"], "\(found)")
        let sheet = try #require(found.first)
        #expect(sheet.message == "'sheet' is a verb of links, not a key of a screen")
        #expect(sheet.notes.map(\.message) == ["write 'links: [{ sheet: Move }]'"])
        #expect(sheet.fixIts.map(\.replacement) == ["links: [{ sheet: Move }]"] && sheet.fixIts.first?.length == 11)
        // Thread has two such keys and its own links: a note each, no fix-it.
        #expect(found[2].notes.map(\.message) == ["move it into the screen's 'links' as '- alert: Flush'"])
        #expect(found[2].fixIts.isEmpty && found[3].fixIts.isEmpty)
        let fixed = BareActionWordTests.applying([sheet], to: text)
        #expect(fixed.contains("    links: [{ sheet: Move }]\n"), "\(fixed)")
    }

    @Test("a key whose rename would repeat a key of its screen gets a note to merge them, and no fix-it")
    func renameThatWouldDuplicateAKey() throws {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": Self.app + """
            screens:
              Home:
                navigationDestination: [push: Detail]
                links: [push: Other]
                searchable: true
                search: {}
              Detail: {}
              Other: {}
            """]).filter { $0.id == "spec.unknown_key" }
        #expect(found.map { $0.notes.map(\.message) } == [
            ["did you mean 'links'? this mapping has 'links' already: merge what this key holds into it"],
            ["did you mean 'search'? this mapping has 'search' already: merge what this key holds into it"],
        ])
        #expect(found.allSatisfy { $0.fixIts.isEmpty })
    }
}
