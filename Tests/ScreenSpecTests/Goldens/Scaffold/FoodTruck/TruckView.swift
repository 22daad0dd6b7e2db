// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Truck` screen, which `FoodTruckRootView` shows.
struct TruckView: View {
    var body: some View {
        ContentUnavailableView("Truck", systemImage: "square.dashed",
                               description: Text("TruckView, a placeholder written by screenspec scaffold"))
    }
}
