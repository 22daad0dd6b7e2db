// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Level2` screen, which `PopToRootRootView` shows.
struct Level2View: View {
    let number: Int

    // To navigate from here: `@Environment(PopToRootNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Level 2: \(number)", systemImage: "square.dashed",
                               description: Text("Level2View, a placeholder written by screenspec scaffold"))
    }
}
