// Keys of one mapping indented differently: in
//
//     TapAddition:
//         presentation: sheet
//       title: Add Tap
//
// libyaml ends the mapping of `presentation` at `title`, finds no mapping indented by 6 to
// continue, and says "did not find expected key" at `title`, which names no mistake. The other
// way round, a key indented deeper than a `key: value` line above it continues that value, and
// its colon is "mapping values are not allowed in this context".

extension YAMLProblem {
    /// For "did not find expected key" at the start of a line indented unlike the key on the line
    /// above it, or "mapping values are not allowed in this context" at the colon of a bare key
    /// indented deeper than the `key: value` above it: what the two indentations are, and a note
    /// at the line above. Either line may be the one to move, so there is a fix-it only where one
    /// indentation can be meant: a list item among items that all line up, a key of a list's
    /// entry under one of `topLevelKeys`, which cannot move under another key, or a key of a
    /// section's entry (`entryKeys`, a screen's `title`) inside that entry, at its keys' column
    /// (`entryKeyPlace`). Nil for any other problem.
    static func indentationHint(_ problem: String, at mark: Mark, in input: UnsafeBufferPointer<UInt8>,
                                topLevelKeys: Set<String> = [], entryKeys: [SectionEntryKeys] = [])
        -> (message: String, note: Note, fixIts: [FixIt])?
    {
        let deeper = problem == "mapping values are not allowed in this context"
        // A key of a list item's mapping dedented to the item's `-`: libyaml expects another item.
        let atDash = problem == "did not find expected '-' indicator"
        guard problem == "did not find expected key" || deeper || atDash, mark.line > 1 else { return nil }
        var starts = [0]
        var index = 0
        while starts.count < mark.line, let newline = input[index...].firstIndex(of: UInt8(ascii: "\n")) {
            index = newline + 1
            starts.append(index)
        }
        guard starts.count == mark.line else { return nil }
        /// The spaces before line `number`'s first character, and that character (nil: blank).
        func indentation(_ number: Int) -> (spaces: Int, first: UInt8?) {
            var position = starts[number - 1]
            while position < input.count, input[position] == UInt8(ascii: " ") { position += 1 }
            let first = position < input.count ? input[position] : nil
            let blank = first == nil || first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r")
            return (position - starts[number - 1], blank ? nil : first)
        }
        let here = indentation(mark.line)
        guard here.first != nil else { return nil }
        /// Indents line `mark.line` by `spaces` instead.
        func reindent(to spaces: Int) -> FixIt {
            FixIt(replacement: String(repeating: " ", count: spaces), mark: Mark(line: mark.line, column: 1), length: here.spaces)
        }
        if deeper {
            // The colon ends a bare key that starts the line: `presentation: sheet`.
            let keyStart = starts[mark.line - 1] + here.spaces
            let keyEnd = keyStart + mark.column - 1 - here.spaces
            guard keyEnd > keyStart, keyEnd <= input.count,
                  input[keyStart..<keyEnd].allSatisfy({ isKeyByte($0) }) else { return nil }
        } else {
            guard here.spaces == mark.column - 1 else { return nil }
        }
        var lineKey: String?
        if atDash {
            // `label: Save`: a bare key starts the line.
            var end = starts[mark.line - 1] + here.spaces
            while end < input.count, isKeyByte(input[end]) { end += 1 }
            guard end > starts[mark.line - 1] + here.spaces, end < input.count, input[end] == UInt8(ascii: ":") else { return nil }
            lineKey = String(decoding: input[(starts[mark.line - 1] + here.spaces)..<end], as: UTF8.self)
        }
        if !deeper, !atDash, let items = listItemHint(mark.line, indentedBy: here.spaces, input, starts) {
            // `- push: Filters` under `- push: Labels`: items of one list, not keys.
            return ("this line is indented by \(here.spaces) spaces and the item above it by \(items.spaces): "
                        + "items of one list line up",
                    Note(message: "indented by \(items.spaces) spaces here", mark: Mark(line: items.line, column: items.spaces + 1)),
                    items.unambiguous ? [reindent(to: items.spaces)] : [])
        }
        var above = mark.line - 1
        while above >= 1, indentation(above).first == nil || indentation(above).first == UInt8(ascii: "#") { above -= 1 }
        guard above >= 1 else { return nil }
        var before = indentation(above).spaces
        if atDash {
            // The key above may follow its item's `- ` (`- id: save`): its column is the key's.
            var position = starts[above - 1] + before
            if position + 1 < input.count, input[position] == UInt8(ascii: "-"), input[position + 1] == UInt8(ascii: " ") {
                position += 1
                while position < input.count, input[position] == UInt8(ascii: " ") { position += 1 }
                before = position - starts[above - 1]
            }
            guard before > here.spaces else { return nil }
            if let lineKey, let item = missingDash(mark.line, key: lineKey, indentedBy: here.spaces, input, starts) {
                return item
            }
            if let owner = dedentedOwner(of: mark.line, indentedBy: here.spaces, input, starts) {
                let parent = owner.parent.map { "the keys of '\($0)'" } ?? "the keys above it"
                let note = Note(message: "'\(owner.key)' is indented by \(owner.spaces) spaces here, less than \(parent)",
                                mark: Mark(line: owner.line, column: owner.spaces + 1))
                if owner.spaces == 0, topLevelKeys.contains(owner.key), let lineKey {
                    // `tabs` is a section of its own: it cannot move under `app`, so only this line can.
                    if topLevelKeys.contains(lineKey) {
                        return ("'\(lineKey)' is a top-level section like '\(owner.key)' above: remove its indentation",
                                Note(message: "'\(owner.key)' is here, at the top level", mark: Mark(line: owner.line, column: 1)),
                                [reindent(to: 0)])
                    }
                    return ("'\(owner.key)' above is a top-level section, not a key of \(owner.parent.map { "'\($0)'" } ?? "the mapping above"), "
                                + "so this line, indented by \(here.spaces) spaces, is a key of its list's entry: indent it by \(before)",
                            Note(message: "the entry's keys are indented by \(before) spaces here", mark: Mark(line: above, column: before + 1)),
                            [reindent(to: before)])
                }
                // Either line may be the one to move: both edits are named, the likelier first.
                let under = owner.parent.map { ", under '\($0)'" } ?? ""
                return ("'\(owner.key)' above is indented by \(owner.spaces) spaces, less than \(parent), which are "
                            + "indented by \(here.spaces) like this line: if '\(owner.key)' belongs with them, indent it and "
                            + "its list by \(here.spaces - owner.spaces) more\(under); if this line is a key of the list's "
                            + "entry, indent it by \(before)",
                        note, [])
            }
        }
        guard deeper ? before < here.spaces : before != here.spaces else { return nil }
        if !deeper, !atDash, before < here.spaces,
           let owner = dedentedOwner(of: mark.line, indentedBy: here.spaces, input, starts, flow: true),
           let bracket = owner.flow, owner.line == above, let parent = owner.parent {
            // `links: [push: Detail]` dedented out of `Home`, whose keys are indented like this line:
            // as for a block list (above), both edits are named, the likelier first, and no fix-it.
            let second = bracket == UInt8(ascii: "{")
                ? "if this line is a key of '\(owner.key)', move it into its '{ … }'"
                : "if this line is a key of the mapping '\(owner.key)' is in, indent it by \(owner.spaces) like '\(owner.key)'"
            return ("'\(owner.key)' above is indented by \(owner.spaces) spaces, less than the keys of '\(parent)', which are "
                        + "indented by \(here.spaces) like this line: if '\(owner.key)' belongs with them, indent it by "
                        + "\(here.spaces - owner.spaces) more, under '\(parent)'; \(second)",
                    Note(message: "'\(owner.key)' is indented by \(owner.spaces) spaces here, less than the keys of '\(parent)'",
                         mark: Mark(line: owner.line, column: owner.spaces + 1)), [])
        }
        let what = deeper ? ", so it reads as more of that key's value" : ""
        if let place = entryKeyPlace(ofLine: mark.line, in: input, entryKeys: entryKeys), place.spaces != here.spaces {
            // A key of a screen: it reads as what it is only at the screen's keys' column.
            guard place.spaces != before else {
                return ("this line is indented by \(here.spaces) spaces and the key above it by \(before)\(what): "
                            + "keys of one mapping line up",
                        Note(message: "indented by \(before) spaces here", mark: Mark(line: above, column: before + 1)),
                        [reindent(to: before)])
            }
            return ("this line is indented by \(here.spaces) spaces, but '\(place.key)' is a key of the \(place.noun) "
                        + "'\(place.entry)', whose keys are indented by \(place.spaces), like '\(place.sibling)' above: "
                        + "keys of one mapping line up",
                    Note(message: "the keys of '\(place.entry)' are indented by \(place.spaces) spaces here",
                         mark: Mark(line: place.siblingLine, column: place.spaces + 1)),
                    [reindent(to: place.spaces)])
        }
        return ("this line is indented by \(here.spaces) spaces and the key above it by \(before)\(what): "
                    + "keys of one mapping line up",
                Note(message: "indented by \(before) spaces here", mark: Mark(line: above, column: before + 1)), [])
    }

    /// Line `number`'s indentation and the offset of its first character; nil for a blank or
    /// comment line. `starts`: where each line starts, up to `number` at least.
    private static func content(ofLine number: Int, _ input: UnsafeBufferPointer<UInt8>, _ starts: [Int]) -> (spaces: Int, at: Int)? {
        var position = starts[number - 1]
        while position < input.count, input[position] == UInt8(ascii: " ") { position += 1 }
        guard position < input.count, ![UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#")].contains(input[position])
        else { return nil }
        return (position - starts[number - 1], position)
    }

    /// For a line at a list's `-` column whose key is the first key of the item above it (`id: b`
    /// below `- id: a` and its keys): that item's `- ` left out, which makes a new item. The
    /// fix-its write the dash as the item above has it and move the new item's other lines (those
    /// indented like it or deeper, up to the next item or a line indented less) right by as much.
    private static func missingDash(_ line: Int, key: String, indentedBy spaces: Int,
                                    _ input: UnsafeBufferPointer<UInt8>, _ known: [Int])
        -> (message: String, note: Note, fixIts: [FixIt])?
    {
        var starts = known
        while let last = starts.last, let newline = input[last...].firstIndex(of: UInt8(ascii: "\n")) {
            starts.append(newline + 1)
        }
        func shape(_ number: Int) -> (spaces: Int, at: Int)? { content(ofLine: number, input, starts) }
        func isDash(_ at: Int) -> Bool {
            at + 1 < input.count && input[at] == UInt8(ascii: "-") && input[at + 1] == UInt8(ascii: " ")
        }
        // The item above: the nearest line at this column, above lines indented deeper (its keys).
        var number = line - 1
        while number >= 1, shape(number).map({ $0.spaces > spaces }) ?? true { number -= 1 }
        guard number >= 1, let item = shape(number), item.spaces == spaces, isDash(item.at) else { return nil }
        var keyStart = item.at + 1
        while keyStart < input.count, input[keyStart] == UInt8(ascii: " ") { keyStart += 1 }
        var keyEnd = keyStart
        while keyEnd < input.count, isKeyByte(input[keyEnd]) { keyEnd += 1 }
        guard keyEnd < input.count, input[keyEnd] == UInt8(ascii: ":"),
              String(decoding: input[keyStart..<keyEnd], as: UTF8.self) == key else { return nil }
        let dash = String(decoding: input[item.at..<keyStart], as: UTF8.self)
        var fixIts = [FixIt(replacement: dash, mark: Mark(line: line, column: spaces + 1), length: 0)]
        var next = line + 1
        while next <= starts.count, starts[next - 1] < input.count {
            defer { next += 1 }
            guard let shape = shape(next) else { continue }
            if shape.spaces < spaces || (shape.spaces == spaces && isDash(shape.at)) { break }
            fixIts.append(FixIt(replacement: String(repeating: " ", count: dash.count), mark: Mark(line: next, column: 1), length: 0))
        }
        return ("a '- ' is likely missing before '\(key)', which starts the item above too: without it, the line "
                    + "is no item of the list",
                Note(message: "the item above starts with '- \(key)' here", mark: Mark(line: number, column: spaces + 1)),
                fixIts)
    }

    /// For a list item (`- push: Filters`) at line `line`, indented by `spaces`: the nearest item
    /// above it in the same block, and whether every item there is indented alike (then that is
    /// the indentation meant). The block ends above at a line that is no item and is indented
    /// less than this one (`links:`), or at an item indented less (the item of an outer list,
    /// counted among the candidates). Nil when this line is no item, or no item is above it.
    private static func listItemHint(_ line: Int, indentedBy spaces: Int, _ input: UnsafeBufferPointer<UInt8>,
                                     _ starts: [Int]) -> (line: Int, spaces: Int, unambiguous: Bool)? {
        /// The indentation of line `number` and whether it starts with a `-` item; nil for a blank or comment line.
        func shape(_ number: Int) -> (spaces: Int, isItem: Bool)? {
            guard let (spaces, position) = content(ofLine: number, input, starts) else { return nil }
            let next = position + 1 < input.count ? input[position + 1] : UInt8(ascii: "\n")
            let isItem = input[position] == UInt8(ascii: "-") && [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(next)
            return (spaces, isItem)
        }
        guard shape(line)?.isItem == true else { return nil }
        var nearest: (line: Int, spaces: Int)?
        var columns: Set<Int> = []
        var above = line - 1
        while above >= 1 {
            defer { above -= 1 }
            guard let (aboveSpaces, isItem) = shape(above) else { continue }
            if isItem {
                if nearest == nil { nearest = (above, aboveSpaces) }
                columns.insert(aboveSpaces)
            }
            if aboveSpaces < spaces { break }
        }
        guard let nearest, nearest.spaces != spaces else { return nil }
        return (nearest.line, nearest.spaces, columns.count == 1)
    }

    /// In
    ///
    ///       RecipeList:
    ///         search: {}
    ///       links:
    ///         - push: RecipeDetail
    ///         deepLink: /recipes
    ///
    /// the key at line `line`, indented like the list's `-`, is most likely not a key of the
    /// list's entry but one of the mapping `links` was dedented out of: the key that owns the list
    /// (`links`) follows a sibling whose keys are indented by `spaces`, as this line is. That key,
    /// its line and indentation, and the key whose mapping it most likely belongs to (`RecipeList`,
    /// nil when that line is no bare key); nil for any other shape (`toolbars: / main: / - id: save / label:`).
    /// With `flow`, the owner may instead hold a flow collection that ends on its line
    /// (`links: [push: Detail]`): `flow` in the result is its opening bracket, nil for a block value.
    private static func dedentedOwner(of line: Int, indentedBy spaces: Int, _ input: UnsafeBufferPointer<UInt8>,
                                      _ starts: [Int], flow: Bool = false)
        -> (key: String, line: Int, spaces: Int, parent: String?, flow: UInt8?)?
    {
        /// The bare key that starts at `start` and is followed by a colon, or nil.
        func bareKey(at start: Int) -> String? {
            var end = start
            while end < input.count, isKeyByte(input[end]) { end += 1 }
            guard end > start, end < input.count, input[end] == UInt8(ascii: ":") else { return nil }
            return String(decoding: input[start..<end], as: UTF8.self)
        }
        func indentation(_ number: Int) -> (spaces: Int, first: UInt8?) {
            var position = starts[number - 1]
            while position < input.count, input[position] == UInt8(ascii: " ") { position += 1 }
            let first = position < input.count ? input[position] : nil
            let blank = first == nil || first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r")
                || first == UInt8(ascii: "#")
            return (position - starts[number - 1], blank ? nil : first)
        }
        // The owner: the first line above indented less than the list.
        var owner = line - 1
        while owner >= 1, indentation(owner).first == nil || indentation(owner).spaces >= spaces { owner -= 1 }
        guard owner >= 1 else { return nil }
        let ownerSpaces = indentation(owner).spaces
        // It is a bare key with nothing after its colon (`links:`).
        guard let key = bareKey(at: starts[owner - 1] + ownerSpaces) else { return nil }
        var rest = starts[owner - 1] + ownerSpaces + key.utf8.count + 1
        while rest < input.count, input[rest] == UInt8(ascii: " ") { rest += 1 }
        let bracket = flow && rest < input.count && [UInt8(ascii: "["), UInt8(ascii: "{")].contains(input[rest]) ? input[rest] : nil
        if bracket != nil {
            guard let end = flowEnd(from: rest, input) else { return nil }
            rest = end
        }
        guard rest == input.count || [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#")].contains(input[rest])
        else { return nil }
        // Above it, the contents of a sibling, whose shallowest keys are indented like this line.
        var above = owner - 1
        var shallowest = Int.max
        while above >= 1 {
            let (aboveSpaces, first) = indentation(above)
            if first != nil {
                if aboveSpaces <= ownerSpaces { break }
                shallowest = min(shallowest, aboveSpaces)
            }
            above -= 1
        }
        guard above >= 1, indentation(above).spaces == ownerSpaces, shallowest == spaces else { return nil }
        return (key, owner, ownerSpaces, bareKey(at: starts[above - 1] + ownerSpaces), bracket)
    }

    /// For a flow collection opening at `start` (`[push: Detail]`): the position after the spaces
    /// that follow its closing bracket, or nil when it does not close on its line. Quoted text is
    /// skipped, so a bracket inside `"…"` or `'…'` does not count.
    private static func flowEnd(from start: Int, _ input: UnsafeBufferPointer<UInt8>) -> Int? {
        var depth = 0
        var quote: UInt8?
        var position = start
        while position < input.count, input[position] != UInt8(ascii: "\n"), input[position] != UInt8(ascii: "\r") {
            let byte = input[position]
            position += 1
            if let open = quote {
                if byte == UInt8(ascii: "\\"), open == UInt8(ascii: "\""), position < input.count { position += 1 }
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    while position < input.count, input[position] == UInt8(ascii: " ") { position += 1 }
                    return position
                }
            default: break
            }
        }
        return nil
    }

    /// A byte of a bare key: an ASCII letter, digit or `_`.
    static func isKeyByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
