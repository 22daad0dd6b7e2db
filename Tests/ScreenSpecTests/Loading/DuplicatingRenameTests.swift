// A misspelt key beside the key it means, in every mapping the loader reads: the rename fix-it
// would make a duplicate key (`yaml.duplicate_key`), so there is a note instead and no fix-it.

import Testing
import ScreenSpec

@Suite struct DuplicatingRenameTests {
    @Test("a rename to a key its mapping already has is a note, never a fix-it, in every mapping")
    func noRenameRepeatsAKey() throws {
        let text = """
            app:
              name: Mail
              nmae: Other
              root: Inbox
            tabs:
              - { id: inbox, title: Inbox, titel: Mail, systemImage: tray, root: Inbox }
              - { id: more, title: More, systemImage: ellipsis, root: Detail }
            toolbars:
              main:
                - { label: Save, lable: Keep, action: dismiss }
                - menu: [{ label: A, lable: B, action: pop }]
                  label: More
            screens:
              Inbox:
                toolbar: main
                search: { prompt: Find, promt: Look }
                links: [push: Detail, alert: Confirm]
              Detail:
                params:
                  id: { type: Int, default: 1, defualt: 2 }
              Confirm:
                presentation: alert
                title: Sure?
                buttons:
                  - { label: OK, lable: Yes }
            """
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": text]).filter { $0.id == "spec.unknown_key" }
        #expect(found.map(\.message) == [
            "unknown key 'nmae' in 'app'", "unknown key 'titel' in a tab", "unknown key 'lable' in a toolbar item",
            "unknown key 'lable' in a menu item", "unknown key 'promt' in 'search'", "unknown key 'defualt' in param 'id'",
            "unknown key 'lable' in a button",
        ], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.fixIts.isEmpty }, "\(found.map(\.fixIts))")
        #expect(found.first?.notes.map(\.message) == ["did you mean 'name'? this mapping has 'name' already: merge what this key holds into it"])
        #expect(found.allSatisfy { $0.notes.first?.message.contains("already") == true }, "\(found.map(\.notes))")
    }

    @Test("a misspelt key whose mapping lacks the key it means keeps its rename fix-it")
    func renameWithoutTheKeyKeepsItsFixIt() throws {
        let found = LoadRecoveryTests.diagnostics(["spec.yaml": "app: { nmae: Mail, root: Home }\nscreens: { Home: {} }\n"])
            .filter { $0.id == "spec.unknown_key" }
        #expect(found.map { $0.fixIts.map(\.replacement) } == [["name"]])
    }
}
