/// Params or names found by name: by a scan for the few a screen usually has, by a dictionary
/// for many, so that neither a typical screen pays for hashing nor a hostile one for scanning.
struct ParamLookup {
    /// Below this many, a scan.
    static let scanLimit = 16

    private let params: [ParamSpec]
    private let names: [String]
    private let positions: [String: Int]?

    /// Finds params by name; the first of a name wins.
    init(_ params: [ParamSpec]) {
        self.params = params
        names = []
        positions = params.count < Self.scanLimit ? nil
            : Dictionary(params.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Finds names.
    init(names: [String]) {
        params = []
        self.names = names
        positions = names.count < Self.scanLimit ? nil
            : Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The first param with this name.
    func first(named name: String) -> ParamSpec? {
        if let positions { return positions[name].map { params[$0] } }
        return params.first { $0.name.value == name }
    }

    /// Whether the names include this one.
    func contains(_ name: String) -> Bool {
        if let positions { return positions[name] != nil }
        return names.contains(name)
    }

    /// The params with the first of each name, in order.
    static func uniqued(_ params: [ParamSpec]) -> [ParamSpec] {
        guard params.count >= scanLimit else {
            var kept: [ParamSpec] = []
            for param in params where !kept.contains(where: { $0.name.value == param.name.value }) { kept.append(param) }
            return kept
        }
        return params.uniqued(by: \.name.value)
    }
}
