// Where a key belongs when its line is indented wrongly: a tab in the indentation, or a key of a
// section's entry (a screen's `title`) indented like none of the keys around it, in
//
//     screens:
//       Entries:
//         params:
//           productID: Int
//          title: Entries
//
// where the line above is a param, yet `title` reads as what it is only at the screen's keys'
// column, `params`'s.

/// The keys of the entries of a top-level section (`screens:` → each screen's keys): a line that
/// holds one of them, inside such an entry, belongs at that entry's keys' column.
public struct SectionEntryKeys: Sendable {
    /// The section's key (`screens`).
    public var section: String
    /// What an entry is called in messages (`screen`).
    public var noun: String
    /// The keys an entry may have.
    public var keys: Set<String>

    /// Creates the keys of `section`'s entries.
    public init(section: String, noun: String, keys: Set<String>) {
        self.section = section
        self.noun = noun
        self.keys = keys
    }
}

extension YAMLProblem {
    /// The 1-based column of the first tab in the leading white space of `line`, if there is one.
    static func indentationTab(onLine line: Int, in input: UnsafeBufferPointer<UInt8>) -> Int? {
        guard line >= 1 else { return nil }
        var index = 0
        var current = 1
        while current < line {
            guard let newline = input[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = newline + 1
            current += 1
        }
        var column = 1
        while index < input.count {
            switch input[index] {
            case UInt8(ascii: "\t"): return column
            case UInt8(ascii: " "): break
            default: return nil
            }
            index += 1
            column += 1
        }
        return nil
    }

    /// The fix for tabs in the indentation of `line`: its leading white space as spaces, as deep
    /// as the line above (its key's, after a list item's `- `), or one step deeper (the smallest
    /// indentation of the lines above) when that line opens a block with `:` (a comment after it
    /// aside). A key of a section's entry (`entryKeys`) goes to its entry's keys' column instead
    /// (`entryKeyPlace`). Nil when the line above is indented with a tab too.
    static func indentationTabFix(onLine line: Int, in input: UnsafeBufferPointer<UInt8>,
                                  entryKeys: [SectionEntryKeys] = []) -> YAMLProblem.FixIt? {
        let lines = input.split(separator: UInt8(ascii: "\n"), maxSplits: line, omittingEmptySubsequences: false)
        guard line >= 1, lines.count >= line else { return nil }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let width = lines[line - 1].prefix(while: isBlank).count
        if let place = entryKeyPlace(ofLine: line, in: input, entryKeys: entryKeys) {
            return YAMLProblem.FixIt(replacement: String(repeating: " ", count: place.spaces),
                                     mark: Mark(line: line, column: 1), length: width)
        }
        let above = lines[..<(line - 1)].filter { text in
            text.first(where: { !isBlank($0) && $0 != UInt8(ascii: "\r") }).map { $0 != UInt8(ascii: "#") } ?? false
        }
        guard let previous = above.last else {
            return YAMLProblem.FixIt(replacement: "", mark: Mark(line: line, column: 1), length: width)
        }
        guard !previous.prefix(while: isBlank).contains(UInt8(ascii: "\t")) else { return nil }
        // The line above without its comment (`key:  # note`), and a list item's `- ` counted as indentation.
        let content = Array(previous.split(separator: UInt8(ascii: "#"), maxSplits: 1, omittingEmptySubsequences: false)[0])
        let dash = content.drop(while: isBlank).starts(with: [UInt8(ascii: "-"), UInt8(ascii: " ")]) ? 2 : 0
        let indent = content.prefix(while: isBlank).count + dash
        let step = above.map { $0.prefix(while: isBlank).count }.filter { $0 > 0 }.min() ?? 2
        let opensBlock = content.reversed().first { !isBlank($0) && $0 != UInt8(ascii: "\r") } == UInt8(ascii: ":")
        return YAMLProblem.FixIt(replacement: String(repeating: " ", count: indent + (opensBlock ? step : 0)),
                                 mark: Mark(line: line, column: 1), length: width)
    }

    /// Where a key of a section's entry belongs: the entry's keys' column, and what names it.
    struct EntryKeyPlace {
        /// The column (in spaces) of the entry's keys.
        let spaces: Int
        /// The line's key, the entry's id and its noun (`screen`).
        let key: String, entry: String, noun: String
        /// The entry's key the line above belongs to (`params`), and its line.
        let sibling: String, siblingLine: Int
    }

    /// For line `line`, whose first key is a key of a section's entries (`entryKeys`), and whose
    /// line above is a `key: value` (a line that opens a block may own it): when the lines above,
    /// each indented less than the last, lead up through a key of such an entry (`params`) to the
    /// entry (`Entries`) and its section at the top level (`screens`), the column of that
    /// entry's keys. Nil for any other shape, or a tab in the indentation of a line above.
    static func entryKeyPlace(ofLine line: Int, in input: UnsafeBufferPointer<UInt8>,
                              entryKeys: [SectionEntryKeys]) -> EntryKeyPlace? {
        guard !entryKeys.isEmpty, line > 1 else { return nil }
        var starts = [0]
        var index = 0
        while starts.count < line, let newline = input[index...].firstIndex(of: UInt8(ascii: "\n")) {
            index = newline + 1
            starts.append(index)
        }
        guard starts.count == line else { return nil }
        let ends: Set<UInt8> = [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#")]
        /// Line `number`'s indentation, its bare key (nil: none starts the line) and whether a
        /// value follows the key's colon on the line; nil for a blank or comment line.
        func shape(_ number: Int) -> (spaces: Int, tabbed: Bool, key: String?, hasValue: Bool)? {
            var position = starts[number - 1]
            var tabbed = false
            while position < input.count, input[position] == UInt8(ascii: " ") || input[position] == UInt8(ascii: "\t") {
                tabbed = tabbed || input[position] == UInt8(ascii: "\t")
                position += 1
            }
            guard position < input.count, !ends.contains(input[position]) else { return nil }
            let spaces = position - starts[number - 1]
            var end = position
            while end < input.count, isKeyByte(input[end]) { end += 1 }
            guard end > position, end < input.count, input[end] == UInt8(ascii: ":"),
                  end + 1 == input.count || [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(input[end + 1])
            else { return (spaces, tabbed, nil, false) }
            var rest = end + 1
            while rest < input.count, input[rest] == UInt8(ascii: " ") { rest += 1 }
            let key = String(decoding: input[position..<end], as: UTF8.self)
            return (spaces, tabbed, key, rest < input.count && !ends.contains(input[rest]))
        }
        guard let key = shape(line)?.key, entryKeys.contains(where: { $0.keys.contains(key) }) else { return nil }
        // The line above, then each line above indented less than the last, up to the top level.
        var chain: [(line: Int, spaces: Int, key: String?, hasValue: Bool)] = []
        var number = line - 1
        while number >= 1, chain.last?.spaces != 0 {
            defer { number -= 1 }
            guard let above = shape(number) else { continue }
            if above.tabbed { return nil }
            if let last = chain.last, above.spaces >= last.spaces { continue }
            chain.append((number, above.spaces, above.key, above.hasValue))
        }
        let count = chain.count
        guard count >= 3, chain[0].hasValue, chain[count - 1].spaces == 0, !chain[count - 1].hasValue,
              let entries = entryKeys.first(where: { $0.section == chain[count - 1].key && $0.keys.contains(key) }),
              let entry = chain[count - 2].key, !chain[count - 2].hasValue,
              let sibling = chain[count - 3].key, entries.keys.contains(sibling) else { return nil }
        return EntryKeyPlace(spaces: chain[count - 3].spaces, key: key, entry: entry, noun: entries.noun,
                             sibling: sibling, siblingLine: chain[count - 3].line)
    }
}
