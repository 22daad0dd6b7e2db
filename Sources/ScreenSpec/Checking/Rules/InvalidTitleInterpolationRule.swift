/// `invalid_title_interpolation`: a title's `{param}` becomes a Swift string interpolation of
/// the route's value, so it must name a param that reads well as text.
public struct InvalidTitleInterpolationRule: Rule {
    public static let description = RuleDescription(
        id: "invalid_title_interpolation",
        name: "Invalid title interpolation",
        summary: "a `{x}` in a title, a dialog's message or button label, or a search prompt where `x` is not a param that can be shown, or an unbalanced brace",
        rationale: """
            `title: "Level {number}"` is generated as `.navigationTitle("Level \\(number)")`, a \
            localized format string; a title that is one `String` param alone, `title: "{name}"`, \
            as `.navigationTitle(name)`, which shows the value verbatim, without a lookup. A placeholder that \
            names no param of the screen would not compile, and one whose param is optional, a \
            `URL`, a `Date` or an app type would show `Optional(...)`, a raw URL or a \
            locale-independent date: only non-optional `String`, `Int`, `Double`, `Bool` and `UUID` \
            params, and Swift's other number types (`Int64`, `Float` …), may be shown. Literal braces \
            cannot be written in version 1, so a lone `{` or `}` is an error too. An alert's or \
            confirmation dialog's `message` and button `label`s, and a search's `prompt`, are filled \
            in as a title is, and checked the same way: a placeholder naming no param would show as \
            written, braces and all.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Cities
              root: CityList
            screens:
              CityList:
                links:
                  - push: CityDetail
              CityDetail:
                params:
                  name: String
                title: "↓{nme}"
            """,
            """
            app:
              name: Cars
              root: CarList
            screens:
              CarList:
                links:
                  - push: ServiceVisit
                  - push: CarPhoto
              ServiceVisit:
                params:
                  entry: ServiceEntry
                  reminder: Date?
                title: Visit ↓{entry} due ↓{reminder}
              CarPhoto:
                params:
                  photo: URL
                title: "Photo ↓{} of ↓{photo}↓}"
            """,
            """
            app:
              name: Nostur
              root: Feed
            screens:
              Feed:
                links:
                  - confirmationDialog: RestoreContacts
              RestoreContacts:
                presentation: confirmationDialog
                params:
                  count: Int
                  since: Date
                title: "{count} contacts were removed"
                buttons:
                  - { label: "Remove ↓{cont} contacts", role: destructive }
                  - { label: "Restore all since ↓{since}" }
                  - { label: "Ignore ↓{", role: cancel }
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: PopToRoot
              root: Level1
            screens:
              Level1:
                params:
                  number: { type: Int, default: 1 }
                title: "Level 1: {number}"
            """,
            """
            app:
              name: Cars
              root: CarList
            screens:
              CarList:
                title: My Cars
                links:
                  - push: CarDetail
              CarDetail:
                params:
                  id: UUID
                  make: String
                  mileage: Double
                  electric: Bool
                title: "{make} {id} ({mileage} km, electric: {electric})"
            """,
            """
            app:
              name: Nostur
              root: Feed
            screens:
              Feed:
                links:
                  - confirmationDialog: RestoreContacts
              RestoreContacts:
                presentation: confirmationDialog
                params:
                  count: Int
                title: "{count} contacts were removed"
                buttons:
                  - { label: "Remove {count} contacts", role: destructive }
                  - { label: Ignore, role: cancel }
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        // One budget for the run's suggestions, so a hostile spec cannot make them take hours.
        var budget = DidYouMean.Budget()
        // Only a title with a brace can have anything to report.
        let index = graph.index
        // A screen with a param left out by a loader error is not judged.
        func judged(_ entry: Int) -> Bool {
            index.isDefinition(entry) && !graph.leftOut(.params, of: graph.spec.screens[entry].id.value)
        }
        for (entry, text) in index.titlesWithBraces where judged(Int(entry)) {
            check(text, field: .title, entry: Int(entry), of: graph.spec, params: ParamLookup(index.params(ofEntry: Int(entry))),
                  budget: &budget, emit: &emit)
        }
        // An alert's or confirmation dialog's message and button labels, and a search prompt, are
        // filled in as titles are.
        for (entry, screen) in graph.spec.screens.enumerated() where judged(entry) {
            let labels = (screen.dialog?.buttons.indices).map { $0.map(Field.buttonLabel) } ?? []
            for field in [Field.message, .prompt] + labels {
                guard let text = field.text(of: screen)?.value,
                      text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { continue }
                check(text, field: field, entry: entry, of: graph.spec, params: ParamLookup(index.params(ofEntry: entry)),
                      budget: &budget, emit: &emit)
            }
        }
    }

    /// The text of a screen that fills in `{param}`s.
    private enum Field: CustomStringConvertible {
        case title, message, prompt
        /// The label of the button at this position of an alert or confirmation dialog.
        case buttonLabel(Int)

        func text(of screen: ScreenDefinition) -> Located<String>? {
            switch self {
            case .title: return screen.title
            case .message: return screen.dialog?.message
            case .prompt: return screen.search?.prompt
            case .buttonLabel(let position): return screen.dialog?.buttons[position].label
            }
        }

        var description: String {
            switch self {
            case .title: return "title"
            case .message: return "message"
            case .prompt: return "search prompt"
            case .buttonLabel: return "button label"
            }
        }
    }

    /// Checks the title of an entry of `spec.screens`, from its text and its params' summaries;
    /// the screen itself is read only to report something. The params are looked up by name once
    /// per screen, not per `{name}`: a title may hold thousands of them.
    private func check(_ text: String, field: Field, entry: Int, of spec: Spec, params: ParamLookup,
                       budget: inout DidYouMean.Budget, emit: inout RuleEmitter) {
        var screen: ScreenDefinition { spec.screens[entry] }
        var title: Located<String> { field.text(of: screen)! }
        var names: [String]?
        // Offsets count scalars: in an ASCII title they are its bytes, read without decoding.
        var text = text
        text.withUTF8 { bytes in
            if bytes.allSatisfy({ $0 < 0x80 }) {
                scan(bytes.lazy.map { Unicode.Scalar($0) }, field: field, title: { title }) { range in
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                } interpolation: { name, start in
                    checkInterpolation(name, at: start, field: field, in: { title }, of: { screen }, params: params, names: &names,
                                       budget: &budget, emit: &emit)
                } emit: { emit.emit($0, at: $1) }
            } else {
                let scalars = Array(title.value.unicodeScalars)
                scan(scalars, field: field, title: { title }) { range in
                    String(String.UnicodeScalarView(scalars[range]))
                } interpolation: { name, start in
                    checkInterpolation(name, at: start, field: field, in: { title }, of: { screen }, params: params, names: &names,
                                       budget: &budget, emit: &emit)
                } emit: { emit.emit($0, at: $1) }
            }
        }
    }

    /// Finds the braces of a title's scalars: each `{name}` goes to `interpolation` with the
    /// offset of its `{`, each stray brace to `emit`.
    private func scan<Scalars: RandomAccessCollection<Unicode.Scalar>>(
        _ scalars: Scalars, field: Field, title: () -> Located<String>, text: (Range<Int>) -> String,
        interpolation: (String, Int) -> Void, emit: (String, SourceLocation) -> Void
    ) where Scalars.Index == Int {
        var open: Int?
        for index in scalars.indices {
            switch scalars[index] {
            case "{":
                if let start = open {
                    emit("unclosed '{' in the \(field); literal braces cannot be written in version 1",
                         title().location(atOffset: start))
                }
                open = index
            case "}":
                guard let start = open else {
                    emit("unmatched '}' in the \(field); literal braces cannot be written in version 1",
                         title().location(atOffset: index))
                    continue
                }
                open = nil
                interpolation(text((start + 1)..<index), start)
            default:
                continue
            }
        }
        if let start = open {
            emit("unclosed '{' in the \(field); literal braces cannot be written in version 1", title().location(atOffset: start))
        }
    }

    /// Checks one `{name}` of a title, `offset` being the position of its `{`.
    private func checkInterpolation(_ name: String, at offset: Int, field: Field, in title: () -> Located<String>,
                                    of screen: () -> ScreenDefinition, params: ParamLookup, names: inout [String]?,
                                    budget: inout DidYouMean.Budget, emit: inout RuleEmitter) {
        var screenID: String { screen().id.value }
        var here: SourceLocation { title().location(atOffset: offset) }
        guard !name.isEmpty else {
            emit.emit("empty interpolation '{}' in the \(field) of '\(screenID)'", at: here)
            return
        }
        guard let position = params.first(named: name) else {
            if names == nil { names = params.params.map(\.name) }
            let names = names!
            let message = names.isEmpty
                ? "'{\(name)}' in the \(field) is not a parameter: '\(screenID)' has no parameters"
                : "'{\(name)}' in the \(field) is not a parameter of '\(screenID)'"
            // The param it most likely means, among those a title can show (another would only trade
            // this error for one about its type): one near by spelling, else a one-param screen's param.
            let showable = params.params.filter { $0.type.canBeShownInTitle }.map(\.name)
            var meant: (name: String, note: String)?
            if let closest = DidYouMean.closest(to: name, in: showable, budget: &budget) {
                meant = (closest, "did you mean '\(closest)'?")
            } else if names.count == 1, showable.count == 1 {
                meant = (names[0], "rename it to '{\(names[0])}': '\(screenID)' has one param, '\(names[0])'")
            }
            guard let meant else {
                emit.emit(message, at: here)
                return
            }
            let fixIt = title().fixIt(replacing: name.unicodeScalars.count, atOffset: offset + 1, with: meant.name)
            emit.emit(message, at: here, notes: [Diagnostic.Note(meant.note, at: here)], fixIts: fixIt.map { [$0] } ?? [])
            return
        }
        // A misspelt builtin that a title could show (`Integer`) is `misspelled_param_type`'s to report.
        let type = params[position].type
        let misspeltShowable = !type.isOptional
            && MisspelledParamTypeRule.intendedType(for: type.name).map { ParamType(name: $0).canBeShownInTitle } == true
        if !type.canBeShownInTitle, !misspeltShowable {
            let param = screen().params[position]
            let type = param.type.value
            emit.emit("parameter '\(name)' of type '\(type)' cannot be shown in a \(field); "
                      + "only non-optional String, Int, Double, Bool, UUID and number types (Int64, Float …) can",
                      at: here, notes: [Diagnostic.Note("'\(name)' is declared here", at: param.type.location)])
        }
    }
}
