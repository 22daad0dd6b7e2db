// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Collaborators` screen, which `FilesRootView` shows.
struct CollaboratorsView: View {
    let name: String

    // To navigate from here: `@Environment(FilesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView("Shared With", systemImage: "square.dashed",
                               description: Text("CollaboratorsView, a placeholder written by screenspec scaffold"))
    }
}
