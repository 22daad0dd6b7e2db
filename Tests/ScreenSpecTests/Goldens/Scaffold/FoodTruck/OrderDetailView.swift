// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `OrderDetail` screen, which `FoodTruckRootView` shows.
struct OrderDetailView: View {
    let id: String

    var body: some View {
        ContentUnavailableView("Order \(id)", systemImage: "square.dashed",
                               description: Text("OrderDetailView, a placeholder written by screenspec scaffold"))
    }
}
