// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// What the app-defined actions of Palette do (`custom:` in the spec: toolbar and menu items, alert and
/// dialog buttons). `PaletteAppWindow` hands it every action through `PaletteNavigator.onAction`, with the
/// screen it came from.
@MainActor
public struct PaletteActionHandler {
    /// Creates the handler.
    public init() {}

    /// Does what `action` means on `origin`, the screen whose toolbar or dialog it came from (with
    /// its values); `navigator` is there for actions that also navigate.
    public func handle(_ action: PaletteAction, from origin: PaletteOrigin, navigator: PaletteNavigator) {
        switch action {
        case .showRandomColor:
            // e.g. `if case .colorGrid = origin { … }`
            break // TODO: showRandomColor
        case .toggleFavorite:
            // e.g. `if case .colorDetail(let hex, let opacity) = origin { … }`
            break // TODO: toggleFavorite
        case .copyHex:
            // e.g. `if case .colorDetail(let hex, let opacity) = origin { … }`
            break // TODO: copyHex
        }
    }
}
