/// `deep_link_without_scheme`: deep links are URLs under `app.urlScheme`, so a spec that
/// declares them without a scheme generates no way to open them.
public struct DeepLinkWithoutSchemeRule: Rule {
    public static let description = RuleDescription(
        id: "deep_link_without_scheme",
        name: "Deep link without scheme",
        summary: "a screen has a `deepLink`, or the app `universalLinks`, but `app.urlScheme` is missing",
        rationale: """
            `app.urlScheme` turns deep links on: without it the navigator gets no `handle(_:)` or \
            `url(for:)` and the root view no `.onOpenURL`, so every `deepLink` in the spec is \
            silently ignored. The rule reports once, at the first deep link, with a note at each \
            other one and a note suggesting a scheme (the app's name in lower case). Remember to \
            register the scheme in the app's Info.plist too. `app.universalLinks` without a \
            scheme is reported the same way: universal links open the scheme's deep links.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Cities
              root: CityList
            screens:
              CityList:
                links:
                  - push: CityDetail
              CityDetail:
                params:
                  name: String
                deepLink: ↓/city/{name}
            """,
            """
            app:
              name: Shop
              root: Catalog
              universalLinks: [↓shop.example.com]
            screens:
              Catalog: {}
            """,
            """
            app:
              name: Shop
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Home
              - id: account
                title: Account
                systemImage: person
                root: Account
            screens:
              Home:
                deepLink: ↓"/home"
              Account:
                deepLink: /account
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Cities
              root: CityList
              urlScheme: cities
            screens:
              CityList:
                links:
                  - push: CityDetail
              CityDetail:
                params:
                  name: String
                deepLink: /city/{name}
            """,
            """
            app:
              name: Shop
              root: Catalog
            screens:
              Catalog: {}
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        let app = graph.spec.app
        guard app.urlScheme == nil else { return }
        let index = graph.index
        let deepLinks = index.screens.indices.filter { index.traits(ofScreen: $0).contains(.deepLink) }.map {
            (screen: index.ids[$0], deepLink: index.screens[$0].deepLink!)
        }
        let scheme = app.name.value.lowercased()
        guard let first = deepLinks.first else {
            // Universal links open the deep links of the scheme, so they need one too.
            if let domain = app.universalLinks.first {
                emit.emit("'universalLinks' needs deep links, but the app has no 'urlScheme'", at: domain.location,
                          notes: [Diagnostic.Note("add 'urlScheme: \(scheme)' to the app section", at: app.location)])
            }
            return
        }
        var notes = deepLinks.dropFirst().map {
            Diagnostic.Note("'\($0.screen)' has a deep link too", at: $0.deepLink.location)
        }
        notes.append(Diagnostic.Note("add 'urlScheme: \(scheme)' to the app section", at: app.location))
        emit.emit("'\(first.screen)' has a deep link but the app has no 'urlScheme'", at: first.deepLink.location,
                  notes: notes)
    }
}
