// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Cart` screen, which `ShopRootView` shows.
struct CartView: View {
    // To navigate from here: `@Environment(ShopNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Cart", systemImage: "square.dashed",
                               description: Text("CartView, a placeholder written by screenspec scaffold"))
    }
}
