import Foundation
import YAMLSource
import Mustache

/// What the templates folder holds, checked before anything renders: every override of a
/// default is parsed (`overrideErrors`), and files that look meant as overrides but are none
/// are reported (`misnamedOverrides`).
extension TemplateSet {
    /// `.mustache`, the extension of template files.
    static let suffix = "." + MustacheLibrary.fileExtension

    /// The names of the entries of this set's folder, sorted; none without a folder.
    var overrideFileNames: [String] {
        guard let directory = library.directory else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// The template a file of a templates folder holds, by its name (`Routes.swift.mustache` →
    /// `Routes.swift`); nil for a file of another kind.
    static func templateName(ofFile file: String) -> String? {
        file.hasSuffix(suffix) ? String(file.dropLast(suffix.count)) : nil
    }

    /// The templates of this set's folder, by name (overrides and the folder's own partials).
    var overrideTemplateNames: [String] { overrideFileNames.compactMap(Self.templateName(ofFile:)) }

    /// The errors of the overrides of the defaults called `names`, and of the folder's own
    /// partials (templates named like no default, which overrides may include), each read and
    /// parsed now: a broken one (that does not parse, is not UTF-8, is a folder …) is an error on
    /// every run, not only once a spec renders it. One error per file, in name order.
    public func overrideErrors(_ names: [String]) -> [MustacheError] {
        let templates = overrideTemplateNames
        let present = Set(templates)
        let own = templates.filter { library.embedded[$0] == nil && MustacheLibrary.isValidName($0) }
        return Set(names + own).sorted().compactMap { name -> MustacheError? in
            guard present.contains(name) else { return nil }
            if case .failure(let error) = Result(catching: { () throws(MustacheError) in try library.template(named: name) }) {
                return error
            }
            return nil
        }
    }

    /// `template.misnamed_override`, a warning at each file of the templates folder that looks
    /// meant to override a default but does not (`Navigatr.swift.mustache`, `Navigator.mustache`,
    /// `Routes.swift.txt`, `Routes.swift.mustache.mustache`, a docs template outside `docs/`) and
    /// that no file there includes: it changes nothing, silently. A partial of one's own that no
    /// default resembles, and a file of another kind (`README.md`), are not reported.
    var misnamedOverrides: [Diagnostic] {
        guard let directory = library.directory else { return [] }
        let files = overrideFileNames
        // Read as inputs are (a FIFO or a kernel file that would block is skipped, never waited on).
        let texts = files.filter { $0.hasSuffix(Self.suffix) }.compactMap { file -> String? in
            guard case .success(let bytes) = RegularFile.read(directory.appending(path: file).path,
                                                              limit: YAMLLimits.default.maxBytes) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        let docs = subfolder.isEmpty ? Self.defaultNames(in: "docs") : []
        var found: [(file: URL, meant: String)] = files.compactMap { file in
            guard let meant = meant(file, docsDefaults: docs) else { return nil }
            let partial = Self.templateName(ofFile: file) ?? file
            let included = texts.contains { $0.contains(">" + partial + "}}") || $0.contains("> " + partial + " }}") }
            return included ? nil : (directory.appending(path: file), meant + Self.suffix)
        }
        // The top's templates put in `docs/`, where only the docs' are looked up.
        if subfolder.isEmpty, let inDocs = try? FileManager.default.contentsOfDirectory(atPath: directory.appending(path: "docs").path) {
            found += inDocs.sorted().filter { file in
                Self.templateName(ofFile: file).map { library.embedded[$0] != nil && !docs.contains($0) } ?? false
            }.map { (directory.appending(path: "docs/" + $0), "../" + $0) }
        }
        // The docs' templates put at the top of the folder, not in its `docs/`.
        if !subfolder.isEmpty, let root = overridesRoot,
           let rootFiles = try? FileManager.default.contentsOfDirectory(atPath: root.path) {
            found += rootFiles.sorted().filter { Self.templateName(ofFile: $0).map { library.embedded[$0] != nil } ?? false }
                .map { (root.appending(path: $0), subfolder + "/" + $0) }
        }
        return found.map { file, meant in
            Diagnostic(id: "template.misnamed_override", severity: .warning,
                       message: "'\(file.lastPathComponent)' overrides no default template and no template here includes it: "
                           + "did you mean '\(meant)'?", at: SourceLocation(file: file.relativePath, line: 1, column: 1))
        }
    }

    /// The default (its name, `docs/` first for a docs template) that the folder's file `file`
    /// was most likely meant to override, or nil when it overrides one or looks like none.
    private func meant(_ file: String, docsDefaults: [String]) -> String? {
        var name = file
        while name.hasSuffix(Self.suffix) { name.removeLast(Self.suffix.count) }
        let isTemplate = file.hasSuffix(Self.suffix)
        if library.embedded[name] != nil {
            // An override, or one named `Routes.swift.mustache.mustache` or `Routes.swift`.
            return name + Self.suffix == file ? nil : name
        }
        guard isTemplate else {
            // `Routes.swift.txt`, `Routes.swift.stencil`: a default's name with another extension.
            let stem = (file as NSString).deletingPathExtension
            return library.embedded[stem] != nil ? stem : nil
        }
        if docsDefaults.contains(name) { return "docs/" + name }
        let defaults = defaultNames
        return defaults.first { ($0 as NSString).deletingPathExtension == name } ?? DidYouMean.closest(to: name, in: defaults)
    }

    /// The names of the embedded defaults in `Templates/<subfolder>/`.
    static func defaultNames(in subfolder: String) -> [String] {
        EmbeddedTemplates.files.keys.compactMap { path in
            path.hasPrefix(subfolder + "/") ? String(path.dropFirst(subfolder.count + 1)) : nil
        }.filter { !$0.contains("/") }.sorted()
    }
}
