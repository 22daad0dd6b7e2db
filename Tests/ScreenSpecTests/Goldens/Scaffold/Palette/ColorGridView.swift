// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `ColorGrid` screen, which `PaletteRootView` shows.
public struct ColorGridView: View {
    public let searchQuery: String

    /// Creates the view with the values the navigation passes.
    public init(searchQuery: String) {
        self.searchQuery = searchQuery
    }

    /// A placeholder: replace it with the screen's content.
    // To navigate from here: `@Environment(PaletteNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    public var body: some View {
        if searchQuery.isEmpty {
            ContentUnavailableView("Colors", systemImage: "square.dashed",
                                   description: Text("ColorGridView, a placeholder written by screenspec scaffold"))
        } else {
            ContentUnavailableView.search(text: searchQuery)
        }
    }
}
