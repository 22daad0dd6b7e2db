// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `CityMap` screen, which `CitiesRootView` shows.
struct CityMapView: View {
    let name: String
    var satellite: Bool = false

    // To navigate from here: `@Environment(CitiesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("CityMap", systemImage: "square.dashed",
                               description: Text("CityMapView, a placeholder written by screenspec scaffold"))
    }
}
