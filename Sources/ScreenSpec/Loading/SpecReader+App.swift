import YAMLSource

// The `app` section (SpecFormat.md §4).

extension SpecReader {
    /// What `tabStyle` written per platform is told: one style for every platform, and which adapts.
    static let tabStylePerPlatformNote = "'tabStyle' takes one style for every platform, not one per platform: "
        + "'sidebarAdaptable' is a tab bar on iPhone and a sidebar on iPad and the Mac (iOS 18, macOS 15); "
        + "'splitView' is a sidebar on every platform, collapsed into one stack on iPhone (iOS 16, macOS 13)"

    static let appKeys = ["name", "deploymentTarget", "tabStyle", "reselectPopsToRoot", "urlScheme", "accessLevel",
                          "root", "stateRestoration", "universalLinks", "tabBarMinimizeBehavior", "imports"]

    /// Reads `app: { … }`; a second `app` section (in any file) is `spec.multiple_app`, reported by the merger.
    mutating func readApp(_ pair: Pair) {
        // `app:` with nothing after it is "not set", as if the key were left out.
        if isNull(pair.value) { return }
        let keyLocation = location(pair.key)
        // Whether this section counts is known only once the earlier files are merged: its
        // diagnostics are kept with it, and dropped with it when an earlier file has one.
        // So are the parts it leaves out.
        let outer = fragment, outerGaps = gaps.count
        fragment = SpecFragment()
        var rootOrTabsLeftOut = false
        let section = readAppSection(pair, keyLocation: keyLocation, rootOrTabsLeftOut: &rootOrTabsLeftOut)
        let diagnostics = fragment.entries.compactMap { entry -> Diagnostic? in
            switch entry {
            case .diagnostic(let diagnostic): return diagnostic
            // No id of the section is used elsewhere; a rename's report stands as it is.
            case .rename(let rename): return rename.diagnostic
            default: return nil
            }
        }
        fragment = outer
        let sectionGaps = Array(gaps[outerGaps...])
        gaps.removeSubrange(outerGaps...)
        fragment.entries.append(.app(SpecFragment.AppEntry(key: keyLocation, mapping: location(pair.value),
                                                           section: section, diagnostics: diagnostics,
                                                           gaps: sectionGaps, rootOrTabsLeftOut: rootOrTabsLeftOut)))
    }

    /// The content of a non-null `app` section, or nil when it has no usable name.
    /// `rootOrTabsLeftOut`: set when a `root` (or a key meaning it), or a `tabs` section indented
    /// into `app`, is reported and left out.
    private mutating func readAppSection(_ pair: Pair, keyLocation: SourceLocation,
                                         rootOrTabsLeftOut: inout Bool) -> AppSection? {
        guard let pairs = mapping(pair.value, for: "'app'") else { return nil }

        var name: Located<String>?
        var hasName = false
        var deploymentTargets: [Located<DeploymentTarget>] = []
        var stateRestoration: Located<Bool>?
        var tabStyle: Located<TabStyle>?
        var reselectPopsToRoot: Located<Bool>?
        var urlScheme: Located<String>?
        var accessLevel: Located<AccessLevel>?
        var root: Located<String>?
        var universalLinks: [Located<String>] = []
        var tabBarMinimizeBehavior: Located<TabBarMinimizeBehavior>?
        var imports: [Located<String>] = []
        for entry in pairs {
            guard let key = keyText(entry) else { continue }
            let value = entry.value
            switch key {
            case "name":
                hasName = !isNull(value)
                name = identifier(value, for: key, role: .appName)
            case "deploymentTarget":
                let mark = errorMark
                var lost: Int?
                deploymentTargets = self.deploymentTargets(value, lost: &lost)
                // Not one target read: the checks would judge the default, which the spec does not say;
                // an iOS or macOS target of a list that did not read: the app would look like it lacks it.
                if deploymentTargets.isEmpty { noteGap(.deploymentTarget, since: mark) }
                if let lost, !deploymentTargets.isEmpty { noteGap(.deploymentTarget, since: lost) }
            case "stateRestoration": stateRestoration = bool(value, for: key)
            case "tabStyle":
                let mark = errorMark
                defer { noteGap(.tabStyle, since: mark) }
                if tree.kind(value) == .mapping {
                    // `{ iOS: tabBar, macOS: splitView }`, as a toolbar placement may be written: one
                    // style serves every platform, and the one that adapts is `sidebarAdaptable`.
                    error(LoaderID.typeMismatch, "expected a string for 'tabStyle', found \(tree.kindDescription(value))",
                          at: value, notes: [Diagnostic.Note(Self.tabStylePerPlatformNote, at: location(value))])
                    continue
                }
                // Words for a style too far from its name for a spelling match.
                tabStyle = enumeration(value, for: key, noun: "a tab style", synonyms: [
                    "sidebar": .sidebarAdaptable, "adaptable": .sidebarAdaptable, "split": .splitView,
                    "navigationsplitview": .splitView, "tabview": .tabBar, "tabs": .tabBar,
                ])
            case "reselectPopsToRoot": reselectPopsToRoot = bool(value, for: key)
            case "urlScheme":
                let mark = errorMark
                urlScheme = self.urlScheme(value)
                noteGap(.urlScheme, since: mark)
            case "accessLevel": accessLevel = enumeration(value, for: key, noun: "an access level")
            case "root":
                let mark = errorMark
                root = string(value, for: key)
                if mark < errorMark { rootOrTabsLeftOut = true }
                noteGap(.navigation, since: mark)
            case "universalLinks": universalLinks = self.universalLinks(value)
            case "imports": imports = self.imports(value)
            case "tabBarMinimizeBehavior":
                tabBarMinimizeBehavior = enumeration(value, for: key, noun: "a tab bar minimize behavior")
            case "tabs", "toolbars", "screens":
                // A section indented into `app`: what it holds is left out, and so are the checks it feeds.
                let mark = errorMark
                let appColumn = tree.start(pair.key).column
                error(LoaderID.unknownKey, "unknown key '\(key)' in 'app': '\(key)' is a section of its own, "
                      + "written at the start of its line as 'app' is", at: entry.key,
                      notes: [Diagnostic.Note("dedent '\(key)' and what it holds to the column of 'app'", at: location(entry.key))],
                      fixIts: dedentFixIts(entry, toColumn: appColumn, movesLines: true))
                if key == "tabs" { rootOrTabsLeftOut = true }
                noteGap(key == "toolbars" ? .toolbarUses : .definitions, since: mark)
            default:
                let mark = errorMark
                let meant = unknownKey(entry.key, key, in: "'app'", candidates: Self.appKeys, value: entry.value,
                                       siblings: pairs[...])
                if meant == "root" { rootOrTabsLeftOut = true }
                switch DidYouMean.closest(to: key, in: Self.appKeys) {
                case "root": noteGap(.navigation, since: mark)
                // `tabstyle: splitView`: the app may be a split view, whose tabs are not counted.
                case "tabStyle": noteGap(.tabStyle, since: mark)
                default: break
                }
            }
        }
        if !hasName {
            error(LoaderID.missingKey, "'app' is missing the required key 'name'", at: pair.value)
        }
        guard let name else { return nil }
        var section = AppSection(name: name, deploymentTargets: deploymentTargets, stateRestoration: stateRestoration,
                                 tabStyle: tabStyle,
                                 reselectPopsToRoot: reselectPopsToRoot, urlScheme: urlScheme, accessLevel: accessLevel,
                                 root: root, location: keyLocation)
        section.universalLinks = universalLinks
        section.tabBarMinimizeBehavior = tabBarMinimizeBehavior
        section.imports = imports
        return section
    }

    /// `deploymentTarget`: one target or a list of them, at most one per platform.
    /// `lost`: the error mark of the first item of a list that names iOS or macOS but did not read
    /// (`[iOS 15, macOS 14]`), or Mac Catalyst without an iOS target, where the gap it leaves is located.
    mutating func deploymentTargets(_ node: Node, lost: inout Int?) -> [Located<DeploymentTarget>] {
        if let pairs = tree.pairs(node) {
            reportTargetMapping(node, pairs)
            return []
        }
        guard tree.items(node) != nil else {
            return targetsWithoutBrackets(node) ?? deploymentTarget(node).map { [$0] } ?? []
        }
        guard let items = sequence(node, for: "deploymentTarget") else { return [] }
        var targets: [Located<DeploymentTarget>] = []
        // A Mac Catalyst item: the iOS target covers it, unless the list has none.
        var catalyst: Int?
        for item in items {
            let mark = errorMark
            guard let target = deploymentTarget(item) else {
                if Self.isCatalyst(tree.value(item) ?? "") {
                    catalyst = catalyst ?? mark
                } else if Self.unsupportedPlatform(tree.value(item) ?? "") == nil {
                    lost = lost ?? mark
                }
                continue
            }
            if let first = targets.first(where: { $0.value.platform == target.value.platform }) {
                error(LoaderID.duplicateDefinition,
                      "'deploymentTarget' lists \(target.value.platform.rawValue) twice", at: item,
                      notes: [Diagnostic.Note("first listed here", at: first.location)])
                continue
            }
            targets.append(target)
        }
        // `[macCatalyst 17, macOS 14]`: the app's iOS code is meant, and the checks would judge macOS alone.
        if let catalyst, !targets.contains(where: { $0.value.platform == .iOS }) {
            lost = min(lost ?? catalyst, catalyst)
        }
        if items.isEmpty {
            error(LoaderID.invalidValue, "'deploymentTarget' lists no platform: name at least one, e.g. iOS 17", at: node)
        }
        return targets
    }

    /// `deploymentTarget: iOS 17, macOS 14`: one text naming supported targets of different
    /// platforms, a list without its brackets. An error with a fix-it adding them, and the targets
    /// it names (so the checks that depend on them run as for the fixed spec); nil for other text.
    mutating func targetsWithoutBrackets(_ node: Node) -> [Located<DeploymentTarget>]? {
        guard tree.isScalar(node), let parts = Self.unbracketedItems(tree.value(node) ?? "") else { return nil }
        let targets = parts.compactMap { part -> DeploymentTarget? in
            guard let spelling = Self.targetSpelling(part), !spelling.hasMinor else { return nil }
            let target = DeploymentTarget(spelling.platform, spelling.major)
            return DeploymentTarget.allCases.contains(target) ? target : nil
        }
        guard targets.count == parts.count, Set(targets.map(\.platform)).count == targets.count else { return nil }
        let form = "[" + targets.map(\.description).joined(separator: ", ") + "]"
        let (notes, fixIts) = suggestion(form, for: node)
        error(LoaderID.typeMismatch, "'deploymentTarget' lists several targets without brackets: write "
              + "'deploymentTarget: \(form)'", at: node, notes: notes, fixIts: fixIts)
        return targets.map { Located($0, at: location(node)) }
    }

    /// `deploymentTarget: { iOS: '18.5', macOS: '14.5' }`, the form of XcodeGen's `project.yml`:
    /// an error that shows the list it means (major versions), with a fix-it when the mapping is
    /// on one line and names only supported targets. Platforms ScreenSpec does not generate for
    /// (`watchOS: '8.0'`) are left out of that list, with a note; a version below the lowest
    /// supported one (`iOS: 15.0`) is shown as written, with a note and no fix-it: raising the
    /// app's minimum OS is not a spelling fix.
    mutating func reportTargetMapping(_ node: Node, _ pairs: YAMLTree.Pairs) {
        var meant: [DeploymentTarget] = [], tooOld: [DeploymentTarget] = [], others: [String] = []
        var unread = false
        for pair in pairs {
            guard let platform = tree.value(pair.key), let version = tree.value(pair.value) else {
                unread = true
                continue
            }
            if let other = Self.unsupportedPlatform(platform) {
                if !others.contains(other) { others.append(other) }
                continue
            }
            guard let spelling = Self.targetSpelling(platform + " " + version) else {
                unread = true
                continue
            }
            let target = DeploymentTarget(spelling.platform, spelling.major)
            if DeploymentTarget.allCases.contains(target) {
                meant.append(target)
            } else if let lowest = Self.lowestTarget(on: target.platform), target.version < lowest.version {
                meant.append(target)
                tooOld.append(target)
            } else {
                unread = true
            }
        }
        let here = location(node)
        var notes = [Diagnostic.Note("targets are major versions (\(Self.targetVersions))", at: here)]
        notes += tooOld.compactMap { target in
            Self.lowestTarget(on: target.platform).map { Diagnostic.Note(Self.tooOldNote(target, lowest: $0), at: here) }
        }
        if !others.isEmpty {
            notes.append(Diagnostic.Note("\(others.joined(separator: " and ")) \(others.count == 1 ? "is" : "are") not generated for: "
                                         + "ScreenSpec generates code for iOS and macOS only", at: here))
        }
        let isComplete = !unread && !meant.isEmpty && Set(meant.map(\.platform)).count == meant.count
        let form = isComplete
            ? (meant.count == 1 ? meant[0].description : "[" + meant.map(\.description).joined(separator: ", ") + "]")
            : "[iOS 17, macOS 14]"
        let (start, end) = (tree.start(node), tree.end(node))
        let fixIts = isComplete && tooOld.isEmpty && start.line == end.line && end.offset > start.offset
            ? [Diagnostic.FixIt(replacement: form, at: here, length: end.offset - start.offset)] : []
        let advice = !isComplete ? "write a list such as 'deploymentTarget: \(form)'"
            : tooOld.isEmpty ? "write 'deploymentTarget: \(form)'"
            : "it means 'deploymentTarget: \(form)', but ScreenSpec does not generate for "
                + tooOld.map(\.description).joined(separator: " and ")
        error(LoaderID.typeMismatch, "'deploymentTarget' is a target or a list of targets, not a mapping: " + advice,
              at: node, notes: notes, fixIts: fixIts)
    }

    /// The lowest supported target of `platform` (iOS 16, macOS 13).
    static func lowestTarget(on platform: Platform) -> DeploymentTarget? {
        DeploymentTarget.allCases.first { $0.platform == platform }
    }

    /// The note at a target below the lowest supported one: what to use instead, without a fix-it.
    static func tooOldNote(_ target: DeploymentTarget, lowest: DeploymentTarget) -> String {
        "the lowest \(target.platform.rawValue) ScreenSpec generates for is \(lowest): raise the app's minimum OS "
            + "only if it can drop \(target)"
    }

    /// One deployment target: exactly `iOS 16|17|18|26` or `macOS 13|14|15|26`; other spellings of
    /// those versions (`17`, `iOS17`, `ios 17.0`, `macos14`) get a fix-it to the right one. A
    /// version with a minor part (`iOS 18.6`) is an error with a fix-it to its major version, which
    /// is then the target: the API choices are made per major version, so the checks that depend
    /// on the target give the same answers as for the fixed spec. Another platform (`tvOS 26`) is
    /// an error that says ScreenSpec does not generate for it, with no fix-it.
    mutating func deploymentTarget(_ node: Node) -> Located<DeploymentTarget>? {
        guard let text = string(node, for: "deploymentTarget") else { return nil }
        if let target = DeploymentTarget.allCases.first(where: { $0.description == text.value }) {
            return Located(target, at: text.location, verbatimStart: text.verbatimStart)
        }
        if let platform = Self.unsupportedPlatform(text.value) {
            // No did-you-mean: 'iOS 26' is not what 'tvOS 26' meant.
            error(LoaderID.invalidValue, "'\(text.value)' is not a deployment target: \(platform) is not supported; "
                  + "ScreenSpec generates code for iOS and macOS only", at: node)
            return nil
        }
        if Self.isCatalyst(text.value) {
            // The iOS target covers it: a list with one loses nothing by its absence.
            error(LoaderID.invalidValue, "'\(text.value)' is not a deployment target: a Mac Catalyst app runs the "
                  + "app's iOS code, so its iOS target covers it", at: node,
                  notes: [Diagnostic.Note("list the iOS target only; 'macOS' targets are for apps built for macOS "
                                          + "itself, which generate macOS's own SwiftUI", at: text.location)])
            return nil
        }
        if let spelling = Self.targetSpelling(text.value), let lowest = Self.lowestTarget(on: spelling.platform),
           spelling.major < lowest.version {
            // No did-you-mean: 'iOS 16' raises the app's minimum OS, it does not spell 'iOS 15'.
            let target = DeploymentTarget(spelling.platform, spelling.major)
            error(LoaderID.invalidValue, "'\(text.value)' is not a deployment target: ScreenSpec generates for "
                  + "\(Self.targetVersions)", at: node,
                  notes: [Diagnostic.Note(Self.tooOldNote(target, lowest: lowest), at: text.location)])
            return nil
        }
        let candidates = DeploymentTarget.allCases.map(\.description)
        guard let spelling = Self.targetSpelling(text.value), spelling.hasMinor else {
            invalidValue(node, "'\(text.value)' is not a deployment target: use \(Self.list(candidates))",
                         candidates: candidates, closest: Self.respelledTarget(text.value))
            return nil
        }
        let major = DeploymentTarget(spelling.platform, spelling.major)
        let isSupported = DeploymentTarget.allCases.contains(major)
        invalidValue(node, "'\(text.value)' is not a deployment target: targets are given as major versions "
                     + "(\(Self.targetVersions))",
                     candidates: candidates,
                     closest: isSupported ? major.description : DidYouMean.closest(to: major.description, in: candidates))
        guard isSupported else { return nil }
        return Located(major, at: text.location, verbatimStart: text.verbatimStart)
    }

    /// The supported versions per platform: `iOS 16|17|18|26, macOS 13|14|15|26`.
    static var targetVersions: String {
        Platform.allCases.map { platform in
            platform.rawValue + " " + DeploymentTarget.allCases.filter { $0.platform == platform }
                .map { String($0.version) }.joined(separator: "|")
        }.joined(separator: ", ")
    }

    /// The platform ScreenSpec does not generate for that `text` names (`tvOS 26`, `tvos 18`,
    /// `visionOS 2`), in its own spelling, or nil.
    static func unsupportedPlatform(_ text: String) -> String? {
        let folded = text.lowercased()
        let platforms = [("tvos", "tvOS"), ("watchos", "watchOS"), ("visionos", "visionOS"), ("xros", "visionOS")]
        return platforms.first { folded.hasPrefix($0.0) }?.1
    }

    /// Whether `text` names Mac Catalyst (`macCatalyst 17`, `catalyst`, `UIKit for Mac`).
    static func isCatalyst(_ text: String) -> Bool {
        let folded = text.lowercased()
        return folded.hasPrefix("maccatalyst") || folded.hasPrefix("catalyst") || folded.hasPrefix("uikitformac")
            || folded.hasPrefix("mac catalyst") || folded.hasPrefix("uikit for mac")
    }

    /// The right spelling of a supported version written another way, or nil.
    static func respelledTarget(_ text: String) -> String? {
        guard let spelling = targetSpelling(text) else { return nil }
        let target = DeploymentTarget(spelling.platform, spelling.major)
        return DeploymentTarget.allCases.contains(target) ? target.description : nil
    }

    /// A target read leniently: `iOS`, `ios`, `macos`, `osx` or no platform (iOS), then a space,
    /// `-` or `_` or nothing, then a major version with or without minor parts (`18`, `18.6`,
    /// `17.0`); nil when the text is not of that form.
    static func targetSpelling(_ text: String) -> (platform: Platform, major: Int, hasMinor: Bool)? {
        var rest = Substring(text.lowercased())
        var platform = Platform.iOS
        if rest.hasPrefix("ios") {
            rest = rest.dropFirst(3)
        } else if rest.hasPrefix("macos") {
            rest = rest.dropFirst(5)
            platform = .macOS
        } else if rest.hasPrefix("osx") {
            rest = rest.dropFirst(3)
            platform = .macOS
        }
        rest = rest.drop { $0 == " " || $0 == "-" || $0 == "_" }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, let major = Int(first),
              parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } })
        else { return nil }
        return (platform, major, parts.count > 1)
    }

    /// `urlScheme`: an RFC 3986 scheme, a letter then letters, digits, `+`, `-`, `.`.
    mutating func urlScheme(_ node: Node) -> Located<String>? {
        guard let text = string(node, for: "urlScheme") else { return nil }
        guard Self.isURLScheme(Substring(text.value)) else {
            // `cork://` or `cork:` is the scheme with the URL's punctuation: the scheme is `cork`.
            let bare = text.value.hasSuffix("://") ? text.value.dropLast(3) : text.value.hasSuffix(":") ? text.value.dropLast() : ""
            invalidValue(node, "'\(text.value)' is not a URL scheme: use a letter, then letters, digits, '+', '-' or '.'",
                         candidates: [], closest: !bare.isEmpty && Self.isURLScheme(bare) ? String(bare) : nil)
            return nil
        }
        let scheme = text.value.lowercased()
        if Self.webSchemes.contains(scheme) {
            // `https://thread/42` would be what `url(for:)` writes, and the plist would claim the web.
            error(LoaderID.invalidValue, "'\(text.value)' is the web's scheme, which an app cannot claim as its 'urlScheme'",
                  at: node, notes: [Diagnostic.Note(
                    "use 'universalLinks' for web links: list the app's domains there (as in 'universalLinks: [shop.example.com]') "
                    + "and their https URLs open the deep links; 'urlScheme' is a scheme of the app's own, "
                    + "such as its name in lower case", at: location(node))])
            return nil
        }
        if Self.systemSchemes.contains(scheme) {
            error(LoaderID.invalidValue, "'\(text.value)' is a scheme the system owns, which an app cannot claim as its 'urlScheme'",
                  at: node, notes: [Diagnostic.Note(
                    "deep links would be '\(scheme)://host/…' URLs, which are not what '\(scheme):' URLs look like and "
                    + "would not reach the app: use a scheme of the app's own, such as its name in lower case, and handle "
                    + "'\(scheme):' URLs the app receives in its own 'onOpenURL', which calls the navigator", at: location(node))])
            return nil
        }
        return text
    }

    /// The web's schemes: web links to the app are `universalLinks`.
    static let webSchemes: Set<String> = ["http", "https"]

    /// Schemes an app cannot claim as its `urlScheme`, lower case: those Apple reserves for the
    /// system's apps (`mailto`, `tel`, `sms`, `facetime`, `facetime-audio`, `telprompt`,
    /// `itms-apps`, `itms-services`, `app-settings`) and the standard ones no app's URLs use
    /// (`file`, `data`, `about`, `javascript`, `blob`, `ftp`, `ws`, `wss`). Their URLs have no
    /// host or are the system's, so the generated `scheme://host/…` links would be wrong.
    /// SpecFormat.md `app.urlScheme` lists them.
    static let systemSchemes: Set<String> = [
        "mailto", "tel", "telprompt", "sms", "facetime", "facetime-audio", "itms-apps", "itms-services", "app-settings",
        "file", "data", "about", "javascript", "blob", "ftp", "ws", "wss",
    ]
}

extension SpecReader {
    /// Whether `text` is an RFC 3986 scheme: `[A-Za-z][A-Za-z0-9+.-]*`.
    static func isURLScheme(_ text: Substring) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) }
        guard let first = text.unicodeScalars.first, isLetter(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
        }
    }
}
