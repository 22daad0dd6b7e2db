/// `unavailable_api`: the generated code must compile at the app's deployment target, so the
/// spec may only ask for SwiftUI API that exists there.
public struct UnavailableAPIRule: Rule {
    public static let description = RuleDescription(
        id: "unavailable_api",
        name: "Unavailable API",
        summary: "a placement, tab style or search placement that is not available at the deployment target",
        rationale: """
            ScreenSpec emits the SwiftUI API a spec asks for; one that does not exist at \
            `app.deploymentTarget` would not compile, or would need `#available` checks that change \
            the UI per OS version behind the spec's back. `tabStyle: sidebarAdaptable` needs iOS 18 \
            (ignored, so accepted, in a single-stack app), and so do its tabs' `section`s \
            (`TabSection`); `splitView` works from iOS 16; the toolbar placements `largeTitle`, \
            `largeSubtitle` and `subtitle` need iOS 26. Every other placement, and every search \
            placement, exists at every supported deployment target (iOS 16 and later); where an API \
            only changed (`Tab` from iOS 18, `toolbarTitleDisplayMode` from iOS 17) the generator \
            falls back to the older one. Raise the deployment target or pick another value.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Files
              deploymentTarget: iOS 17
              tabStyle: ↓sidebarAdaptable
            tabs:
              - id: recents
                title: Recents
                systemImage: clock
                root: Recents
              - id: browse
                title: Browse
                systemImage: folder
                root: Browse
            screens:
              Recents: {}
              Browse: {}
            """,
            """
            app:
              name: Notes
              root: NoteList
            toolbars:
              main:
                - placement: ↓largeTitle
                  label: Notes
                - placement: ↓subtitle
                  label: 12 notes
                - placement: topBarTrailing
                  systemImage: square.and.pencil
                  label: New Note
            screens:
              NoteList:
                toolbar: main
            """,
            """
            app:
              name: Mail
              deploymentTarget: iOS 17
              tabStyle: ↓sidebarAdaptable
            tabs:
              - { id: inbox, title: Inbox, systemImage: tray, root: Inbox, section: ↓Mailboxes }
              - { id: sent, title: Sent, systemImage: paperplane, root: Sent, section: Mailboxes }
            screens:
              Inbox: {}
              Sent: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Files
              deploymentTarget: iOS 18
              tabStyle: sidebarAdaptable
            tabs:
              - id: recents
                title: Recents
                systemImage: clock
                root: Recents
              - id: browse
                title: Browse
                systemImage: folder
                root: Browse
            screens:
              Recents: {}
              Browse: {}
            """,
            """
            app:
              name: Notes
              deploymentTarget: iOS 26
              root: NoteList
            toolbars:
              main:
                - placement: largeTitle
                  label: Notes
                - placement: secondaryAction
                  systemImage: trash
                  label: Delete All
            screens:
              NoteList:
                toolbar: main
                search:
                  placement: navigationBarDrawer
            """,
            """
            app:
              name: Garage
              deploymentTarget: iOS 16
              root: CarList
              tabStyle: sidebarAdaptable
            screens:
              CarList: {}
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let app = graph.spec.app
        let target = app.effectiveDeploymentTarget
        func report(_ what: String, introduced: DeploymentTarget, at location: SourceLocation) {
            emit.emit("\(what) is not available at deployment target \(target)", at: location,
                      notes: [Diagnostic.Note("available from \(introduced)", at: location)])
        }

        if !graph.isSingleStack, let style = app.tabStyle, let introduced = Self.introduced(style.value),
           introduced > target {
            report("tab style '\(style.value.rawValue)'", introduced: introduced, at: style.location)
        }
        for toolbar in graph.index.toolbars {
            for item in toolbar.items {
                guard let placement = item.placement, let introduced = placement.value.introduced,
                      introduced > target else { continue }
                report("placement '\(placement.value.rawValue)'", introduced: introduced, at: placement.location)
            }
        }
        let index = graph.index
        for number in index.screens.indices where index.traits(ofScreen: number).contains(.search) {
            guard let placement = index.screens[number].search?.placement, let introduced = Self.introduced(placement.value),
                  introduced > target else { continue }
            report("search placement '\(placement.value.rawValue)'", introduced: introduced, at: placement.location)
        }
        // Sections of a sidebar-adaptable tab view are `TabSection`s (iOS 18); one report for all.
        if !graph.isSingleStack, app.effectiveTabStyle == .sidebarAdaptable, DeploymentTarget.iOS18 > target,
           let section = graph.spec.tabs.lazy.compactMap(\.section).first {
            report("'section' (a TabSection)", introduced: .iOS18, at: section.location)
        }
    }

    /// The first deployment target with the tab style, or nil when every target has it.
    static func introduced(_ style: TabStyle) -> DeploymentTarget? {
        switch style {
        case .tabBar: return nil
        case .sidebarAdaptable: return .iOS18
        case .splitView: return nil
        }
    }

    /// The first deployment target with the search placement, or nil when every target has it:
    /// all of them date from iOS 15 (reference/swiftui-api.md §4), below every supported target.
    static func introduced(_ placement: SearchPlacement) -> DeploymentTarget? {
        switch placement {
        case .automatic, .navigationBarDrawer, .toolbar, .sidebar: return nil
        }
    }
}
