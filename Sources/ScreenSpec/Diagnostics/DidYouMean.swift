import Foundation

/// Finds the candidate a misspelt name most likely meant, for the "did you mean" notes and
/// fix-its of the loader (unknown keys, enumerated values) and the checker (undefined references).
public enum DidYouMean {
    /// The candidate closest to `text`, or nil when none is close enough to be worth suggesting.
    ///
    /// Distance is the optimal string alignment distance (Levenshtein, with a swap of two adjacent
    /// letters as one edit) over Unicode scalars with case ignored, so `Title` is as close to
    /// `title` as can be; the case-sensitive distance breaks ties, then candidate order (pass an
    /// ordered collection: sort a `Set` first). A candidate is close enough when its distance is at
    /// most `max(2, text's length / 3)` and smaller than the longer of the two lengths (so `x` never
    /// suggests `id`). Candidates equal to `text` are skipped: they are not a correction.
    public static func closest(to text: String, in candidates: some Sequence<String>) -> String? {
        var unlimited = Budget(cells: .max)
        return closest(to: text, in: candidates, budget: &unlimited)
    }

    /// The candidates that hold `text` (ignoring case, `-` read as `_`), in candidate order: for
    /// a word that is part of a longer name (`unreachable` for `unreachable_screen`), which is too
    /// far from it for `closest(to:in:)`. Empty for a text of fewer than three characters.
    public static func containing(_ text: String, in candidates: some Sequence<String>) -> [String] {
        let needle = text.lowercased().replacingOccurrences(of: "-", with: "_")
        guard needle.count >= 3 else { return [] }
        return candidates.filter { $0.lowercased().contains(needle) }
    }

    /// A bound on the work of many lookups against spec-sized lists, so that a spec of 100,000
    /// misspelt references ends in seconds, not hours (never a hang). Each lookup
    /// spends one cell per candidate scalar read and per distance-table cell filled; once the
    /// budget is spent, lookups suggest nothing. Lookups happen in source order, so which ones
    /// get a suggestion is deterministic.
    public struct Budget: Sendable {
        /// Cells left to spend.
        public var remaining: Int

        /// Creates a budget; the default covers dozens of misspellings among thousands of names, and
        /// spends well under a second of a release build.
        public init(cells: Int = 5_000_000) {
            remaining = cells
        }
    }

    /// ``closest(to:in:)`` within a budget shared by a run's lookups; nil once it is spent.
    public static func closest(to text: String, in candidates: some Sequence<String>,
                               budget: inout Budget) -> String? {
        let exact = Array(text.unicodeScalars)
        let folded = Array(text.lowercased().unicodeScalars)
        let limit = max(2, exact.count / 3)
        var best: (candidate: String, folded: Int, exact: Int)?
        for candidate in candidates where candidate != text {
            guard budget.remaining > 0 else { return nil }
            let candidateFolded = Array(candidate.lowercased().unicodeScalars)
            budget.remaining -= candidateFolded.count + 1
            // The length difference bounds the distance from below: skip hopeless candidates cheaply.
            guard abs(candidateFolded.count - folded.count) <= limit else { continue }
            let longer = max(exact.count, candidate.unicodeScalars.count)
            // Only distances up to the limit matter, and only those not worse than the best so far.
            let bound = min(limit, longer - 1, best?.folded ?? limit)
            guard bound >= 0, let foldedDistance = distance(folded, candidateFolded, atMost: bound,
                                                            cells: &budget.remaining) else { continue }
            let candidateExact = Array(candidate.unicodeScalars)
            let exactDistance = distance(exact, candidateExact, atMost: max(exact.count, candidateExact.count),
                                         cells: &budget.remaining) ?? .max
            if let current = best, (foldedDistance, exactDistance) >= (current.folded, current.exact) { continue }
            best = (candidate, foldedDistance, exactDistance)
        }
        return best?.candidate
    }

    /// The optimal string alignment distance between two scalar arrays: Levenshtein's insertions,
    /// deletions and substitutions, plus a swap of two adjacent scalars as one edit (`Itme` is one
    /// edit from `Item`, two from `Home`), each substring edited at most once.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var cells = Int.max
        return distance(a, b, atMost: max(a.count, b.count), cells: &cells) ?? max(a.count, b.count)
    }

    /// The optimal string alignment distance when it is at most `bound`, else nil. Fills only the
    /// band of the table within `bound` of its diagonal (the other cells cannot be on a path that
    /// short), in three rows of memory (a swap reads two rows up), and stops as soon as a whole row
    /// is over the bound (a row's minimum never falls: a swap costs what a substitution then a
    /// match along the diagonal above it does); `cells` is charged for what it fills.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int, cells: inout Int) -> Int? {
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
