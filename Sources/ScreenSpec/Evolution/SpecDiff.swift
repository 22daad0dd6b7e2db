/// Compares a spec with a baseline version of it and reports what the change breaks outside
/// the app's own code (`screenspec diff`, Documentation/Diff.md): links already out in the
/// world, and navigation states saved by the baseline. Removals point at the baseline's
/// files, with a note at the screen in the current spec when it is still there; everything else
/// points at the current spec.
public struct SpecDiff: Sendable {
    /// The baseline's model.
    public let baseline: NavigationGraph
    /// The current spec's model.
    public let current: NavigationGraph

    /// Creates a comparison.
    public init(baseline: NavigationGraph, current: NavigationGraph) {
        self.baseline = baseline
        self.current = current
    }

    /// Every difference, sorted for output; default severities (`breaking.*` errors, `change.*` notes).
    public func diagnostics() -> [Diagnostic] {
        var found = DiagnosticCollector()
        // Both specs' deep links, parsed once for the params' and the links' comparisons.
        let oldLinks = Self.links(baseline), newLinks = Self.links(current)
        let renames = renamedScreens(oldLinks: oldLinks, newLinks: newLinks)
        compareRestoration(&found)
        compareTabs(&found)
        compareScreens(oldLinks: oldLinks, newLinks: newLinks, renames: renames, &found)
        if restores { compareStacks(&found) }
        compareDeepLinks(oldLinks: oldLinks, newLinks: newLinks, renames: renames, &found)
        return Diagnostic.sortedForOutput(found.diagnostics)
    }

    // MARK: State restoration

    /// Whether navigation states saved by the baseline are restored by the current spec: both
    /// have `stateRestoration` (the default). Without it there is no `state` to save (the routes
    /// are not even `Codable`), so no change can break a saved one.
    private var restores: Bool {
        baseline.spec.app.effectiveStateRestoration && current.spec.app.effectiveStateRestoration
    }

    /// `stateRestoration: false` where the baseline had it: every saved state is lost at once.
    private func compareRestoration(_ found: inout DiagnosticCollector) {
        guard baseline.spec.app.effectiveStateRestoration, let off = current.spec.app.stateRestoration,
              !off.value else { return }
        found.error(EvolutionID.restoration,
                    "state restoration was turned off: navigation states saved by the baseline are no longer restored",
                    at: off.location)
    }

    // MARK: Tabs

    private func compareTabs(_ found: inout DiagnosticCollector) {
        let currentTabs = Set(current.spec.tabs.map(\.id.value))
        let baselineTabs = Set(baseline.spec.tabs.map(\.id.value))
        for tab in baseline.spec.tabs where !currentTabs.contains(tab.id.value) {
            // Where the tab was, in the current spec: its `tabs` section, or the root of an app
            // that has no tabs any more.
            let here = current.spec.tabs.isEmpty
                ? current.spec.app.root.map { [Diagnostic.Note("the app has no tabs now: its stack's root is here", at: $0.location)] }
                : current.spec.tabsLocation.map { [Diagnostic.Note("the app's tabs are here now", at: $0)] }
            found.error(EvolutionID.tabRemoved,
                        "the tab '\(tab.id.value)' was removed or renamed"
                            + (restores ? ": saved navigation states that select it no longer decode" : ""),
                        at: tab.id.location, notes: here ?? [])
        }
        for tab in current.spec.tabs where !baselineTabs.contains(tab.id.value) {
            found.note(EvolutionID.tabAdded, "new tab '\(tab.id.value)'", at: tab.id.location)
        }
    }

    // MARK: Screens and params

    /// The screens a saved navigation state can name: every stack's destinations and the modals.
    private static func restorable(_ graph: NavigationGraph) -> Set<String> {
        var screens = Set(graph.destinationScreens.map(\.id.value))
        for modal in graph.modalScreens { screens.insert(modal.id.value) }
        return screens
    }

    /// Screens renamed, old id → new id: a baseline screen that is gone whose deep link (its own
    /// pattern or an alias) now opens a screen the baseline did not have. The renamed screen is
    /// the same screen to links out in the world, so its params, query items and place are
    /// compared with the old one's. Only one gone screen can be renamed to a new one: two whose
    /// links a new screen opens both (`/a` and `/b` of `A` and `B`, now both `C`'s) were merged,
    /// or are a guess, and are reported as removed.
    private func renamedScreens(oldLinks: [Link], newLinks: [Link]) -> [String: String] {
        let newByShape = Dictionary(newLinks.map { ($0.shape, $0.screen) }, uniquingKeysWith: { first, _ in first })
        var renames: [String: String] = [:]
        for old in oldLinks where renames[old.screen] == nil && current.screen(old.screen) == nil {
            if let now = newByShape[old.shape], baseline.screen(now) == nil { renames[old.screen] = now }
        }
        var claims: [String: Int] = [:]
        for now in renames.values { claims[now, default: 0] += 1 }
        return renames.filter { claims[$0.value] == 1 }
    }

    private func compareScreens(oldLinks: [Link], newLinks: [Link], renames: [String: String],
                                _ found: inout DiagnosticCollector) {
        let restorable = restores ? Self.restorable(baseline) : []
        let baselineIDs = Set(baseline.spec.screens.map(\.id.value))
        let oldLinks = Dictionary(grouping: oldLinks, by: \.screen)
        let newLinks = Dictionary(grouping: newLinks, by: \.screen)
        for old in Self.unique(baseline.spec.screens) {
            guard let new = current.screen(old.id.value) else {
                let renamed = renames[old.id.value].flatMap(current.screen)
                let opens = renamed.map { "its deep links open '\($0.id.value)' now" }
                // The screen it became, in the current spec: where annotations of the change go.
                let successor = renamed.map { [Diagnostic.Note("'\($0.id.value)' is defined here", at: $0.id.location)] } ?? []
                if restorable.contains(old.id.value) {
                    found.error(EvolutionID.restoration,
                                "the screen '\(old.id.value)' was removed or renamed: saved navigation states that show "
                                    + "it no longer decode" + (opens.map { " (\($0))" } ?? ""), at: old.id.location,
                                notes: successor)
                } else {
                    found.note(EvolutionID.screenRemoved, "the screen '\(old.id.value)' was removed or renamed"
                                   + (opens.map { ": \($0)" } ?? ""), at: old.id.location, notes: successor)
                }
                // Saved states of the old case no longer decode at all (reported just now), so only
                // what links carry is compared.
                if let renamed {
                    compareParams(of: old, with: renamed, restorable: false, oldLinks: oldLinks[old.id.value] ?? [],
                                  newLinks: newLinks[renamed.id.value] ?? [], &found)
                }
                continue
            }
            compareParams(of: old, with: new, restorable: restorable.contains(old.id.value),
                          oldLinks: oldLinks[old.id.value] ?? [], newLinks: newLinks[old.id.value] ?? [], &found)
        }
        for new in Self.unique(current.spec.screens) where !baselineIDs.contains(new.id.value) {
            found.note(EvolutionID.screenAdded, "new screen '\(new.id.value)'", at: new.id.location)
        }
    }

    private func compareParams(of old: ScreenDefinition, with new: ScreenDefinition, restorable: Bool,
                               oldLinks: [Link], newLinks: [Link],
                               _ found: inout DiagnosticCollector) {
        let screen = old.id.value, newScreen = new.id.value
        // How messages name the screen: a renamed one by both names.
        let named = screen == newScreen ? "'\(screen)'" : "'\(newScreen)' (was '\(screen)')"
        // Old links that still open the screen: a pattern whose URLs it still matches. Links to a
        // pattern that changed or was removed no longer open it whatever the param's type (reported
        // with the deep link), so they neither break nor keep anything here.
        let openLinks = oldLinks.filter { link in newLinks.contains { $0.shape == link.shape } }
        // A new param that is not optional makes saved states fail (reported at it), renamed or not.
        let gainsNonOptional = new.params.contains { param in
            !param.type.value.isOptional && !old.params.contains { $0.name.value == param.name.value }
        }
        for param in old.params {
            let name = param.name.value
            guard let now = new.params.first(where: { $0.name.value == name }) else {
                // A decoder skips a label it does not know: saved states still decode, without the value.
                found.note(EvolutionID.paramRemoved, "the param '\(name)' of \(named) was removed or renamed"
                               + (restorable && !gainsNonOptional ? ": saved navigation states restore \(named) without it" : ""),
                           at: param.name.location, notes: [Self.stillHere(new)])
                continue
            }
            if now.type.value != param.type.value {
                let change = "the type of '\(name)' of \(named) changed from '\(param.type.value)' to '\(now.type.value)'"
                // What holds a value of the old type: old links that carry it (as text), saved states
                // (as JSON). Each breaks only when the new type cannot read every such value; a `String`
                // reads any link's text, but not the number or Bool a saved state holds.
                let sources = openLinks.compactMap { Self.source(of: param, in: $0.pattern, screen: screen, of: baseline) }
                // A path segment is always in the link; a query item may be left out, which only an
                // optional or defaulted param reads.
                let alwaysGiven = now.defaultValue != nil
                    || sources.allSatisfy { if case .pathSegment = $0 { true } else { false } }
                let links: Bool? = sources.isEmpty ? nil
                    : now.type.value.readsURLTexts(of: param.type.value, alwaysGiven: alwaysGiven)
                let states: Bool? = restorable ? now.type.value.readsValues(of: param.type.value) : nil
                // `Int?` → `Int` with a default: a state saved with nil has no value, and decoding does not use the default.
                let madeRequired = param.type.value.isOptional && now.defaultValue != nil
                    && param.type.value.name == now.type.value.name
                let broken = [links == false ? "old links may no longer open it" : nil,
                              states == false ? madeRequired
                                ? "saved navigation states that have no value for it no longer decode, since decoding does not "
                                    + "use its default" : "saved navigation states may no longer decode" : nil].compactMap { $0 }
                let kept = [links == true ? "old links still open it" : nil,
                            states == true ? "saved navigation states still decode" : nil].compactMap { $0 }
                let keeps = kept.joined(separator: " and ")
                // Old links carried the value, but none opens the screen any more.
                let linksGone = sources.isEmpty && oldLinks.contains {
                    Self.source(of: param, in: $0.pattern, screen: screen, of: baseline) != nil
                }
                if broken.isEmpty {
                    let none = linksGone
                        ? "old links no longer open it (its deep link changed)"
                            + (restorable ? "" : " and no saved navigation state holds its value")
                        : "no old link or saved navigation state holds its value"
                    found.note(EvolutionID.paramTypeWidened,
                               change + ": " + (kept.isEmpty ? none : keeps)
                                   + "; the app's code that uses the value may need to change, which the compiler says",
                               at: now.type.location)
                } else {
                    found.error(EvolutionID.paramTypeChanged,
                                change + ": " + broken.joined(separator: " and ") + (kept.isEmpty ? "" : " (\(keeps))"),
                                at: now.type.location)
                }
            }
            compareAbsentValue(of: param, with: now, screen: screen, newScreen: newScreen, named: named,
                               oldLinks: oldLinks, newLinks: newLinks, &found)
        }
        // The params both have, in their order: the route case's labels follow it.
        let kept = old.params.map(\.name.value).filter { name in new.params.contains { $0.name.value == name } }
        let nowKept = new.params.filter { param in kept.contains(param.name.value) }
        if let moved = zip(kept, nowKept).first(where: { $0.0 != $0.1.name.value })?.1 {
            let order = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: ", ") }
            found.note(EvolutionID.paramsReordered,
                       "the params of \(named) are in another order (\(order(kept)) → \(order(nowKept.map(\.name.value)))): "
                           + "calls name them in the new order, which the compiler says, but a pattern binding them by "
                           + "position ('case .\(Naming.caseName(forScreen: newScreen))(let a, let b)') silently binds others",
                       at: moved.name.location)
        }
        for param in new.params where !old.params.contains(where: { $0.name.value == param.name.value }) {
            let name = param.name.value
            // For each old pattern, whether the new one that matches the same URLs fills the param
            // from what its old links always carry: the path (a renamed placeholder:
            // `/actor/{personID}` → `/actor/{actorID}`), or a query item an old required param
            // wrote (`?ShareID={shareID}` → `?ShareID={vaultShareID}`); nil for a pattern that no
            // longer matches, reported as removed or changed.
            let filledByOldLinks = oldLinks.map { link in
                newLinks.first { $0.shape == link.shape }.map { now in
                    switch now.pattern.source(ofParam: name) {
                    case .pathSegment?: return true
                    case .queryItem(let item)?: return old.params.contains { param in
                        param.isRequired && Self.source(of: param, in: link.pattern, screen: screen, of: baseline) == .queryItem(item)
                    }
                    case nil: return false
                    }
                }
            }
            let linksMiss = filledByOldLinks.contains(false)
            // Saved states miss a param that is not optional (a synthesized `Decodable` does not fall
            // back to a default), a renamed one too: they hold the value under its old label.
            let statesMiss = restorable && !param.type.value.isOptional
            if param.isRequired, linksMiss || statesMiss {
                let missing = [linksMiss ? "old links" : nil, statesMiss ? "saved navigation states" : nil].compactMap { $0 }
                found.error(EvolutionID.requiredParamAdded,
                            "\(named) has a new required param '\(name)': \(missing.joined(separator: " and ")) do not "
                                + "supply it", at: param.name.location)
            } else if statesMiss {
                // Not required, not optional: it has a default, which a synthesized `Decodable` does not use.
                found.error(EvolutionID.restoration,
                            "\(named) has a new param '\(name)' that is not optional: saved navigation states have no "
                                + "value for it, and decoding them does not use its default, so they no longer decode",
                            at: param.name.location, notes: [Diagnostic.Note(
                                "to keep them, make it '\(param.type.value)?' (a state saved before restores it as nil); "
                                    + "else the app loses them on update", at: param.name.location)])
            } else {
                let kind = param.isRequired ? "required" : "optional"
                let filled = !filledByOldLinks.isEmpty && filledByOldLinks.allSatisfy { $0 == true }
                let fromPath = newLinks.allSatisfy { $0.pattern.source(ofParam: name).map(Self.isPath) ?? true }
                let links = param.isRequired && filled ? ", which its old links fill from the \(fromPath ? "path" : "URL")" : ""
                found.note(EvolutionID.paramAdded, "\(named) has a new \(kind) param '\(name)'\(links)"
                               + (param.isRequired ? "; callers must pass it" : ""), at: param.name.location)
            }
        }
    }

    /// A param an old link may leave out (it has a default, or is optional) and reads from a query
    /// item: a link without the item must still open the screen with the same value.
    private func compareAbsentValue(of old: ParamSpec, with new: ParamSpec, screen: String, newScreen: String,
                                    named: String, oldLinks: [Link], newLinks: [Link], _ found: inout DiagnosticCollector) {
        // The same type, or the same one made optional or not (`Int` with a default → `Int?`); or
        // any type after an optional (nil then, `"x"` or required now): defaults of two types are
        // not compared (`5` and `5.0`).
        guard let before = Self.valueWhenAbsent(old),
              old.type.value.name == new.type.value.name || before == "nil" else { return }
        let after = Self.valueWhenAbsent(new)
        guard after != before else { return }
        let name = old.name.value
        for link in oldLinks {
            guard case .queryItem(let item)? = Self.source(of: old, in: link.pattern, screen: screen, of: baseline),
                  let now = newLinks.first(where: { $0.shape == link.shape }),
                  case .queryItem(item)? = Self.source(of: new, in: now.pattern, screen: newScreen, of: current) else { continue }
            let without = "links to '\(link.pattern.text)' without the query item '\(item)'"
            if let after {
                found.error(EvolutionID.deepLinkChanged,
                            "\(without) now open \(named) with '\(name)' \(after), not \(before); `url(for:)` leaves "
                                + "the item out when the value is the default, so links the app wrote for \(before) now mean \(after)",
                            at: new.defaultValue?.location ?? new.name.location)
            } else {
                found.error(EvolutionID.deepLinkChanged,
                            "\(without) no longer open \(named): '\(name)' was \(before) without it and is now required",
                            at: new.name.location)
            }
        }
    }

    /// The value a param has when a link leaves it out: its default, nil for an optional, none
    /// for a required param (a link without it does not open the screen).
    private static func valueWhenAbsent(_ param: ParamSpec) -> String? {
        guard let text = param.defaultValue?.value else { return param.type.value.isOptional ? "nil" : nil }
        switch param.type.value.name {
        case "String": return "\"\(text)\""
        case "Double", "Float": return Double(text).map { "\($0)" } ?? text
        default: return Int(text).map(String.init) ?? text
        }
    }

    // MARK: Stacks and modals

    /// Screens that stay but can no longer be where a saved state put them: off a stack's
    /// route enum, or no longer a modal (or no longer with its own stack).
    private func compareStacks(_ found: inout DiagnosticCollector) {
        let currentStacks = Dictionary(current.stacks.map { ($0.pathProperty, $0) }, uniquingKeysWith: { first, _ in first })
        let currentTabs = Set(current.spec.tabs.map(\.id.value))
        var reported = Set<String>()
        for stack in baseline.stacks {
            // A removed tab is reported as such, a removed modal as a removed screen.
            if let tab = stack.tabID, !currentTabs.contains(tab) { continue }
            if case .modal(let id) = stack.kind, current.screen(id) == nil { continue }
            guard let now = currentStacks[stack.pathProperty] else {
                // The state has no path for it any more, and a decoder skips the old one.
                let here: SourceLocation? = switch stack.kind {
                case .tab(let id): current.spec.tabs.first { $0.id.value == id }?.id.location
                // A modal that is no longer one is reported below.
                case .modal(let id): current.modalScreens.first { $0.id.value == id }?.id.location
                case .single: current.spec.tabsLocation
                }
                if let here {
                    // A tab that now presents a modal is never selected: a state selecting it keeps the tab before.
                    let selected = stack.tabID.map { ", and one that selected '\($0)' restores with the tab selected before" } ?? ""
                    found.note(EvolutionID.stackRemoved, "\(Self.describe(stack)) is gone: saved navigation states "
                                   + "restore without the screens that were on it" + selected, at: here)
                }
                continue
            }
            for destination in stack.destinations {
                guard let screen = current.screen(destination), !now.destinationSet.contains(destination),
                      reported.insert(destination + "\u{0}" + stack.pathProperty).inserted else { continue }
                found.error(EvolutionID.restoration,
                            "'\(destination)' can no longer be on \(Self.describe(stack)): saved navigation states "
                                + "with it there no longer decode", at: screen.id.location)
            }
        }
        let modals = Set(current.modalScreens.map(\.id.value))
        for modal in baseline.modalScreens {
            guard let screen = current.screen(modal.id.value) else { continue }
            if !modals.contains(modal.id.value) {
                found.error(EvolutionID.restoration,
                            "'\(modal.id.value)' is no longer a modal: saved navigation states that present it no "
                                + "longer decode", at: screen.id.location)
            }
        }
    }

    private static func describe(_ stack: NavigationStackModel) -> String {
        switch stack.kind {
        case .tab(let id): return "the stack of the tab '\(id)'"
        case .single: return "the app's stack"
        case .modal(let id): return "the stack of '\(id)'"
        }
    }

    // MARK: Deep links

    /// One pattern of a screen's deep link: its own, or an alias.
    private struct Link {
        var screen: String
        var pattern: DeepLinkPattern
        var location: SourceLocation
        /// Host, literals and placeholder positions: two patterns with one shape match the same URLs.
        var shape: String
        /// A pattern after the first of a `deepLink` list.
        var isAlias: Bool
    }

    private static func links(_ graph: NavigationGraph) -> [Link] {
        guard graph.spec.app.urlScheme != nil else { return [] }
        return unique(graph.spec.screens).flatMap { screen -> [Link] in
            screen.allDeepLinks.enumerated().compactMap { position, text in
                let pattern = DeepLinkPattern(text.value)
                guard pattern.isValid, let host = pattern.host else { return nil }
                let segments = pattern.path.map { segment -> String in
                    if case .literal(let literal) = segment { return "/" + literal }
                    return "/\u{0}"
                }
                return Link(screen: screen.id.value, pattern: pattern, location: text.location,
                            shape: host.lowercased() + segments.joined(), isAlias: position > 0)
            }
        }
    }

    private func compareDeepLinks(oldLinks: [Link], newLinks: [Link], renames: [String: String],
                                  _ found: inout DiagnosticCollector) {
        let oldApp = baseline.spec.app
        let newApp = current.spec.app
        if let oldScheme = oldApp.urlScheme {
            guard let newScheme = newApp.urlScheme else {
                found.error(EvolutionID.deepLinkRemoved,
                            "the URL scheme '\(oldScheme.value)' was removed: its links no longer open the app",
                            at: oldScheme.location)
                return
            }
            if oldScheme.value.lowercased() != newScheme.value.lowercased() {
                found.error(EvolutionID.deepLinkChanged,
                            "the URL scheme changed from '\(oldScheme.value)' to '\(newScheme.value)': "
                                + "'\(oldScheme.value.lowercased())://' links no longer open the app",
                            at: newScheme.location)
            }
        }
        let newDomains = Set(newApp.universalLinks.map(\.value))
        for domain in oldApp.universalLinks where !newDomains.contains(domain.value) {
            found.error(EvolutionID.deepLinkRemoved,
                        "the universal-link domain '\(domain.value)' was removed: its links no longer open the app",
                        at: domain.location)
        }
        let oldDomains = Set(oldApp.universalLinks.map(\.value))
        for domain in newApp.universalLinks where !oldDomains.contains(domain.value) {
            found.note(EvolutionID.deepLinkAdded, "new universal-link domain '\(domain.value)'", at: domain.location)
        }

        let places = (old: Self.places(baseline), new: Self.places(current))
        let newByShape = Dictionary(newLinks.map { ($0.shape, $0) }, uniquingKeysWith: { first, _ in first })
        // Each screen's own pattern (what `url(for:)` writes), which replaces one that is gone, and
        // every pattern of each screen in order, for the list that would keep the old one.
        let newByScreen = Dictionary(newLinks.filter { !$0.isAlias }.map { ($0.screen, $0) },
                                     uniquingKeysWith: { first, _ in first })
        let newPatterns = Dictionary(grouping: newLinks, by: \.screen).mapValues { $0.map { "\"\($0.pattern.text)\"" } }
        var replaced = Set<String>()
        for old in oldLinks {
            if let now = newByShape[old.shape] {
                // A renamed screen (the old gone, the new one new) keeps its links; the rename is
                // reported as a removed screen, and its links are compared as the same screen's.
                if now.screen != old.screen, renames[old.screen] != now.screen {
                    found.error(EvolutionID.deepLinkChanged,
                                "'\(old.pattern.text)' opened '\(old.screen)' and now opens '\(now.screen)'",
                                at: now.location)
                } else {
                    compareQueries(old, now, &found)
                    if !old.isAlias, let before = places.old[old.screen], let after = places.new[now.screen],
                       before != after {
                        found.note(EvolutionID.deepLinkMoved,
                                   "'\(now.pattern.text)' now opens '\(now.screen)' \(after) (before: \(before))",
                                   at: now.location)
                    }
                }
            } else if old.isAlias {
                found.error(EvolutionID.deepLinkRemoved,
                            "the alias '\(old.pattern.text)' of '\(old.screen)' was removed: its links no longer open it",
                            at: old.location, notes: current.screen(old.screen).map { [Self.stillHere($0)] } ?? [])
            } else if let now = newByScreen[old.screen] {
                replaced.insert(old.screen)
                // The old pattern can stay as an alias only if `check` accepts it: each of its
                // placeholders must still be a param of the screen, and each required param a placeholder.
                let screenParams = current.screen(old.screen)?.params ?? []
                let params = Set(screenParams.map(\.name.value))
                var seen = Set<String>()
                let gone = old.pattern.placeholders.map(\.name).filter { !params.contains($0) && seen.insert($0).inserted }
                let filled = Set(old.pattern.placeholders.map(\.name))
                let unfilled = screenParams.filter { $0.isRequired && !filled.contains($0.name.value) }.map(\.name.value)
                let note: String
                if gone.isEmpty, !unfilled.isEmpty {
                    let names = unfilled.map { "'\($0)'" }.joined(separator: ", ")
                    note = "'\(old.pattern.text)' cannot be kept as an alias: it has no value for the required "
                        + (unfilled.count == 1 ? "param " : "params ") + names + " of '\(old.screen)'; "
                        + (unfilled.count == 1 ? "a default for it" : "defaults for them") + " would let it stay"
                } else if gone.isEmpty {
                    let kept = "[" + ((newPatterns[old.screen] ?? []) + ["\"\(old.pattern.text)\""]).joined(separator: ", ") + "]"
                    note = "to keep them working, list the old pattern after the new one: 'deepLink: \(kept)'"
                } else {
                    let names = gone.map { "'\($0)'" }.joined(separator: ", ")
                    note = "'\(old.pattern.text)' cannot be kept as an alias: '\(old.screen)' has no "
                        + (gone.count == 1 ? "param " : "params ") + names + " any more"
                }
                found.error(EvolutionID.deepLinkChanged,
                            "the deep link of '\(old.screen)' changed from '\(old.pattern.text)' to "
                                + "'\(now.pattern.text)': links to the old one no longer open it", at: now.location,
                            notes: [Diagnostic.Note(note, at: now.location)])
            } else {
                found.error(EvolutionID.deepLinkRemoved,
                            "the deep link '\(old.pattern.text)' of '\(old.screen)' was removed: its links no longer "
                                + "open the app", at: old.location,
                            notes: current.screen(old.screen).map { [Self.stillHere($0)] } ?? [])
            }
        }
        let oldShapes = Set(oldLinks.map(\.shape))
        // The screens whose every old link still opens them: not one whose alias was removed.
        let kept = Set(newLinks.map { [$0.screen, $0.shape] })
        let oldScreens = Set(oldLinks.map(\.screen)).subtracting(
            oldLinks.filter { !kept.contains([$0.screen, $0.shape]) }.map(\.screen))
        for new in newLinks where !oldShapes.contains(new.shape) {
            if new.isAlias {
                found.note(EvolutionID.deepLinkAdded, "new alias '\(new.pattern.text)' of '\(new.screen)'", at: new.location)
            } else if !replaced.contains(new.screen) {
                let also = oldScreens.contains(new.screen) ? " (its old links still open it)" : ""
                found.note(EvolutionID.deepLinkAdded, "new deep link '\(new.pattern.text)' of '\(new.screen)'" + also,
                           at: new.location)
            }
        }
    }

    /// Where a fresh navigator shows the screen each deep link opens, by screen, as a phrase: the
    /// stack (a tab's, a modal's own, the app's) or presented, with the screens a nested pattern
    /// puts below it. The stack's root is not one of them: it is always there, never on the path
    /// (`show` drops it from the chain), so a chain gaining or losing it shows the same screens.
    /// Links `handle(_:)` does not open have none.
    private static func places(_ graph: NavigationGraph) -> [String: String] {
        var places: [String: String] = [:]
        for entry in DeepLinkCatalogue(graph).entries {
            // A modal's own stack has the modal at its bottom, which is not listed either.
            let root: String? = if let tab = entry.tab { graph.tabsByID[tab]?.root?.value }
                else if entry.modal == nil { graph.spec.app.root?.value } else { nil }
            var place = if let tab = entry.tab {
                entry.isTabRoot ? "as the root of the '\(tab)' tab" : "on the '\(tab)' tab's stack"
            } else if let modal = entry.modal {
                "on the own stack of '\(modal)'"
            } else if graph.screen(entry.screen)?.isModal == true {
                "presented over the selected tab"
            } else {
                "on the app's stack"
            }
            if let number = graph.index.screenNumber(entry.screen) {
                let below = graph.deepLinkChain(to: Int32(number)).dropLast()
                    .map { graph.index.screens[Int($0)] }.drop { $0.id.value == root }
                    .filter { !$0.isModal }.map { "'\($0.id.value)'" }
                if !below.isEmpty { place += " with " + below.joined(separator: ", ") + " below it" }
            }
            places[entry.screen] = places[entry.screen] ?? place
        }
        return places
    }

    /// Where a link of `screen` in `graph` reads `param` from: the pattern's answer, but nothing
    /// from a query item of the param's own name where the generated `handle(_:)` reads none
    /// (`NavigationGraph.readsOwnQueryItem(_:ofScreen:)`).
    static func source(of param: ParamSpec, in pattern: DeepLinkPattern, screen: String,
                       of graph: NavigationGraph) -> DeepLinkPattern.ParamSource? {
        let name = param.name.value
        guard pattern.mentions(param: name) || graph.readsOwnQueryItem(param, ofScreen: graph.index.screenNumber(screen))
        else { return nil }
        return pattern.source(ofParam: name)
    }

    /// The query items a link read before and reads no more: into the same param, or at all when
    /// the param was removed or renamed (old links carrying it lose the value).
    private func compareQueries(_ old: Link, _ now: Link, _ found: inout DiagnosticCollector) {
        guard let oldScreen = baseline.screen(old.screen), let newScreen = current.screen(now.screen) else { return }
        for param in oldScreen.params {
            let name = param.name.value
            guard case .queryItem(let item)? = Self.source(of: param, in: old.pattern, screen: old.screen, of: baseline) else { continue }
            if let kept = newScreen.params.first(where: { $0.name.value == name }) {
                if case .queryItem(let newItem)? = Self.source(of: kept, in: now.pattern, screen: now.screen, of: current),
                   newItem == item { continue }
                let why = kept.isInURLs ? "" : ": 'inURL: false' keeps '\(name)' out of URLs"
                found.error(EvolutionID.deepLinkChanged,
                            "'\(now.pattern.text)' no longer reads the query item '\(item)' into '\(name)'\(why)",
                            at: now.location)
            } else if !newScreen.params.contains(where: {
                Self.source(of: $0, in: now.pattern, screen: now.screen, of: current) == .queryItem(item)
            }) {
                found.error(EvolutionID.deepLinkChanged,
                            "'\(now.pattern.text)' no longer reads the query item '\(item)': the param '\(name)' of "
                                + "'\(old.screen)' was removed or renamed, so old links carrying it lose the value",
                            at: now.location)
            }
        }
    }

    /// Whether a param's value comes from a path segment (not a query item).
    private static func isPath(_ source: DeepLinkPattern.ParamSource) -> Bool {
        if case .pathSegment = source { return true }
        return false
    }

    /// The note a removal from a screen that stays gets: where the screen is now, which is also
    /// where `DiffResult.locatedInCurrentSpec()` puts the removal for reporters that annotate the
    /// changed files.
    private static func stillHere(_ screen: ScreenDefinition) -> Diagnostic.Note {
        Diagnostic.Note("'\(screen.id.value)' is still here", at: screen.id.location)
    }

    /// The first definition of each screen id, as the graph keeps it.
    private static func unique(_ screens: [ScreenDefinition]) -> [ScreenDefinition] {
        var seen = Set<String>()
        return screens.filter { seen.insert($0.id.value).inserted }
    }
}

extension DiagnosticCollector {
    /// Records a note.
    mutating func note(_ id: String, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        emit(Diagnostic(id: id, severity: .note, message: message, at: location, notes: notes))
    }
}
