// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// What the app-defined toolbar actions of Cities do (`custom:` in the spec). `CitiesApp` hands
/// it every action through `CitiesNavigator.onAction`.
@MainActor
struct CitiesActionHandler {
    /// Does what `action` means; `navigator` is there for actions that also navigate.
    func handle(_ action: CitiesAction, navigator: CitiesNavigator) {
        switch action {
        case .saveCity:
            break // TODO: saveCity
        case .toggleFavorite:
            break // TODO: toggleFavorite
        case .shareCity:
            break // TODO: shareCity
        }
    }
}
