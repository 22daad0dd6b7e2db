// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `CarPhoto` screen, which `CarsRootView` shows.
struct CarPhotoView: View {
    let photo: URL
    var zoomScale: Double = 1.0

    // To navigate from here: `@EnvironmentObject private var navigator: CarsNavigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        VStack(spacing: 8) {
            Text("CarPhoto")
                .font(.title)
            Text("CarPhotoView, a placeholder written by screenspec scaffold")
                .foregroundStyle(.secondary)
        }
    }
}
