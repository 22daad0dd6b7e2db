import Testing
@testable import ScreenSpec

/// A screen, toolbar or section written twice in one file is a repeated YAML key
/// (`yaml.duplicate_key`), and the copy left out is a gap as a second definition in another file
/// is (`spec.duplicate_definition`): the checks it could make false are skipped, with a note.
@Suite("Repeated definitions in one file")
struct RepeatedDefinitionTests {
    private func findings(_ files: [String: String]) -> [String] {
        LoadRecoveryTests.findings(files)
    }

    private func skipNote(_ files: [String: String]) throws -> String {
        try #require(LoadRecoveryTests.diagnostics(files).first { $0.id == LoadGap.skippedID }).message
    }

    static let contacts = """
        app: { name: Contacts, root: Devices, urlScheme: contacts }
        screens:
          Devices:
            title: Devices
          ContactDetail:
            params:
              entryID: String
            deepLink: /contacts/{entryID}
          Devices:
            title: Devices
            links:
              - push: ContactDetail
        """

    @Test("a screen defined twice in one file: the deep link its second copy's link reaches is not judged, as across files")
    func screenTwiceInOneFile() throws {
        #expect(findings(["a.yaml": Self.contacts]) == ["yaml.duplicate_key 9:3", "spec.check_skipped 9:3"])
        #expect(try skipNote(["a.yaml": Self.contacts]).hasPrefix(
            "not checked: 'unreachable_screen', whether each deep link opens its screen ('deep_link_mismatch'), "))
        // The same mistake across two files.
        let lines = Self.contacts.split(separator: "\n")
        let split = ["a.yaml": lines.prefix(8).joined(separator: "\n"),
                     "b.yaml": "screens:\n" + lines.dropFirst(8).joined(separator: "\n")]
        #expect(findings(split) == ["spec.duplicate_definition 2:3", "spec.check_skipped 2:3"])
    }

    @Test("a screen defined twice, presented differently: the presentation rules say nothing about it")
    func screenTwicePresentedDifferently() throws {
        let yaml = """
            app: { name: Contacts, root: Home }
            screens:
              Home: { links: [sheet: Picker] }
              Picker: { title: Pick }
              Picker: { presentation: sheet, title: Pick }
            """
        #expect(findings(["a.yaml": yaml]) == ["yaml.duplicate_key 5:3", "spec.check_skipped 5:3", "spec.check_skipped 5:3"])
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": yaml]).contains {
            $0.message.hasPrefix("not checked about 'Picker': 'presentation_mismatch', 'nested_stack'")
        })
    }

    @Test("a toolbar defined twice in one file: the screens its second copy's actions show are not judged")
    func toolbarTwiceInOneFile() {
        let yaml = """
            app: { name: Contacts, root: Devices, urlScheme: contacts }
            toolbars:
              main:
                - { id: add, label: Add }
              main:
                - { id: add, label: Add, action: { push: ContactDetail } }
            screens:
              Devices: { toolbar: main }
              ContactDetail:
                params: { entryID: String }
                deepLink: /contacts/{entryID}
            """
        #expect(findings(["a.yaml": yaml]) == ["yaml.duplicate_key 5:3", "spec.check_skipped 5:3"])
    }

    @Test("a section written twice in one file leaves its definitions out: references into it are not judged")
    func sectionTwiceInOneFile() {
        let yaml = """
            app: { name: Contacts, root: Devices }
            screens:
              Devices: { links: [push: ContactDetail] }
            screens:
              ContactDetail: {}
            """
        #expect(findings(["a.yaml": yaml]) == ["yaml.duplicate_key 4:1", "spec.check_skipped 4:1"])
    }
}
