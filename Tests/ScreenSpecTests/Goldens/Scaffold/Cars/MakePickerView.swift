// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `MakePicker` screen, which `CarsRootView` shows.
struct MakePickerView: View {
    let searchQuery: String

    // To navigate from here: `@EnvironmentObject private var navigator: CarsNavigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        VStack(spacing: 8) {
            Text("Make")
                .font(.title)
            Text("MakePickerView, a placeholder written by screenspec scaffold")
                .foregroundStyle(.secondary)
            if !searchQuery.isEmpty {
                Text("Searching for \(searchQuery)")
            }
        }
    }
}
