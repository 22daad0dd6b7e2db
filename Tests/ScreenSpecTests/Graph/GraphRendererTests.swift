import Foundation
import Testing
@testable import ScreenSpec

@Suite("graph renderers")
struct GraphRendererTests {
    @Test("each example app matches its golden graph in every format", arguments: GraphFixtures.exampleApps)
    func goldens(app: String) throws {
        let graph = try #require(GraphFixtures.exampleGraph(app))
        for format in GraphFormat.allCases {
            let text = try renderGraph(graph, format: format)
            Golden.assert(text, matches: "Graph/\(app).\(Self.fileExtension(format))")
        }
    }

    @Test("the DOT of each example app is accepted by Graphviz", arguments: GraphFixtures.exampleApps)
    func dotIsValid(app: String) async throws {
        guard GraphvizCheck.dotPath != nil else {
            print("skipped: Graphviz `dot` is not on PATH (apt-get install graphviz)")
            return
        }
        let graph = try #require(GraphFixtures.exampleGraph(app))
        for tab in [nil] + graph.tabStacks.compactMap(\.tabID) {
            let result = try await GraphvizCheck.validate(try renderGraph(graph, format: .dot, tab: tab))
            #expect(result.status == 0, "dot failed for \(app) \(tab ?? "(all)"): \(result.errors)")
            #expect(!result.errors.contains("Warning"), "dot warned for \(app): \(result.errors)")
        }
    }

    @Test("the JSON of each example app is valid JSON with the documented keys", arguments: GraphFixtures.exampleApps)
    func jsonShape(app: String) throws {
        let graph = try #require(GraphFixtures.exampleGraph(app))
        let text = try renderGraph(graph, format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect(nodes.count == graph.spec.screens.count)
        for node in nodes {
            for key in ["id", "title", "tabs", "stacks", "params", "deepLink", "reachable", "witness"] {
                #expect(node.keys.contains(key), "node without \(key)")
            }
        }
        let kinds = Set(NavigationEdge.Kind.allCases.map(\.rawValue))
        for edge in edges {
            #expect(Set(edge.keys).isSuperset(of: ["from", "to", "kind", "via"]))
            #expect(kinds.contains(edge["kind"] as? String ?? ""))
        }
    }

    @Test("the modal a tab's action presents is drawn as an entry point")
    func actionTabModalIsAnEntry() throws {
        let graph = try #require(GraphFixtures.graph(yaml: """
            app: { name: Demo }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: donate, title: Support, systemImage: heart, action: { present: Donate } }
            screens:
              Home: { links: [ { sheet: Other } ] }
              Donate: { presentation: sheet }
              Other: { presentation: sheet }
            """))
        #expect(try renderGraph(graph, format: .mermaid).contains("class Home,Donate entry"))
        let dot = try renderGraph(graph, format: .dot)
        #expect(dot.contains("\"Donate\" [label=<<b>Donate</b>>, peripheries=2"), "\(dot)")
        #expect(!dot.contains("\"Other\" [label=<<b>Other</b>>, peripheries=2"), "\(dot)")
    }

    @Test("a tab with an action is a node of its own with a 'present' edge to its modal, in every format")
    func actionTabIsDrawn() async throws {
        let graph = try #require(GraphFixtures.graph(yaml: """
            app: { name: Viewer, tabStyle: splitView }
            tabs:
              - { id: insights, title: Insights, systemImage: chart.bar, root: Insights, section: Apps }
              - { id: logOut, title: Log Out, systemImage: xmark, action: { present: LogOutConfirm }, section: Meta }
            screens:
              Insights: { links: [ { sheet: Editor } ] }
              Editor: { presentation: sheet }
              LogOutConfirm:
                presentation: alert
                title: Log out?
                buttons: [ { label: Log Out, role: destructive, action: { custom: logOut } } ]
            """))
        let mermaid = try renderGraph(graph, format: .mermaid)
        #expect(mermaid.contains("\n    tab_logOut([\"Log Out sidebar row\"])\n"), "\(mermaid)")
        #expect(mermaid.contains("\n    tab_logOut -.->|\"present\"| LogOutConfirm\n    Insights -.->|\"sheet\"| Editor\n"),
                "\(mermaid)")
        #expect(mermaid.contains("\n    class tab_logOut tap\n    linkStyle 0,1 stroke-dasharray:6 4\n"), "\(mermaid)")

        let dot = try renderGraph(graph, format: .dot)
        #expect(dot.contains("\n    \"tab:logOut\" [label=\"Log Out sidebar row\", shape=tab, "), "\(dot)")
        #expect(dot.contains("\n    { rank=same; \"Insights\"; \"tab:logOut\"; }\n"), "the tab lines up with the roots: \(dot)")
        #expect(dot.contains("\n    \"tab:logOut\" -> \"LogOutConfirm\" [style=dashed, label=\"present\"];\n"), "\(dot)")
        if GraphvizCheck.dotPath != nil {
            let result = try await GraphvizCheck.validate(dot)
            #expect(result.status == 0 && !result.errors.contains("Warning"), "\(result.errors)")
        }

        let json = try renderGraph(graph, format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let edges = try #require(object["edges"] as? [[String: Any]])
        let tap = try #require(edges.first)
        #expect(tap["from"] is NSNull && tap["to"] as? String == "LogOutConfirm" && tap["kind"] as? String == "present"
                && tap["tab"] as? String == "logOut", "\(tap)")
        #expect(tap["via"] as? [String: String] == ["type": "tab", "title": "Log Out"])
        #expect(edges.count == 2)

        // A tab's slice holds no tab with an action.
        let slice = try renderGraph(graph, format: .mermaid, tab: "insights")
        #expect(!slice.contains("tab_logOut"), "\(slice)")
        #expect(!(try renderGraph(graph, format: .json, tab: "insights")).contains("\"tab\" : \"logOut\""))
    }

    @Test("rendering is deterministic")
    func deterministic() throws {
        let first = try #require(GraphFixtures.exampleGraph("Cities"))
        let second = try #require(GraphFixtures.exampleGraph("Cities"))
        for format in GraphFormat.allCases {
            #expect(try renderGraph(first, format: format) == renderGraph(second, format: format))
        }
    }

    static func fileExtension(_ format: GraphFormat) -> String {
        switch format {
        case .mermaid: return "mmd"
        case .dot: return "dot"
        case .json: return "json"
        }
    }
}

@Suite("graph slices")
struct GraphSliceTests {
    @Test("--tab keeps the tab's stack, its modals and the one-hop targets outside")
    func citiesTab() throws {
        let graph = try #require(GraphFixtures.exampleGraph("Cities"))
        let slice = try GraphSlice(graph, tab: "cities")
        let shown = slice.screens.map(\.id.value)
        // The stack (CityList, CityDetail), its modals (AddCity with its stack's CityPreview,
        // CityMap), and what toolbar actions reach outside (Home by popToRoot, Profile by open).
        #expect(shown == ["Home", "CityList", "CityDetail", "Profile", "AddCity", "CityPreview", "CityMap"])
        #expect(slice.clusters.first?.id == "tab:cities")
        #expect(slice.clusters.first?.screens == ["CityList", "CityDetail"])
        // Only edges leaving the tab's own context are drawn: none from Home or Profile.
        #expect(!slice.edges.contains { $0.from == "Home" || $0.from == "Profile" })
        #expect(slice.edges.contains { $0.kind == .deepLink && $0.to == "CityDetail" })
        #expect(!slice.edges.contains { $0.kind == .deepLink && $0.to == "Profile" })
    }

    @Test("an unknown tab is an error with a suggestion")
    func unknownTab() throws {
        let graph = try #require(GraphFixtures.exampleGraph("Cities"))
        #expect(throws: GraphError.unknownTab("citis", known: ["home", "cities", "favorites", "settings"])) {
            try renderGraph(graph, format: .mermaid, tab: "citis")
        }
        let error = GraphError.unknownTab("citis", known: ["home", "cities", "favorites", "settings"])
        #expect(error.suggestion == "cities")
        #expect(error.description == "unknown tab 'citis' (tabs: home, cities, favorites, settings)")
    }

    @Test("a single-stack app has no tabs to slice")
    func singleStackTab() throws {
        let graph = try #require(GraphFixtures.exampleGraph("Cars"))
        #expect(throws: GraphError.unknownTab("main", known: [])) {
            try GraphSlice(graph, tab: "main")
        }
        #expect(GraphError.unknownTab("main", known: []).description == "unknown tab 'main': the app has no tabs")
    }

    @Test("a tab slice matches its golden file in every format")
    func sliceGoldens() throws {
        let graph = try #require(GraphFixtures.exampleGraph("Cities"))
        for format in GraphFormat.allCases {
            let text = try renderGraph(graph, format: format, tab: "cities")
            Golden.assert(text, matches: "Graph/Cities-tab-cities.\(GraphRendererTests.fileExtension(format))")
        }
    }

    @Test("a screen in several stacks is drawn once, in its first stack")
    func placement() throws {
        let graph = try #require(GraphFixtures.exampleGraph("PopToRoot"))
        let slice = try GraphSlice(graph)
        #expect(slice.clusters.map(\.id) == ["tab:first", "tab:second"])
        #expect(slice.clusters[0].screens == ["FirstRoot", "Level1", "Level2", "Level3"])
        #expect(slice.clusters[1].screens == ["SecondRoot"])
        // Sliced to the second tab, the shared levels move into its cluster.
        let second = try GraphSlice(graph, tab: "second")
        #expect(second.clusters.first?.screens == ["SecondRoot", "Level1", "Level2", "Level3"])
    }

    @Test("a tab's root is drawn in its own tab's cluster, even where an earlier tab pushes it")
    func tabRootInItsOwnCluster() throws {
        let graph = try #require(GraphFixtures.graph(yaml: TabRootDeepLinkTests.spec(shared: false)))
        let slice = try GraphSlice(graph)
        #expect(slice.clusters.map(\.id) == ["tab:search", "tab:home", "tab:library"])
        #expect(slice.clusters.map(\.screens) == [["Search"], ["Home", "Detail"], ["Library"]])
        #expect(DOTRenderer().render(slice).contains("cluster_tab:library"))
    }

    @Test("--tab draws a screen another tab also pushes in its own context's stack, and only the deep links that open there")
    func sharedScreenInModalStack() throws {
        let graph = try #require(GraphFixtures.graph(yaml: """
            app: { name: Movies, urlScheme: movies }
            tabs:
              - { id: movies, title: Movies, systemImage: film, root: Home }
              - { id: discover, title: Discover, systemImage: star, root: Discover }
            screens:
              Home:
                links: [{ push: Detail }]
              Detail:
                params: { id: Int }
                deepLink: /movie/{id}
                links: [{ push: People }]
              People:
                params: { id: Int }
                deepLink: /people/{id}
              Discover:
                links: [{ sheet: Picked }]
              Picked:
                presentation: sheet
                stack: true
                deepLink: /picked
                links: [{ push: Detail }, { push: Note }]
              Note:
                deepLink: /picked/note
            """))
        let slice = try GraphSlice(graph, tab: "discover")
        #expect(slice.clusters.map(\.id) == ["tab:discover", "modal:Picked"])
        #expect(slice.clusters.last?.screens == ["Picked", "Detail", "People", "Note"])
        // `/movie/{id}` and `/people/{id}` open on the movies tab's stack; the sheet and the
        // link nested in its pattern open in the discover tab's context.
        let linked = slice.edges.filter { $0.kind == .deepLink }.map(\.to)
        #expect(linked == ["Picked", "Note"])
        for format in [GraphFormat.mermaid, .dot] {
            let text = try renderGraph(graph, format: format, tab: "discover")
            #expect(!text.contains("tab_movies") && !text.contains("tab:movies"))
            #expect(!text.contains("/movie/{id}") && text.contains("/picked/note"))
        }
        // The movies tab's own slice keeps them, in its stack.
        let movies = try GraphSlice(graph, tab: "movies")
        #expect(movies.clusters.first?.screens == ["Home", "Detail", "People"])
        #expect(movies.edges.filter { $0.kind == .deepLink }.map(\.to) == ["Detail", "People"])
    }

    @Test("--tab draws a nested link only where its chain opens: a tab that pushes the screen alone does not show it")
    func nestedLinkInTheTabOfItsChain() throws {
        let graph = try #require(GraphFixtures.graph(yaml: """
            app: { name: Lex, urlScheme: lex }
            tabs:
              - { id: lexicon, title: Lexicon, systemImage: book, root: Lexicon }
              - { id: signals, title: Signals, systemImage: list.bullet, root: SignalList }
            screens:
              Lexicon: { deepLink: /lexicon, links: [ { push: Signal } ] }
              SignalList: { deepLink: /signals, links: [ { push: Signal } ] }
              Signal: { params: { id: Int }, deepLink: "/signals/{id}" }
            """))
        // `/signals/{id}` opens `[.signalList, .signal]`, which only the signals tab's stack shows.
        let lexicon = try GraphSlice(graph, tab: "lexicon")
        #expect(lexicon.clusters.first?.screens == ["Lexicon", "Signal"])
        #expect(lexicon.edges.filter { $0.kind == .deepLink }.map(\.to) == ["Lexicon"])
        let signals = try GraphSlice(graph, tab: "signals")
        #expect(signals.edges.filter { $0.kind == .deepLink }.map(\.to) == ["SignalList", "Signal"])
    }

    @Test("edges declared twice are drawn once")
    func deduplication() throws {
        let graph = try #require(GraphFixtures.graph(yaml: """
            app: { name: Dup, root: Start }
            screens:
              Start:
                links:
                  - push: Next
                  - push: Next
              Next: {}
            """))
        let slice = try GraphSlice(graph)
        #expect(graph.edges.count == 2)
        #expect(slice.edges.count == 1)
        let mermaid = MermaidRenderer().render(slice)
        #expect(mermaid.components(separatedBy: "Start --> Next").count == 2)
    }

    @Test("unreachable screens are marked red")
    func unreachable() throws {
        let graph = try #require(GraphFixtures.graph(yaml: """
            app: { name: Lost, root: Start }
            screens:
              Start: {}
              Orphan: {}
            """))
        let slice = try GraphSlice(graph)
        #expect(slice.looseScreens == ["Orphan"])
        #expect(MermaidRenderer().render(slice).contains("class Orphan unreachable"))
        #expect(DOTRenderer().render(slice).contains("\"Orphan\" [label=<<b>Orphan</b>>, color=\"#c5221f\""))
        let json = GraphJSONRenderer().render(slice)
        #expect(json.contains("\"reachable\": false"))
        #expect(json.contains("\"witness\": null"))
    }

    @Test("JSON: each entry of a toolbar item's menu has its own via, told apart by menuPath")
    func menuEntriesHaveTheirOwnVia() throws {
        let graph = try #require(GraphFixtures.graph(yaml: """
            app: { name: Harbour, root: Containers }
            toolbars:
              containersMore:
                - id: more
                  systemImage: ellipsis.circle
                  menu:
                    - { label: Changes, action: { present: Changes } }
                    - { label: Settings, action: { present: Settings } }
                    - label: Again
                      menu:
                        - { label: Settings, action: { present: Settings } }
                - id: add
                  systemImage: plus
                  action: { present: Settings }
            screens:
              Containers:
                toolbar: containersMore
              Changes: { presentation: sheet }
              Settings: { presentation: sheet }
            """))
        let text = GraphJSONRenderer().render(try GraphSlice(graph))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let edges = try #require(object["edges"] as? [[String: Any]])
        let vias = edges.compactMap { $0["via"] as? [String: Any] }.filter { $0["type"] as? String == "toolbarItem" }
        let described = vias.map { via in
            "\(via["item"] ?? "-") \(via["index"] ?? "-") " + ((via["menuPath"] as? [Int]).map { "\($0)" } ?? "null")
        }
        #expect(described.sorted() == ["add 1 null", "more 0 [0]", "more 0 [1]", "more 0 [2, 0]"], "\(vias)")
    }

    @Test("Mermaid and DOT: a menu entry's edge names the entry, so two entries read apart")
    func menuEntriesAreNamedOnTheirEdges() throws {
        let graph = try #require(GraphFixtures.graph(yaml: """
            app: { name: Harbour, root: Containers }
            toolbars:
              main:
                - id: more
                  systemImage: ellipsis.circle
                  menu:
                    - { label: Changes, action: { present: Changes } }
                    - label: Share
                      menu:
                        - { systemImage: gear, action: { present: Settings } }
            screens:
              Containers: { toolbar: main }
              Changes: { presentation: sheet }
              Settings: { presentation: sheet }
            """))
        let slice = try GraphSlice(graph)
        let mermaid = MermaidRenderer().render(slice)
        #expect(mermaid.contains("Containers -.->|\"main.more › “Changes”: present\"| Changes"), "\(mermaid)")
        #expect(mermaid.contains("Containers -.->|\"main.more › “Share” › “gear”: present\"| Settings"), "\(mermaid)")
        let dot = DOTRenderer().render(slice)
        #expect(dot.contains("label=\"main.more › “Changes”: present\""), "\(dot)")
    }
}

@Suite("graph sanitising")
struct GraphSanitisingTests {
    static let oddSpec = """
        app: { name: Odd, root: Start, urlScheme: odd }
        screens:
          Start:
            title: "Say \\"hi\\" <b>now</b> & #1 `x` \\\\ end"
            links:
              - push: End
              - sheet: Modal
          End:
            title: "Café ☕️ 東京 | a → b"
            deepLink: /end
          Modal:
            presentation: sheet
            title: "{a} [b] (c) %% d"
        """

    @Test("Mermaid labels quote and escape odd titles, and avoid reserved ids")
    func mermaid() throws {
        let graph = try #require(GraphFixtures.graph(yaml: Self.oddSpec))
        let text = try renderGraph(graph, format: .mermaid)
        #expect(text.contains(#"Start[["Start<br/>Say #quot;hi#quot; #lt;b#gt;now#lt;/b#gt; #amp; #35;1 #96;x#96; \ end"]]"#))
        // `End` is kept: only the lower-case `end` keyword breaks a chart.
        #expect(text.contains("End[\"End<br/>Café ☕️ 東京 | a → b\"]"))
        // `%%{init: …}%%` would be a directive anywhere in the chart: `%` is an entity code.
        #expect(text.contains(#"Modal("Modal<br/>{a} [b] (c) #37;#37; d")"#))
        #expect(text.contains(#"url(("odd://"))"#))
        #expect(!text.contains("<b>"))
    }

    @Test("Mermaid ids that are keywords or not plain are replaced by unique names")
    func mermaidIDs() {
        var names = NameAllocator(isUsable: MermaidRenderer.isPlainID)
        #expect(names.allocate("end", fallback: "screen") == "screen_end")
        #expect(names.allocate("Fine", fallback: "screen") == "Fine")
        #expect(names.allocate("Fine", fallback: "screen") == "Fine_2")
        #expect(names.allocate("tab:home", fallback: "stack") == "stack_tab_home")
        #expect(names.allocate("Café", fallback: "screen") == "screen_Caf_")
        #expect(MermaidRenderer.isPlainID("End"))
        #expect(!MermaidRenderer.isPlainID("end"))
        #expect(!MermaidRenderer.isPlainID("2D"))
        #expect(!MermaidRenderer.isPlainID("subgraph"))
        #expect(!MermaidRenderer.isPlainID("styleGuide"))
        #expect(MermaidRenderer.isPlainID("Style"))
        #expect(MermaidRenderer.isPlainID("endpoint"))
    }

    @Test("DOT ids and labels escape quotes, backslashes and markup")
    func dot() async throws {
        let graph = try #require(GraphFixtures.graph(yaml: Self.oddSpec))
        let text = try renderGraph(graph, format: .dot)
        #expect(text.contains(#"label=<<b>Start</b><br/><font point-size="10">Say &quot;hi&quot; &lt;b&gt;now&lt;/b&gt; &amp; #1 `x` &#92; end</font>>"#))
        #expect(text.contains("<font point-size=\"10\">Café ☕️ 東京 | a → b</font>"))
        #expect(DOTRenderer.quote(#"a "b" \N"#) == #""a \"b\" \\N""#)
        #expect(DOTRenderer.quote("line\nbreak") == "\"line break\"")
        if GraphvizCheck.dotPath != nil {
            let result = try await GraphvizCheck.validate(text)
            #expect(result.status == 0, "dot failed: \(result.errors)")
        } else {
            print("skipped the Graphviz check: `dot` is not on PATH")
        }
    }

    @Test("an empty title draws no second line, and an empty tab title is the tab's id")
    func emptyTitle() throws {
        let graph = try #require(GraphFixtures.graph(yaml: """
            app: { name: Demo }
            tabs:
              - { id: home, title: "", systemImage: house, root: Home }
              - { id: more, title: " ", systemImage: ellipsis, root: Detail }
            screens:
              Home: { links: [ { push: Detail } ] }
              Detail: { title: "" }
            """))
        let mermaid = try renderGraph(graph, format: .mermaid)
        #expect(mermaid.contains(#"Detail[["Detail"]]"#) && !mermaid.contains("<br/>"), "\(mermaid)")
        #expect(mermaid.contains(#"["home tab"]"#) && mermaid.contains(#"["more tab"]"#), "\(mermaid)")
        let dot = try renderGraph(graph, format: .dot)
        #expect(!dot.contains("<font point-size=\"10\"></font>") && !dot.contains("<br/>"), "\(dot)")
        let json = try renderGraph(graph, format: .json)
        #expect(json.contains(#""title": """#) || json.contains(#""title":"""#), "JSON keeps the title as written")
    }

    @Test("JSON keeps odd titles exactly")
    func json() throws {
        let graph = try #require(GraphFixtures.graph(yaml: Self.oddSpec))
        let text = try renderGraph(graph, format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.first?["title"] as? String == #"Say "hi" <b>now</b> & #1 `x` \ end"#)
        #expect(nodes.dropFirst().first?["title"] as? String == "Café ☕️ 東京 | a → b")
    }
}
