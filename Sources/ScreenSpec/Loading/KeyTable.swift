import Foundation
import YAMLSource

/// The keys one kind of mapping may have, matched against a key node by its UTF-8 bytes: no
/// `String` is made and no switch over strings is run for the keys of the format, which are most
/// of a spec's scalars.
struct KeyTable<Key: RawRepresentable & CaseIterable & Sendable>: Sendable where Key.RawValue == String {
    private let keys: [Key]
    private let spellings: [[UInt8]]

    /// The keys in declaration order; their raw values are the spellings.
    var names: [String] { keys.map(\.rawValue) }

    /// Creates the table of every case of `Key`.
    init() {
        keys = Array(Key.allCases)
        spellings = keys.map { Array($0.rawValue.utf8) }
        // Byte equality is string equality only for ASCII without a canonical equivalent elsewhere
        // in Unicode (the Kelvin sign is `K`, the Greek question mark `;`, the Greek varia a backquote).
        precondition(spellings.allSatisfy { $0.allSatisfy { $0 < 0x80 && $0 != 0x4B && $0 != 0x3B && $0 != 0x60 } })
    }

    /// The key spelled by a scalar node, or nil for a collection or another text.
    func match(_ node: YAMLTree.NodeID, in tree: YAMLTree) -> Key? {
        tree.withValueBytes(node) { match($0) } ?? nil
    }

    /// The key spelled `text`, or nil: `Key(rawValue: text)` without a switch over strings.
    func match(_ text: String) -> Key? {
        var text = text
        return text.withUTF8 { match($0) }
    }

    private func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        // An index loop and `memcmp`: the generic iterators of `enumerated()` and `elementsEqual`
        // run unspecialized in a debug build (the build plugin's), for every key of a spec.
        guard let text = bytes.baseAddress else { return nil }
        var index = 0
        while index < spellings.count {
            let matches = spellings[index].count == bytes.count
                && spellings[index].withUnsafeBufferPointer { memcmp($0.baseAddress!, text, bytes.count) == 0 }
            if matches { return keys[index] }
            index += 1
        }
        return nil
    }
}

/// A key of a mapping: one the format defines, or the text of another (to report).
enum KeyMatch<Key> {
    case known(Key)
    case unknown(String)
}
