import Foundation
import ScreenSpec
import Testing

/// An alert or confirmation dialog is only ever on top of the presented modals, as in SwiftUI,
/// whose glue attaches no next level to a dialog: a new presentation replaces the dialog on top,
/// and `choose(_:)` acts for the dialog its button belongs to. Compiled and run in both forms of
/// the navigator (`@Observable`, and iOS 16's `ObservableObject`).
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct NavigatorDialogBehaviourTests {
    static func spec(target: String) -> String {
        """
        app: { name: Timer, urlScheme: timer, deploymentTarget: \(target), stateRestoration: true }
        tabs:
          - { id: home, title: Home, systemImage: house, root: Home }
          - { id: log, title: Log, systemImage: list.bullet, root: Log }
        screens:
          Home:
            links: [ confirmationDialog: StopOverride, alert: Reset, sheet: Settings ]
          Log: {}
          StopOverride:
            presentation: confirmationDialog
            params: { name: String }
            title: "Stop {name}?"
            buttons:
              - { label: Stop, action: { custom: stopOverride } }
              - { label: Snooze, action: { present: Snooze } }
              - { label: Cancel, role: cancel }
          Reset:
            presentation: alert
            title: Reset?
            buttons:
              - { label: Reset, role: destructive, action: { custom: reset } }
              - { label: Cancel, role: cancel }
          Settings:
            presentation: sheet
            stack: true
            links: [ push: About, alert: Reset ]
          About: {}
          Snooze:
            presentation: sheet
            entry: true
            deepLink: /snooze
        """
    }

    @Test(arguments: ["iOS 17", "iOS 16"])
    func aDialogIsOnlyEverOnTop(target: String) async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: Self.spec(target: target)))
        let context = ContextBuilder.build(graph)
        #expect(context.isIOS16 == (target == "iOS 16"))
        let run = try await GenerationFixtures.run(context, main: """
            let navigator = TimerNavigator()
            var origins: [TimerOrigin] = []
            navigator.onAction = { _, origin in origins.append(origin) }

            // A new presentation while a dialog is on top replaces the dialog.
            navigator.present(.stopOverride(name: "Exercise"))
            let stop = navigator.presented[0].dialog!
            navigator.present(.snooze)
            check(navigator.presented == [.snooze], "\\(navigator.presented)")
            // A button of a dialog no longer presented does nothing.
            navigator.choose(stop.buttons[1])
            navigator.choose(stop.buttons[0])
            check(navigator.presented == [.snooze] && origins.isEmpty, "\\(navigator.presented) \\(origins)")

            // Over a sheet with a stack: the alert goes, the sheet and its path stay.
            navigator.dismiss()
            navigator.present(.settings)
            check(navigator.push(.about))
            navigator.present(.reset)
            navigator.present(.snooze)
            check(navigator.presented == [.settings, .snooze] && navigator.settingsPath == [.about], "\\(navigator.presented)")
            navigator.present(.reset)
            navigator.present(.stopOverride(name: "Run"))
            check(navigator.presented == [.settings, .snooze, .stopOverride(name: "Run")], "a dialog replaces a dialog")
            navigator.present(.stopOverride(name: "Walk"))
            check(navigator.presented == [.settings, .snooze, .stopOverride(name: "Walk")], "itself with other values")

            // choose acts for the dialog on top, from that dialog.
            let walk = TimerSheet.stopOverride(name: "Walk").dialog!
            navigator.choose(walk.buttons[0])
            check(navigator.presented == [.settings, .snooze], "\\(navigator.presented)")
            check(origins == [.stopOverride(name: "Walk")], "\\(origins)")
            navigator.present(.stopOverride(name: "Walk"))
            navigator.choose(walk.buttons[1])
            check(navigator.presented == [.settings, .snooze], "Snooze comes back to the top: \\(navigator.presented)")
            navigator.present(.reset)
            navigator.choose(TimerSheet.reset.dialog!.buttons[0])
            check(origins == [.stopOverride(name: "Walk"), .reset] && navigator.presented == [.settings, .snooze])

            // SwiftUI may close a dialog (its binding set to false) before the button's action runs:
            // the glue's choose(_:of:) still performs the command, from that dialog.
            navigator.present(.reset)
            navigator.presented.removeLast()
            navigator.choose(TimerSheet.reset.dialog!.buttons[0], of: .reset)
            check(origins.last == .reset && origins.count == 3 && navigator.presented == [.settings, .snooze], "\\(origins)")
            // Or after: the dialog is closed by choose, and what its button presented stays.
            navigator.present(.stopOverride(name: "Jog"))
            navigator.choose(TimerSheet.stopOverride(name: "Jog").dialog!.buttons[1], of: .stopOverride(name: "Jog"))
            check(navigator.presented == [.settings, .snooze], "\\(navigator.presented)")

            // Deep links and open dismiss every modal first, the dialog included.
            navigator.present(.reset)
            check(navigator.handle(URL(string: "timer://snooze")!) && navigator.presented == [.snooze])
            navigator.present(.reset)
            navigator.popToRoot(.log)
            check(navigator.presented.isEmpty && navigator.selectedTab == .log)

            // Restoring a state keeps a dialog only on top: one below another modal is dropped.
            let restored = TimerNavigator()
            restored.state = TimerNavigationState(presented: [.settings, .reset, .snooze], settingsPath: [.about])
            check(restored.presented == [.settings, .snooze] && restored.settingsPath == [.about], "\\(restored.presented)")
            restored.state = TimerNavigationState(presented: [.settings, .reset])
            check(restored.presented == [.settings, .reset], "a dialog on top is restored")
            """ + "\nfinish()\n")
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
    }
}
