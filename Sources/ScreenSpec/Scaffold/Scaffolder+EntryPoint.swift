import Foundation

extension Scaffolder {
    /// The id of the note that the folder already has the app's entry point.
    public static let existingEntryPointID = "scaffold.existing_entry_point"

    /// The note for the first of `paths` (Swift files under `folder`, shallowest first) that is
    /// the module's entry point: a type with `@main` (comments and strings aside), or a
    /// `main.swift`, whose top-level code is one. A second entry point would not build, so
    /// scaffold writes none and says what the app's own should do. Files are read as kept
    /// skeletons are: regular files of at most 1 MiB, never through a link out of the folder.
    static func existingEntryPoint(in folder: String, paths: [String], context: TemplateContext) -> Diagnostic? {
        for path in paths {
            let fullPath = (folder as NSString).appendingPathComponent(path)
            if (path as NSString).lastPathComponent == "main.swift" {
                return entryPointNote(at: SourceLocation(file: fullPath, line: 1, column: 1),
                                      what: "main.swift is already the app's entry point (its top-level code)", context: context)
            }
            // Most files have no `@main`: only those that do are read as Swift.
            guard let text = readExisting(fullPath), text.contains("@main"),
                  let main = SwiftSource(text).mainType() else { continue }
            return entryPointNote(at: SourceLocation(file: fullPath, line: main.line, column: main.column),
                                  what: "'\(main.name)' is already the app's @main entry point", context: context)
        }
        return nil
    }

    /// The note for a kept `<App>App.swift` that is the app's own entry point, not the skeleton:
    /// an `@main` type that shows no `<App>RootView`, so what the skeleton would do is still to do.
    static func unwiredEntryPoint(text: String, path: String, context: TemplateContext) -> Diagnostic? {
        guard !text.contains(context.rootViewType), text.contains("@main"), let main = SwiftSource(text).mainType() else {
            return nil
        }
        return entryPointNote(at: SourceLocation(file: path, line: main.line, column: main.column),
                              what: "'\(main.name)' is the app's own @main entry point and shows no \(context.rootViewType) yet",
                              context: context, written: false)
    }

    /// What the skeleton entry point would have done, for the app's own to do.
    /// `written`: whether scaffold would have written the entry point (it skips it, and says so).
    static func entryPointNote(at location: SourceLocation, what: String, context: TemplateContext,
                               written: Bool = true) -> Diagnostic {
        var steps = "its WindowGroup should show \(context.rootViewType)(navigator:) with one \(context.navigatorType) per window, "
            + "held with \(context.usesObservation ? "@State" : "@StateObject")"
        if context.hasActions {
            steps += ", whose onAction passes '{ action, origin in … }' to \(context.actionHandlerType)().handle(_:from:navigator:)"
        }
        if context.hasDeepLinks {
            steps += ", and .handlesExternalEvents(preferring: [\"*\"], allowing: [\"*\"]) on the root view, so links go to a window already open"
        }
        return Diagnostic(id: existingEntryPointID, severity: .note,
                          message: written ? "\(what), so scaffold writes no \(context.appEntryType).swift (a second one would "
                              + "not build); \(steps)" : "\(what): \(steps)",
                          at: location)
    }
}
