/// `deprecated_api`: the spec should name the current SwiftUI API, which is what the generated
/// code emits, so that spec and code read alike and keep compiling on newer SDKs.
public struct DeprecatedAPIRule: Rule {
    public static let description = RuleDescription(
        id: "deprecated_api",
        name: "Deprecated API",
        summary: "a deprecated toolbar placement (`navigationBarLeading`, `navigationBarTrailing`)",
        rationale: """
            `navigationBarLeading` and `navigationBarTrailing` are deprecated in favour of \
            `topBarLeading` and `topBarTrailing`, which are back-deployed to iOS 14 and mean the same \
            on iPhone (Apple: "use topBarLeading instead"). The generated code always emits the \
            replacement; the fix-it renames the value in the spec.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Notes
              root: NoteList
            toolbars:
              main:
                - placement: ↓navigationBarLeading
                  label: Edit
                  action: { custom: edit }
                - placement: ↓navigationBarTrailing
                  systemImage: square.and.pencil
                  label: New Note
                  action: { custom: newNote }
            screens:
              NoteList:
                toolbar: main
            """,
            """
            app:
              name: Notes
              root: NoteList
            toolbars:
              main:
                - { placement: ↓"navigationBarTrailing", label: Share, action: { custom: share } }
            screens:
              NoteList:
                toolbar: main
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Notes
              root: NoteList
            toolbars:
              main:
                - placement: topBarLeading
                  label: Edit
                  action: { custom: edit }
                - placement: topBarTrailing
                  systemImage: square.and.pencil
                  label: New Note
                  action: { custom: newNote }
            screens:
              NoteList:
                toolbar: main
            """,
            """
            app:
              name: Notes
              root: NoteList
            toolbars:
              main:
                - label: Share
                  action: { custom: share }
            screens:
              NoteList:
                toolbar: main
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        for toolbar in graph.spec.toolbars.uniqued(by: \.id.value) {
            for item in toolbar.items {
                guard let placement = item.placement, let replacement = placement.value.replacement else { continue }
                let name = placement.value.rawValue
                let text = Located(name, at: placement.location, verbatimStart: placement.verbatimStart)
                let fixIt = text.fixIt(replacing: name.unicodeScalars.count, with: replacement.rawValue)
                emit.emit("placement '\(name)' is deprecated; use '\(replacement.rawValue)'", at: placement.location,
                          fixIts: fixIt.map { [$0] } ?? [])
            }
        }
    }
}
