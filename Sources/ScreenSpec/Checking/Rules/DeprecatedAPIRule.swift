/// `deprecated_api`: the spec should name the current SwiftUI API, which is what the generated
/// code emits, so that spec and code read alike and keep compiling on newer SDKs.
public struct DeprecatedAPIRule: Rule {
    public static let description = RuleDescription(
        id: "deprecated_api",
        name: "Deprecated API",
        summary: "a deprecated toolbar placement (`navigationBarLeading`, `navigationBarTrailing`), or an iOS-only placement, `fullScreenCover`, search placement or large title in an app with no iOS target",
        rationale: """
            `navigationBarLeading` and `navigationBarTrailing` are deprecated in favour of \
            `topBarLeading` and `topBarTrailing`, which are back-deployed to iOS 14 and mean the same \
            on iPhone (Apple: "use topBarLeading instead"). The generated code always emits the \
            replacement; the fix-it renames the value in the spec. In an app whose \
            `deploymentTarget` lists no iOS target, the generated code emits the Mac's counterpart \
            instead (`navigation` for the leading placements, `primaryAction` for the trailing ones, \
            `status` for `bottomBar`), so the message and fix-it name that, and the iOS-only \
            `topBarLeading`, `topBarTrailing` and `bottomBar` are reported too, with a note. So are \
            the other iOS-only forms the generated code replaces on the Mac: a `fullScreenCover` \
            (presented as a sheet: the fix-it writes `sheet`), the search placement \
            `navigationBarDrawer` (the field goes in the toolbar: `toolbar`) and the title display \
            mode `large` (left out, as macOS titles have one size: `automatic`).
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
            """
            app:
              name: Xcodes
              deploymentTarget: macOS 14
              root: XcodeList
            screens:
              XcodeList:
                titleDisplayMode: ↓large
                search: { placement: ↓navigationBarDrawer }
                links:
                  - ↓fullScreenCover: Installer
              Installer:
                presentation: ↓fullScreenCover
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
                titleDisplayMode: large
                search: { placement: navigationBarDrawer }
                links:
                  - fullScreenCover: Composer
              Composer:
                presentation: fullScreenCover
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
                let fixIt = placement.fixIt(replacingWith: target.rawValue)
                emit.emit("placement '\(name)' is \(deprecated ? "deprecated" : "iOS-only"); use '\(target.rawValue)'",
                          at: placement.location, notes: notes, fixIts: fixIt.map { [$0] } ?? [])
            }
        }
        if macOnly { checkIOSOnlyForms(graph, emit: &emit) }
    }

    /// The iOS-only forms besides placements that the generated code replaces when the app lists
    /// no iOS target: each reported at its value, with the Mac's form as the fix-it.
    private func checkIOSOnlyForms(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        func report(_ what: String, _ name: String, at location: SourceLocation, use replacement: String,
                    generated: String, fixIt: Diagnostic.FixIt?, extraNote: String? = nil) {
            var notes = [Diagnostic.Note("'\(name)' is iOS-only and the app lists no iOS target: the generated code "
                                         + generated, at: location)]
            if let extraNote { notes.append(Diagnostic.Note(extraNote, at: location)) }
            emit.emit("\(what) '\(name)' is iOS-only; use '\(replacement)'", at: location, notes: notes,
                      fixIts: fixIt.map { [$0] } ?? [])
        }
        let cover = Presentation.fullScreenCover.rawValue
        for screen in graph.spec.screens {
            if let presentation = screen.presentation, presentation.value == .fullScreenCover {
                report("presentation", cover, at: presentation.location, use: "sheet", generated: "presents a sheet",
                       fixIt: presentation.fixIt(replacingWith: "sheet"))
            }
            for link in screen.links where link.kind == .fullScreenCover {
                report("link", cover, at: link.location, use: "sheet", generated: "presents a sheet",
                       fixIt: Diagnostic.FixIt(replacement: "sheet", at: link.location, length: cover.unicodeScalars.count))
            }
            if let mode = screen.titleDisplayMode, mode.value == .large {
                report("title display mode", mode.value.rawValue, at: mode.location, use: "automatic",
                       generated: "leaves it out (macOS titles have one size)",
                       fixIt: mode.fixIt(replacingWith: "automatic"))
            }
            if let search = screen.search, let placement = search.placement, placement.value == .navigationBarDrawer {
                // `displayMode` belongs to the drawer: the one-value fix-it would leave it wrong.
                let hasDisplayMode = search.displayMode != nil
                report("search placement", placement.value.rawValue, at: placement.location, use: "toolbar",
                       generated: "puts the search field in the toolbar",
                       fixIt: hasDisplayMode ? nil : placement.fixIt(replacingWith: "toolbar"),
                       extraNote: hasDisplayMode ? "remove 'displayMode' too: it is for the drawer only" : nil)
            }
        }
    }
}
