// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `DocumentPreview` screen, which `FilesRootView` shows.
struct DocumentPreviewView: View {
    let name: String
    var page: Int? = nil

    // To navigate from here: `@Environment(FilesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView(name, systemImage: "square.dashed",
                               description: Text("DocumentPreviewView, a placeholder written by screenspec scaffold"))
    }
}
