import YAMLSource

// Ids (SpecFormat.md §3) and param types (§7 `params`): `spec.invalid_identifier` with a suggestion.

/// What an id names, which decides its case, the generated members it must not equal, and how a
/// reserved id is turned into a suggestion.
struct IdentifierRole {
    /// How messages name the id ("tab id").
    let noun: String
    /// The case it starts with.
    let casing: Identifier.Casing
    /// Appended to a reserved id to suggest another (`default` → `defaultTab`).
    let suffix: String
    /// Names of generated members the id (its lowerCamel case, for UpperCamel ids) must not equal.
    var members: [String] = []
    /// Whether the id's lowerCamel form becomes an enum case, so it must not be a keyword either.
    var becomesCase = false
    /// What other places of the spec use the id as (a rename's fix-it edits them too); nil when none do.
    var usedAs: IDRename.Kind?

    static let appName = IdentifierRole(noun: "app name", casing: .upper, suffix: "App")
    static let screen = IdentifierRole(noun: "screen id", casing: .upper, suffix: "Screen",
                                       members: ["id", "toolbars", "titleDisplayMode", "searchPrompt", "rawValue",
                                                 "allCases"],
                                       becomesCase: true, usedAs: .screen)
    static let view = IdentifierRole(noun: "view type", casing: .upper, suffix: "View")
    static let routeType = IdentifierRole(noun: "route type", casing: .upper, suffix: "Route")
    static let tab = IdentifierRole(noun: "tab id", casing: .lower, suffix: "Tab",
                                    members: ["title", "systemImage", "command", "titleKey", "tabItemLabel", "rawValue",
                                              "allCases"], usedAs: .tab)
    static let toolbar = IdentifierRole(noun: "toolbar id", casing: .lower, suffix: "Toolbar",
                                        members: ["items", "rawValue", "allCases"], usedAs: .toolbar)
    static let item = IdentifierRole(noun: "item id", casing: .lower, suffix: "Item")
    static let param = IdentifierRole(noun: "param name", casing: .lower, suffix: "Value", usedAs: .param)
    static let action = IdentifierRole(noun: "action name", casing: .lower, suffix: "Action")

    /// Why `text` cannot be this kind of id, or nil when it can.
    func problem(with text: String) -> String? {
        let start = casing == .upper ? "an uppercase" : "a lowercase"
        if !Identifier.isWellFormed(text, casing: casing) {
            let other: Identifier.Casing = casing == .upper ? .lower : .upper
            if Identifier.isWellFormed(text, casing: other) {
                return "'\(text)' is not a valid \(noun): \(noun)s start with \(start) letter"
            }
            return "\(SpecReader.quoted(text)) is not a valid \(noun): use ASCII letters and digits, starting with \(start) letter"
        }
        // One lookup in the common case: reserved names are the keywords and the type names.
        if Identifier.reservedSet.contains(text) {
            if Identifier.keywordSet.contains(text) {
                return "'\(text)' is a Swift keyword; choose another \(noun)"
            }
            return "'\(text)' would shadow a Swift or SwiftUI name in generated code; choose another \(noun)"
        }
        if members.isEmpty, !becomesCase { return nil }
        let caseName = casing == .upper ? Identifier.lowerCamel(text) : text
        if members.contains(caseName) {
            return "'\(text)' would clash with the generated member '\(caseName)'; choose another \(noun)"
        }
        if becomesCase, Identifier.keywordSet.contains(caseName) {
            return "'\(text)' would become the enum case '\(caseName)', a Swift keyword; choose another \(noun)"
        }
        return nil
    }

    /// A valid id close to `text`, or nil when none can be made.
    func suggestion(for text: String) -> String? {
        guard var candidate = Identifier.camelCased(text, casing: casing) else { return nil }
        if candidate == text || problem(with: candidate) != nil {
            // A reserved name: keep it recognisable and make it specific.
            let suffix = casing == .upper ? suffix : Identifier.upperCamel(suffix)
            candidate = candidate == suffix ? "My" + candidate : candidate + suffix
        }
        guard candidate != text, problem(with: candidate) == nil else { return nil }
        return candidate
    }
}

extension SpecReader {
    /// Validates an id node (a key or a value) and returns it as written: an element whose id is
    /// invalid is still loaded under that id, so references to it do not also fail. `taken` holds
    /// the ids of its siblings (the other params of the screen …): a suggestion among them, or
    /// the suggestion for another invalid one (`my-tab` and `my_tab`), would make a duplicate, so
    /// there is none.
    @discardableResult
    mutating func identifier(_ node: Node, text: String, role: IdentifierRole,
                             taken: @autoclosure () -> Set<String> = []) -> Located<String> {
        let located = Located(text, at: location(node), verbatimStart: verbatimStart(of: node))
        guard let message = role.problem(with: text) else { return located }
        let suggestion = role.suggestion(for: text)
        let siblings = suggestion == nil ? [] : taken().sorted()
        if let suggestion, siblings.contains(suggestion) {
            error(LoaderID.invalidIdentifier, message + "; '\(suggestion)' is another \(role.noun) here", at: node)
        } else if let suggestion, let other = siblings.first(where: {
            $0 != text && role.problem(with: $0) != nil && role.suggestion(for: $0) == suggestion
        }) {
            error(LoaderID.invalidIdentifier, message + "; '\(other)' would be '\(suggestion)' too: choose two ids", at: node)
        } else if let suggestion {
            let (notes, fixIts) = self.suggestion(suggestion, for: node)
            if let kind = role.usedAs, !fixIts.isEmpty {
                // The uses are known once every file is read: the merge adds their edits.
                emit(IDRename(kind: kind, diagnostic: Diagnostic(id: LoaderID.invalidIdentifier, severity: .error, message: message,
                                                                 at: location(node), notes: notes, fixIts: fixIts),
                              old: text, new: suggestion))
            } else {
                error(LoaderID.invalidIdentifier, message, at: node, notes: notes, fixIts: fixIts)
            }
        } else {
            error(LoaderID.invalidIdentifier, message, at: node)
        }
        return located
    }

    /// `movieReviews:` next to a screen `MovieReviews`: an invalid screen id whose suggestion is
    /// another screen of `pairs` (most likely keys meant for that screen). Reported as one error,
    /// without a fix-it (it would define the screen twice), and left out like a second definition,
    /// so that it is not also a name collision and unreachable. False, reporting nothing, otherwise.
    mutating func reportInvalidScreenIDOfAnother(_ pair: Pair, _ text: String, among pairs: YAMLTree.Pairs) -> Bool {
        let role = IdentifierRole.screen
        // Only a mis-cased or misspelt id: a reserved one (`Default` → `DefaultScreen`) is a name of its own.
        guard let problem = role.problem(with: text), let taken = role.suggestion(for: text),
              taken == Identifier.camelCased(text, casing: .upper),
              let other = pairs.first(where: { tree.value($0.key) == taken }) else { return false }
        error(LoaderID.invalidIdentifier, problem + "; '\(taken)' is another screen: move these keys into it, or "
              + "choose another id", at: pair.key, notes: [Diagnostic.Note("'\(taken)' is defined here", at: location(other.key))])
        // Its links are not read, as for a screen defined twice.
        gaps.append(LoadGap(.navigation, at: location(pair.key)))
        return true
    }

    /// The keys of a mapping's entries, as ids that an invalid one's suggestion must not repeat.
    static func keys(of pairs: YAMLTree.Pairs, in tree: YAMLTree) -> Set<String> {
        Set(pairs.lazy.compactMap { tree.value($0.key) })
    }

    /// The `id:` values of a list's mappings (tabs, toolbar items), likewise.
    static func ids(of items: some Sequence<Node>, in tree: YAMLTree) -> Set<String> {
        Set(items.lazy.compactMap { item in tree.pairs(item)?.first { tree.value($0.key) == "id" }.flatMap { tree.value($0.value) } })
    }

    /// An id-valued field (`view`, `routeType`, `custom`); nil when not set or not a string.
    mutating func identifier(_ node: Node, for key: String, role: IdentifierRole,
                             taken: @autoclosure () -> Set<String> = []) -> Located<String>? {
        guard let text = string(node, for: key) else { return nil }
        return identifier(node, text: text.value, role: role, taken: taken())
    }

    /// Reports a list type written without quotes (`photos: [Photo]`), which YAML reads as a list
    /// of one name, as the value of `what` (`param 'photos'`, `'type'`), with a note and a fix-it
    /// that quote it; false, reporting nothing, for any other node.
    mutating func reportUnquotedListType(_ node: Node, as what: String) -> Bool {
        guard tree.kind(node) == .sequence, let items = tree.items(node), items.count == 1,
              let item = items.first, tree.isScalar(item), let element = tree.value(item),
              Self.isParamTypeName(element) || Self.builtinTable.match(element) != nil
        else { return false }
        let type = "[" + element + "]"
        let here = location(node)
        let (start, end) = (tree.start(node), tree.end(node))
        let fixIts = start.line == end.line && end.offset > start.offset
            ? [Diagnostic.FixIt(replacement: "\"" + type + "\"", at: here, length: end.offset - start.offset)] : []
        error(LoaderID.typeMismatch, "expected a type for \(what), found a sequence: unquoted, '\(type)' is a YAML list",
              at: node, notes: [Diagnostic.Note("quote a list type: \"\(type)\"", at: here)], fixIts: fixIts)
        return true
    }

    /// A param type: a builtin, an app type (UpperCamel, possibly qualified as `Car.ID`), either
    /// optionally followed by `?`. Nil when not set or invalid (reported).
    mutating func paramType(_ node: Node, for key: String) -> Located<ParamType>? {
        if reportUnquotedListType(node, as: "'\(key)'") { return nil }
        guard let text = string(node, for: key) else { return nil }
        let base = Self.withoutQuestionMark(text.value)
        let isOptional = base != nil
        let type = ParamType(name: base ?? text.value, isOptional: isOptional)
        if Self.builtinTable.match(type.name) != nil {
            // The common case, and never a problem.
            return Located(type, at: text.location, verbatimStart: text.verbatimStart)
        }
        if let problem = Self.unsupportedTypeProblem(type.name) {
            error(LoaderID.invalidIdentifier, problem, at: node)
            return nil
        }
        if let element = ParamType.arrayElement(of: type.name), Self.isParamTypeName(element) {
            return Located(type, at: text.location, verbatimStart: text.verbatimStart)
        }
        if Self.isParamTypeName(type.name) {
            return Located(type, at: text.location, verbatimStart: text.verbatimStart)
        }

        let message: String
        var replacement: String?
        if type.name.contains(where: { "[]<>(),:&".contains($0) }) || type.name.hasSuffix("?") {
            message = "'\(text.value)' is not a param type: use String, Int, Double, Bool, UUID, URL, Date, an app "
                + "type or a list of one ('[T]'), optionally with '?'; name other collections and generics with a typealias"
            // The fix-it adds the '?' written after the type: one, however many there were.
            replacement = Self.usualSpelling(of: type.name).map { isOptional && $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
            // A list of a lower-case type (`[integer]`): the list of the type its fix-it names.
            if replacement == nil, let element = ParamType.arrayElement(of: type.name), !Self.isParamTypeName(element),
               let fixed = Self.suggestedTypeName(for: element) {
                replacement = "[" + fixed + "]"
            }
        } else if Identifier.reservedNames.contains(type.name) {
            message = "'\(type.name)' would shadow a Swift or SwiftUI name in generated code; choose another param type"
        } else {
            message = "'\(text.value)' is not a valid param type: use a builtin or an app type name, starting with an "
                + "uppercase letter"
            replacement = Self.suggestedTypeName(for: type.name)
        }
        if let replacement {
            let type = replacement + (isOptional ? "?" : "")
            var (notes, fixIts) = suggestion(type, for: node)
            // The fix-it replaces the whole value: a list type is quoted, or brackets make a YAML list.
            if type.hasPrefix("[") {
                fixIts = fixIts.map { Diagnostic.FixIt(replacement: type.yamlDoubleQuoted, at: $0.location, length: $0.length) }
            }
            error(LoaderID.invalidIdentifier, message, at: node, notes: notes, fixIts: fixIts)
        } else {
            error(LoaderID.invalidIdentifier, message, at: node)
        }
        return nil
    }

    /// The param type a name that is none stands for (`string` → `String`, `uint8` → `UInt8`), going straight to
    /// the builtin that `misspelled_param_type` would ask for next (`integer` → `Int`, not
    /// `Integer`), else its upper-case spelling when that is an accepted app type name
    /// (`myType` → `MyType`, but no `Color` for `color`); nil when there is none.
    static func suggestedTypeName(for name: String) -> String? {
        let folded = name.lowercased()
        if let builtin = MisspelledParamTypeRule.foldedBuiltins.first(where: { $0.folded == folded }) { return builtin.name }
        // Swift's and Foundation's own (`uint8` → `UInt8`, `cgfloat` → `CGFloat`), before a near builtin.
        if let standard = MisspelledParamTypeRule.foldedStandardTypes.first(where: { $0.folded == folded }) { return standard.name }
        guard !name.contains("."), let camel = Identifier.camelCased(name, casing: .upper) else { return nil }
        if let intended = MisspelledParamTypeRule.intendedType(for: camel) { return intended }
        return isParamTypeName(camel) && unsupportedTypeProblem(camel) == nil ? camel : nil
    }

    /// The param type that `name` spells in another way Swift allows: `Array<T>` is `[T]`,
    /// `Optional<T>` is `T?`, and `T?` already optional (written `T??`) is `T?`; nil otherwise.
    static func usualSpelling(of name: String) -> String? {
        func generic(_ prefix: String) -> String? {
            guard name.hasPrefix(prefix + "<"), name.hasSuffix(">") else { return nil }
            return String(name.dropFirst(prefix.count + 1).dropLast())
        }
        func isAllowed(_ type: String) -> Bool {
            if let element = ParamType.arrayElement(of: type) { return isParamTypeName(element) }
            return isParamTypeName(type)
        }
        if let element = generic("Array"), isParamTypeName(element) { return "[" + element + "]" }
        if let wrapped = generic("Optional"), isAllowed(wrapped) { return wrapped + "?" }
        if let wrapped = withoutQuestionMark(name), isAllowed(wrapped) { return wrapped }
        return nil
    }

    /// System types an app type must not shadow: `scaffold` would write a placeholder struct of
    /// that name, which hides the real one in the whole module.
    /// (Swift's and Foundation's value types that routes can carry are `ParamType.standardTypes`.)
    static let systemTypeNames: Set<String> = [
        "UIImage", "UIColor", "UIView", "UIViewController", "UIFont", "NSImage", "NSColor", "NSView", "NSFont",
        "Visibility", "Color", "Image", "Font", "Text", "Label", "Link", "Menu", "Section", "Form", "Toggle",
        "Picker", "Slider", "Stepper", "Gauge", "Grid", "Group", "Spacer", "Divider", "Shape", "Path", "Circle",
        "Rectangle", "Capsule", "Gradient", "Material", "Animation", "Transaction", "Angle", "Edge", "Alignment",
        "Axis", "ColorScheme", "ScenePhase", "EditMode", "Namespace", "FocusState", "Environment", "Binding",
        "State", "StateObject", "ObservedObject", "Published", "Observable", "AnyView", "EmptyView", "TupleView",
        "NavigationPath", "NavigationStack", "TabView", "Tab", "Measurement", "CGPoint", "CGSize", "CGRect",
        "Character", "Substring", "Float16", "Int128", "UInt128", "Set", "Dictionary", "Array", "Task",
        // Foundation's, AppKit's, UIKit's and Core Data's objects and services: no route values, and a
        // placeholder of the name (`scaffold`) would hide the system's type from the whole app.
        "Process", "Bundle", "FileManager", "FileHandle", "Notification", "NotificationCenter", "Progress",
        "Timer", "Thread", "RunLoop", "UserDefaults", "URLSession", "URLRequest", "JSONDecoder", "JSONEncoder",
        "DateFormatter", "NumberFormatter", "DispatchQueue", "OperationQueue", "Logger", "NSObject", "NSString",
        "NSNumber", "NSError", "NSWindow", "NSAlert", "NSOpenPanel", "NSSavePanel", "NSWorkspace",
        "NSViewController", "NSApplication", "NSMenu", "NSPasteboard", "NSEvent", "UIApplication", "UIWindow",
        "UIScene", "UIAlertController", "UIPasteboard", "UIDevice", "UIScreen", "UIEvent", "CGImage", "CGColor",
        "CGContext", "NSManagedObject", "NSManagedObjectContext", "NSManagedObjectID",
    ]

    /// The modules whose types `systemTypeNames` names.
    static let systemModules: Set<String> = ["Swift", "Foundation", "SwiftUI", "UIKit", "AppKit", "CoreData", "CoreGraphics", "OSLog"]

    /// The system types in `systemTypeNames` that are Hashable and Sendable but not Codable: with
    /// `stateRestoration: false` (routes only Hashable and Sendable), qualified by their module, they
    /// are route values. `NSManagedObjectID` is an `NSObject` (so Hashable) that Core Data declares
    /// Sendable; it is what a Core Data app passes between screens.
    /// Each with its module, which the spec names it with.
    static let hashableSendableSystemTypes: [String: String] = ["NSManagedObjectID": "CoreData"]

    /// The type a list, an optional or parentheses hold, innermost: `[(any Loader)?]` is `any Loader`.
    static func innermostType(of name: String) -> String {
        var trimmed = name.trimmingASCIIWhitespaceEnds()
        while true {
            if let element = ParamType.arrayElement(of: trimmed) {
                trimmed = element.trimmingASCIIWhitespaceEnds()
            } else if let base = withoutQuestionMark(trimmed) {
                trimmed = base.trimmingASCIIWhitespaceEnds()
            } else if trimmed.hasPrefix("("), trimmed.hasSuffix(")"), !trimmed.containsASCII(","), !trimmed.containsASCII("->") {
                trimmed = String(trimmed.dropFirst().dropLast()).trimmingASCIIWhitespaceEnds()
            } else {
                return trimmed
            }
        }
    }

    /// Why a param type written with its system module (`Foundation.Process`, held in a list or an
    /// optional too) cannot be a route value in an app with or without `stateRestoration`, or nil.
    /// Checked once every file is read (`SpecMerger`), since what routes need depends on the app.
    static func systemRouteValueProblem(_ name: String, stateRestoration: Bool) -> String? {
        let trimmed = innermostType(of: name)
        guard let dot = trimmed.firstIndex(of: "."), systemModules.contains(String(trimmed[..<dot])) else { return nil }
        let type = String(trimmed[trimmed.index(after: dot)...])
        guard systemTypeNames.contains(type) else { return nil }
        if hashableSendableSystemTypes[type] != nil {
            guard stateRestoration else { return nil }
            return "'\(trimmed)' is not Codable, so it cannot be a route value while state restoration is on (routes are "
                + "then Hashable, Codable and Sendable): set 'app.stateRestoration: false', or pass a Codable value instead"
        }
        let needs = stateRestoration ? "Hashable, Codable and Sendable values" : "Hashable and Sendable values"
        return "'\(trimmed)' is a system type that cannot be a route value (routes need \(needs)): pass the app's own "
            + "value type instead"
    }

    /// Why a param type cannot be a route value (owned by SwiftUI, a closure, an opaque or
    /// existential type, a system type's name), or nil. A system type written with its module is
    /// judged once the app is known (`systemRouteValueProblem`).
    static func unsupportedTypeProblem(_ name: String) -> String? {
        let trimmed = innermostType(of: name)
        if trimmed.hasPrefix("Binding<") || trimmed == "Binding" {
            return "'\(name)' cannot be a param type: a binding belongs to the view that owns the state; "
                + "pass the value and report changes through the navigator or an action"
        }
        if trimmed == "Namespace.ID" || trimmed.hasPrefix("Namespace") {
            return "'\(name)' cannot be a param type: a SwiftUI namespace lives in a view and cannot be a route value"
        }
        if trimmed.containsASCII("->") {
            return "'\(name)' cannot be a param type: a closure is neither Hashable nor Codable, so it cannot be a route value"
        }
        if trimmed.hasPrefix("some ") || trimmed.hasPrefix("any ") {
            return "'\(name)' cannot be a param type: route values need a concrete Hashable type, not an opaque or existential one"
        }
        if let module = hashableSendableSystemTypes[trimmed] {
            return "'\(trimmed)' names a system type: write it with its module, '\(module).\(trimmed)', with '\(module)' "
                + "in 'app.imports' and 'app.stateRestoration: false' (it is Hashable and Sendable, not Codable)"
        }
        if systemTypeNames.contains(trimmed) {
            return "'\(trimmed)' names a system type: an app type of that name would shadow it in generated code; "
                + "name the app's own type (e.g. 'App\(trimmed)')"
        }
        return nil
    }

    /// `text` without its last character when that is `?`, or nil (as `hasSuffix("?")` and
    /// `dropLast()`, without walking characters backwards in the common case: after an ASCII byte,
    /// `?` is a character of its own).
    static func withoutQuestionMark(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.last == UInt8(ascii: "?") else { return nil }
        let beforeLast = utf8.dropLast().last
        if beforeLast == nil || beforeLast! < 0x80 { return String(decoding: utf8.dropLast(), as: UTF8.self) }
        return text.hasSuffix("?") ? String(text.dropLast()) : nil
    }

    /// The builtin types by name.
    static let builtinTable = KeyTable<ParamType.Builtin>()

    /// Whether a type name (without `?`) is a builtin, a standard type or an acceptable app type name.
    static func isParamTypeName(_ name: String) -> Bool {
        if builtinTable.match(name) != nil || ParamType.standardTypes.contains(name) { return true }
        if !name.utf8.contains(UInt8(ascii: ".")) {
            // One component, so no qualification: the rules below without splitting.
            return Identifier.isWellFormed(name, casing: .upper) && !Identifier.reservedSet.contains(name)
        }
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        for component in components {
            let text = String(component)
            guard Identifier.isWellFormed(text, casing: .upper), !Identifier.swiftKeywords.contains(text) else {
                return false
            }
        }
        // `Car.ID` is qualified, so `ID` shadows nothing; a bare reserved name would.
        return components.count > 1 || !Identifier.reservedTypeNames.contains(name)
    }
}
