// The outputs of `screenspec links` (Documentation/Links.md): each a pure function of the
// catalogue, deterministic, ending in one newline.

/// The formats of `screenspec links`.
public enum LinksFormat: String, CaseIterable, Sendable {
    /// A Markdown table for people.
    case markdown
    /// JSON for tools.
    case json
    /// The `applinks` section of an `apple-app-site-association` file.
    case aasa
    /// The `CFBundleURLTypes` entry of an Info.plist.
    case plist
}

extension DeepLinkCatalogue {
    /// The catalogue in `format`; `appID` (`TEAMID.bundle.id`) names the app in `aasa` and the
    /// URL type in `plist`.
    public func render(_ format: LinksFormat, appID: String? = nil) -> String {
        switch format {
        case .markdown: return markdown()
        case .json: return json()
        case .aasa: return aasa(appID: appID ?? "TEAMID.bundle.id")
        case .plist: return plist(appID: appID)
        }
    }

    /// Why the app has nothing to write in `format`, or nil: an association file needs
    /// `app.universalLinks` (without them the generated `handle(_:)` refuses every `https` link the
    /// file would send to the app), and a URL type needs `app.urlScheme`.
    public func problem(writing format: LinksFormat) -> Diagnostic? {
        switch format {
        case .markdown, .json:
            return nil
        case .aasa where domains.isEmpty:
            return Diagnostic(
                id: "links.no_universal_links", severity: .error,
                message: "an apple-app-site-association file needs 'app.universalLinks': without them the app's "
                    + "handle(_:) refuses every https link the file would open the app for",
                at: appLocation,
                notes: [Diagnostic.Note("add the domains that serve the file: 'universalLinks: [example.com]'",
                                        at: appLocation)])
        case .aasa:
            return nil
        case .plist:
            guard scheme == nil else { return nil }
            return Diagnostic(
                id: "links.no_url_scheme", severity: .error,
                message: "an Info.plist URL type needs 'app.urlScheme': the app has no custom scheme to register",
                at: appLocation,
                notes: [Diagnostic.Note("add the scheme its deep links use: 'urlScheme: \(Self.suggestedScheme(appName))'",
                                        at: appLocation)])
        }
    }

    /// A scheme for an app without one: its name, lower-cased, without what a scheme cannot hold.
    static func suggestedScheme(_ appName: String) -> String {
        let letters = appName.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        let text = String(String.UnicodeScalarView(letters))
        return text.first.map { ("a"..."z").contains($0) } == true ? text : "app" + text
    }

    /// Whether `text` is an application identifier: a 10-character team id of capitals and
    /// digits, a dot, and a bundle id of letters, digits, `-` and `.`.
    public static func isAppID(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 10, !parts[1].isEmpty,
              !parts[1].hasPrefix("."), !parts[1].hasSuffix(".") else { return false }
        let team = parts[0].unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        let bundle = parts[1].unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "."
        }
        return team && bundle
    }

    // MARK: Markdown

    /// A table: pattern, screen (and for an alias the pattern it stands in for), where it is
    /// shown (the tab, the modal whose stack shows it, or how a modal is presented), params
    /// (with where the URL carries them), example URL.
    public func markdown() -> String {
        var output = "# Deep links of \(appName)\n\n"
        guard let scheme else {
            return output + "Deep links are off: the app has no `urlScheme`.\n"
        }
        output += "URL scheme `\(scheme)`"
        if !domains.isEmpty {
            output += "; universal links on " + domains.map { "`\($0)`" }.joined(separator: ", ")
        }
        output += ".\n\n"
        guard !entries.isEmpty else { return output + "No screen has a deep link.\n" }
        output += "| Pattern | Screen | Shown in | Params | Example |\n|---|---|---|---|---|\n"
        for entry in entries {
            let params = entry.params.map { param -> String in
                var text = "`\(param.name): \(param.type)`"
                switch param.source {
                case .path: text += " (path)"
                case .query: text += " (query `\(param.queryItem ?? param.name)`\(param.isRequired ? ", required" : ""))"
                case .none: text += " (not in URLs)"
                }
                return text
            }
            var example = "`\(entry.example)`"
            if let universal = entry.universalExample { example += "<br>`\(universal)`" }
            let screen = entry.aliasOf.map { "\(entry.screen) (alias of `\($0)`)" } ?? entry.screen
            output += "| `\(entry.pattern)` | \(screen) | \(entry.shownIn ?? "") | "
                + (params.isEmpty ? "" : params.joined(separator: ", ")) + " | \(example) |\n"
        }
        return output
    }

    // MARK: JSON

    /// Every fact of the catalogue, keys in a fixed order.
    public func json() -> String {
        let links: [JSONValue] = entries.map { entry in
            .object([
                ("pattern", .string(entry.pattern)),
                ("aliasOf", entry.aliasOf.map(JSONValue.string) ?? .null),
                ("screen", .string(entry.screen)),
                ("case", .string(entry.caseName)),
                ("tab", entry.tab.map(JSONValue.string) ?? .null),
                ("otherTabs", .array(entry.otherTabs.map(JSONValue.string))),
                ("valueTabs", .array(entry.valueTabs.map(JSONValue.string))),
                ("modal", entry.modal.map(JSONValue.string) ?? .null),
                ("presentation", .string(entry.presentation.rawValue)),
                ("params", .array(entry.params.map { param in
                    .object([
                        ("name", .string(param.name)),
                        ("type", .string(param.type.description)),
                        ("source", .string(param.source.rawValue)),
                        ("queryItem", param.queryItem.map(JSONValue.string) ?? .null),
                        ("required", .bool(param.isRequired)),
                    ])
                })),
                // Version 1's object, the link's own component; then every component the
                // association file has for it (a pattern ending in a literal has two).
                ("components", component(of: entry)),
                ("aasaComponents", .array(components(of: entry))),
                ("example", .string(entry.example)),
                ("universalExample", entry.universalExample.map(JSONValue.string) ?? .null),
                ("file", .string(entry.location.file)),
                ("line", .int(entry.location.line)),
            ])
        }
        return JSONWriter().write(.object([
            ("version", .int(1)),
            ("app", .string(appName)),
            ("scheme", scheme.map(JSONValue.string) ?? .null),
            ("universalLinks", .array(domains.map(JSONValue.string))),
            ("deepLinks", .array(links)),
        ]))
    }

    // MARK: apple-app-site-association

    /// The AASA components of a deep link, as the association file has them: its pattern, and
    /// after a pattern that ends in a literal its variant with a trailing `/`, which `handle(_:)`
    /// accepts (one ending in a placeholder, `?*`, takes it already).
    func components(of entry: Entry) -> [JSONValue] {
        let pattern = component(of: entry)
        return entry.pathPattern.hasSuffix("?*") ? [pattern] : [pattern, component(of: entry, path: entry.pathPattern + "/")]
    }

    /// One AASA component of a deep link: the path with `?*` (one or more characters) for each
    /// placeholder, and the required query items as a `?` dictionary (optional ones may be
    /// absent, so they are not matched on). `path` replaces the path pattern (its variant with a
    /// trailing `/`).
    private func component(of entry: Entry, path: String? = nil) -> JSONValue {
        var fields: [(String, JSONValue)] = [("/", .string(path ?? entry.pathPattern))]
        let required = entry.params.filter { $0.source == .query && $0.isRequired }
        if !required.isEmpty {
            let items = required.map { ($0.queryItem ?? $0.name, JSONValue.string("*")) }
                .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            fields.append(("?", .object(items)))
        }
        fields.append(("comment", .string("opens \(entry.screen)")))
        return .object(fields)
    }

    /// The `applinks` section of an `apple-app-site-association` file: one `details` entry for
    /// the app, with a `components` pattern per deep link, longest paths first, each length after
    /// an `exclude` of every longer path (see `orderedComponents`).
    public func aasa(appID: String) -> String {
        JSONWriter().write(.object([
            ("applinks", .object([
                ("details", .array([
                    .object([
                        ("appIDs", .array([.string(appID)])),
                        ("components", .array(orderedComponents())),
                    ]),
                ])),
            ])),
        ]))
    }

    /// The deep links' components in the order iOS should try them. A `*` in a pattern matches
    /// `/` too, so `/product/?*` alone would also send `/product/42/reviews` to the app, whose
    /// `handle(_:)` refuses it: the web page would never open. iOS stops at the first component
    /// that matches, so the patterns of n segments come after an `exclude` of every path of more
    /// than n (`/?*` n + 1 times), and longer patterns before them: a placeholder can then never
    /// span a `/`. A pattern ending in a literal also gets its variant with a trailing `/`, which
    /// `handle(_:)` accepts (one ending in a placeholder takes it already).
    func orderedComponents() -> [JSONValue] {
        let segmentCounts = entries.map { entry in entry.pathPattern.utf8.count { $0 == UInt8(ascii: "/") } }
        var ordered: [JSONValue] = []
        for count in Set(segmentCounts).sorted(by: >) {
            let longer = String(repeating: "/?*", count: count + 1)
            let segments = count == 1 ? "segment" : "segments"
            ordered.append(.object([
                ("/", .string(longer)), ("exclude", .bool(true)),
                ("comment", .string("more than \(count) path \(segments): no deep link, the web page opens")),
            ]))
            for (entry, entryCount) in zip(entries, segmentCounts) where entryCount == count {
                ordered += components(of: entry)
            }
        }
        return ordered
    }

    // MARK: Info.plist

    /// An XML property list with the `CFBundleURLTypes` entry that registers the scheme
    /// (empty when the app has none), to merge into the app's Info.plist.
    public func plist(appID: String?) -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleURLTypes</key>
            \t<array>

            """
        if let scheme {
            let name = appID.flatMap { id in id.split(separator: ".", maxSplits: 1).last.map(String.init) } ?? appName
            output += """
                \t\t<dict>
                \t\t\t<key>CFBundleTypeRole</key>
                \t\t\t<string>Editor</string>
                \t\t\t<key>CFBundleURLName</key>
                \t\t\t<string>\(Self.xmlEscaped(name))</string>
                \t\t\t<key>CFBundleURLSchemes</key>
                \t\t\t<array>
                \t\t\t\t<string>\(Self.xmlEscaped(scheme))</string>
                \t\t\t</array>
                \t\t</dict>

                """
        }
        output += """
            \t</array>
            </dict>
            </plist>

            """
        return output
    }

    /// `text` with `&`, `<` and `>` escaped for XML character data.
    static func xmlEscaped(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.append(character)
            }
        }
        return output
    }
}
