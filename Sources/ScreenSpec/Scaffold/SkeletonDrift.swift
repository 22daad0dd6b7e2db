import Foundation

/// What an existing skeleton no longer matches after the spec changed: `scaffold` never rewrites
/// a file that exists, so it says, as a note located in that file, where the app's code and the
/// generated glue now disagree. The reading is textual, not a Swift parse: it looks for the
/// handler's `case .name` lines and the view's initializer (an `init(` or, without one, the stored
/// properties of its memberwise initializer), which is what the skeletons write and what app code
/// keeps in almost every case.
public enum SkeletonDrift {
    /// The id of the notes.
    public static let id = "scaffold.outdated"

    /// The note for `skeleton`, whose existing file at `path` holds `text`; nil when it matches.
    public static func check(_ skeleton: Skeleton, text: String, path: String, context: TemplateContext) -> Diagnostic? {
        switch skeleton.kind {
        case .actionHandler:
            return actionHandler(text: text, path: path, expected: context.actions.map(\.caseName),
                                 typeName: skeleton.typeName, actionType: context.actionType)
        case .view:
            guard let screen = context.screens.first(where: { $0.viewType == skeleton.typeName }) else { return nil }
            return view(text: text, path: path, typeName: skeleton.typeName, arguments: screen.viewArguments)
                ?? navigatorWrapper(text: text, path: path, typeName: skeleton.typeName,
                                    navigatorType: context.navigatorType, observable: context.usesObservation)
        case .appEntry:
            return appEntry(text: text, path: path, typeName: skeleton.typeName, navigatorType: context.navigatorType)
                ?? navigatorWrapper(text: text, path: path, typeName: skeleton.typeName,
                                    navigatorType: context.navigatorType, observable: context.usesObservation)
        case .appType:
            return nil
        }
    }

    // MARK: The app entry point

    /// A note when the entry point sets `onAction` with a closure of one parameter: the
    /// navigator hands it the action and its origin.
    static func appEntry(text: String, path: String, typeName: String, navigatorType: String) -> Diagnostic? {
        let lines = text.components(separatedBy: "\n")
        for (number, line) in lines.enumerated() {
            guard let range = line.range(of: "onAction = {") else { continue }
            var head = line[range.upperBound...]
            guard let end = head.range(of: " in") else { return nil }
            head = head[..<end.lowerBound]
            if let close = head.lastIndex(of: "]") { head = head[head.index(after: close)...] }
            let parameters = head.split(separator: ",").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            guard parameters.count == 1 else { return nil }
            return Diagnostic(id: id, severity: .note,
                              message: "\(typeName) sets \(navigatorType).onAction with one parameter, but it passes the action and the screen it came from; write '{ action, origin in … }' (scaffold leaves the file alone)",
                              at: SourceLocation(file: path, line: number + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1))
        }
        return nil
    }

    // MARK: How a file holds the navigator

    /// A note when the file holds the navigator with a property wrapper of the other kind of model:
    /// the navigator is `@Observable` when every deployment target is iOS 17 or macOS 14 and later,
    /// else an `ObservableObject`, so moving a target across that line leaves `@StateObject` (or
    /// `@State`) in kept files, which then do not compile.
    static func navigatorWrapper(text: String, path: String, typeName: String, navigatorType: String,
                                 observable: Bool) -> Diagnostic? {
        // What a file written for the other kind holds, and what to use now.
        let replacements: [(wrapper: String, now: String)] = observable
            ? [("@StateObject", "@State (set with State(initialValue:) where it is initialised)"),
               ("@ObservedObject", "@Bindable, or a plain property"),
               ("@EnvironmentObject", "@Environment(\(navigatorType).self)")]
            : [("@State ", "@StateObject (set with StateObject(wrappedValue:) where it is initialised)"),
               ("@Bindable", "@ObservedObject"),
               ("@Environment(\(navigatorType).self)", "@EnvironmentObject")]
        let kind = observable ? "@Observable (every deployment target is iOS 17 or macOS 14 or later)"
                              : "an ObservableObject (a deployment target is below iOS 17 or macOS 14)"
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.hasPrefix("//"), mentions(navigatorType, in: trimmed),
                  let (wrapper, now) = replacements.first(where: { trimmed.contains($0.wrapper) }) else { continue }
            return Diagnostic(id: id, severity: .note,
                              message: "\(typeName)'s file holds \(navigatorType) with \(wrapper.trimmingCharacters(in: .whitespaces)), "
                                  + "but the navigator is now \(kind): use \(now) (scaffold leaves the file alone)",
                              at: SourceLocation(file: path, line: number + 1, column: line.count - trimmed.count + 1))
        }
        return nil
    }

    /// Whether `line` names the type `name` as a whole word.
    static func mentions(_ name: String, in line: Substring) -> Bool {
        line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains(Substring(name))
    }

    // MARK: The action handler

    static func actionHandler(text: String, path: String, expected: [String], typeName: String,
                              actionType: String) -> Diagnostic? {
        let lines = text.components(separatedBy: "\n")
        var handled: [(name: String, line: Int, column: Int)] = []
        var switchLine = 1
        var originless: Int?
        for (number, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.contains("func handle("), !trimmed.contains("from"), !trimmed.contains("Origin") { originless = number + 1 }
            if trimmed.hasPrefix("switch ") && switchLine == 1 { switchLine = number + 1 }
            guard trimmed.hasPrefix("case .") else { continue }
            let name = trimmed.dropFirst("case .".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { continue }
            handled.append((String(name), number + 1, line.count - trimmed.count + 1))
        }
        let handledNames = Set(handled.map(\.name))
        let missing = expected.filter { !handledNames.contains($0) }
        let stale = handled.filter { !expected.contains($0.name) }
        guard !missing.isEmpty || !stale.isEmpty || originless != nil else { return nil }
        if missing.isEmpty && stale.isEmpty, let originless {
            return Diagnostic(id: id, severity: .note,
                              message: "\(typeName).handle takes no origin; actions now come with the screen they came from: 'handle(_ action:, from origin:, navigator:)' (scaffold leaves the file alone)",
                              at: SourceLocation(file: path, line: originless, column: 1))
        }
        var parts: [String] = []
        if !missing.isEmpty {
            parts.append("lacks \(quotedList(missing)), which the spec now has")
        }
        if !stale.isEmpty {
            parts.append("still handles \(quotedList(stale.map(\.name))), which \(actionType) no longer has")
        }
        if originless != nil {
            parts.append("takes no origin ('handle(_ action:, from origin:, navigator:)')")
        }
        let location = SourceLocation(file: path, line: missing.isEmpty ? stale[0].line : switchLine,
                                      column: missing.isEmpty ? stale[0].column : 1)
        let notes = stale.dropFirst(missing.isEmpty ? 1 : 0).map {
            Diagnostic.Note("'\($0.name)' is handled here", at: SourceLocation(file: path, line: $0.line, column: $0.column))
        }
        return Diagnostic(id: id, severity: .note,
                          message: "\(typeName) \(parts.joined(separator: " and ")); update its switch (scaffold leaves the file alone)",
                          at: location, notes: Array(notes))
    }

    // MARK: A view

    static func view(text: String, path: String, typeName: String, arguments: [ViewArgumentContext]) -> Diagnostic? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { declares(typeName, $0) }) else { return nil }
        let body = Array(lines[start...])
        let expected = arguments.map(\.name)
        let initializers = body.compactMap(initializerParameters)
        let found = initializers.isEmpty ? [memberwiseParameters(body)] : initializers
        // The glue passes every argument by label, in order: an initializer matches when it takes
        // those labels in that order, and every other parameter has a default.
        let candidates = found.filter { parameters in
            parameters.filter { expected.contains($0.label) }.map(\.label) == expected
                && parameters.allSatisfy { expected.contains($0.label) || $0.hasDefault }
        }
        // The labels match: so must the types the file states (`var zoom = 1` states none).
        let types = Dictionary(arguments.map { ($0.name, normalized($0.type)) }, uniquingKeysWith: { first, _ in first })
        func mismatch(_ parameters: [Parameter]) -> (Parameter, String)? {
            for parameter in parameters {
                guard let stated = parameter.type, let type = types[parameter.label], normalized(stated) != type else { continue }
                return (parameter, type)
            }
            return nil
        }
        if !candidates.isEmpty {
            guard candidates.allSatisfy({ mismatch($0) != nil }), let (parameter, type) = mismatch(candidates[0]) else { return nil }
            // At the line declaring it (`var zoom: Bool`, or the initializer's), else the type's.
            let declaration = body.firstIndex {
                $0.range(of: "\\b" + parameter.label + "\\s*:", options: .regularExpression) != nil
            }.map { start + $0 + 1 } ?? start + 1
            return Diagnostic(id: id, severity: .note,
                              message: "the generated glue passes '\(parameter.label)' as \(type), but \(typeName) declares it "
                                  + "\(parameter.type ?? ""); update its type (scaffold leaves the file alone)",
                              at: SourceLocation(file: path, line: declaration, column: 1))
        }
        let call = "\(typeName)(\(expected.map { $0 + ":" }.joined()))"
        let actual = found.map { "(\($0.map { $0.label + ":" }.joined()))" }.joined(separator: " or ")
        return Diagnostic(id: id, severity: .note,
                          message: "the generated glue calls \(call), but \(typeName) takes \(actual); update its initializer (scaffold leaves the file alone)",
                          at: SourceLocation(file: path, line: start + 1, column: 1))
    }

    /// Whether the line declares the type (`struct HomeView`, `public struct HomeView: View`).
    static func declares(_ typeName: String, _ line: String) -> Bool {
        let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        guard let index = words.firstIndex(of: "struct"), index + 1 < words.count else { return false }
        return words[index + 1] == Substring(typeName)
    }

    /// One parameter of an initializer: its label, whether it may be left out, and its type as
    /// written, if it is.
    struct Parameter: Equatable {
        var label: String
        var hasDefault: Bool
        var type: String?
    }

    /// A type as written, compared without spaces and qualifiers: `SwiftData.PersistentIdentifier`
    /// and `PersistentIdentifier` may well name the same type in the file's imports.
    static func normalized(_ type: String) -> String {
        type.filter { !$0.isWhitespace }
            .replacingOccurrences(of: "[A-Za-z_][A-Za-z0-9_]*\\.", with: "", options: .regularExpression)
    }

    /// The type in `: Type = default` or `: Type`, or nil when none is written.
    static func statedType(_ declaration: Substring) -> String? {
        guard let colon = declaration.firstIndex(of: ":") else { return nil }
        let type = declaration[declaration.index(after: colon)...].prefix { $0 != "=" }
            .trimmingCharacters(in: .whitespaces)
        return type.isEmpty ? nil : type
    }

    /// The parameters of an `init(…)` on one line, or nil when the line declares none.
    static func initializerParameters(_ line: String) -> [Parameter]? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let afterModifiers = trimmed.split(separator: " ").drop { ["public", "internal", "private", "fileprivate", "nonisolated", "@MainActor"].contains(String($0)) }
            .joined(separator: " ")
        guard afterModifiers.hasPrefix("init("), let close = afterModifiers.lastIndex(of: ")") else { return nil }
        let inside = afterModifiers[afterModifiers.index(afterModifiers.startIndex, offsetBy: 5)..<close]
        var labels: [Parameter] = []
        var depth = 0, current = ""
        for character in inside {
            switch character {
            case "(", "<", "[": depth += 1; current.append(character)
            case ")", ">", "]": depth -= 1; current.append(character)
            case "," where depth == 0: labels.append(parameter(current)); current = ""
            default: current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { labels.append(parameter(current)) }
        return labels
    }

    /// One parameter (`name: String`, `_ value: Int`, `for item: Item = x`).
    static func parameter(_ text: String) -> Parameter {
        let head = text.split(separator: ":", maxSplits: 1).first.map(String.init) ?? text
        let names = head.split(separator: " ")
        return Parameter(label: names.first.map(String.init) ?? "", hasDefault: text.contains("="),
                         type: statedType(Substring(text)))
    }

    /// The parameters of the memberwise initializer: the type's stored properties, in order, but
    /// environment values and `let`s with a value (one level of indentation below the type).
    static func memberwiseParameters(_ body: [String]) -> [Parameter] {
        var parameters: [Parameter] = []
        var depth = 0
        var attributes = ""
        for line in body {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 1 {
                let declares = trimmed.contains("var ") || trimmed.contains("let ")
                if trimmed.hasPrefix("@") && !declares {
                    attributes += trimmed
                } else {
                    if let parameter = storedProperty(trimmed, attributes: attributes) { parameters.append(parameter) }
                    attributes = ""
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth <= 0 && line.contains("}") { break }
        }
        return parameters
    }

    /// The memberwise parameter of one declaration line, if it has one.
    static func storedProperty(_ line: String, attributes: String) -> Parameter? {
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(where: { $0 == "let" || $0 == "var" }), index + 1 < words.count else { return nil }
        let modifiers = attributes + " " + words[..<index].joined(separator: " ")
        if modifiers.contains("@Environment") || modifiers.contains("static") { return nil }
        let rest = words[(index + 1)...].joined(separator: " ")
        if rest.contains("{") { return nil }          // computed (`var body: some View {`)
        let hasValue = rest.contains("=")
        if hasValue && words[index] == "let" { return nil }
        if hasValue && modifiers.contains("@State") { return nil }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : Parameter(label: String(name), hasDefault: hasValue, type: statedType(Substring(rest)))
    }

    static func quotedList(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
