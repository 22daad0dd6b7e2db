import Foundation
import Mustache

/// Writes the starting points of an app's own code (`screenspec scaffold`): a SwiftUI
/// view per screen with exactly the initializer the generated glue calls, the `@main` app entry
/// point, the handler of the `custom:` actions and placeholders of app param types, so that the
/// generated files and the skeletons compile together as they are. It never touches a file that
/// exists: once written, a skeleton is the app's code.
public struct Scaffolder: Sendable {
    /// The template of one app view (rendered with the context plus `screen`).
    public static let viewTemplate = "SkeletonView.swift"
    /// The template of the `@main` app entry point.
    public static let appTemplate = "SkeletonApp.swift"
    /// The template of the custom-action handler.
    public static let actionHandlerTemplate = "SkeletonActionHandler.swift"
    /// The template of an app param type's placeholder (rendered with the context plus `appType`).
    public static let appTypeTemplate = "SkeletonAppType.swift"
    /// The templates skeletons render from, none of them used by `generate`.
    public static let templateNames = [viewTemplate, appTemplate, actionHandlerTemplate, appTypeTemplate]

    /// The templates skeletons render from: the embedded defaults, or a user's overrides.
    public let templates: TemplateSet

    /// Creates a scaffolder rendering with `templates`.
    public init(templates: TemplateSet = TemplateSet()) {
        self.templates = templates
    }

    /// Every skeleton the spec calls for, whether or not its file exists: the views in screen
    /// order (one per view type), the app types by name, then the action handler (when there are
    /// custom actions) and the app entry point.
    public func skeletons(for context: TemplateContext) throws(MustacheError) -> [Skeleton] {
        // Every override of a skeleton template is parsed first, whether this spec needs it or not.
        if let error = templates.overrideErrors(Self.templateNames).first { throw error }
        var skeletons: [Skeleton] = []
        var seen = Set<String>()
        func add(_ kind: Skeleton.Kind, _ typeName: String, _ template: String, _ page: SkeletonContext) throws(MustacheError) {
            guard seen.insert(typeName).inserted else { return }
            let text = try templates.render(template, context: page)
            skeletons.append(Skeleton(kind: kind, typeName: typeName,
                                      file: GeneratedFile(path: typeName + ".swift", contents: text)))
        }

        // Alerts and confirmation dialogs have no view: SwiftUI draws them. A view shared by
        // several screens is written once, naming them all.
        var screensOfView: [String: [String]] = [:]
        for screen in context.screens where !screen.isDialog { screensOfView[screen.viewType, default: []].append(screen.id) }
        for screen in context.screens where !screen.isDialog {
            try add(.view, screen.viewType, Self.viewTemplate,
                    SkeletonContext(context: context, screen: screen, viewScreenIds: screensOfView[screen.viewType] ?? [],
                                    nestedTypes: Self.nestedTypes(of: screen.viewType, in: context)))
        }
        for type in context.appTypes where !type.isQualified {
            try add(.appType, type.name, Self.appTypeTemplate,
                    SkeletonContext(context: context, appType: type, nestedTypes: Self.nestedTypes(of: type.name, in: context)))
        }
        if context.hasActions {
            try add(.actionHandler, context.actionHandlerType, Self.actionHandlerTemplate, SkeletonContext(context: context))
        }
        try add(.appEntry, context.appEntryType, Self.appTemplate, SkeletonContext(context: context))
        return skeletons
    }

    /// The param types one level inside `parent` (`Stack.Entry` → `Entry`): a placeholder of
    /// `parent` declares them too.
    static func nestedTypes(of parent: String, in context: TemplateContext) -> [String] {
        context.appTypes.compactMap { type in
            guard type.name.hasPrefix(parent + ".") else { return nil }
            let inner = type.name.dropFirst(parent.count + 1)
            return inner.contains(".") ? nil : String(inner)
        }
    }

    /// The id of the notes that name the app param types scaffold writes no placeholder for.
    public static let nestedTypeID = "scaffold.nested_type"

    /// One note per qualified app param type (`RoomMember.Role`), at its first use in the spec:
    /// no file can declare a nested type on its own, so the generated code compiles only once the
    /// app declares it. A type qualified by a module of `app.imports` (`SwiftData.PersistentIdentifier`)
    /// is declared there, and one directly inside a type whose placeholder this run wrote
    /// (`Stack.Entry` in `Stack.swift`, named in `written`) is declared in it: no note.
    public static func nestedTypeNotes(in spec: Spec, written: Set<String> = []) -> [Diagnostic] {
        let conformances = spec.app.effectiveStateRestoration ? "Hashable, Codable and Sendable" : "Hashable and Sendable"
        let modules = Set(spec.app.imports.map(\.value))
        var seen = Set<String>()
        var notes: [Diagnostic] = []
        for screen in spec.screens {
            for param in screen.params where param.type.value.builtin == nil {
                let type = param.type.value
                let name = type.element ?? type.name
                guard ParamType.Builtin(rawValue: name) == nil, name.contains("."),
                      !modules.contains(where: { name.hasPrefix($0 + ".") }), seen.insert(name).inserted else { continue }
                if let dot = name.lastIndex(of: "."), written.contains(String(name[..<dot])) { continue }
                notes.append(Diagnostic(
                    id: nestedTypeID, severity: .note,
                    message: "scaffold writes no placeholder for '\(name)', a nested type: the app must declare it "
                        + "(\(conformances)) for the generated code to compile",
                    at: param.type.location))
            }
        }
        return notes
    }

    /// The skeleton files to write: those of `skeletons(for:)` whose file name is not in
    /// `existing` (the names of the Swift files already in the output folder, at any depth).
    public func plan(context: TemplateContext, existing: Set<String>) throws(MustacheError) -> [GeneratedFile] {
        try skeletons(for: context).map(\.file).filter { !existing.contains(fileName(of: $0.path)) }
    }

    /// `plan(context:existing:)` for the template context of a checked graph.
    public func plan(graph: NavigationGraph, existing: Set<String>) throws(MustacheError) -> [GeneratedFile] {
        try plan(context: ContextBuilder.build(graph), existing: existing)
    }

    /// Writes the missing skeletons into `outputPath` (created if needed), each atomically, and
    /// reports what it wrote and which files it left alone. The entry point is not written when a
    /// Swift file of the folder already declares one (`existingEntryPoint`). Writes no manifest: the files are the
    /// app's from now on, and `generate` must never count them as its own.
    public func scaffold(context: TemplateContext, into outputPath: String) throws(ScaffoldFailure) -> ScaffoldReport {
        let skeletons: [Skeleton]
        do {
            skeletons = try self.skeletons(for: context)
        } catch {
            throw ScaffoldFailure(
                diagnostic: CompilerPipeline.diagnostic(for: error, templatesFolder: templates.library.directory?.path),
                exitCode: 1)
        }
        let paths = Self.swiftFiles(in: outputPath)
        let existing = Self.byFileName(paths)
        var report = ScaffoldReport()
        var missing: [GeneratedFile] = []
        for skeleton in skeletons {
            if skeleton.kind == .appEntry, existing[fileName(of: skeleton.file.path)] == nil,
               let note = Self.existingEntryPoint(in: outputPath, paths: paths, context: context) {
                // A second `@main` would not build: the app's own entry point shows the root view.
                report.existingEntryPoint = note
            } else if let path = existing[fileName(of: skeleton.file.path)] {
                report.entries.append(.init(path: path, wasWritten: false))
                let fullPath = (outputPath as NSString).appendingPathComponent(path)
                if let text = Self.readExisting(fullPath),
                   let note = SkeletonDrift.check(skeleton, text: text, path: fullPath, context: context) {
                    report.outdated.append(note)
                }
            } else {
                missing.append(skeleton.file)
                report.entries.append(.init(path: skeleton.file.path, wasWritten: true))
            }
        }
        guard !missing.isEmpty else { return report }
        let writer = GeneratedFileWriter(outputPath: outputPath, removesStaleFiles: false, writesManifest: false)
        do {
            try writer.write(missing)
        } catch {
            throw ScaffoldFailure(diagnostic: error.diagnostic, exitCode: error.exitCode)
        }
        return report
    }

    /// The Swift files under `folder`, at any depth, by file name (`HomeView.swift`) → path
    /// relative to the folder (`Home/HomeView.swift`); of two files with one name, the shallower
    /// wins, then the first in path order. Hidden folders (`.build`, `.git`) are skipped; a
    /// missing folder has none.
    public static func existingSwiftFiles(in folder: String) -> [String: String] {
        byFileName(swiftFiles(in: folder))
    }

    /// The paths of `swiftFiles(in:)` by file name, the first of each name.
    static func byFileName(_ paths: [String]) -> [String: String] {
        var files: [String: String] = [:]
        for path in paths where files[(path as NSString).lastPathComponent] == nil {
            files[(path as NSString).lastPathComponent] = path
        }
        return files
    }

    /// The Swift files under `folder`, at any depth, relative to it, shallowest first, then in
    /// path order; hidden folders skipped, and links leading out of the folder too.
    static func swiftFiles(in folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        let rootPath = root.resolvingSymlinksInPath().standardizedFileURL.path
        var paths: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.resolvingSymlinksInPath().standardizedFileURL.path
            guard path.hasPrefix(rootPath + "/") else { continue }
            paths.append(String(path.dropFirst(rootPath.count + 1)))
        }
        let depth = { (path: String) in path.split(separator: "/").count }
        return paths.sorted { (depth($0), $0) < (depth($1), $1) }
    }

    /// The text of an existing skeleton, when it is a regular UTF-8 file of at most 1 MiB (app code
    /// is read only to compare it).
    static func readExisting(_ path: String) -> String? {
        guard case .success(let bytes) = RegularFile.read(path, limit: 1 << 20) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    private func fileName(of path: String) -> String {
        (path as NSString).lastPathComponent
    }
}

/// What a skeleton renders against: the whole template context, with the skeleton's own screen
/// (`screen`) or app param type (`appType`) in reach; the other is null. A view's skeleton also
/// has the ids of every screen showing the view (`viewScreenIds`, in definition order; one
/// unless screens share it, `isSharedView`); a view's or an app type's, the param types nested in
/// it (`nestedTypes`), which it declares.
struct SkeletonContext: MustacheObject {
    let context: TemplateContext
    var screen: ScreenContext?
    var appType: AppTypeContext?
    var viewScreenIds: [String] = []
    /// The param types directly inside the skeleton's type (`Entry` of `Stack.Entry`, `Tab` of `BrowseView.Tab`).
    var nestedTypes: [String] = []

    static var mustacheFieldNames: [String] {
        (TemplateContext.mustacheFieldNames + ["appType", "isSharedView", "nestedTypes", "screen", "viewScreenIds"]).sorted()
    }

    static func mustacheField(_ key: MustacheKey, of object: UnsafePointer<Self>) -> MustacheField? {
        switch key.name {
        case "screen": MustacheField(object.pointee.screen)
        case "appType": MustacheField(object.pointee.appType)
        case "viewScreenIds": MustacheField(object.pointee.viewScreenIds)
        case "isSharedView": MustacheField(object.pointee.viewScreenIds.count > 1)
        case "nestedTypes": MustacheField(object.pointee.nestedTypes)
        default: TemplateContext.mustacheField(key, of: object.pointer(to: \.context)!)
        }
    }
}

/// One file `scaffold` may write.
public struct Skeleton: Hashable, Sendable {
    /// What a skeleton is the starting point of.
    public enum Kind: String, Hashable, Sendable {
        /// The app's view of a screen.
        case view
        /// A placeholder of an app-defined param type.
        case appType
        /// The handler of the `custom:` toolbar actions.
        case actionHandler
        /// The `@main` app entry point.
        case appEntry
    }

    /// What it is.
    public var kind: Kind
    /// The type it declares, which names its file.
    public var typeName: String
    /// The file: `<typeName>.swift` and its text.
    public var file: GeneratedFile
}

/// What a scaffold run did, one entry per skeleton, in `Scaffolder.skeletons(for:)` order (but an
/// entry point not written because the folder has one: `existingEntryPoint`).
public struct ScaffoldReport: Hashable, Sendable {
    /// One skeleton's fate.
    public struct Entry: Hashable, Sendable {
        /// The file's path relative to the output folder: the one written, or the existing one.
        public var path: String
        /// True when the file was written; false when it existed and was left alone.
        public var wasWritten: Bool
    }

    /// Every skeleton, in order.
    public var entries: [Entry] = []
    /// Notes, located in the kept files, where one no longer matches the spec (`scaffold.outdated`).
    public var outdated: [Diagnostic] = []
    /// When the entry point was not written because a file of the folder already declares the
    /// app's (`@main`): the note saying so, there, and what it should do
    /// (`scaffold.existing_entry_point`). The entry point then has no entry.
    public var existingEntryPoint: Diagnostic?

    /// The files written.
    public var written: [String] { entries.filter(\.wasWritten).map(\.path) }
    /// The existing files left alone.
    public var kept: [String] { entries.filter { !$0.wasWritten }.map(\.path) }
}

/// Why `scaffold` wrote nothing: a template failed to render (exit 1), or the output could not
/// be created or written (73, 74).
public struct ScaffoldFailure: Error, Sendable {
    /// The diagnostic to print.
    public var diagnostic: Diagnostic
    /// The exit code (`ExitCode`: 73 cannot create, 74 cannot write).
    public var exitCode: Int32

    /// A failure with its diagnostic and exit code.
    public init(diagnostic: Diagnostic, exitCode: Int32) {
        self.diagnostic = diagnostic
        self.exitCode = exitCode
    }
}
