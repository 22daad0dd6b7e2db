// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// What the app-defined actions of Files do (`custom:` in the spec: toolbar and menu items, alert and
/// dialog buttons). `FilesAppWindow` hands it every action through `FilesNavigator.onAction`, with the
/// screen it came from.
@MainActor
struct FilesActionHandler {
    /// Does what `action` means on `origin`, the screen whose toolbar or dialog it came from (with
    /// its values); `navigator` is there for actions that also navigate.
    func handle(_ action: FilesAction, from origin: FilesOrigin, navigator: FilesNavigator) {
        switch action {
        case .goBack:
            // from .home, .recents, .shared and 2 more
            // e.g. `if case .home = origin { … }`
            break // TODO: goBack
        case .goForward:
            // from .home, .recents, .shared and 2 more
            // e.g. `if case .home = origin { … }`
            break // TODO: goForward
        case .newFolder:
            // from .home, .recents, .shared and 2 more
            // e.g. `if case .home = origin { … }`
            break // TODO: newFolder
        case .sortByName:
            // from .home, .recents, .shared and 2 more
            // e.g. `if case .home = origin { … }`
            break // TODO: sortByName
        }
    }
}
