import Foundation
import ScreenSpec
import Testing

/// The generated routes and navigator compile cleanly (no warning in Swift 6 mode) for every
/// example, and against the SwiftUI stub too (where iOS 16's `ObservableObject` comes from it).
@Suite(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct GeneratedCodeCompileTests {
    @Test(arguments: GenerationFixtures.exampleApps)
    func examplesCompileWithoutWarnings(app: String) async throws {
        guard let context = GenerationFixtures.context(app) else { return }
        let result = try await GenerationFixtures.typecheckGenerated(context)
        #expect(result.isClean, "\(result)")
    }

    @Test func iOS16NavigatorIsAnObservableObjectWhereSwiftUIProvidesIt() async throws {
        guard let context = GenerationFixtures.context("Cars") else { return }
        #expect(context.isIOS16)
        var sources = try GenerationFixtures.generatedFiles(context)
        sources["AppTypes.swift"] = GenerationFixtures.appTypesSource
        sources["Uses.swift"] = """
            import SwiftUI

            struct UsesNavigator: View {
                @ObservedObject var navigator: CarsNavigator
                var body: some View { Text("\\(navigator.path.count)") }
            }

            """
        let result = try await SwiftToolchain.typecheck(sources: sources, againstSwiftUIStub: true, mode: .silDiagnostics)
        #expect(result.isClean, "\(result)")
    }
}
