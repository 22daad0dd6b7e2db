// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Level1` screen, which `PopToRootRootView` shows.
struct Level1View: View {
    let number: Int

    // To navigate from here: `@Environment(PopToRootNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Level 1: \(number)", systemImage: "square.dashed",
                               description: Text("Level1View, a placeholder written by screenspec scaffold"))
    }
}
