/// Every checker rule, in id order: the single list that `check`, `screenspec rules`, the SARIF
/// driver and `Documentation/Rules.md` are built from.
public enum RuleRegistry {
    /// All rules, sorted by id.
    public static let all: [any Rule.Type] = [
        // Part A: references, reachability, stacks and names.
        UndefinedReferenceRule.self,
        UnreachableScreenRule.self,
        DuplicateDestinationTypeRule.self,
        NestedStackRule.self,
        PresentationMismatchRule.self,
        MissingArgumentsRule.self,
        TabRootParamsRule.self,
        GeneratedNameCollisionRule.self,
        UnusedToolbarRule.self,
        ModalPresentsItselfRule.self,
        // Part B: deep links, API availability, toolbars, search, titles and tabs.
        DeepLinkMismatchRule.self,
        AmbiguousDeepLinkRule.self,
        DeepLinkWithoutSchemeRule.self,
        DeepLinkHostCaseRule.self,
        UnavailableAPIRule.self,
        DeprecatedAPIRule.self,
        DuplicatePlacementRule.self,
        SearchWithoutStackRule.self,
        ToolbarWithoutStackRule.self,
        InvalidTitleInterpolationRule.self,
        TabCountRule.self,
        TabSectionOrderRule.self,
        // Format 1.1: param types.
        MisspelledParamTypeRule.self,
        OptionalPathParamRule.self,
        ParamNamedLikeScreenKeyRule.self,
        // Format 1.1: toolbar menus.
        InvalidMenuRule.self,
        MenuPlacementRule.self,
    ].sorted { $0.description.id < $1.description.id }

    /// The rule with this id.
    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// Every rule id.
    public static var ids: [String] { all.map { $0.description.id } }

    /// The rules as reporters see them (SARIF's `tool.driver.rules`), in id order.
    public static var metadata: [RuleMetadata] { all.map { RuleMetadata($0.description) } }
}
