import Mustache

extension RuleMetadata {
    /// The diagnostics of the commands that write or render (`generate`, `scaffold`, `docs`,
    /// `graph`, `links`, `init`, `render`): output folders and files, templates, the files
    /// `links` writes. `check` never reports them, so SARIF's rule list leaves them out;
    /// `screenspec rules` lists and explains them.
    public static let output: [RuleMetadata] = [
        RuleMetadata(
            id: "output.create_failed", name: "Cannot create output",
            summary: "an output folder cannot be created or locked (exit 73)",
            rationale: "Nothing is written when the place to write it cannot be made; the message says what the file system answered.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "output.exists", name: "Output exists",
            summary: "`init` would overwrite a file (or a link) that is already there",
            rationale: "A starter spec never replaces your own; nothing is written, not even the folder.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "output.not_a_directory", name: "Output is not a folder",
            summary: "`--output` names a file, a device or a FIFO where a folder belongs (exit 73)",
            rationale: "Generated files go into a folder of their own; nothing is written anywhere else.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "output.not_a_file", name: "Output is not a file",
            summary: "`graph` or `links --output` names a folder or something that is not a regular file (exit 73)",
            rationale: "The output replaces a file atomically, which a folder, a device or a FIFO cannot be.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "output.unsafe_path", name: "Unsafe output path",
            summary: "a file would be written through a symbolic link, or outside the output folder (exit 73)",
            rationale: "A link in the output (a committed `Generated -> ~/.ssh`, or `/dev/stdout`) must never redirect a write; it is left as it is and nothing is written.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "output.write_failed", name: "Cannot write output",
            summary: "a file cannot be written (a full disk, no permission) (exit 74)",
            rationale: "Files are written atomically: one that fails leaves the previous content, and the message names it.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "scaffold.outdated", name: "Outdated skeleton",
            summary: "a file `scaffold` kept no longer matches the spec (a note; the file is yours)",
            rationale: "Skeletons are never overwritten, so a changed param or action shows up only as a compile error unless it is pointed out.",
            defaultSeverity: .note),
        RuleMetadata(
            id: "scaffold.existing_entry_point", name: "App with its own entry point",
            summary: "`scaffold` writes no `<App>App.swift`: a file of the folder already declares an `@main` type (or is `main.swift`), or a kept `<App>App.swift` is the app's own and shows no `<App>RootView`; the note says what it should do (a note)",
            rationale: "A module with two entry points does not build; an app adopting the generated code keeps its own, which creates the navigator and shows the root view.",
            defaultSeverity: .note),
        RuleMetadata(
            id: "scaffold.nested_type", name: "Nested param type",
            summary: "a param type is qualified (`RoomMember.Role`): `scaffold` writes no placeholder for it (a note; declare it yourself)",
            rationale: "No file can declare a nested type on its own, so the app must, or the generated code does not compile; the note names each such type once, at its first use.",
            defaultSeverity: .note),
        RuleMetadata(
            id: "links.no_universal_links", name: "Association file without universal links",
            summary: "`links --format aasa` for an app without `app.universalLinks`",
            rationale: "The file would make iOS open the app for https links that the generated handle(_:) refuses.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "links.no_url_scheme", name: "URL type without a scheme",
            summary: "`links --format plist` for an app without `app.urlScheme`",
            rationale: "There is no scheme to register; an empty URL types entry would replace the app's own.",
            defaultSeverity: .error),
        RuleMetadata(
            id: "template.unknown_name", name: "Name found nowhere",
            summary: "a tag of your template names something no context on the stack has; it renders as nothing",
            rationale: "Mustache renders a missing name as nothing, so a misspelling would silently drop code.",
            defaultSeverity: .warning),
        RuleMetadata(
            id: "template.unknown_partial", name: "Partial found nowhere",
            summary: "a partial or parent of your template is neither in the templates folder nor among the defaults",
            rationale: "Mustache renders a missing partial as nothing, so a misspelling would silently drop code.",
            defaultSeverity: .warning),
        RuleMetadata(
            id: "template.misnamed_override", name: "Override that overrides nothing",
            summary: "a file of the templates folder is named like a default template but is none, and nothing includes it",
            rationale: "A default is replaced only by a file of exactly its name, so a misnamed one leaves the default in use, silently.",
            defaultSeverity: .warning),
    ] + MustacheError.Kind.allCases.map { kind in
        RuleMetadata(id: kind.rawValue, name: "Template error", summary: kind.summary,
                     rationale: "The template cannot be rendered, so nothing is written.", defaultSeverity: .error)
    }
}

extension MustacheError.Kind {
    /// One line: what the error means.
    fileprivate var summary: String {
        switch self {
        case .unclosedTag: "a tag without its closing delimiter"
        case .emptyTag: "a tag without a name: `{{}}`, `{{# }}`"
        case .invalidName: "a name with a space inside, or an empty dotted part: `{{a b}}`, `{{a..b}}`"
        case .badDelimiters: "`{{=…=}}` without exactly two delimiters"
        case .unclosedSection: "a section, inverted section, parent or block never closed"
        case .mismatchedSection: "a closing tag that is not the innermost open section's"
        case .unexpectedClose: "a closing tag with no open section"
        case .nestingTooDeep: "more than 100 sections, parents and blocks inside each other"
        case .recursionLimit: "partials nested more than 100 deep while rendering"
        case .renderLimit: "a render writes more than 1 GiB or expands too many partials"
        case .notInterpolatable: "`{{name}}` on a list or an object"
        case .unreadablePartial: "a template file that cannot be read or is not UTF-8"
        case .invalidJSON: "the `render --context` file is not JSON"
        }
    }
}
