// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// Palette: owns the navigation state and shows it in the app's window.
@main
struct PaletteApp: App {
    @State private var navigator: PaletteNavigator

    init() {
        let navigator = PaletteNavigator()
        let actions = PaletteActionHandler()
        navigator.onAction = { [unowned navigator] action, origin in
            actions.handle(action, from: origin, navigator: navigator)
        }
        _navigator = State(initialValue: navigator)
    }

    var body: some Scene {
        WindowGroup {
            PaletteRootView(navigator: navigator)
        }
    }
}
