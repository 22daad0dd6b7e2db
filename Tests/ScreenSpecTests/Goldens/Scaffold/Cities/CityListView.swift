// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `CityList` screen, which `CitiesRootView` shows.
struct CityListView: View {
    let searchQuery: String

    // To navigate from here: `@Environment(CitiesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        if searchQuery.isEmpty {
            ContentUnavailableView("City Search", systemImage: "square.dashed",
                                   description: Text("CityListView, a placeholder written by screenspec scaffold"))
        } else {
            ContentUnavailableView.search(text: searchQuery)
        }
    }
}
