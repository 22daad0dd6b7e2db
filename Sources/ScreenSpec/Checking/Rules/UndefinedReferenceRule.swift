/// `undefined_reference`: every name a spec uses (a link, a tab root, `app.root`, a toolbar use,
/// an action's screen or tab) must name something the spec defines, with a "did you mean" fix-it.
public struct UndefinedReferenceRule: Rule {
    public static let description = RuleDescription(
        id: "undefined_reference",
        name: "Undefined reference",
        summary: "a link, tab root, toolbar use or action names an unknown screen, tab or toolbar, or a tab without a stack",
        rationale: """
            A name that matches nothing cannot become a route case, a tab or a toolbar, so the \
            generated code would not compile, or the button would do nothing. Usually it is a \
            typo: the fix-it replaces it with the closest defined name (for a screen, the closest \
            of those shown the way the link or action shows it, when one is close: a pushed screen \
            for `push:`, a sheet for `sheet:`; when none is, a link takes the verb of the one that \
            is, `sheet: Entrys` becoming `push: Entries`). An `open` action without \
            `tab` needs a stack that already shows its screen; when none does, the navigator would \
            have nowhere to open it. A tab with an `action` instead of a `root` has no stack, so \
            `selectTab`, `popToRoot` and `open … tab:` cannot name it, nor does a did-you-mean suggest \
            it there: show its modal instead, with its presentation's verb in a link (`sheet: Composer`) \
            or `present:` in an action. When the tab's `action` names a pushed screen (itself a \
            `presentation_mismatch`), the note never suggests `present:`: it shows the screen as \
            declared (`push:` in a link, `open:` in an action when a stack shows it), or says to \
            give it a `presentation`.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                links:
                  - push: ↓ProductDetial
              ProductDetail: {}
            """,
            """
            app:
              name: Shop
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: ↓Hom
              - id: cart
                title: Cart
                systemImage: cart
                root: Cart
            screens:
              Home:
                toolbar: ↓mian
                links:
                  - selectTab: ↓carts
              Cart: {}
            toolbars:
              main:
                - label: Cart
                  action: { open: Cart, tab: ↓crt }
            """,
            """
            app:
              name: Social
            tabs:
              - { id: feed, title: Feed, systemImage: house, root: Feed }
              - { id: post, title: Post, systemImage: square.and.pencil, action: { present: ↓Composr } }
            screens:
              Feed:
                links:
                  - selectTab: ↓post
              Composer: { presentation: sheet }
            """,
            """
            app:
              name: Shop
              root: ProductList
            toolbars:
              main:
                - label: Orders
                  action: { selectTab: ↓orders }
                - label: About
                  action: { open: ↓About }
            screens:
              ProductList:
                toolbar: main
              About: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Shop
              root: ProductList
            screens:
              ProductList:
                links:
                  - push: ProductDetail
              ProductDetail: {}
            """,
            """
            app:
              name: Shop
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Home
              - id: cart
                title: Cart
                systemImage: cart
                root: Cart
            toolbars:
              main:
                - label: Cart
                  action: { selectTab: cart }
                - label: About
                  action: { open: About }
            screens:
              Home:
                toolbar: main
                links:
                  - push: About
              Cart:
                toolbar: main
              About: {}
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let spec = graph.spec
        let index = graph.index
        var names = KnownNames(graph)
        func report(_ reference: Located<String>, _ kind: KnownNames.Kind, extra: String = "",
                    fits: KnownNames.Fit? = nil, link: LinkSpec? = nil) {
            guard !names.contains(reference.value, kind), !names.isFixedInvalidID(reference.value, kind) else { return }
            var notes: [Diagnostic.Note] = []
            var fixIts: [Diagnostic.FixIt] = []
            if let suggestion = names.suggestion(for: reference.value, kind, preferring: fits) {
                // Inside quotes the name starts one column after the node.
                fixIts.append(Diagnostic.FixIt(replacement: suggestion, at: reference.verbatimStart ?? reference.location,
                                               length: reference.value.unicodeScalars.count))
                // No screen the link's verb shows is near: the one that is has its own verb, which
                // the link takes too (`sheet: Orphn` → `push: Orphan`).
                if let link, let fits, let screen = graph.screen(suggestion), !fits.contains(screen) {
                    let verb = screen.effectivePresentation.rawValue
                    notes.append(Diagnostic.Note("did you mean '\(verb): \(suggestion)'? '\(suggestion)' is \(screen.effectivePresentation.phrase)",
                                                 at: reference.location))
                    fixIts.append(Diagnostic.FixIt(replacement: verb, at: link.location, length: link.kind.rawValue.unicodeScalars.count))
                } else {
                    notes.append(Diagnostic.Note("did you mean '\(suggestion)'?", at: reference.location))
                }
            } else if kind == .tab, spec.tabs.isEmpty, let root = spec.app.root {
                notes.append(Diagnostic.Note("a single-stack app has no tabs", at: root.location))
            }
            emit.emit("unknown \(kind.rawValue) '\(reference.value)'\(extra)", at: reference.location,
                      notes: notes, fixIts: fixIts)
        }

        if let root = spec.app.root { report(root, .screen) }
        for tab in spec.tabs {
            if let root = tab.root { report(root, .screen) }
        }
        // A tab that presents a modal has no stack to select, pop or open in.
        var actionTabs: [String: TabSpec] = [:]
        for tab in spec.tabs where tab.presentsModal { actionTabs[tab.id.value] = tab }
        var shownOnTabStacks: [Bool]?
        // What shows the tab's modal instead of naming the tab. `linkCanPush`: nil in an action, which
        // presents a modal with `present: X`; in a link (which shows one with its presentation's verb,
        // `sheet: X`), whether the linking screen has a stack to push onto.
        func instead(of tab: TabSpec, _ modal: Located<String>, linkCanPush: Bool?) -> [Diagnostic.Note] {
            // An unknown screen is reported at the tab: naming it here would be another error.
            guard let number = index.screenNumber(modal.value) else { return [] }
            let traits = index.traits(ofScreen: number)
            let prefix = "a tap on tab '\(tab.id.value)' presents '\(modal.value)': "
            if traits.isModal || graph.leftOut(.presentations, of: modal.value) {
                guard linkCanPush != nil else {
                    return [Diagnostic.Note(prefix + "present it instead, with 'present: \(modal.value)'", at: modal.location)]
                }
                return [Diagnostic.Note(prefix + "link to it instead, with '\(traits.presentation.rawValue): \(modal.value)'",
                                        at: modal.location)]
            }
            // The tab's action is presentation_mismatch's: `present` would be one too. Show the
            // pushed screen as it is declared (a link pushes it, `open` shows it where a stack
            // does), or make it the modal the tab means.
            let pushed = "a tap on tab '\(tab.id.value)' would present '\(modal.value)', which is a pushed screen, not a modal: "
            if linkCanPush == true {
                return [Diagnostic.Note(pushed + "push it instead, with 'push: \(modal.value)'", at: modal.location)]
            }
            if linkCanPush == nil {
                if shownOnTabStacks == nil { shownOnTabStacks = graph.screensShownOnTabStacks() }
                if shownOnTabStacks?[number] == true {
                    return [Diagnostic.Note(pushed + "open it instead, with 'open: \(modal.value)'", at: modal.location)]
                }
            }
            let show = linkCanPush == nil ? "present it with 'present: \(modal.value)'" : "link to it with 'sheet: \(modal.value)'"
            return [Diagnostic.Note(pushed + "give it a 'presentation' (such as 'presentation: sheet'), then \(show)",
                                    at: modal.location)]
        }
        // `notes`: instead of the tab's modal, what to do (an `open` action means its own screen).
        func reportStackless(_ reference: Located<String>, linkCanPush: Bool? = nil, notes: [Diagnostic.Note]? = nil) {
            guard let tab = actionTabs[reference.value] else { return }
            let notes = notes ?? tab.presentedScreen.map { instead(of: tab, $0, linkCanPush: linkCanPush) } ?? []
            emit.emit("tab '\(reference.value)' has no stack (its 'action' presents a modal), so it cannot be selected, "
                      + "popped or opened in", at: reference.location, notes: notes)
        }
        if !actionTabs.isEmpty {
            for (entry, screen) in spec.screens.enumerated() where screen.links.contains(where: { $0.kind == .selectTab }) {
                // A modal without a stack of its own (or a dialog) has nothing to push onto.
                let traits = index.traits[entry]
                let canPush = !traits.isModal || (traits.contains(.ownStack) && !traits.isDialog)
                for link in screen.links where link.kind == .selectTab { reportStackless(link.target, linkCanPush: canPush) }
            }
        }
        // The index resolved the screens' names: only a screen with an unknown one is read.
        for entry in spec.screens.indices
        where index.toolbarUses(ofEntry: entry).contains(-1) || index.linkTargets(ofEntry: entry).contains(-1) {
            let screen = spec.screens[entry]
            for toolbar in screen.toolbars { report(toolbar, .toolbar) }
            for link in screen.links {
                report(link.target, link.kind == .selectTab ? .tab : .screen, fits: KnownNames.fit(link.kind), link: link)
            }
        }
        var openable: [Bool]?
        // Toolbar items' actions (a menu's included), then dialog buttons', then tabs'.
        for action in spec.actions {
            switch action.value {
            case .popToRoot(let tab?), .selectTab(let tab):
                report(tab, .tab)
                reportStackless(tab)
            case .open(let screen, let tab):
                report(screen, .screen, fits: KnownNames.pushed)
                if let tab {
                    report(tab, .tab)
                    // A modal is presentation_mismatch's: no tab shows it.
                    let modal = index.screenNumber(screen.value).map { index.traits(ofScreen: $0).isModal } ?? false
                    reportStackless(tab, notes: modal ? [] : [Diagnostic.Note(
                        "leave out 'tab' to open '\(screen.value)' in a tab that can show it", at: tab.location)])
                } else {
                    reportUnopenable(screen, graph: graph, openable: &openable, emit: &emit)
                }
            case .push(let screen):
                report(screen, .screen, fits: KnownNames.pushed)
            case .present(let screen):
                report(screen, .screen, fits: KnownNames.presented)
            case .popToRoot(nil), .pop, .dismiss, .dismissAll, .custom:
                break
            }
        }
    }

    /// `open: X` without `tab` adds X to no stack: some tab stack (or the single
    /// stack) must already show X, or X must be a root that `open` can select. `openable` marks
    /// the screens those stacks show, by number, made on the first call.
    private func reportUnopenable(_ target: Located<String>, graph: NavigationGraph, openable: inout [Bool]?,
                                  emit: inout RuleEmitter) {
        let index = graph.index
        guard let number = index.screenNumber(target.value), !index.traits(ofScreen: number).isModal else { return }
        if openable == nil { openable = graph.screensShownOnTabStacks() }
        guard openable?[number] != true else { return }
        var notes: [Diagnostic.Note] = []
        if let tab = graph.spec.tabs.first {
            notes.append(Diagnostic.Note("add 'tab:' to open it in a tab, for example 'tab: \(tab.id.value)'",
                                         at: target.location))
        } else {
            notes.append(Diagnostic.Note("push it from a screen of the stack so the stack can show it",
                                         at: target.location))
        }
        emit.emit("no stack can show '\(target.value)', so 'open' without 'tab' has nowhere to open it",
                  at: target.location, notes: notes)
    }

    /// The spec with every unknown screen, tab and toolbar name replaced by its did-you-mean
    /// suggestion, or nil when no unknown name has one: other rules judge reachability on it,
    /// so one typo is reported once, not again as every screen behind it being unreachable.
    static func repaired(_ graph: NavigationGraph) -> Spec? {
        let index = graph.index
        var spec = graph.spec
        var names = KnownNames(graph)
        var changed = false
        func fix(_ reference: Located<String>, _ kind: KnownNames.Kind, fits: KnownNames.Fit? = nil) -> Located<String> {
            guard !names.contains(reference.value, kind),
                  let suggestion = names.suggestion(for: reference.value, kind, preferring: fits) else { return reference }
            changed = true
            return Located(suggestion, at: reference.location)
        }
        spec.app.root = spec.app.root.map { fix($0, .screen) }
        for position in spec.tabs.indices {
            spec.tabs[position].root = spec.tabs[position].root.map { fix($0, .screen) }
            if let action = spec.tabs[position].action, case .present(let screen) = action.value {
                spec.tabs[position].action = Located(.present(fix(screen, .screen)), at: action.location)
            }
        }
        // Screens are written only where a name changes: an untouched screen stays shared with
        // the original spec. The index tells which screens have an unknown name.
        for entry in spec.screens.indices
        where index.toolbarUses(ofEntry: entry).contains(-1) || index.linkTargets(ofEntry: entry).contains(-1) {
            let screen = spec.screens[entry]
            for (position, use) in screen.toolbars.enumerated() {
                let fixed = fix(use, .toolbar)
                if fixed.value != use.value { spec.screens[entry].toolbars[position] = fixed }
            }
            for (position, link) in screen.links.enumerated() {
                let fixed = fix(link.target, link.kind == .selectTab ? .tab : .screen, fits: KnownNames.fit(link.kind))
                if fixed.value != link.target.value { spec.screens[entry].links[position].target = fixed }
            }
        }
        func fixItem(_ item: inout ToolbarItemSpec) {
            if item.menu != nil {
                for position in item.menu!.indices { fixItem(&item.menu![position]) }
            }
            guard let action = item.action else { return }
            let value: ActionSpec
            switch action.value {
            case .popToRoot(let tab?): value = .popToRoot(tab: fix(tab, .tab))
            case .selectTab(let tab): value = .selectTab(fix(tab, .tab))
            case .open(let screen, let tab):
                value = .open(screen: fix(screen, .screen, fits: KnownNames.pushed), tab: tab.map { fix($0, .tab) })
            case .push(let screen): value = .push(fix(screen, .screen, fits: KnownNames.pushed))
            case .present(let screen): value = .present(fix(screen, .screen, fits: KnownNames.presented))
            case .popToRoot(nil), .pop, .dismiss, .dismissAll, .custom: return
            }
            item.action = Located(value, at: action.location)
        }
        for position in spec.toolbars.indices {
            for item in spec.toolbars[position].items.indices {
                fixItem(&spec.toolbars[position].items[item])
            }
        }
        return changed ? spec : nil
    }
}

/// The names a spec defines, by kind, in definition order (the order breaks did-you-mean ties).
private struct KnownNames {
    enum Kind: String {
        case screen, tab, toolbar
    }

    private let graph: NavigationGraph
    /// The candidates of each kind, listed on the first suggestion.
    private var candidates: [Kind: [String]] = [:]

    init(_ graph: NavigationGraph) {
        self.graph = graph
    }

    /// The ids the loader reported as invalid, as their fix-its write them (`log` → `Log`).
    private var fixedInvalidIDs: [Kind: Set<String>] = [:]

    /// Whether `name` is how the loader's fix-it writes an invalid id (`push: Log` to a screen
    /// `log`): right once that fix-it is applied, so no mistake of its own, and no fix-it back.
    mutating func isFixedInvalidID(_ name: String, _ kind: Kind) -> Bool {
        if fixedInvalidIDs[kind] == nil {
            let (role, ids): (IdentifierRole, [String]) = switch kind {
            case .screen: (.screen, graph.spec.screens.map(\.id.value))
            case .tab: (.tab, graph.spec.tabs.map(\.id.value))
            case .toolbar: (.toolbar, graph.spec.toolbars.map(\.id.value))
            }
            fixedInvalidIDs[kind] = Set(ids.filter { role.problem(with: $0) != nil }.compactMap { role.suggestion(for: $0) })
        }
        return fixedInvalidIDs[kind]!.contains(name)
    }

    func contains(_ name: String, _ kind: Kind) -> Bool {
        switch kind {
        case .screen: return graph.index.screenNumber(name) != nil
        case .tab: return graph.index.tabNumber(name) != nil
        case .toolbar: return graph.index.toolbarNumber(name) != nil
        }
    }

    /// Shared by every suggestion of a run, so thousands of misspellings cannot take hours.
    private var budget = DidYouMean.Budget()

    /// The screens a reference shows: pushed ones (`push:`, `open:`), any modal (`present:`), or
    /// those of one presentation (`sheet:` sheets).
    enum Fit: Hashable {
        case pushed, presented
        case shown(Presentation)

        func contains(_ screen: ScreenDefinition) -> Bool {
            switch self {
            case .pushed: !screen.isModal
            case .presented: screen.isModal
            case .shown(let presentation): screen.effectivePresentation == presentation
            }
        }
    }
    static let pushed = Fit.pushed
    static let presented = Fit.presented
    /// The screens a link of this kind can show: `push:` pushed ones, `sheet:` sheets, and so on.
    static func fit(_ kind: LinkSpec.Kind) -> Fit? {
        Presentation(rawValue: kind.rawValue).map(Fit.shown)
    }
    /// The names of the screens of each fit asked about, made on the first suggestion.
    private var fitting: [Fit: [String]] = [:]

    /// The closest name of `kind`; for a screen, among the ones that `fits` first (a `push:` of a
    /// misspelt name means a pushed screen, not a sheet one letter closer), else among all.
    mutating func suggestion(for name: String, _ kind: Kind, preferring fits: Fit? = nil) -> String? {
        if candidates[kind] == nil {
            switch kind {
            case .screen: candidates[kind] = graph.spec.screens.map(\.id.value)
            // Every tab reference (`selectTab`, `popToRoot`, `open … tab:`) needs a stack, which a
            // tab that presents a modal has not: suggesting it would only trade one error for another.
            case .tab: candidates[kind] = graph.spec.tabs.filter { !$0.presentsModal }.map(\.id.value)
            case .toolbar: candidates[kind] = graph.spec.toolbars.map(\.id.value)
            }
        }
        if kind == .screen, let fits {
            if fitting[fits] == nil { fitting[fits] = graph.spec.screens.filter(fits.contains).map(\.id.value) }
            if let best = DidYouMean.closest(to: name, in: fitting[fits]!, budget: &budget) { return best }
        }
        return DidYouMean.closest(to: name, in: candidates[kind]!, budget: &budget)
    }
}

/// The spec as `unreachable_screen` and `unused_toolbar` judge it: misspelt names read as their
/// did-you-mean suggestions (`UndefinedReferenceRule.repaired`), made once for both.
final class RepairedReferences: Sendable {
    /// The graph of the repaired spec, or nil when nothing was repaired (the graph itself applies).
    let graph: NavigationGraph?
    /// For each toolbar number, whether a screen of the repaired spec uses the toolbar.
    let usedToolbars: [Bool]

    init(_ original: NavigationGraph) {
        graph = UndefinedReferenceRule.repaired(original).map(NavigationGraph.init(spec:))
        // The repair renames no toolbar, so the numbers of the original index apply.
        let index = (graph ?? original).index
        var used = [Bool](repeating: false, count: index.toolbars.count)
        for use in index.toolbarUses where use >= 0 { used[Int(use)] = true }
        usedToolbars = used
    }
}

extension NavigationGraph {
    /// The repaired spec's facts, made by the first rule that needs them.
    var repairedReferences: RepairedReferences { memo.value { RepairedReferences(self) } }
}
