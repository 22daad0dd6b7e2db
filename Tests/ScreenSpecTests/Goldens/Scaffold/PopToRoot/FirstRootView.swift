// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `FirstRoot` screen, which `PopToRootRootView` shows.
struct FirstRootView: View {
    // To navigate from here: `@Environment(PopToRootNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("First", systemImage: "square.dashed",
                               description: Text("FirstRootView, a placeholder written by screenspec scaffold"))
    }
}
