import Testing
@testable import ScreenSpec

/// `toolbar_without_stack`: what it says about a full-screen cover's closing item, and that it
/// waits for a deployment target that did not read rather than assume iOS.
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
