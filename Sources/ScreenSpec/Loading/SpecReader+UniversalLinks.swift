import YAMLSource

// `app.universalLinks` (SpecFormat.md, "Universal links").

extension SpecReader {
    /// `universalLinks: [shop.example.com, …]`: host names, lower case, each once. A domain
    /// written as a URL (`https://shop.example.com/`) or in capitals gets a fix-it to its host
    /// name; anything else that is not a host name is `spec.invalid_value`.
    mutating func universalLinks(_ node: Node) -> [Located<String>] {
        if isNull(node) { return [] }
        guard let items = sequence(node, for: "'universalLinks'") else { return [] }
        var domains: [Located<String>] = []
        for item in items {
            guard let text = string(item, for: "universalLinks") else { continue }
            if let first = domains.first(where: { $0.value == text.value }) {
                error(LoaderID.duplicateDefinition, "the domain '\(text.value)' is listed twice in 'universalLinks'",
                      at: item, notes: [Diagnostic.Note("first listed here", at: first.location)])
                continue
            }
            guard UniversalLinkDomain.isValid(text.value) else {
                let message = "'\(text.value)' is not a domain for universal links: "
                    + "use a host name such as 'shop.example.com', without scheme, port, path or wildcard"
                if let fixed = UniversalLinkDomain.repaired(text.value) {
                    let (notes, fixIts) = suggestion(fixed, for: item)
                    error(LoaderID.invalidValue, message, at: item, notes: notes, fixIts: fixIts)
                } else {
                    error(LoaderID.invalidValue, message, at: item)
                }
                continue
            }
            domains.append(text)
        }
        return domains
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
