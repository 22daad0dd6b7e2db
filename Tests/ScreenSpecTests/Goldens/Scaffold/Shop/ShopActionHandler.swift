// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// What the app-defined actions of Shop do (`custom:` in the spec: toolbar and menu items, alert and
/// dialog buttons). `ShopAppWindow` hands it every action through `ShopNavigator.onAction`, with the
/// screen it came from.
@MainActor
struct ShopActionHandler {
    /// Does what `action` means on `origin`, the screen whose toolbar or dialog it came from (with
    /// its values); `navigator` is there for actions that also navigate.
    func handle(_ action: ShopAction, from origin: ShopOrigin, navigator: ShopNavigator) {
        switch action {
        case .buyAgain:
            // e.g. `if case .orderActions(let id) = origin { … }`
            break // TODO: buyAgain
        }
    }
}
