// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// Files: each window shows its own navigation.
@main
struct FilesApp: App {
    var body: some Scene {
        WindowGroup {
            FilesAppWindow()
        }
    }
}

/// One window's navigation state, shown by the root view: each window an iPad or a Mac opens has
/// its own, so navigating in one leaves the others as they are.
struct FilesAppWindow: View {
    @State private var navigator: FilesNavigator

    init() {
        let navigator = FilesNavigator()
        let actions = FilesActionHandler()
        navigator.onAction = { [unowned navigator] action, origin in
            actions.handle(action, from: origin, navigator: navigator)
        }
        _navigator = State(initialValue: navigator)
    }

    var body: some View {
        FilesRootView(navigator: navigator)
    }
}
#endif
