// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `OrderList` screen, which `FoodTruckRootView` shows.
struct OrderListView: View {
    let searchQuery: String

    // To navigate from here: `@Environment(FoodTruckNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        if searchQuery.isEmpty {
            ContentUnavailableView("Orders", systemImage: "square.dashed",
                                   description: Text("OrderListView, a placeholder written by screenspec scaffold"))
        } else {
            ContentUnavailableView.search(text: searchQuery)
        }
    }
}
