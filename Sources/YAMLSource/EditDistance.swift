/// The distance the "did you mean" suggestions of every layer measure names by (a misspelt alias
/// here, keys, values and references in the loader and checker).
public enum EditDistance {
    /// The optimal string alignment distance between two scalar arrays: Levenshtein's insertions,
    /// deletions and substitutions, plus a swap of two adjacent scalars as one edit (`Itme` is one
    /// edit from `Item`, two from `Home`), each substring edited at most once.
    public static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var cells = Int.max
        return distance(a, b, atMost: max(a.count, b.count), cells: &cells) ?? max(a.count, b.count)
    }

    /// The optimal string alignment distance when it is at most `bound`, else nil. Fills only the
    /// band of the table within `bound` of its diagonal (the other cells cannot be on a path that
    /// short), in three rows of memory (a swap reads two rows up), and stops as soon as a whole row
    /// is over the bound (a row's minimum never falls: a swap costs what a substitution then a
    /// match along the diagonal above it does); `cells` is charged for what it fills.
    public static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int, cells: inout Int) -> Int? {
        guard abs(a.count - b.count) <= bound else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let over = bound + 1
        // previous[j] is the distance between a[..<(i - 1)] and b[..<j], twoBack[j] that for
        // a[..<(i - 2)], both capped at `over`; the cells outside the band hold `over`.
        var previous = (0...b.count).map { min($0, over) }
        var twoBack = previous
        var row = [Int](repeating: over, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - bound)
            let high = min(b.count, i + bound)
            row[low - 1] = low == 1 ? min(i, over) : over
            var rowMinimum = row[low - 1]
            for j in low...high {
                var value = a[i - 1] == b[j - 1] ? previous[j - 1] : 1 + min(previous[j - 1], previous[j], row[j - 1])
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                row[j] = min(value, over)
                rowMinimum = min(rowMinimum, row[j])
            }
            // The next row's band reaches one cell further right: it must read `over` there.
            if high < b.count { row[high + 1] = over }
            cells -= high - low + 1
            if rowMinimum > bound { return nil }
            (twoBack, previous, row) = (previous, row, twoBack)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
