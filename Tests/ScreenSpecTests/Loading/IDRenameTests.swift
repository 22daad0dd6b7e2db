// A fix-it renaming an invalid id (`List` → `ListScreen`) renames its uses too, in every file:
// applied whole, the spec checks clean. Where a use cannot be edited exactly, or may be missing,
// there is no fix-it and a note says to rename it everywhere.

import Testing
import ScreenSpec

@Suite struct IDRenameTests {
    /// Every spec file with every fix-it of `diagnostics` applied (each fix-it on one line).
    static func applying(_ diagnostics: [Diagnostic], to files: [String: String]) -> [String: String] {
        var result = files
        let edits = diagnostics.flatMap(\.fixIts)
        for (path, text) in files {
            var lines = text.components(separatedBy: "\n")
            for fixIt in edits.filter({ $0.location.file == path })
                .sorted(by: { ($0.location.line, $0.location.column) > ($1.location.line, $1.location.column) }) {
                var scalars = Array(lines[fixIt.location.line - 1].unicodeScalars)
                let start = fixIt.location.column - 1
                scalars.replaceSubrange(start..<start + fixIt.length, with: fixIt.replacement.unicodeScalars)
                lines[fixIt.location.line - 1] = String(String.UnicodeScalarView(scalars))
            }
            result[path] = lines.joined(separator: "\n")
        }
        return result
    }

    static let app = """
        app:
          name: Shop
          urlScheme: shop
        tabs:
          - { id: home, title: Home, systemImage: house, root: Home }
          - { id: default, title: List, systemImage: list.bullet, root: List }
        toolbars:
          var:
            - label: Go
              action: { open: List, tab: default }
            - label: More
              menu:
                - { label: Pick, action: { selectTab: default } }
                - { label: Top, action: { popToRoot: default } }
        """

    static let screens = """
        screens:
          Home:
            toolbar: var
            links:
              - push: 'List'
              - selectTab: "default"
              - alert: Ask
              - push: Item
          List:
            toolbars: [var]
          Item:
            title: "Item {default}"
            params:
              default: { type: String, default: x }
            deepLink: /item/{default}
          Ask:
            presentation: alert
            title: "Open {default}?"
            message: "{default}"
            params:
              default: { type: String, default: x }
            buttons:
              - { label: "{default}", action: { open: List, tab: default } }
              - { label: Back, action: dismiss }
        """

    @Test("renaming a screen, a tab, a toolbar or a param edits every use, in every file, and the spec then checks clean")
    func renameEditsEveryUse() throws {
        let files = ["a.yaml": Self.app, "b.yaml": Self.screens]
        let found = LoadRecoveryTests.diagnostics(files)
        let renames = found.filter { $0.id == "spec.invalid_identifier" }
        #expect(renames.count == 5, "\(found.map(describe))")
        let replaced = renames.map { Set($0.fixIts.map(\.replacement)) }
        #expect(replaced == [["defaultTab"], ["varToolbar"], ["ListScreen"], ["defaultValue"], ["defaultValue"]], "\(renames.map(describe))")
        // The tab: its definition, a quoted `selectTab` link in the other file (inside its quotes), and four actions.
        #expect(renames[0].fixIts.count == 6, "\(describe(renames[0]))")
        #expect(renames[0].fixIts.contains { $0.location.file == "b.yaml" && $0.location.line == 6 && $0.location.column == 21 })
        // The screen: its definition, the tab root, two actions, a quoted link in the other file, a dialog button's action.
        #expect(renames[2].fixIts.count == 5, "\(describe(renames[2]))")
        // Each param with the placeholders of its own screen only.
        #expect(renames[3].fixIts.count == 3 && renames[4].fixIts.count == 4, "\(renames.map(describe))")
        let fixed = Self.applying(found, to: files)
        let after = LoadRecoveryTests.diagnostics(fixed)
        #expect(after.isEmpty, "\(after.map(describe))\n\(fixed["a.yaml"]!)\n\(fixed["b.yaml"]!)")
    }

    @Test("a rename with a use that is not written as the id (an escape) gets no fix-it and a note to rename it everywhere")
    func uneditableUseDropsTheFixIt() throws {
        let files = ["a.yaml": "app: { name: Shop, root: List }\nscreens:\n  List:\n    links: [push: Detail]\n",
                     "b.yaml": "screens:\n  Detail:\n    links:\n      - push: \"Li\\u0073t\"\n"]
        let found = LoadRecoveryTests.diagnostics(files).filter { $0.id == "spec.invalid_identifier" }
        #expect(found.count == 1)
        #expect(found.first?.fixIts.isEmpty == true, "\(found.map(describe))")
        #expect(found.first?.notes.map(\.message) == ["did you mean 'ListScreen'?",
                                                      "rename 'List' to 'ListScreen' everywhere the spec names it too"])
    }

    @Test("a rename to an id another file defines gets no fix-it")
    func renameToATakenIDDropsTheFixIt() throws {
        let files = ["a.yaml": "app: { name: Shop, root: List }\nscreens:\n  List:\n    links: [push: ListScreen]\n",
                     "b.yaml": "screens:\n  ListScreen: {}\n"]
        let found = LoadRecoveryTests.diagnostics(files).filter { $0.id == "spec.invalid_identifier" }
        #expect(found.first?.fixIts.isEmpty == true, "\(found.map(describe))")
        #expect(found.first?.notes.last?.message == "'ListScreen' is another screen id of the spec: choose another id")
    }

    @Test("a rename in a spec with a part left out (a file that does not parse) gets no fix-it")
    func leftOutPartDropsTheFixIt() throws {
        let files = ["a.yaml": "app: { name: Shop, root: List }\nscreens:\n  List: {}\n",
                     "b.yaml": "screens:\n  Detail:\n    links: [push: List\n"]
        let found = LoadRecoveryTests.diagnostics(files).filter { $0.id == "spec.invalid_identifier" }
        #expect(found.first?.fixIts.isEmpty == true, "\(found.map(describe))")
        #expect(found.first?.notes.last?.message == "rename 'List' to 'ListScreen' everywhere the spec names it too")
    }

    static let leftOutAction = """
        app:
          name: Shop
          root: Home
        toolbars:
          main:
            - label: A
              action: { custom: do-it }
        screens:
          Home:
            toolbar: main
            title: Things  # List
            links: [push: List]
          List: {}
        """

    @Test("with an action left out, a rename keeps its fix-it when the files spell the id nowhere else as a value")
    func leftOutPartElsewhereKeepsTheFixIt() throws {
        let files = ["spec.yaml": Self.leftOutAction]
        let found = LoadRecoveryTests.diagnostics(files)
        let rename = try #require(found.first { $0.id == "spec.invalid_identifier" && $0.message.hasPrefix("'List'") })
        #expect(rename.fixIts.map { "\($0.location.line):\($0.location.column)" } == ["13:3", "12:19"], "\(describe(rename))")
        #expect(LoadRecoveryTests.diagnostics(Self.applying(found, to: files)).isEmpty)
    }

    @Test("with an action left out, the id written as a value elsewhere (a title, a dropped action) takes the fix-it away")
    func leftOutPartWithTheWordDropsTheFixIt() throws {
        for text in [Self.leftOutAction.replacingOccurrences(of: "title: Things", with: "title: List of things"),
                     Self.leftOutAction.replacingOccurrences(of: "{ custom: do-it }", with: "{ custom: do-it }\n    - { label: B, action: { pushh: List } }")] {
            let found = LoadRecoveryTests.diagnostics(["spec.yaml": text])
            let rename = try #require(found.first { $0.id == "spec.invalid_identifier" && $0.message.hasPrefix("'List'") })
            #expect(rename.fixIts.isEmpty, "\(describe(rename))")
            #expect(rename.notes.last?.message == "rename 'List' to 'ListScreen' everywhere the spec names it too")
        }
    }
    static let keywordParams = """
        app:
          name: Shop
          urlScheme: shop
          root: Home
        screens:
          Home:
            links: [ { push: Detail } ]
          Detail:
            params:
              for: String
              in: Int
            title: "About {for}"
            deepLink: /detail/{for}
        """

    @Test("a param whose name is rejected is a param left out: no other rule's fix-it uses the name the rename replaces")
    func rejectedParamNameSkipsTheParamRules() throws {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": Self.keywordParams])
        #expect(found.map(\.id) == ["spec.invalid_identifier", "spec.check_skipped", "spec.invalid_identifier"],
                "\(found.map(describe))")
        let skipped = try #require(found.first { $0.id == "spec.check_skipped" })
        #expect(skipped.message.contains("about 'Detail'") && skipped.message.contains("'deep_link_mismatch'"))
        #expect(!found.flatMap(\.fixIts).contains { $0.replacement.contains("{in}") }, "\(found.map(describe))")
        // With the pattern complete, every fix-it of the run applied gives a spec that checks clean.
        let files = ["spec.yaml": Self.keywordParams.replacingOccurrences(of: "/detail/{for}", with: "/detail/{for}?in={in}")]
        let all = LoadRecoveryTests.diagnostics(files)
        #expect(all.filter { $0.severity == .error }.count == 2, "\(all.map(describe))")
        let fixed = Self.applying(all, to: files)
        let after = LoadRecoveryTests.diagnostics(fixed)
        #expect(after.isEmpty, "\(after.map(describe))\n\(fixed["spec.yaml"]!)")
    }
}
