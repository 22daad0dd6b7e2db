// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `CityPreview` screen, which `CitiesRootView` shows.
struct CityPreviewView: View {
    let name: String

    // To navigate from here: `@Environment(CitiesNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    var body: some View {
        ContentUnavailableView(name, systemImage: "square.dashed",
                               description: Text("CityPreviewView, a placeholder written by screenspec scaffold"))
    }
}
