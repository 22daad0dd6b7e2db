import Foundation

/// Values derived from one graph that several of its users need (the checker's rules share
/// their repaired spec, parsed deep links and case names this way): each kind is computed by the
/// first user that asks and handed to the others, so no pass over the screens is made twice.
/// Safe to use from several threads: a value is computed once even when they ask together, and
/// computing one kind does not hold up those asking for another.
final class GraphMemo: @unchecked Sendable {
    private let lock = NSLock()
    /// The cells by the type of their values: a handful of kinds, so found by a scan.
    private var cells: [(type: ObjectIdentifier, cell: AnyObject)] = []

    /// The value of type `T`, made by `make` the first time one is asked for.
    func value<T: Sendable>(_ make: () -> T) -> T {
        let type = ObjectIdentifier(T.self)
        lock.lock()
        let cell: Cell<T>
        if let existing = cells.first(where: { $0.type == type }) {
            cell = existing.cell as! Cell<T>
        } else {
            cell = Cell<T>()
            cells.append((type, cell))
        }
        lock.unlock()
        return cell.value(make)
    }

    /// One kind of value, made once under its own lock.
    private final class Cell<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: T?

        func value(_ make: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
