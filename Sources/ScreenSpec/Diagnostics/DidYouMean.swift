/// Finds the candidate a misspelt name most likely meant, for the "did you mean" notes and
/// fix-its of the loader (unknown keys, enumerated values) and the checker (undefined references).
public enum DidYouMean {
    /// The candidate closest to `text`, or nil when none is close enough to be worth suggesting.
    ///
    /// Distance is Levenshtein over Unicode scalars with case ignored, so `Title` is as close to
    /// `title` as can be; the case-sensitive distance breaks ties, then candidate order (pass an
    /// ordered collection: sort a `Set` first). A candidate is close enough when its distance is at
    /// most `max(2, text's length / 3)` and smaller than the longer of the two lengths (so `x` never
    /// suggests `id`). Candidates equal to `text` are skipped: they are not a correction.
    public static func closest(to text: String, in candidates: some Sequence<String>) -> String? {
        let exact = Array(text.unicodeScalars)
        let folded = Array(text.lowercased().unicodeScalars)
        let limit = max(2, exact.count / 3)
        var best: (candidate: String, folded: Int, exact: Int)?
        for candidate in candidates where candidate != text {
            let candidateFolded = Array(candidate.lowercased().unicodeScalars)
            // The length difference bounds the distance from below: skip hopeless candidates cheaply.
            guard abs(candidateFolded.count - folded.count) <= limit else { continue }
            let foldedDistance = distance(folded, candidateFolded)
            let longer = max(exact.count, candidate.unicodeScalars.count)
            guard foldedDistance <= limit, foldedDistance < longer else { continue }
            if let current = best, foldedDistance > current.folded { continue }
            let exactDistance = distance(exact, Array(candidate.unicodeScalars))
            if let current = best, (foldedDistance, exactDistance) >= (current.folded, current.exact) { continue }
            best = (candidate, foldedDistance, exactDistance)
        }
        return best?.candidate
    }

    /// The Levenshtein distance between two scalar arrays, in one row of memory.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let above = row[j]
                row[j] = a[i - 1] == b[j - 1] ? diagonal : 1 + min(diagonal, above, row[j - 1])
                diagonal = above
            }
        }
        return row[b.count]
    }
}
