// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `CityDetail` screen, which `CitiesRootView` shows.
struct CityDetailView: View {
    let name: String
    var zoom: Int = 10

    // To navigate from here: `@Environment(CitiesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView(name, systemImage: "square.dashed",
                               description: Text("CityDetailView, a placeholder written by screenspec scaffold"))
    }
}
