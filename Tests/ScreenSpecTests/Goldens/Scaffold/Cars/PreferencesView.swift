// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `Preferences` screen, which `CarsRootView` shows.
struct PreferencesView: View {
    // To navigate from here: `@EnvironmentObject private var navigator: CarsNavigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        VStack(spacing: 8) {
            Text("Preferences")
                .font(.title)
            Text("PreferencesView, a placeholder written by screenspec scaffold")
                .foregroundStyle(.secondary)
        }
    }
}
