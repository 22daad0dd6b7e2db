// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Profile` screen, which `CitiesRootView` shows.
struct ProfileView: View {
    // To navigate from here: `@Environment(CitiesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Profile", systemImage: "square.dashed",
                               description: Text("ProfileView, a placeholder written by screenspec scaffold"))
    }
}
