// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `OrderDetail` screen, which `FoodTruckRootView` shows.
struct OrderDetailView: View {
    let id: String

    // To navigate from here: `@Environment(FoodTruckNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Order \(id)", systemImage: "square.dashed",
                               description: Text("OrderDetailView, a placeholder written by screenspec scaffold"))
    }
}
