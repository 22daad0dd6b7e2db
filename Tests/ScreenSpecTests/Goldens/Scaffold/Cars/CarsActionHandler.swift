// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// What the app-defined actions of Cars do (`custom:` in the spec: toolbar and menu items, alert and
/// dialog buttons). `CarsAppWindow` hands it every action through `CarsNavigator.onAction`, with the
/// screen it came from.
@MainActor
struct CarsActionHandler {
    /// Does what `action` means on `origin`, the screen whose toolbar or dialog it came from (with
    /// its values); `navigator` is there for actions that also navigate.
    func handle(_ action: CarsAction, from origin: CarsOrigin, navigator: CarsNavigator) {
        switch action {
        case .sortCarsByYear:
            // e.g. `if case .carList = origin { … }`
            break // TODO: sortCarsByYear
        case .shareCar:
            // e.g. `if case .carDetail(let id) = origin { … }`
            break // TODO: shareCar
        case .deleteCar:
            // e.g. `if case .carDetail(let id) = origin { … }`
            break // TODO: deleteCar
        case .logService:
            // e.g. `if case .serviceHistory(let car, let includeRecalls) = origin { … }`
            break // TODO: logService
        case .saveCar:
            // e.g. `if case .addCar = origin { … }`
            break // TODO: saveCar
        }
    }
}
