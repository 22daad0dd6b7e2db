/// An invalid id (`List`, a reserved name) whose fix-it renames it (`ListScreen`): the rename is
/// right only if every use of the id is renamed with it, in whichever file. The reader reports the
/// definition with the fix-it at the id; once every file is merged, `resolve` adds an edit at each
/// use (the fix-its of one diagnostic are one change, applied together), or, when the uses cannot
/// all be known or edited exactly, drops the fix-it and says to rename them too.
struct IDRename: Sendable {
    /// What the id names, which decides where it is used.
    enum Kind: Sendable {
        /// Used by `app.root`, tab roots, links and actions.
        case screen
        /// Used by `selectTab` links and actions, `popToRoot` and `open … tab:`.
        case tab
        /// Used by screens' `toolbar`/`toolbars`.
        case toolbar
        /// Used by `{name}` in its screen's title, message, button labels, search prompt and deep links.
        case param

        var noun: String {
            switch self {
            case .screen: return "screen id"
            case .tab: return "tab id"
            case .toolbar: return "toolbar id"
            case .param: return "param name"
            }
        }
    }

    var kind: Kind
    /// The report, with its notes and its one fix-it at the definition.
    var diagnostic: Diagnostic
    /// The id as written, and the suggested one.
    var old: String
    var new: String

    /// What a rename is resolved against: the merged spec and the files.
    struct Context {
        /// The merged spec; nil when none could be built.
        var spec: Spec?
        /// Whether nothing that may hold a use was left out (a file or section, a link, an action, a tab).
        var complete: Bool
        /// Whether nothing at all was left out (a param's uses are in titles, deep links … of its screen).
        var nothingLeftOut: Bool
        /// Whether a file could not be read at all: its text is not known either.
        var unread: Bool
        /// Every rename of the run: two to one id would collide.
        var renames: [IDRename]
        /// The files read, which every edit is checked against, and their paths.
        var sources: SourceFiles
        var paths: [String]
        /// Where the other fix-its of the run edit (a view type `List` is not a use of a screen `List`).
        var otherEdits: Set<SourceLocation>
    }

    /// Resolves every rename of a run once its files are merged: `renames`, each with the
    /// position of its report in `diagnostics`; `spec`, the merged spec; `gaps`, what the files
    /// left out; `yamlDiagnostics`, the reports of the YAML layer, whose fix-its are no uses.
    static func resolve(_ renames: [(position: Int, rename: IDRename)], in diagnostics: inout [Diagnostic],
                        spec: Spec?, gaps: [LoadGap], someUnparsed: Bool, someUnread: Bool,
                        yamlDiagnostics: [Diagnostic], sources: SourceFiles, paths: [String]) {
        guard !renames.isEmpty else { return }
        // A use may be in what was left out: a file or section not read, a link or tab dropped.
        // A param renamed is kept, text and all: the gap its rename notes (so that the param
        // rules skip its screen) leaves none of its uses out.
        let paramRenames = Set(renames.filter { $0.rename.kind == .param }.map(\.rename.diagnostic.location))
        let gaps = gaps.filter { !($0.kind == .params && paramRenames.contains($0.location)) }
        let nothingLeftOut = !someUnparsed && gaps.isEmpty
        let complete = !someUnparsed && !gaps.contains { [.definitions, .navigation, .tabs, .toolbarUses].contains($0.kind) }
        var otherEdits: Set<SourceLocation> = []
        if !nothingLeftOut {
            let renamed = Set(renames.map(\.position))
            let others = diagnostics.enumerated().filter { !renamed.contains($0.offset) }.map(\.element)
            otherEdits = Set((yamlDiagnostics + others).flatMap { $0.fixIts.map(\.location) })
        }
        let context = Context(spec: spec, complete: complete, nothingLeftOut: nothingLeftOut, unread: someUnread,
                              renames: renames.map(\.rename), sources: sources, paths: paths, otherEdits: otherEdits)
        for (position, rename) in renames { diagnostics[position] = rename.resolved(in: context) }
    }

    /// The report once the whole spec is known.
    func resolved(in context: Context) -> Diagnostic {
        guard let definitionEdit = diagnostic.fixIts.first else { return diagnostic }
        var result = diagnostic
        result.fixIts = []
        let renameAll = Diagnostic.Note("rename '\(old)' to '\(new)' everywhere the spec names it too", at: diagnostic.location)
        guard let spec = context.spec, !context.unread else {
            result.notes.append(renameAll)
            return result
        }
        guard let uses = uses(in: spec) else { return result }
        if taken(in: spec) || context.renames.contains(where: {
            $0.kind == kind && $0.new == new && $0.diagnostic.location != diagnostic.location
                && (kind != .param || screen(of: $0.diagnostic.location, in: spec) == screen(of: diagnostic.location, in: spec))
        }) {
            result.notes.append(Diagnostic.Note("'\(new)' is another \(kind.noun) of the spec: choose another id", at: diagnostic.location))
            return result
        }
        var edits = [definitionEdit]
        var seen: Set<SourceLocation> = [definitionEdit.location]
        let length = old.unicodeScalars.count
        for use in uses {
            guard let start = use, Self.source(context.sources, at: start, length: length) == old else {
                result.notes.append(renameAll)
                return result
            }
            if seen.insert(start).inserted { edits.append(Diagnostic.FixIt(replacement: new, at: start, length: length)) }
        }
        // With a part left out, a use may be in it: the edits must then cover every place the
        // files spell the id as a value (outside comments), but for the other fix-its' places.
        if kind == .param ? !context.nothingLeftOut : !context.complete {
            for path in context.paths {
                for place in Self.valuePlaces(of: old, in: path, sources: context.sources)
                where !seen.contains(place) && !context.otherEdits.contains(place) {
                    result.notes.append(renameAll)
                    return result
                }
            }
        }
        result.fixIts = edits
        return result
    }

    /// Where the text of a file spells `word` as a whole word that is not a key (`List:`) nor in a
    /// comment: the places a use of an id written `word` can be.
    static func valuePlaces(of word: String, in path: String, sources: SourceFiles) -> [SourceLocation] {
        guard let count = sources.lineCount(in: path) else { return [] }
        let target = Array(word.unicodeScalars)
        func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-.".unicodeScalars.contains(scalar)
        }
        var places: [SourceLocation] = []
        for number in stride(from: 1, through: count, by: 1) {
            guard let line = sources.line(number, in: path), line.contains(word) else { continue }
            let scalars = Array(line.unicodeScalars)
            var index = 0
            while index + target.count <= scalars.count {
                // A comment runs to the end of the line: `#` at its start or after a blank.
                if scalars[index] == "#", index == 0 || scalars[index - 1] == " " || scalars[index - 1] == "\t" { break }
                guard scalars[index..<(index + target.count)].elementsEqual(target),
                      index == 0 || !isIDScalar(scalars[index - 1]) else {
                    index += 1
                    continue
                }
                var after = index + target.count
                if after < scalars.count, isIDScalar(scalars[after]) {
                    index += 1
                    continue
                }
                if after < scalars.count, scalars[after] == "\"" || scalars[after] == "'" { after += 1 }
                while after < scalars.count, scalars[after] == " " { after += 1 }
                let isKey = after < scalars.count && scalars[after] == ":"
                    && (after + 1 == scalars.count || scalars[after + 1] == " " || scalars[after + 1] == "\t")
                if !isKey { places.append(SourceLocation(file: path, line: number, column: index + 1)) }
                index += target.count
            }
        }
        return places
    }

    /// Where each use of the id starts in the source (nil for one not written verbatim), or nil
    /// when the definition is not the one the spec kept (a second definition, left out).
    private func uses(in spec: Spec) -> [SourceLocation?]? {
        let here = diagnostic.location
        switch kind {
        case .screen:
            guard spec.screens.contains(where: { $0.id.value == old && $0.id.location == here }) else { return nil }
            return screenUses(in: spec).filter { $0.value == old }.map(\.verbatimStart)
        case .tab:
            guard spec.tabs.contains(where: { $0.id.value == old && $0.id.location == here }) else { return nil }
            return tabUses(in: spec).filter { $0.value == old }.map(\.verbatimStart)
        case .toolbar:
            guard spec.toolbars.contains(where: { $0.id.value == old && $0.id.location == here }) else { return nil }
            return spec.screens.flatMap(\.toolbars).filter { $0.value == old }.map(\.verbatimStart)
        case .param:
            guard let screen = screen(of: here, in: spec) else { return nil }
            var texts = [screen.title, screen.dialog?.message, screen.search?.prompt].compactMap { $0 }
            texts += screen.dialog?.buttons.map(\.label) ?? []
            texts += screen.allDeepLinks
            return texts.flatMap { text in
                Self.placeholderOffsets(of: old, in: text.value).map { offset in text.verbatimStart?.movedRight(by: offset) }
            }
        }
    }

    /// The screen that defines the param named at `location`.
    private func screen(of location: SourceLocation, in spec: Spec) -> ScreenDefinition? {
        spec.screens.first { $0.params.contains { $0.name.location == location } }
    }

    /// Whether the new id is already one of the spec's.
    private func taken(in spec: Spec) -> Bool {
        switch kind {
        case .screen: return spec.screens.contains { $0.id.value == new }
        case .tab: return spec.tabs.contains { $0.id.value == new }
        case .toolbar: return spec.toolbars.contains { $0.id.value == new }
        case .param: return screen(of: diagnostic.location, in: spec)?.params.contains { $0.name.value == new } ?? true
        }
    }

    private func screenUses(in spec: Spec) -> [Located<String>] {
        var uses = [spec.app.root].compactMap { $0 } + spec.tabs.compactMap(\.root)
        uses += spec.screens.flatMap { $0.links.filter { $0.kind != .selectTab }.map(\.target) }
        for action in spec.actions.map(\.value) {
            switch action {
            case .open(let screen, _), .push(let screen), .present(let screen): uses.append(screen)
            case .popToRoot, .selectTab, .pop, .dismiss, .dismissAll, .custom: break
            }
        }
        return uses
    }

    private func tabUses(in spec: Spec) -> [Located<String>] {
        var uses = spec.screens.flatMap { $0.links.filter { $0.kind == .selectTab }.map(\.target) }
        for action in spec.actions.map(\.value) {
            switch action {
            case .popToRoot(let tab?), .selectTab(let tab), .open(_, let tab?): uses.append(tab)
            case .popToRoot(nil), .open(_, nil), .push, .present, .pop, .dismiss, .dismissAll, .custom: break
            }
        }
        return uses
    }

    /// The offsets (in scalars) of the names in each `{name}` of `text` that is `name`.
    static func placeholderOffsets(of name: String, in text: String) -> [Int] {
        let scalars = Array(text.unicodeScalars)
        let target = Array(name.unicodeScalars)
        var offsets: [Int] = []
        var open: Int?
        for (index, scalar) in scalars.enumerated() {
            if scalar == "{" {
                open = index
            } else if scalar == "}", let start = open {
                if scalars[(start + 1)..<index].elementsEqual(target) { offsets.append(start + 1) }
                open = nil
            }
        }
        return offsets
    }

    /// The `length` scalars of the source at `location`, or nil when the line is not that long.
    static func source(_ sources: SourceFiles, at location: SourceLocation, length: Int) -> String? {
        guard let line = sources.line(location.line, in: location.file) else { return nil }
        let scalars = Array(line.unicodeScalars)
        let start = location.column - 1
        guard start >= 0, start + length <= scalars.count else { return nil }
        return String(String.UnicodeScalarView(scalars[start..<(start + length)]))
    }
}
