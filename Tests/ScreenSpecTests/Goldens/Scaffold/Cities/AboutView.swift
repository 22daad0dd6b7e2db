// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `About` screen, which `CitiesRootView` shows.
struct AboutView: View {
    // To navigate from here: `@Environment(CitiesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("About Cities", systemImage: "square.dashed",
                               description: Text("AboutView, a placeholder written by screenspec scaffold"))
    }
}
