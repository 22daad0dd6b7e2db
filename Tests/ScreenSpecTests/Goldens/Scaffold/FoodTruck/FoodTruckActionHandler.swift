// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// What the app-defined toolbar actions of FoodTruck do (`custom:` in the spec). `FoodTruckApp` hands
/// it every action through `FoodTruckNavigator.onAction`.
@MainActor
struct FoodTruckActionHandler {
    /// Does what `action` means; `navigator` is there for actions that also navigate.
    func handle(_ action: FoodTruckAction, navigator: FoodTruckNavigator) {
        switch action {
        case .saveDonut:
            break // TODO: saveDonut
        }
    }
}
