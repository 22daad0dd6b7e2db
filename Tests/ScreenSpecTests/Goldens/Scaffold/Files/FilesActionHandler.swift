// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// What the app-defined toolbar actions of Files do (`custom:` in the spec). `FilesApp` hands
/// it every action through `FilesNavigator.onAction`.
@MainActor
struct FilesActionHandler {
    /// Does what `action` means; `navigator` is there for actions that also navigate.
    func handle(_ action: FilesAction, navigator: FilesNavigator) {
        switch action {
        case .goBack:
            break // TODO: goBack
        case .goForward:
            break // TODO: goForward
        case .newFolder:
            break // TODO: newFolder
        case .sortByName:
            break // TODO: sortByName
        }
    }
}
