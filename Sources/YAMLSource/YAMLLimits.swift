/// Bounds on what one YAML file may cost, so hostile input ends in `yaml.limit` quickly
/// and with bounded memory.
public struct YAMLLimits: Hashable, Sendable {
    /// Most nodes in a file, counting every alias expansion.
    public var maxNodes: Int
    /// Deepest nesting of sequences and mappings.
    public var maxDepth: Int
    /// Largest file, in bytes.
    public var maxBytes: Int

    /// Creates limits.
    public init(maxNodes: Int = 1_000_000, maxDepth: Int = 256, maxBytes: Int = 64 << 20) {
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }

    /// The default limits.
    public static let `default` = YAMLLimits()
}
