// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `SecondRoot` screen, which `PopToRootRootView` shows.
struct SecondRootView: View {
    // To navigate from here: `@Environment(PopToRootNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Second", systemImage: "square.dashed",
                               description: Text("SecondRootView, a placeholder written by screenspec scaffold"))
    }
}
