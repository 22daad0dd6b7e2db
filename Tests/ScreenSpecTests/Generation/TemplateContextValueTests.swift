import Testing
@testable import ScreenSpec

/// `ScreenContext`, `EnumCaseContext` and `DeepLinkContext` keep their fields in a box that copies
/// share: they must still behave as values, and compare and hash by their fields.
@Suite struct TemplateContextValueTests {
    @Test("a changed copy of a screen leaves the original as it was")
    func screenCopies() throws {
        let context = try #require(GenerationFixtures.context("Cities"))
        let screen = try #require(context.screens.first)
        var copy = screen
        copy.displayName += " (changed)"
        copy.params.removeAll()
        #expect(copy.displayName != screen.displayName)
        #expect(copy != screen)
        #expect(screen == context.screens.first)
        copy.displayName = screen.displayName
        copy.params = screen.params
        #expect(copy == screen)
        #expect(copy.hashValue == screen.hashValue)
    }

    @Test("an enum case's flags are its own, and a changed copy leaves the original as it was")
    func enumCaseCopies() throws {
        let context = try #require(GenerationFixtures.context("Cities"))
        let original = try #require(context.destinations.first)
        var copy = original
        copy.isFirst.toggle()
        #expect(copy != original)
        copy.isFirst.toggle()
        #expect(copy == original)
        copy.caseName += "Changed"
        #expect(original.caseName != copy.caseName)
        #expect(original == context.destinations.first)
    }

    @Test("a changed copy of a deep link leaves the original as it was")
    func deepLinkCopies() throws {
        let context = try #require(GenerationFixtures.context("Cities"))
        let original = try #require(context.deepLinks.first)
        var copy = original
        copy.values.removeAll()
        #expect(copy != original)
        #expect(!original.values.isEmpty)
        #expect(Set([original, original, copy]).count == 2)
    }
}
