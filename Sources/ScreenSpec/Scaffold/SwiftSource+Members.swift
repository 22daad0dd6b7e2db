extension SwiftSource {
    /// One parameter of an initializer: its label, whether it may be left out, its type as
    /// written (nil when none is, or when it is not the type the caller passes: a property
    /// wrapper's), and the line declaring it.
    struct Parameter: Equatable {
        var label: String
        var hasDefault: Bool
        var type: String?
        var line: Int = 1
    }

    /// An initializer others can call, or not: `private`, or a memberwise one made private by a
    /// private stored property (named in `privateBecause`, with its line).
    struct Initializer: Equatable {
        var parameters: [Parameter]
        var isMemberwise = false
        var isPrivate = false
        var privateBecause: (name: String, line: Int)?
        var line: Int

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.parameters == rhs.parameters && lhs.isMemberwise == rhs.isMemberwise && lhs.isPrivate == rhs.isPrivate
                && lhs.privateBecause?.name == rhs.privateBecause?.name && lhs.line == rhs.line
        }
    }

    /// A stored or computed property declared directly in a type.
    struct Property {
        var name: String
        var type: String?
        var isLet: Bool
        var hasValue: Bool
        var isComputed: Bool
        var modifiers: Set<String>
        /// Property wrappers (`State`, `Environment`) and whether each has arguments.
        var wrappers: [(name: String, hasArguments: Bool)]
        var line: Int
    }

    /// What a type's body declares: its initializers, those of its extensions in the file, and
    /// its properties; and the line of its declaration.
    struct TypeMembers {
        var line: Int
        var initializers: [Initializer] = []
        var extensionInitializers: [Initializer] = []
        var properties: [Property] = []

        /// The initializers others may call it with (or not, `isPrivate`): its own, or without any,
        /// the memberwise one; then those of its extensions.
        var callableInitializers: [Initializer] {
            (initializers.isEmpty ? [memberwiseInitializer] : initializers) + extensionInitializers
        }

        /// Swift's memberwise initializer: a parameter per stored property, in order, but a `let`
        /// with a value; a `var` with a value (`lazy` ones too), or an optional one, has a default.
        /// A property with a wrapper (`@State`, `@Environment(\.dismiss)`) that is private and has
        /// a value, or needs none, takes no part; any other private stored property makes the
        /// initializer private (as swiftc 6.3 does).
        var memberwiseInitializer: Initializer {
            var result = Initializer(parameters: [], isMemberwise: true, line: line)
            for property in properties where !property.isComputed {
                if !property.modifiers.isDisjoint(with: ["static", "class"]) { continue }
                if property.isLet && property.hasValue { continue }
                let isPrivate = !property.modifiers.isDisjoint(with: ["private", "fileprivate"])
                let isOptional = property.type.map { $0.hasSuffix("?") || $0.hasSuffix("!") || $0.hasPrefix("Optional<") } ?? false
                var parameter = Parameter(label: property.name, hasDefault: property.hasValue, type: property.type, line: property.line)
                if !property.wrappers.isEmpty {
                    // What the wrapper can be made without an argument: then the parameter has a default.
                    let names = Set(property.wrappers.map(\.name))
                    parameter.hasDefault = property.hasValue || property.wrappers.contains { $0.hasArguments }
                        || !names.isDisjoint(with: Self.defaultInitializableWrappers)
                        || (isOptional && !names.contains("Binding"))
                    parameter.type = nil
                    if isPrivate && parameter.hasDefault { continue }
                } else if !property.isLet && isOptional {
                    parameter.hasDefault = true
                }
                if isPrivate && result.privateBecause == nil {
                    result.isPrivate = true
                    result.privateBecause = (property.name, property.line)
                }
                result.parameters.append(parameter)
            }
            return result
        }

        /// SwiftUI's and SwiftData's property wrappers that have an `init()`.
        static let defaultInitializableWrappers: Set<String> = [
            "EnvironmentObject", "FocusState", "AccessibilityFocusState", "Namespace", "Query", "FocusedValue",
        ]
    }

    /// Attributes with an upper-case name that are no property wrappers.
    static let nonWrapperAttributes: Set<String> = [
        "MainActor", "Sendable", "ObservationIgnored", "ObservationTracked", "Attribute", "Transient", "Relationship",
        "IBOutlet", "IBAction", "IBInspectable", "NSManaged", "GKInspectable", "Model", "Observable",
        // Result builders: the memberwise parameter is the builder's closure.
        "ViewBuilder", "ToolbarContentBuilder", "SceneBuilder", "CommandsBuilder", "TableRowBuilder",
        "TableColumnBuilder", "ChartContentBuilder",
    ]

    /// Declaration modifiers, as far as they come before `var`, `let` and `init`.
    static let modifierWords: Set<String> = [
        "public", "internal", "private", "fileprivate", "open", "package", "static", "class", "lazy", "weak",
        "unowned", "final", "nonisolated", "override", "mutating", "nonmutating", "required", "convenience",
        "dynamic", "optional", "isolated", "consuming", "borrowing",
    ]

    /// The members of the type `name` (a `struct`, or any of `kinds`), declared at the top level
    /// of the file if it is there, else the first declaration of it; nil when the file has none.
    func members(ofType name: String, kinds: Set<String> = ["struct"]) -> TypeMembers? {
        var declaration: Int?
        var declarationDepth = 0
        var extensions: [Int] = []
        var depth = 0
        for index in tokens.indices.dropLast() {
            let text = tokens[index].text
            if text == "{" { depth += 1 } else if text == "}" { depth -= 1 }
            guard tokens[index + 1].text == Substring(name) else { continue }
            if kinds.contains(String(text)) {
                if declaration == nil || (depth == 0 && declarationDepth != 0) { (declaration, declarationDepth) = (index, depth) }
            } else if text == "extension" {
                extensions.append(index)
            }
        }
        guard let declaration else { return nil }
        var members = TypeMembers(line: tokens[declaration].line)
        if let open = tokens[declaration...].firstIndex(where: { $0.text == "{" }) {
            readMembers(from: open, into: &members, isExtension: false)
        }
        for start in extensions {
            guard let open = tokens[start...].firstIndex(where: { $0.text == "{" }) else { continue }
            readMembers(from: open, into: &members, isExtension: true)
        }
        return members
    }

    /// Reads the declarations directly inside the body opening at `open`.
    private func readMembers(from open: Int, into members: inout TypeMembers, isExtension: Bool) {
        let close = closing(open)
        var wrappers: [(name: String, hasArguments: Bool)] = []
        var modifiers = Set<String>()
        var index = open + 1
        while index < close {
            let token = tokens[index]
            let text = String(token.text)
            if token.isAttribute {
                let (next, hasArguments) = skipAttribute(at: index)
                let name = String(text.dropFirst())
                if name.first?.isUppercase == true, !Self.nonWrapperAttributes.contains(name) {
                    wrappers.append((name, hasArguments))
                }
                index = next
            } else if Self.modifierWords.contains(text) {
                index += 1
                // `private(set)` limits the setter only.
                if index < close, tokens[index].text == "(" {
                    let end = closing(index)
                    if !(end == index + 2 && tokens[index + 1].text == "set") { modifiers.insert(text) }
                    index = end + 1
                } else {
                    modifiers.insert(text)
                }
            } else if text == "init" {
                let (initializer, next) = readInitializer(at: index, modifiers: modifiers)
                if let initializer {
                    if isExtension { members.extensionInitializers.append(initializer) } else { members.initializers.append(initializer) }
                }
                index = next
                wrappers = []; modifiers = []
            } else if (text == "var" || text == "let") && !isExtension {
                index = readProperties(at: index, modifiers: modifiers, wrappers: wrappers, into: &members.properties)
                wrappers = []; modifiers = []
            } else {
                // Any other declaration, with its body or its parameters: skipped whole.
                index = text == "{" || text == "(" || text == "[" ? closing(index) + 1 : index + 1
                wrappers = []; modifiers = []
            }
        }
    }

    /// The initializer at `index` (`init`, `init?`, `init<T>`), and the index after its parameters.
    private func readInitializer(at index: Int, modifiers: Set<String>) -> (Initializer?, Int) {
        var position = index + 1
        if position < tokens.count, tokens[position].text == "?" || tokens[position].text == "!" { position += 1 }
        if position < tokens.count, tokens[position].text == "<" {
            var depth = 0
            while position < tokens.count {
                if tokens[position].text == "<" { depth += 1 } else if isClosingAngle(position) { depth -= 1 }
                position += 1
                if depth == 0 { break }
            }
        }
        guard position < tokens.count, tokens[position].text == "(" else { return (nil, position) }
        let close = closing(position)
        guard close > position else { return (nil, tokens.count) }           // cut off after `(`
        var parameters: [Parameter] = []
        var start = position + 1, depth = 0
        for current in (position + 1)...close {
            let text = tokens[current].text
            if current == close || (text == "," && depth == 0) {
                if let parameter = readParameter(start..<current) { parameters.append(parameter) }
                start = current + 1
                continue
            }
            depth += depthChange(at: current, countingAngles: true)
        }
        let isPrivate = !modifiers.isDisjoint(with: ["private", "fileprivate"])
        return (Initializer(parameters: parameters, isPrivate: isPrivate, line: tokens[index].line), close + 1)
    }

    /// One parameter (`name: String`, `_ value: Int`, `@ViewBuilder content: () -> C`, `for item: Item = x`).
    private func readParameter(_ range: Range<Int>) -> Parameter? {
        var index = range.lowerBound
        while index < range.upperBound, tokens[index].isAttribute { index = skipAttribute(at: index).next }
        guard index < range.upperBound, tokens[index].isWord,
              let colon = tokens[index..<range.upperBound].firstIndex(where: { $0.text == ":" }) else { return nil }
        var equals: Int?
        var depth = 0
        for current in (colon + 1)..<range.upperBound {
            depth += depthChange(at: current, countingAngles: true)
            if tokens[current].text == "=" && depth == 0 { equals = current; break }
        }
        let typeEnd = (equals ?? range.upperBound) - 1
        let type = text(from: colon + 1, through: typeEnd)
        return Parameter(label: String(tokens[index].text), hasDefault: equals != nil,
                         type: type.isEmpty ? nil : type, line: tokens[index].line)
    }

    /// The properties one `var` or `let` at `index` declares (`var a = 1, b: Int`), and the index
    /// after the declaration.
    private func readProperties(at index: Int, modifiers: Set<String>, wrappers: [(name: String, hasArguments: Bool)],
                                into properties: inout [Property]) -> Int {
        let isLet = tokens[index].text == "let"
        var position = index + 1
        while position < tokens.count {
            let nameToken = tokens[position]
            guard nameToken.isWord else { return position }                   // a tuple pattern: not read
            var property = Property(name: String(nameToken.text), type: nil, isLet: isLet, hasValue: false,
                                    isComputed: false, modifiers: modifiers, wrappers: wrappers, line: nameToken.line)
            position += 1
            if position < tokens.count, tokens[position].text == ":" {
                let start = position + 1
                position = endOfExpression(from: start, stoppingAtBraces: true)
                property.type = start < position ? text(from: start, through: position - 1) : nil
            }
            if position < tokens.count, tokens[position].text == "=" {
                property.hasValue = true
                position = endOfExpression(from: position + 1, stoppingAtBraces: false)
            }
            if position < tokens.count, tokens[position].text == "{" {
                // Accessors make it computed; observers (`didSet`) leave it stored.
                let first = position + 1 < tokens.count ? tokens[position + 1].text : ""
                property.isComputed = first != "willSet" && first != "didSet"
                position = closing(position) + 1
            }
            properties.append(property)
            guard position < tokens.count, tokens[position].text == "," else { return position }
            position += 1
        }
        return position
    }

    /// The index of the first token after a type or a value starting at `start`: a `,`, `;`, `=`
    /// (or `{`, when `stoppingAtBraces`) outside brackets, or a line break outside brackets that
    /// does not continue the expression (the next line starting with `.`).
    private func endOfExpression(from start: Int, stoppingAtBraces: Bool) -> Int {
        var depth = 0
        var position = start
        while position < tokens.count {
            let token = tokens[position]
            if depth == 0 {
                if [",", ";", "=", "}", ")", "]"].contains(token.text) { return position }
                if token.text == "{" && stoppingAtBraces { return position }
                if position > start, token.line != tokens[position - 1].line, token.text != "." { return position }
            }
            // Angle brackets are a type's generic arguments; in a value they may be comparisons.
            depth += depthChange(at: position, countingAngles: stoppingAtBraces)
            position += 1
        }
        return position
    }

    /// How the token at `position` changes the bracket depth: +1 for an opening bracket, -1 for
    /// a closing one, 0 otherwise; angle brackets count only when `countingAngles` (in a type).
    private func depthChange(at position: Int, countingAngles: Bool) -> Int {
        let text = tokens[position].text
        if ["(", "[", "{"].contains(text) || (countingAngles && text == "<") { return 1 }
        if [")", "]", "}"].contains(text) || (countingAngles && isClosingAngle(position)) { return -1 }
        return 0
    }

    /// The `@main` attribute of a type (`@main struct App`, `@main @MainActor final class
    /// AppDelegate`): its token's line and column, and the type's name; nil when there is none.
    func mainType() -> (line: Int, column: Int, name: String)? {
        for index in tokens.indices where tokens[index].text == "@main" {
            var position = skipAttribute(at: index).next
            while position < tokens.count {
                let text = String(tokens[position].text)
                if tokens[position].isAttribute { position = skipAttribute(at: position).next; continue }
                if ["struct", "class", "enum", "actor"].contains(text), position + 1 < tokens.count, tokens[position + 1].isWord {
                    return (tokens[index].line, tokens[index].column, String(tokens[position + 1].text))
                }
                guard Self.modifierWords.contains(text) else { break }
                position += 1
            }
        }
        return nil
    }
}
