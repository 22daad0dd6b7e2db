import YAMLSource

// The `tabs` section (SpecFormat.md §5): lists from several files are appended in file order.

extension SpecReader {
    static let tabKeys = ["id", "title", "systemImage", "root", "badge", "routeType", "section", "role", "action"]

    /// Reads `tabs: [ … ]`.
    mutating func readTabs(_ node: Node) {
        if isNull(node) { return }
        fragment.entries.append(.tabsSection(location(node)))
        guard let items = sequence(node, for: "'tabs'") else {
            gaps.append(LoadGap(.definitions, at: location(node)))
            return
        }
        let siblings = tree  // captured by the lazy `taken:` (not `self`, which the loop mutates)
        for (index, item) in items.enumerated() {
            let mark = errorMark
            // A tab left out (no id) is missing from the tab list; `readTab` notes a missing root or action.
            if !readTab(item, position: index + 1, taken: Self.ids(of: items, in: siblings)) {
                noteGap(.definitions, since: mark)
            }
            // A tab whose `- ` is missing: the tab bar has one tab fewer.
            noteItemsLostToMissingDash(in: item) { _ in .tabs }
        }
    }

    /// Reads one tab; a tab without an id is reported and left out (false). Only a root or an
    /// action that did not read is a navigation gap: a wrong `badge` or `systemImage` hides nothing.
    /// `taken`: the ids of the list's tabs; `position`: its place in the list, which names it in
    /// messages when it has no id.
    @discardableResult
    mutating func readTab(_ node: Node, position: Int, taken: @autoclosure () -> Set<String>) -> Bool {
        guard let pairs = mapping(node, for: "a tab") else { return false }
        var id: Located<String>?
        var title: Located<String>?
        var systemImage: Located<String>?
        var root: Located<String>?
        var badge: Located<Bool>?
        var routeType: Located<String>?
        var section: Located<String>?
        var role: Located<TabRole>?
        var action: Located<ActionSpec>?
        var given: [String: Node] = [:]
        // Keys written without a value (`title:`, or `title: #1 Birds`, whose `#` starts a comment).
        var empty: [String: Node] = [:]
        // The keys unknown keys were taken for (`titel` → `title`): that error covers the key's absence.
        var meant = Set<String>()
        for entry in pairs {
            guard let key = keyText(entry) else { continue }
            let value = entry.value
            if !isNull(value) { given[key] = entry.key } else { empty[key] = entry.key }
            switch key {
            case "id": id = identifier(value, for: key, role: .tab, taken: taken())
            case "title": title = string(value, for: key)
            case "systemImage": systemImage = symbolName(value, for: key)
            case "root":
                let mark = errorMark
                root = string(value, for: key)
                noteGap(.navigation, since: mark)
            case "badge": badge = bool(value, for: key)
            case "routeType": routeType = identifier(value, for: key, role: .routeType)
            case "section": section = sectionName(value)
            case "role": role = enumeration(value, for: key, noun: "a tab role")
            case "action":
                let mark = errorMark
                action = tabAction(value)
                noteGap(.navigation, since: mark)
            default:
                let mark = errorMark
                let likely = unknownKey(entry.key, key, in: "a tab", candidates: Self.tabKeys, value: entry.value, siblings: pairs[...])
                if let likely { meant.insert(likely) }
                // It may be a misspelt `root` or `action` (not beside one: `animated: true` leaves nothing out).
                if mayBeMisspelt(key, of: ["root", "action"], likely: likely, among: pairs) { noteGap(.navigation, since: mark) }
            }
        }
        // Which tab, in a list of several on one line: by its id, else by its place in the list.
        let tab = id.map { "tab '\($0.value)'" } ?? "the \(Self.ordinal(position)) tab"
        for required in ["id", "title", "systemImage"] where given[required] == nil && !meant.contains(required) {
            if let key = empty[required] {
                error(LoaderID.missingKey, "the '\(required)' of \(tab) has no value", at: key)
            } else {
                error(LoaderID.missingKey, "\(tab) is missing the required key '\(required)'", at: node)
            }
        }
        let checks = errorMark
        // A tab shows a stack (`root`) or, tapped, presents a modal (`action`): one of the two.
        if given["root"] == nil && given["action"] == nil && meant.isDisjoint(with: ["root", "action"]) {
            error(LoaderID.missingKey, "\(tab) is missing the required key 'root' (or an 'action', for a tab that "
                  + "presents a modal instead of showing a stack)", at: node)
        } else if given["root"] != nil, let key = given["action"] {
            error(LoaderID.invalidValue, "\(tab) has a 'root' (its stack) or an 'action' (a tap presents a modal), "
                  + "not both", at: key)
        }
        noteGap(.navigation, since: checks)
        if given["root"] == nil, given["action"] != nil, let key = given["routeType"] {
            error(LoaderID.invalidValue, "\(tab) has an 'action', so no stack and no 'routeType'", at: key)
        }
        guard let id else { return false }
        fragment.entries.append(.tab(TabSpec(id: id, title: title, systemImage: systemImage, root: root, badge: badge,
                            routeType: routeType, section: section, role: role, action: action,
                            location: location(node))))
        return true
    }

    /// `1st`, `2nd`, `3rd`, `11th`, `22nd`.
    static func ordinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }

    /// Reads a tab's `action`: `{ present: SCREEN }`, the one verb a tap on a tab may do besides
    /// selecting it (a new post, a scanner, a composer: a modal over whatever tab is shown).
    mutating func tabAction(_ node: Node) -> Located<ActionSpec>? {
        guard let action = action(node, inTab: true) else { return nil }
        if case .present = action.value { return action }
        // `{ push: Composer }`, `{ open: Composer }`: a screen shown by a tap, which for a tab is presenting it.
        var notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
        if let pairs = tree.pairs(node), pairs.count == 1, let verb = pairs.first?.key {
            switch action.value {
            case .push(let screen), .open(let screen, nil):
                notes = [Diagnostic.Note("write '{ present: \(screen.value) }' to present '\(screen.value)' when the tab is tapped",
                                         at: location(verb))]
                fixIts = suggestion("present", for: verb).fixIts
            default: break
            }
        }
        error(LoaderID.invalidValue, "a tab's action presents a modal: write { present: SCREEN }; other actions "
              + "belong to toolbar items and dialog buttons", at: node, notes: notes, fixIts: fixIts)
        return nil
    }

    /// Reads `section`: a non-empty, non-blank title (a blank one would be a header-less group
    /// that looks like a missing title).
    mutating func sectionName(_ node: Node) -> Located<String>? {
        guard let name = string(node, for: "section") else { return nil }
        if name.value.allSatisfy(\.isWhitespace) {
            error(LoaderID.invalidValue, "a section name cannot be empty; give it a title or leave out 'section'",
                  at: node)
            return nil
        }
        return name
    }
}
