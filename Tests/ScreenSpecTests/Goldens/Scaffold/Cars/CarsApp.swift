// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// Cars: owns the navigation state and shows it in the app's window.
@main
struct CarsApp: App {
    @StateObject private var navigator: CarsNavigator

    init() {
        let navigator = CarsNavigator()
        let actions = CarsActionHandler()
        navigator.onAction = { [unowned navigator] action, origin in
            actions.handle(action, from: origin, navigator: navigator)
        }
        _navigator = StateObject(wrappedValue: navigator)
    }

    var body: some Scene {
        WindowGroup {
            CarsRootView(navigator: navigator)
        }
    }
}
