// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `DonutGallery` screen, which `FoodTruckRootView` shows.
struct DonutGalleryView: View {
    // To navigate from here: `@Environment(FoodTruckNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Donuts", systemImage: "square.dashed",
                               description: Text("DonutGalleryView, a placeholder written by screenspec scaffold"))
    }
}
