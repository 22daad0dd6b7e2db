import Foundation
import Testing
@testable import ScreenSpec

/// `app.imports`: param types from another module (SwiftData's `PersistentIdentifier`, an app's
/// own model package) reach every generated file and skeleton through an `import`.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct ImportsTests {
    static let spec = """
        app:
          name: Catalog
          deploymentTarget: [iOS 17, macOS 14]
          imports: [ShopModels]
        tabs:
          - { id: shop, title: Shop, systemImage: bag, root: Shelf }
        screens:
          Shelf:
            title: Shelf
            links: [ { push: Detail } ]
          Detail:
            params: { product: ShopModels.Product }
            title: Detail
        """

    /// Builds the module `ShopModels` (one public `Product`) into `folder`.
    static func buildShopModels(in folder: URL) async throws {
        let source = folder.appendingPathComponent("Product.swift")
        try Data("""
            public struct Product: Hashable, Codable, Sendable {
                public let id: Int
                public init(id: Int) { self.id = id }
            }

            """.utf8).write(to: source)
        let result = try await SwiftToolchain.compile(
            ["-emit-module", "-parse-as-library", "-module-name", "ShopModels",
             "-emit-module-path", folder.appendingPathComponent("ShopModels.swiftmodule").path]
                + (try SwiftToolchain.commonArguments()) + [source.path], in: folder)
        try #require(result.succeeded, "\(result)")
    }

    /// Builds a module `CoreData` whose `NSManagedObjectID` is declared as the SDK declares it: an
    /// `NSObject` (so Hashable) that is Sendable; or, with `sendable: false`, one that is not.
    static func buildCoreDataStub(in folder: URL, sendable: Bool = true) async throws {
        let source = folder.appendingPathComponent("NSManagedObjectID.swift")
        try Data("""
            import Foundation

            open class NSManagedObjectID: NSObject\(sendable ? ", @unchecked Sendable" : "") {}

            """.utf8).write(to: source)
        let result = try await SwiftToolchain.compile(
            ["-emit-module", "-parse-as-library", "-module-name", "CoreData",
             "-emit-module-path", folder.appendingPathComponent("CoreData.swiftmodule").path]
                + (try SwiftToolchain.commonArguments()) + [source.path], in: folder)
        try #require(result.succeeded, "\(result)")
    }

    /// A Core Data app without state restoration passes object IDs between screens: the routes,
    /// only Hashable and Sendable then, hold `CoreData.NSManagedObjectID` (and lists of them).
    @Test func managedObjectIDsAreRouteValuesWithoutStateRestoration() async throws {
        let spec = """
            app:
              name: Inspector
              deploymentTarget: [iOS 17, macOS 14]
              stateRestoration: false
              imports: [CoreData]
              root: Console
            screens:
              Console:
                links: [ { push: Network }, { sheet: Pick } ]
              Network:
                params: { objectID: CoreData.NSManagedObjectID }
                title: Request
              Pick:
                presentation: sheet
                params: { ids: "[CoreData.NSManagedObjectID]", selected: CoreData.NSManagedObjectID? }
            """
        try await SwiftToolchain.withScratchDirectory { folder in
            try await Self.buildCoreDataStub(in: folder)
            let graph = try #require(AppBuildFixtures.checkedGraph(yaml: spec))
            try await PlatformMatrixTests.assertMatrixClean(ContextBuilder.build(graph), extraArguments: ["-I", folder.path])
        }
        // Against an object ID that is not Sendable the same routes do not compile: the test above can fail.
        try await SwiftToolchain.withScratchDirectory { folder in
            try await Self.buildCoreDataStub(in: folder, sendable: false)
            let context = try #require(AppBuildFixtures.checkedGraph(yaml: spec).map { ContextBuilder.build($0) })
            let result = try await SwiftToolchain.withScratchDirectory { app in
                _ = try AppBuildFixtures.writeApp(context, in: app)
                return try await AppBuildFixtures.typecheckApp(context, in: app, target: PlatformTarget(.iOS, 17), glue: false,
                                                               setting: .swift6, extraArguments: ["-I", folder.path])
            }
            #expect(!result.succeeded && result.output.contains("Sendable"), "\(result)")
        }
    }

    @Test func everyGeneratedFileImportsTheModules() throws {
        let context = try #require(AppBuildFixtures.checkedGraph(yaml: Self.spec).map { ContextBuilder.build($0) })
        #expect(context.imports == ["ShopModels"])
        for name in ["Routes.swift", "Navigator.swift", "Views.swift"] {
            let text = try GenerationFixtures.render(name, context)
            #expect(text.contains("\nimport ShopModels\n"), "\(name)")
        }
    }

    /// The routes and navigator compile on Linux too: each import is guarded with `canImport`, so a
    /// module only Apple's SDKs have (SwiftData), or one not built here, leaves them compiling,
    /// without a warning, where no param type needs it.
    @Test func routesAndNavigatorCompileWhereAnImportedModuleIsMissing() async throws {
        let spec = Self.spec
            .replacingOccurrences(of: "imports: [ShopModels]", with: "imports: [SwiftData, NowhereKit]")
            .replacingOccurrences(of: "ShopModels.Product", with: "Int")
        let context = try #require(AppBuildFixtures.checkedGraph(yaml: spec).map { ContextBuilder.build($0) })
        for name in ["Routes.swift", "Navigator.swift"] {
            let text = try GenerationFixtures.render(name, context)
            #expect(text.contains("\n#if canImport(SwiftData)\nimport SwiftData\n#endif\n#if canImport(NowhereKit)\nimport NowhereKit\n#endif\n"),
                    "\(name)")
        }
        let result = try await GenerationFixtures.typecheckGenerated(context)
        #expect(result.isClean, "\(result)")
    }

    @Test func compilesOnEveryPlatformAgainstTheModule() async throws {
        try await SwiftToolchain.withScratchDirectory { folder in
            try await Self.buildShopModels(in: folder)
            let graph = try #require(AppBuildFixtures.checkedGraph(yaml: Self.spec))
            try await PlatformMatrixTests.assertMatrixClean(ContextBuilder.build(graph), extraArguments: ["-I", folder.path])

            // Without the import the same code does not compile: the test above can fail.
            let without = try #require(AppBuildFixtures.checkedGraph(
                yaml: Self.spec.replacingOccurrences(of: "  imports: [ShopModels]\n", with: "")))
            let context = ContextBuilder.build(without)
            let result = try await SwiftToolchain.withScratchDirectory { app in
                _ = try AppBuildFixtures.writeApp(context, in: app)
                return try await AppBuildFixtures.typecheckApp(context, in: app, target: PlatformTarget(.iOS, 17), glue: false,
                                                               setting: .swift6, extraArguments: ["-I", folder.path])
            }
            #expect(!result.succeeded && result.output.contains("ShopModels"), "\(result)")
        }
    }

    @Test func aTypeQualifiedByAnImportedModuleGetsNoScaffoldNote() throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: Self.spec.replacingOccurrences(
            of: "params: { product: ShopModels.Product }", with: "params: { product: ShopModels.Product, role: Room.Role }")))
        let notes = Scaffolder.nestedTypeNotes(in: graph.spec)
        #expect(notes.map(\.message).count == 1 && notes.allSatisfy { $0.message.contains("'Room.Role'") }, "\(notes)")
    }

    @Test("A type nested one level in a type scaffold writes a placeholder for is declared in it, and the app compiles",
          arguments: ["internal", "public"])
    func nestedTypesGoInTheirParentsPlaceholder(access: String) async throws {
        let yaml = """
            app: { name: Harbour, root: Stacks, accessLevel: \(access) }
            screens:
              Stacks: { links: [ { push: StackDetail } ] }
              StackDetail: { params: { stack: Stack, entry: Stack.EnvironmentEntry, link: "Stack.Link?", role: Room.Role } }
            """
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: yaml))
        let context = ContextBuilder.build(graph)
        let placeholder = try #require(try AppBuildFixtures.scaffolder.skeletons(for: context).first { $0.typeName == "Stack" })
        #expect(placeholder.file.contents.contains("struct EnvironmentEntry: Hashable, Codable, Sendable"), "\(placeholder.file.contents)")
        #expect(placeholder.file.contents.contains("struct Link: Hashable, Codable, Sendable"))
        // The note is left for what no written placeholder declares.
        #expect(Scaffolder.nestedTypeNotes(in: graph.spec, written: ["Stack"]).map(\.message).allSatisfy { $0.contains("'Room.Role'") })
        #expect(Scaffolder.nestedTypeNotes(in: graph.spec).count == 3)

        // With Room.Role declared by the app, scaffold's output and the generated code compile.
        let fixed = try #require(AppBuildFixtures.checkedGraph(yaml: yaml.replacingOccurrences(of: ", role: Room.Role", with: "")))
        let result = try await SwiftToolchain.withScratchDirectory { app in
            _ = try AppBuildFixtures.writeApp(ContextBuilder.build(fixed), in: app)
            return try await AppBuildFixtures.typecheckApp(ContextBuilder.build(fixed), in: app, target: PlatformTarget(.iOS, 17),
                                                           glue: false, setting: .swift6)
        }
        #expect(result.succeeded, "\(result)")
    }

    @Test("A type nested in a view scaffold writes is declared in the view, and the app with its glue compiles",
          arguments: BuildSetting.allCases)
    func nestedTypesGoInTheirViewsSkeleton(setting: BuildSetting) async throws {
        let yaml = """
            app: { name: Mini, root: Browse, deploymentTarget: iOS 17 }
            screens:
              Browse: { params: { initialTab: "BrowseView.Tab?", filter: { type: "[BrowseView.Filter]", default: [] } } }
            """
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: yaml))
        let context = ContextBuilder.build(graph)
        let view = try #require(try AppBuildFixtures.scaffolder.skeletons(for: context).first { $0.typeName == "BrowseView" })
        #expect(view.file.contents.contains("    struct Tab: Hashable, Codable, Sendable {}\n"), "\(view.file.contents)")
        #expect(view.file.contents.contains("    struct Filter: Hashable, Codable, Sendable {}\n"))
        #expect(Scaffolder.nestedTypeNotes(in: graph.spec, written: ["BrowseView"]).isEmpty)
        let result = try await SwiftToolchain.withScratchDirectory { app in
            _ = try AppBuildFixtures.writeApp(context, in: app)
            return try await AppBuildFixtures.typecheckApp(context, in: app, target: PlatformTarget(.iOS, 17),
                                                           glue: true, setting: setting)
        }
        #expect(result.succeeded, "\(result)")
    }

    @Test func anUnqualifiedTypesPlaceholderSaysToQualifyIt() throws {
        let spec = Self.spec.replacingOccurrences(of: "ShopModels.Product", with: "Product")
        let context = try #require(AppBuildFixtures.checkedGraph(yaml: spec).map { ContextBuilder.build($0) })
        let placeholder = try #require(try AppBuildFixtures.scaffolder.skeletons(for: context).first { $0.kind == .appType })
        #expect(placeholder.file.contents.contains("delete this file and qualify it in the spec (`Module.Product`)"))
        let without = try #require(AppBuildFixtures.checkedGraph(yaml: spec.replacingOccurrences(of: "  imports: [ShopModels]\n", with: ""))
            .map { ContextBuilder.build($0) })
        let plain = try #require(try AppBuildFixtures.scaffolder.skeletons(for: without).first { $0.kind == .appType })
        #expect(!plain.file.contents.contains("qualify it"))
    }

    @Test func badModuleNamesAreErrorsWithFixIts() throws {
        var diagnostics = DiagnosticCollector()
        let yaml = """
            app: { name: Catalog, root: Shelf, imports: [SwiftData, "import ShopModels", SwiftData, 9Lives, "@_exported import Kit"] }
            screens:
              Shelf: {}
            """
        let loaded = CompilerPipeline().load(sources: [SourceFile(path: "app.yaml", text: yaml)], diagnostics: &diagnostics)
        #expect(loaded?.spec.app.imports.map(\.value) == ["SwiftData"])
        let found = diagnostics.diagnostics.map { "\($0.location.column) \($0.id) \($0.fixIts.map(\.replacement))" }
        #expect(found == ["57 spec.invalid_value [\"ShopModels\"]", "78 spec.duplicate_definition []",
                          "89 spec.invalid_value []", "97 spec.invalid_value [\"Kit\"]"], "\(diagnostics.diagnostics)")
    }
}
