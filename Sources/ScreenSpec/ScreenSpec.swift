/// The version of the `screenspec` tool and of the spec format it reads.
public enum ScreenSpecVersion {
    /// The tool's version, printed by `screenspec --version`.
    public static let tool = "0.1.0"
    /// The spec format version.
    public static let format = 1
}
