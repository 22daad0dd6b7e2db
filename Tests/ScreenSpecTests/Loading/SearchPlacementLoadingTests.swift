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
}
