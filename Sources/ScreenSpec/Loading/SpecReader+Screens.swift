import Foundation
import YAMLSource

// The `screens` section (SpecFormat.md §7): screen keys, params with defaults, links.

/// The keys of a screen, in the order suggestions are made.
enum ScreenKey: String, CaseIterable, Sendable {
    case view, title, titleDisplayMode, toolbar, toolbars, search, params, links, presentation, stack, deepLink
    case entry, message, buttons
}

/// The keys of a param's long form.
enum ParamKey: String, CaseIterable, Sendable {
    case type, `default`, inURL
}

extension SpecReader {
    static let screenKeyTable = KeyTable<ScreenKey>()
    static let paramKeyTable = KeyTable<ParamKey>()
    static let linkVerbTable = KeyTable<LinkSpec.Kind>()
    static let screenKeys = screenKeyTable.names
    static let paramKeys = paramKeyTable.names
    static let linkVerbs = linkVerbTable.names

    /// Reads `screens: { Id: { … } }`.
    mutating func readScreens(_ node: Node) {
        if isNull(node) { return }
        guard let pairs = mapping(node, for: "'screens'") else {
            gaps.append(LoadGap(.definitions, at: location(node)))
            return
        }
        var previous: String?
        let siblings = tree  // captured by the lazy `taken:` (not `self`, which the loop mutates)
        for pair in pairs {
            if skipsRepeatedDefinition(pair, among: pairs, of: .screens) { continue }
            guard let key = keyText(pair) else { continue }
            if let misplaced = Self.screenKeyTable.match(key) {
                // `links:` dedented out of its screen: a key of the format where a screen id belongs.
                misplacedScreenKey(pair, misplaced, after: previous)
                continue
            }
            previous = key
            if reportInvalidScreenIDOfAnother(pair, key, among: pairs) { continue }
            let id = identifier(pair.key, text: key, role: .screen, taken: Self.keys(of: pairs, in: siblings))
            let screen = screen(id, body: pair.value)
            fragment.entries.append(.screen(screen))
        }
    }

    /// One screen; an empty body (`About:`) is a screen with defaults. `given`: only these keys of
    /// `body` (those after a screen written too deep in it, `SpecReader+NestedScreens`).
    mutating func screen(_ id: Located<String>, body: Node, pairs given: Slice<YAMLTree.Pairs>? = nil) -> ScreenDefinition {
        if given == nil, isNull(body) { return ScreenDefinition(id: id, location: id.location) }
        guard let pairs = given ?? mapping(body, for: "screen '\(id.value)'")?[...] else {
            gaps.append(LoadGap(.navigation, at: location(body)))
            return ScreenDefinition(id: id, location: id.location)
        }
        let insertion = given == nil ? keyInsertion(body, first: pairs.first) : nil
        // The gaps noted while reading it are this screen's (a nested screen tags its own first).
        let firstGap = gaps.count
        defer {
            for index in firstGap..<gaps.count where gaps[index].screen == nil && !gaps[index].kind.screenRules.isEmpty {
                gaps[index].screen = id.value
            }
        }
        // The fields are gathered first and the screen made once: setting them one by one would
        // check the screen's shared box for uniqueness at every key.
        var screen = ScreenFields()
        var toolbarKey: String?
        // The keys given, for what an alert or confirmation dialog may not have (SpecReader+Dialogs).
        var given: [(key: ScreenKey, pair: Pair)] = []
        given.reserveCapacity(pairs.count)
        // Link verbs written as the screen's keys (`sheet: Move`), read as the links they mean.
        var verbLinks: [LinkSpec] = []
        // An empty `params:` just above, while the keys after it may be its params dedented.
        var emptyParams: Pair?
        for (index, entry) in zip(pairs.indices, pairs) {
            let mark = errorMark
            if let nested = nestedScreen(entry, in: id, rest: pairs[(index + 1)...], body: body) {
                if nested == .withRest { break } else { continue }
            }
            let match = keyMatch(entry, in: Self.screenKeyTable)
            if case .unknown? = match, let params = emptyParams, dedentedParam(entry, under: params, of: id) {
                noteGap(.params, since: mark)
                continue
            }
            emptyParams = nil
            if case .known(.params)? = match, isNull(entry.value) { emptyParams = entry }
            if case .unknown(let verb)? = match, let link = linkVerbAsKey(entry, verb: verb, among: pairs) {
                verbLinks.append(link)
                continue
            }
            guard case .known(let key)? = match else {
                if case .unknown(let text)? = match {
                    unknownKey(entry.key, text, in: "screen '\(id.value)'", candidates: Self.screenKeys,
                               holdsLinks: holdsLinks(entry.value), value: entry.value, siblings: pairs)
                }
                noteGap(gapOfUnknownScreenKey(entry), since: mark)
                continue
            }
            let name = key.rawValue
            let value = entry.value
            given.append((key, entry))
            // `params`, `buttons` and `links` note their own gaps: a key indented under one, a button's `role`,
            // a link's `animated: true` beside its verb, hide nothing.
            defer { if ![.params, .buttons, .links].contains(key) { noteGap(Self.gap(of: key), since: mark) } }
            switch key {
            case .view: screen.view = identifier(value, for: name, role: .view)
            case .title: screen.title = string(value, for: name)
            case .titleDisplayMode:
                screen.titleDisplayMode = enumeration(value, for: name, noun: "a title display mode", synonyms: [
                    "compact": .inline, "small": .inline, "big": .large, "largetitle": .large,
                ])
            case .toolbar, .toolbars:
                if isNull(value) { continue }
                if let first = toolbarKey {
                    error(LoaderID.invalidValue, "give either 'toolbar' or 'toolbars', not both ('\(first)' is "
                          + "already given); list several toolbars in 'toolbars'", at: value)
                }
                toolbarKey = name
                // The two keys mixed up: one toolbar is `toolbar: a`, several `toolbars: [a, b]`.
                let isList = tree.kind(value) == .sequence
                let text = tree.value(value) ?? ""
                // `toolbars: main, filter`: a list without its brackets, read as the list it means.
                if !isList, let parts = Self.unbracketedItems(text) {
                    let list = "[" + parts.joined(separator: ", ") + "]"
                    let fixIts = suggestion(list, for: value).fixIts
                        + (key == .toolbar ? suggestion("toolbars", for: entry.key).fixIts : [])
                    error(LoaderID.typeMismatch, "expected a list for '\(name)', found '\(text)'; several toolbars "
                          + "are a list: 'toolbars: \(list)'", at: value,
                          notes: [Diagnostic.Note("write 'toolbars: \(list)'", at: location(entry.key))], fixIts: fixIts)
                    screen.toolbars += parts.map { Located($0, at: location(value)) }
                    continue
                }
                if key == .toolbar ? isList : tree.isScalar(value) {
                    let other = isList ? "toolbars" : "toolbar"
                    error(LoaderID.typeMismatch, isList
                          ? "expected a string for 'toolbar', found a sequence; several toolbars go in 'toolbars'"
                          : "expected a list for 'toolbars', found '\(text)'; one toolbar is 'toolbar: \(text)'",
                          at: value, notes: [Diagnostic.Note("write '\(other)'", at: location(entry.key))],
                          fixIts: suggestion(other, for: entry.key).fixIts)
                }
                if !isList {
                    if let toolbar = string(value, for: name) { screen.toolbars.append(toolbar) }
                } else if let items = sequence(value, for: "'toolbars'") {
                    for item in items {
                        if isNull(item) {
                            error(LoaderID.typeMismatch, "expected a toolbar id in 'toolbars', found nothing", at: item)
                        } else if let toolbar = string(item, for: name) {
                            screen.toolbars.append(toolbar)
                        }
                    }
                }
            case .search: screen.search = search(value, key: entry.key)
            case .params: screen.params = params(value, key: entry.key)
            case .links: screen.links = links(value, of: id.value)
            case .presentation:
                screen.presentation = presentation(value)
            case .stack: screen.stack = bool(value, for: name)
            case .deepLink: (screen.deepLink, screen.deepLinkAliases) = deepLinks(value)
            case .entry: screen.entry = bool(value, for: name)
            case .message: screen.message = string(value, for: name)
            case .buttons: screen.buttons = dialogButtons(value)
            }
        }
        let isDialog = screen.presentation?.value.isDialog ?? false
        // A title written but not read is reported already: the dialog is not said to lack one.
        let titleUnread = gaps[firstGap...].contains { $0.kind == .title }
        let presentationUnread = gaps[firstGap...].contains { $0.kind == .presentations && $0.screen == nil }
        checkDialogKeys(given, of: id, presentation: screen.presentation, title: screen.title, titleUnread: titleUnread,
                        presentationUnread: presentationUnread, body: body)
        let dialog = isDialog ? DialogSpec(message: screen.message, buttons: screen.buttons) : nil
        return ScreenDefinition(id: id, view: screen.view, title: screen.title, titleDisplayMode: screen.titleDisplayMode,
                                toolbars: screen.toolbars, search: screen.search, params: screen.params,
                                links: verbLinks.isEmpty ? screen.links : screen.links + verbLinks, presentation: screen.presentation, stack: screen.stack,
                                deepLink: screen.deepLink, deepLinkAliases: screen.deepLinkAliases, entry: screen.entry,
                                dialog: dialog, keyInsertion: insertion,
                                location: id.location)
    }

    /// Where a key can be added to `mapping`: before its first key, in a block mapping (whose
    /// node starts at that key) or a flow one (which starts at its `{`).
    func keyInsertion(_ mapping: Node, first: Pair?) -> KeyInsertion? {
        guard let first else { return nil }
        let start = tree.start(mapping), keyStart = tree.start(first.key), key = location(first.key)
        if start.offset == keyStart.offset {
            return lines.startsLine(keyStart)
                ? KeyInsertion(location: key, separator: "\n" + String(repeating: " ", count: key.column - 1)) : nil
        }
        let opensFlow = start.offset < lines.bytes.count && lines.bytes[start.offset] == UInt8(ascii: "{")
        return opensFlow && start.line == key.line ? KeyInsertion(location: key, separator: ", ") : nil
    }

    /// Reports a screen key found where a screen id is expected (an indentation mistake) and
    /// leaves the pair out.
    mutating func misplacedScreenKey(_ pair: Pair, _ key: ScreenKey, after previous: String?) {
        let mark = errorMark
        var message = "'\(key.rawValue)' is a key of a screen, not a screen id: check the indentation"
        if let previous {
            message += "; to give it to '\(previous)', indent it under that screen"
        } else {
            message += "; indent it under the screen it belongs to"
        }
        error(LoaderID.invalidIdentifier, message, at: pair.key)
        noteGap(Self.gap(of: key) ?? .navigation, since: mark)
    }

    /// What is missing when the value of a screen key could not be read.
    /// Nil when no check depends on it (a view left out hides no other mistake).
    static func gap(of key: ScreenKey) -> LoadGap.Kind? {
        switch key {
        case .toolbar, .toolbars: return .toolbarUses
        case .params: return .params
        case .presentation: return .presentations
        case .stack: return .stacks
        // A deep link may be what reaches its screen.
        case .links, .entry, .buttons, .deepLink: return .navigation
        // A title left out hides no rule's mistake, only whether a dialog has one.
        case .title: return .title
        case .view, .titleDisplayMode, .search, .message: return nil
        }
    }

    /// What may be missing when a screen has an unknown key: what the key it most likely meant
    /// holds, or navigation when it resembles no key (it may be a misspelt `links`).
    func gapOfUnknownScreenKey(_ entry: Pair) -> LoadGap.Kind? {
        guard let text = tree.value(entry.key) else { return .navigation }
        if Self.viewModifiers[text] != nil { return nil }
        guard let closest = KeySynonyms.likelyKey(for: text, in: Self.screenKeys, holdsLinks: holdsLinks(entry.value)),
              let key = ScreenKey(rawValue: closest) else {
            // Another element's key that does not navigate (`badge`, `systemImage` of a tab) leaves nothing out.
            let navigates = ["root", "action", "menu"].contains(text)
            return !navigates && Self.owners(ofKey: text, besides: Self.screenKeys) != nil ? nil : .navigation
        }
        return Self.gap(of: key)
    }

    /// The fields of a screen being read.
    private struct ScreenFields {
        var view: Located<String>?
        var title: Located<String>?
        var titleDisplayMode: Located<TitleDisplayMode>?
        var toolbars: [Located<String>] = []
        var search: SearchSpec?
        var params: [ParamSpec] = []
        var links: [LinkSpec] = []
        var presentation: Located<Presentation>?
        var stack: Located<Bool>?
        var deepLink: Located<String>?
        var deepLinkAliases: [Located<String>] = []
        var entry: Located<Bool>?
        var message: Located<String>?
        var buttons: [DialogButtonSpec] = []
    }

    /// `deepLink`: one pattern, or a list whose first pattern is the screen's own (what `url(for:)`
    /// writes) and whose others are aliases (URLs that also open it).
    mutating func deepLinks(_ node: Node) -> (Located<String>?, [Located<String>]) {
        guard tree.items(node) != nil else { return (deepLinkPattern(node), []) }
        guard let items = sequence(node, for: "'deepLink'") else { return (nil, []) }
        let patterns = items.compactMap { deepLinkPattern($0) }
        if items.isEmpty {
            error(LoaderID.invalidValue, "'deepLink' lists no pattern; give one, or leave 'deepLink' out", at: node)
        }
        return (patterns.first, Array(patterns.dropFirst()))
    }

    /// One deep link pattern. `{entryID}` unquoted is a mapping: quoted, it would still be no
    /// pattern (it has no host), so no fix-it, and a note says what a pattern looks like.
    private mutating func deepLinkPattern(_ node: Node) -> Located<String>? {
        guard placeholderMappingHint(node) != nil, let name = tree.pairs(node)?.first.flatMap({ tree.value($0.key) }) else {
            return string(node, for: "deepLink")
        }
        error(LoaderID.typeMismatch, "expected a string for 'deepLink', found a mapping", at: node,
              notes: [Diagnostic.Note("braces start a YAML mapping, so an unquoted '{\(name)}' is a mapping, not text; "
                                      + "a deep link pattern is text that starts with '/' and a literal first segment, "
                                      + "the URL's host, e.g. '/contacts/{\(name)}'", at: location(node))])
        return nil
    }

    // MARK: Params

    /// `params: { name: Type | { type, default } }`, in order. `key`: the `params` key.
    mutating func params(_ node: Node, key: Node) -> [ParamSpec] {
        if isNull(node) { return [] }
        let mark = errorMark
        if tree.kind(node) == .sequence, tree.tag(node) == nil {
            // `- taskID: Int`: a list for the ordered mapping params are.
            paramsWrittenAsList(node, key: key)
            noteGap(.params, since: mark)
            return []
        }
        guard let pairs = mapping(node, for: "'params'") else {
            noteGap(.params, since: mark)
            return []
        }
        var params: [ParamSpec] = []
        params.reserveCapacity(pairs.count)
        let siblings = tree  // captured by the lazy `taken:` (not `self`, which the loop mutates)
        for pair in pairs {
            let mark = errorMark
            guard let key = keyText(pair) else {
                noteGap(.params, since: mark)
                continue
            }
            if let screenKey = ScreenKey(rawValue: key), !mayBeParamType(pair.value) {
                // `presentation: sheet` indented one level too deep, under `params`: no param is lost.
                error(LoaderID.invalidIdentifier, "'\(key)' is a key of a screen, not a param: check the indentation; "
                      + "to give it to the screen, indent it as 'params' is", at: pair.key)
                noteGap(Self.gap(of: screenKey), since: mark)
                continue
            }
            let name = identifier(pair.key, text: key, role: .param, taken: Self.keys(of: pairs, in: siblings))
            // A param left out, one that lost its default, or one whose name is rejected can make
            // the param rules wrong (their fix-its would use the name the rename replaces); a bad
            // name or default is reported, and the param kept as written.
            var whole = errorMark == mark
            if let param = param(name, value: pair.value, key: pair.key, whole: &whole) { params.append(param) } else { whole = false }
            if !whole { noteGap(.params, since: mark) }
        }
        return params
    }

    /// Whether a param's value may be meant as a type: a name starting with a capital or `[`, a
    /// lower-case builtin (`string`, which gets a fix-it), nothing, or a mapping with `type`.
    /// `fullScreenCover`, `true`, `/a/{b}`, words (`Write a reply`) or a list are not.
    func mayBeParamType(_ node: Node) -> Bool {
        if isNull(node) { return true }
        if let pairs = tree.pairs(node) { return pairs.contains { tree.value($0.key) == "type" } }
        guard let text = tree.value(node), let first = text.unicodeScalars.first else { return false }
        if first == "[" { return true }
        // Spaces only separate a generic type's arguments (`Dictionary<String, Int>`).
        if ("A"..."Z").contains(first) { return !text.utf8.contains(UInt8(ascii: " ")) || text.utf8.contains(UInt8(ascii: "<")) }
        let bare = text.hasSuffix("?") ? String(text.dropLast()) : text
        return ParamType.Builtin.allCases.contains { $0.rawValue.lowercased() == bare.lowercased() }
    }

    /// One param, or nil when its type is missing or invalid (reported). `whole` becomes false
    /// when a key of its long form could not be read (a misspelt `default`).
    mutating func param(_ name: Located<String>, value: Node, key: Node, whole: inout Bool) -> ParamSpec? {
        if isNull(value) {
            error(LoaderID.missingKey, "param '\(name.value)' needs a type, e.g. '\(name.value): String'", at: key)
            return nil
        }
        if tree.isScalar(value) {
            guard let type = paramType(value, for: name.value) else { return nil }
            return ParamSpec(name: name, type: type, location: name.location)
        }
        if reportUnquotedListType(value, as: "param '\(name.value)'") { return nil }
        guard let pairs = mapping(value, for: "param '\(name.value)' (a type, or { type:, default: })") else {
            return nil
        }
        var typeNode: Node?, defaultNode: Node?, inURL: Located<Bool>?
        for entry in pairs {
            guard let key = self.key(entry, in: Self.paramKeyTable, context: "param '\(name.value)'",
                                candidates: Self.paramKeys, siblings: pairs[...]) else {
                whole = false
                continue
            }
            switch key {
            case .type: typeNode = entry.value
            case .default: defaultNode = entry.value
            case .inURL: inURL = bool(entry.value, for: "inURL")
            }
        }
        guard let typeNode, !isNull(typeNode) else {
            error(LoaderID.missingKey, "param '\(name.value)' is missing the required key 'type'", at: value)
            return nil
        }
        guard let type = paramType(typeNode, for: "type") else { return nil }
        let mark = errorMark
        var defaultValue = defaultNode.flatMap { self.defaultValue($0, type: type.value) }
        if defaultValue == nil, errorMark > mark, let defaultNode {
            // A default that is wrong (reported) is still a default: the param is not a required one.
            defaultValue = Located(tree.value(defaultNode) ?? "", at: location(defaultNode))
        }
        return ParamSpec(name: name, type: type, defaultValue: defaultValue, inURL: inURL, location: name.location)
    }

    // MARK: Links

    /// `links: [ { verb: TARGET } ]`, in order. Notes its own gaps: a link that did not read, or a
    /// key of one that may be a misspelt verb, leaves navigation out; an unknown key beside the
    /// link's verb (`animated: true`) does not.
    mutating func links(_ node: Node, of screen: String) -> [LinkSpec] {
        if isNull(node) { return [] }
        if let links = linksWithoutDashes(node) { return links }
        let mark = errorMark
        guard let items = sequence(node, for: "'links'") else {
            noteGap(.navigation, since: mark)
            return []
        }
        var links: [LinkSpec] = []
        links.reserveCapacity(items.count)
        for item in items {
            let mark = errorMark
            if let link = link(item, of: screen) { links.append(link) } else { noteGap(.navigation, since: mark) }
            noteItemsLostToMissingDash(in: item) { _ in .navigation }
        }
        return links
    }

    /// One link: a mapping with exactly one verb. Notes the gaps of a link it returns (a second
    /// verb, a key that may be a misspelt one); a link it drops is its caller's to note. `screen`
    /// is the id of the screen whose link it is.
    mutating func link(_ node: Node, of screen: String) -> LinkSpec? {
        guard tree.pairs(node) != nil else {
            // `- Product`: a screen named alone is most likely pushed (the checker names the verb
            // a modal needs).
            // `- push Product` or `- push:Product`: the colon or the space after it left out.
            let words = tree.value(node)?.split(omittingEmptySubsequences: true) { $0 == " " || $0 == ":" } ?? []
            let meant = words.count == 2 && Self.linkVerbs.contains(String(words[0]))
                ? words.joined(separator: ": ")
                : tree.value(node).flatMap { Identifier.isWellFormed($0, casing: .upper) ? "push: " + $0 : nil }
            let (notes, fixIts) = meant.map { suggestion($0, for: node) } ?? ([], [])
            error(LoaderID.typeMismatch, "expected a link such as 'push: Screen', found \(found(node))", at: node,
                  notes: notes, fixIts: fixIts)
            return nil
        }
        guard let pairs = mapping(node, for: "a link") else { return nil }
        var verb: (kind: LinkSpec.Kind, key: Node, value: Node)?
        var hasUnknownKey = false
        // A verb with no value, `- push:`: what to report when no other verb names a target.
        var empty: (kind: LinkSpec.Kind, key: Node)?
        // `{ open: Screen, tab: t }` is a toolbar action: one mistake, reported once at `open`.
        let opens = pairs.contains { tree.value($0.key) == "open" }
        let namesTab = pairs.contains { tree.value($0.key) == "tab" }
        for entry in pairs {
            let kind: LinkSpec.Kind
            switch keyMatch(entry, in: Self.linkVerbTable) {
            case nil: continue
            case .known(let known)?: kind = known
            case .unknown(let key)?:
                let mark = errorMark
                // Only a key that resembles no verb, beside a verb, leaves no link out.
                defer {
                    let known = ["open", "tab", "present"].contains(key) || Self.unsupportedPresentations[key.lowercased()] != nil
                    if known || mayBeMisspelt(key, of: Self.linkVerbs, likely: KeySynonyms.likelyKey(for: key, in: Self.linkVerbs),
                                              among: pairs) {
                        noteGap(.navigation, since: mark)
                    }
                }
                if key == "open" {
                    openInLink(entry, namesTab: namesTab, of: screen)
                } else if key == "tab", opens {
                    // Part of the `open` reported above.
                } else if key == "present" {
                    presentInLink(entry)
                } else if let (meant, note) = Self.unsupportedPresentations[key.lowercased()] {
                    // `popover: Tip`, `actionSheet: Actions`: SwiftUI's words for a sheet and a dialog.
                    let verb = meant.rawValue
                    let verbs = meant.isDialog ? "'alert' or 'confirmationDialog'" : "'sheet' or 'fullScreenCover'"
                    error(LoaderID.unknownKey, "unknown key '\(key)' in a link: links present with \(verbs)", at: entry.key,
                          notes: [Diagnostic.Note(note("\(verb): \(tree.value(entry.value) ?? "Screen")"),
                                                  at: location(entry.key))],
                          fixIts: suggestion(verb, for: entry.key).fixIts)
                } else {
                    unknownKey(entry.key, key, in: "a link", candidates: Self.linkVerbs)
                }
                hasUnknownKey = true
                continue
            }
            if isNull(entry.value) {
                empty = empty ?? (kind, entry.key)
                continue
            }
            if let first = verb {
                // The second verb's link is left out.
                let mark = errorMark
                defer { noteGap(.navigation, since: mark) }
                // `- push: A` with `sheet: B` on the line below, lined up: the second link's `- ` left out.
                let (at, firstAt) = (tree.start(entry.key), tree.start(first.key))
                let dash = first.key == pairs[0].key && at.line > firstAt.line && at.column == firstAt.column
                    && lines.startsLine(at) ? lines.dash(before: firstAt) : nil
                error(LoaderID.invalidValue,
                      "a link has exactly one verb; '\(kind.rawValue)' comes after '\(first.kind.rawValue)'"
                        + (dash == nil ? "" : ": a '- ' is likely missing before it, to make it a link of its own"),
                      at: entry.key,
                      fixIts: dash.map { [$0.fixIt(onLine: at.line, in: file)] } ?? [])
            } else {
                verb = (kind, entry.key, entry.value)
            }
        }
        guard let verb else {
            // A misspelt verb is already reported; saying the verb is missing too would repeat it.
            if let (kind, key) = empty {
                let (noun, target) = kind == .selectTab ? ("tab", "TAB") : ("screen", "SCREEN")
                error(LoaderID.invalidValue, "'\(kind.rawValue)' names no \(noun): write '\(kind.rawValue): \(target)'", at: key)
            } else if !hasUnknownKey {
                error(LoaderID.invalidValue, "a link needs exactly one verb: \(Self.list(Self.linkVerbs))", at: node)
            }
            return nil
        }
        guard let target = string(verb.value, for: verb.kind.rawValue) else { return nil }
        return LinkSpec(kind: verb.kind, target: target, location: location(verb.key))
    }

    /// A link verb written as a screen's key (`sheet: MoveEmail` beside `title`): reported, and read
    /// as the link it means, so nothing is left out. The fix-it wraps it in `links` when it is the
    /// screen's only such key and the screen has no `links` (else the note says where it goes).
    mutating func linkVerbAsKey(_ entry: Pair, verb: String, among pairs: Slice<YAMLTree.Pairs>) -> LinkSpec? {
        guard let kind = LinkSpec.Kind(rawValue: verb), tree.isScalar(entry.value),
              !isNull(entry.value), let target = string(entry.value, for: verb) else { return nil }
        let written = "\(verb): \(target.value)"
        let verbKeys = pairs.count { tree.value($0.key).flatMap(LinkSpec.Kind.init(rawValue:)) != nil }
        let hasLinks = pairs.contains { tree.valueIs($0.key, "links") }
        let (keyStart, valueStart) = (tree.start(entry.key), tree.start(entry.value))
        var fixIts: [Diagnostic.FixIt] = []
        if verbKeys == 1, !hasLinks, tree.style(entry.key) == .plain, valueStart.line == keyStart.line,
           let valueLength = sourceLength(of: entry.value) {
            fixIts = [Diagnostic.FixIt(replacement: "links: [{ \(written) }]", at: location(entry.key),
                                       length: valueStart.column + valueLength - keyStart.column)]
        }
        let note = hasLinks ? "move it into the screen's 'links' as '- \(written)'" : "write 'links: [{ \(written) }]'"
        error(LoaderID.unknownKey, "'\(verb)' is a verb of links, not a key of a screen", at: entry.key,
              notes: [Diagnostic.Note(note, at: location(entry.key))], fixIts: fixIts)
        return LinkSpec(kind: kind, target: target, location: location(entry.key))
    }

    /// `present:` in a link: the verb of toolbar actions. A link says how its target is presented:
    /// the fix-it is the verb of the target's own presentation when this file says it is a modal
    /// (`alert: LogoutConfirmation`), else `sheet`, the most common.
    private mutating func presentInLink(_ entry: Pair) {
        let modalVerbs = [LinkSpec.Kind.sheet, .fullScreenCover, .alert, .confirmationDialog].map(\.rawValue)
        var verb = "sheet"
        var notes: [Diagnostic.Note] = []
        if let target = tree.value(entry.value), let presentation = presentationOfScreenOfThisFile(target),
           modalVerbs.contains(presentation.rawValue) {
            verb = presentation.rawValue
            notes = [Diagnostic.Note("did you mean '\(verb)'? '\(target)' has 'presentation: \(verb)'", at: location(entry.key))]
        }
        let (suggested, fixIts) = suggestion(verb, for: entry.key)
        error(LoaderID.unknownKey, "unknown key 'present' in a link: links present with "
              + Self.list(modalVerbs.map { "'\($0)'" }) + " ('present' is the verb of toolbar actions)", at: entry.key,
              notes: notes.isEmpty ? suggested : notes, fixIts: fixIts)
    }

    /// `open:` in a link: a toolbar or dialog action's verb. A link says how this screen reaches
    /// another; a screen shown in another tab is pushed in that tab's stack and reached here with
    /// `selectTab`, and the app's code opens it with the navigator.
    /// Without a `tab`, `push` is the likely meaning (the fix-it), or `selectTab` when the screen
    /// is a tab's root (known once every file is read: `SpecFragment.OpenInLink`); with a `tab`,
    /// only the note applies.
    private mutating func openInLink(_ entry: Pair, namesTab: Bool, of screen: String) {
        let key = entry.key
        let (notes, fixIts) = namesTab ? ([], []) : suggestion("push", for: key)
        let diagnostic = Diagnostic(
            id: LoaderID.unknownKey, severity: .error,
            message: "unknown key 'open' in a link: links say how this screen reaches another "
                + "(\(Self.list(Self.linkVerbs))); 'open' is the verb of toolbar and dialog actions", at: location(key),
            notes: notes + [Diagnostic.Note("to show a screen in another tab, push it from that tab's stack and link "
                                            + "'selectTab: TAB' here; the app calls the navigator's 'open(_:in:)'",
                                            at: location(key))],
            fixIts: fixIts)
        let target = namesTab || !tree.isScalar(entry.value) ? nil : tree.value(entry.value)
        emit(SpecFragment.OpenInLink(diagnostic: diagnostic, screen: screen, target: target, keyLength: sourceLength(of: key),
                                     value: sourceLength(of: entry.value).map { (location(entry.value), $0) }))
    }
}
