// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `ServiceHistory` screen, which `CarsRootView` shows.
struct ServiceHistoryView: View {
    let car: UUID
    var includeRecalls: Bool = false

    // To navigate from here: `@EnvironmentObject private var navigator: CarsNavigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        VStack(spacing: 8) {
            Text("Service History")
                .font(.title)
            Text("ServiceHistoryView, a placeholder written by screenspec scaffold")
                .foregroundStyle(.secondary)
        }
    }
}
