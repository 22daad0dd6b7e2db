@testable import ScreenSpec
import Testing

/// `search.placement` written as it is elsewhere: per platform, as a toolbar item's placement may
/// be, or in SwiftUI's spelling. Each error says what the format takes instead.
@Suite struct SearchPlacementLoadingTests {
    static func spec(_ search: String) -> String {
        "app:\n  name: Demo\n  deploymentTarget: [iOS 18, macOS 15]\n  root: Library\nscreens:\n  Library:\n    search: \(search)\n"
    }

    @Test("A per-platform search placement says one placement serves every platform, and what per-platform values are for")
    func perPlatform() throws {
        let outcome = loadSources([(path: "spec.yaml", text: Self.spec("{ placement: { iOS: automatic, macOS: toolbarPrincipal } }"))])
        #expect(outcome.diagnostics.filter { $0.severity == .error }.count == 1)
        let error = try #require(outcome.diagnostics("spec.type_mismatch").first)
        #expect(error.message == "expected a string for 'placement', found a mapping")
        #expect(error.location.line == 7 && error.location.column == 26)
        #expect(error.notes.map(\.message) == [SpecReader.searchPlacementPerPlatformNote])
        #expect(SpecReader.searchPlacementPerPlatformNote.contains("automatic, navigationBarDrawer, toolbar or sidebar"))
        #expect(SpecReader.searchPlacementPerPlatformNote.hasSuffix("are for toolbar item placements"))
        // A displayMode beside it is not judged against a placement that did not read.
        let withMode = loadSources([(path: "spec.yaml", text: Self.spec("{ placement: { iOS: navigationBarDrawer }, displayMode: always }"))])
        #expect(withMode.diagnostics.filter { $0.severity == .error }.map(\.id) == ["spec.type_mismatch"])
    }

    @Test("SwiftUI's spelling of a placement with a display mode gets the format's, with a fix-it in a { … } search, which loads clean")
    func swiftUISpellingInFlow() throws {
        let text = Self.spec("{ placement: \"navigationBarDrawer(displayMode: .always)\" }")
        let outcome = loadSources([(path: "spec.yaml", text: text)])
        let error = try #require(outcome.diagnostics.first)
        #expect(outcome.diagnostics.count == 1)
        #expect(error.id == "spec.invalid_value")
        #expect(error.message == "'navigationBarDrawer(displayMode: .always)' is SwiftUI's spelling of a search field placement: "
                + "write 'placement: navigationBarDrawer' and 'displayMode: always'")
        #expect(error.notes.map(\.message) == ["in a spec the placement is a word, and 'displayMode' is a key of 'search' beside it"])
        #expect(error.fixIts.map(\.replacement) == ["navigationBarDrawer, displayMode: always"])
        // Read as meant meanwhile, so nothing else is said about it.
        let search = try #require(outcome.loaded?.spec.screens.first?.search)
        #expect(search.placement?.value == .navigationBarDrawer && search.displayMode?.value == .always)
        let fixed = BareActionWordTests.applying([error], to: text)
        let clean = try #require(loadClean(fixed)?.screens.first?.search)
        #expect(clean.placement?.value == .navigationBarDrawer && clean.displayMode?.value == .always)
    }

    @Test("In block style the display mode goes on a line of its own: the note says so, and a fix-it only when there is none to add")
    func swiftUISpellingInBlock() throws {
        let quoted = loadSources([(path: "spec.yaml", text: Self.spec("\n      placement: \".navigationBarDrawer(displayMode: .always)\""))])
        let error = try #require(quoted.diagnostics("spec.invalid_value").first)
        #expect(error.message.hasSuffix("write 'placement: navigationBarDrawer' and 'displayMode: always'"))
        #expect(error.fixIts.isEmpty)
        // With the display mode given beside it, or none, one word says it all.
        for (search, replacement) in [("\n      placement: \"navigationBarDrawer(displayMode: .always)\"\n      displayMode: always",
                                       "navigationBarDrawer"),
                                      ("\n      placement: .toolbar", "toolbar"),
                                      ("{ placement: \"navigationBarDrawer()\" }", "navigationBarDrawer")] {
            let text = Self.spec(search)
            let error = try #require(loadSources([(path: "spec.yaml", text: text)]).diagnostics.first)
            #expect(error.fixIts.map(\.replacement) == [replacement], "\(search)")
            #expect(loadClean(BareActionWordTests.applying([error], to: text)) != nil)
        }
    }

    @Test("What SwiftUI does not spell so is an ordinary invalid placement")
    func notSwiftUISpellings() {
        #expect(SpecReader.swiftUISearchPlacement("toolbar(displayMode: .always)") == nil)
        #expect(SpecReader.swiftUISearchPlacement("navigationBarDrawer(mode: .always)") == nil)
        #expect(SpecReader.swiftUISearchPlacement("navigationBarDrawer(displayMode: .sometimes)") == nil)
        #expect(SpecReader.swiftUISearchPlacement(".navigationBarDrawer(displayMode: .always)")?.displayMode == .always)
        let outcome = loadSources([(path: "spec.yaml", text: Self.spec("{ placement: \"toolbar(displayMode: .always)\" }"))])
        #expect(outcome.diagnostics.map(\.message) == ["'toolbar(displayMode: .always)' is not a search field placement: "
                                                       + "use automatic, navigationBarDrawer, toolbar or sidebar"])
    }
}
