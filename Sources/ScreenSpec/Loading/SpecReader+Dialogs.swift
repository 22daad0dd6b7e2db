import YAMLSource

// Alerts and confirmation dialogs (SpecFormat.md `presentation: alert | confirmationDialog`):
// their `buttons`, and the keys such a screen may not have, or only it may have.

/// The keys of a dialog button.
enum DialogButtonKey: String, CaseIterable, Sendable {
    case label, role, action
}

extension SpecReader {
    static let dialogButtonKeyTable = KeyTable<DialogButtonKey>()
    static let dialogButtonKeys = dialogButtonKeyTable.names
    static let dialogButtonRoles = DialogButtonSpec.Role.allCases.map(\.rawValue)

    /// `buttons: [ { label, role, action } ]`, in order; at most one `cancel`. Notes its own gaps:
    /// only a button's action left out (an unreadable `action`, a key that may be a misspelt one,
    /// a button dropped with its action) hides navigation; a wrong `role` or `label` hides none.
    mutating func dialogButtons(_ node: Node) -> [DialogButtonSpec] {
        if isNull(node) { return [] }
        let mark = errorMark
        guard let items = sequence(node, for: "'buttons'") else {
            noteGap(.navigation, since: mark)
            return []
        }
        var buttons: [DialogButtonSpec] = []
        var cancel: Located<DialogButtonSpec.Role>?
        for item in items {
            // A button whose `- ` is missing hides navigation only with its action (or a key that may be it).
            noteItemsLostToMissingDash(in: item) { $0.isSubset(of: ["label", "role"]) ? nil : .navigation }
            guard let button = dialogButton(item) else { continue }
            if let role = button.role, role.value == .cancel {
                if let first = cancel {
                    emit(Diagnostic(id: LoaderID.invalidValue, severity: .error,
                                    message: "a dialog has at most one 'cancel' button; give this one another role or none",
                                    at: role.location,
                                    notes: [Diagnostic.Note("the first 'cancel' button is here", at: first.location)]))
                } else {
                    cancel = role
                }
            }
            buttons.append(button)
        }
        return buttons
    }

    /// One button; nil when it has no label (reported). A key taken for `label` (`title: OK`) is
    /// reported as unknown, with its fix-it, and its text is the label: the button, and its
    /// action, stay in the spec, and its absence is not reported a second time.
    mutating func dialogButton(_ node: Node) -> DialogButtonSpec? {
        guard tree.pairs(node) != nil else {
            error(LoaderID.typeMismatch, "expected a button such as '{ label: OK, role: cancel }', found \(found(node))",
                  at: node)
            return nil
        }
        let start = errorMark
        guard let pairs = mapping(node, for: "a button") else {
            noteGap(.navigation, since: start)
            return nil
        }
        var label: Located<String>?
        var meantLabel: Located<String>?
        var labelMeant = false
        // A label written with the wrong type (`label: {name}`) is reported as that: it is not missing.
        var labelWritten = false
        var role: Located<DialogButtonSpec.Role>?
        var action: Located<ActionSpec>?
        var hasAction = false
        for entry in pairs {
            let mark = errorMark
            switch keyMatch(entry, in: Self.dialogButtonKeyTable) {
            case .known(.label)?:
                labelWritten = labelWritten || !isNull(entry.value)
                label = string(entry.value, for: "label")
            case .known(.role)?: role = buttonRole(entry, in: node)
            case .known(.action)?:
                hasAction = hasAction || !isNull(entry.value)
                action = self.action(entry.value)
                noteGap(.navigation, since: mark)
            case .unknown(let text)?:
                let likely = unknownKey(entry.key, text, in: "a button", candidates: Self.dialogButtonKeys, value: entry.value,
                                            siblings: pairs[...])
                labelMeant = labelMeant || likely == "label"
                if likely == "label", meantLabel == nil, let text = tree.value(entry.value), !isNull(entry.value) {
                    meantLabel = Located(text, at: location(entry.value))
                }
                // It may be a misspelt `action` (not beside one: `badge: true` leaves nothing out).
                if mayBeMisspelt(text, of: ["action"], likely: likely, among: pairs) {
                    hasAction = true
                    noteGap(.navigation, since: mark)
                }
            case nil: continue
            }
        }
        guard let label = label ?? meantLabel else {
            // The unknown key taken for `label` already says what is missing.
            if !labelMeant, !labelWritten { error(LoaderID.missingKey, "a button is missing the required key 'label'", at: node) }
            // A button left out takes its action with it.
            if hasAction { noteGap(.navigation, since: start) }
            return nil
        }
        return DialogButtonSpec(label: label, role: role, action: action, location: location(node))
    }

    /// A button's `role`. A default button has none: a role that says so (`default`) is reported
    /// with a fix-it that removes it, from a block mapping or from a flow one (`{ label: OK, role: default }`).
    mutating func buttonRole(_ entry: Pair, in button: Node) -> Located<DialogButtonSpec.Role>? {
        guard let text = string(entry.value, for: "role") else { return nil }
        if let role = DialogButtonSpec.Role(rawValue: text.value) {
            return Located(role, at: text.location, verbatimStart: text.verbatimStart)
        }
        let message = "'\(text.value)' is not a button role: SwiftUI's are cancel and destructive; "
            + "leave out 'role' for a default button"
        guard Self.defaultRoleWords.contains(text.value.lowercased()) else {
            invalidValue(entry.value, message, candidates: DialogButtonSpec.Role.allCases.map(\.rawValue))
            return nil
        }
        let removal = entryRemoval(entry, in: button)
        error(LoaderID.invalidValue, message, at: entry.value,
              notes: [Diagnostic.Note("remove 'role': a button without one is a default button", at: location(entry.key))],
              fixIts: removal.map { [$0] } ?? [])
        return nil
    }

    /// Words for the role a button has without `role`.
    static let defaultRoleWords: Set<String> = ["default", "none", "normal", "plain", "regular"]

    /// `presentation`; `popover`, which SwiftUI has but ScreenSpec does not generate, with a note
    /// on what it does and what SwiftUI shows instead where it has no room for one; `actionSheet`,
    /// SwiftUI's deprecated word for a confirmation dialog, with a note saying so.
    mutating func presentation(_ node: Node) -> Located<Presentation>? {
        guard tree.isScalar(node), let text = tree.value(node),
              let (meant, note) = Self.unsupportedPresentations[text.lowercased()] else {
            return enumeration(node, for: "presentation", noun: "a presentation", synonyms: Self.presentationSynonyms)
        }
        let fixIts = suggestion(meant.rawValue, for: node).fixIts
        error(LoaderID.invalidValue,
              "'\(text)' is not a presentation: use \(Self.list(Presentation.allCases.map(\.rawValue)))", at: node,
              notes: [Diagnostic.Note(note("presentation: \(meant.rawValue)"), at: location(node))],
              fixIts: fixIts)
        return nil
    }

    /// SwiftUI's presentations the format has under another name, by their lower-cased spelling:
    /// the presentation meant, and the note that explains it given what to write instead.
    static let unsupportedPresentations: [String: (Presentation, @Sendable (String) -> String)] = [
        "popover": (.sheet, popoverExplanation), "actionsheet": (.confirmationDialog, actionSheetExplanation),
    ]

    /// Why an action sheet is written as a confirmation dialog, ending with what to write instead.
    static func actionSheetExplanation(_ instead: String) -> String {
        "SwiftUI deprecated 'actionSheet' (ActionSheet) for 'confirmationDialog', which shows the same sheet of "
            + "buttons: write '\(instead)'"
    }

    /// Why a popover is written as a sheet, ending with what to write instead.
    static func popoverExplanation(_ instead: String) -> String {
        "a popover floats beside the control that shows it, on iPad and Mac; on iPhone (compact width) "
            + "SwiftUI shows it as a sheet: ScreenSpec generates no popovers, so write '\(instead)'"
    }

    /// Reports what an alert or confirmation dialog may not have (a view, toolbars, search, a
    /// stack, links, a title display mode) and what only it may have (`message`, `buttons`), each
    /// with a fix-it that removes the key when it is written on one line; and an alert or
    /// dialog without a title (not one whose title was written but did not read, `titleUnread`).
    /// `message` and `buttons` are not reported when the presentation did not read (`presentationUnread`).
    mutating func checkDialogKeys(_ given: [(key: ScreenKey, pair: Pair)], of id: Located<String>,
                                  presentation: Located<Presentation>?, title: Located<String>?, titleUnread: Bool,
                                  presentationUnread: Bool, body: Node) {
        let kind = presentation?.value
        if let kind, kind.isDialog {
            let noun = kind == .alert ? "an alert" : "a confirmation dialog"
            for (key, pair) in given {
                let why: String
                switch key {
                case .view: why = "SwiftUI draws it from its title, message and buttons"
                case .toolbar, .toolbars: why = "it has no bar to put items in"
                case .search: why = "it has no search field"
                case .stack: why = "it has no navigation stack"
                case .links: why = "its buttons say where it goes (a button's 'action')"
                case .titleDisplayMode: why = "its title is not a navigation title"
                default: continue
                }
                error(LoaderID.invalidValue, "'\(key.rawValue)' is not allowed on \(noun): \(why)", at: pair.key,
                      notes: [Diagnostic.Note("remove '\(key.rawValue)'", at: location(pair.key))],
                      fixIts: entryRemoval(pair, in: body).map { [$0] } ?? [])
            }
            // `title: #1 Tip`: the value is a comment, which `spec.comment_value` reports already.
            let titleCommented = given.first { $0.key == .title }.map { entry in
                tree.gluedComments.contains { $0.mark.line == tree.start(entry.pair.key).line }
            } ?? false
            if title == nil, !titleUnread, !titleCommented {
                let example = kind == .alert ? "Delete this order?" : "Share the order"
                let presentationNode = given.first { $0.key == .presentation }?.pair.value ?? body
                error(LoaderID.missingKey, "\(noun) needs a 'title' (e.g. 'title: \(example)')", at: presentationNode)
            }
            return
        }
        // A presentation written but not read is reported already: it may be the dialog's, misspelt.
        if presentationUnread { return }
        for (key, pair) in given where key == .message || key == .buttons {
            error(LoaderID.invalidValue, "'\(key.rawValue)' is only allowed on an alert or a confirmation dialog "
                  + "('presentation: alert' or 'presentation: confirmationDialog')", at: pair.key,
                  notes: [Diagnostic.Note("remove '\(key.rawValue)', or make '\(id.value)' an alert or a confirmation dialog",
                                          at: location(pair.key))],
                  fixIts: entryRemoval(pair, in: body).map { [$0] } ?? [])
        }
    }
}
