/// `param_named_like_screen_key`: `title: Details` one level too deep, under `params`, reads as a
/// param `title` of an app type `Details`, which even compiles once `scaffold` writes the type.
public struct ParamNamedLikeScreenKeyRule: Rule {
    public static let description = RuleDescription(
        id: "param_named_like_screen_key",
        name: "Param named like a screen key",
        summary: "a param named 'title', 'view' or 'message' whose type is the app's own: most likely the screen's key indented under 'params'",
        rationale: """
            YAML reads a key indented one level too deep as part of the mapping above it: \
            `title: Details` under `params` is a param `title` whose type is an app type \
            `Details`, and the screen has no title. A key whose value cannot be a type \
            (`presentation: sheet`) is an error of its own; these three take any text, so a param \
            so named with an app type is reported for a look at the indentation.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Birds
              root: BirdList
            screens:
              BirdList:
                links: [ { push: BirdDetail } ]
              BirdDetail:
                params:
                  species: String
                  title: ↓Details
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Birds
              root: BirdList
            screens:
              BirdList:
                links: [ { push: BirdDetail } ]
              BirdDetail:
                params:
                  species: String
                  title: String
                title: Details
            """,
        ]
    )

    /// The screen keys whose value is free text or a type name, so that under `params` they load.
    static let keys: Set<String> = ["title", "view", "message"]

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        for screen in graph.spec.screens {
            for param in screen.params where Self.keys.contains(param.name.value) {
                let type = param.type.value
                guard type.element == nil, ParamType.isAppTypeName(type.name) else { continue }
                emit.emit("the param '\(param.name.value)' of '\(screen.id.value)' has the app type '\(type)': if "
                          + "'\(param.name.value): \(type)' is meant for the screen, indent it as 'params' is",
                          at: param.type.location,
                          notes: [Diagnostic.Note("'\(param.name.value)' is also a key of a screen", at: param.name.location)])
            }
        }
    }
}
