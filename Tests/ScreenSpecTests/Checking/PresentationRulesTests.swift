import Testing
@testable import ScreenSpec

/// Alerts and confirmation dialogs, entry points, deep links to modals and nested deep links, as
/// the loader and the checker see them: each misuse one located diagnostic, each valid shape clean.
@Suite("Presentations")
struct PresentationRulesTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["a.yaml": text])
    }

    @Test("what an alert or dialog may not have, and what only it may have, each at its key with a fix-it")
    func dialogKeys() throws {
        let outcome = expectLoaderDiagnostics("""
            app: { name: Shop, root: Home }
            toolbars:
              main: []
            screens:
              Home:
                ↓message: Hello
              Cancel:
                presentation: alert
                title: Cancel?
                ↓view: CancelView
                ↓toolbar: main
                ↓stack: true
                ↓links:
                  - push: Home
                buttons:
                  - { label: Yes, role: cancel }
                  - { label: No, role: ↓cancel }
              Share:
                presentation: ↓confirmationDialog
                buttons:
                  - ↓{ role: destructive }
            """, "spec.invalid_value", "spec.invalid_value", "spec.invalid_value", "spec.invalid_value",
            "spec.invalid_value", "spec.invalid_value", "spec.missing_key", "spec.missing_key")
        let view = try #require(outcome.diagnostics.first { $0.message.hasPrefix("'view' is not allowed on an alert") })
        #expect(view.fixIts.count == 1 && view.fixIts.first?.replacement == "" && view.fixIts.first?.length == 20)
        // From the line's start, so no line of spaces is left; the first key of a mapping keeps its indentation.
        #expect(view.fixIts.first?.location.column == 1)
        let links = try #require(outcome.diagnostics.first { $0.message.hasPrefix("'links'") })
        #expect(links.fixIts.isEmpty, "a pair over several lines gets no fix-it")
        let cancel = try #require(outcome.diagnostics.first { $0.message.contains("at most one 'cancel'") })
        #expect(cancel.notes.first?.location.line == 16)
        let message = try #require(outcome.diagnostics.first { $0.message.hasPrefix("'message' is only allowed") })
        #expect(message.fixIts.first?.length == "message: Hello".count)
    }

    @Test("a dialog that pushes gets one error, the loader's, and no 'add stack: true'",
          arguments: [("alert", "an alert"), ("confirmationDialog", "a confirmation dialog")])
    func pushFromADialog(presentation: String, noun: String) throws {
        let found = Self.diagnostics("""
            app: { name: Shop, root: Home }
            screens:
              Home:
                links: [ { \(presentation): Delete } ]
              Delete:
                presentation: \(presentation)
                title: Delete?
                links: [ { push: Home } ]
                buttons:
                  - { label: Delete, role: destructive }
            """)
        #expect(found.filter { $0.severity == .error }.map(\.message)
                == ["'links' is not allowed on \(noun): its buttons say where it goes (a button's 'action')"])
    }

    @Test("a dialog's buttons are loaded in order with their roles and actions")
    func dialogButtons() throws {
        let spec = try #require(loadClean("""
            app: { name: Shop, root: Home }
            screens:
              Home:
                links: [ { alert: Cancel } ]
              Cancel:
                presentation: alert
                title: "Cancel {id}?"
                params: { id: String }
                message: Your cart is kept.
                buttons:
                  - { label: Cancel Order, role: destructive, action: dismissAll }
                  - { label: Keep, role: cancel }
                  - { label: Help, action: { custom: help } }
            """))
        let cancel = try #require(spec.screens.first { $0.id.value == "Cancel" })
        #expect(cancel.isDialog && cancel.isModal && cancel.effectivePresentation == .alert)
        let dialog = try #require(cancel.dialog)
        #expect(dialog.message?.value == "Your cart is kept.")
        #expect(dialog.buttons.map(\.label.value) == ["Cancel Order", "Keep", "Help"])
        #expect(dialog.buttons.map { $0.role?.value } == [.destructive, .cancel, nil])
        #expect(dialog.buttons[0].action?.value == .dismissAll && dialog.buttons[1].action == nil)
    }

    @Test("an entry point is reachable without a link; without `entry` it is not")
    func entryPoints() {
        let spec = """
            app: { name: Shop, root: Home }
            screens:
              Home: {}
              Login:
                presentation: sheet
                entry: ENTRY
            """
        #expect(Self.diagnostics(spec.replacingOccurrences(of: "ENTRY", with: "true")).isEmpty)
        #expect(Self.diagnostics(spec.replacingOccurrences(of: "ENTRY", with: "false")).map(\.id) == ["unreachable_screen"])
    }

    /// Settings opened at its Notifications page: the app presents Settings, then pushes onto its
    /// own stack. Pushed only by the modal's stack, the entry point has a place to go.
    @Test("a pushed entry point on a modal's own stack is reachable; on no stack it is not")
    func entryPointOnAModalStack() throws {
        let spec = """
            app: { name: Mail, root: ThreadList }
            screens:
              ThreadList:
                links: [ { sheet: Settings } ]
              Settings:
                presentation: sheet
                stack: true
                links: [ { push: SettingsNotifications } ]
              SettingsNotifications:
                entry: true
            """
        #expect(Self.diagnostics(spec).isEmpty, "\(Self.diagnostics(spec))")
        // A modal nothing presents is reported itself, not again at the entry point it pushes.
        let unpresented = Self.diagnostics(spec.replacingOccurrences(of: "links: [ { sheet: Settings } ]", with: "{}"))
        #expect(unpresented.map(\.id) == ["unreachable_screen"])
        #expect(unpresented.first?.message == "no path reaches screen 'Settings' from the app root or a deep link")
        // Pushed by nothing, the entry point has nowhere to go.
        let nowhere = Self.diagnostics(spec.replacingOccurrences(of: "links: [ { push: SettingsNotifications } ]", with: "title: Settings"))
        let error = try #require(nowhere.first)
        #expect(nowhere.count == 1 && error.id == "unreachable_screen")
        #expect(error.message == "screen 'SettingsNotifications' is an entry point ('entry: true'), but neither the app's stack "
                + "nor a modal's own stack shows it, so the app's code has nowhere to put it")
        #expect(error.location.line == 10)
    }

    @Test("a dialog's button labels are checked as its title is, each at its placeholder")
    func buttonLabelPlaceholders() throws {
        let found = Diagnostic.sortedForOutput(Self.diagnostics("""
            app: { name: Nostur, root: Feed }
            screens:
              Feed:
                links: [ { confirmationDialog: RestoreContacts } ]
              RestoreContacts:
                presentation: confirmationDialog
                params: { count: Int, since: Date? }
                title: "{count} contacts were removed"
                buttons:
                  - { label: "Remove {cont} contacts", role: destructive }
                  - { label: "Restore since {since}" }
                  - { label: "Ignore }", role: cancel }
            """))
        #expect(found.map(\.id) == Array(repeating: "invalid_title_interpolation", count: 3))
        #expect(found.map(\.message) == [
            "'{cont}' in the button label is not a parameter of 'RestoreContacts'",
            "parameter 'since' of type 'Date?' cannot be shown in a button label; "
                + "only non-optional String, Int, Double, Bool, UUID and number types (Int64, Float …) can",
            "unmatched '}' in the button label; literal braces cannot be written in version 1",
        ])
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["10:26", "11:33", "12:26"])
        let fixIt = try #require(found.first?.fixIts.first)
        #expect(fixIt.replacement == "count" && fixIt.location.line == 10 && fixIt.location.column == 27 && fixIt.length == 4)
    }

    @Test("a deep link may present a modal; button actions are checked and lead somewhere")
    func modalDeepLinksAndButtons() {
        #expect(Self.diagnostics("""
            app: { name: Shop, root: Home, urlScheme: shop }
            screens:
              Home:
                links: [ { confirmationDialog: Actions } ]
              Actions:
                presentation: confirmationDialog
                title: Actions
                buttons:
                  - { label: Sign In, action: { present: Login } }
              Login:
                presentation: sheet
                deepLink: /login
            """).isEmpty)
        let found = Self.diagnostics("""
            app: { name: Shop, root: Home }
            screens:
              Home:
                links: [ { alert: Actions }, { push: Detail } ]
              Detail: {}
              Actions:
                presentation: alert
                title: Actions
                buttons:
                  - { label: One, action: { present: Lgin } }
                  - { label: Two, action: { present: Detail } }
            """)
        #expect(found.map(\.id).sorted() == ["presentation_mismatch", "undefined_reference"])
    }

    @Test("a nested deep link whose parent does not push it is deep_link_mismatch, with a note at the parent")
    func nestedDeepLinks() throws {
        let spec = """
            app: { name: Shop, root: Orders, urlScheme: shop }
            screens:
              Orders:
                deepLink: /orders
                links: [ { push: Recent } , PUSH ]
              Recent: { links: [ { push: Order } ] }
              Order:
                params: { id: String }
                deepLink: /orders/{id}
            """
        #expect(Self.diagnostics(spec.replacingOccurrences(of: "PUSH", with: "{ push: Order }")).isEmpty)
        let found = Self.diagnostics(spec.replacingOccurrences(of: ", PUSH", with: ""))
        let mismatch = try #require(found.first)
        #expect(found.count == 1 && mismatch.id == "deep_link_mismatch")
        #expect(mismatch.message == "deep link '/orders/{id}' extends '/orders' of 'Orders', so it opens both, but 'Orders' does not push 'Order'")
        #expect(mismatch.location.line == 9 && mismatch.notes.first?.location.line == 4)
        // A shared placeholder of another type cannot be handed from the child to the parent.
        let typed = Self.diagnostics("""
            app: { name: Shop, root: Home, urlScheme: shop }
            screens:
              Home: { links: [ { push: User } ] }
              User:
                params: { id: Int }
                deepLink: /users/{id}
                links: [ { push: Post } ]
              Post:
                params: { id: String, post: String }
                deepLink: /users/{id}/posts/{post}
            """)
        #expect(typed.map(\.id) == ["deep_link_mismatch"])
        #expect(typed.first?.message.hasSuffix("but '{id}' is 'String' here and 'Int' in 'User'") == true, "\(typed)")
    }
}
