// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// Files: owns the navigation state and shows it in the app's window.
@main
struct FilesApp: App {
    @State private var navigator: FilesNavigator

    init() {
        let navigator = FilesNavigator()
        let actions = FilesActionHandler()
        navigator.onAction = { [unowned navigator] action, origin in
            actions.handle(action, from: origin, navigator: navigator)
        }
        _navigator = State(initialValue: navigator)
    }

    var body: some Scene {
        WindowGroup {
            FilesRootView(navigator: navigator)
        }
    }
}
