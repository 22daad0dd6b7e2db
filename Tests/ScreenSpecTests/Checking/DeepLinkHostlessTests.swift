// Deep link values that no pattern can replace (opaque URIs such as `zcash:{address}`, values that
// start with a placeholder) and the advice to drop a scheme: one error per value, with a note on
// what the format matches, and fix-its only to valid patterns.

import Testing
@testable import ScreenSpec

@Suite("Deep links without a literal host")
struct DeepLinkHostlessTests {
    /// Applies a problem's fix to the pattern text.
    static func applying(_ fix: DeepLinkPattern.Problem.Fix, to text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        scalars.replaceSubrange(fix.offset..<(fix.offset + fix.length), with: Array(fix.text.unicodeScalars))
        return String(String.UnicodeScalarView(scalars))
    }

    // MARK: The pattern

    @Test("a value standing for URLs without a literal host is one problem, without a fix", arguments: [
        "zcash:{address}?amount={amount}", "{address}", "mailto:{to}?subject={subject}", "?to={to}",
        "nostr:npub1{pubkey}", "nostur:e:{id}", "myshop://{id}", "myshop://?q={q}", "/?to={to}", "/{name}", "{id}/edit",
        "pay:", "pay:?x={x}", "myshop://",
    ])
    func oneProblem(text: String) throws {
        let pattern = DeepLinkPattern(text)
        #expect(pattern.problems.count == 1, "\(pattern.problems.map(\.message))")
        let problem = try #require(pattern.problems.first)
        #expect(problem.hasNoHost)
        #expect(problem.fix == nil, "\(problem.message)")
    }

    @Test("an opaque URI is named as such, over the whole value")
    func opaqueURI() {
        let pattern = DeepLinkPattern("nostr:npub1{pubkey}")
        #expect(pattern.problems == [DeepLinkPattern.Problem(
            message: "'nostr:npub1{pubkey}' is an opaque URI ('nostr:' without '//' and a host), which a deep link pattern cannot describe",
            offset: 0, length: 19, hasNoHost: true)])
    }

    @Test("the fix of a value written as a URL or without its '/' is offered only when it makes a valid pattern", arguments: [
        "myshop://product/{id}", "myshop://product/{id}/", "simplex:contact?data={link}", "city/{name}", "myshop://product/x-{id}",
        "myshop://product?x=5", "city/x-{name}", "city/{name}#top", "myshop://product/{id}#top", "zcash:{address}", "{address}",
        "mailto:{to}?subject={subject}", "nostur:e:{id}", "?to={to}",
    ])
    func fixesMakePatterns(text: String) {
        for problem in DeepLinkPattern(text).problems {
            guard let fix = problem.fix, problem.scheme != nil || problem.message.hasPrefix("a deep link pattern must start") else { continue }
            let fixed = Self.applying(fix, to: text)
            #expect(DeepLinkPattern(fixed).isValid, "'\(text)' → '\(fixed)'")
        }
    }

    @Test("a scheme before a host and a mistake of its own: each once, the scheme without an advice that keeps the mistake")
    func schemeAndAnotherMistake() {
        let pattern = DeepLinkPattern("myshop://product/x-{id}")
        #expect(pattern.problems.map(\.message) == [
            "drop the scheme 'myshop://': a deep link pattern is the part after it",
            "placeholder '{id}' must be a whole path segment",
        ])
        #expect(pattern.problems.map(\.scheme) == ["myshop", nil])
        #expect(pattern.problems.allSatisfy { $0.fix == nil && !$0.hasNoHost })
        let noSlash = DeepLinkPattern("city/x-{name}")
        #expect(noSlash.problems.map(\.message) == ["a deep link pattern must start with '/'", "placeholder '{name}' must be a whole path segment"])
        #expect(noSlash.problems.allSatisfy { $0.fix == nil })
    }

    @Test("a trailing '/' after a scheme is reported when the advice is not given")
    func trailingSlashWithoutAdvice() {
        let pattern = DeepLinkPattern("myshop://product/x-{id}/")
        #expect(pattern.problems.map(\.message).contains("trailing '/' in a deep link pattern"))
    }

    // MARK: The rule

    static let nostur = """
        app:
          name: Nostur
          urlScheme: nostur
          root: Feed
        screens:
          Feed: { links: [push: Profile, push: Note] }
          Profile:
            params: { pubkey: String }
            deepLink: "nostr:npub1{pubkey}"
          Note:
            params: { id: String }
            deepLink: "nostur:e:{id}"
        """

    @Test("opaque URIs: one error each, with the note on what the format matches and no fix-it")
    func opaqueURIsInASpec() throws {
        let found = try DeepLinkRulesTests.check(DeepLinkMismatchRule.self, Self.nostur)
        #expect(found.map(\.location) == [DeepLinkRulesTests.at(9, 16), DeepLinkRulesTests.at(12, 16)])
        #expect(found.allSatisfy { $0.fixIts.isEmpty })
        #expect(found.allSatisfy { $0.notes.map(\.message) == [DeepLinkMismatchRule.hostlessNote] })
        #expect(DeepLinkMismatchRule.hostlessNote.contains("'onOpenURL'"))
        // Neither calls a scheme the app's: `nostr` is not, and an opaque URI is no scheme to drop.
        #expect(found.allSatisfy { !$0.message.contains("urlScheme") }, "\(found.map(\.message))")
    }

    @Test("payment and mailto values, with a scheme or without: one error each", arguments: [
        ("zcash", "zcash:{address}?amount={amount}"), ("zcash", "{address}"),
        ("mail", "mailto:{to}?subject={subject}"), ("mail", "?to={to}"),
    ])
    func paymentAndMailto(scheme: String, value: String) {
        let found = LoadRecoveryTests.diagnostics(["a.yaml": """
            app:
              name: Pay
              urlScheme: \(scheme)
              root: Home
            screens:
              Home:
                links: [push: Send]
              Send:
                params:
                  address: { type: String, default: "" }
                  amount: { type: String, default: "" }
                  to: String?
                  subject: String?
                deepLink: "\(value)"
            """])
        #expect(found.map(\.id) == ["deep_link_mismatch"], "\(found.map(describe))")
        #expect(found.first?.fixIts.isEmpty == true)
        #expect(found.first?.notes.map(\.message) == [DeepLinkMismatchRule.hostlessNote])
    }

    @Test("a scheme to drop is called the app's urlScheme only when it is", arguments: [
        ("nostur://profile/{pubkey}", " (the scheme is the app's 'urlScheme')"),
        ("Nostur://profile/{pubkey}", " (the scheme is the app's 'urlScheme')"),
        ("nostr://profile/{pubkey}", " (deep links are URLs under the app's 'urlScheme', 'nostur')"),
    ])
    func schemeNamedOnlyWhenItIsTheApps(value: String, ending: String) throws {
        let found = try DeepLinkRulesTests.check(DeepLinkMismatchRule.self, """
            app: { name: Nostur, urlScheme: nostur, root: Feed }
            screens:
              Feed: { links: [push: Profile] }
              Profile:
                params: { pubkey: String }
                deepLink: "\(value)"
            """)
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(diagnostic.message.hasSuffix("as in '/profile/{pubkey}'" + ending), "\(diagnostic.message)")
        #expect(diagnostic.fixIts.map(\.replacement) == ["/profile/{pubkey}"])
    }
}
