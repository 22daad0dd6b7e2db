import YAMLSource

// `params` written as a list (SpecFormat.md §7 `params`), a natural way to write an ordered
// mapping:
//
//     params:
//       - taskID: Int
//       - highlight: Bool?
//
// `params` is a mapping of name to type, whose order is kept. The error says so; when every item
// is one `name: Type` on a line of its own (or the list is `[a: Int, b: String]` on one line),
// the fix-it is certain: the `- ` become spaces (or the brackets braces).

extension SpecReader {
    /// Reports `params` (the key `key`) written as the list `node` (a `spec.type_mismatch`), with
    /// a fix-it that makes it the mapping it means when that is certain.
    mutating func paramsWrittenAsList(_ node: Node, key paramsKey: Node) {
        let items = tree.items(node) ?? []
        var fixIts: [Diagnostic.FixIt]?
        // Each item one pair with a name not given twice, all on one line.
        var names = Set<String>()
        let onePairs = !items.isEmpty && items.allSatisfy { item in
            guard let pairs = tree.pairs(item), pairs.count == 1, tree.style(pairs[0].key) == .plain,
                  let name = tree.value(pairs[0].key), names.insert(name).inserted else { return false }
            let key = tree.start(pairs[0].key)
            return tree.end(pairs[0].value).line == key.line && !isNull(pairs[0].value)
        }
        let (start, end) = (tree.start(node), tree.end(node))
        if onePairs, let open = lines.prefix(ofLine: start.line, before: start.column + 1), open.hasSuffix("["),
           start.line == end.line, let close = lines.prefix(ofLine: end.line, before: end.column), close.hasSuffix("]") {
            // `[a: Int, b: String]`: the same pairs between braces.
            fixIts = [Diagnostic.FixIt(replacement: "{", at: SourceLocation(file: file, line: start.line, column: start.column), length: 1),
                      Diagnostic.FixIt(replacement: "}", at: SourceLocation(file: file, line: end.line, column: end.column - 1), length: 1)]
        } else if onePairs {
            // `- name: Type`, each on its line: the key moves to the dash's column when that is
            // under `params`, else keeps its own.
            fixIts = []
            let under = tree.start(paramsKey).column
            var previousLine = 0
            for item in items {
                let key = tree.start(tree.pairs(item)![0].key)
                // The item's `- ` on the key's line, with only spaces before it.
                guard key.line > previousLine, let dash = lines.dash(before: key),
                      lines.startsLine(Mark(line: key.line, column: dash.column)) else { fixIts = nil; break }
                previousLine = key.line
                let at = SourceLocation(file: file, line: key.line, column: dash.column)
                fixIts?.append(dash.column > under ? Diagnostic.FixIt(replacement: "", at: at, length: dash.length)
                                                   : Diagnostic.FixIt(replacement: " ", at: at, length: 1))
            }
        }
        let flow = fixIts?.first?.replacement == "{"
        let how = flow ? "write it between '{ }' in place of '[ ]'"
            : "write each param as 'name: Type' under 'params', without the '- '"
        error(LoaderID.typeMismatch, "expected a mapping for 'params', found a sequence: params are a mapping of name "
              + "to type (their order is kept)", at: node,
              notes: [Diagnostic.Note(how, at: location(node))], fixIts: fixIts ?? [])
    }
}
