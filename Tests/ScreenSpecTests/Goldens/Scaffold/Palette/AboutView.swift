// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `About` screen, which `PaletteRootView` shows.
public struct AboutView: View {
    /// Creates the view.
    public init() {}

    /// A placeholder: replace it with the screen's content.
    // To navigate from here: `@Environment(PaletteNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    public var body: some View {
        ContentUnavailableView("About Palette", systemImage: "square.dashed",
                               description: Text("AboutView, a placeholder written by screenspec scaffold"))
    }
}
