import Foundation
@testable import ScreenSpec
import Testing

/// Examples/CitiesApp without building it as a package (`make test-examples` does that): its spec
/// checks clean with its configuration, the build plugin would name the files `generate` writes,
/// and the app's SwiftUI views type-check with the generated code against the SwiftUI stub —
/// what a build on iOS compiles, which a Linux build of the package skips.
@Suite struct ExamplePackageTests {
    static let target = IntegrationSupport.projectRoot.appendingPathComponent("Examples/CitiesApp/Sources/CitiesApp")

    /// The example's spec files, as the build plugin finds them.
    static var inputs: SpecInputs {
        get throws {
            let enumerator = try #require(FileManager.default.enumerator(at: target, includingPropertiesForKeys: nil))
            let files = enumerator.compactMap { $0 as? URL }
            return SpecInputs(files: files, packageDirectory: target.deletingLastPathComponent().deletingLastPathComponent())
        }
    }

    /// Generates the example's files with its configuration, as `screenspec generate` run by the
    /// plugin does; records every diagnostic as an issue.
    static func generate() throws -> [GeneratedFile] {
        let inputs = try Self.inputs
        var diagnostics = DiagnosticCollector()
        let configuration = ConfigurationLoader().load(file: try #require(inputs.configuration).path,
                                                       diagnostics: &diagnostics)
        let pipeline = CompilerPipeline(configuration: configuration)
        let (files, _) = pipeline.generate(paths: inputs.specFiles.map(\.path), diagnostics: &diagnostics)
        for diagnostic in diagnostics.diagnostics {
            Issue.record("\(diagnostic.location): \(diagnostic.id): \(diagnostic.message)")
        }
        return try #require(files)
    }

    @Test("the build plugin finds the example's two spec files and its configuration")
    func pluginInputs() throws {
        let inputs = try Self.inputs
        #expect(inputs.specFiles.map(\.lastPathComponent) == ["App.yaml", "Screens.yaml"])
        #expect(inputs.configuration?.deletingLastPathComponent().lastPathComponent == "CitiesApp")
        #expect(inputs.appName() == "Cities")
    }

    @Test("the build plugin declares exactly the files generate writes", arguments: ["Cities", "Palette", "X"])
    func pluginOutputs(appName: String) {
        #expect(SpecInputs.generatedFileNames(appName: appName) == CompilerPipeline.generatedFileNames(appName: appName))
    }

    @Test("the example spec generates without a diagnostic, into the files the plugin declares")
    func generatesClean() throws {
        let files = try Self.generate()
        #expect(files.map(\.path) == SpecInputs.generatedFileNames(appName: "Cities"))
    }

    @Test("the example's views and model type-check with the generated code against the SwiftUI stub")
    func viewsTypeCheck() async throws {
        let files = try Self.generate()
        try await SwiftToolchain.withScratchDirectory { directory in
            var urls = try SwiftToolchain.write(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }),
                                                into: directory)
            urls += ["CitiesModel.swift", "Views.swift"].map { Self.target.appendingPathComponent($0) }
            // The example lists only iOS: everything compiles for iOS; on macOS the glue and the
            // example's views are guarded out and the rest still compiles.
            for target in [PlatformTarget(.iOS, 17), PlatformTarget(.macOS, 14)] {
                let result = try await SwiftToolchain.typecheck(files: urls, for: target, setting: .swift6, moduleName: "CitiesApp")
                #expect(result.isClean, "\(target): \(result)")
            }
        }
    }
}
