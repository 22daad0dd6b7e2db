// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `ServiceVisit` screen, which `CarsRootView` shows.
struct ServiceVisitView: View {
    let entry: ServiceEntry
    var reminder: Date? = nil

    // To navigate from here: `@EnvironmentObject private var navigator: CarsNavigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        VStack(spacing: 8) {
            Text("Service Visit")
                .font(.title)
            Text("ServiceVisitView, a placeholder written by screenspec scaffold")
                .foregroundStyle(.secondary)
        }
    }
}
