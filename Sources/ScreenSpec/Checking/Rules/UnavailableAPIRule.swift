/// `unavailable_api`: the generated code must compile at the app's deployment target, so the
/// spec may only ask for SwiftUI API that exists there.
public struct UnavailableAPIRule: Rule {
    public static let description = RuleDescription(
        id: "unavailable_api",
        name: "Unavailable API",
        summary: "a placement, tab style, search placement, tab section, tab role or tab bar behavior that is not available at the deployment target",
        rationale: """
            ScreenSpec emits the SwiftUI API a spec asks for; one that does not exist at \
            `app.deploymentTarget` would not compile, or would need `#available` checks that change \
            the UI per OS version behind the spec's back. `tabStyle: sidebarAdaptable` needs iOS 18 \
            (ignored, so accepted, in a single-stack app), and so do its tabs' `section`s \
            (`TabSection`), and a tab's `role: search` (`Tab(…, role: .search)`) under a tab bar or \
            `sidebarAdaptable` (`splitView` lists every tab alike and ignores it); \
            `tabBarMinimizeBehavior` other than `automatic` needs iOS 26 (the Mac's tab bar does not \
            minimize: the generator leaves it out there); `splitView` works from iOS 16; the toolbar placements `largeTitle`, \
            `largeSubtitle` and `subtitle` need iOS 26. Every listed platform is checked and named: \
            `sidebarAdaptable` needs macOS 15, and the Mac has no `largeTitle`, `largeSubtitle` or \
            `subtitle` placement (the generator gives `topBarLeading`, `topBarTrailing` and \
            `bottomBar` the Mac's `navigation`, `primaryAction` and `status`, or the form given in \
            `placement: { iOS: …, macOS: … }`). Every other placement, and every search placement, \
            exists at every supported deployment target; where an API only changed (`Tab` from \
            iOS 18, `toolbarTitleDisplayMode` from iOS 17) the generator falls back to the older \
            one. Raise the deployment target or pick another value: the first `sidebarAdaptable` \
            error has a note naming `splitView`, a sidebar (with its sections) from iOS 16 / macOS 13.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Shop
              deploymentTarget: [iOS 18, macOS 14]
              tabStyle: ↓sidebarAdaptable
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: cart, title: Cart, systemImage: cart, root: Cart }
            screens:
              Home: {}
              Cart: {}
            """,
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
            """
            app:
              name: Music
              deploymentTarget: [iOS 18, macOS 14]
            tabs:
              - { id: library, title: Library, systemImage: music.note.house, root: Library }
              - { id: search, title: Search, systemImage: magnifyingglass, root: Search, role: ↓search }
            screens:
              Library: {}
              Search: { search: {} }
            """,
            """
            app:
              name: News
              deploymentTarget: [iOS 18, macOS 15]
              tabBarMinimizeBehavior: ↓onScrollDown
            tabs:
              - { id: today, title: Today, systemImage: newspaper, root: Today }
              - { id: saved, title: Saved, systemImage: bookmark, root: Saved }
            screens:
              Today: {}
              Saved: {}
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
            """
            app:
              name: Music
              deploymentTarget: [iOS 26, macOS 26]
              tabBarMinimizeBehavior: onScrollDown
            tabs:
              - { id: library, title: Library, systemImage: music.note.house, root: Library }
              - { id: search, title: Search, systemImage: magnifyingglass, root: Search, role: search }
            screens:
              Library: {}
              Search: { search: {} }
            """,
            """
            app:
              name: Music
              deploymentTarget: [iOS 17, macOS 14]
              tabStyle: splitView
            tabs:
              - { id: library, title: Library, systemImage: music.note.house, root: Library }
              - { id: search, title: Search, systemImage: magnifyingglass, root: Search, role: search }
            screens:
              Library: {}
              Search: { search: {} }
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let app = graph.spec.app
        let targets = app.effectiveDeploymentTargets
        /// `alternative`: a note added to the first report only (one spec mistake, one piece of advice).
        func report(_ what: String, introduced: DeploymentTarget, at location: SourceLocation,
                    alternative: inout Diagnostic.Note?) {
            for target in targets where target.platform == introduced.platform && introduced.version > target.version {
                emit.emit("\(what) is not available at deployment target \(target)", at: location,
                          notes: [Diagnostic.Note("available from \(introduced)", at: location)] + [alternative].compactMap { $0 })
                alternative = nil
            }
        }
        func report(_ what: String, introduced: DeploymentTarget, at location: SourceLocation) {
            var none: Diagnostic.Note?
            report(what, introduced: introduced, at: location, alternative: &none)
        }
        /// `what` needs `introduced` (an iOS version) or its counterpart on each listed platform.
        func reportOnEveryPlatform(_ what: String, introduced: DeploymentTarget, at location: SourceLocation,
                                   alternative: Diagnostic.Note? = nil) {
            var alternative = alternative
            for platform in Platform.allCases {
                report(what, introduced: introduced.counterpart(on: platform), at: location, alternative: &alternative)
            }
        }
        func reportMissing(_ what: String, on platform: Platform, at location: SourceLocation, note: String,
                           fixIts: [Diagnostic.FixIt] = []) {
            guard targets.contains(where: { $0.platform == platform }) else { return }
            emit.emit("\(what) is not available on \(platform.rawValue)", at: location,
                      notes: [Diagnostic.Note(note, at: location)], fixIts: fixIts)
        }

        if !graph.isSingleStack, let style = app.tabStyle, let introduced = Self.introduced(style.value) {
            reportOnEveryPlatform("tab style '\(style.value.rawValue)'", introduced: introduced, at: style.location,
                                  alternative: Self.alternative(to: style.value, at: style.location))
        }
        for toolbar in graph.index.toolbars {
            for item in toolbar.items {
                if let placement = item.placement, item.placementByPlatform.isEmpty,
                   let introduced = placement.value.introduced(on: .iOS) {
                    report("placement '\(placement.value.rawValue)'", introduced: introduced, at: placement.location)
                }
                for (platform, placement) in item.placementByPlatform.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                    if !placement.value.isAvailable(on: platform) {
                        // The placement the generator would give it there, when there is one (`primaryAction`).
                        let form = placement.value.form(on: platform)
                        let fixIts = form.flatMap { placement.fixIt(replacingWith: $0.rawValue) }.map { [$0] }
                        reportMissing("placement '\(placement.value.rawValue)'", on: platform, at: placement.location,
                                      note: form.map { "its \(platform.rawValue) counterpart is '\($0.rawValue)'" }
                                          ?? "give this platform a placement it has",
                                      fixIts: fixIts ?? [])
                    } else if let introduced = placement.value.introduced(on: platform) {
                        report("placement '\(placement.value.rawValue)'", introduced: introduced, at: placement.location)
                    }
                }
                // A placement the Mac lacks and has no counterpart for, without a macOS override.
                if item.placementByPlatform[.macOS] == nil, let placement = item.placement,
                   (item.placement?.value ?? .automatic).form(on: .macOS) == nil {
                    // Without iOS listed, a per-platform mapping would name a platform the app does not build for.
                    let hasIOS = targets.contains { $0.platform == .iOS }
                    reportMissing("placement '\(placement.value.rawValue)'", on: .macOS, at: placement.location,
                                  note: hasIOS ? "add 'placement: { iOS: \(placement.value.rawValue), macOS: … }'"
                                      : "'\(placement.value.rawValue)' is an iOS-only placement and the app lists no iOS "
                                        + "target: use a Mac placement such as 'principal' (the center of the toolbar), "
                                        + "'navigation', 'primaryAction' or 'automatic'")
                }
            }
        }
        let index = graph.index
        for number in index.screens.indices where index.traits(ofScreen: number).contains(.search) {
            guard let placement = index.screens[number].search?.placement, let introduced = Self.introduced(placement.value),
                  targets.contains(where: { $0.platform == .iOS && introduced.version > $0.version }) else { continue }
            report("search placement '\(placement.value.rawValue)'", introduced: introduced, at: placement.location)
        }
        // `inlineLarge` is a `ToolbarTitleDisplayMode` (iOS 17); iOS 16's navigation bar mode has no such value.
        for screen in graph.spec.screens {
            if let mode = screen.titleDisplayMode, mode.value == .inlineLarge {
                report("'titleDisplayMode: inlineLarge'", introduced: .iOS17, at: mode.location)
            }
        }
        // Sections of a sidebar-adaptable tab view are `TabSection`s (iOS 18); one report for all.
        if !graph.isSingleStack, app.effectiveTabStyle == .sidebarAdaptable,
           let section = graph.spec.tabs.lazy.compactMap(\.section).first {
            reportOnEveryPlatform("'section' (a TabSection)", introduced: .iOS18, at: section.location)
        }
        // The tab bar's minimize behavior (iOS 26; the Mac leaves it out): `automatic` is what the
        // system does anyway, and a split view or a single stack has no tab bar.
        if app.showsTabView, let behavior = app.tabBarMinimizeBehavior,
           behavior.value != .automatic {
            report("'tabBarMinimizeBehavior: \(behavior.value.rawValue)'", introduced: .iOS26, at: behavior.location)
        }
        // A tab's role is an argument of `Tab` (iOS 18), which a split view's sidebar does not use.
        if app.showsTabView {
            for role in graph.spec.tabs.compactMap(\.role) {
                reportOnEveryPlatform("'role: \(role.value.rawValue)' (a Tab role)", introduced: .iOS18, at: role.location)
            }
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

    /// The style that gives what `style` does at every supported deployment target, as a note:
    /// a sidebar below iOS 18 / macOS 15 is `splitView`'s (iOS 16 / macOS 13), sections included.
    static func alternative(to style: TabStyle, at location: SourceLocation) -> Diagnostic.Note? {
        guard style == .sidebarAdaptable else { return nil }
        return Diagnostic.Note("'tabStyle: splitView' shows the tabs as a sidebar from iOS 16 / macOS 13, with their "
                               + "'section' headers (on iPhone it collapses into one stack, with no tab bar)", at: location)
    }

    /// The first deployment target with the search placement, or nil when every target has it:
    /// all of them date from iOS 15 (reference/swiftui-api.md §4), below every supported target.
    static func introduced(_ placement: SearchPlacement) -> DeploymentTarget? {
        switch placement {
        case .automatic, .navigationBarDrawer, .toolbar, .sidebar: return nil
        }
    }
}
