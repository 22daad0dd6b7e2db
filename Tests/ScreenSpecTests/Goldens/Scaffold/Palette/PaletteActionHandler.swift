// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// What the app-defined toolbar actions of Palette do (`custom:` in the spec). `PaletteApp` hands
/// it every action through `PaletteNavigator.onAction`.
@MainActor
public struct PaletteActionHandler {
    /// Creates the handler.
    public init() {}

    /// Does what `action` means; `navigator` is there for actions that also navigate.
    public func handle(_ action: PaletteAction, navigator: PaletteNavigator) {
        switch action {
        case .showRandomColor:
            break // TODO: showRandomColor
        case .toggleFavorite:
            break // TODO: toggleFavorite
        case .copyHex:
            break // TODO: copyHex
        }
    }
}
