import Foundation
import Mustache

/// The templates one output kind renders from: the defaults embedded from `Templates/`,
/// overridden by file name from a user's `--templates DIR`.
public struct TemplateSet: Sendable {
    /// The library partials and top-level templates resolve through.
    public let library: MustacheLibrary

    /// The templates of `Templates/<subfolder>/` (or `Templates/` itself), overridden by the
    /// files of `overrides/<subfolder>/` when given.
    public init(subfolder: String = "", overrides: URL? = nil) {
        let prefix = subfolder.isEmpty ? "" : subfolder + "/"
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
    /// template names them.
    public func render(_ name: String, context: some MustacheObject) throws(MustacheError) -> String {
        try template(named: name).render(context, library: library)
    }

    /// Renders as ``render(_:context:)-(_,MustacheObject)`` does, returning the output's UTF-8,
    /// in a buffer first allocated `expectedBytes` large.
    public func renderUTF8(_ name: String, context: some MustacheObject, expectedBytes: Int = 0) throws(MustacheError) -> [UInt8] {
        try template(named: name).renderUTF8(context, library: library, expectedBytes: expectedBytes)
    }

    /// The compiled template with this name; a name the set lacks is a `library.unreadable_partial` error.
    private func template(named name: String) throws(MustacheError) -> MustacheTemplate {
        guard let template = try library.template(named: name) else {
            throw MustacheError(.unreadablePartial, "no template named '\(name)'", templateName: name)
        }
        return template
    }
}
