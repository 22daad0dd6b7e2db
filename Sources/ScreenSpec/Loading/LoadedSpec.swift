/// What the loader hands to the checker: the merged spec and the text it was read from, so
/// reporters can show a diagnostic's source line.
public struct LoadedSpec: Sendable {
    /// The merged spec.
    public var spec: Spec
    /// Every file that was read, by path.
    public var sources: SourceFiles
    /// The parts the loader reported and left out; the checks that depend on them are skipped.
    public var gaps: [LoadGap] = []

    /// Creates a loaded spec.
    public init(spec: Spec, sources: SourceFiles) {
        self.spec = spec
        self.sources = sources
    }
}
