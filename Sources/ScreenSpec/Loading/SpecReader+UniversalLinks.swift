import YAMLSource

// `app.universalLinks` (SpecFormat.md, "Universal links").

extension SpecReader {
    /// `universalLinks: [shop.example.com, …]`: host names, lower case, each once. A domain
    /// written as a URL (`https://shop.example.com/`) or in capitals gets a fix-it to its host
    /// name; anything else that is not a host name is `spec.invalid_value`.
    mutating func universalLinks(_ node: Node) -> [Located<String>] {
        names(node, key: "universalLinks", noun: "domain", isValid: UniversalLinkDomain.isValid,
              repaired: UniversalLinkDomain.repaired) {
            "'\($0)' is not a domain for universal links: "
                + "use a host name such as 'shop.example.com', without scheme, port, path or wildcard"
        }
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
