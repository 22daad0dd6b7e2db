import Foundation

// A pattern against real URLs: matching one, building the one that matches given values, and
// the types and text a URL carries.

extension DeepLinkPattern {
    /// Matches a URL the way the generated `handle(_:)` does and returns the percent-decoded
    /// value of every param it supplies: each path placeholder, each named query item present,
    /// and each of `otherParams` (the screen's params the pattern does not mention) whose own
    /// query item is present. Nil when the URL does not match: another scheme (ignoring case),
    /// another host (ignoring case), another number of path segments (one trailing `/` is
    /// ignored), a different literal, an empty or undecodable segment, or a `.` or `..` one (which
    /// browsers and `URL.standardized` remove, so no link carries it). Query items the pattern
    /// does not read are ignored; the first of repeated items wins; an item without `=` reads as
    /// the empty string. Whether the values parse as the params' types is the caller's concern.
    public func match(_ url: URL, scheme: String, otherParams: [String] = []) -> [String: String]? {
        guard isValid, let host,
              let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.scheme?.lowercased() == scheme.lowercased(),
              components.host?.lowercased() == host.lowercased() else { return nil }
        var rawSegments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
            .map(String.init)
        if rawSegments.first == "" { rawSegments.removeFirst() }
        if rawSegments.last == "" { rawSegments.removeLast() }
        guard rawSegments.count == path.count else { return nil }
        var values: [String: String] = [:]
        for (segment, raw) in zip(path, rawSegments) {
            guard let decoded = raw.removingPercentEncoding, !Self.isDotOrEmpty(decoded) else { return nil }
            switch segment {
            case .literal(let literal):
                guard decoded == literal else { return nil }
            case .placeholder(let placeholder):
                values[placeholder.name] = decoded
            }
        }
        let items = components.queryItems ?? []
        func firstValue(_ name: String) -> String? {
            items.first { $0.name == name }.map { $0.value ?? "" }
        }
        for item in query {
            if let value = firstValue(item.name) { values[item.placeholder.name] = value }
        }
        for param in otherParams where !mentions(param: param) {
            if case .queryItem(let name)? = source(ofParam: param), let value = firstValue(name) {
                values[param] = value
            }
        }
        return values
    }

    /// Builds the URL for param values (already formatted as text), the exact inverse of
    /// `match`: path placeholders take their values (nil when one is missing or empty), named
    /// query items follow in pattern order when their value is given, then the other params
    /// given, in order, under their own names (nil, too, for a path value `.` or `..`). Everything
    /// but unreserved characters is percent-encoded.
    public func url(scheme: String, values: [(name: String, value: String)]) -> URL? {
        guard isValid, let host else { return nil }
        func value(_ name: String) -> String? { values.first { $0.name == name }?.value }
        // The host in lower case, as the generated `url(for:)` writes it: hosts have no case.
        var text = scheme + "://" + host.lowercased()
        for segment in path {
            switch segment {
            case .literal(let literal):
                text += "/" + literal
            case .placeholder(let placeholder):
                guard let value = value(placeholder.name), !Self.isDotOrEmpty(value) else { return nil }
                text += "/" + Self.percentEncoded(value)
            }
        }
        var items: [String] = []
        for item in query {
            if let value = value(item.placeholder.name) {
                items.append(item.name + "=" + Self.percentEncoded(value))
            }
        }
        for (name, value) in values where !mentions(param: name) {
            if case .queryItem(let itemName)? = source(ofParam: name) {
                items.append(itemName + "=" + Self.percentEncoded(value))
            }
        }
        if !items.isEmpty { text += "?" + items.joined(separator: "&") }
        return URL(string: text)
    }

    /// A path segment no URL can carry: empty, or a dot-segment (`.`, `..`) that URL resolution removes.
    static func isDotOrEmpty(_ segment: String) -> Bool { segment.isEmpty || segment == "." || segment == ".." }
}

extension DeepLinkPattern {
    /// Whether a param of this type can be read from URL text: `String`, `Int`, `Double`,
    /// `Bool` (`true`/`false`), `UUID` and their optionals; not `URL`, `Date` or app types.
    public static func canParse(_ type: ParamType) -> Bool {
        if let builtin = type.builtin { return canParse(builtin) }
        return ParamType.urlNumberTypes.contains(type.name)
    }

    /// Whether a param of this builtin type (nil: an app type) can be read from URL text.
    static func canParse(_ builtin: ParamType.Builtin?) -> Bool {
        switch builtin {
        case .String?, .Int?, .Double?, .Bool?, .UUID?: return true
        case .URL?, .Date?, nil: return false
        }
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters.
    public static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, isUnreserved(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
