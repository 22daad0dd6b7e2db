import Foundation

/// Reads input files (specs, the configuration, templates, reporter source lines) so that a path
/// that is not a regular file cannot hang or flood a run: a FIFO is opened without blocking
/// (`O_NONBLOCK`) and refused, as are devices (`/dev/zero`, perhaps behind a committed symlink) and
/// folders, all decided by `fstat` on the open descriptor (no window between a check and the
/// read); and no read goes past its limit plus one byte, however the file grows.
public enum RegularFile {
    /// Why a file was not read.
    public enum Problem: Error, Equatable, Sendable {
        /// It cannot be opened or read; errno says why.
        case unreadable(errno: Int32)
        /// It is a FIFO, a device, a socket or a folder; the words name which.
        case notRegular(kind: String)
        /// It holds more than the limit.
        case tooLarge
    }

    /// The bytes of the regular file at `path` (a link to one is followed), at most `limit` of them.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
        let file = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return .failure(.unreadable(errno: errno)) }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { return .failure(.unreadable(errno: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(kind: kind(info.st_mode))) }
        // Reads stay non-blocking: a file on disk never blocks, but a kernel file that calls
        // itself regular may (`/proc/kmsg` waits for the next message), and it is refused.
        guard let bytes = readBytes(file, sizeHint: Int(info.st_size), limit: limit) else {
            return .failure(.unreadable(errno: errno))
        }
        return bytes.count > limit ? .failure(.tooLarge) : .success(bytes)
    }

    /// A user-facing message for a problem with the file at `path`.
    public static func message(_ problem: Problem, path: String, limit: Int) -> String {
        switch problem {
        case .unreadable(let code):
            // A name whose bytes are not UTF-8 is listed with U+FFFD in their place: no such file.
            var info = stat()
            let why = code != ENOENT ? ""
                : lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK ? " (a symbolic link to nothing)"
                : path.contains("\u{FFFD}") ? " (its name is not UTF-8, which ScreenSpec cannot name)" : ""
            return "cannot read '\(path)': \(FolderDescriptor.reason(code))\(why)"
        case .notRegular(let kind): return "'\(path)' is \(kind), not a regular file: it is not read"
        case .tooLarge: return "file is more than the limit of \(limit) bytes"
        }
    }

    /// What a non-regular file is, in words.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        default: return "a special file"
        }
    }

    /// Reads an open regular file to its end, or to `limit + 1` bytes, whichever comes first:
    /// past the size `fstat` gave (the file may have grown), never past the cap. Nil on a read
    /// error, `EAGAIN` included: opened without blocking, a file that would wait is unreadable.
    static func readBytes(_ file: Int32, sizeHint: Int, limit: Int) -> [UInt8]? {
        let cap = limit >= Int.max - 1 ? Int.max : limit + 1
        var bytes = [UInt8](repeating: 0, count: min(max(sizeHint, 0) + 1, cap))
        var count = 0
        while count < cap {
            if count == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: min(max(4096, bytes.count), cap - count)))
            }
            let read = bytes.withUnsafeMutableBufferPointer { buffer in
                Foundation.read(file, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}
