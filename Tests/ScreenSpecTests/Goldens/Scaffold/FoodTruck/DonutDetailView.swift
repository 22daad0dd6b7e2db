// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `DonutDetail` screen, which `FoodTruckRootView` shows.
struct DonutDetailView: View {
    let name: String

    var body: some View {
        ContentUnavailableView(name, systemImage: "square.dashed",
                               description: Text("DonutDetailView, a placeholder written by screenspec scaffold"))
    }
}
