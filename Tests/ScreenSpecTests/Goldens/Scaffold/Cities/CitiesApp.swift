// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// Cities: owns the navigation state and shows it in the app's window.
@main
struct CitiesApp: App {
    @State private var navigator: CitiesNavigator

    init() {
        let navigator = CitiesNavigator()
        let actions = CitiesActionHandler()
        navigator.onAction = { [unowned navigator] action, origin in
            actions.handle(action, from: origin, navigator: navigator)
        }
        _navigator = State(initialValue: navigator)
    }

    var body: some Scene {
        WindowGroup {
            CitiesRootView(navigator: navigator)
        }
    }
}
