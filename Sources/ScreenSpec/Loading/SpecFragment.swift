/// What reading one spec file contributes to the merged spec, in reading order: the file's
/// diagnostics and definitions interleaved, so files can be read apart (and at the same time)
/// and merged afterwards with the diagnostics, duplicates and "first defined here" notes of one
/// sequential read.
struct SpecFragment: Sendable {
    /// One thing the file contributes. The large payloads are boxed, so that an entry, most often a
    /// screen (one reference), stays small to store and to copy.
    enum Entry: Sendable {
        /// A diagnostic about the file's own content.
        indirect case diagnostic(Diagnostic)
        /// An `app` section: it counts only if no earlier file has one.
        indirect case app(AppEntry)
        /// A non-null `tabs` key.
        case tabsKey(SourceLocation)
        /// A non-null `tabs` value, where the section starts.
        case tabsSection(SourceLocation)
        /// A top-level key reported as unknown that meant this section (`tab:` for `tabs`): what the
        /// section would have held is not reported missing as well.
        case sectionLeftOut(String)
        /// A tab with an id, not yet checked against the tabs of earlier files.
        indirect case tab(TabSpec)
        /// A toolbar, not yet checked against the toolbars of earlier files.
        indirect case toolbar(ToolbarSpec)
        /// A screen, not yet checked against the screens of earlier files.
        case screen(ScreenDefinition)
    }

    /// A non-null `app` section as read from one file, with the diagnostics about its content,
    /// which are reported only when it is the first one.
    struct AppEntry: Sendable {
        /// The `app` key.
        var key: SourceLocation
        /// The `app` value, where a missing `root`/`tabs` is reported.
        var mapping: SourceLocation
        /// The section, when it is a mapping with a name.
        var section: AppSection?
        /// The diagnostics about its content.
        var diagnostics: [Diagnostic]
        /// What those diagnostics leave out of the section.
        var gaps: [LoadGap] = []
        /// Whether the section names a root or tabs that did not read (`root: [Home]`, `rot: Home`,
        /// `tabs:` indented into it): the app is not reported as having neither.
        var rootOrTabsLeftOut = false
    }

    /// The file's contributions in reading order.
    var entries: [Entry] = []
}
