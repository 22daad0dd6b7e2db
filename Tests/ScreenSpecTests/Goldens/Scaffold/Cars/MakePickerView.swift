// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `MakePicker` screen, which `CarsRootView` shows.
struct MakePickerView: View {
    let searchQuery: String

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
