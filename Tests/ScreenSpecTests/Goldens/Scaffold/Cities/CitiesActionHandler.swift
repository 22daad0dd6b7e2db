// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// What the app-defined actions of Cities do (`custom:` in the spec: toolbar and menu items, alert and
/// dialog buttons). `CitiesAppWindow` hands it every action through `CitiesNavigator.onAction`, with the
/// screen it came from.
@MainActor
struct CitiesActionHandler {
    /// Does what `action` means on `origin`, the screen whose toolbar or dialog it came from (with
    /// its values); `navigator` is there for actions that also navigate.
    func handle(_ action: CitiesAction, from origin: CitiesOrigin, navigator: CitiesNavigator) {
        switch action {
        case .saveCity:
            // e.g. `if case .addCity = origin { … }`
            break // TODO: saveCity
        case .toggleFavorite:
            // e.g. `if case .cityDetail(let name, let zoom) = origin { … }`
            break // TODO: toggleFavorite
        case .shareCity:
            // e.g. `if case .cityDetail(let name, let zoom) = origin { … }`
            break // TODO: shareCity
        case .saveToTrip:
            // e.g. `if case .cityDetail(let name, let zoom) = origin { … }`
            break // TODO: saveToTrip
        case .copyName:
            // e.g. `if case .cityDetail(let name, let zoom) = origin { … }`
            break // TODO: copyName
        case .copyLink:
            // e.g. `if case .cityDetail(let name, let zoom) = origin { … }`
            break // TODO: copyLink
        case .reportCity:
            // e.g. `if case .cityDetail(let name, let zoom) = origin { … }`
            break // TODO: reportCity
        }
    }
}
