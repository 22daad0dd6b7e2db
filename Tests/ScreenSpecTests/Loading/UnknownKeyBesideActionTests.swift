@testable import ScreenSpec
import Testing

/// An unknown key leaves navigation out (and skips `unreachable_screen`) only when it may be the
/// misspelt key that leads somewhere: beside the element's good action, link verb or root it
/// names nothing, and every check still runs.
@Suite struct UnknownKeyBesideActionTests {
    static let tabs = """
        app: { name: Probe, deploymentTarget: iOS 26 }
        tabs:
          - { id: home, title: Home, systemImage: house, root: Home }
          - { id: find, title: Find, systemImage: magnifyingglass, root: Find }

        """

    /// A spec with `screens` whose `Orphan` nothing reaches; `extra` goes before `screens`.
    static func spec(_ extra: String = "", home: String = "{}", find: String = "{}", more: String = "") -> String {
        tabs + extra + """
            screens:
              Home: \(home)
              Find: \(find)
              Notifications: {}
            \(more)  Orphan: {}
            """
    }

    static let besideAGoodOne: [(String, String)] = [
        ("a toolbar item", spec("""
            toolbars:
              main:
                - { id: bell, systemImage: bell, badge: true, action: { push: Notifications } }

            """, home: "{ toolbar: main }")),
        ("a toolbar item, the key before the action", spec("""
            toolbars:
              main:
                - { id: bell, systemImage: bell, animated: true, action: { push: Notifications } }

            """, home: "{ toolbar: main }")),
        ("a menu item", spec("""
            toolbars:
              main:
                - { id: more, systemImage: ellipsis, menu: [ { label: Bell, badge: true, action: { push: Notifications } } ] }

            """, home: "{ toolbar: main }")),
        ("a dialog button", spec(home: "{ links: [alert: Confirm] }", more: """
              Confirm:
                presentation: alert
                title: Sure?
                buttons: [ { label: Go, badge: true, action: { push: Notifications } } ]

            """)),
        ("a link", spec(home: "{ links: [ { push: Notifications, animated: true } ] }")),
        ("a tab", spec(home: "{ links: [push: Notifications] }").replacingOccurrences(
            of: "root: Home }", with: "root: Home, animated: true }")),
    ]

    @Test("an unknown key beside a good action, verb or root skips no check", arguments: besideAGoodOne)
    func besideAGoodOneSkipsNothing(_ element: String, _ text: String) {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": text])
        #expect(found.map(\.id) == ["spec.unknown_key", "unreachable_screen"], "\(element): \(found)")
        #expect(found.last?.message.contains("'Orphan'") == true)
    }

    static let mayBeTheOne: [(String, String)] = [
        ("a misspelt action on a toolbar item", spec("""
            toolbars:
              main:
                - { id: bell, systemImage: bell, acton: { push: Notifications } }

            """, home: "{ toolbar: main }")),
        ("a key like no other on a toolbar item without an action", spec("""
            toolbars:
              main:
                - { id: bell, systemImage: bell, goesTo: { push: Notifications } }

            """, home: "{ toolbar: main }")),
        ("a misspelt menu beside an action", spec("""
            toolbars:
              main:
                - { id: more, systemImage: ellipsis, action: pop, mnu: [ { label: Bell, action: { push: Notifications } } ] }

            """, home: "{ toolbar: main }")),
        ("a misspelt action on a menu item", spec("""
            toolbars:
              main:
                - { id: more, systemImage: ellipsis, menu: [ { label: Bell, acton: { push: Notifications } } ] }

            """, home: "{ toolbar: main }")),
        ("a misspelt action on a dialog button", spec(home: "{ links: [alert: Confirm] }", more: """
              Confirm:
                presentation: alert
                title: Sure?
                buttons: [ { label: Go, acton: { push: Notifications } } ]

            """)),
        ("a misspelt verb beside a link's verb", spec(home: "{ links: [ { push: Find, shet: Notifications } ] }")),
        ("a misspelt verb alone in a link", spec(home: "{ links: [ { pusj: Notifications } ] }")),
        ("a second verb in a link", spec(home: "{ links: [ { push: Find, sheet: Notifications } ] }")),
        ("a misspelt root beside an action of a tab", spec().replacingOccurrences(
            of: "root: Home }", with: "root: Home, acton: { present: Notifications } }")),
    ]

    @Test("an unknown key that may be the misspelt action, verb or root still skips unreachable_screen",
          arguments: mayBeTheOne)
    func mayBeTheOneSkipsReachability(_ element: String, _ text: String) {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": text])
        #expect(!found.contains { $0.id == "unreachable_screen" }, "\(element): \(found)")
        let note = found.first { $0.id == LoadGap.skippedID }
        #expect(note?.message.contains("'unreachable_screen'") == true, "\(element): \(found)")
    }
}
