import Foundation
import ScreenSpec
import Testing

/// `screenspec links`: the catalogue and its four formats.
struct DeepLinkCatalogueTests {
    static var catalogue: DeepLinkCatalogue? {
        EvolutionFixtures.graph(EvolutionFixtures.shop, path: "Specs/app.yaml").map(DeepLinkCatalogue.init)
    }

    @Test func entriesAreSortedWithTabsParamsAndExamples() throws {
        let catalogue = try #require(Self.catalogue)
        #expect(catalogue.entries.map(\.pattern) == ["/orders", "/product/{id}", "/search?q={q}"])
        let product = catalogue.entries[1]
        #expect(product.tab == "home" && product.screen == "Product" && !product.isTabRoot)
        #expect(product.params.map(\.source) == [.path, .query])
        #expect(product.example == "shop://product/42?ref=example")
        #expect(product.universalExample == "https://shop.example.com/product/42?ref=example")
        #expect(catalogue.entries[0].tab == "account")
    }

    @Test func aTabRootNoStackPushesIsListedWithItsTab() throws {
        let yaml = """
            app: { name: Shop, urlScheme: shop }
            tabs:
              - { id: orders, title: Orders, systemImage: bag, root: Orders }
              - { id: account, title: Account, systemImage: person, root: Account }
            screens:
              Account: {}
              Orders: { deepLink: /orders, links: [ { push: Order } ] }
              Order: { params: { id: String }, deepLink: "/orders/{id}" }
            """
        let catalogue = try #require(EvolutionFixtures.graph(yaml, path: "Specs/app.yaml").map(DeepLinkCatalogue.init))
        #expect(catalogue.entries.map(\.pattern) == ["/orders", "/orders/{id}"])
        #expect(catalogue.entries[0].screen == "Orders" && catalogue.entries[0].tab == "orders" && catalogue.entries[0].isTabRoot)
    }

    @Test("a screen several tabs push opens in the selected one when it can: the catalogue names them all")
    func aScreenOfSeveralTabs() throws {
        let yaml = """
            app: { name: Chat, urlScheme: chat }
            tabs:
              - { id: chats, title: Chats, systemImage: a, root: Chats }
              - { id: spaces, title: Spaces, systemImage: b, root: Spaces }
              - { id: search, title: Search, systemImage: c, root: Search }
            screens:
              Chats: { links: [ { push: Room } ] }
              Spaces: { links: [ { push: Room } ] }
              Search: { links: [ { push: Room } ] }
              Room: { params: { id: String }, deepLink: "/room/{id}" }
            """
        let catalogue = try #require(EvolutionFixtures.graph(yaml, path: "Specs/app.yaml").map(DeepLinkCatalogue.init))
        let room = try #require(catalogue.entries.first)
        #expect(room.tab == "chats" && room.otherTabs == ["spaces", "search"])
        #expect(room.shownIn == "chats, or the selected tab if it is spaces or search")
        #expect(catalogue.json().contains("\"otherTabs\": [\n        \"spaces\",\n        \"search\"\n      ]")
                || catalogue.json().contains("\"otherTabs\":[\"spaces\",\"search\"]"), "\(catalogue.json())")
    }

    /// A nested pattern opens its whole chain (`[.signalList, .signal]`): only the tabs whose
    /// stacks show `SignalList` too can open it, however many other tabs push `Signal`.
    static let nestedInTabs = """
        app: { name: Lex, urlScheme: lex }
        tabs:
          - { id: lexicon, title: Lexicon, systemImage: book, root: Lexicon }
          - { id: signals, title: Signals, systemImage: list.bullet, root: SignalList }
          - { id: browse, title: Browse, systemImage: folder, root: Browse }
        screens:
          Lexicon: { deepLink: /lexicon, links: [ { push: Signal } ] }
          SignalList: { deepLink: /signals, links: [ { push: Signal } ] }
          Browse: { links: [ { push: SignalList } ] }
          Signal: { params: { id: Int }, deepLink: "/signals/{id}" }
        """

    @Test("a nested link opens on the tabs whose stacks show its whole chain, not on one that only pushes the screen")
    func aNestedLinkOpensWhereItsChainIs() throws {
        let catalogue = try #require(EvolutionFixtures.graph(Self.nestedInTabs, path: "Specs/app.yaml").map(DeepLinkCatalogue.init))
        let signal = try #require(catalogue.entries.first { $0.screen == "Signal" })
        #expect(signal.tab == "signals" && signal.otherTabs == ["browse"] && !signal.isTabRoot)
        #expect(signal.shownIn == "signals, or the selected tab if it is browse")
        #expect(catalogue.markdown().contains("| `/signals/{id}` | Signal | signals, or the selected tab if it is browse | "),
                "\(catalogue.markdown())")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(catalogue.json().utf8)) as? [String: Any])
        let links = try #require(object["deepLinks"] as? [[String: Any]])
        let json = try #require(links.first { $0["screen"] as? String == "Signal" })
        #expect(json["tab"] as? String == "signals" && json["otherTabs"] as? [String] == ["browse"], "\(json)")
        // The list's own link is the signals tab's root: it selects that tab, popped to the root,
        // even when Browse (which pushes it) is selected.
        let list = try #require(catalogue.entries.first { $0.screen == "SignalList" })
        #expect(list.tab == "signals" && list.otherTabs.isEmpty && list.isTabRoot)
        #expect(list.shownIn == "signals")
    }

    @Test("JSON says how each link's screen is shown: pushed, or the modal's presentation")
    func jsonPresentation() throws {
        let yaml = """
            app: { name: Shop, root: Home, urlScheme: shop }
            screens:
              Home: { links: [sheet: Cart, push: Product] }
              Cart: { presentation: sheet, stack: true, deepLink: /cart, links: [push: Item] }
              Item: { deepLink: /cart/item }
              Product: { deepLink: /product }
            """
        let catalogue = try #require(EvolutionFixtures.graph(yaml, path: "Specs/app.yaml").map(DeepLinkCatalogue.init))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(catalogue.json().utf8)) as? [String: Any])
        let links = try #require(object["deepLinks"] as? [[String: Any]])
        #expect(links.map { "\($0["pattern"] ?? "") \($0["presentation"] ?? "")" }
                == ["/cart sheet", "/cart/item push", "/product push"])
        // The table says where each opens: presented as a sheet, on its stack, on the app's stack.
        #expect(catalogue.markdown().contains("| `/cart` | Cart | a sheet |"))
        #expect(catalogue.markdown().contains("| `/cart/item` | Item | Cart (its own stack) |"))
        #expect(catalogue.markdown().contains("| `/product` | Product |  |"))
    }

    @Test func markdownTable() throws {
        let markdown = try #require(Self.catalogue).markdown()
        #expect(markdown.contains("| Pattern | Screen | Shown in | Params | Example |\n|---|---|---|---|---|\n"))
        #expect(markdown.contains("| `/search?q={q}` | Search | home | `q: String` (query `q`, required) | `shop://search?q=example`"))
        #expect(markdown.hasSuffix("|\n"))
    }

    @Test func jsonReadsBack() throws {
        let json = try #require(Self.catalogue).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["scheme"] as? String == "shop")
        let links = try #require(object["deepLinks"] as? [[String: Any]])
        #expect(links.map { $0["screen"] as? String } == ["Orders", "Product", "Search"])
    }

    /// A tool building its association file from the JSON gets exactly the components the
    /// `aasa` format has for each link in `aasaComponents`: `/orders` and `/orders/`, in that
    /// order; `components` is still version 1's object, the first of them.
    @Test func jsonComponentsAreTheAssociationFilesComponents() throws {
        let catalogue = try #require(Self.catalogue)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(catalogue.json().utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let links = try #require(object["deepLinks"] as? [[String: Any]])
        let listed = try links.map { try #require($0["aasaComponents"] as? [[String: Any]]) }
        let first = try links.map { try #require($0["components"] as? [String: Any]) }
        #expect(zip(first, listed).allSatisfy { NSDictionary(dictionary: $0).isEqual(to: $1[0]) })
        #expect(listed.map { $0.map { $0["/"] as? String } } == [["/orders", "/orders/"], ["/product/?*"], ["/search", "/search/"]])
        let aasa = try #require(try JSONSerialization.jsonObject(with: Data(catalogue.aasa(appID: "ABCDE12345.com.x.y").utf8)) as? [String: Any])
        let details = try #require((aasa["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        let opening = components.filter { $0["exclude"] == nil }
        #expect(opening.count == listed.joined().count)
        for component in opening {
            #expect(listed.joined().contains { NSDictionary(dictionary: $0).isEqual(to: component) }, "\(component)")
        }
    }

    /// What Apple documents about the file (Bundle Resources, `applinks`): `applinks.details` is
    /// a list of objects with `appIDs` (`<team id>.<bundle id>`) and `components`; a component
    /// holds only `/`, `?`, `#`, `exclude`, `comment`, `caseSensitive` and `percentEncoded`; `/`
    /// and `#` are pattern strings (`*` any characters, `?` one), `?` a pattern string or a
    /// dictionary from query item names to patterns; `exclude`, `caseSensitive` and
    /// `percentEncoded` are booleans, `comment` a string.
    static func aasaProblems(_ text: String) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            return ["not a JSON object"]
        }
        guard let applinks = root["applinks"] as? [String: Any], let details = applinks["details"] as? [[String: Any]],
              !details.isEmpty else { return ["no applinks.details list"] }
        var problems: [String] = []
        for detail in details {
            let unknown = Set(detail.keys).subtracting(["appID", "appIDs", "components", "defaults"])
            if !unknown.isEmpty { problems.append("unknown details keys \(unknown.sorted())") }
            guard let ids = detail["appIDs"] as? [String], !ids.isEmpty,
                  ids.allSatisfy(DeepLinkCatalogue.isAppID) else { problems.append("bad appIDs"); continue }
            guard let components = detail["components"] as? [[String: Any]] else { problems.append("no components"); continue }
            for component in components {
                let keys = Set(component.keys)
                let extra = keys.subtracting(["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"])
                if !extra.isEmpty { problems.append("unknown component keys \(extra.sorted())") }
                if let path = component["/"] {
                    if let path = path as? String {
                        if !path.hasPrefix("/") { problems.append("path '\(path)' does not start with /") }
                    } else { problems.append("'/' is not a string") }
                }
                if let query = component["?"], !(query is String) {
                    if let items = query as? [String: Any] {
                        if !items.values.allSatisfy({ $0 is String }) { problems.append("'?' values are not strings") }
                    } else { problems.append("'?' is neither a string nor a dictionary") }
                }
                if let comment = component["comment"], !(comment is String) { problems.append("comment is not a string") }
                for flag in ["exclude", "caseSensitive", "percentEncoded"] where component[flag] != nil {
                    if !(component[flag] is Bool) { problems.append("\(flag) is not a boolean") }
                }
            }
        }
        return problems
    }

    @Test func aasaFollowsApplesFormat() throws {
        let text = try #require(Self.catalogue).aasa(appID: "ABCDE12345.com.example.shop")
        #expect(Self.aasaProblems(text).isEmpty, "\(Self.aasaProblems(text))")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let details = try #require((root["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        #expect(components.map { $0["/"] as? String }
                == ["/?*/?*/?*", "/product/?*", "/?*/?*", "/orders", "/orders/", "/search", "/search/"])
        #expect(components.map { $0["exclude"] as? Bool } == [true, nil, true, nil, nil, nil, nil])
        #expect((components[5]["?"] as? [String: String]) == ["q": "*"] && (components[6]["?"] as? [String: String]) == ["q": "*"])
        #expect(components[1]["?"] == nil, "an optional query item is not matched on")
        // The validator itself rejects what Apple does not document.
        #expect(!Self.aasaProblems(#"{"applinks":{"details":[{"appIDs":["x"],"components":[{"path":"/a"}]}]}}"#).isEmpty)
    }

    /// iOS tries the components in order and stops at the first that matches (`*`: any characters,
    /// `/` included; `?`: one character): the file opens the app for exactly the paths the
    /// generated `handle(_:)` accepts, so a deeper web page of the same site stays on the web.
    @Test func aasaOpensTheAppForExactlyTheDeepLinks() throws {
        let shop = EvolutionFixtures.shop.replacingOccurrences(
            of: "    deepLink: /product/{id}\n", with: "    deepLink: /product/{id}\n    links: [ { push: Reviews } ]\n")
        let yaml = shop + """
              Reviews:
                params: { id: Int }
                deepLink: /product/{id}/reviews
            """
        let catalogue = try #require(EvolutionFixtures.graph(yaml, path: "Specs/app.yaml").map(DeepLinkCatalogue.init))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(catalogue.aasa(appID: "A.b").utf8)) as? [String: Any])
        let details = try #require((root["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        let opens: [(String, Bool)] = [
            ("/product/42", true), ("/product/42/", true), ("/product/42/reviews", true), ("/orders", true),
            ("/search?q=shoes", true), ("/product/42/photos", false), ("/product/42/reviews/7", false),
            ("/product/", false), ("/product", false), ("/orders/7", false), ("/search", false), ("/about", false),
            // One trailing `/`, as `handle(_:)` takes it.
            ("/orders/", true), ("/product/42/reviews/", true), ("/search/?q=shoes", true), ("/orders//", false),
            ("/product/42/reviews//", false),
        ]
        for (url, expected) in opens {
            #expect(Self.opensApp(url, components) == expected, "\(url)")
        }
    }

    /// Whether iOS opens the app for a path (with its query) under Apple's matching rules.
    static func opensApp(_ url: String, _ components: [[String: Any]]) -> Bool {
        let parts = url.split(separator: "?", maxSplits: 1).map(String.init)
        let items = parts.count > 1 ? parts[1].split(separator: "&").map { $0.split(separator: "=", maxSplits: 1).map(String.init) } : []
        for component in components {
            guard matches(parts[0], component["/"] as? String ?? "*") else { continue }
            if let query = component["?"] as? [String: String],
               !query.allSatisfy({ name, pattern in items.contains { $0[0] == name && matches($0.count > 1 ? $0[1] : "", pattern) } }) {
                continue
            }
            return component["exclude"] as? Bool != true
        }
        return false
    }

    /// Apple's pattern: `*` zero or more characters, `?` exactly one, anything else itself.
    static func matches(_ text: String, _ pattern: String) -> Bool {
        let (text, pattern) = (Array(text), Array(pattern))
        func match(_ t: Int, _ p: Int) -> Bool {
            guard p < pattern.count else { return t == text.count }
            switch pattern[p] {
            case "*": return (t...text.count).contains { match($0, p + 1) }
            case "?": return t < text.count && match(t + 1, p + 1)
            default: return t < text.count && text[t] == pattern[p] && match(t + 1, p + 1)
            }
        }
        return match(0, 0)
    }

    /// The formats each need their setting; the note's suggested scheme is a valid one.
    @Test func formatsThatNeedASetting() throws {
        let catalogue = try #require(Self.catalogue)
        #expect(LinksFormat.allCases.compactMap(catalogue.problem(writing:)).isEmpty)
        var bare = catalogue
        bare.domains = []
        bare.scheme = nil
        #expect(bare.problem(writing: .aasa)?.id == "links.no_universal_links")
        #expect(bare.problem(writing: .plist)?.id == "links.no_url_scheme")
        #expect(bare.problem(writing: .markdown) == nil && bare.problem(writing: .json) == nil)
        for (name, scheme) in [("Food Truck", "foodtruck"), ("2Do", "app2do"), ("Café", "caf"), ("中文", "app")] {
            bare.appName = name
            let note = try #require(bare.problem(writing: .plist)?.notes.first?.message)
            #expect(note.hasSuffix("'urlScheme: \(scheme)'"), "\(name): \(note)")
        }
    }

    @Test func appIDs() {
        #expect(DeepLinkCatalogue.isAppID("ABCDE12345.com.example.shop"))
        #expect(!DeepLinkCatalogue.isAppID("com.example.shop"))
        #expect(!DeepLinkCatalogue.isAppID("abcde12345.com.example"))
        #expect(!DeepLinkCatalogue.isAppID("ABCDE12345."))
    }

    static var hasPython: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }

    @Test(.enabled(if: DeepLinkCatalogueTests.hasPython, "no python3")) func plistReadsWithPlistlib() async throws {
        let plist = try #require(Self.catalogue).plist(appID: "ABCDE12345.com.example.shop")
        try await SwiftToolchain.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("Info.plist")
            try Data(plist.utf8).write(to: file)
            let script = """
                import plistlib, sys
                with open(sys.argv[1], 'rb') as f: p = plistlib.load(f)
                t = p['CFBundleURLTypes'][0]
                assert t['CFBundleURLSchemes'] == ['shop'], t
                assert t['CFBundleURLName'] == 'com.example.shop', t
                assert t['CFBundleTypeRole'] == 'Editor', t
                print('ok')
                """
            let run = try await SwiftToolchain.run(executable: URL(fileURLWithPath: "/usr/bin/python3"),
                                             arguments: ["-c", script, file.path], timeout: 60)
            #expect(run.status == 0 && run.stdout == "ok\n", "\(run)")
        }
    }

    @Test func outputIsDeterministic() throws {
        let first = try #require(Self.catalogue)
        let second = try #require(Self.catalogue)
        for format in LinksFormat.allCases {
            #expect(first.render(format, appID: "ABCDE12345.com.example.shop")
                == second.render(format, appID: "ABCDE12345.com.example.shop"))
        }
    }
}
