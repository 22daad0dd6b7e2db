// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `FavoriteColors` screen, which `PaletteRootView` shows.
public struct FavoriteColorsView: View {
    /// Creates the view.
    public init() {}

    /// A placeholder: replace it with the screen's content.
    // To navigate from here: `@Environment(PaletteNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    public var body: some View {
        ContentUnavailableView("Favorites", systemImage: "square.dashed",
                               description: Text("FavoriteColorsView, a placeholder written by screenspec scaffold"))
    }
}
