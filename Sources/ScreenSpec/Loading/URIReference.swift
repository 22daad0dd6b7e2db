import Foundation

/// A strict RFC 3986 check of absolute URIs, for `URL` param defaults. The generated code spells a
/// default `URL(string: "…")!`, which must not trap on any OS the app runs on: Foundation's
/// parser on the build machine is lenient (it takes spaces, `[` in a path, a lone `%`), iOS 17's
/// is RFC 3986 and earlier ones older RFCs. What is valid RFC 3986 ASCII parses on all of them.
enum URIReference {
    /// Whether `text` is `scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (RFC 3986 §3),
    /// ASCII only, with something after the colon.
    static func isAbsoluteURI(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, colon + 1 < bytes.count,
              isScheme(bytes[..<colon]) else { return false }
        var rest = bytes[(colon + 1)...]
        var fragment: ArraySlice<UInt8>?
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            fragment = rest[(hash + 1)...]
            rest = rest[..<hash]
        }
        var query: ArraySlice<UInt8>?
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            query = rest[(question + 1)...]
            rest = rest[..<question]
        }
        if let fragment, !fragment.allSatisfy({ isQueryCharacter($0) }) || !isWellEncoded(fragment) { return false }
        if let query, !query.allSatisfy({ isQueryCharacter($0) }) || !isWellEncoded(query) { return false }
        return isHierPart(rest)
    }

    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    static func isScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, isAlpha(first) else { return false }
        return bytes.allSatisfy { isAlpha($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    /// `"//" authority path-abempty / path-absolute / path-rootless / path-empty`.
    private static func isHierPart(_ bytes: ArraySlice<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        if bytes.count >= 2, bytes[bytes.startIndex] == slash, bytes[bytes.startIndex + 1] == slash {
            let afterSlashes = bytes[(bytes.startIndex + 2)...]
            let pathStart = afterSlashes.firstIndex(of: slash) ?? afterSlashes.endIndex
            return isAuthority(afterSlashes[..<pathStart]) && isPath(afterSlashes[pathStart...])
        }
        // Without an authority the path cannot start with "//" (handled above).
        return isPath(bytes)
    }

    /// `[ userinfo "@" ] host [ ":" port ]`.
    private static func isAuthority(_ bytes: ArraySlice<UInt8>) -> Bool {
        var hostPort = bytes
        if let at = bytes.lastIndex(of: UInt8(ascii: "@")) {
            let userinfo = bytes[..<at]
            guard userinfo.allSatisfy({ isUnreserved($0) || isSubDelimiter($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "%") }),
                  isWellEncoded(userinfo) else { return false }
            hostPort = bytes[(at + 1)...]
        }
        var host = hostPort
        if hostPort.first == UInt8(ascii: "[") {
            // IP-literal: "[" ( IPv6address / IPvFuture ) "]", checked for its characters.
            guard let close = hostPort.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let inside = hostPort[(hostPort.startIndex + 1)..<close]
            guard !inside.isEmpty, inside.allSatisfy({ isUnreserved($0) || isSubDelimiter($0) || $0 == UInt8(ascii: ":") }) else {
                return false
            }
            host = hostPort[...close]
            let after = hostPort[(close + 1)...]
            guard after.isEmpty || (after.first == UInt8(ascii: ":") && after.dropFirst().allSatisfy(isDigit)) else { return false }
            return true
        }
        if let colon = hostPort.lastIndex(of: UInt8(ascii: ":")) {
            guard hostPort[(colon + 1)...].allSatisfy(isDigit) else { return false }
            host = hostPort[..<colon]
        }
        // reg-name (an IPv4 address is one too): unreserved, pct-encoded, sub-delims.
        return host.allSatisfy { isUnreserved($0) || isSubDelimiter($0) || $0 == UInt8(ascii: "%") } && isWellEncoded(host)
    }

    /// Segments of `pchar` separated by `/`.
    private static func isPath(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { isPathCharacter($0) || $0 == UInt8(ascii: "/") } && isWellEncoded(bytes)
    }

    /// Every `%` is followed by two hex digits.
    private static func isWellEncoded(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return false }
                index += 3
            } else {
                index += 1
            }
        }
        return true
    }

    /// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` (the `%` is checked apart).
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || isSubDelimiter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
            || byte == UInt8(ascii: "%")
    }

    /// `query = fragment = *( pchar / "/" / "?" )`.
    private static func isQueryCharacter(_ byte: UInt8) -> Bool {
        isPathCharacter(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        isAlpha(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    private static func isSubDelimiter(_ byte: UInt8) -> Bool {
        "!$&'()*+,;=".utf8.contains(byte)
    }

    private static func isAlpha(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}
