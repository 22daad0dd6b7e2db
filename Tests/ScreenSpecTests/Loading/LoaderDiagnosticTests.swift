import Foundation
import ScreenSpec
import Testing
import YAMLSource

/// One test (or more) per loader diagnostic, with the expected locations written as
/// `↓` markers in the YAML.
@Suite struct LoaderDiagnosticTests {
    /// A single-stack app with one screen, so a snippet appended to it is otherwise clean.
    static let app = """
        app:
          name: Demo
          root: Home

        """

    // MARK: yaml.*

    @Test func syntaxErrorIsReportedAtLibyamlsMarkWithItsContext() throws {
        let outcome = expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                title: "Paris
            ↓
            """, "yaml.syntax")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.message == "found unexpected end of stream")
        #expect(diagnostic.notes.map(\.message) == ["while scanning a quoted scalar"])
        #expect(diagnostic.notes.first?.location.line == 6)
        // The file could hold `app`, so its absence is not reported; nothing usable is left.
        #expect(outcome.loaded == nil)
    }

    @Test func syntaxErrorHidesMissingAppOnlyForTheBrokenFile() {
        expectLoaderDiagnostics(files: [
            (path: "a.yaml", text: "screens: [\n↓"),
            (path: "b.yaml", text: "screens:\n  Home: {}\n"),
        ], ids: ["yaml.syntax"])
    }

    @Test func duplicateKeyIsReportedOnceWithANoteAndTheFirstValueWins() throws {
        let outcome = expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                title: Welcome
                ↓title: { not: a string }
            """, "yaml.duplicate_key")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.notes.map(\.location.line) == [6])
        #expect(diagnostic.notes.map(\.location.column) == [5])
        #expect(outcome.spec?.screens.first?.title?.value == "Welcome")
    }

    @Test func duplicateScreenInOneFileIsADuplicateKeyNotADefinition() {
        expectLoaderDiagnostics(Self.app + """
            screens:
              Home: {}
              ↓Home: {}
            """, "yaml.duplicate_key")
    }

    @Test func billionLaughsEndsInALimit() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(aliases)]\n"
        }
        let outcome = loadSources([(path: "laughs.yaml", text: text)])
        #expect(outcome.diagnostics.map(\.id) == ["yaml.limit"])
        #expect(outcome.loaded == nil)
    }

    @Test func nestingDeeperThanTheLimitEndsInALimit() {
        let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n"
        let outcome = loadSources([(path: "deep.yaml", text: text)])
        #expect(outcome.diagnostics.map(\.id) == ["yaml.limit"])
        #expect(outcome.diagnostics.first?.location.column == 257)
    }

    @Test func aFileLargerThanTheLimitEndsInALimit() {
        let limits = YAMLLimits(maxBytes: 16)
        let outcome = loadSources([(path: "big.yaml", text: Self.app)], limits: limits)
        #expect(outcome.diagnostics.map(\.id) == ["yaml.limit"])
        #expect(outcome.diagnostics.first?.location == ScreenSpec.SourceLocation(file: "big.yaml", line: 1, column: 1))
    }

    @Test func invalidUTF8IsAnEncodingErrorAtItsPosition() {
        var bytes = Array((Self.app + "screens:\n  Home:\n    title: caf").utf8)
        bytes.append(0xE9)  // Latin-1 é
        bytes += Array("\n".utf8)
        let outcome = loadSources([SourceFile(path: "latin1.yaml", bytes: bytes)])
        #expect(outcome.diagnostics.map(\.id) == ["yaml.encoding"])
        #expect(outcome.diagnostics.first?.location == ScreenSpec.SourceLocation(file: "latin1.yaml", line: 6, column: 15))
    }

    // MARK: spec.unknown_key

    @Test func unknownKeysEverywhereAreReportedAtTheKey() {
        expectLoaderDiagnostics("""
            app:
              name: Demo
              ↓rot: Home
            ↓screen: {}
            tabs:
              - id: home
                title: Home
                systemImage: house
                root: Home
                ↓badges: true
            toolbars:
              main:
                - label: Hi
                  ↓placment: principal
                  action: { ↓opn: Home }
            screens:
              Home:
                ↓titel: Welcome
                search: { ↓promt: Find }
                params:
                  a: { type: Int, ↓defualt: 1 }
                links:
                  - ↓psh: Home
            """, "spec.unknown_key")
    }

    @Test func unknownKeyGetsADidYouMeanNoteAndAFixIt() throws {
        let outcome = expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                ↓Title: Welcome
                ↓"titel": Welcome
                ↓color: red
            """, "spec.unknown_key")
        let diagnostics = outcome.diagnostics.sorted { $0.location < $1.location }
        #expect(diagnostics[0].message == "unknown key 'Title' in screen 'Home'")
        #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'title'?"])
        #expect(diagnostics[0].notes.first?.location == diagnostics[0].location)
        #expect(diagnostics[0].fixIts == [Diagnostic.FixIt(replacement: "title", at: diagnostics[0].location, length: 5)])
        // A quoted key is replaced with its quotes.
        #expect(diagnostics[1].fixIts.map(\.length) == [7])
        #expect(diagnostics[1].fixIts.map(\.replacement) == ["title"])
        // Nothing close enough: no suggestion.
        #expect(diagnostics[2].notes.isEmpty && diagnostics[2].fixIts.isEmpty)
    }

    @Test func tabIsOnlyAllowedWithOpen() {
        expectLoaderDiagnostics(Self.app + """
            toolbars:
              main:
                - label: Go
                  action: { push: Home, ↓tab: home }
            screens:
              Home: {}
            """, "spec.unknown_key")
    }

    // MARK: spec.type_mismatch

    @Test func wrongNodeKindsAreTypeMismatchesAtTheValue() {
        expectLoaderDiagnostics("""
            app:
              name: Demo
              reselectPopsToRoot: ↓yes
            tabs:
              - id: home
                title: ↓{ text: Home }
                systemImage: house
                root: Home
                badge: ↓"true"
              - ↓home
            toolbars: ↓[main]
            screens:
              Home:
                links: ↓push
                search: ↓true
                toolbars: ↓main
                stack: ↓1
              About: ↓About
            """, "spec.type_mismatch")
    }

    @Test func yamlOnePointOneBooleansGetAFixIt() throws {
        let outcome = expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                stack: ↓off
              About:
                stack: ↓"true"
              Other:
                stack: ↓!!str false
            """, "spec.type_mismatch")
        let diagnostics = outcome.diagnostics.sorted { $0.location < $1.location }
        #expect(diagnostics[0].message == "expected true or false for 'stack', found 'off'")
        #expect(diagnostics[0].fixIts.map(\.replacement) == ["false"])
        #expect(diagnostics[0].fixIts.map(\.length) == [3])
        #expect(diagnostics[1].message == "expected true or false for 'stack', found the quoted string 'true'")
        #expect(diagnostics[1].fixIts.map(\.replacement) == ["true"])
        #expect(diagnostics[1].fixIts.map(\.length) == [6])
        #expect(diagnostics[1].notes.map(\.message) == ["the value is quoted, so it is text; write true without quotes"])
        // The tag is part of the node's text, so no fix-it can be exact.
        #expect(diagnostics[2].fixIts.isEmpty)
    }

    @Test func tagsMustAgreeWithTheField() throws {
        let spec = try #require(loadClean(Self.app + """
            screens:
              Home:
                title: !!str 10
                stack: !!bool true
                search: !!map { prompt: ! Find }
                links: !!seq [ { push: About } ]
                deepLink: !!null
              About: {}
            """))
        #expect(spec.screens[0].title?.value == "10")
        #expect(spec.screens[0].stack?.value == true)
        #expect(spec.screens[0].search?.prompt?.value == "Find")
        #expect(spec.screens[0].deepLink == nil)
        expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                title: ↓!Custom Welcome
                stack: ↓!!int 1
                links: ↓!!map {}
            """, "spec.type_mismatch")
    }

    @Test func aSpecFileMustBeAMapping() {
        // A sequence holds no `app` either.
        expectLoaderDiagnostics("↓↓- app\n", "spec.type_mismatch", "spec.missing_app")
        expectLoaderDiagnostics(files: [(path: "a.yaml", text: Self.app + "screens: { Home: {} }\n"),
                                        (path: "b.yaml", text: "↓just text\n")], ids: ["spec.type_mismatch"])
    }

    @Test func nonScalarKeysAreTypeMismatches() {
        expectLoaderDiagnostics(Self.app + """
            screens:
              Home: {}
              ? ↓[a, b]
              : c
            """, "spec.type_mismatch")
    }

    // MARK: spec.invalid_identifier

    @Test func idsFollowTheIdentifierRules() throws {
        let outcome = expectLoaderDiagnostics("""
            app:
              name: ↓App
            tabs:
              - id: ↓my-tab
                title: A
                systemImage: a
                root: Home
                routeType: ↓Tab
              - id: ↓title
                title: B
                systemImage: b
                root: Home
            toolbars:
              ↓Main:
                - id: ↓class
                  label: C
                  action: { custom: ↓toggle-favorite }
            screens:
              Home:
                view: ↓View
                params:
                  ↓default: Int
              ↓View: {}
              ↓city-detail: {}
              ↓Default: {}
              ↓Id: {}
            """, "spec.invalid_identifier")
        let suggestions = outcome.diagnostics.sorted { $0.location < $1.location }.map { $0.fixIts.first?.replacement }
        #expect(suggestions == ["MyApp", "myTab", "TabRoute", "titleTab", "main", "classItem", "toggleFavorite",
                                "MyView", "defaultValue", "ViewScreen", "CityDetail", "DefaultScreen", "IdScreen"])
    }

    @Test func invalidIdsAreStillLoadedUnderTheirName() throws {
        let outcome = loadSources([(path: "spec.yaml", text: Self.app + "screens:\n  Home: {}\n  my-screen: {}\n")])
        #expect(outcome.diagnostics.map(\.id) == ["spec.invalid_identifier"])
        #expect(outcome.spec?.screens.map(\.id.value) == ["Home", "my-screen"])
    }

    @Test("a screen id whose suggestion is another screen is one error, without a fix-it that would define it twice")
    func anInvalidScreenIDNamingAnotherScreen() throws {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": Self.app + """
            screens:
              Home:
                links: [ { push: MovieReviews } ]
              MovieReviews: {}
              movieReviews:
                title: x
            """])
        let errors = found.filter { $0.severity == .error }
        #expect(errors.map(\.id) == ["spec.invalid_identifier"], "\(found)")
        let error = try #require(errors.first)
        #expect(error.message == "'movieReviews' is not a valid screen id: screen ids start with an uppercase letter; "
                + "'MovieReviews' is another screen: move these keys into it, or choose another id")
        #expect(error.fixIts.isEmpty)
        #expect(error.notes.map(\.message) == ["'MovieReviews' is defined here"])
        #expect(error.notes.first?.location.line == 7)
        // Another invalid id still gets its fix-it, renaming its use too.
        let alone = LoadRecoveryTests.diagnostics(["spec.yaml": Self.app + "screens:\n  Home: { links: [ { push: reviews } ] }\n  reviews: {}\n"])
        #expect(alone.first { $0.id == "spec.invalid_identifier" }?.fixIts.map(\.replacement) == ["Reviews", "Reviews"], "\(alone)")
    }

    @Test("a param, tab, toolbar or item id whose suggestion is a sibling's id gets no suggestion, and names the sibling")
    func invalidIDsNamingASibling() throws {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": """
            app: { name: Demo }
            tabs:
              - { id: myTab, title: A, systemImage: a, root: Home }
              - { id: my-tab, title: B, systemImage: b, root: Home }
            toolbars:
              mainBar: [ { id: saveIt, label: S }, { id: save-it, label: T } ]
              main-bar: [ { label: U } ]
            screens:
              Home:
                toolbar: mainBar
                params:
                  myId: { type: Int, default: 1 }
                  my-id: { type: Int, default: 2 }
                  Class: { type: Int, default: 3 }
                  classValue: { type: Int, default: 4 }
                  other-name: { type: Int, default: 5 }
            """])
        let invalid = found.filter { $0.id == "spec.invalid_identifier" }
        let lines = invalid.map { "\($0.location.line) \($0.fixIts.map(\.replacement))" }
        #expect(lines == ["4 []", "6 []", "7 []", "13 []", "14 []", "16 [\"otherName\"]"], "\(found)")
        #expect(invalid.first?.message.hasSuffix("; 'myTab' is another tab id here") == true, "\(invalid)")
        #expect(invalid.allSatisfy { $0.notes.isEmpty || $0.location.line == 16 })

        // Two invalid siblings that would both become one id; a reserved screen id beside its suggestion.
        let twice = LoadRecoveryTests.diagnostics(["spec.yaml": """
            app: { name: Demo, root: Home }
            screens:
              Home: { params: { my-id: { type: Int, default: 1 }, my_id: { type: Int, default: 2 } } }
              Default: {}
              DefaultScreen: {}
            """]).filter { $0.id == "spec.invalid_identifier" }
        #expect(twice.map(\.message) == [
            "'my-id' is not a valid param name: use ASCII letters and digits, starting with a lowercase letter; 'my_id' would be 'myId' too: choose two ids",
            "'my_id' is not a valid param name: use ASCII letters and digits, starting with a lowercase letter; 'my-id' would be 'myId' too: choose two ids",
            "'Default' would become the enum case 'default', a Swift keyword; choose another screen id; 'DefaultScreen' is another screen id here",
        ], "\(twice)")
        #expect(twice.allSatisfy { $0.fixIts.isEmpty })
    }

    @Test("a button role meaning the default one says to leave 'role' out, and removes it")
    func defaultButtonRole() throws {
        let yaml = Self.app + """
            screens:
              Home: { links: [ { alert: Gone }, { alert: Left } ] }
              Gone:
                presentation: alert
                title: Gone
                buttons:
                  - { label: OK, role: default }
              Left:
                presentation: alert
                title: Left
                buttons:
                  - label: OK
                    role: Default
                  - { label: Cancel, role: primary }
            """
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": yaml])
        #expect(found.map(\.message) == [
            "'default' is not a button role: SwiftUI's are cancel and destructive; leave out 'role' for a default button",
            "'Default' is not a button role: SwiftUI's are cancel and destructive; leave out 'role' for a default button",
            "'primary' is not a button role: SwiftUI's are cancel and destructive; leave out 'role' for a default button",
        ], "\(found)")
        #expect(found.first?.notes.map(\.message) == ["remove 'role': a button without one is a default button"])
        // The fix-its remove the key, in a flow mapping with the comma before it.
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for fixIt in found.flatMap(\.fixIts).sorted(by: { $0.location > $1.location }) {
            var line = Array(lines[fixIt.location.line - 1])
            line.replaceSubrange((fixIt.location.column - 1)..<(fixIt.location.column - 1 + fixIt.length),
                                 with: Array(fixIt.replacement))
            lines[fixIt.location.line - 1] = String(line)
        }
        #expect(lines[9] == "      - { label: OK }", "\(lines)")
        #expect(lines[15] == "", "\(lines)")
        #expect(found.flatMap(\.fixIts).count == 2)
    }

    @Test("'presentation: popover' says popovers are not supported and to use a sheet")
    func popover() throws {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": Self.app
            + "screens:\n  Home: { links: [ { sheet: Tip } ] }\n  Tip:\n    presentation: popover\n"])
        let error = try #require(found.first { $0.id == "spec.invalid_value" }, "\(found)")
        #expect(error.message == "'popover' is not a presentation: use push, sheet, fullScreenCover, alert or confirmationDialog")
        #expect(error.notes.map(\.message) == ["a popover floats beside the control that shows it, on iPad and Mac; "
                                               + "on iPhone (compact width) SwiftUI shows it as a sheet: ScreenSpec generates "
                                               + "no popovers, so write 'presentation: sheet'"])
        #expect(error.fixIts.map(\.replacement) == ["sheet"])
    }

    @Test("A 'popover' link is told the same, with a fix-it to 'sheet'")
    func popoverLink() throws {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": Self.app
            + "screens:\n  Home:\n    links:\n      - popover: Tip\n  Tip: { presentation: sheet }\n"])
        let error = try #require(found.first { $0.id == "spec.unknown_key" }, "\(found)")
        #expect(error.message == "unknown key 'popover' in a link: links present with 'sheet' or 'fullScreenCover'")
        #expect(error.notes.map(\.message) == ["a popover floats beside the control that shows it, on iPad and Mac; "
                                               + "on iPhone (compact width) SwiftUI shows it as a sheet: ScreenSpec generates "
                                               + "no popovers, so write 'sheet: Tip'"])
        #expect(error.fixIts.map(\.replacement) == ["sheet"])
        #expect(error.location.line == 7 && error.location.column == 9)
    }

    @Test func paramTypesAreBuiltinsOrAppTypes() throws {
        let outcome = expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                params:
                  a: ↓"[String: Int]"
                  b: ↓string?
                  c: ↓Set<Int>
                  d: ↓Int??
                  e: ↓Color
                  f: ↓Car.Type
                  g: { type: ↓my type }
                  h: ↓Array<Int>
                  i: ↓Optional<[Item]>
                  j: ↓Array<[Int]>
            """, "spec.invalid_identifier")
        let diagnostics = outcome.diagnostics.sorted { $0.location < $1.location }
        let suggestions = diagnostics.map { $0.fixIts.first?.replacement }
        // Swift's other spellings of a list or an optional get the usual one, a list quoted (unquoted,
        // brackets would make a YAML list).
        #expect(suggestions == [nil, "String?", nil, "Int?", nil, nil, "MyType", "\"[Int]\"", "\"[Item]?\"", nil])
        #expect(diagnostics.first?.message == "'[String: Int]' is not a param type: use String, Int, Double, Bool, UUID, "
                + "URL, Date, an app type or a list of one ('[T]'), optionally with '?'; name other collections and "
                + "generics with a typealias")
        #expect(outcome.spec?.screens.first?.params.isEmpty == true)
    }

    @Test func anUnquotedListTypeIsQuotedByItsFixIt() throws {
        let outcome = expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                params:
                  photos: ↓[Photo]
                  tags: { type: ↓[String], default: [] }
                  pair: ↓[Int, String]
            """, "spec.type_mismatch")
        let diagnostics = outcome.diagnostics.sorted { $0.location < $1.location }
        #expect(diagnostics.map(\.message) == [
            "expected a type for param 'photos', found a sequence: unquoted, '[Photo]' is a YAML list",
            "expected a type for 'type', found a sequence: unquoted, '[String]' is a YAML list",
            "expected a mapping for param 'pair' (a type, or { type:, default: }), found a sequence",
        ])
        #expect(diagnostics.map { $0.notes.first?.message } == [
            "quote a list type: \"[Photo]\"", "quote a list type: \"[String]\"", nil])
        #expect(diagnostics.map { $0.fixIts.first?.replacement } == ["\"[Photo]\"", "\"[String]\"", nil])
        #expect(diagnostics.map { $0.fixIts.first?.length } == [7, 8, nil])
    }

    // MARK: spec.duplicate_definition

    @Test func duplicatesAcrossFilesHaveANoteAtTheFirst() throws {
        let outcome = expectLoaderDiagnostics(files: [
            (path: "a.yaml", text: """
                app:
                  name: Demo
                tabs:
                  - { id: home, title: Home, systemImage: house, root: Home }
                toolbars:
                  main: []
                screens:
                  Home: {}
                """),
            (path: "b.yaml", text: """
                tabs:
                  - { id: ↓home, title: Again, systemImage: house, root: Home }
                toolbars:
                  ↓main: []
                screens:
                  ↓Home: {}
                """),
        ], ids: ["spec.duplicate_definition"])
        let notes = outcome.diagnostics.sorted { $0.location < $1.location }.map(\.notes)
        #expect(notes.map { $0.map(\.message) } == [["'home' first defined here"], ["'main' first defined here"],
                                                    ["'Home' first defined here"]])
        #expect(notes.map { $0.map(\.location.description) } == [["a.yaml:4:11"], ["a.yaml:6:3"], ["a.yaml:8:3"]])
        let spec = try #require(outcome.spec)
        #expect(spec.tabs.map(\.title?.value) == ["Home"])
        #expect(spec.screens.count == 1)
    }

    @Test func tabsAndItemIdsRepeatedInOneFile() {
        expectLoaderDiagnostics("""
            app:
              name: Demo
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: ↓home, title: Home, systemImage: house, root: Home }
            toolbars:
              main:
                - { id: go, label: Go }
                - { label: Static }
                - { id: ↓go, label: Again }
            screens:
              Home: {}
            """, "spec.duplicate_definition")
    }

    // MARK: spec.missing_app, spec.multiple_app, spec.multiple_documents

    @Test func noAppIsReportedAtTheFirstFile() {
        let outcome = expectLoaderDiagnostics(files: [
            (path: "b.yaml", text: "screens:\n  Home: {}\n"),
            (path: "a.yaml", text: "↓# only screens here\nscreens:\n  About: {}\n"),
        ], ids: ["spec.missing_app"])
        #expect(outcome.loaded == nil)
    }

    @Test func moreThanOneAppPointsAtTheFirst() throws {
        let outcome = expectLoaderDiagnostics(files: [
            (path: "one.yaml", text: Self.app + "screens:\n  Home: {}\n"),
            (path: "two.yaml", text: "↓app:\n  name: Other\n  root: Home\n"),
            (path: "zz.yaml", text: "↓app: { name: Third }\n"),
        ], ids: ["spec.multiple_app"])
        for diagnostic in outcome.diagnostics {
            #expect(diagnostic.notes.map(\.location.description) == ["one.yaml:1:1"])
        }
        #expect(outcome.spec?.app.name.value == "Demo")
    }

    @Test func aSecondDocumentIsReportedAtItsStart() throws {
        let outcome = expectLoaderDiagnostics(Self.app + """
            screens:
              Home: {}
            ↓---
            screens:
              About: {}
            ↓--- # a third
            """, "spec.multiple_documents")
        // Only the first document is read.
        #expect(outcome.spec?.screens.map(\.id.value) == ["Home"])
    }

    // MARK: spec.no_input

    @Test func noSourcesIsNoInput() {
        var diagnostics = DiagnosticCollector()
        #expect(SpecLoader().load(sources: [], diagnostics: &diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.id) == ["spec.no_input"])
    }

    @Test func aPathThatIsALinkToNothingSaysWhereItLeads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dangling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("app.yaml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "gone/app.yaml")
        var diagnostics = DiagnosticCollector()
        #expect(SpecLoader().load(paths: [link, folder.appendingPathComponent("none.yaml").path], diagnostics: &diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.message) == [
            "no spec file found at '\(link)': no such file or folder (a symbolic link to 'gone/app.yaml', which does not exist)",
            "no spec file found at '\(folder.path)/none.yaml': no such file or folder",
        ])
    }
}
