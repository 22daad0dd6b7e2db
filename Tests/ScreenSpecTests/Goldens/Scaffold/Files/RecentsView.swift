// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Recents` screen, which `FilesRootView` shows.
struct RecentsView: View {
    let searchQuery: String

    // To navigate from here: `@Environment(FilesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        if searchQuery.isEmpty {
            ContentUnavailableView("Recents", systemImage: "square.dashed",
                                   description: Text("RecentsView, a placeholder written by screenspec scaffold"))
        } else {
            ContentUnavailableView.search(text: searchQuery)
        }
    }
}
