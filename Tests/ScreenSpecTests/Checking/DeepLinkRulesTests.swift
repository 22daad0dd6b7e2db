// The deep link rules beyond their examples: exact messages, notes and fix-its; locations inside
// quoted and unquoted values, and the fallback to the value when the source is not verbatim.

import Testing
@testable import ScreenSpec

@Suite("Deep link rules")
struct DeepLinkRulesTests {
    /// Loads a clean spec and runs one rule over it, diagnostics in output order.
    static func check(_ rule: any Rule.Type, _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        let spec = try #require(loadClean(text, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
        var diagnostics = DiagnosticCollector()
        Checker(rules: [rule]).check(NavigationGraph(spec: spec), diagnostics: &diagnostics)
        return Diagnostic.sortedForOutput(diagnostics.diagnostics)
    }

    static func at(_ line: Int, _ column: Int) -> ScreenSpec.SourceLocation {
        ScreenSpec.SourceLocation(file: "spec.yaml", line: line, column: column)
    }

    static let header = """
        app:
          name: Cities
          root: CityList
          urlScheme: cities
        screens:
          CityList:
            links:
              - push: CityDetail

        """

    // MARK: deep_link_mismatch

    @Test("a misspelt placeholder: did-you-mean with a fix-it over the name, and no second diagnostic")
    func misspeltPlaceholder() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params:
                  name: String
                deepLink: "/city/{nme}"
            """)
        try #require(found.count == 1, "\(found.map(describe))")
        #expect(found[0].message == "'{nme}' is not a parameter of 'CityDetail'")
        #expect(found[0].location == Self.at(12, 22))
        #expect(found[0].notes == [Diagnostic.Note("did you mean 'name'?", at: Self.at(12, 22))])
        #expect(found[0].fixIts == [Diagnostic.FixIt(replacement: "name", at: Self.at(12, 23), length: 3)])
    }

    @Test("a misspelt placeholder is not renamed to a param the pattern fills already")
    func noRenameToAFilledParam() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params:
                  sub: String
                  id: String
                deepLink: "/r/{sub}/comments/{id}/{slug}"
            """)
        try #require(found.count == 1, "\(found.map(describe))")
        #expect(found[0].message == "'{slug}' is not a parameter of 'CityDetail'")
        #expect(found[0].notes.isEmpty && found[0].fixIts.isEmpty, "'{sub}' would then appear twice")
    }

    /// Fix-its inserting at one offset have no order: one fix-it appends every missing item.
    @Test("several required params missing from a pattern: one fix-it appends them all, '?' then '&'")
    func severalMissingParams() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params: { id: String, source: String, kind: String }
                deepLink: /city
            """)
        #expect(found.count == 3, "\(found.map(describe))")
        #expect(found.flatMap(\.fixIts).map(\.replacement) == ["?id={id}&source={source}&kind={kind}"])
        #expect(found.allSatisfy { $0.notes.last?.message == "add it to the pattern, as in '/city?id={id}&source={source}&kind={kind}'" },
                "\(found.map(describe))")
    }

    @Test("a placeholder on a screen without params")
    func noParams() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                deepLink: /city/{name}
            """)
        #expect(found.map(\.message) == ["'{name}' is not a parameter: 'CityDetail' has no parameters"])
        #expect(found.map(\.location) == [Self.at(10, 21)])
    }

    @Test("a root's placeholder that names no param is that one error, not also a dropped value")
    func rootPlaceholderOfNoParam() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, """
            app: { name: Cities, root: CityList, urlScheme: cities }
            screens:
              CityList:
                params: { sort: { type: String, default: name } }
                deepLink: /cities/{kind}/{sort}
            """)
        #expect(found.map(\.message) == [
            "'{kind}' is not a parameter of 'CityList'",
            "'CityList' is the root of the app's stack, which is always shown with its params' defaults: the deep link would read '{sort}' and drop it",
        ])
    }

    @Test("a missing required param: note at the param and a fix-it appending a query item")
    func missingRequired() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params:
                  name: String
                  zoom: Int?
                deepLink: /city
            """)
        try #require(found.count == 1, "\(found.map(describe))")
        #expect(found[0].message == "required parameter 'name' of 'CityDetail' is neither in the deep link's path nor in its query")
        #expect(found[0].location == Self.at(13, 15))
        #expect(found[0].notes.first == Diagnostic.Note("'name' is declared here", at: Self.at(11, 7)))
        #expect(found[0].fixIts == [Diagnostic.FixIt(replacement: "?name={name}", at: Self.at(13, 20), length: 0)])
    }

    @Test("a placeholder that fills no param is never kept in a suggested pattern: the first missing param takes its place")
    func suggestionsDropAPlaceholderThatIsAnError() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params: { id: UUID, source: String }
                deepLink: ["/city/{id}", "/c/{x}"]
            """)
        let alias = found.filter { $0.location.column == 30 }
        #expect(alias.map { $0.notes.last?.message ?? "-" } == [
            "put it in the pattern in place of '{x}', which fills no parameter, as in '/c/{id}'",
            "add it to the pattern, as in '/c/{id}?source={source}'",
        ], "\(found.map(describe))")
        // Applied together, the rename and the appended item make the alias '/c/{id}?source={source}'.
        #expect(alias.map(\.fixIts) == [
            [Diagnostic.FixIt(replacement: "id", at: Self.at(11, 35), length: 1)],
            [Diagnostic.FixIt(replacement: "?source={source}", at: Self.at(11, 37), length: 0)],
        ])
        // The pattern without the bad placeholder keeps its plain suggestion.
        #expect(found.first?.notes.last?.message == "add it to the pattern, as in '/city/{id}?source={source}'")

        // Two such placeholders: no example could leave both out, so the note names them.
        let two = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params: { id: UUID, source: String }
                deepLink: "/c/{x}/{y}"
            """)
        let missing = two.filter { $0.message.hasPrefix("required parameter") }
        #expect(missing.count == 2 && missing.allSatisfy {
            $0.notes.last?.message == "add it to the pattern, in place of '{x}' or '{y}' if one was meant for it" && $0.fixIts.isEmpty
        }, "\(two.map(describe))")
    }

    @Test("a deep link on a screen only modals' stacks push, or none, would open nothing")
    func linkThatOpensNothing() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params: { name: String }
                deepLink: /city/{name}
                links: [ { sheet: AddCity }, { sheet: Photos } ]
              AddCity:
                presentation: sheet
                stack: true
                deepLink: /add
                links: [ { push: CityPicker } ]
              Photos:
                presentation: sheet
                stack: true
                links: [ { push: CityPicker } ]
              CityPicker:
                deepLink: /picker
              Lost:
                entry: true
                deepLink: /lost
            """)
        let messages = found.map(\.message).sorted()
        #expect(messages == [
            "the deep link of 'CityPicker' would open nothing: a deep link shows its screen on the app's stack, and only "
                + "the stacks of the modals 'AddCity' and 'Photos' push 'CityPicker'",
            "the deep link of 'Lost' would open nothing: a deep link shows its screen on the app's stack, and no stack "
                + "pushes 'Lost'",
        ])
        #expect(found.map(\.location).sorted() == [Self.at(23, 15), Self.at(26, 15)])
        #expect(found.allSatisfy { $0.notes.first?.message.hasPrefix("push '") == true })
        // A modal with a deep link that pushes the screen: nesting under its pattern is the way out.
        let picker = try #require(found.first { $0.message.contains("'CityPicker'") })
        #expect(picker.notes.first?.message.hasSuffix(", or extend the pattern of 'AddCity' ('/add/…'): the link then "
                                                      + "presents 'AddCity' with 'CityPicker' on its stack") == true)
        #expect(picker.fixIts == [Diagnostic.FixIt(replacement: "/add", at: Self.at(23, 15), length: 0)], "/add/picker")
        #expect(found.first { $0.message.contains("'Lost'") }?.fixIts == [])
    }

    @Test("a pattern nested under a modal's own opens on its stack; a nesting problem there is reported once")
    func linkNestedInAModalsStack() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params: { name: String }
                deepLink: /city/{name}
                links: [ { sheet: AddCity }, { fullScreenCover: Editor } ]
              AddCity:
                presentation: sheet
                stack: true
                deepLink: /add
                links: [ { push: CityPicker } ]
              CityPicker:
                deepLink: /add/picker
                links: [ { push: Region } ]
              Region:
                params: { code: String }
                deepLink: /add/picker/{code}
              Editor:
                presentation: fullScreenCover
                stack: true
                params: { id: Int }
                deepLink: /edit/{id}
                links: [ { push: Field } ]
              Field:
                params: { id: String, field: String }
                deepLink: /edit/{id}/{field}
            """)
        try #require(found.count == 1, "\(found.map(describe))")
        #expect(found[0].message == "deep link '/edit/{id}/{field}' extends '/edit/{id}' of 'Editor', so it opens both, "
                + "but '{id}' is 'String' here and 'Int' in 'Editor'")
        #expect(found[0].location == Self.at(32, 15))
    }

    @Test("a missing required param a URL cannot carry: the note says what can be done, no fix-it")
    func missingRequiredThatNoURLCarries() throws {
        let reported = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params:
                  name: String
                  tags: "[String]"
                  source: URL
                  entry: CityEntry
                deepLink: /city/{name}
            """)
        try #require(reported.count == 3, "\(reported.map(describe))")
        // All three are at the deep link: in the order of the params their notes point to.
        let found = reported.sorted { ($0.notes.last?.location.line ?? 0) < ($1.notes.last?.location.line ?? 0) }
        #expect(found.map { $0.notes.last?.message } == [
            "a param of type '[String]' cannot be read from a URL: give it the default '[]' or make it optional, or remove the deep link",
            "a param of type 'URL' cannot be read from a URL: give it a default or make it optional, or remove the deep link",
            "a param of type 'CityEntry' cannot be read from a URL: make it optional, or remove the deep link",
        ])
        let locations = found.map { $0.notes.last?.location }
        #expect(locations == [Self.at(12, 13), Self.at(13, 15), Self.at(14, 14)])
        #expect(found.allSatisfy { $0.fixIts.isEmpty })
    }

    @Test("standard number types are read from a URL; CGFloat, Decimal and Data are not")
    func numberTypesInPath() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params: { id: Int64, big: UInt64, word: UInt, ratio: Float, size: CGFloat, price: Decimal, blob: Data }
                deepLink: /city/{id}/{big}/{word}/{ratio}/{size}/{price}/{blob}
            """)
        #expect(found.map(\.message) == ["size", "price", "blob"].map { name in
            "parameter '\(name)' of type '\(["size": "CGFloat", "price": "Decimal", "blob": "Data"][name]!)' cannot be read "
                + "from a URL; use String, a number type (Int, Int64, Double …), Bool or UUID"
        }, "\(found.map(describe))")
        #expect(found.map { $0.notes.map(\.message) } == [["'size' is declared here"], ["'price' is declared here"],
                                                          ["'blob' is declared here"]])
    }

    @Test("a value that is not verbatim (a folded block scalar) is reported at the value, without fix-its")
    func notVerbatim() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params:
                  name: String
                deepLink: >-
                  /city/{nme}
            """)
        try #require(found.count == 1, "\(found.map(describe))")
        #expect(found[0].location == Self.at(12, 15))
        #expect(found[0].fixIts.isEmpty)
    }

    @Test("an escape in a double-quoted value makes offsets unreliable: the value's location is used")
    func escapedValue() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params:
                  name: String
                deepLink: "\\x2Fcity/{photo}"
            """)
        #expect(found.map(\.location).contains(Self.at(12, 15)))
        #expect(found.allSatisfy { $0.location == Self.at(12, 15) })
    }

    @Test("pattern problems are located inside the value and stop the params check")
    func patternProblems() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params:
                  name: String
                deepLink: /{name}/x
            """)
        #expect(found.map(\.message) == ["the first segment '{name}' is the URL's host and must be literal text"])
        #expect(found.map(\.location) == [Self.at(12, 16)])
    }

    @Test("unparseable optional params outside the pattern are not read, so not reported")
    func unreadParams() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params:
                  name: String
                  photo: URL?
                  visited: Date?
                deepLink: /city/{name}
            """)
        #expect(found.isEmpty, "\(found.map(describe))")
    }

    @Test("an optional param of an unparseable type in the pattern is reported, with a note at its type")
    func unparseableOptional() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, Self.header + """
              CityDetail:
                params:
                  name: String
                  visited: Date?
                deepLink: /city/{name}?on={visited}
            """)
        try #require(found.count == 1, "\(found.map(describe))")
        #expect(found[0].message == "parameter 'visited' of type 'Date?' cannot be read from a URL; use String, a number type (Int, Int64, Double …), Bool or UUID")
        #expect(found[0].location == Self.at(13, 31))
        #expect(found[0].notes == [Diagnostic.Note("'visited' is declared here", at: Self.at(12, 16))])
    }

    // MARK: ambiguous_deep_link

    @Test("three overlapping patterns: each later one is reported, with notes at every earlier one")
    func ambiguity() throws {
        let found = try Self.check(AmbiguousDeepLinkRule.self, """
            app:
              name: Cities
              root: CityList
              urlScheme: cities
            screens:
              CityList:
                links: [{ push: A }, { push: B }, { push: C }, { push: D }]
              A:
                params: { name: String }
                deepLink: /city/{name}
              B:
                deepLink: /City/paris
              C:
                params: { id: Int }
                deepLink: /city/{id}
              D:
                deepLink: /city/paris/map
            """)
        #expect(found.map(\.location) == [Self.at(12, 15), Self.at(15, 15)])
        #expect(found.first?.message == "deep link '/City/paris' of 'B' matches the same URLs as '/city/{name}' of 'A', such as 'cities://city/paris'")
        #expect(found.last?.notes.map(\.location) == [Self.at(10, 15), Self.at(12, 15)])
    }

    @Test("an alias earlier in the file than the pattern it clashes with: reported at the later pattern, noted at the alias")
    func ambiguityWithAnEarlierAlias() throws {
        let found = try Self.check(AmbiguousDeepLinkRule.self, """
            app:
              name: X
              root: A
              urlScheme: x
            screens:
              A:
                links: [{ push: B }, { push: C }]
              B:
                params: { id: String, e: String? }
                deepLink: ["/b/{id}", "/b/{id}/e/{e}"]
              C:
                params: { x: String, y: String }
                deepLink: /b/{x}/e/{y}
            """)
        #expect(found.map(\.location) == [Self.at(13, 15)])
        #expect(found.first?.message == "deep link '/b/{x}/e/{y}' of 'C' matches the same URLs as '/b/{id}/e/{e}' of 'B', "
                + "such as 'x://b/example/e/example'")
        #expect(found.first?.notes == [Diagnostic.Note("'B' has the deep link '/b/{id}/e/{e}'", at: Self.at(10, 27))])
    }

    @Test("the sample URL of a clash opens either screen: required query items carried, numbers where a param reads one")
    func ambiguitySampleOpensBoth() throws {
        let found = try Self.check(AmbiguousDeepLinkRule.self, """
            app:
              name: Lemmy
              root: Home
              urlScheme: lemmy
            screens:
              Home:
                links: [{ push: Community }, { push: Person }, { push: Post }, { push: Comment }]
              Community:
                params: { name: String, host: String }
                deepLink: /c/{name}?host={host}
              Person:
                params: { name: String, host: String, sort: String? }
                deepLink: /c/{name}?host={host}&sort={sort}
              Post:
                params: { id: String }
                deepLink: /p/{id}
              Comment:
                params: { id: Int, page: Int }
                deepLink: /p/{id}?page={page}
            """)
        let samples = found.map { $0.message.components(separatedBy: "such as ").last ?? "" }
        #expect(samples == ["'lemmy://c/example?host=example'", "'lemmy://p/42?page=42'"])
    }

    @Test("a host's case is judged on well-formed patterns only: a scheme left in is deep_link_mismatch's, whose fix-it rewrites the text")
    func hostCaseOfMalformedPattern() throws {
        let app = """
            app:
              name: Shop
              root: Home
              urlScheme: shop
              universalLinks: [shop.example.com]
            screens:
              Home:
                links: [{ push: Product }]
              Product:
                params: { id: Int }
                deepLink: PATTERN
            """
        #expect(try Self.check(DeepLinkHostCaseRule.self, app.replacingOccurrences(of: "PATTERN", with: "shop://Product/{id}")).isEmpty)
        let wellFormed = try Self.check(DeepLinkHostCaseRule.self, app.replacingOccurrences(of: "PATTERN", with: "/Product/{id}"))
        #expect(wellFormed.map(\.location) == [Self.at(11, 16)])
        #expect(wellFormed.first?.fixIts.map(\.replacement) == ["product"])
        #expect(wellFormed.first?.message == "the deep link's first segment 'Product' is its URL's host, and hosts are "
                    + "case-insensitive: url(for:) and universal links write it 'product'")
    }

    @Test("a host's case costs nothing without universal links: handle(_:) takes any spelling and there is no association file")
    func hostCaseWithoutUniversalLinks() throws {
        let app = """
            app:
              name: Omnivore
              root: Library
              urlScheme: omnivore
            screens:
              Library: {}
              ReaderLoading:
                presentation: fullScreenCover
                params:
                  requestID: String
                deepLink: ["/shareExtensionRequestID/{requestID}", "/Reader/{requestID}"]
            """
        #expect(try Self.check(DeepLinkHostCaseRule.self, app).isEmpty)
        // With them, the screen's pattern and its alias are each reported, the alias for the association file.
        let universal = try Self.check(DeepLinkHostCaseRule.self, app.replacingOccurrences(
            of: "urlScheme: omnivore", with: "urlScheme: omnivore\n  universalLinks: [omnivore.app]"))
        #expect(universal.map(\.message) == [
            "the deep link's first segment 'shareExtensionRequestID' is its URL's host, and hosts are case-insensitive: "
                + "url(for:) and universal links write it 'shareextensionrequestid'",
            "the deep link's first segment 'Reader' is its URL's host, and hosts are case-insensitive: "
                + "the association file lists it 'reader'",
        ])
    }

    @Test("malformed patterns are left to deep_link_mismatch")
    func malformedNotCompared() throws {
        let found = try Self.check(AmbiguousDeepLinkRule.self, """
            app:
              name: Cities
              root: CityList
              urlScheme: cities
            screens:
              CityList:
                links: [{ push: A }, { push: B }]
              A:
                params: { name: String }
                deepLink: /city/{name}
              B:
                params: { name: String }
                deepLink: /city/{name}?
            """)
        #expect(found.isEmpty)
    }

    // MARK: Misspelt param types

    @Test("a type misspelled_param_type reports as a builtin a URL carries: the error says did you mean, not what to use")
    func misspeltTypeInPattern() throws {
        let found = LoadRecoveryTests.diagnostics(["a.yaml": """
            app: { name: X, urlScheme: x, root: Home }
            screens:
              Home: { links: [push: Item, push: Other] }
              Item:
                params: { n: Integer }
                deepLink: /x/{n}
              Other:
                params: { n: Integer }
                deepLink: /other
            """])
        #expect(found.map(\.id) == ["misspelled_param_type", "deep_link_mismatch", "misspelled_param_type", "deep_link_mismatch"],
                "\(found.map(describe))")
        let mismatches = found.filter { $0.id == "deep_link_mismatch" }
        #expect(mismatches.first?.message == "parameter 'n' of type 'Integer' cannot be read from a URL; did you mean 'Int'?")
        #expect(mismatches.last?.notes.last?.message
                == "a param of type 'Integer' cannot be read from a URL (did you mean 'Int'?): make it optional, or remove the deep link")
        // No message says what the warning contradicts, nor uses an article before a type name.
        #expect(found.allSatisfy { !$0.message.contains("a 'Integer'") && !$0.notes.contains { $0.message.contains("a 'Integer'") } })
    }

    @Test("a misspelling of a type a URL cannot carry either gets no did-you-mean, and types are not given an article")
    func misspeltUnreadableType() throws {
        let found = try Self.check(DeepLinkMismatchRule.self, """
            app: { name: X, urlScheme: x, root: Home }
            screens:
              Home: { links: [push: Item] }
              Item:
                params: { d: Dat, entry: Event }
                deepLink: /x/{d}
            """)
        #expect(Set(found.map(\.message)) == [
            "required parameter 'entry' of 'Item' is neither in the deep link's path nor in its query",
            "parameter 'd' of type 'Dat' cannot be read from a URL; use String, a number type (Int, Int64, Double …), Bool or UUID",
        ], "\(found.map(\.message))")
        #expect(found.count == 2)
        #expect(found.flatMap { $0.notes.map(\.message) }.contains(
            "a param of type 'Event' cannot be read from a URL: make it optional, or remove the deep link"))
    }

    // MARK: deep_link_without_scheme

    @Test("reported once, at the first deep link, with notes at the others and a scheme to add")
    func withoutScheme() throws {
        let found = try Self.check(DeepLinkWithoutSchemeRule.self, """
            app:
              name: PopToRoot
              root: Level1
            screens:
              Level1:
                deepLink: /level1
                links: [{ push: Level2 }]
              Level2:
                deepLink: /level2
            """)
        try #require(found.count == 1)
        #expect(found[0].location == Self.at(6, 15))
        #expect(found[0].notes == [
            Diagnostic.Note("'Level2' has a deep link too", at: Self.at(9, 15)),
            Diagnostic.Note("add 'urlScheme: poptoroot' to the app section", at: Self.at(1, 1)),
        ])
    }

    @Test("optional_path_param: a path placeholder of an optional param, with the query form in the note; query items, required params, aliases and roots are not judged")
    func optionalPathParam() throws {
        let found = try Self.check(OptionalPathParamRule.self, """
            app: { name: Pantry, urlScheme: pantry }
            tabs:
              - { id: stock, title: Stock, systemImage: shippingbox, root: Stock }
              - { id: more, title: More, systemImage: ellipsis, root: More }
            screens:
              Stock: { links: [ push: Form, push: Product ] }
              More: {}
              Form:
                params: { productID: Int?, mode: String, note: String? }
                deepLink: "/product/{productID}/{mode}?note={note}"
              Product:
                params: { id: Int, tab: String? }
                deepLink: ["/item/{id}", "/item/{id}/{tab}"]
            """)
        #expect(found.map(\.message) == ["'productID' is optional, but fills a path segment of '/product/{productID}/{mode}?note={note}': "
                                         + "the screen has no URL while it is nil (url(for:) returns nil)"])
        #expect(found.first?.location == Self.at(10, 25))
        #expect(found.first?.notes.map(\.message) == ["read it from a query item, '/product/{mode}?note={note}&productID={productID}', "
                                                      + "or make 'productID' required ('Int')"])
        #expect(found.first?.severity == .warning)
    }
}
