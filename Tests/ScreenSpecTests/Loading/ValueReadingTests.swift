import ScreenSpec
import Testing

/// Scalars read by the type the field expects (SpecFormat.md §2), params and defaults (§7), and
/// every action and link verb reaching the model.
@Suite struct ValueReadingTests {
    static let app = LoaderDiagnosticTests.app

    /// The params of the only screen of a clean spec.
    static func params(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [ParamSpec] {
        let indented = yaml.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
        let spec = loadClean(app + "screens:\n  Home:\n    params:\n" + indented, sourceLocation: sourceLocation)
        return spec?.screens.first?.params ?? []
    }

    @Test func stringsAreTakenAsWrittenWhateverYAMLWouldGuess() throws {
        let spec = try #require(loadClean(Self.app + """
            tabs: ~
            screens:
              Home:
                title: No
              A: { title: 10 }
              B: { title: 1.5e3 }
              C: { title: "null" }
              D: { title: '' }
              E:
                title: >
                  Folded
                  text
              F: { title: true }
            """))
        #expect(spec.screens.map { $0.title?.value } == ["No", "10", "1.5e3", "null", "", "Folded text\n", "true"])
    }

    @Test func emptyValuesMeanNotSet() throws {
        let spec = try #require(loadClean(Self.app + """
            screens:
              Home:
                title:
                view: ~
                titleDisplayMode: null
                toolbar: NULL
                search:
                params:
                links:
                stack: Null
              About:
            """))
        let home = spec.screens[0]
        #expect(home.title == nil && home.view == nil && home.titleDisplayMode == nil && home.toolbars.isEmpty)
        #expect(home.search == nil && home.params.isEmpty && home.links.isEmpty && home.stack == nil)
        #expect(spec.screens.map(\.id.value) == ["Home", "About"])
    }

    @Test func anEmptySearchMappingIsSearchable() throws {
        let spec = try #require(loadClean(Self.app + "screens:\n  Home:\n    search: {}\n"))
        let search = try #require(spec.screens.first?.search)
        #expect(search.prompt == nil && search.placement == nil)
        #expect(search.location.description == "spec.yaml:6:5")
    }

    @Test(arguments: [("true", true), ("True", true), ("TRUE", true), ("false", false), ("False", false),
                      ("FALSE", false)])
    func booleansAreTheCoreForms(written: String, expected: Bool) throws {
        let spec = try #require(loadClean(Self.app + "  reselectPopsToRoot: \(written)\nscreens:\n  Home: {}\n"))
        #expect(spec.app.reselectPopsToRoot?.value == expected)
    }

    @Test func paramTypesInTheirForms() {
        let params = Self.params("""
            a: String
            b: Int?
            c: Car.ID
            d: ServiceEntry?
            e: { type: Date }
            f: { type: "URL?" }
            """)
        #expect(params.map(\.name.value) == ["a", "b", "c", "d", "e", "f"])
        #expect(params.map(\.type.value) == [
            ParamType(name: "String"), ParamType(name: "Int", isOptional: true), ParamType(name: "Car.ID"),
            ParamType(name: "ServiceEntry", isOptional: true), ParamType(name: "Date"),
            ParamType(name: "URL", isOptional: true),
        ])
        #expect(params.map(\.isRequired) == [true, false, true, false, true, false])
        #expect(params[0].location.description == "spec.yaml:7:7")
        #expect(params[0].type.location.description == "spec.yaml:7:10")
    }

    @Test func defaultsAreReadByTheParamsType() {
        let params = Self.params("""
            a: { type: Int, default: -12 }
            b: { type: Int?, default: +3 }
            c: { type: Double, default: 2 }
            d: { type: Double, default: -1.5e-3 }
            e: { type: Bool, default: TRUE }
            f: { type: String, default: 10 }
            g: { type: String, default: "quoted" }
            h: { type: UUID, default: 6f9619ff-8b86-d011-b42d-00c04fc964ff }
            i: { type: URL, default: "https://example.com/a?b=c" }
            j: { type: Int?, default: ~ }
            k: { type: String?, default: "" }
            l: { type: Int64, default: -9000000000 }
            m: { type: UInt8?, default: 255 }
            n: { type: Float, default: 1.5 }
            o: { type: CGFloat, default: 2 }
            """)
        #expect(params.map { $0.defaultValue?.value } == [
            "-12", "+3", "2", "-1.5e-3", "true", "10", "quoted", "6f9619ff-8b86-d011-b42d-00c04fc964ff",
            "https://example.com/a?b=c", nil, "", "-9000000000", "255", "1.5", "2",
        ])
        #expect(params[9].isRequired == false)
    }

    @Test func defaultsThatDoNotFitTheirTypeAreTypeMismatches() {
        expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                params:
                  a: { type: Int, default: ↓10.0 }
                  b: { type: Int, default: ↓0x10 }
                  c: { type: Int, default: ↓"10" }
                  d: { type: Int, default: ↓ten }
                  e: { type: Int, default: ↓99999999999999999999 }
                  f: { type: Double, default: ↓.inf }
                  g: { type: Double, default: ↓"1.0" }
                  h: { type: Double, default: ↓.5 }
                  i: { type: Bool, default: ↓yes }
                  j: { type: UUID, default: ↓not-a-uuid }
                  k: { type: URL, default: ↓example.com }
                  l: { type: URL, default: ↓"https://exa mple.com" }
                  m: { type: Date, default: ↓2024-01-01 }
                  n: { type: ServiceEntry, default: ↓x }
                  o: { type: String, default: ↓[a] }
                  p: { type: Date?, default: ↓now }
                  q: { type: UInt8, default: ↓256 }
                  r: { type: UInt, default: ↓-1 }
                  s: { type: Float, default: ↓1e39 }
                  t: { type: Int16, default: ↓"3" }
                  u: { type: Int64, default: ↓1.5 }
                  v: { type: Data, default: ↓x }
            """, "spec.type_mismatch")
    }

    /// A number default out of its type's range names the range; a type that takes no default
    /// says what to do instead.
    @Test func numberDefaultsNameTheirRangeAndOtherTypesSayWhatToDo() {
        let outcome = loadSources([(path: "spec.yaml", text: Self.app + """
            screens:
              Home:
                params:
                  a: { type: UInt8, default: 256 }
                  b: { type: Zatoshi, default: 0 }
            """)])
        #expect(outcome.diagnostics.map(\.message) == [
            "'256' does not fit in a UInt8 (0...255)",
            "a param of type 'Zatoshi' cannot have a default in version 1",
        ])
        #expect(outcome.diagnostics.last?.notes.map(\.message) == [
            "leave 'default' out and have every link pass the value, or make the param optional ('Zatoshi?') so that it defaults to nil",
        ])
    }

    /// The messages name the type with its article (`an Int8`, `a UInt`), and a decimal number
    /// too large for a floating-point type does not fit, as an integer's does: it is a number.
    @Test func numberDefaultMessagesNameTheTypeWithItsArticle() {
        let outcome = loadSources([(path: "spec.yaml", text: Self.app + """
            screens:
              Home:
                params:
                  a: { type: Int8, default: 128 }
                  b: { type: Int64, default: "1" }
                  c: { type: UInt, default: -1 }
                  d: { type: Float, default: 1e39 }
                  e: { type: Double, default: 1e309 }
                  f: { type: Int32, default: [1] }
            """)])
        #expect(outcome.diagnostics.map(\.message) == [
            "'128' does not fit in an Int8 (-128...127)",
            "expected an Int64 default (a decimal integer), found the quoted string '1'",
            "'-1' does not fit in a UInt (0...18446744073709551615)",
            "'1e39' does not fit in a Float",
            "'1e309' does not fit in a Double",
            "expected an Int32 default, found a sequence",
        ])
    }

    @Test func aParamWithABadTypeIsLeftOutButItsNeighboursStay() {
        let outcome = loadSources([(path: "spec.yaml", text: Self.app + """
            screens:
              Home:
                params:
                  a: String
                  b: "Set<Int>"
                  c: { type: Int, default: x }
            """)])
        #expect(outcome.diagnostics.map(\.id) == ["spec.invalid_identifier", "spec.type_mismatch"])
        #expect(outcome.spec?.screens.first?.params.map(\.name.value) == ["a", "c"])
        // The wrong default (reported) is kept as written, so `c` is not taken for a required param.
        #expect(outcome.spec?.screens.first?.params.last?.defaultValue?.value == "x")
        #expect(outcome.spec?.screens.first?.params.last?.isRequired == false)
    }

    @Test func everyActionVerbReachesTheModel() throws {
        let spec = try #require(loadClean(Self.app + """
            toolbars:
              all:
                - { label: a, action: popToRoot }
                - { label: b, action: { popToRoot: home } }
                - { label: c, action: { selectTab: favorites } }
                - { label: d, action: { open: Profile, tab: settings } }
                - { label: e, action: { open: About } }
                - { label: f, action: { push: Preferences } }
                - { label: g, action: { present: AddCar } }
                - { label: h, action: pop }
                - { label: i, action: dismiss }
                - { label: j, action: { custom: newFolder } }
                - { label: k, action: { open: About, tab: } }
                - { label: static }
            screens:
              Home: {}
            """))
        let items = try #require(spec.toolbars.first?.items)
        func text(_ action: ActionSpec?) -> String {
            switch action {
            case .popToRoot(let tab)?: return "popToRoot(\(tab?.value ?? "-"))"
            case .selectTab(let tab)?: return "selectTab(\(tab.value))"
            case .open(let screen, let tab)?: return "open(\(screen.value), \(tab?.value ?? "-"))"
            case .push(let screen)?: return "push(\(screen.value))"
            case .present(let screen)?: return "present(\(screen.value))"
            case .pop?: return "pop"
            case .dismiss?: return "dismiss"
            case .dismissAll?: return "dismissAll"
            case .custom(let name)?: return "custom(\(name.value))"
            case nil: return "none"
            }
        }
        #expect(items.map { text($0.action?.value) } == [
            "popToRoot(-)", "popToRoot(home)", "selectTab(favorites)", "open(Profile, settings)", "open(About, -)",
            "push(Preferences)", "present(AddCar)", "pop", "dismiss", "custom(newFolder)", "open(About, -)", "none",
        ])
        // An action's location is its value; a target's is its own scalar.
        #expect(items[1].action?.location.description == "spec.yaml:7:27")
        if case .popToRoot(let tab?)? = items[1].action?.value {
            #expect(tab.location.description == "spec.yaml:7:40")
        } else {
            Issue.record("expected popToRoot(home)")
        }
        #expect(items[0].location.description == "spec.yaml:6:7")
    }

    @Test func everyLinkVerbReachesTheModel() throws {
        let spec = try #require(loadClean(Self.app + """
            screens:
              Home:
                links:
                  - push: A
                  - sheet: B
                  - fullScreenCover: C
                  - { selectTab: home }
            """))
        let links = try #require(spec.screens.first?.links)
        #expect(links.map(\.kind) == [.push, .sheet, .fullScreenCover, .selectTab])
        #expect(links.map(\.target.value) == ["A", "B", "C", "home"])
        // A link's location is its verb's (where a fix-it to another verb goes).
        #expect(links.map(\.location.description) == ["spec.yaml:7:9", "spec.yaml:8:9", "spec.yaml:9:9",
                                                      "spec.yaml:10:11"])
        #expect(links.map(\.target.location.column) == [15, 16, 26, 22])
    }

    @Test func locationsFollowTheModelsContract() throws {
        let spec = try #require(loadClean("""
            app:
              name: Demo
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Home
            toolbars:
              main:
                - label: Hi
            screens:
              Home:
                toolbar: main
            """))
        #expect(spec.app.location.description == "spec.yaml:1:1")
        #expect(spec.app.name.location.description == "spec.yaml:2:9")
        #expect(spec.tabs[0].location.description == "spec.yaml:4:5")
        #expect(spec.tabs[0].id.location.description == "spec.yaml:4:9")
        #expect(spec.toolbars[0].location.description == "spec.yaml:9:3")
        #expect(spec.screens[0].location.description == "spec.yaml:12:3")
        #expect(spec.screens[0].id.location == spec.screens[0].location)
        #expect(spec.screens[0].toolbars.map(\.location.description) == ["spec.yaml:13:14"])
    }

    @Test func aliasedValuesPointAtTheAlias() throws {
        let spec = try #require(loadClean(Self.app + """
            screens:
              Home:
                title: &t Shared
              About:
                title: *t
            """))
        #expect(spec.screens.map { $0.title?.value } == ["Shared", "Shared"])
        #expect(spec.screens[1].title?.location.description == "spec.yaml:8:12")
    }
}

/// `systemImage`: an SF Symbol's name, which is never empty and has no spaces.
@Suite struct SymbolNameTests {
    @Test("an empty or spaced systemImage of a tab, toolbar item or menu item is an invalid value")
    func emptyAndSpacedNames() throws {
        let outcome = expectLoaderDiagnostics("""
            app: { name: Demo }
            tabs:
              - { id: a, title: A, systemImage: ↓house fill, root: Home }
              - { id: b, title: '', systemImage: ↓'', root: Home }
            toolbars:
              main:
                - id: x
                  placement: topBarTrailing
                  systemImage: ↓"  "
                  label: X
                - id: more
                  placement: topBarTrailing
                  label: More
                  menu:
                    - { label: Share, systemImage: square.and.arrow.up, action: pop }
                    - { label: Copy, systemImage: ↓doc on doc, action: pop }
            screens:
              Home: { toolbar: main }
            """, "spec.invalid_value", "spec.invalid_value", "spec.invalid_value", "spec.invalid_value")
        let diagnostics = outcome.diagnostics
        #expect(diagnostics.map(\.message) == [
            "'house fill' is no SF Symbol's name: symbol names have dots, not spaces",
            "an empty 'systemImage' shows no image: name an SF Symbol, such as 'house'",
            "an empty 'systemImage' shows no image: name an SF Symbol, such as 'house'",
            "'doc on doc' is no SF Symbol's name: symbol names have dots, not spaces",
        ])
        #expect(diagnostics.map { $0.fixIts.map(\.replacement) } == [["house.fill"], [], [], ["doc.on.doc"]])
    }
}

@Suite struct URLSchemeValueTests {
    @Test("a scheme written with the URL's punctuation gets a fix-it to the bare scheme; other wrong ones none",
          arguments: [("cork://", "cork"), ("'my.app:'", "my.app"), ("my_shop", nil), ("'://'", nil)])
    func schemeWithPunctuation(_ written: String, _ fix: String?) throws {
        let outcome = expectLoaderDiagnostics("app: { name: Cork, root: Home, urlScheme: ↓\(written) }\nscreens: { Home: {} }\n",
                                              "spec.invalid_value")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.fixIts.map(\.replacement) == (fix.map { [$0] } ?? []))
    }

    @Test("the web's schemes are invalid, at the value, with a note to use universalLinks",
          arguments: ["https", "HTTP"])
    func webScheme(_ written: String) throws {
        let outcome = expectLoaderDiagnostics("""
            app:
              name: Mail
              root: Inbox
              urlScheme: ↓\(written)
              universalLinks: [mail.example.com]
            screens:
              Inbox:
                links: [push: Thread]
              Thread:
                params: { uid: String }
                deepLink: /thread/{uid}
            """, "spec.invalid_value")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.message == "'\(written)' is the web's scheme, which an app cannot claim as its 'urlScheme'")
        #expect(diagnostic.notes.map(\.message).first?.hasPrefix("use 'universalLinks' for web links") == true,
                "\(diagnostic.notes.map(\.message))")
        #expect(diagnostic.notes.first?.location == diagnostic.location)
        #expect(diagnostic.fixIts.isEmpty)
        // The scheme is not the app's: none is registered or written into links.
        #expect(outcome.spec?.app.urlScheme == nil)
    }

    @Test("schemes the system owns are invalid, with a note that their URLs would not be deep links",
          arguments: ["mailto", "tel", "sms", "facetime", "facetime-audio", "file", "data", "about", "javascript",
                      "ftp", "ws", "wss", "Mailto"])
    func systemScheme(_ written: String) throws {
        let outcome = expectLoaderDiagnostics("app: { name: Mail, root: Home, urlScheme: ↓\(written) }\nscreens: { Home: {} }\n",
                                              "spec.invalid_value")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.message == "'\(written)' is a scheme the system owns, which an app cannot claim as its 'urlScheme'")
        let note = try #require(diagnostic.notes.first?.message)
        #expect(note.contains("'\(written.lowercased())://host/…' URLs") && note.contains("'onOpenURL'"), "\(note)")
        #expect(outcome.spec?.app.urlScheme == nil)
    }

    @Test("schemes that only begin like a system's are the app's own", arguments: ["mailtool", "https-app", "tele", "webshop"])
    func schemeLikeASystemOne(_ written: String) {
        #expect(loadClean("app: { name: Mail, root: Home, urlScheme: \(written) }\nscreens: { Home: {} }\n")?
            .app.urlScheme?.value == written)
    }
}

/// `verbatimStart`: where a value's own text starts, for rules that point inside it.
@Suite struct VerbatimStartTests {
    @Test func plainAndSimplyQuotedValuesHaveIt() throws {
        let spec = try #require(loadClean(LoaderDiagnosticTests.app + """
            screens:
              Home:
                title: "{name}"
                deepLink: /home
                view: HomeScreenView
              About:
                title: "a\\tb"
                titleDisplayMode: 'inline'
            """))
        let home = spec.screens[0]
        #expect(home.title?.verbatimStart?.description == "spec.yaml:6:13")
        #expect(home.deepLink?.verbatimStart?.description == "spec.yaml:7:15")
        #expect(home.view?.verbatimStart?.description == "spec.yaml:8:11")
        // An escape makes the source text differ from the value: no verbatim start.
        #expect(spec.screens[1].title?.verbatimStart == nil)
        #expect(spec.screens[1].titleDisplayMode?.verbatimStart?.description == "spec.yaml:11:24")
    }
}
