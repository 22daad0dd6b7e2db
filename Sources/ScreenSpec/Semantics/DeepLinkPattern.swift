import Foundation

/// A parsed `deepLink` value (SpecFormat.md §7 `deepLink`): the host, path segments and query
/// items of `/city/{name}` or `/history?car={car}`, each placeholder with its offset in the text,
/// plus every problem with the pattern. The checker reports the problems and the ambiguities;
/// the generator emits `handle(_:)` and `url(for:)` from the same structure, so both agree.
///
/// Grammar: `/host(/segment)*` optionally followed by `?item={param}(&item={param})*`.
/// - The first segment is the URL's host (`cities://city/Paris` has host `city`). It must be a
///   literal; it is compared case-insensitively, as hosts are.
/// - Every other segment is a literal, compared exactly, or a whole-segment placeholder `{param}`
///   that matches any non-empty segment.
/// - Literals and query item names are RFC 3986 unreserved characters (letters, digits, `-`, `.`,
///   `_`, `~`), so they read the same percent-encoded or not; `.` and `..` are not segments.
/// - A query item's value is exactly one placeholder; the item name may differ from the param.
/// - Offsets and lengths count Unicode scalars of `text`, like source columns.
/// - A value written as a URL (`myshop://product/{id}`) or without the leading `/` gets a fix
///   only when the text it makes is a valid pattern. One that stands for URLs without a literal
///   host, an opaque URI (`zcash:{address}`) or a placeholder first (`{address}`), is one problem
///   (`hasNoHost`): no pattern can describe those URLs.
public struct DeepLinkPattern: Hashable, Sendable {
    /// A `{name}` in the pattern.
    public struct Placeholder: Hashable, Sendable {
        /// The name between the braces: the param it fills.
        public var name: String
        /// The offset of `{` in the pattern text.
        public var offset: Int
        /// The length of `{name}`.
        public var length: Int { name.unicodeScalars.count + 2 }
    }

    /// One path segment after the host.
    public enum Segment: Hashable, Sendable {
        /// Text that the URL's segment must equal exactly.
        case literal(String)
        /// A whole segment that fills a param.
        case placeholder(Placeholder)
    }

    /// One `name={param}` of the query part.
    public struct QueryItem: Hashable, Sendable {
        /// The URL query item's name.
        public var name: String
        /// The offset of the name in the pattern text.
        public var offset: Int
        /// The placeholder its value fills.
        public var placeholder: Placeholder
    }

    /// Something wrong with the pattern itself, located inside its text.
    public struct Problem: Hashable, Sendable {
        /// Lower case, no final period.
        public var message: String
        /// Where the offending text starts, in Unicode scalars from the start of the pattern.
        public var offset: Int
        /// How many scalars it spans (at least 1 unless the pattern is empty).
        public var length: Int
        /// The fix, when it is certain.
        public var fix: Fix?
        /// For a pattern written as a web URL, its domain: the checker says to list it in
        /// `app.universalLinks` when it is not there.
        public var webDomain: String?
        /// For a pattern written with a custom scheme the message says to drop (`myshop://…`):
        /// the scheme, without `:` or slashes. The checker says whether it is `app.urlScheme`.
        public var scheme: String? = nil
        /// Whether the value stands for URLs no pattern can match: an opaque URI
        /// (`zcash:{address}`, `mailto:{to}`: a scheme without `//`) or a value without a
        /// literal first segment, the URL's host (`{address}`, `/?to={to}`). The checker adds a
        /// note that the app handles such URLs in its own `onOpenURL`.
        public var hasNoHost: Bool = false

        /// `text` in place of `length` scalars from `offset` of the pattern.
        public struct Fix: Hashable, Sendable {
            public var offset: Int
            public var length: Int
            public var text: String
        }
    }

    /// Where a param's value comes from in a matching URL.
    public enum ParamSource: Hashable, Sendable {
        /// The path segment at this index of `path` (after the host).
        case pathSegment(Int)
        /// The query item with this name: one the pattern names, or, for a param the pattern does
        /// not mention, the item named after the param (SpecFormat.md: "read from a query item of
        /// its own name when present").
        case queryItem(String)
    }

    /// The pattern as written.
    public let text: String
    /// The first segment, when it is a valid literal; nil otherwise (see `problems`).
    public private(set) var host: String?
    /// The segments after the host, in order.
    public private(set) var path: [Segment] = []
    /// The query items, in order.
    public private(set) var query: [QueryItem] = []
    /// Every problem, in text order; empty for a valid pattern.
    public private(set) var problems: [Problem] = []

    /// Parses a pattern; never fails: problems are recorded in `problems`.
    public init(_ text: String) {
        self.text = text
        // Most patterns are ASCII: their bytes are their scalars, and their strings are cut
        // from the bytes without encoding them again.
        var utf8 = text
        let parsed = utf8.withUTF8 { bytes -> Parsed? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return Parser(text: ASCIIText(bytes: bytes)).parsed()
        }
        (host, path, query, problems) = parsed ?? Parser(text: ScalarText(scalars: Array(text.unicodeScalars))).parsed()
    }

    /// Whether the pattern has no problems.
    public var isValid: Bool { problems.isEmpty }

    /// Every placeholder in text order: the path's, then the query's.
    public var placeholders: [Placeholder] {
        var placeholders: [Placeholder] = []
        placeholders.reserveCapacity(path.count + query.count)
        for segment in path {
            if case .placeholder(let placeholder) = segment { placeholders.append(placeholder) }
        }
        for item in query { placeholders.append(item.placeholder) }
        return placeholders
    }

    /// Where the param `name` is read from: its placeholder's segment or query item, else the
    /// query item of its own name — or nil when a query item of that name already fills another
    /// param (`?q={query}` leaves a param `q` nothing to be read from).
    public func source(ofParam name: String) -> ParamSource? {
        for (index, segment) in path.enumerated() {
            if case .placeholder(let placeholder) = segment, placeholder.name == name { return .pathSegment(index) }
        }
        if let item = query.first(where: { $0.placeholder.name == name }) { return .queryItem(item.name) }
        if query.contains(where: { $0.name == name }) { return nil }
        return .queryItem(name)
    }

    /// Whether the pattern names the param in its path or query.
    public func mentions(param name: String) -> Bool {
        for segment in path {
            if case .placeholder(let placeholder) = segment, placeholder.name == name { return true }
        }
        return query.contains { $0.placeholder.name == name }
    }

    /// RFC 3986 unreserved: `ALPHA / DIGIT / "-" / "." / "_" / "~"`.
    static func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "-", ".", "_", "~": return true
        default: return false
        }
    }
}

/// The text of a pattern as the parser reads it: scalars by offset, and strings cut from them.
private protocol PatternText {
    /// The number of scalars.
    var count: Int { get }
    /// The scalar at an offset.
    subscript(offset: Int) -> Unicode.Scalar { get }
    /// The scalars in a range, as a string.
    func string(_ range: Range<Int>) -> String
}

/// An ASCII pattern: each byte is a scalar. Valid only while the parse runs.
private struct ASCIIText: PatternText {
    let bytes: UnsafeBufferPointer<UInt8>

    var count: Int { bytes.count }

    subscript(offset: Int) -> Unicode.Scalar { Unicode.Scalar(bytes[offset]) }

    func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
}

/// Any other pattern, as its scalars.
private struct ScalarText: PatternText {
    let scalars: [Unicode.Scalar]

    var count: Int { scalars.count }

    subscript(offset: Int) -> Unicode.Scalar { scalars[offset] }

    func string(_ range: Range<Int>) -> String {
        // Encoded straight into the string's storage: appending scalars one by one to a
        // `UnicodeScalarView` costs more than the rest of the parse.
        String(unsafeUninitializedCapacity: range.count * 4) { buffer in
            var count = 0
            for scalar in scalars[range] {
                UTF8.encode(scalar) { byte in
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }
}

extension DeepLinkPattern {
    /// What a parse finds: `host`, `path`, `query` and `problems`.
    private typealias Parsed = (host: String?, path: [Segment], query: [QueryItem], problems: [Problem])

    /// A one-pass reader of the pattern text.
    private struct Parser<Text: PatternText> {
        let text: Text
        var host: String?
        var path: [Segment] = []
        var query: [QueryItem] = []
        var problems: [Problem] = []
        var seenPlaceholders = NameSet()
        /// Set when one problem stands for the whole value: nothing after it is read.
        var stopped = false

        /// One component of the text: a path segment or a query item's value.
        enum Component {
            case literal(String)
            case placeholder(Placeholder)
        }

        init(text: Text) {
            self.text = text
        }

        /// Reads the whole text.
        consuming func parsed() -> Parsed {
            parse()
            return (host, path, query, problems)
        }

        mutating func problem(_ message: String, at offset: Int, length: Int = 1,
                              fix: Problem.Fix? = nil, scheme: String? = nil, hasNoHost: Bool = false) {
            problems.append(Problem(message: message, offset: offset, length: length, fix: fix, scheme: scheme,
                                    hasNoHost: hasNoHost))
        }

        /// The first offset in `range` whose scalar satisfies `predicate`.
        func firstIndex(in range: Range<Int>, where predicate: (Unicode.Scalar) -> Bool) -> Int? {
            for index in range where predicate(text[index]) { return index }
            return nil
        }

        /// The first offset in `range` of `scalar`.
        func firstIndex(of scalar: Unicode.Scalar, in range: Range<Int>) -> Int? {
            firstIndex(in: range) { $0 == scalar }
        }

        mutating func parse() {
            guard text.count > 0 else {
                problem("empty deep link pattern; write a path such as '/item/{id}'", at: 0, length: 0)
                return
            }
            var end = text.count
            if let hash = firstIndex(of: "#", in: 0..<end) {
                problem("a deep link pattern cannot have a fragment ('#')", at: hash, length: end - hash)
                end = hash
            }
            let questionMark = firstIndex(of: "?", in: 0..<end)
            parsePath(0..<(questionMark ?? end))
            if let questionMark, !stopped { parseQuery((questionMark + 1)..<end, questionMark: questionMark) }
        }

        /// When `range` begins with a URL scheme (`myshop:`, then `//`, `/` or nothing, as
        /// `simplex:/contact` is written): the offset just after the scheme and its slashes. Nil otherwise.
        func schemeEnd(in range: Range<Int>) -> Int? {
            guard range.count > 1, isASCIILetter(text[range.lowerBound]) else { return nil }
            var index = range.lowerBound
            while index < range.upperBound, isASCIILetter(text[index]) || ("0"..."9").contains(text[index])
                    || text[index] == "+" || text[index] == "-" || text[index] == "." {
                index += 1
            }
            guard index < range.upperBound, text[index] == ":" else { return nil }
            var end = index + 1
            while end < range.upperBound, end < index + 3, text[end] == "/" { end += 1 }
            return end
        }

        /// Whether the path in `range` begins with a segment of literal text (a host, well formed
        /// or not): not empty, no braces.
        func isLiteralFirstSegment(_ range: Range<Int>) -> Bool {
            let end = firstIndex(of: "/", in: range) ?? range.upperBound
            return end > range.lowerBound && firstIndex(in: range.lowerBound..<end) { $0 == "{" || $0 == "}" } == nil
        }

        func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }

        mutating func parsePath(_ range: Range<Int>) {
            var start = range.lowerBound
            var trailingSlashReported = false
            if let schemeEnd = schemeEnd(in: range) {
                let schemeName = text.string(range.lowerBound..<schemeEnd).lowercased()
                if schemeName == "http://" || schemeName == "https://" {
                    parseWebURL(range, hostStart: schemeEnd)
                    return
                }
                // `myshop://product/{id}` (or `myshop:/product`): one mistake, not a missing '/', a
                // ':' and an empty segment. A trailing '/' after it is left out of the advice, and
                // not reported again. The advice and its fix are given only when they make a
                // pattern; a value that no pattern could replace is one problem, nothing more.
                let scheme = text.string(range.lowerBound..<schemeEnd)
                let name = String(scheme.prefix { $0 != ":" })
                let opaque = !scheme.hasSuffix("//")
                var rest = "/" + text.string(schemeEnd..<range.upperBound)
                let trimmed = rest.count > 2 && rest.hasSuffix("/")
                if trimmed { rest.removeLast() }
                // The advice shows the whole pattern: the query after the path too. It is offered
                // only when it is a pattern itself.
                let advice = rest + text.string(range.upperBound..<text.count)
                let schemeRange = range.lowerBound..<schemeEnd
                if DeepLinkPattern(advice).isValid {
                    problem("drop the scheme '\(scheme)': a deep link pattern is the part after it, as in '\(advice)'",
                            at: schemeRange.lowerBound, length: schemeRange.count,
                            fix: Problem.Fix(offset: range.lowerBound, length: range.count, text: rest),
                            scheme: name, hasNoHost: opaque)
                    trailingSlashReported = trimmed
                } else if opaque {
                    // `zcash:{address}?amount={amount}`, `nostr:npub1{pubkey}`: a URL of another form,
                    // which dropping the scheme would not make a pattern.
                    problem("'\(text.string(0..<text.count))' is an opaque URI ('\(scheme)' without '//' and a host), "
                            + "which a deep link pattern cannot describe",
                            at: 0, length: text.count, hasNoHost: true)
                    stopped = true
                    return
                } else if !isLiteralFirstSegment(schemeEnd..<range.upperBound) {
                    // `myshop://{id}`: no host to write after the scheme either.
                    problem("drop the scheme '\(scheme)': a deep link pattern is the part after it, and its first "
                            + "segment, the URL's host, must be literal text", at: schemeRange.lowerBound, length: schemeRange.count,
                            scheme: name, hasNoHost: true)
                    stopped = true
                    return
                } else {
                    // The other problems of the part after it are reported as they are.
                    problem("drop the scheme '\(scheme)': a deep link pattern is the part after it",
                            at: schemeRange.lowerBound, length: schemeRange.count, scheme: name)
                }
                start = schemeEnd
            }
            if start > range.lowerBound {
                // After a scheme, reported above: the first segment starts here.
            } else if start < text.count, text[start] == "/" {
                start += 1
            } else if !isLiteralFirstSegment(range) {
                // `{address}`, `?to={to}`: a '/' in front would leave a pattern without a host.
                problem("a deep link pattern must start with '/' and a literal first segment, the URL's host",
                        at: range.lowerBound, length: 1, hasNoHost: true)
                stopped = true
                return
            } else if DeepLinkPattern("/" + text.string(0..<text.count)).isValid {
                problem("a deep link pattern must start with '/'", at: range.lowerBound, length: 1,
                        fix: Problem.Fix(offset: range.lowerBound, length: 0, text: "/"))
            } else {
                // The rest's own problems follow: a '/' alone would not make it a pattern.
                problem("a deep link pattern must start with '/'", at: range.lowerBound, length: 1)
            }
            // The segments are read one after another; their number is known first, for the
            // problems that depend on it.
            var segmentCount = 1
            for index in start..<range.upperBound where text[index] == "/" { segmentCount += 1 }
            path.reserveCapacity(segmentCount - 1)
            var segmentStart = start
            for number in 0..<segmentCount {
                let segmentEnd = firstIndex(of: "/", in: segmentStart..<range.upperBound) ?? range.upperBound
                let segment = segmentStart..<segmentEnd
                segmentStart = segmentEnd + 1
                if segment.isEmpty {
                    if segmentCount == 1 {
                        problem("a deep link pattern needs a first segment, the URL's host", at: segment.lowerBound,
                                hasNoHost: true)
                    } else if number == segmentCount - 1 {
                        if !trailingSlashReported {
                            problem("trailing '/' in a deep link pattern", at: segment.lowerBound - 1,
                                    fix: Problem.Fix(offset: segment.lowerBound - 1, length: 1, text: ""))
                        }
                    } else {
                        problem("empty path segment ('//')", at: segment.lowerBound - 1, length: 2)
                    }
                    continue
                }
                guard let component = parseComponent(segment, inQuery: nil) else { continue }
                switch component {
                case .literal(let literal) where number == 0:
                    host = literal
                case .placeholder(let placeholder) where number == 0:
                    problem("the first segment '{\(placeholder.name)}' is the URL's host and must be literal text",
                            at: placeholder.offset, length: placeholder.length, hasNoHost: true)
                case .literal(let literal):
                    path.append(.literal(literal))
                case .placeholder(let placeholder):
                    path.append(.placeholder(placeholder))
                }
            }
        }

        /// `https://shop.example.com/product/{id}`: one problem saying to write the path and list the
        /// host in `app.universalLinks`; the path is read only when it is a valid pattern by itself.
        mutating func parseWebURL(_ range: Range<Int>, hostStart: Int) {
            let hostEnd = firstIndex(of: "/", in: hostStart..<range.upperBound) ?? range.upperBound
            let domain = text.string(hostStart..<hostEnd)
            // The rest, query included; not a fragment, which `parse()` reports on its own.
            let visibleEnd = firstIndex(of: "#", in: hostEnd..<text.count) ?? text.count
            var rest = text.string(hostEnd..<visibleEnd)
            var restIsPattern = DeepLinkPattern(rest).isValid
            // `https://shop.example.com/orders/`: a URL's trailing `/` is no part of the pattern.
            let pathEnd = firstIndex(of: "?", in: hostEnd..<visibleEnd) ?? visibleEnd
            let trailingSlash = !restIsPattern && pathEnd - hostEnd > 1 && text[pathEnd - 1] == "/"
            if trailingSlash {
                let trimmed = text.string(hostEnd..<(pathEnd - 1)) + text.string(pathEnd..<visibleEnd)
                if DeepLinkPattern(trimmed).isValid { (rest, restIsPattern) = (trimmed, true) }
            }
            // Else the path is not a pattern by itself; the fragment (`matrix.to/#/{user}`) never is one.
            let advice = restIsPattern ? "write '\(rest)'"
                : visibleEnd < text.count && (rest.isEmpty || rest == "/")
                ? "write a path after the host (this URL's is empty: what follows '#' is a fragment, which no pattern matches)"
                : "write its path after the host, such as '/product/{id}'"
            problem("a deep link pattern is the path after the host, not a URL: " + advice,
                    at: range.lowerBound, length: hostEnd - range.lowerBound,
                    fix: !restIsPattern ? nil : trailingSlash
                        ? Problem.Fix(offset: range.lowerBound, length: pathEnd - range.lowerBound,
                                      text: text.string(hostEnd..<(pathEnd - 1)))
                        : Problem.Fix(offset: range.lowerBound, length: hostEnd - range.lowerBound, text: ""))
            // The host as `app.universalLinks` lists it: no user, no port, lower case (not `[::1]`).
            let host = (domain.split(separator: "@").last ?? "").prefix { $0 != ":" }.lowercased()
            if !host.isEmpty, !host.hasPrefix("[") { problems[problems.count - 1].webDomain = host }
            if restIsPattern && !trailingSlash { parsePath(hostEnd..<range.upperBound) }
        }

        mutating func parseQuery(_ range: Range<Int>, questionMark: Int) {
            guard !range.isEmpty else {
                problem("empty query after '?'", at: questionMark)
                return
            }
            var seenNames = NameSet()
            var itemStart = range.lowerBound
            while itemStart <= range.upperBound {
                let itemEnd = firstIndex(of: "&", in: itemStart..<range.upperBound) ?? range.upperBound
                let item = itemStart..<itemEnd
                itemStart = itemEnd + 1
                guard !item.isEmpty else {
                    problem("empty query item", at: max(item.lowerBound - 1, range.lowerBound))
                    continue
                }
                guard let equals = firstIndex(of: "=", in: item) else {
                    let name = text.string(item)
                    problem("query item '\(name)' needs a placeholder value, as in '\(name)={\(name)}'",
                            at: item.lowerBound, length: item.count)
                    continue
                }
                let nameRange = item.lowerBound..<equals
                let name = text.string(nameRange)
                guard !nameRange.isEmpty else {
                    problem("query item without a name", at: equals)
                    continue
                }
                // A wrong name, or a repeated one, is reported whatever its value, and the value's own problems after it.
                let badName = firstIndex(in: nameRange, where: { !DeepLinkPattern.isUnreserved($0) })
                if let bad = badName { problem(Self.cannotAppear(text[bad], in: "query item name '\(name)'"), at: bad) }
                let repeated = !seenNames.insert(name) && badName == nil
                if repeated { problem("query item '\(name)' appears twice", at: item.lowerBound, length: nameRange.count) }
                let valueRange = (equals + 1)..<item.upperBound
                guard !valueRange.isEmpty else {
                    problem("query item '\(name)' needs a placeholder value, as in '\(name)={\(name)}'",
                            at: item.lowerBound, length: item.count)
                    continue
                }
                guard let component = parseComponent(valueRange, inQuery: name) else { continue }
                guard case .placeholder(let placeholder) = component else {
                    problem("the value of query item '\(name)' must be a placeholder such as '{\(name)}'",
                            at: valueRange.lowerBound, length: valueRange.count)
                    continue
                }
                if !repeated, badName == nil { query.append(QueryItem(name: name, offset: item.lowerBound, placeholder: placeholder)) }
            }
        }

        /// Reads a path segment or a query value: a literal, or exactly one well-formed placeholder.
        mutating func parseComponent(_ range: Range<Int>, inQuery item: String?) -> Component? {
            var open: Int?
            // The first `{…}` pair, and how many there are.
            var first: (open: Int, close: Int)?
            var pairs = 0
            for index in range {
                switch text[index] {
                case "{":
                    if open != nil {
                        problem("'{' inside a placeholder", at: index)
                        return nil
                    }
                    open = index
                case "}":
                    guard let start = open else {
                        problem("unmatched '}'", at: index)
                        return nil
                    }
                    if first == nil { first = (start, index) }
                    pairs += 1
                    open = nil
                default:
                    break
                }
            }
            if let open {
                problem("unclosed '{'", at: open, length: range.upperBound - open)
                return nil
            }
            guard let first else {
                let literal = text.string(range)
                if item == nil, literal == "." || literal == ".." {
                    problem("'\(literal)' cannot be a path segment", at: range.lowerBound, length: range.count)
                    return nil
                }
                if let bad = firstIndex(in: range, where: { !DeepLinkPattern.isUnreserved($0) }) {
                    let what = item.map { "the value of query item '\($0)'" } ?? "path segment '\(literal)'"
                    // `:id`, as routers elsewhere write a placeholder: `{id}`.
                    let name = (range.lowerBound + 1)..<range.upperBound
                    let fix = item == nil && bad == range.lowerBound && text[bad] == ":" && isPlaceholderName(name)
                        ? Problem.Fix(offset: range.lowerBound, length: range.count, text: "{" + text.string(name) + "}") : nil
                    problem(Self.cannotAppear(text[bad], in: what), at: bad, fix: fix)
                    return nil
                }
                return .literal(literal)
            }
            let nameRange = (first.open + 1)..<first.close
            let name = text.string(nameRange)
            guard pairs == 1, first.open == range.lowerBound, first.close == range.upperBound - 1 else {
                if item == nil {
                    // The literal beside it too (`/@{user}`): a segment of its own, it must still be a literal.
                    var inBraces = false
                    if let bad = firstIndex(in: range, where: { scalar in
                        if scalar == "{" || scalar == "}" { inBraces = scalar == "{"; return false }
                        return !inBraces && !DeepLinkPattern.isUnreserved(scalar)
                    }) {
                        problem(Self.cannotAppear(text[bad], in: "path segment '\(text.string(range))'"), at: bad)
                    }
                    problem("placeholder '{\(name)}' must be a whole path segment", at: first.open,
                            length: first.close - first.open + 1)
                } else {
                    problem("the value of query item '\(item!)' must be a single placeholder such as '{\(item!)}'",
                            at: range.lowerBound, length: range.count)
                }
                return nil
            }
            guard !name.isEmpty else {
                problem("empty placeholder '{}'", at: first.open, length: 2)
                return nil
            }
            guard isPlaceholderName(nameRange) else {
                // `{ id }`: the name without the spaces, when that is one.
                var inner = nameRange
                while let start = inner.first, text[start] == " " || text[start] == "\t" { inner = (start + 1)..<inner.upperBound }
                while let end = inner.last, text[end] == " " || text[end] == "\t" { inner = inner.lowerBound..<end }
                let fix = inner != nameRange && isPlaceholderName(inner)
                    ? Problem.Fix(offset: nameRange.lowerBound, length: nameRange.count, text: text.string(inner)) : nil
                problem("'{\(name)}' is not a placeholder: a placeholder names a parameter, such as '{id}'",
                        at: first.open, length: first.close - first.open + 1, fix: fix)
                return nil
            }
            let placeholder = Placeholder(name: name, offset: first.open)
            guard seenPlaceholders.insert(name) else {
                problem("placeholder '{\(name)}' appears twice", at: placeholder.offset, length: placeholder.length)
                return nil
            }
            return .placeholder(placeholder)
        }

        /// Why a literal cannot hold a character (SpecFormat.md §7 `deepLink`): `@` is allowed in a URL's path.
        static func cannotAppear(_ scalar: Unicode.Scalar, in what: String) -> String {
            "'\(scalar)' cannot appear in \(what); use letters, digits, '-', '.', '_' or '~': only these read the same "
                + "percent-encoded or not"
        }

        /// `[A-Za-z][A-Za-z0-9]*`: the shape of a param name.
        func isPlaceholderName(_ range: Range<Int>) -> Bool {
            guard !range.isEmpty, text[range.lowerBound].isASCIILetter else { return false }
            return firstIndex(in: range) { !($0.isASCIILetter || ("0"..."9").contains($0)) } == nil
        }
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("A"..."Z").contains(self) || ("a"..."z").contains(self) }
}
