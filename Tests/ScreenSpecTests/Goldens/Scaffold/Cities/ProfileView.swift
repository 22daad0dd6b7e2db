// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Profile` screen, which `CitiesRootView` shows.
struct ProfileView: View {
    var body: some View {
        ContentUnavailableView("Profile", systemImage: "square.dashed",
                               description: Text("ProfileView, a placeholder written by screenspec scaffold"))
    }
}
