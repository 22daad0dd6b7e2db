// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// PopToRoot: each window shows its own navigation.
@main
struct PopToRootApp: App {
    var body: some Scene {
        WindowGroup {
            PopToRootAppWindow()
        }
    }
}

/// One window's navigation state, shown by the root view: each window an iPad or a Mac opens has
/// its own, so navigating in one leaves the others as they are.
struct PopToRootAppWindow: View {
    @State private var navigator = PopToRootNavigator()

    var body: some View {
        PopToRootRootView(navigator: navigator)
            // A link goes to a window already open (the root view handles it in `onOpenURL`):
            // without this, on the Mac and iPad SwiftUI opens a new window, with a new navigator, for each.
            .handlesExternalEvents(preferring: ["*"], allowing: ["*"])
    }
}
#endif
