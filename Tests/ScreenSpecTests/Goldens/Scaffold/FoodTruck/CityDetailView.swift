// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `CityDetail` screen, which `FoodTruckRootView` shows.
struct CityDetailView: View {
    let city: String

    // To navigate from here: `@Environment(FoodTruckNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView(city, systemImage: "square.dashed",
                               description: Text("CityDetailView, a placeholder written by screenspec scaffold"))
    }
}
