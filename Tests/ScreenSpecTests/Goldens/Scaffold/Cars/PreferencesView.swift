// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Preferences` screen, which `CarsRootView` shows.
struct PreferencesView: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Preferences")
                .font(.title)
            Text("PreferencesView, a placeholder written by screenspec scaffold")
                .foregroundStyle(.secondary)
        }
    }
}
