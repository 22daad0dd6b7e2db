/// What the rules look for in the fields of screens that the graph does not read (titles, view
/// types, search, params), gathered for every rule in one pass over the screens: each screen's
/// fields are a block of memory of their own, so every pass over all of them costs a cache miss
/// per screen and field, whatever little it does with them.
final class CheckIndex: Sendable {
    /// What an entry of `spec.screens` has.
    struct Contents: OptionSet, Sendable {
        let rawValue: UInt8

        /// A `title`.
        static let title = Contents(rawValue: 1)
        /// A `{` or `}` in its title: an interpolation, or a brace to report.
        static let titleBraces = Contents(rawValue: 2)
        /// A `view` of its own.
        static let view = Contents(rawValue: 4)
        /// `search`.
        static let search = Contents(rawValue: 8)
    }

    /// A param of an entry of `spec.screens`.
    struct ParamPosition: Sendable {
        /// The entry's position in `spec.screens`.
        var entry: Int32
        /// The param's position among its params.
        var param: Int32
    }

    /// For each entry of `spec.screens`, what it has.
    let contents: [Contents]
    /// The params whose type is an app type (not a builtin), in spec order.
    let appTypeParams: [ParamPosition]
    /// The params named like something generated code declares itself (`watchedParamNames`),
    /// in spec order.
    let watchedParams: [ParamPosition]

    /// The param names `watchedParams` holds: a generated view's own properties and the search
    /// text a searchable screen's view receives.
    static let watchedParamNames = GeneratedNames.reservedParamNames + [GeneratedNameCollisionRule.searchArgument]

    init(_ spec: Spec) {
        var contents: [Contents] = []
        var appTypeParams: [ParamPosition] = []
        var watchedParams: [ParamPosition] = []
        contents.reserveCapacity(spec.screens.count)
        let watched = Self.watchedParamNames
        for entry in spec.screens.indices {
            let screen = spec.screens[entry]
            var has: Contents = []
            if let title = screen.title {
                has.insert(.title)
                if title.value.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                    has.insert(.titleBraces)
                }
            }
            if screen.view != nil { has.insert(.view) }
            if screen.search != nil { has.insert(.search) }
            contents.append(has)
            for (position, param) in screen.params.enumerated() {
                if param.type.value.builtin == nil {
                    appTypeParams.append(ParamPosition(entry: Int32(entry), param: Int32(position)))
                }
                if watched.contains(param.name.value) {
                    watchedParams.append(ParamPosition(entry: Int32(entry), param: Int32(position)))
                }
            }
        }
        self.contents = contents
        self.appTypeParams = appTypeParams
        self.watchedParams = watchedParams
    }
}

extension NavigationGraph {
    /// The checker's index of the spec, made by the first rule that needs it.
    var checkIndex: CheckIndex { memo.value { CheckIndex(spec) } }
}

extension Spec {
    /// The param at a position of `CheckIndex`.
    func param(at position: CheckIndex.ParamPosition) -> ParamSpec {
        screens[Int(position.entry)].params[Int(position.param)]
    }
}
