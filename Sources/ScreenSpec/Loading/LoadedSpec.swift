/// What the loader hands to the checker: the merged spec and the text it was read from, so
/// reporters can show a diagnostic's source line.
public struct LoadedSpec: Sendable {
    /// The merged spec.
    public var spec: Spec
    /// Every file that was read, by path.
    public var sources: SourceFiles
    /// What the loader read of `spec`'s screens for the checker's index, used only while the
    /// spec's screens are the ones it read.
    var knownScreens: KnownScreens?
    /// The parts the loader reported and left out; the checks that depend on them are skipped.
    public var gaps: [LoadGap] = []

    /// Creates a loaded spec.
    public init(spec: Spec, sources: SourceFiles) {
        self.spec = spec
        self.sources = sources
    }
}
