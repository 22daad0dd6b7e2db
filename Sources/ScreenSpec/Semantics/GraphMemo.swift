import Foundation

/// Values derived from one graph that several of its users need (the checker's rules share
/// their repaired spec, parsed deep links and case names this way): each kind is computed by the
/// first user that asks and handed to the others, so no pass over the screens is made twice.
/// Safe to use from several threads; a value is computed once even when they ask together.
final class GraphMemo: @unchecked Sendable {
    // Recursive: computing one value may ask for another.
    private let lock = NSRecursiveLock()
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// The value of type `T`, made by `make` the first time one is asked for.
    func value<T: Sendable>(_ make: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(T.self)
        if let value = values[key] { return value as! T }
        let value = make()
        values[key] = value
        return value
    }
}
