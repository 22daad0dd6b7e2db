// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Browse` screen, which `FilesRootView` shows.
struct BrowseView: View {
    let searchQuery: String

    // To navigate from here: `@Environment(FilesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        if searchQuery.isEmpty {
            ContentUnavailableView("Browse", systemImage: "square.dashed",
                                   description: Text("BrowseView, a placeholder written by screenspec scaffold"))
        } else {
            ContentUnavailableView.search(text: searchQuery)
        }
    }
}
