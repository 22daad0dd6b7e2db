import Testing
@testable import ScreenSpec

/// `toolbar_without_stack`: what it says about a full-screen cover's closing item, that it
/// waits for a deployment target that did not read rather than assume iOS, and the fix-it it and
/// `search_without_stack` give a written `stack: false`.
@Suite struct ToolbarWithoutStackTests {
    static func spec(target: String) -> String {
        """
        app:
          name: Shop
          root: Store
          deploymentTarget: \(target)
        toolbars:
          done:
            - { placement: confirmationAction, label: Done, action: dismiss }
        screens:
          Store:
            links:
              - fullScreenCover: OrderPlaced
          OrderPlaced:
            presentation: fullScreenCover
            toolbar: done
        """
    }

    @Test("a full-screen cover's dismissing item gets a note: on iOS it is not shown")
    func closingItemNoted() throws {
        let found = LoadRecoveryTests.diagnostics(["a.yaml": Self.spec(target: "iOS 17")])
        let warning = try #require(found.first { $0.id == "toolbar_without_stack" })
        #expect(warning.message == "full-screen cover 'OrderPlaced' has no navigation stack, so on iOS its toolbar is not shown")
        #expect(warning.notes.map(\.message) == ["'OrderPlaced' is shown as a full-screen cover here; add 'stack: true'",
                                                 "'Done' closes the full-screen cover; on iOS it is not shown"])
        #expect(warning.notes.map(\.location.line) == [13, 7])
    }

    @Test("'stack: false' written: the note says to set it")
    func stackFalse() throws {
        let yaml = Self.spec(target: "iOS 17").replacingOccurrences(of: "    toolbar: done", with: "    stack: false\n    toolbar: done")
        let warning = try #require(LoadRecoveryTests.diagnostics(["a.yaml": yaml]).first { $0.id == "toolbar_without_stack" })
        #expect(warning.notes.first?.message == "'OrderPlaced' is shown as a full-screen cover here; set 'stack: true'")
    }

    @Test("A written 'stack: false' (any spelling) gets a fix-it to 'true' that ends the warning",
          arguments: ["false", "False", "FALSE"])
    func stackFalseFixIt(spelling: String) throws {
        let yaml = Self.spec(target: "iOS 17").replacingOccurrences(of: "    toolbar: done", with: "    stack: \(spelling)   # for now\n    toolbar: done")
        let warning = try #require(LoadRecoveryTests.diagnostics(["a.yaml": yaml]).first { $0.id == "toolbar_without_stack" })
        let fixIt = try #require(warning.fixIts.first)
        #expect(warning.fixIts.count == 1)
        let fixed = FlowCommaTests.applying(fixIt, to: yaml)
        #expect(fixed.contains("\n    stack: true   # for now\n"), "\(fixed)")
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": fixed]).isEmpty)
    }

    @Test("no 'stack' written: the fix-it adds 'stack: true' as the screen's first key, block or flow, and ends the warnings")
    func missingStackFixIt() throws {
        let block = Self.spec(target: "iOS 17")
        let warning = try #require(LoadRecoveryTests.diagnostics(["a.yaml": block]).first { $0.id == "toolbar_without_stack" })
        let fixIt = try #require(warning.fixIts.first)
        #expect(warning.fixIts.count == 1)
        #expect((fixIt.replacement, fixIt.location.line, fixIt.location.column, fixIt.length) == ("stack: true\n    ", 13, 5, 0))
        let fixed = FlowCommaTests.applying(fixIt, to: block)
        #expect(fixed.contains("  OrderPlaced:\n    stack: true\n    presentation: fullScreenCover\n"), "\(fixed)")
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": fixed]).isEmpty)

        // A flow mapping, with search too: the one edit is carried once (by the first warning in
        // output order), so applying every fix-it makes it once; both warnings end.
        let flow = block.replacingOccurrences(of: "    presentation: fullScreenCover\n    toolbar: done",
                                              with: "    { presentation: fullScreenCover, toolbar: done, search: { prompt: Find } }")
        let found = LoadRecoveryTests.diagnostics(["a.yaml": flow])
        #expect(Set(found.map(\.id)) == ["search_without_stack", "toolbar_without_stack"], "\(found)")
        let edits = Set(found.flatMap(\.fixIts))
        let edit = try #require(edits.first)
        #expect(edits.count == 1 && edit.replacement == "stack: true, ")
        #expect(found.map(\.fixIts.count).sorted() == [0, 1], "\(found)")
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": FlowCommaTests.applying(edit, to: flow)]).isEmpty)
    }

    @Test("search_without_stack on a written 'stack: false' gets the same fix-it")
    func searchStackFalseFixIt() throws {
        let yaml = """
            app:
              name: Cities
              root: CityList
            screens:
              CityList:
                links:
                  - sheet: AddCity
              AddCity:
                presentation: sheet
                stack: false
                search: { prompt: Find a city }
            """
        let warning = try #require(LoadRecoveryTests.diagnostics(["a.yaml": yaml]).first { $0.id == "search_without_stack" })
        let fixIt = try #require(warning.fixIts.first)
        #expect((fixIt.location.line, fixIt.location.column, fixIt.length) == (10, 12, 5))
        #expect(LoadRecoveryTests.diagnostics(["a.yaml": FlowCommaTests.applying(fixIt, to: yaml)]).isEmpty)
    }

    @Test("a deployment target that did not read skips the rule with a note, rather than judging it as iOS 17", arguments: [
        "macOS 12", "macos14", "[iOS 15, macOS 14]",
    ])
    func unreadTargetSkips(target: String) throws {
        let found = LoadRecoveryTests.diagnostics(["a.yaml": Self.spec(target: target)])
        #expect(!found.contains { $0.id == "toolbar_without_stack" }, "\(found)")
        let skipped = try #require(found.first { $0.id == LoadGap.skippedID }, "\(found)")
        #expect(skipped.message.contains("'toolbar_without_stack'"), "\(skipped.message)")
    }
}
