import ScreenSpec
import Testing

/// A list item whose `- ` was left out: its keys are read into the item above, each a duplicate.
/// When they start again from the item's first key, one error says a `- ` is missing (with a
/// fix-it that writes it), and the checks that count on the lost item are skipped.
struct MissingDashTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["app.yaml": text])
    }

    static let tabs = """
        app:
          name: Demo
          urlScheme: demo
        tabs:
          - id: home
            title: Home
            systemImage: house
            root: Home
            id: settings
            title: Settings
            systemImage: gearshape
            root: Settings
        screens:
          Home: {}
          Settings:
            deepLink: /settings
        """

    @Test("a tab missing its '- ': one error at its 'id' with a fix-it, and tab_count and deep_link_mismatch skipped")
    func tabMissingItsDash() throws {
        let all = Self.diagnostics(Self.tabs)
        #expect(all.map { "\($0.id) \($0.location.line):\($0.location.column)" }
            == ["yaml.duplicate_key 9:5", "spec.check_skipped 9:5"], "\(all)")
        let error = try #require(all.first)
        #expect(error.message == "duplicate key 'id', this list item's first key again: a '- ' is likely missing "
            + "before it (the keys from here on are read into the item above, and the item they start is left out)")
        #expect(error.notes.map { "\($0.message) \($0.location.line):\($0.location.column)" }
            == ["the item above starts with 'id' here 5:5"])
        #expect(error.fixIts.map { "\($0.replacement)|\($0.location.line):\($0.location.column)|\($0.length)" } == ["- |9:3|2"])
        #expect(all[1].message.contains("'tab_count'") && all[1].message.contains("('deep_link_mismatch')"), "\(all[1])")
        let fixed = BareActionWordTests.applying([error], to: Self.tabs)
        #expect(fixed.contains("  - id: settings\n"), "\(fixed)")
        #expect(Self.diagnostics(fixed).isEmpty, "\(Self.diagnostics(fixed))")
    }

    @Test("two missing dashes in one list, in toolbar items, links and dialog buttons: one error each, all fixed by their fix-its")
    func otherLists() throws {
        let text = """
            app:
              name: Demo
              root: Home
            toolbars:
              main:
                - id: add
                  label: Add
                  action: { present: Compose }
                  id: edit
                  label: Edit
                  action: { present: Editor }
            screens:
              Home:
                toolbar: main
                links:
                  - confirmationDialog: Confirm
                  - push: A
                    push: B
                    push: C
              A: {}
              B: {}
              C: {}
              Compose: { presentation: sheet, stack: true }
              Editor: { presentation: sheet, stack: true }
              Confirm:
                presentation: confirmationDialog
                title: Sure?
                buttons:
                  - label: Delete
                    role: destructive
                    label: Cancel
                    role: cancel
            """
        let all = Self.diagnostics(text)
        let errors = all.filter { $0.severity == .error }
        #expect(errors.map { "\($0.id) \($0.location.line):\($0.location.column)" }
            == ["yaml.duplicate_key 9:7", "yaml.duplicate_key 18:9", "yaml.duplicate_key 19:9", "yaml.duplicate_key 31:9"],
                "\(all)")
        #expect(errors.allSatisfy { $0.fixIts.count == 1 })
        // The lost items may be what shows a screen.
        #expect(all.contains { $0.id == "spec.check_skipped" && $0.message.contains("'unreachable_screen'") })
        let fixed = BareActionWordTests.applying(errors, to: text)
        #expect(Self.diagnostics(fixed).isEmpty, "\(fixed)\n\(Self.diagnostics(fixed))")
    }

    @Test("a second verb lined up under a link's first gets the missing '- ' and its fix-it")
    func secondVerbOfALink() throws {
        let text = """
            app:
              name: Demo
              root: Home
            screens:
              Home:
                links:
                  - push: A
                    sheet: B
              A: {}
              B: { presentation: sheet }
            """
        let errors = Self.diagnostics(text).filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["a link has exactly one verb; 'sheet' comes after 'push': a '- ' is likely "
            + "missing before it, to make it a link of its own"])
        #expect(errors.first?.fixIts.map { "\($0.replacement)|\($0.location.column)|\($0.length)" } == ["- |7|2"])
        #expect(Self.diagnostics(BareActionWordTests.applying(errors, to: text)).isEmpty)
    }

    @Test("keys repeated out of order, in a flow mapping or outside a list stay plain duplicate keys")
    func otherDuplicatesAreUnchanged() {
        let text = """
            app:
              name: Demo
              root: Home
              name: Again
            tabs:
              - { id: a, title: A, systemImage: a, root: Home, id: b }
              - id: c
                title: C
                title: D
                systemImage: c
                root: Home
            screens:
              Home: {}
            """
        let duplicates = Self.diagnostics(text).filter { $0.id == "yaml.duplicate_key" }
        #expect(duplicates.map(\.message) == ["duplicate key 'name'", "duplicate key 'id'", "duplicate key 'title'"])
        #expect(duplicates.allSatisfy { $0.fixIts.isEmpty })
    }

    @Test("links written without their '- ': one error with a fix-it writing each, the links read so the other checks run")
    func linksMissingTheirDashes() throws {
        let one = """
            app: { name: Contacts, root: Home }
            screens:
              Home:
                links:
                  push: ContactDetail
              ContactDetail: { title: Contact }
            """
        let error = try #require(Self.diagnostics(one).first)
        #expect(Self.diagnostics(one).count == 1)
        #expect("\(error.id) \(error.location.line):\(error.location.column)" == "spec.type_mismatch 5:7")
        #expect(error.message == "expected a list for 'links', found a mapping: a '- ' is likely missing before "
            + "'push: ContactDetail' (each link is an item of the list)")
        let fixed = BareActionWordTests.applying([error], to: one)
        #expect(fixed.contains("      - push: ContactDetail\n"))
        #expect(Self.diagnostics(fixed).isEmpty)

        // Several, a verb repeated among them (not a duplicate key), and the checks still run.
        let several = """
            app: { name: Contacts, root: Home }
            screens:
              Home:
                links:
                  push: ContactDetail
                  sheet: Compose
                  push: Settings
              ContactDetail: {}
              Compose: { presentation: sheet }
              Settings: {}
              Orphan: {}
            """
        let all = Self.diagnostics(several)
        #expect(all.map { "\($0.id) \($0.location.line):\($0.location.column)" }
            == ["spec.type_mismatch 5:7", "unreachable_screen 11:3"], "\(all)")
        #expect(all.first?.message.hasSuffix("before each of its 3 links (each link is an item of the list)") == true)
        let repaired = BareActionWordTests.applying([all[0]], to: several)
        #expect(Self.diagnostics(repaired).map(\.id) == ["unreachable_screen"])

        // A mapping with a key that is no verb is not taken for links.
        let other = one.replacingOccurrences(of: "push: ContactDetail", with: "push: ContactDetail\n      animated: true")
        #expect(Self.diagnostics(other).first?.message == "expected a list for 'links', found a mapping")
    }
}
