// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Home` screen, which `FilesRootView` shows.
struct HomeView: View {
    // To navigate from here: `@Environment(FilesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Home", systemImage: "square.dashed",
                               description: Text("HomeView, a placeholder written by screenspec scaffold"))
    }
}
