// DeepLinkPattern: the grammar of `deepLink` values, their problems (with offsets inside the
// text), which params they fill, which URLs they match, and overlap between two patterns.

import Foundation
import Testing
@testable import ScreenSpec

@Suite("DeepLinkPattern")
struct DeepLinkPatternTests {
    // MARK: Parsing valid patterns

    @Test("host, path placeholder")
    func hostAndPlaceholder() {
        let pattern = DeepLinkPattern("/city/{name}")
        #expect(pattern.isValid)
        #expect(pattern.host == "city")
        #expect(pattern.path == [.placeholder(.init(name: "name", offset: 6))])
        #expect(pattern.query.isEmpty)
        #expect(pattern.placeholders.map(\.name) == ["name"])
        #expect(pattern.placeholders.first?.length == 6)
    }

    @Test("a host alone")
    func hostOnly() {
        let pattern = DeepLinkPattern("/profile")
        #expect(pattern.isValid)
        #expect(pattern.host == "profile")
        #expect(pattern.path.isEmpty)
    }

    @Test("literals and placeholders mixed, then query items")
    func mixedWithQuery() {
        let pattern = DeepLinkPattern("/a/b-c/{x}/d.e?car={car}&q={query}")
        #expect(pattern.isValid)
        #expect(pattern.host == "a")
        #expect(pattern.path == [.literal("b-c"), .placeholder(.init(name: "x", offset: 7)), .literal("d.e")])
        #expect(pattern.query.map(\.name) == ["car", "q"])
        #expect(pattern.query.map(\.placeholder.name) == ["car", "query"])
        #expect(pattern.query.map(\.offset) == [15, 25])
        #expect(pattern.query.map(\.placeholder.offset) == [19, 27])
        #expect(pattern.placeholders.map(\.name) == ["x", "car", "query"])
    }

    @Test("offsets count Unicode scalars, like columns")
    func scalarOffsets() {
        let pattern = DeepLinkPattern("/é/{a}/{b")
        #expect(pattern.problems.map(\.offset) == [1, 7])
    }

    // MARK: Problems

    @Test("problems with their offsets and lengths", arguments: [
        ("", "empty deep link pattern; write a path such as '/item/{id}'", 0, 0),
        ("city/{name}", "a deep link pattern must start with '/'", 0, 1),
        ("/", "a deep link pattern needs a first segment, the URL's host", 1, 1),
        ("/{name}", "the first segment '{name}' is the URL's host and must be literal text", 1, 6),
        ("/city/", "trailing '/' in a deep link pattern", 5, 1),
        ("/city//{name}", "empty path segment ('//')", 5, 2),
        ("/city/city-{name}", "placeholder '{name}' must be a whole path segment", 11, 6),
        ("/city/{a}{b}", "placeholder '{a}' must be a whole path segment", 6, 3),
        ("/city/{name", "unclosed '{'", 6, 5),
        ("/city/name}", "unmatched '}'", 10, 1),
        ("/city/{{name}}", "'{' inside a placeholder", 7, 1),
        ("/city/{}", "empty placeholder '{}'", 6, 2),
        ("/city/{my-name}", "'{my-name}' is not a placeholder: a placeholder names a parameter, such as '{id}'", 6, 9),
        ("/city/{1st}", "'{1st}' is not a placeholder: a placeholder names a parameter, such as '{id}'", 6, 5),
        ("/a/{x}/{x}", "placeholder '{x}' appears twice", 7, 3),
        ("/a/{x}?x={x}", "placeholder '{x}' appears twice", 9, 3),
        ("/a/..", "'..' cannot be a path segment", 3, 2),
        ("/a b", "' ' cannot appear in path segment 'a b'; use letters, digits, '-', '.', '_' or '~'" + DeepLinkPatternTests.why, 2, 1),
        ("/a/%20", "'%' cannot appear in path segment '%20'; use letters, digits, '-', '.', '_' or '~'" + DeepLinkPatternTests.why, 3, 1),
        ("/a#top", "a deep link pattern cannot have a fragment ('#')", 2, 4),
        ("/a?", "empty query after '?'", 2, 1),
        ("/a?x={x}&&y={y}", "empty query item", 8, 1),
        ("/a?car", "query item 'car' needs a placeholder value, as in 'car={car}'", 3, 3),
        ("/a?car=", "query item 'car' needs a placeholder value, as in 'car={car}'", 3, 4),
        ("/a?={x}", "query item without a name", 3, 1),
        ("/a?c r={x}", "' ' cannot appear in query item name 'c r'; use letters, digits, '-', '.', '_' or '~'" + DeepLinkPatternTests.why, 4, 1),
        ("/a?car=5", "the value of query item 'car' must be a placeholder such as '{car}'", 7, 1),
        ("/a?car=x{car}", "the value of query item 'car' must be a single placeholder such as '{car}'", 7, 6),
        ("/a?x={a}&x={b}", "query item 'x' appears twice", 9, 1),
    ])
    func problem(text: String, message: String, offset: Int, length: Int) {
        let pattern = DeepLinkPattern(text)
        #expect(!pattern.isValid)
        #expect(pattern.problems.count == 1)
        let first = pattern.problems.first
        #expect(first.map { [$0.message, "\($0.offset)", "\($0.length)"] } == [message, "\(offset)", "\(length)"])
    }

    /// What the message about a character a literal cannot hold says after the characters it can.
    static let why = ": only these read the same percent-encoded or not"

    @Test("a placeholder inside a segment and a character its literal cannot hold: both, in one run")
    func placeholderInSegmentAndBadCharacter() {
        let pattern = DeepLinkPattern("/@{userName}")
        #expect(pattern.problems.map { [$0.message, "\($0.offset)", "\($0.length)"] } == [
            ["'@' cannot appear in path segment '@{userName}'; use letters, digits, '-', '.', '_' or '~'" + Self.why, "1", "1"],
            ["placeholder '{userName}' must be a whole path segment", "2", "10"],
        ])
        // After the placeholder too, and never a character inside the braces.
        #expect(DeepLinkPattern("/u/{id}~me+").problems.map(\.message) == [
            "'+' cannot appear in path segment '{id}~me+'; use letters, digits, '-', '.', '_' or '~'" + Self.why,
            "placeholder '{id}' must be a whole path segment",
        ])
        #expect(DeepLinkPattern("/u/x{my-id}").problems.map(\.message) == ["placeholder '{my-id}' must be a whole path segment"])
    }

    @Test("a query item name with a character it cannot hold: its value is still checked")
    func badQueryNameAndValue() {
        #expect(DeepLinkPattern("/a?c r=5").problems.map(\.message) == [
            "' ' cannot appear in query item name 'c r'; use letters, digits, '-', '.', '_' or '~'" + Self.why,
            "the value of query item 'c r' must be a placeholder such as '{c r}'",
        ])
    }

    @Test("a repeated query item is reported whatever its value: with a repeated placeholder, both, in text order")
    func repeatedQueryItemAndPlaceholder() {
        let pattern = DeepLinkPattern("/container-details/{id}?n={displayName}&n={id}")
        #expect(pattern.problems.map { [$0.message, "\($0.offset)", "\($0.length)"] } == [
            ["query item 'n' appears twice", "40", "1"],
            ["placeholder '{id}' appears twice", "42", "4"],
        ])
        // A repeated item with a value that is no placeholder: both too; the first item is kept.
        let literal = DeepLinkPattern("/a?x={a}&x=5")
        #expect(literal.problems.map(\.message) == ["query item 'x' appears twice",
                                                    "the value of query item 'x' must be a placeholder such as '{x}'"])
        #expect(literal.query.map(\.placeholder.name) == ["a"])
    }

    @Test("an https URL is one problem saying to write its path and list its host; the path is still read")
    func webURL() {
        let pattern = DeepLinkPattern("https://shop.example.com/product/{id}?tab={tab}")
        #expect(pattern.problems == [DeepLinkPattern.Problem(
            message: "a deep link pattern is the path after the host, not a URL: write '/product/{id}?tab={tab}'",
            offset: 0, length: 24, fix: DeepLinkPattern.Problem.Fix(offset: 0, length: 24, text: ""),
            webDomain: "shop.example.com")])
        // The domain to list is the host: universal links have no port.
        #expect(DeepLinkPattern("https://Shop.Example.com:443/product/{id}").problems.first?.webDomain == "shop.example.com")
        #expect(DeepLinkPattern("https://user@shop.example.com/product/{id}").problems.first?.webDomain == "shop.example.com")
        #expect(DeepLinkPattern("https://[::1]:443/product/{id}").problems.first?.webDomain == nil)
        // A URL's trailing `/` is no part of the pattern: the fix writes the path without it.
        #expect(DeepLinkPattern("https://shop.example.com/orders/?page={page}").problems.first?.fix
            == DeepLinkPattern.Problem.Fix(offset: 0, length: 32, text: "/orders"))
        #expect(pattern.placeholders.map(\.name) == ["id", "tab"])
        #expect(pattern.placeholders.first?.offset == 33)
    }

    @Test("a scheme written with one slash or none (simplex:/contact) is one problem, whose fix gives a valid pattern",
          arguments: ["simplex:/contact?data={link}", "simplex:contact?data={link}", "simplex://contact?data={link}"])
    func schemeWithFewerSlashes(text: String) throws {
        let pattern = DeepLinkPattern(text)
        #expect(pattern.problems.count == 1, "\(pattern.problems)")
        let problem = try #require(pattern.problems.first)
        #expect(problem.message.hasPrefix("drop the scheme '\(text.prefix { $0 != "c" })'"), "\(problem.message)")
        let fix = try #require(problem.fix)
        var scalars = Array(text.unicodeScalars)
        scalars.replaceSubrange(fix.offset..<(fix.offset + fix.length), with: Array(fix.text.unicodeScalars))
        let fixed = String(String.UnicodeScalarView(scalars))
        #expect(fixed == "/contact?data={link}")
        #expect(DeepLinkPattern(fixed).isValid)
        #expect(problem.message.contains("as in '/contact?data={link}'"), "the advice shows the query too: \(problem.message)")
    }

    @Test("an https URL with a fragment: the URL and the fragment once each, nothing that follows from them")
    func webURLWithFragment() {
        let pattern = DeepLinkPattern("https://matrix.to/#/{userID}")
        #expect(pattern.problems.sorted { $0.offset < $1.offset } == [
            DeepLinkPattern.Problem(message: "a deep link pattern is the path after the host, not a URL: write a path after the host "
                                        + "(this URL's is empty: what follows '#' is a fragment, which no pattern matches)",
                                    offset: 0, length: 17, webDomain: "matrix.to"),
            DeepLinkPattern.Problem(message: "a deep link pattern cannot have a fragment ('#')", offset: 18, length: 10),
        ])
        #expect(DeepLinkPattern("HTTP://matrix.to/").problems.count == 1)
    }

    @Test("a host that is a placeholder leaves no host")
    func placeholderHost() {
        #expect(DeepLinkPattern("/{name}/x").host == nil)
    }

    @Test("several problems are all reported, in text order")
    func severalProblems() {
        let pattern = DeepLinkPattern("/{a}/b{c}?x=1")
        #expect(pattern.problems.map(\.offset) == [1, 6, 12])
    }

    // MARK: Param sources

    @Test("params come from the path, a named query item, or their own query item")
    func paramSources() {
        let pattern = DeepLinkPattern("/a/{x}/b/{y}?q={query}")
        #expect(pattern.source(ofParam: "x") == .pathSegment(0))
        #expect(pattern.source(ofParam: "y") == .pathSegment(2))
        #expect(pattern.source(ofParam: "query") == .queryItem("q"))
        #expect(pattern.source(ofParam: "zoom") == .queryItem("zoom"))
        #expect(pattern.source(ofParam: "q") == nil)
        #expect(pattern.mentions(param: "query"))
        #expect(!pattern.mentions(param: "zoom"))
    }

    @Test("types a URL can carry", arguments: [
        ("String", false, true), ("Int", false, true), ("Double", false, true), ("Bool", false, true),
        ("UUID", false, true), ("Int", true, true), ("URL", false, false), ("Date", true, false),
        ("ServiceEntry", false, false),
    ])
    func parsableTypes(name: String, optional: Bool, expected: Bool) {
        #expect(DeepLinkPattern.canParse(ParamType(name: name, isOptional: optional)) == expected)
    }

    // MARK: Matching URLs

    @Test("host case-insensitive, path exact, trailing slash ignored, values decoded")
    func matching() throws {
        let pattern = DeepLinkPattern("/city/{name}/map")
        func match(_ text: String) throws -> [String: String]? {
            pattern.match(try #require(URL(string: text)), scheme: "cities")
        }
        #expect(try match("cities://city/Paris/map") == ["name": "Paris"])
        #expect(try match("CITIES://City/Paris/map/") == ["name": "Paris"])
        #expect(try match("cities://city/New%20York/map") == ["name": "New York"])
        #expect(try match("cities://city/Paris/Map") == nil)
        #expect(try match("cities://city/Paris") == nil)
        #expect(try match("cities://city/Paris/map/extra") == nil)
        #expect(try match("cities://town/Paris/map") == nil)
        #expect(try match("other://city/Paris/map") == nil)
        #expect(try match("cities://city//map") == nil)
        #expect(try match("cities:///city/Paris/map") == nil)
    }

    @Test("query items: named, own-name, absent, repeated, unknown")
    func matchingQuery() throws {
        let pattern = DeepLinkPattern("/history?car={car}")
        func match(_ text: String) throws -> [String: String]? {
            pattern.match(try #require(URL(string: text)), scheme: "cars", otherParams: ["car", "includeRecalls"])
        }
        #expect(try match("cars://history?car=A1&includeRecalls=true&x=1") == ["car": "A1", "includeRecalls": "true"])
        #expect(try match("cars://history") == [:])
        #expect(try match("cars://history?car=A&car=B") == ["car": "A"])
        #expect(try match("cars://history?car=a%26b%3Dc+d") == ["car": "a&b=c+d"])
        #expect(try match("cars://history?car") == ["car": ""])
    }

    @Test("url(scheme:values:) is the exact inverse of match, percent-encoding included")
    func roundTrip() throws {
        let pattern = DeepLinkPattern("/city/{name}?s={search}")
        let values = [(name: "name", value: "São Paulo/SP"), (name: "search", value: "a&b=c d+e"),
                      (name: "zoom", value: "12")]
        let url = try #require(pattern.url(scheme: "cities", values: values))
        #expect(url.absoluteString == "cities://city/S%C3%A3o%20Paulo%2FSP?s=a%26b%3Dc%20d%2Be&zoom=12")
        let matched = pattern.match(url, scheme: "cities", otherParams: ["name", "search", "zoom"])
        #expect(matched == ["name": "São Paulo/SP", "search": "a&b=c d+e", "zoom": "12"])
    }

    @Test("url(scheme:values:) needs every path value and a valid pattern")
    func urlNeedsPathValues() {
        #expect(DeepLinkPattern("/city/{name}").url(scheme: "cities", values: []) == nil)
        #expect(DeepLinkPattern("/city/{name}").url(scheme: "cities", values: [("name", "")]) == nil)
        #expect(DeepLinkPattern("/{name}").url(scheme: "cities", values: [("name", "x")]) == nil)
        #expect(DeepLinkPattern("/profile").url(scheme: "cities", values: [])?.absoluteString == "cities://profile")
        // The host in lower case, as the generated url(for:) writes it; other segments as written.
        #expect(DeepLinkPattern("/Profile/Edit").url(scheme: "cities", values: [])?.absoluteString == "cities://profile/Edit")
    }

    // MARK: Overlap

    @Test("overlap: some URL matches both", arguments: [
        ("/city/{name}", "/city/paris", true),
        ("/city/{a}", "/city/{b}", true),
        ("/City/{a}", "/city/x", true),
        ("/city/{a}?x={x}", "/city/{b}?y={y}", true),
        ("/a/{x}/c", "/a/b/{y}", true),
        ("/profile", "/profile", true),
        ("/city/{name}", "/city/{name}/map", false),
        ("/city/paris", "/city/Paris", false),
        ("/city/{a}", "/town/{a}", false),
        ("/a/{x}/c", "/a/{y}/d", false),
        ("/{a}", "/{b}", false),
    ])
    func overlap(first: String, second: String, expected: Bool) {
        let a = DeepLinkPattern(first)
        let b = DeepLinkPattern(second)
        #expect(a.overlaps(b) == expected)
        #expect(b.overlaps(a) == expected)
    }

    @Test("the sample URL of an overlap matches both patterns")
    func sampleOverlap() throws {
        let a = DeepLinkPattern("/a/{x}/c")
        let b = DeepLinkPattern("/A/b/{y}")
        let sample = try #require(a.sampleOverlap(with: b, scheme: "app"))
        #expect(sample == "app://a/b/c")
        let url = try #require(URL(string: sample))
        #expect(a.match(url, scheme: "app") != nil)
        #expect(b.match(url, scheme: "app") != nil)
        #expect(a.sampleOverlap(with: DeepLinkPattern("/a/{x}/d"), scheme: "app") == nil)
    }
}

/// A pattern written as another tool or a URL writes it has one fix, which gives the pattern meant.
@Suite struct DeepLinkPatternFixTests {
    @Test(arguments: [
        "product/{id}", "/product/:id", "/product/{ id }", "/product/{id}/",
        "https://shop.example.com/product/{id}", "shop://product/{id}/",
    ])
    func theFixGivesThePatternMeant(written: String) throws {
        let problems = DeepLinkPattern(written).problems
        try #require(problems.count == 1, "\(problems)")
        let fix = try #require(problems[0].fix, "\(problems[0].message)")
        var scalars = Array(written.unicodeScalars)
        scalars.replaceSubrange(fix.offset..<(fix.offset + fix.length), with: fix.text.unicodeScalars)
        let fixed = String(String.UnicodeScalarView(scalars))
        #expect(fixed == "/product/{id}")
        #expect(DeepLinkPattern(fixed).isValid)
    }

    @Test func theFixReachesTheDiagnosticAsAFixIt() throws {
        let found = try DeepLinkRulesTests.check(DeepLinkMismatchRule.self, DeepLinkRulesTests.header + """
              CityDetail:
                params: { name: String }
                deepLink: /city/:name
            """)
        #expect(found.first?.fixIts.map(\.replacement) == ["{name}"], "\(found)")
    }
}
