// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Payment` screen, which `ShopRootView` shows.
struct PaymentView: View {
    // To navigate from here: `@Environment(ShopNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Payment", systemImage: "square.dashed",
                               description: Text("PaymentView, a placeholder written by screenspec scaffold"))
    }
}
