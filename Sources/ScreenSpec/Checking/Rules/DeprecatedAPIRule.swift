/// `deprecated_api`: the spec should name the current SwiftUI API, which is what the generated
/// code emits, so that spec and code read alike and keep compiling on newer SDKs.
public struct DeprecatedAPIRule: Rule {
    public static let description = RuleDescription(
        id: "deprecated_api",
        name: "Deprecated API",
        summary: "a deprecated toolbar placement (`navigationBarLeading`, `navigationBarTrailing`), or an iOS-only one in an app with no iOS target",
        rationale: """
            `navigationBarLeading` and `navigationBarTrailing` are deprecated in favour of \
            `topBarLeading` and `topBarTrailing`, which are back-deployed to iOS 14 and mean the same \
            on iPhone (Apple: "use topBarLeading instead"). The generated code always emits the \
            replacement; the fix-it renames the value in the spec. In an app whose \
            `deploymentTarget` lists no iOS target, the generated code emits the Mac's counterpart \
            instead (`navigation` for the leading placements, `primaryAction` for the trailing ones, \
            `status` for `bottomBar`), so the message and fix-it name that, and the iOS-only \
            `topBarLeading`, `topBarTrailing` and `bottomBar` are reported too, with a note.
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
            """
            app:
              name: Xcodes
              deploymentTarget: macOS 14
              root: XcodeList
            toolbars:
              main:
                - placement: ↓navigationBarTrailing
                  label: Refresh
                  action: { custom: refresh }
                - placement: ↓topBarLeading
                  label: Sidebar
                  action: { custom: toggleSidebar }
            screens:
              XcodeList:
                toolbar: main
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Xcodes
              deploymentTarget: macOS 14
              root: XcodeList
            toolbars:
              main:
                - placement: primaryAction
                  label: Refresh
                  action: { custom: refresh }
                - placement: navigation
                  label: Sidebar
                  action: { custom: toggleSidebar }
            screens:
              XcodeList:
                toolbar: main
            """,
            """
            app:
              name: Notes
              deploymentTarget: [iOS 17, macOS 14]
              root: NoteList
            toolbars:
              main:
                - placement: topBarTrailing
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
        // With no iOS target, the code the generator writes is the Mac's: a placement's Mac form
        // (`ToolbarPlacement.form(on:)`, the mapping the generator uses) is what the spec should name.
        let macOnly = !graph.spec.app.platforms.contains(.iOS)
        for toolbar in graph.spec.toolbars.uniqued(by: \.id.value) {
            for item in toolbar.items {
                // `{ iOS: …, macOS: … }`: the Mac's entry is `unavailable_api`'s when it lacks it there.
                let placement = item.placementByPlatform.isEmpty ? item.placement : item.placementByPlatform[.iOS]
                guard let placement else { continue }
                let name = placement.value.rawValue
                let deprecated = placement.value.replacement != nil
                let target: ToolbarPlacement?
                var notes: [Diagnostic.Note] = []
                if macOnly, item.placementByPlatform.isEmpty, !placement.value.isAvailable(on: .macOS),
                   let form = placement.value.form(on: .macOS) {
                    target = form
                    let what = placement.value.replacement.map { "its replacement, '\($0.rawValue)', is iOS-only" }
                        ?? "'\(name)' is an iOS-only placement"
                    notes = [Diagnostic.Note("\(what) and the app lists no iOS target: the generated code uses its Mac "
                                             + "counterpart, '\(form.rawValue)'", at: placement.location)]
                } else {
                    target = placement.value.replacement
                }
                guard let target else { continue }
                let text = Located(name, at: placement.location, verbatimStart: placement.verbatimStart)
                let fixIt = text.fixIt(replacing: name.unicodeScalars.count, with: target.rawValue)
                emit.emit("placement '\(name)' is \(deprecated ? "deprecated" : "iOS-only"); use '\(target.rawValue)'",
                          at: placement.location, notes: notes, fixIts: fixIt.map { [$0] } ?? [])
            }
        }
    }
}
