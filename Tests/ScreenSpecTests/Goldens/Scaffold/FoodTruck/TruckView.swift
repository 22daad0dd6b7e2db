// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Truck` screen, which `FoodTruckRootView` shows.
struct TruckView: View {
    // To navigate from here: `@Environment(FoodTruckNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Truck", systemImage: "square.dashed",
                               description: Text("TruckView, a placeholder written by screenspec scaffold"))
    }
}
