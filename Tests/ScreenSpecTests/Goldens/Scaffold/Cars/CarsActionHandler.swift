// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// What the app-defined toolbar actions of Cars do (`custom:` in the spec). `CarsApp` hands
/// it every action through `CarsNavigator.onAction`.
@MainActor
struct CarsActionHandler {
    /// Does what `action` means; `navigator` is there for actions that also navigate.
    func handle(_ action: CarsAction, navigator: CarsNavigator) {
        switch action {
        case .sortCarsByYear:
            break // TODO: sortCarsByYear
        case .shareCar:
            break // TODO: shareCar
        case .deleteCar:
            break // TODO: deleteCar
        case .logService:
            break // TODO: logService
        case .saveCar:
            break // TODO: saveCar
        }
    }
}
