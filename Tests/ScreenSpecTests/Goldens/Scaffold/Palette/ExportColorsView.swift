// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import SwiftUI

/// The app's view of the `ExportColors` screen, which `PaletteRootView` shows.
public struct ExportColorsView: View {
    /// Creates the view.
    public init() {}

    /// A placeholder: replace it with the screen's content.
    public var body: some View {
        ContentUnavailableView("ExportColors", systemImage: "square.dashed",
                               description: Text("ExportColorsView, a placeholder written by screenspec scaffold"))
    }
}
