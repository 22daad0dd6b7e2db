/// `param_named_like_screen_key`: `title: Details` one level too deep, under `params`, reads as a
/// param `title` of an app type `Details`, which even compiles once `scaffold` writes the type.
public struct ParamNamedLikeScreenKeyRule: Rule {
    public static let description = RuleDescription(
        id: "param_named_like_screen_key",
        name: "Param named like a screen key",
        summary: "a param named 'title' or 'view' (on an alert or confirmation dialog also 'message') whose type is the app's own: most likely the screen's key indented under 'params'",
        rationale: """
            YAML reads a key indented one level too deep as part of the mapping above it: \
            `title: Details` under `params` is a param `title` whose type is an app type \
            `Details`, and the screen has no title. A key whose value cannot be a type \
            (`presentation: sheet`) is an error of its own; these take any text, so a param \
            so named with an app type is reported for a look at the indentation. `message` is a key \
            only of an alert or confirmation dialog, so only there is a param `message` suspect; \
            elsewhere (`message: ChatMessage` on a pushed screen) it is just a param.
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
            """
            app:
              name: Birds
              root: BirdList
            screens:
              BirdList:
                links: [ { alert: ReportSighting } ]
              ReportSighting:
                presentation: alert
                title: Report this sighting?
                params:
                  species: String
                  message: ↓SightingNote
                buttons: [ { label: Report } ]
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
            """
            app:
              name: Birds
              root: BirdList
            screens:
              BirdList:
                links: [ { push: SightingDetail } ]
              SightingDetail:
                params:
                  message: SightingNote
            """,
            """
            app:
              name: Birds
              root: BirdList
            screens:
              BirdList:
                links: [ { push: BirdDetail } ]
              BirdDetail:
                title: Bird
                params:
                  title: BirdTitle
            """,
        ]
    )

    /// The screen keys whose value is free text or a type name, so that under `params` they load.
    static let keys: Set<String> = ["title", "view"]
    /// The keys of `keys` and the keys only an alert or confirmation dialog has (`message`).
    static let dialogKeys: Set<String> = keys.union(["message"])

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        for screen in graph.spec.screens {
            // `message` is a key of a dialog only: on any other screen a param so named is just a param.
            let keys = screen.isDialog ? Self.dialogKeys : Self.keys
            for param in screen.params where keys.contains(param.name.value) {
                let type = param.type.value
                guard type.element == nil, ParamType.isAppTypeName(type.name) else { continue }
                // A screen that has the key already wrote it where it belongs: the param is meant.
                let given: Bool
                switch param.name.value {
                case "title": given = screen.title != nil
                case "view": given = screen.view != nil
                default: given = screen.dialog?.message != nil
                }
                if given { continue }
                emit.emit("the param '\(param.name.value)' of '\(screen.id.value)' has the app type '\(type)': if "
                          + "'\(param.name.value): \(type)' is meant for the screen, indent it as 'params' is",
                          at: param.type.location,
                          notes: [Diagnostic.Note("'\(param.name.value)' is also a key of a screen", at: param.name.location)])
            }
        }
    }
}
