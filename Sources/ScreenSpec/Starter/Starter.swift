import Foundation

/// The starter project `screenspec init` writes: a small spec that checks clean and shows each
/// part of the format once (two tabs, a toolbar, a push with a parameter, a sheet with its own
/// stack, a deep link), and a commented `.screenspec.yml`. A new app starts from something that
/// works instead of a blank page.
public struct Starter: Hashable, Sendable {
    /// The app name written into the spec (`app.name`).
    public var appName: String

    /// Creates the starter of an app; an invalid name is replaced by `MyApp`.
    public init(appName: String = Starter.defaultAppName) {
        self.appName = Identifier.isValid(appName, casing: .upper) ? appName : Self.defaultAppName
    }

    /// The name used when none can be made from the folder.
    public static let defaultAppName = "MyApp"

    /// The app name for a project folder: `my-shop` → `MyShop`, `cities` → `Cities`, `café` →
    /// `Cafe` (accents folded, not dropped with their letter); `MyApp` when the folder name gives
    /// no valid UpperCamel identifier.
    public static func appName(forFolder folderName: String) -> String {
        guard let name = Identifier.camelCased(folderName, casing: .upper),
              Identifier.isValid(name, casing: .upper) else { return defaultAppName }
        return name
    }

    /// The spec file's path, relative to the project folder.
    public static let specPath = "Specs/App.yaml"

    /// The files, relative to the project folder, in the order they are written.
    public var files: [GeneratedFile] {
        [
            GeneratedFile(path: Self.specPath, contents: spec),
            GeneratedFile(path: Configuration.fileName, contents: configuration),
        ]
    }

    /// Writes the files into `directory` (created when missing). Refuses, writing nothing, when
    /// any of them exists; on a failed write it removes what it wrote. Returns the paths written,
    /// each joined to `directory` as given (no absolute paths unless `directory` is one).
    public func write(into directory: String) throws(StarterError) -> [String] {
        let targets = files.map { (file: $0, path: Self.join(directory, $0.path)) }
        let existing = targets.map(\.path).filter(Self.isTaken)
        guard existing.isEmpty else { throw .exists(existing) }
        // A spec folder that holds a spec already (`Specs/app.yaml`) would get a second app.
        let specFolder = FolderDescriptor.split(Self.join(directory, Self.specPath)).folder
        // A `Specs` that is a symbolic link would take the spec outside the project.
        var status = stat()
        if lstat(specFolder, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw .cannotCreate(specFolder, reason: "it is a symbolic link, which init does not write through")
        }
        if let names = try? FileManager.default.contentsOfDirectory(atPath: specFolder),
           let spec = names.sorted().first(where: SpecLoader.isSpecFileName) {
            throw .specExists(Self.join(specFolder, spec))
        }

        return try Self.writeNew(targets)
    }

    /// Writes each file to its path, folders created as needed; on a failed write it removes
    /// what it wrote. Returns the paths written.
    static func writeNew(_ targets: [(file: GeneratedFile, path: String)]) throws(StarterError) -> [String] {
        var written: [String] = []
        for (file, path) in targets {
            let folder = FolderDescriptor.split(path).folder
            if !folder.isEmpty, let (prefix, code) = FolderDescriptor.makeFolders(folder) {
                Self.remove(written)
                throw .cannotCreate(prefix, reason: FolderDescriptor.reason(code))
            }
            do {
                try Data(file.contents.utf8).write(to: URL(filePath: path), options: .withoutOverwriting)
            } catch {
                Self.remove(written)
                throw Self.isTaken(path) ? .exists([path]) : .cannotWrite(path)
            }
            written.append(path)
        }
        return written
    }

    /// Whether anything is at `path`, a symbolic link included, even one that leads nowhere
    /// (which `fileExists` would follow and call missing).
    static func isTaken(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    static func join(_ directory: String, _ path: String) -> String {
        if directory.isEmpty || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    private static func remove(_ paths: [String]) {
        for path in paths {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

/// Why `Starter.write(into:)` wrote nothing.
public enum StarterError: Error, Hashable, Sendable {
    /// These files exist already; `init` never overwrites.
    case exists([String])
    /// The spec folder holds this spec already: the starter would add a second app.
    case specExists(String)
    /// A folder could not be created, with the system's reason.
    case cannotCreate(String, reason: String = "")
    /// A file could not be written.
    case cannotWrite(String)

    /// The message for the command line: lower case, no final period.
    public var message: String {
        switch self {
        case .exists(let paths):
            // A few names, then a count: a templates folder may hold dozens.
            let list = paths.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                + (paths.count > 3 ? " and \(paths.count - 3) more" : "")
            return (paths.count == 1 ? "\(list) exists" : "\(list) exist") + "; init never overwrites, so nothing was written"
        case .specExists(let path):
            return "'\(path)' is a spec already; init starts a new project, so nothing was written"
        case .cannotCreate(let path, let reason):
            return "cannot create folder '\(path)'" + (reason.isEmpty ? "" : ": " + reason)
        case .cannotWrite(let path):
            return "cannot write '\(path)'"
        }
    }

    /// The error as a diagnostic at the file or folder it names, with the ids the output writer
    /// uses: `output.exists`, `output.create_failed`, `output.write_failed`.
    public var diagnostic: Diagnostic {
        let (id, path) = switch self {
        case .exists(let paths): ("output.exists", paths.first ?? "")
        case .specExists(let path): ("output.exists", path)
        case .cannotCreate(let path, _): ("output.create_failed", path)
        case .cannotWrite(let path): ("output.write_failed", path)
        }
        return Diagnostic(id: id, severity: .error, message: message, at: .file(path))
    }
}
