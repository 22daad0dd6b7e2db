// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `CarList` screen, which `CarsRootView` shows.
struct CarListView: View {
    let searchQuery: String

    // To navigate from here: `@EnvironmentObject private var navigator: CarsNavigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        VStack(spacing: 8) {
            Text("My Cars")
                .font(.title)
            Text("CarListView, a placeholder written by screenspec scaffold")
                .foregroundStyle(.secondary)
            if !searchQuery.isEmpty {
                Text("Searching for \(searchQuery)")
            }
        }
    }
}
