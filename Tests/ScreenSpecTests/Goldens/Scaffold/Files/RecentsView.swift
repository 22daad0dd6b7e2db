// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Recents` screen, which `FilesRootView` shows.
struct RecentsView: View {
    let searchQuery: String

    var body: some View {
        if searchQuery.isEmpty {
            ContentUnavailableView("Recents", systemImage: "square.dashed",
                                   description: Text("RecentsView, a placeholder written by screenspec scaffold"))
        } else {
            ContentUnavailableView.search(text: searchQuery)
        }
    }
}
