// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `NewDonut` screen, which `FoodTruckRootView` shows.
struct NewDonutView: View {
    // To navigate from here: `@Environment(FoodTruckNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("New Donut", systemImage: "square.dashed",
                               description: Text("NewDonutView, a placeholder written by screenspec scaffold"))
    }
}
