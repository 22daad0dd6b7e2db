// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Folder` screen, which `FilesRootView` shows.
struct FolderView: View {
    let name: String

    // To navigate from here: `@Environment(FilesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView(name, systemImage: "square.dashed",
                               description: Text("FolderView, a placeholder written by screenspec scaffold"))
    }
}
