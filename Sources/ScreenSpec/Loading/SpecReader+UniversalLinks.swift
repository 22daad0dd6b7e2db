import YAMLSource

// `app.universalLinks` (SpecFormat.md, "Universal links").

extension SpecReader {
    /// `universalLinks: [shop.example.com, …]`: host names, lower case, each once. A domain
    /// written as a URL (`https://shop.example.com/`) or in capitals gets a fix-it to its host
    /// name; anything else that is not a host name is `spec.invalid_value`.
    mutating func universalLinks(_ node: Node) -> [Located<String>] {
        if let domains = universalLinksByService(node) { return domains }
        return names(node, key: "universalLinks", noun: "domain", isValid: UniversalLinkDomain.isValid,
                     repaired: UniversalLinkDomain.repaired) {
            // An associated-domains entry of another service (`appclips:shop.example.com`).
            if let (service, host) = UniversalLinkDomain.otherService($0) {
                let unsupported = $0.lowercased().hasPrefix("appclips:") ? "; " + Self.appClipsUnsupported : ""
                return "'\($0)' is \(service), not a universal link: 'universalLinks' lists only the hosts whose "
                    + "links open the app (such as '\(host)', if its links do)" + unsupported
            }
            return "'\($0)' is not a domain for universal links: "
                + "use a host name such as 'shop.example.com', without scheme, port, path or wildcard"
        }
    }
}

extension SpecReader {
    /// What ScreenSpec does not do for App Clips.
    static let appClipsUnsupported = "App Clips are not supported (ScreenSpec generates no App Clip code): "
        + "list 'appclips:' domains only in the App Clip target's entitlements"

    /// `universalLinks:` written as the associated-domains entitlement is, a mapping by service
    /// (`applinks: [shop.example.com]`, `appclips: [clip.example.com]`): `spec.type_mismatch`
    /// with a note at each service key on what it is and whether it is supported, and the
    /// `applinks` list read as the domains. Nil, reporting nothing, for a mapping of other keys
    /// or any other node.
    mutating func universalLinksByService(_ node: Node) -> [Located<String>]? {
        guard let pairs = tree.pairs(node) else { return nil }
        let services = pairs.compactMap { pair in tree.value(pair.key).map { (pair, $0.lowercased()) } }
            .filter { UniversalLinkDomain.services[$0.1] != nil || $0.1 == "applinks" }
        guard !services.isEmpty else { return nil }
        // The hosts as written, where they are plain words (a sample otherwise).
        func hosts(_ node: Node) -> String {
            let hosts = (tree.items(node).map(Array.init) ?? [node]).compactMap { tree.value($0) }
                .map { $0.hasPrefix("applinks:") ? String($0.dropFirst("applinks:".count)) : $0 }
            return hosts.isEmpty ? "shop.example.com" : hosts.joined(separator: ", ")
        }
        let notes = services.map { pair, service in
            switch service {
            case "applinks":
                Diagnostic.Note("list the 'applinks' hosts themselves: 'universalLinks: [\(hosts(pair.value))]'",
                                at: location(pair.key))
            case "appclips":
                Diagnostic.Note(Self.appClipsUnsupported, at: location(pair.key))
            default:
                Diagnostic.Note("'\(service)' lists \(UniversalLinkDomain.services[service]!)s, not universal links: "
                                + "leave it out", at: location(pair.key))
            }
        }
        error(LoaderID.typeMismatch, "expected a list of universal link hosts for 'universalLinks', found a mapping "
              + "of associated-domain services", at: node, notes: notes)
        guard let links = services.first(where: { $0.1 == "applinks" }) else { return [] }
        return universalLinks(links.0.value)
    }
}

/// What makes a universal-link domain: the host of an `https` URL the app claims in its
/// associated domains entitlement (`applinks:shop.example.com`).
public enum UniversalLinkDomain {
    /// Whether `text` is a lower-case DNS host name with at least two labels: labels of
    /// letters, digits and `-`, not starting or ending with `-`, at most 63 characters each and
    /// 253 in all.
    public static func isValid(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 253 else { return false }
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        return labels.allSatisfy { label in
            guard !label.isEmpty, label.utf8.count <= 63, label.first != "-", label.last != "-" else { return false }
            return label.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
    }

    /// The associated-domains services other than universal links (`applinks`), with what one
    /// of their entries is.
    public static let services = ["appclips": "an App Clip's associated domain",
                                  "webcredentials": "a shared web credentials domain",
                                  "activitycontinuation": "a Handoff domain"]

    /// What an associated-domains entry of a service other than universal links names
    /// (`appclips:shop.example.com` → an App Clip's domain), with its host; nil for other text.
    public static func otherService(_ text: String) -> (service: String, host: String)? {
        guard let colon = text.firstIndex(of: ":"),
              let service = services[text[..<colon].lowercased()] else { return nil }
        return (service, String(text[text.index(after: colon)...]).trimmingSpaces().lowercased())
    }

    /// The host name a near miss stands for: `https://Shop.Example.com/` gives
    /// `shop.example.com`; nil when there is none.
    public static func repaired(_ text: String) -> String? {
        var rest = Substring(text.trimmingSpaces().lowercased())
        for prefix in ["https://", "http://", "applinks:"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
        }
        if let slash = rest.firstIndex(of: "/") { rest = rest[..<slash] }
        if let colon = rest.firstIndex(of: ":") { rest = rest[..<colon] }
        if rest.hasSuffix(".") { rest = rest.dropLast() }
        let candidate = String(rest)
        return candidate != text && isValid(candidate) ? candidate : nil
    }
}

extension String {
    /// The string without leading and trailing spaces.
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
