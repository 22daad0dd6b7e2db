// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// Shop: each window shows its own navigation.
@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            ShopAppWindow()
        }
    }
}

/// One window's navigation state, shown by the root view: each window an iPad or a Mac opens has
/// its own, so navigating in one leaves the others as they are.
struct ShopAppWindow: View {
    @State private var navigator: ShopNavigator

    init() {
        let navigator = ShopNavigator()
        let actions = ShopActionHandler()
        navigator.onAction = { [unowned navigator] action, origin in
            actions.handle(action, from: origin, navigator: navigator)
        }
        _navigator = State(initialValue: navigator)
    }

    var body: some View {
        ShopRootView(navigator: navigator)
            // A link goes to a window already open (the root view handles it in `onOpenURL`):
            // without this, on the Mac and iPad SwiftUI opens a new window, with a new navigator, for each.
            .handlesExternalEvents(preferring: ["*"], allowing: ["*"])
    }
}
#endif
