// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// Palette: each window shows its own navigation.
@main
struct PaletteApp: App {
    var body: some Scene {
        WindowGroup {
            PaletteAppWindow()
        }
    }
}

/// One window's navigation state, shown by the root view: each window an iPad or a Mac opens has
/// its own, so navigating in one leaves the others as they are.
struct PaletteAppWindow: View {
    @State private var navigator: PaletteNavigator

    init() {
        let navigator = PaletteNavigator()
        let actions = PaletteActionHandler()
        navigator.onAction = { [unowned navigator] action, origin in
            actions.handle(action, from: origin, navigator: navigator)
        }
        _navigator = State(initialValue: navigator)
    }

    var body: some View {
        PaletteRootView(navigator: navigator)
            // A link goes to a window already open (the root view handles it in `onOpenURL`):
            // without this, on the Mac and iPad SwiftUI opens a new window, with a new navigator, for each.
            .handlesExternalEvents(preferring: ["*"], allowing: ["*"])
    }
}
#endif
