// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Catalog` screen, which `ShopRootView` shows.
struct CatalogView: View {
    // To navigate from here: `@Environment(ShopNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Store", systemImage: "square.dashed",
                               description: Text("CatalogView, a placeholder written by screenspec scaffold"))
    }
}
