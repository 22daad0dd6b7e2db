// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Home` screen, which `CitiesRootView` shows.
struct HomeView: View {
    // To navigate from here: `@Environment(CitiesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Welcome", systemImage: "square.dashed",
                               description: Text("HomeView, a placeholder written by screenspec scaffold"))
    }
}
