/// The exit statuses (the BSD `sysexits.h` values for the usage and I/O cases),
/// so scripts and CI can tell a bad spec from a bad command line.
struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    var rawValue: Int32

    init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Success; warnings alone still succeed.
    static let success = ExitCode(rawValue: 0)
    /// Errors found (or warnings with `--warnings-as-errors`, or drift with `generate --check`).
    static let failure = ExitCode(rawValue: 1)
    /// A bad command line (`EX_USAGE`).
    static let usage = ExitCode(rawValue: 64)
    /// No input: no spec file, or a named file that does not exist (`EX_NOINPUT`).
    static let noInput = ExitCode(rawValue: 66)
    /// An internal error (`EX_SOFTWARE`).
    static let software = ExitCode(rawValue: 70)
    /// An output file or folder cannot be created (`EX_CANTCREAT`).
    static let cannotCreate = ExitCode(rawValue: 73)
    /// Output cannot be written (`EX_IOERR`).
    static let ioError = ExitCode(rawValue: 74)

    var description: String { String(rawValue) }
}
