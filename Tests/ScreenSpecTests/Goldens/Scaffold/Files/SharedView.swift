// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Shared` screen, which `FilesRootView` shows.
struct SharedView: View {
    // To navigate from here: `@Environment(FilesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Shared", systemImage: "square.dashed",
                               description: Text("SharedView, a placeholder written by screenspec scaffold"))
    }
}
