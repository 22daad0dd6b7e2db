/// Merges the fragments of the spec files, in file order, into one spec: the first `app` section
/// counts, tabs, toolbars and screens are appended, and an id defined again is reported at the
/// later definition with a note at the first.
struct SpecMerger {
    /// Everything reported so far: the fragments' diagnostics, the merge's, and `finish`'s.
    var diagnostics = DiagnosticCollector()
    /// What the merge left out: the second definitions of ids, whose links are not read, and what
    /// the errors in the `app` section that counts leave out.
    var gaps: [LoadGap] = []

    /// The `app` section, once read with a name.
    var app: AppSection?
    /// The first `app` key, valid or not.
    var appKey: SourceLocation?
    /// The first `app` mapping, where a missing `root`/`tabs` is reported.
    var appMapping: SourceLocation?
    /// The first non-null `tabs` section.
    var tabsSection: SourceLocation?
    /// The key of that section, where diagnostics about the tab list point (`tab_count`).
    var tabsKey: SourceLocation?
    /// The sections meant by top-level keys reported as unknown (`tab:` → `tabs`).
    var sectionsLeftOut: Set<String> = []
    /// Whether the `app` section that counts has a root or tabs reported and left out.
    var rootOrTabsLeftOut = false

    var tabs: [TabSpec] = []
    var tabIDs: [String: SourceLocation] = [:]
    var toolbars: [ToolbarSpec] = []
    var toolbarIDs: [String: SourceLocation] = [:]
    var screens: [ScreenDefinition] = []
    /// Each screen id's number: its position in `screens`.
    var screenIDs: [String: Int32] = [:]
    /// The reports of ids renamed by a fix-it, with their places in `diagnostics`: the fix-its get
    /// edits at the ids' uses once the spec is merged (`IDRename`).
    var renames: [(position: Int, rename: IDRename)] = []
    /// The `open:` links, reported by `finish` once every tab's root is known.
    var openLinks: [SpecFragment.OpenInLink] = []

    /// Creates a merger for fragments of `entries` entries in all, so that the screens (most of a
    /// large spec's entries) and their ids are not copied and rehashed as they grow.
    init(entries: Int = 0) {
        screens.reserveCapacity(entries)
        screenIDs.reserveCapacity(entries)
    }

    /// Adds the next file's fragment.
    mutating func merge(_ fragment: SpecFragment) {
        for entry in fragment.entries {
            switch entry {
            case .diagnostic(let diagnostic):
                diagnostics.emit(diagnostic)
            case .app(let section):
                if let first = appKey {
                    diagnostics.error(LoaderID.multipleApp, "more than one 'app' section; exactly one file must hold it",
                                      at: section.key, notes: [Diagnostic.Note("first 'app' section here", at: first)])
                    continue
                }
                appKey = section.key
                appMapping = section.mapping
                app = section.section
                rootOrTabsLeftOut = section.rootOrTabsLeftOut
                diagnostics.emit(contentsOf: section.diagnostics)
                gaps += section.gaps
            case .tabsKey(let location):
                if tabsKey == nil { tabsKey = location }
            case .tabsSection(let location):
                if tabsSection == nil { tabsSection = location }
            case .sectionLeftOut(let section):
                sectionsLeftOut.insert(section)
            case .tab(let tab):
                if let first = tabIDs[tab.id.value] {
                    diagnostics.emit(Self.duplicate(tab.id, first: first, kind: "tab"))
                    gaps.append(LoadGap(.tabs, at: tab.id.location))
                    continue
                }
                tabIDs[tab.id.value] = tab.id.location
                if let role = tab.role, let first = tabs.lazy.compactMap(\.role).first(where: { $0.value == role.value }) {
                    diagnostics.error(LoaderID.invalidValue,
                                      "only one tab can have 'role: \(role.value.rawValue)'; remove it from this tab or the first",
                                      at: role.location, notes: [Diagnostic.Note("first 'role: \(role.value.rawValue)' here", at: first.location)])
                }
                tabs.append(tab)
            case .toolbar(let toolbar):
                if let first = toolbarIDs[toolbar.id.value] {
                    diagnostics.emit(Self.duplicate(toolbar.id, first: first, kind: "toolbar"))
                    gaps.append(LoadGap(.navigation, at: toolbar.id.location))
                    continue
                }
                toolbarIDs[toolbar.id.value] = toolbar.id.location
                toolbars.append(toolbar)
            case .screen(let screen):
                if let first = screenIDs[screen.id.value] {
                    let kept = screens[Int(first)]
                    diagnostics.emit(Self.duplicate(screen.id, first: kept.id.location, kind: "screen"))
                    gaps.append(LoadGap(.navigation, at: screen.id.location))
                    // The links written for the definition left out would look wrong against the kept one.
                    if kept.effectivePresentation != screen.effectivePresentation || kept.hasOwnStack != screen.hasOwnStack {
                        gaps.append(LoadGap(.presentations, at: screen.id.location, screen: screen.id.value))
                    }
                    continue
                }
                screenIDs[screen.id.value] = Int32(screens.count)
                screens.append(screen)
            case .openInLink(let link):
                openLinks.append(link)
            case .rename(let rename):
                let count = diagnostics.diagnostics.count
                diagnostics.emit(rename.diagnostic)
                if diagnostics.diagnostics.count > count { renames.append((count, rename)) }
            }
        }
    }

    /// Checks what can only be checked once every file is read, and returns the merged spec, or nil
    /// when there is no usable `app`. `firstFile` locates `spec.missing_app`; `mayHoldApp` is false
    /// when a file could not be parsed (it may hold the `app` section, so its absence is not reported).
    mutating func finish(firstFile: String?, mayHoldApp: Bool) -> Spec? {
        for link in openLinks {
            let rootOf = tabs.filter { $0.root?.value == link.target }
            let inOwnTab = rootOf.count == 1 && link.target.map { pushed(from: $0).contains(link.screen) } == true
            diagnostics.emit(link.resolved(rootOf: rootOf.map(\.id.value), inOwnTab: inOwnTab))
        }
        guard appKey != nil else {
            if let firstFile, mayHoldApp {
                diagnostics.error(LoaderID.missingApp, "no file has an 'app' section; exactly one file must",
                                  at: .file(firstFile))
            }
            return nil
        }
        guard let app else { return nil }
        if let root = app.root, tabsSection != nil {
            diagnostics.error(LoaderID.invalidValue,
                              "'app.root' makes a single-stack app, which has no 'tabs'; give one or the other",
                              at: root.location)
            // Whichever was meant, the other's stacks are not what the app shows.
            gaps.append(LoadGap(.navigation, at: root.location))
        } else if app.root == nil, tabsSection == nil, let appMapping, !rootOrTabsLeftOut, !sectionsLeftOut.contains("tabs") {
            // A root or tabs written but reported (`tab:`, `rot: Home`) explains the absence already.
            diagnostics.error(LoaderID.missingKey,
                              "'app' needs 'root' (a single-stack app) or a 'tabs' section (a tab app)",
                              at: appMapping)
        } else if let first = tabs.first, tabs.allSatisfy({ $0.root == nil && $0.action != nil }) {
            diagnostics.error(LoaderID.missingKey,
                              "every tab presents a modal ('action'); at least one tab needs a 'root' to show",
                              at: first.location)
        }
        refuseSystemRouteValues(stateRestoration: app.stateRestoration?.value ?? true)
        return Spec(app: app, tabs: tabs, toolbars: toolbars, screens: screens, tabsLocation: tabsKey)
    }

    /// Reports and leaves out the params whose type is a system type written with its module
    /// (`Foundation.Process`) that the app's routes cannot hold: what they need (Codable or not)
    /// is known only now that the `app` section is read.
    mutating func refuseSystemRouteValues(stateRestoration: Bool) {
        for index in screens.indices {
            let params = screens[index].params
            guard params.contains(where: { $0.type.value.name.containsASCII(".") }) else { continue }
            var kept = params
            let screen = screens[index].id.value
            kept.removeAll { param in
                guard let problem = SpecReader.systemRouteValueProblem(param.type.value.name, stateRestoration: stateRestoration)
                else { return false }
                diagnostics.error(LoaderID.invalidIdentifier, problem, at: param.type.location)
                gaps.append(LoadGap(.params, at: param.type.location, screen: screen))
                return true
            }
            if kept.count != params.count { screens[index].params = kept }
        }
    }

    /// The report of a second definition of an id, with a note at the first. `kind` names it ("screen").
    static func duplicate(_ id: Located<String>, first: SourceLocation, kind: String) -> Diagnostic {
        Diagnostic(id: LoaderID.duplicateDefinition, severity: .error, message: "\(kind) '\(id.value)' is defined more than once",
                   at: id.location, notes: [Diagnostic.Note("'\(id.value)' first defined here", at: first)])
    }

    /// `root` and every screen its stack can push, through `push` links: the screens a tab whose
    /// root it is shows. For a report only, so read from the definitions as they are.
    private func pushed(from root: String) -> Set<String> {
        var reached: Set<String> = [root], pending = [root]
        while let id = pending.popLast() {
            guard let number = screenIDs[id] else { continue }
            for link in screens[Int(number)].links where link.kind == .push && reached.insert(link.target.value).inserted {
                pending.append(link.target.value)
            }
        }
        return reached
    }
}
