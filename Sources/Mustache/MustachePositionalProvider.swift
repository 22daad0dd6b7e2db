/// A provider whose keys are a fixed list, each answered by its position in the list: the
/// conforming type names its keys once (`mustacheKeyTable`) and answers one `switch` over the
/// positions (`mustacheValue(at:)`); lookups by name or by key number (an array index instead of
/// a hash of the name per context searched) come with it. A switch rather than a closure per
/// key: a closure stored in a table takes the value indirectly, through a reabstraction thunk,
/// so each lookup would copy it and make two indirect calls.
public protocol MustachePositionalProvider: MustacheObjectProvider {
    /// The keys, in order, with their positions by name and by key number.
    static var mustacheKeyTable: MustacheKeyTable { get }
    /// The value of the key at `position` in `mustacheKeyTable.keys`.
    func mustacheValue(at position: Int) -> MustacheValue
}

extension MustachePositionalProvider {
    /// The keys of the table, in order.
    @inlinable
    public var mustacheKeys: [String] { Self.mustacheKeyTable.keys }

    /// The value of `key`, found by its position.
    @inlinable
    public func mustacheValue(forKey key: String) -> MustacheValue? {
        guard let position = Self.mustacheKeyTable.position(of: key) else { return nil }
        return mustacheValue(at: position)
    }

    /// The value of `key`, found by its number without hashing its name.
    @inlinable
    public func mustacheValue(forKey key: MustacheKey) -> MustacheValue? {
        guard let position = Self.mustacheKeyTable.position(of: key) else { return nil }
        return mustacheValue(at: position)
    }
}

/// A fixed list of keys and the position of each, by name and by key number (an array index).
public struct MustacheKeyTable: Sendable {
    /// The keys, in order.
    public let keys: [String]
    @usableFromInline let positions: [String: Int]
    /// By key number: the position, or -1 when the list has no such key.
    @usableFromInline let positionsByNumber: [Int]

    /// A table of `keys`, which must be distinct.
    public init(_ keys: [String]) {
        self.keys = keys
        positions = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
        let numbers = keys.map { MustacheKey($0).id }
        var byNumber = [Int](repeating: -1, count: (numbers.max() ?? -1) + 1)
        for (position, number) in numbers.enumerated() {
            byNumber[number] = position
        }
        positionsByNumber = byNumber
    }

    /// The position of `key`, or nil.
    @inlinable
    public func position(of key: String) -> Int? {
        positions[key]
    }

    /// The position of the key with `key`'s number, or nil.
    @inlinable
    public func position(of key: MustacheKey) -> Int? {
        guard key.id < positionsByNumber.count else { return nil }
        let position = positionsByNumber[key.id]
        return position < 0 ? nil : position
    }
}
