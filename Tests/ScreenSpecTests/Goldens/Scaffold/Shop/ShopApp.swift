// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// Shop: owns the navigation state and shows it in the app's window.
@main
struct ShopApp: App {
    @State private var navigator: ShopNavigator

    init() {
        let navigator = ShopNavigator()
        let actions = ShopActionHandler()
        navigator.onAction = { [unowned navigator] action, origin in
            actions.handle(action, from: origin, navigator: navigator)
        }
        _navigator = State(initialValue: navigator)
    }

    var body: some Scene {
        WindowGroup {
            ShopRootView(navigator: navigator)
        }
    }
}
