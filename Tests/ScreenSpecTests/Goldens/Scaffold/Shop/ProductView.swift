// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Product` screen, which `ShopRootView` shows.
struct ProductView: View {
    let id: String

    // To navigate from here: `@Environment(ShopNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView(id, systemImage: "square.dashed",
                               description: Text("ProductView, a placeholder written by screenspec scaffold"))
    }
}
