/// A screen's params found by name, from the spec index's summaries: by a scan for the few a
/// screen usually has, by a dictionary for many, so that neither a typical screen pays for
/// hashing nor a hostile one for scanning.
struct ParamLookup {
    /// Below this many, a scan.
    static let scanLimit = 16

    /// The screen's params.
    let params: ArraySlice<ParamSummary>
    private let positions: [String: Int]?

    /// Finds an entry's params by name; the first of a name wins.
    init(_ params: ArraySlice<ParamSummary>) {
        self.params = params
        positions = params.count < Self.scanLimit ? nil
            : Dictionary(params.indices.map { (params[$0].name, $0 - params.startIndex) }, uniquingKeysWith: { first, _ in first })
    }

    /// The position (among the screen's params) of the first param with this name.
    func first(named name: String) -> Int? {
        if let positions { return positions[name] }
        return params.firstIndex { $0.name == name }.map { $0 - params.startIndex }
    }

    /// The param at a position among the screen's params.
    subscript(position: Int) -> ParamSummary { params[params.startIndex + position] }

    /// Calls `body` with the position of each param that is the first of its name, in order.
    func forEachFirstOfItsName(_ body: (Int) -> Void) {
        guard params.count >= Self.scanLimit else {
            for position in 0..<params.count where !params.prefix(position).contains(where: { $0.name == self[position].name }) {
                body(position)
            }
            return
        }
        var seen = Set<String>()
        for position in 0..<params.count where seen.insert(self[position].name).inserted { body(position) }
    }
}
