/// `deep_link_host_case`: a deep link's first segment is the custom URL's host, which URLs
/// compare without case, so capitals in it are written in one place and lost in all others.
/// That costs something only with universal links, whose association file matches paths with
/// their case: without `app.universalLinks` every spelling opens the screen, and nothing is said.
public struct DeepLinkHostCaseRule: Rule {
    public static let description = RuleDescription(
        id: "deep_link_host_case",
        name: "Deep link host in capitals",
        summary: "the first segment of a `deepLink`, the URL's host, has capital letters in an app with universal links",
        rationale: """
            The first segment of a deep link is the host of its URL (`shop://Product/42` has host \
            `Product`), and hosts have no case: the generated `handle(_:)` accepts any spelling, \
            and `url(for:)`, `universalURL(for:)`, `screenspec links` and the \
            apple-app-site-association file write it in lower case. The association file matches \
            paths with their case, so a web page linking `https://<domain>/Product/42`, as the \
            pattern is written, opens the page in Safari instead of the app. Write the segment in \
            lower case (the fix-it does); the generated code does not change. An app without \
            `universalLinks` has no association file: every spelling of the host opens the screen, \
            so the rule says nothing there. A pattern that is not well formed \
            (`https://shop.example.com/Product/{id}`) is `deep_link_mismatch` first; its host is \
            judged once that is fixed.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            app:
              name: Shop
              root: Catalog
              urlScheme: shop
              universalLinks: [shop.example.com]
            screens:
              Catalog:
                links:
                  - push: Product
              Product:
                params:
                  id: Int
                deepLink: /↓Product/{id}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Shop
              root: Catalog
              urlScheme: shop
              universalLinks: [shop.example.com]
            screens:
              Catalog:
                links:
                  - push: Product
              Product:
                params:
                  id: Int
                deepLink: /product/{id}/Reviews
            """,
            // No universal links: `shop://Product/42` and `shop://product/42` open the same screen,
            // and no association file matches paths by case.
            """
            app:
              name: Shop
              root: Catalog
              urlScheme: shop
            screens:
              Catalog:
                links:
                  - push: Product
              Product:
                params:
                  id: Int
                deepLink: /Product/{id}
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        // Without universal links there is no association file, and handle(_:) takes any case.
        guard !graph.spec.app.universalLinks.isEmpty else { return }
        for (number, pattern, alias) in graph.deepLinkPatterns.all {
            // A malformed pattern (`https://…/Product`) is deep_link_mismatch, whose fix-it rewrites
            // the text this rule's would edit: its host is judged once the pattern is well formed.
            guard pattern.isValid, let host = pattern.host, host != host.lowercased(),
                  let deepLink = alias ?? graph.spec.screens[Int(graph.index.screenEntries[Int(number)])].deepLink
            else { continue }
            let lower = host.lowercased()
            let fixIt = deepLink.fixIt(replacing: host.unicodeScalars.count, atOffset: 1, with: lower)
            let here = deepLink.location(atOffset: 1)  // the host, after the leading `/`
            emit.emit("the deep link's first segment '\(host)' is its URL's host, and hosts are case-insensitive: "
                      + (alias == nil ? "url(for:) and universal links write it '\(lower)'" : "the association file lists it '\(lower)'"),
                      at: here, notes: [Diagnostic.Note("write it '\(lower)'", at: here)],
                      fixIts: fixIt.map { [$0] } ?? [])
        }
    }
}
