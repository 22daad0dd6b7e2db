// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `DocumentPreview` screen, which `FilesRootView` shows.
struct DocumentPreviewView: View {
    let name: String
    var page: Int? = nil

    var body: some View {
        ContentUnavailableView(name, systemImage: "square.dashed",
                               description: Text("DocumentPreviewView, a placeholder written by screenspec scaffold"))
    }
}
