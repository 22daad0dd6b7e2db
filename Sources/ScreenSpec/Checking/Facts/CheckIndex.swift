/// The params the rules look at by kind, found among the spec index's param summaries: those of
/// an app type, and those named like something generated code declares itself.
final class CheckIndex: Sendable {
    /// A param of an entry of `spec.screens`.
    struct ParamPosition: Sendable {
        /// The entry's position in `spec.screens`.
        var entry: Int32
        /// The param's position among its params.
        var param: Int32
    }

    /// The params whose type is an app type (not a builtin), in spec order.
    let appTypeParams: [ParamPosition]
    /// The params named like something generated code declares itself (`watchedParamNames`),
    /// in spec order.
    let watchedParams: [ParamPosition]

    /// The param names `watchedParams` holds: a generated view's own properties and the search
    /// text a searchable screen's view receives.
    static let watchedParamNames = Naming.reservedParamNames + [GeneratedNameCollisionRule.searchArgument]

    init(_ index: SpecIndex) {
        var appTypeParams: [ParamPosition] = []
        var watchedParams: [ParamPosition] = []
        let watched = Self.watchedParamNames
        for entry in index.entryScreens.indices {
            let params = index.params(ofEntry: entry)
            for position in params.indices {
                let param = ParamPosition(entry: Int32(entry), param: Int32(position - params.startIndex))
                if params[position].builtin == nil { appTypeParams.append(param) }
                if watched.contains(params[position].name) { watchedParams.append(param) }
            }
        }
        self.appTypeParams = appTypeParams
        self.watchedParams = watchedParams
    }
}

extension NavigationGraph {
    /// The checker's index of the spec's params, made by the first rule that needs it.
    var checkIndex: CheckIndex { memo.value { CheckIndex(index) } }
}

extension Spec {
    /// The param at a position of `CheckIndex`.
    func param(at position: CheckIndex.ParamPosition) -> ParamSpec {
        screens[Int(position.entry)].params[Int(position.param)]
    }
}

extension SpecIndex {
    /// The summary of the param at a position of `CheckIndex`.
    func param(at position: CheckIndex.ParamPosition) -> ParamSummary {
        params[Int(paramStarts[Int(position.entry)]) + Int(position.param)]
    }
}
