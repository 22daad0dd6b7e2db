import YAMLSource

// In a `{ … }` mapping a comma ends a plain value: `{ title: Photos, Videos }` is the key `title`
// with the value `Photos`, then a key `Videos` with no value. The key is then unknown, and the
// usual did-you-mean would only mislead: these readers recognise the split value and say so,
// with a fix-it that quotes it whole.

/// A plain value that commas cut short on its line, and the keys the rest was read as.
struct CommaSplit {
    /// The key whose value was cut.
    let key: SpecReader.Node
    /// The value as read: the text before the first comma.
    let value: SpecReader.Node
    /// The keys without a value that follow it on its line, in order.
    let rest: [SpecReader.Node]
}

extension SpecReader {
    /// Records the comma splits of a mapping's pairs: a plain value followed, on its line, by
    /// plain keys written without a colon. Only a flow mapping has two keys on one line.
    mutating func recordCommaSplits(_ pairs: YAMLTree.Pairs) {
        var index = pairs.startIndex + 1
        while index < pairs.endIndex {
            let previous = pairs[index - 1]
            // The cheap test first: in a block mapping no key shares a line with a value.
            guard isBareKey(pairs[index], after: tree.end(previous.value)),
                  tree.style(previous.value) == .plain, sourceLength(of: previous.value) != nil
            else {
                index += 1
                continue
            }
            var rest = [pairs[index].key]
            var end = tree.end(pairs[index].key)
            index += 1
            while index < pairs.endIndex, isBareKey(pairs[index], after: end) {
                rest.append(pairs[index].key)
                end = tree.end(pairs[index].key)
                index += 1
            }
            let split = CommaSplit(key: previous.key, value: previous.value, rest: rest)
            for key in rest { commaSplits[key] = split }
        }
    }

    /// Whether a pair is a plain key with no colon and no value, on the line that `end` is on.
    private func isBareKey(_ pair: Pair, after end: Mark) -> Bool {
        let keyStart = tree.start(pair.key)
        guard keyStart.line == end.line, keyStart.offset > end.offset else { return false }
        // A colon would stand between the key's end and its empty value: the value starts where
        // the key ends, or at the comma or brace after it.
        let (keyEnd, valueStart) = (tree.end(pair.key), tree.start(pair.value))
        return tree.style(pair.key) == .plain && sourceLength(of: pair.key) != nil
            && tree.style(pair.value) == .plain && tree.tag(pair.value) == nil && tree.valueScalarCount(pair.value) == 0
            && valueStart.line == keyEnd.line && valueStart.offset - keyEnd.offset <= 1
    }

    /// The note, and on the first of the keys a fix-it, for a key that is the rest of a value a
    /// comma cut short; nil for any other key.
    func commaSplitExplanation(_ key: Node) -> (notes: [Diagnostic.Note], fixIts: [Diagnostic.FixIt])? {
        guard let split = commaSplits[key], let valueText = tree.value(split.value),
              let keyText = tree.value(split.key) else { return nil }
        var text = valueText
        var end = tree.end(split.value)
        for part in split.rest {
            // Where the comma stood between the blanks is not kept: it is written as prose has it.
            text += (tree.start(part).column - end.column > 1 ? ", " : ",") + (tree.value(part) ?? "")
            end = tree.end(part)
        }
        let quoted = text.yamlDoubleQuoted
        let note = Diagnostic.Note(
            "in a '{ … }' mapping a comma ends a value: '\(keyText)' is '\(valueText)', and the rest is read as keys;"
                + " to keep the commas, quote the value: \(quoted)",
            at: location(split.value))
        guard key == split.rest.first else { return ([note], []) }
        let length = end.column - tree.start(split.value).column
        return ([note], [Diagnostic.FixIt(replacement: quoted, at: location(split.value), length: length)])
    }
}
