// Written by screenspec scaffold as a starting point: edit it freely, scaffold never overwrites it.

import Foundation

/// A placeholder for `ServiceEntry`, a param type of the screens of Cars: replace it with the app's
/// own type. Routes carry its values, so it must stay `Hashable`, `Codable` and `Sendable`.
struct ServiceEntry: Hashable, Codable, Sendable {}
