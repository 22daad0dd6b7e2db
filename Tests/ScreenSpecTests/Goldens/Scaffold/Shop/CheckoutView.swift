// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Checkout` screen, which `ShopRootView` shows.
struct CheckoutView: View {
    // To navigate from here: `@Environment(ShopNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Checkout", systemImage: "square.dashed",
                               description: Text("CheckoutView, a placeholder written by screenspec scaffold"))
    }
}
