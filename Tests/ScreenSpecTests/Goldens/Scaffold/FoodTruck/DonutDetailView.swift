// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `DonutDetail` screen, which `FoodTruckRootView` shows.
struct DonutDetailView: View {
    let name: String

    // To navigate from here: `@Environment(FoodTruckNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView(name, systemImage: "square.dashed",
                               description: Text("DonutDetailView, a placeholder written by screenspec scaffold"))
    }
}
