import Foundation
import YAMLSource
import Mustache

/// The templates one output kind renders from: the defaults embedded from `Templates/`,
/// overridden by file name from a user's `--templates DIR`.
public struct TemplateSet: Sendable {
    /// The library partials and top-level templates resolve through.
    public let library: MustacheLibrary
    /// The misses of the renders so far, shared by copies of the set (renders may run on
    /// several threads).
    private let missLog = MissLog()
    /// The set's folder under `Templates/` (`docs`), or empty for the top level.
    let subfolder: String
    /// The templates folder as given, whose `subfolder` overrides this set.
    let overridesRoot: URL?

    /// The templates of `Templates/<subfolder>/` (or `Templates/` itself), overridden by the
    /// files of `overrides/<subfolder>/` when given.
    public init(subfolder: String = "", overrides: URL? = nil) {
        let prefix = subfolder.isEmpty ? "" : subfolder + "/"
        self.subfolder = subfolder
        overridesRoot = overrides
        var embedded: [String: String] = [:]
        for (path, text) in EmbeddedTemplates.files where path.hasPrefix(prefix) {
            let name = String(path.dropFirst(prefix.count))
            if !name.contains("/") { embedded[name] = text }
        }
        let directory = overrides.map { subfolder.isEmpty ? $0 : $0.appending(path: subfolder) }
        library = MustacheLibrary(embedded: embedded, directory: directory)
    }

    /// The names of the embedded defaults of this set, sorted.
    public var defaultNames: [String] { library.embedded.keys.sorted() }

    /// Renders the template with this name (e.g. `Routes.swift`) against a context.
    public func render(_ name: String, context: MustacheValue) throws(MustacheError) -> String {
        try template(named: name).render(context, library: library)
    }

    /// Renders the template with this name against a typed context, reading its fields as the
    /// template names them. Tags that find nothing are kept for ``warnings``.
    public func render(_ name: String, context: some MustacheObject) throws(MustacheError) -> String {
        String(decoding: try renderUTF8(name, context: context), as: UTF8.self)
    }

    /// Renders as ``render(_:context:)-(_,MustacheObject)`` does, returning the output's UTF-8,
    /// in a buffer first allocated `expectedBytes` large.
    public func renderUTF8(_ name: String, context: some MustacheObject, expectedBytes: Int = 0) throws(MustacheError) -> [UInt8] {
        let (utf8, misses) = try template(named: name).rendering(context, library: library, expectedBytes: expectedBytes)
        if !misses.isEmpty { missLog.add(misses) }
        return utf8
    }

    /// The tags of the user's templates (read from the templates folder) that rendered as nothing
    /// in the renders so far because the context or the library has nothing by their name: almost
    /// always a misspelling, which Mustache itself never reports. `template.unknown_name` (with a
    /// did-you-mean among the fields in scope) and `template.unknown_partial`, warnings at the tag,
    /// each once, sorted. The defaults miss nothing (the tests render every example with them).
    public var warnings: [Diagnostic] {
        let partials = defaultNames + overrideTemplateNames
        let warnings = missLog.all.compactMap { Self.warning(for: $0, partials: partials) }
        return Diagnostic.sortedForOutput(Array(Set(warnings)) + misnamedOverrides)
    }

    /// Whether a template came from the templates folder: those are named by their file's path
    /// (`Overrides/Routes.swift.mustache`), the embedded defaults by their bare name.
    static func isOverride(_ templateName: String) -> Bool {
        templateName.hasSuffix("." + MustacheLibrary.fileExtension)
    }

    /// The warnings of ``warnings`` for the misses of one render of `template`, a template file
    /// the user gave (`screenspec render`), whatever its name, as well as of the templates folder.
    public func warnings(for misses: [MustacheMiss], rendering template: String) -> [Diagnostic] {
        let partials = defaultNames + overrideTemplateNames
        let warnings = misses.compactMap { Self.warning(for: $0, partials: partials, userTemplate: template) }
        return Diagnostic.sortedForOutput(Array(Set(warnings)))
    }

    /// The warning for a tag of the user's templates (those of the templates folder, and
    /// `userTemplate`) that found nothing; nil for the defaults'. `partials` are the templates a
    /// misspelt partial name may have meant.
    static func warning(for miss: MustacheMiss, partials: [String], userTemplate: String? = nil) -> Diagnostic? {
        guard isOverride(miss.templateName) || miss.templateName == userTemplate else { return nil }
        let location = SourceLocation(file: miss.templateName, line: miss.line, column: miss.column)
        switch miss.kind {
        case .name:
            // `screen.viewTyp`: the last part against the fields of `screen`. A name in scope twice
            // (an inner context shadowing an outer) is the same suggestion either time.
            let (prefix, last) = miss.name.lastIndex(of: ".").map {
                (String(miss.name[...$0]), String(miss.name[miss.name.index(after: $0)...]))
            } ?? ("", miss.name)
            let inScope = last.hasPrefix("@") ? ["@first", "@last", "@index"] : miss.namesInScope
            let close = DidYouMean.closest(to: last, in: inScope).map { prefix + $0 }
            return Diagnostic(
                id: "template.unknown_name", severity: .warning,
                message: "no '\(miss.name)' in the template context here: the tag renders as nothing",
                at: location, notes: close.map { [Diagnostic.Note("did you mean '\($0)'?", at: location)] } ?? [])
        case .partial:
            return Diagnostic(
                id: "template.unknown_partial", severity: .warning,
                message: "no template '\(miss.name)' in the templates folder or among the defaults: the tag renders as nothing",
                at: location, notes: DidYouMean.closest(to: miss.name, in: partials).map { [Diagnostic.Note("did you mean '\($0)'?", at: location)] } ?? [])
        }
    }

    /// The compiled template with this name; a name the set lacks is a `library.unreadable_partial` error.
    private func template(named name: String) throws(MustacheError) -> MustacheTemplate {
        guard let template = try library.template(named: name) else {
            throw MustacheError(.unreadablePartial, "no template named '\(name)'", templateName: name)
        }
        return template
    }
}

/// The misses of a template set's renders, in the order they were added.
private final class MissLog: @unchecked Sendable {
    // @unchecked: every access to `misses` holds `lock`.
    private let lock = NSLock()
    private var misses: [MustacheMiss] = []

    func add(_ more: [MustacheMiss]) {
        lock.lock()
        defer { lock.unlock() }
        misses += more
    }

    var all: [MustacheMiss] {
        lock.lock()
        defer { lock.unlock() }
        return misses
    }
}
