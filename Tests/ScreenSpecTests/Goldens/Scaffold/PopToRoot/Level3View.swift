// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Level3` screen, which `PopToRootRootView` shows.
struct Level3View: View {
    let number: Int
    var depth: Int = 3

    // To navigate from here: `@Environment(PopToRootNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Level 3: \(number)", systemImage: "square.dashed",
                               description: Text("Level3View, a placeholder written by screenspec scaffold"))
    }
}
