import Foundation

/// Where partials and parents (`{{>name}}`, `{{<name}}`) come from: a folder of `NAME.mustache`
/// files looked up first, so users override a template by file name, then embedded sources (the
/// defaults built into the binary).
///
/// A name that could leave the folder (containing `/`, `\` or `..`, starting with `.`, or holding
/// a control character) is never looked up and renders as the empty string, like any unknown
/// partial, as the spec requires. Compiled templates are cached, so each is parsed once; copies
/// of a library share the cache, which is safe to use from several threads.
public struct MustacheLibrary: Sendable {
    /// The file extension of templates in ``directory``.
    public static let fileExtension = "mustache"

    /// A library with no partials: every partial renders as the empty string.
    public static let empty = MustacheLibrary()

    /// Template sources by name, used when the folder has no file of that name.
    public let embedded: [String: String]
    /// The folder searched first for `NAME.mustache`, if any.
    public let directory: URL?

    private let cache = TemplateCache()

    /// A library over embedded sources and, looked up first, an optional folder.
    public init(embedded: [String: String] = [:], directory: URL? = nil) {
        self.embedded = embedded
        self.directory = directory
    }

    /// Whether `name` may be looked up: not empty, and unable to leave the template folder.
    public static func isValidName(_ name: String) -> Bool {
        // On the UTF-8 bytes: a partial is resolved once per element of the list it renders in,
        // and Foundation's `contains("..")` goes through CFString.
        guard let first = name.utf8.first, first != UInt8(ascii: ".") else { return false }
        var previous: UInt8 = 0
        for byte in name.utf8 {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F
                || (byte == UInt8(ascii: ".") && previous == UInt8(ascii: ".")) {
                return false
            }
            previous = byte
        }
        return true
    }

    /// The compiled template called `name`: from the folder first, then the embedded sources;
    /// nil when the name is invalid or found nowhere. Throws when the template does not parse
    /// (the error names the file) or its file cannot be read.
    public func template(named name: String) throws(MustacheError) -> MustacheTemplate? {
        guard Self.isValidName(name) else { return nil }
        if let cached = cache.lookup(name) {
            return cached
        }
        let template = try load(name)
        cache.store(template, for: name)
        return template
    }

    /// Why the file at `path` (links followed, a relative one from the link's own folder) is no
    /// template to read: nil for a regular file.
    static func notAFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT ? "it is a symbolic link to nothing" : reason(errno)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder, not a file"
        default: return "it is not a regular file (a FIFO, a socket or a device): it is not read"
        }
    }

    /// Why a file could not be opened or read, in the words of the tool's other messages.
    static func reason(_ code: Int32) -> String {
        code == EACCES || code == EPERM ? "permission denied"
            : code == ELOOP ? "its symbolic links form a loop" : String(cString: strerror(code)).lowercased()
    }

    private func load(_ name: String) throws(MustacheError) -> MustacheTemplate? {
        if let directory {
            let file = directory.appendingPathComponent("\(name).\(Self.fileExtension)", isDirectory: false)
            // A link whose target is gone is an override that cannot be read, not a missing one.
            if FileManager.default.fileExists(atPath: file.path)
                || (try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) != nil {
                func unreadable(_ problem: String) -> MustacheError {
                    MustacheError(.unreadablePartial, "cannot read template '\(name)': \(problem)", templateName: file.relativePath)
                }
                if let problem = Self.notAFile(file.path) { throw unreadable(problem) }
                guard let data = FileManager.default.contents(atPath: file.path) else {
                    throw unreadable(access(file.path, R_OK) != 0 ? Self.reason(errno) : "it cannot be read")
                }
                guard let source = String(data: data, encoding: .utf8) else {
                    // Located at the first byte that is no UTF-8.
                    var parser = Unicode.UTF8.ForwardParser(), iterator = data.makeIterator(), valid = 0
                    while case .valid(let scalar) = parser.parseScalar(from: &iterator) { valid += scalar.count }
                    let (line, column) = SourceLocator.location(of: valid, in: data)
                    throw MustacheError(.unreadablePartial, "cannot read template '\(name)': it is not valid UTF-8",
                                        templateName: file.relativePath, line: line, column: column)
                }
                return try MustacheTemplate(source: source, name: file.relativePath)
            }
        }
        if let source = embedded[name] {
            return try MustacheTemplate(source: source, name: name)
        }
        return nil
    }
}

/// Compiled templates (and misses, as nil) by name, shared by copies of a library.
private final class TemplateCache: @unchecked Sendable {
    // @unchecked: every access to `templates` holds `lock`.
    private let lock = NSLock()
    private var templates: [String: MustacheTemplate?] = [:]

    /// `.some(nil)` for a remembered miss, nil when the name was never looked up.
    func lookup(_ name: String) -> MustacheTemplate?? { lock.withLock { templates[name] } }

    func store(_ template: MustacheTemplate?, for name: String) { lock.withLock { templates[name] = .some(template) } }
}
