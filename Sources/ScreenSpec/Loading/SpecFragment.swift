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
        /// `open: SCREEN` in a link, reported once every file's tabs are known: what it most
        /// likely meant depends on whether SCREEN is a tab's root.
        indirect case openInLink(OpenInLink)
        /// An invalid id reported with a fix-it renaming it: its uses get edits once every file is merged.
        indirect case rename(IDRename)
    }

    /// `open: SCREEN` in a link (SpecReader+Screens): `push` most likely meant, unless SCREEN is
    /// the root of a tab (pushed, it would be a second copy of that root in this tab's stack):
    /// then `selectTab` of that tab, or of the one meant when it is the root of several.
    struct OpenInLink: Sendable {
        /// The report when SCREEN is no tab's root (a did-you-mean `push` first among its notes,
        /// and its fix-it, when the entry names no `tab`).
        var diagnostic: Diagnostic
        /// The id of the screen whose link it is.
        var screen: String
        /// SCREEN; nil when the entry names a `tab` or the value is not a name (nothing to resolve).
        var target: String?
        /// The source length of `open`, and of SCREEN when its text is exactly the id: the fix-its'.
        var keyLength: Int?
        var value: (location: SourceLocation, length: Int)?

        /// The report, given the ids of the tabs whose root is SCREEN, and whether the stack of
        /// the one tab among them shows the linking screen: then `selectTab` would do nothing, and
        /// going back to the root is an action's (`popToRoot`), not a link's.
        func resolved(rootOf tabs: [String], inOwnTab: Bool) -> Diagnostic {
            guard let target, let first = tabs.first else { return diagnostic }
            var resolved = diagnostic
            let here = diagnostic.location
            if tabs.count == 1, inOwnTab {
                resolved.notes = [Diagnostic.Note("'\(target)' is the root of tab '\(first)', whose stack shows '\(screen)': "
                                                  + "no link goes back to it; remove this link and give a toolbar item or "
                                                  + "dialog button 'action: popToRoot'",
                                                  at: here)]
                resolved.fixIts = []
            } else if tabs.count == 1 {
                resolved.notes = [Diagnostic.Note("did you mean 'selectTab: \(first)'? '\(target)' is the root of tab "
                                                  + "'\(first)'", at: here)]
                resolved.fixIts = []
                if let keyLength, let value {
                    resolved.fixIts = [Diagnostic.FixIt(replacement: "selectTab", at: here, length: keyLength),
                                       Diagnostic.FixIt(replacement: first, at: value.location, length: value.length)]
                }
            } else {
                let named = tabs.map { "'\($0)'" }
                resolved.notes = [Diagnostic.Note("'\(target)' is the root of tabs \(named.dropLast().joined(separator: ", ")) "
                                                  + "and \(named[named.count - 1]): link 'selectTab: TAB' to the one meant",
                                                  at: here)]
                resolved.fixIts = []
            }
            return resolved
        }
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
