import Foundation
import ScreenSpec
import Testing

/// The template context of the example apps: its JSON (golden), its names and its documentation.
@Suite struct TemplateContextTests {
    @Test(arguments: GenerationFixtures.exampleApps)
    func dumpedContextMatchesGolden(app: String) {
        guard let context = GenerationFixtures.context(app) else { return }
        GenerationFixtures.assertMatchesGolden(dumpContext(context), app: app, name: "\(app)Context.json")
    }
}
