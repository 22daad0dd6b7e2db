// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Settings` screen, which `CitiesRootView` shows.
struct SettingsView: View {
    var body: some View {
        ContentUnavailableView("Settings", systemImage: "square.dashed",
                               description: Text("SettingsView, a placeholder written by screenspec scaffold"))
    }
}
