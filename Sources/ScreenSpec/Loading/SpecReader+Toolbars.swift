import YAMLSource

// The `toolbars` section and toolbar actions (SpecFormat.md §6).

extension SpecReader {
    static let itemKeys = ["id", "placement", "systemImage", "label", "action", "menu"]
    /// The keys of an item of a toolbar item's `menu`.
    static let menuItemKeys = ["label", "systemImage", "role", "action", "menu"]
    /// Action verbs written as a one-key mapping, in the order SpecFormat.md lists them.
    static let actionVerbs = ["popToRoot", "selectTab", "open", "push", "present", "custom"]
    /// Actions written as a bare word.
    static let bareActions = ["popToRoot", "pop", "dismiss", "dismissAll"]

    /// Reads `toolbars: { id: [items] }`.
    mutating func readToolbars(_ node: Node) {
        if isNull(node) { return }
        guard let pairs = mapping(node, for: "'toolbars'") else {
            gaps.append(LoadGap(.definitions, at: location(node)))
            return
        }
        let siblings = tree  // captured by the lazy `taken:` (not `self`, which the loop mutates)
        for pair in pairs {
            if skipsRepeatedDefinition(pair, among: pairs, of: .toolbars) { continue }
            guard let key = keyText(pair) else { continue }
            let id = identifier(pair.key, text: key, role: .toolbar, taken: Self.keys(of: pairs, in: siblings))
            let items = toolbarItems(pair.value, toolbar: key)
            fragment.entries.append(.toolbar(ToolbarSpec(id: id, items: items, location: id.location)))
        }
    }

    /// The items of one toolbar; an empty value is an empty toolbar. An item or action left out
    /// may be the one that leads somewhere (a navigation gap); a wrong placement or label is not.
    mutating func toolbarItems(_ node: Node, toolbar: String) -> [ToolbarItemSpec] {
        if isNull(node) { return [] }
        let mark = errorMark
        guard let nodes = sequence(node, for: "toolbar '\(toolbar)' (its items)") else {
            noteGap(.navigation, since: mark)
            return []
        }
        var items: [ToolbarItemSpec] = []
        var itemIDs: [String: SourceLocation] = [:]
        let siblings = tree  // captured by the lazy `taken:` (not `self`, which the loop mutates)
        for itemNode in nodes {
            let mark = errorMark
            // An item whose `- ` is missing may be the one whose action shows a screen.
            noteItemsLostToMissingDash(in: itemNode) { _ in .navigation }
            guard let item = toolbarItem(itemNode, taken: Self.ids(of: nodes, in: siblings)) else {
                noteGap(.navigation, since: mark)
                continue
            }
            if let id = item.id {
                if let first = itemIDs[id.value] {
                    emit(SpecMerger.duplicate(id, first: first, kind: "toolbar item"))
                    gaps.append(LoadGap(.navigation, at: id.location))
                    continue
                }
                itemIDs[id.value] = id.location
            }
            items.append(item)
        }
        return items
    }

    /// One toolbar item; it needs a `label` or a `systemImage`. `taken`: the ids of its toolbar's items.
    mutating func toolbarItem(_ node: Node, taken: @autoclosure () -> Set<String>) -> ToolbarItemSpec? {
        guard let pairs = mapping(node, for: "a toolbar item") else { return nil }
        var item = ToolbarItemSpec(location: location(node))
        var hasContent = false
        for entry in pairs {
            guard let key = keyText(entry) else { continue }
            let value = entry.value
            switch key {
            case "id": item.id = isNull(value) ? nil : identifier(value, for: key, role: .item, taken: taken())
            case "placement":
                if tree.pairs(value) != nil {
                    item.placementByPlatform = platformPlacements(value)
                    item.placement = item.placementByPlatform[.iOS] ?? item.placementByPlatform[.macOS]
                } else {
                    item.placement = placement(value)
                }
            default:
                if !readButtonKey(key, entry, in: node, into: &item, hasContent: &hasContent) {
                    let mark = errorMark
                    let likely = unknownKey(entry.key, key, in: "a toolbar item", candidates: Self.itemKeys, value: entry.value,
                                            siblings: pairs[...])
                    // `title: Save` taken for `label`: that error covers the label's absence.
                    hasContent = hasContent || likely == "label" || likely == "systemImage"
                    if mayBeAction(key, among: pairs) { noteGap(.navigation, since: mark) }
                }
            }
        }
        if !hasContent {
            error(LoaderID.missingKey, "a toolbar item needs a 'label', a 'systemImage' or both", at: node)
        }
        return item
    }

    /// Reads a key a toolbar item and a menu item share (`systemImage`, `label`, `action`,
    /// `menu`) into `item`; false for any other key. `hasContent` becomes true with a shown
    /// label or image.
    mutating func readButtonKey(_ key: String, _ entry: YAMLTree.Pair, in node: Node,
                                into item: inout ToolbarItemSpec, hasContent: inout Bool) -> Bool {
        let value = entry.value
        switch key {
        case "systemImage":
            hasContent = hasContent || !isNull(value)
            item.systemImage = symbolName(value, for: key)
        case "label":
            hasContent = hasContent || !isNull(value)
            item.label = string(value, for: key)
        case "action":
            let mark = errorMark
            item.action = action(value)
            noteGap(.navigation, since: mark)
            // An empty `action:` reports nothing here: `invalid_menu` says the item does nothing.
            if item.action != nil || errorMark > mark { item.actionKey = location(entry.key) }
            item.actionRemoval = entryRemoval(entry, in: node)
        case "menu":
            item.menuKey = location(entry.key)
            item.menu = menuItems(value)
        default:
            return false
        }
        return true
    }

    /// `menu: [items]`: the items of a toolbar item's (or a menu item's) menu; an empty value is
    /// an empty menu, which the checker reports (`invalid_menu`).
    mutating func menuItems(_ node: Node) -> [ToolbarItemSpec] {
        if isNull(node) { return [] }
        let mark = errorMark
        guard let nodes = sequence(node, for: "'menu' (its items)") else {
            noteGap(.navigation, since: mark)
            return []
        }
        return nodes.compactMap { node in
            let mark = errorMark
            noteItemsLostToMissingDash(in: node) { _ in .navigation }
            let item = menuItem(node)
            if item == nil { noteGap(.navigation, since: mark) }
            return item
        }
    }

    /// Whether an unknown key of a toolbar or menu item may be a misspelt `action` or `menu`
    /// (so an action may be missing): it is not a button modifier the format does not generate
    /// (`keyboardShortcut`), and it is likely `action` or `menu`, or resembles no key of the item
    /// on an item with neither (`badge: true` beside a good `action` leaves nothing out).
    func mayBeAction(_ key: String, among pairs: YAMLTree.Pairs) -> Bool {
        if Self.itemModifiers[key] != nil { return false }
        return mayBeMisspelt(key, of: ["action", "menu"], likely: KeySynonyms.likelyKey(for: key, in: Self.itemKeys + ["role"]),
                             among: pairs)
    }

    /// Whether an unknown key may be a misspelling of one of `keys` (those of an element that lead
    /// somewhere: an action, a menu, a tab's root, a link's verb), so what it meant is left out:
    /// `likely`, the key it most likely meant, is one of them; or it resembles no key and the
    /// element (`pairs`, its keys) has none of `keys` written. A key beside a written one of
    /// `keys` is not that key (`{ push: A, animated: true }`): its own errors say what is left out.
    func mayBeMisspelt(_ key: String, of keys: [String], likely: String?, among pairs: YAMLTree.Pairs) -> Bool {
        if let likely { return keys.contains(likely) }
        return !pairs.contains { pair in tree.value(pair.key).map(keys.contains) ?? false }
    }

    /// One item of a menu: a button (`label` and/or `systemImage`, `role`, `action`) or a submenu
    /// (`menu`); it needs a `label` or a `systemImage`.
    mutating func menuItem(_ node: Node) -> ToolbarItemSpec? {
        guard let pairs = mapping(node, for: "a menu item") else { return nil }
        var item = ToolbarItemSpec(location: location(node))
        var hasContent = false
        for entry in pairs {
            guard let key = keyText(entry) else { continue }
            let value = entry.value
            switch key {
            case "role": item.role = enumeration(value, for: key, noun: "a menu item role")
            case "id", "placement":
                // A toolbar item's keys, which a menu's items take from the item whose menu they are.
                error(LoaderID.unknownKey, "unknown key '\(key)' in a menu item", at: entry.key,
                      notes: [Diagnostic.Note("'\(key)' is a key of a toolbar item; a menu item has none: remove it",
                                              at: location(entry.key))],
                      fixIts: entryRemoval(entry, in: node).map { [$0] } ?? [])
            default:
                if !readButtonKey(key, entry, in: node, into: &item, hasContent: &hasContent) {
                    let mark = errorMark
                    let likely = unknownKey(entry.key, key, in: "a menu item", candidates: Self.menuItemKeys, value: entry.value,
                                            siblings: pairs[...])
                    hasContent = hasContent || likely == "label" || likely == "systemImage"
                    if mayBeAction(key, among: pairs) {
                        noteGap(.navigation, since: mark)
                        item.actionKey = item.actionKey ?? location(entry.key)
                    }
                }
            }
        }
        if !hasContent {
            error(LoaderID.missingKey, "a menu item needs a 'label', a 'systemImage' or both", at: node)
        }
        return item
    }

    /// `placement`: a `ToolbarPlacement`; common names for a place (`topLeft`, `center`) are
    /// corrected to the placement that means it, others to the closest spelling.
    mutating func placement(_ node: Node) -> Located<ToolbarPlacement>? {
        guard let text = string(node, for: "placement") else { return nil }
        if let placement = ToolbarPlacement(rawValue: text.value) {
            return Located(placement, at: text.location, verbatimStart: text.verbatimStart)
        }
        if let why = Self.unsupportedPlacements[text.value] {
            error(LoaderID.invalidValue, "'\(text.value)' is a SwiftUI placement ScreenSpec does not support: \(why)", at: node)
            return nil
        }
        let candidates = ToolbarPlacement.allCases.map(\.rawValue)
        invalidValue(node, "'\(text.value)' is not a toolbar placement", candidates: candidates,
                     closest: Self.placementSynonyms[text.value.lowercased()]?.rawValue)
        return nil
    }

    /// SwiftUI's placements the format leaves out, and why.
    static let unsupportedPlacements = [
        "accessoryBar": "the Mac's accessory bars take an id of the app's (use 'navigation', 'primaryAction' or 'status')",
        "bottomOrnament": "it is visionOS's, and ScreenSpec generates code for iOS and macOS only",
    ]

    /// `placement: { iOS: topBarLeading, macOS: navigation }`: a placement per platform.
    mutating func platformPlacements(_ node: Node) -> [Platform: Located<ToolbarPlacement>] {
        guard let pairs = mapping(node, for: "'placement'") else { return [:] }
        var placements: [Platform: Located<ToolbarPlacement>] = [:]
        for entry in pairs {
            guard let key = keyText(entry) else { continue }
            guard let platform = Platform(rawValue: key) else {
                unknownKey(entry.key, key, in: "'placement'", candidates: Platform.allCases.map(\.rawValue))
                continue
            }
            if let placement = placement(entry.value) { placements[platform] = placement }
        }
        if pairs.isEmpty {
            error(LoaderID.invalidValue, "'placement' names no platform: use iOS, macOS or both", at: node)
        }
        return placements
    }

    /// Names users write for a place in the bars, by their lower-cased spelling.
    static let placementSynonyms: [String: ToolbarPlacement] = {
        var synonyms: [String: ToolbarPlacement] = [:]
        for word in ["topleft", "topleading", "topbarleft", "left", "leading", "navigationleading", "navbarleading"] {
            synonyms[word] = .topBarLeading
        }
        for word in ["topright", "toptrailing", "topbarright", "right", "trailing", "navigationtrailing",
                     "navbartrailing"] {
            synonyms[word] = .topBarTrailing
        }
        for word in ["center", "centre", "middle", "title", "topcenter", "topcentre"] { synonyms[word] = .principal }
        for word in ["bottom", "bottomleft", "bottomright", "bottomleading", "bottomtrailing", "bottomcenter"] {
            synonyms[word] = .bottomBar
        }
        for word in ["overflow", "menu", "more", "secondary"] { synonyms[word] = .secondaryAction }
        for word in ["primary", "main", "mainaction"] { synonyms[word] = .primaryAction }
        for word in ["secondaryactions", "overflowmenu", "moremenu"] { synonyms[word] = .secondaryAction }
        // The semantic placements by their role's word, alone or as SwiftUI words it (`confirmAction`:
        // too far from `confirmationAction` for a spelling suggestion).
        // Each word also with `action` and `button` after it (but the placements' own names).
        func roles(_ words: [String], _ placement: ToolbarPlacement) {
            for word in words {
                for suffix in ["", "action", "button"] where !ToolbarPlacement.allCases.contains(where: {
                    $0.rawValue.lowercased() == word + suffix
                }) {
                    synonyms[word + suffix] = synonyms[word + suffix] ?? placement
                }
            }
        }
        roles(["cancel", "cancellation", "close"], .cancellationAction)
        roles(["confirm", "confirmation", "done", "save", "ok", "submit", "accept"], .confirmationAction)
        roles(["destructive", "delete", "destroy", "remove", "destruction"], .destructiveAction)
        return synonyms
    }()

    /// Reports a bare word that is not one of the bare actions. A misspelt one gets its did-you-mean;
    /// any other lowerCamel name almost certainly is an app-defined action, so it gets a note and a
    /// fix-it to `{ custom: NAME }`; a screen's name (or one of this file's screens' names in another
    /// case, `settings`) gets a note naming the verbs that show a screen (a tab's action, which only
    /// presents, a fix-it to `{ present: NAME }`).
    mutating func notAnAction(_ node: Node, _ word: String, inTab: Bool) {
        let message = inTab
            ? "'\(word)' is not a tab's action: a tab's action presents a modal, { present: SCREEN }"
            : "'\(word)' is not an action: use popToRoot, pop, dismiss, dismissAll, or a verb mapping such as { push: SCREEN }"
        // A tab's action is never a bare one: a near miss of one gets no did-you-mean there.
        if !inTab, DidYouMean.closest(to: word, in: Self.bareActions) != nil {
            return invalidValue(node, message, candidates: Self.bareActions)
        }
        let here = location(node)
        func replaced(with replacement: String, note: String) {
            let fixIts = sourceLength(of: node).map { [Diagnostic.FixIt(replacement: replacement, at: here, length: $0)] }
            error(LoaderID.invalidValue, message, at: node, notes: [Diagnostic.Note(note, at: here)], fixIts: fixIts ?? [])
        }
        // `push Settings`: a verb and its target without the mapping (a tab's is always `present`).
        let words = word.split(separator: " ", omittingEmptySubsequences: true)
        if words.count == 2, Self.actionVerbs.contains(String(words[0])) {
            let mapping = "{ \(inTab ? "present" : words[0]): \(words[1]) }"
            return replaced(with: mapping, note: "did you mean '\(mapping)'?")
        }
        if let screen = IdentifierRole.screen.problem(with: word) == nil ? word : screenOfThisFile(spelledLike: word) {
            if inTab {
                replaced(with: "{ present: \(screen) }", note: "write { present: \(screen) }")
            } else {
                error(LoaderID.invalidValue, message, at: node, notes: [Diagnostic.Note(
                    "to show the screen '\(screen)', name how: { push: \(screen) }, { present: \(screen) } or { open: \(screen) }",
                    at: here)])
            }
        } else if !inTab, IdentifierRole.action.problem(with: word) == nil {
            replaced(with: "{ custom: \(word) }",
                     note: "an app-defined action, handled by the app's code, is written { custom: \(word) }")
        } else {
            error(LoaderID.invalidValue, message, at: node)
        }
    }

    /// The message for an action verb written without its target (`action: push`, `{ push: }`).
    static func missingTarget(ofAction verb: String) -> String {
        let target = verb == "custom" ? "NAME" : verb == "selectTab" ? "TAB" : "SCREEN"
        return "action '\(verb)' needs a target: write { \(verb): \(target) }"
    }

    /// An action: a bare word (`popToRoot`, `pop`, `dismiss`, `dismissAll`) or a mapping with exactly one verb.
    /// `inTab`: a tab's action, which can only present a modal, so a wrong word gets no other suggestion.
    mutating func action(_ node: Node, inTab: Bool = false) -> Located<ActionSpec>? {
        if isNull(node) { return nil }
        let here = location(node)
        if tree.isScalar(node) {
            guard let word = string(node, for: "action") else { return nil }
            switch word.value {
            case "popToRoot": return Located(.popToRoot(tab: nil), at: here)
            case "pop": return Located(.pop, at: here)
            case "dismiss": return Located(.dismiss, at: here)
            case "dismissAll": return Located(.dismissAll, at: here)
            case let verb where Self.actionVerbs.contains(verb):
                error(LoaderID.invalidValue, Self.missingTarget(ofAction: verb), at: node)
            default:
                notAnAction(node, word.value, inTab: inTab)
            }
            return nil
        }
        guard let pairs = mapping(node, for: "'action'") else { return nil }
        var verb: (key: String, value: Node)?
        var tab: Pair?
        var hasUnknownKey = false
        var empty: Pair?
        for entry in pairs {
            guard let key = keyText(entry) else { continue }
            if Self.actionVerbs.contains(key) {
                // `{ selectTab: }` names nothing: reported when no other verb names a target.
                if isNull(entry.value) {
                    empty = empty ?? entry
                    continue
                }
                if let first = verb {
                    error(LoaderID.invalidValue, "an action has exactly one verb; '\(key)' comes after '\(first.key)'",
                          at: entry.key)
                } else {
                    verb = (key, entry.value)
                }
            } else if key == "tab" {
                tab = entry
            } else if key == "pop" || key == "dismiss" || key == "dismissAll" {
                // `{ pop: x }` written on one line, alone: the fix-it writes the bare word instead.
                let (start, end) = (tree.start(node), tree.end(node))
                let whole = tree.pairs(node)?.count == 1 && start.line == end.line && end.column > start.column
                error(LoaderID.invalidValue, "'\(key)' takes no target: write 'action: \(key)'", at: entry.key,
                      fixIts: whole ? [Diagnostic.FixIt(replacement: key, at: location(node), length: end.column - start.column)] : [])
                hasUnknownKey = true
            } else if ["sheet", "fullScreenCover", "alert", "confirmationDialog"].contains(key) {
                // Links say how a screen is presented; actions say `present`, and the screen's own
                // `presentation` says how.
                let (notes, fixIts) = suggestion("present", for: entry.key)
                error(LoaderID.unknownKey, "unknown key '\(key)' in an action: actions present a screen with "
                      + "'present' ('\(key)' is a verb of links; the screen's 'presentation' says how it is shown)",
                      at: entry.key, notes: notes, fixIts: fixIts)
                hasUnknownKey = true
            } else {
                unknownKey(entry.key, key, in: "an action", candidates: Self.actionVerbs + ["tab"])
                hasUnknownKey = true
            }
        }
        guard let verb else {
            // A misspelt verb is already reported; saying the verb is missing too would repeat it.
            if let empty, let key = keyText(empty) {
                error(LoaderID.invalidValue, Self.missingTarget(ofAction: key), at: empty.key)
            } else if !hasUnknownKey {
                error(LoaderID.invalidValue, "an action needs exactly one verb: \(Self.list(Self.actionVerbs))",
                      at: node)
            }
            return nil
        }
        var tabTarget: Located<String>?
        if let tab {
            if verb.key == "open" {
                tabTarget = string(tab.value, for: "tab")
            } else {
                error(LoaderID.unknownKey, "'tab' is only allowed with 'open'", at: tab.key,
                      notes: [Diagnostic.Note("remove 'tab'", at: location(tab.key))],
                      fixIts: entryRemoval(tab, in: node).map { [$0] } ?? [])
            }
        }
        let action: ActionSpec
        switch verb.key {
        case "popToRoot":
            guard let target = string(verb.value, for: verb.key) else { return nil }
            action = .popToRoot(tab: target)
        case "selectTab":
            guard let target = string(verb.value, for: verb.key) else { return nil }
            action = .selectTab(target)
        case "open":
            guard let target = string(verb.value, for: verb.key) else { return nil }
            action = .open(screen: target, tab: tabTarget)
        case "push":
            guard let target = string(verb.value, for: verb.key) else { return nil }
            action = .push(target)
        case "present":
            guard let target = string(verb.value, for: verb.key) else { return nil }
            action = .present(target)
        default:
            guard let name = identifier(verb.value, for: verb.key, role: .action) else { return nil }
            action = .custom(name)
        }
        return Located(action, at: here)
    }
}
