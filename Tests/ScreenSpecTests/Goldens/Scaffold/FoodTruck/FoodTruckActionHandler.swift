// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// What the app-defined actions of FoodTruck do (`custom:` in the spec: toolbar and menu items, alert and
/// dialog buttons). `FoodTruckAppWindow` hands it every action through `FoodTruckNavigator.onAction`, with the
/// screen it came from.
@MainActor
struct FoodTruckActionHandler {
    /// Does what `action` means on `origin`, the screen whose toolbar or dialog it came from (with
    /// its values); `navigator` is there for actions that also navigate.
    func handle(_ action: FoodTruckAction, from origin: FoodTruckOrigin, navigator: FoodTruckNavigator) {
        switch action {
        case .saveDonut:
            // e.g. `if case .newDonut = origin { … }`
            break // TODO: saveDonut
        }
    }
}
