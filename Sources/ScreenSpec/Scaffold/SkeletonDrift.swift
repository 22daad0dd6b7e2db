import Foundation

/// What an existing skeleton no longer matches after the spec changed: `scaffold` never rewrites
/// a file that exists, so it says, as a note located in that file, where the app's code and the
/// generated glue now disagree. The reading is textual, not a Swift parse: it looks for the
/// handler's `case .name` lines and the view's initializers (its `init(…)`s, over as many lines as
/// they take, or without one, the memberwise initializer of its stored properties; `SwiftSource`),
/// which is what the skeletons write and what app code keeps in almost every case.
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
            return Scaffolder.unwiredEntryPoint(text: text, path: path, context: context)
                ?? appEntry(text: text, path: path, typeName: skeleton.typeName, navigatorType: context.navigatorType)
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
        guard let type = SwiftSource(text).members(ofType: typeName) else { return nil }
        let expected = arguments.map(\.name)
        let found = type.callableInitializers
        // The glue passes every argument by label, in order: an initializer matches when it takes
        // those labels in that order, and every other parameter has a default.
        func matches(_ initializer: SwiftSource.Initializer) -> Bool {
            let parameters = initializer.parameters
            return parameters.filter { expected.contains($0.label) }.map(\.label) == expected
                && parameters.allSatisfy { expected.contains($0.label) || $0.hasDefault }
        }
        let candidates = found.filter { !$0.isPrivate && matches($0) }
        // The labels match: so must the types the file states (`var zoom = 1` states none).
        let types = Dictionary(arguments.map { ($0.name, normalized($0.type)) }, uniquingKeysWith: { first, _ in first })
        func mismatch(_ initializer: SwiftSource.Initializer) -> (SwiftSource.Parameter, String)? {
            for parameter in initializer.parameters {
                guard let stated = parameter.type, let type = types[parameter.label], normalized(stated) != type else { continue }
                return (parameter, type)
            }
            return nil
        }
        let call = "\(typeName)(\(expected.map { $0 + ":" }.joined()))"
        if !candidates.isEmpty {
            guard candidates.allSatisfy({ mismatch($0) != nil }), let (parameter, type) = mismatch(candidates[0]) else { return nil }
            // At the line declaring it (`var zoom: Bool`, or the initializer's parameter).
            return Diagnostic(id: id, severity: .note,
                              message: "the generated glue passes '\(parameter.label)' as \(type), but \(typeName) declares it "
                                  + "\(parameter.type ?? ""); update its type (scaffold leaves the file alone)",
                              at: SourceLocation(file: path, line: parameter.line, column: 1))
        }
        // The right labels, but an initializer the glue, in another file, cannot call.
        if let hidden = found.first(where: { $0.isPrivate && matches($0) }) {
            if let (property, line) = hidden.privateBecause {
                return Diagnostic(id: id, severity: .note,
                                  message: "the generated glue calls \(call), but \(typeName)'s memberwise initializer is private, "
                                      + "as its stored property '\(property)' is; make '\(property)' internal, or declare "
                                      + "'init(\(expected.map { $0 + ":" }.joined()))' (scaffold leaves the file alone)",
                                  at: SourceLocation(file: path, line: line, column: 1))
            }
            return Diagnostic(id: id, severity: .note,
                              message: "the generated glue calls \(call), but \(typeName)'s initializer that takes it is private; "
                                  + "make it internal (scaffold leaves the file alone)",
                              at: SourceLocation(file: path, line: hidden.line, column: 1))
        }
        let actual = found.map { "(\($0.parameters.map { $0.label + ":" }.joined()))" }.uniqued(by: \.self).joined(separator: " or ")
        return Diagnostic(id: id, severity: .note,
                          message: "the generated glue calls \(call), but \(typeName) takes \(actual); update its initializer (scaffold leaves the file alone)",
                          at: SourceLocation(file: path, line: type.line, column: 1))
    }

    /// A type as written, compared without spaces and qualifiers: `SwiftData.PersistentIdentifier`
    /// and `PersistentIdentifier` may well name the same type in the file's imports.
    static func normalized(_ type: String) -> String {
        type.filter { !$0.isWhitespace }
            .replacingOccurrences(of: "[A-Za-z_][A-Za-z0-9_]*\\.", with: "", options: .regularExpression)
    }

    static func quotedList(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
