// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `CartItem` screen, which `ShopRootView` shows.
struct CartItemView: View {
    let id: String

    // To navigate from here: `@Environment(ShopNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Item \(id)", systemImage: "square.dashed",
                               description: Text("CartItemView, a placeholder written by screenspec scaffold"))
    }
}
