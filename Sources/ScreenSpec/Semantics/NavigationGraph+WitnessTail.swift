/// The parts of a witness path that output can afford: a chain of 5,000 pushes has paths whose
/// lengths sum to 12.5 million edges, so `graph --format json` and `docs` show each screen's last
/// edge, or its last few, with the whole path's length, and stay linear in the spec.
extension NavigationGraph {
    /// The number of edges in each screen's witness path (by screen number), -1 when unreachable;
    /// computed once for the graph, in time linear in the screens.
    private struct WitnessLengths: Sendable {
        var lengths: [Int32]
    }

    private var witnessLengths: [Int32] {
        memo.value { () -> WitnessLengths in
            var lengths = [Int32](repeating: -2, count: predecessors.count)
            var chain: [Int] = []
            for start in predecessors.indices where lengths[start] == -2 {
                // Walk back to a screen whose length is known, a root (0) or a screen a deep link
                // reaches (1), then fill the lengths of the chain walked.
                var number = start
                var base: Int32
                while true {
                    if lengths[number] != -2 { base = lengths[number]; break }
                    let edge = predecessors[number]
                    if edge == Self.unreached { lengths[number] = -1; base = -1; break }
                    if edge < 0 { lengths[number] = 0; base = 0; break }
                    let from = Int(edgeTable.sources[Int(edge)])
                    if from < 0 { lengths[number] = 1; base = 1; break }
                    chain.append(number)
                    number = from
                }
                while let last = chain.popLast() {
                    base += 1
                    lengths[last] = base
                }
            }
            return WitnessLengths(lengths: lengths)
        }.lengths
    }

    /// How many edges the screen's witness path has: 0 for a root, nil when unreachable.
    public func witnessLength(to screenID: String) -> Int? {
        guard let number = index.screenNumber(screenID), isReachable(number: number) else { return nil }
        return Int(witnessLengths[number])
    }

    /// The last `limit` edges of the screen's witness path (all of them when it is shorter), in
    /// order; empty for a root, nil when unreachable. Costs `limit`, not the path's length.
    public func witnessTail(to screenID: String, limit: Int) -> [NavigationEdge]? {
        guard let number = index.screenNumber(screenID), isReachable(number: number) else { return nil }
        var path: [NavigationEdge] = []
        var edge = Int(predecessors[number])
        while edge >= 0, path.count < limit {
            path.append(edges[edge])
            let from = edgeTable.sources[edge]
            guard from >= 0 else { break }
            edge = Int(predecessors[Int(from)])
        }
        return path.reversed()
    }
}
