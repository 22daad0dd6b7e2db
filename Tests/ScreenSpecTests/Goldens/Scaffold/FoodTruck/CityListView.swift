// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `CityList` screen, which `FoodTruckRootView` shows.
struct CityListView: View {
    var body: some View {
        ContentUnavailableView("Cities", systemImage: "square.dashed",
                               description: Text("CityListView, a placeholder written by screenspec scaffold"))
    }
}
