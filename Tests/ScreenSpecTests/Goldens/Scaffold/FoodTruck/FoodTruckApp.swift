// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// FoodTruck: owns the navigation state and shows it in the app's window.
@main
struct FoodTruckApp: App {
    @State private var navigator: FoodTruckNavigator

    init() {
        let navigator = FoodTruckNavigator()
        let actions = FoodTruckActionHandler()
        navigator.onAction = { [unowned navigator] action, origin in
            actions.handle(action, from: origin, navigator: navigator)
        }
        _navigator = State(initialValue: navigator)
    }

    var body: some Scene {
        WindowGroup {
            FoodTruckRootView(navigator: navigator)
        }
    }
}
