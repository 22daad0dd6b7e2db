@testable import ScreenSpec
import Testing

/// `- present: X` in `links`: `present` is the verb of toolbar actions, and a link says how X is
/// presented. The fix-it is X's own verb when this file gives X a modal presentation (a `sheet`
/// fix-it to a full-screen cover or an alert would only lead to `presentation_mismatch`), else `sheet`.
@Suite struct LinkPresentVerbTests {
    static func spec(_ target: String) -> String {
        "app: { name: Omnivore, root: Library }\nscreens:\n  Library:\n    links:\n      - present: Reader\n" + target
    }

    static let message = "unknown key 'present' in a link: links present with 'sheet', 'fullScreenCover', 'alert' or "
        + "'confirmationDialog' ('present' is the verb of toolbar actions)"

    @Test("The target's own modal verb is suggested, and the fix-it then loads clean", arguments: [
        ("  Reader:\n    presentation: fullScreenCover\n", "fullScreenCover"),
        ("  Reader: { presentation: alert, title: Log out? }\n", "alert"),
        ("  Reader:\n    presentation: confirmationDialog\n    title: Share\n", "confirmationDialog"),
    ])
    func targetsOwnVerb(target: String, verb: String) throws {
        let text = Self.spec(target)
        let error = try #require(loadSources([(path: "spec.yaml", text: text)]).diagnostics.first)
        #expect(error.message == Self.message)
        #expect(error.notes.map(\.message) == ["did you mean '\(verb)'? 'Reader' has 'presentation: \(verb)'"])
        #expect(error.fixIts.map(\.replacement) == [verb])
        let link = try #require(loadClean(BareActionWordTests.applying([error], to: text))?.screens.first?.links.first)
        #expect(link.kind.rawValue == verb && link.target.value == "Reader")
    }

    @Test("A target pushed, in another file, or with an unreadable presentation gets 'sheet'", arguments: [
        "  Reader: {}\n", "", "  Reader:\n    presentation: modal\n",
    ])
    func sheetOtherwise(target: String) throws {
        let error = try #require(loadSources([(path: "spec.yaml", text: Self.spec(target))]).diagnostics("spec.unknown_key").first)
        #expect(error.message == Self.message)
        #expect(error.notes.map(\.message) == ["did you mean 'sheet'?"])
        #expect(error.fixIts.map(\.replacement) == ["sheet"])
    }
}
