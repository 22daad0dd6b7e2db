import Foundation
import YAMLSource

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
            guard bound >= 0, let foldedDistance = EditDistance.distance(folded, candidateFolded, atMost: bound,
                                                            cells: &budget.remaining) else { continue }
            let candidateExact = Array(candidate.unicodeScalars)
            let exactDistance = EditDistance.distance(exact, candidateExact, atMost: max(exact.count, candidateExact.count),
                                         cells: &budget.remaining) ?? .max
            if let current = best, (foldedDistance, exactDistance) >= (current.folded, current.exact) { continue }
            best = (candidate, foldedDistance, exactDistance)
        }
        return best?.candidate
    }
}
