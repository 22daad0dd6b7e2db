// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Collaborators` screen, which `FilesRootView` shows.
struct CollaboratorsView: View {
    let name: String

    var body: some View {
        ContentUnavailableView("Shared With", systemImage: "square.dashed",
                               description: Text("CollaboratorsView, a placeholder written by screenspec scaffold"))
    }
}
