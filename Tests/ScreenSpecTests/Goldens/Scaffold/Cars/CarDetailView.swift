// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `CarDetail` screen, which `CarsRootView` shows.
struct CarDetailView: View {
    let id: UUID

    // To navigate from here: `@EnvironmentObject private var navigator: CarsNavigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        VStack(spacing: 8) {
            Text("Car")
                .font(.title)
            Text("CarDetailView, a placeholder written by screenspec scaffold")
                .foregroundStyle(.secondary)
        }
    }
}
