// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Login` screen, which `ShopRootView` shows.
struct LoginView: View {
    // To navigate from here: `@Environment(ShopNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Sign In", systemImage: "square.dashed",
                               description: Text("LoginView, a placeholder written by screenspec scaffold"))
    }
}
