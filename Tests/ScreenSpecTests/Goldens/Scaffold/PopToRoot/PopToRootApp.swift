// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// PopToRoot: owns the navigation state and shows it in the app's window.
@main
struct PopToRootApp: App {
    @State private var navigator = PopToRootNavigator()

    var body: some Scene {
        WindowGroup {
            PopToRootRootView(navigator: navigator)
        }
    }
}
