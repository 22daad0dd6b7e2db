import Foundation

/// An open folder through which files under it are reached one path component at a time
/// (`openat`, `O_NOFOLLOW`): a symbolic link planted anywhere below it, at a subfolder or at a
/// file, is never followed, even if it appears between a check and the write. The output writer's
/// only way to touch the file system under its folder.
final class FolderDescriptor: Sendable {
    /// The open folder (`O_DIRECTORY`).
    let descriptor: Int32

    /// Why a path below the folder cannot be reached or used.
    enum Problem: Error, Equatable {
        /// The component at `prefix` (a relative path) is a symbolic link.
        case symbolicLink(prefix: String)
        /// The component at `prefix` exists but is not a folder (or, for the last one, not a regular file).
        case wrongKind(prefix: String, isFolder: Bool)
        /// A system call failed at `prefix` with `errno`.
        case system(prefix: String, errno: Int32)
    }

    /// What `entry(_:)` finds at a name.
    enum Kind: Equatable {
        case missing, regularFile, folder, symbolicLink, other
    }

    /// Opens the folder at `path`, following a link there: the user named it.
    convenience init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.init(descriptor: descriptor)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// `path` split at its last `/`: the folder above (empty for none, `/` for the root) and the
    /// name after it (empty when the path ends in `/`). Foundation's `deletingLastPathComponent`
    /// traps on some short paths (`x`, `x/`, `./`), and these are what users type.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// Creates the folder at `path` and the folders above it that are missing (`mkdir -p`,
    /// following links: the user named the path). Returns the first prefix that cannot be made
    /// and `errno`, or nil when the folder exists.
    static func makeFolders(_ path: String) -> (prefix: String, errno: Int32)? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                return (prefix, errno)
            }
        }
        return nil
    }

    /// The system's reason for `errno`, lower case ("permission denied").
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Takes an exclusive (or shared) advisory lock on the folder itself, waiting for another run
    /// that holds it; released when the descriptor is closed. Returns errno, 0 when locked.
    func lock(exclusive: Bool) -> Int32 {
        while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            if errno != EINTR { return errno }
        }
        return 0
    }

    /// What is at `name` in this folder, without following a link.
    func entry(_ name: String) -> Kind {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The subfolder at the relative `components`, each opened without following a link;
    /// created first when `creating`. `.missing` when one does not exist and is not created.
    func subfolder(_ components: [Substring], creating: Bool) -> Result<FolderDescriptor?, Problem> {
        var current = FolderDescriptor(descriptor: dup(descriptor))
        guard current.descriptor >= 0 else { return .failure(.system(prefix: "", errno: errno)) }
        for (index, component) in components.enumerated() {
            let name = String(component)
            let prefix = components[...index].joined(separator: "/")
            if creating, mkdirat(current.descriptor, name, 0o777) != 0, errno != EEXIST {
                return .failure(.system(prefix: prefix, errno: errno))
            }
            let next = openat(current.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let code = errno
                switch current.entry(name) {
                case .missing where code == ENOENT: return .success(nil)
                case .symbolicLink: return .failure(.symbolicLink(prefix: prefix))
                case .regularFile, .other: return .failure(.wrongKind(prefix: prefix, isFolder: false))
                default: return .failure(.system(prefix: prefix, errno: code))
                }
            }
            current = FolderDescriptor(descriptor: next)
        }
        return .success(current)
    }

    /// The bytes of the regular file `name`, or nil when there is none (missing, a link, a FIFO, a
    /// folder) or it holds more than `limit` bytes: never blocks, never follows a link, never reads
    /// more than `limit + 1` bytes.
    func contents(of name: String, limit: Int) -> Data? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        guard let bytes = Self.readRegularFile(file, limit: limit), bytes.count <= limit else { return nil }
        return Data(bytes)
    }

    /// Reads an open descriptor that must be a regular file: nil when it is not, or on a read
    /// error; at most `limit + 1` bytes (so a caller sees that a file is over its limit).
    static func readRegularFile(_ file: Int32, limit: Int) -> [UInt8]? {
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return RegularFile.readBytes(file, sizeHint: Int(info.st_size), limit: limit)
    }

    /// Writes `write`'s bytes to `name` atomically: a temporary file created exclusively beside
    /// it (`O_CREAT | O_EXCL | O_NOFOLLOW`, so a link or file planted at that name is never
    /// written through), then renamed over `name` (which replaces a link there, never its target).
    /// Returns errno, 0 on success.
    func replace(_ name: String, temporaryName: String, write body: (Int32) -> Bool) -> Int32 {
        var file = openat(descriptor, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        if file < 0, errno == EEXIST {
            // A leftover of a killed run with this pid, or something planted: remove the name
            // itself (a link goes, not its target) and create it anew, exclusively again.
            if entry(temporaryName) != .folder { unlinkat(descriptor, temporaryName, 0) }
            file = openat(descriptor, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        }
        guard file >= 0 else { return errno }
        var code: Int32 = 0
        if !body(file) { code = errno == 0 ? EIO : errno }
        if close(file) != 0, code == 0 { code = errno }
        if code == 0, renameat(descriptor, temporaryName, descriptor, name) != 0 { code = errno }
        if code != 0 { unlinkat(descriptor, temporaryName, 0) }
        return code
    }

    /// Removes `name` if, and only if, it is a regular file (never a folder, never a link).
    @discardableResult
    func removeRegularFile(_ name: String) -> Bool {
        entry(name) == .regularFile && unlinkat(descriptor, name, 0) == 0
    }

    /// The names in this folder, or nil when it cannot be listed.
    func names() -> [String]? {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return nil
        }
        defer { closedir(stream) }
        // The copy shares its position with the original descriptor: start from the top.
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
