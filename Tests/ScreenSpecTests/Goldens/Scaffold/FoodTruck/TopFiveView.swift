// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `TopFive` screen, which `FoodTruckRootView` shows.
struct TopFiveView: View {
    // To navigate from here: `@Environment(FoodTruckNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Top 5", systemImage: "square.dashed",
                               description: Text("TopFiveView, a placeholder written by screenspec scaffold"))
    }
}
