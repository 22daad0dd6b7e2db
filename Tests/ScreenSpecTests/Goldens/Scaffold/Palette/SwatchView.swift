// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `ColorDetail` screen, which `PaletteRootView` shows.
public struct SwatchView: View {
    public let hex: String
    public var opacity: Double = 1.0

    /// Creates the view with the values the navigation passes.
    public init(hex: String, opacity: Double = 1.0) {
        self.hex = hex
        self.opacity = opacity
    }

    /// A placeholder: replace it with the screen's content.
    // To navigate from here: `@Environment(PaletteNavigator.self) private var navigator`, then
    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.
    public var body: some View {
        ContentUnavailableView("#\(hex)", systemImage: "square.dashed",
                               description: Text("SwatchView, a placeholder written by screenspec scaffold"))
    }
}
