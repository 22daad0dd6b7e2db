// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `FavoriteList` screen, which `CitiesRootView` shows.
struct FavoriteListView: View {
    let searchQuery: String

    // To navigate from here: `@Environment(CitiesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        if searchQuery.isEmpty {
            ContentUnavailableView("Favorites", systemImage: "square.dashed",
                                   description: Text("FavoriteListView, a placeholder written by screenspec scaffold"))
        } else {
            ContentUnavailableView.search(text: searchQuery)
        }
    }
}
