import Foundation
import ScreenSpec
import Testing

/// `Scaffolder`: which skeletons a spec calls for, their text (golden files), and that writing
/// them never touches a file that exists.
@Suite struct ScaffolderTests {
    @Test(arguments: GenerationFixtures.exampleApps)
    func skeletonsMatchGoldens(app: String) throws {
        guard let context = GenerationFixtures.context(app) else { return }
        let skeletons = try AppBuildFixtures.scaffolder.skeletons(for: context)
        for skeleton in skeletons {
            AppBuildFixtures.assertMatchesScaffoldGolden(skeleton.file.contents, app: app, name: skeleton.file.path)
        }
        if !GenerationFixtures.isRecording {
            #expect(AppBuildFixtures.scaffoldGoldenNames(app: app) == skeletons.map(\.file.path).sorted(),
                    "Goldens/Scaffold/\(app) holds files no skeleton has")
        }
    }

    @Test(arguments: GenerationFixtures.exampleApps)
    func skeletonsAreTidy(app: String) throws {
        guard let context = GenerationFixtures.context(app) else { return }
        for skeleton in try AppBuildFixtures.scaffolder.skeletons(for: context) {
            let problems = AppBuildFixtures.skeletonFormattingProblems(skeleton.file.contents)
            #expect(problems.isEmpty, "\(skeleton.file.path): \(problems)")
            #expect(skeleton.file.path == skeleton.typeName + ".swift")
        }
    }

    @Test func citiesCallsForEveryViewTheEntryPointAndTheHandler() throws {
        let context = try #require(GenerationFixtures.context("Cities"))
        let skeletons = try AppBuildFixtures.scaffolder.skeletons(for: context)
        #expect(skeletons.map(\.typeName) == context.screens.map(\.viewType) + ["CitiesActionHandler", "CitiesApp"])
        #expect(skeletons.map(\.kind) == Array(repeating: .view, count: context.screens.count) + [.actionHandler, .appEntry])

        let detail = try #require(skeletons.first { $0.typeName == "CityDetailView" }).file.contents
        #expect(detail.contains("struct CityDetailView: View {\n    let name: String\n    var zoom: Int = 10\n\n"
            + "    // To navigate from here: `@Environment(CitiesNavigator.self) private var navigator`, then\n"
            + "    // `navigator.push(…)`, `navigator.present(…)` or `navigator.open(…)`.\n    var body: some View {\n"))
        let list = try #require(skeletons.first { $0.typeName == "CityListView" }).file.contents
        #expect(list.contains("    let searchQuery: String\n"))
        #expect(list.contains("ContentUnavailableView.search(text: searchQuery)"))

        let handler = try #require(skeletons.first { $0.kind == .actionHandler }).file.contents
        for action in context.actions {
            #expect(handler.contains("        case .\(action.caseName):\n"))
        }
        let entry = try #require(skeletons.first { $0.kind == .appEntry }).file.contents
        #expect(entry.contains("@main\nstruct CitiesApp: App {"))
        #expect(entry.contains("    @State private var navigator: CitiesNavigator\n"))
        #expect(entry.contains("navigator.onAction = { [unowned navigator] action, origin in"))
        #expect(handler.contains("func handle(_ action: CitiesAction, from origin: CitiesOrigin, navigator: CitiesNavigator)"))
        #expect(entry.contains("CitiesRootView(navigator: navigator)"))
    }

    @Test("the handler lists every screen an action comes from, in definition order, a long list cut short")
    func handlerListsEveryOrigin() throws {
        let spec = try #require(loadClean("""
            app: { name: Viewer, root: Home }
            toolbars:
              main:
                - { label: New, menu: [ { label: New Group, action: { custom: newGroup } } ] }
                - { label: Out, action: { custom: logOut } }
              many: [ { label: Refresh, action: { custom: refresh } } ]
              four: [ { label: Sync, action: { custom: sync } } ]
            screens:
              Home: { toolbars: [main, many, four], links: [ { push: Detail }, { push: A }, { push: B }, { push: C } ] }
              Detail: { params: { id: Int }, toolbars: [main, many, four], links: [ { confirmationDialog: GroupPicker } ] }
              A: { toolbars: [many, four] }
              B: { toolbars: [many, four] }
              C: { toolbar: many }
              GroupPicker:
                presentation: confirmationDialog
                title: Group
                buttons:
                  - { label: New Group, action: { custom: newGroup } }
                  - { label: Log Out, action: { custom: logOut } }
                  - { label: Again, action: { custom: logOut } }
            """))
        let context = ContextBuilder.build(NavigationGraph(spec: spec))
        // Four are listed whole: "and 1 more" would be no shorter.
        #expect(context.actions.map(\.originList) == [".home, .detail, .groupPicker", ".home, .detail, .groupPicker",
                                                      ".home, .detail, .a and 2 more", ".home, .detail, .a, .b"])
        let handler = try #require(try AppBuildFixtures.scaffolder.skeletons(for: context).first { $0.kind == .actionHandler })
        #expect(handler.file.contents.contains("""
                    case .newGroup:
                        // from .home, .detail, .groupPicker
                        // e.g. `if case .home = origin { … }`
                        break // TODO: newGroup
            """), "\(handler.file.contents)")
        // One screen: no list, only the example.
        let one = try #require(loadClean("""
            app: { name: Viewer, root: Home }
            toolbars: { main: [ { label: Out, action: { custom: logOut } } ] }
            screens:
              Home: { toolbar: main }
            """))
        #expect(ContextBuilder.build(NavigationGraph(spec: one)).actions.map(\.originList) == [nil])
    }

    @Test("a view several screens share is written once, naming every one of them")
    func sharedViewNamesEveryScreen() throws {
        let spec = try #require(loadClean("""
            app: { name: Mail, root: Inbox }
            screens:
              Inbox: { view: FolderView, params: { folder: { type: String, default: inbox } }, links: [ { push: Sent }, { push: Drafts }, { push: Compose } ] }
              Sent: { view: FolderView, params: { folder: { type: String, default: sent } } }
              Drafts: { view: FolderView, params: { folder: { type: String, default: drafts } } }
              Compose: {}
            """))
        let skeletons = try AppBuildFixtures.scaffolder.skeletons(for: ContextBuilder.build(NavigationGraph(spec: spec)))
        let views = skeletons.filter { $0.kind == .view }
        // No deep links: the window need not claim them (the example apps' goldens, which have links, do).
        let entry = try #require(skeletons.first { $0.kind == .appEntry })
        #expect(!entry.file.contents.contains("handlesExternalEvents"))
        #expect(views.map(\.typeName) == ["FolderView", "ComposeView"])
        #expect(views[0].file.contents.contains("/// The app's view of the `Inbox`, `Sent` and `Drafts` screens, which `MailRootView` shows."),
                "\(views[0].file.contents)")
        #expect(views[1].file.contents.contains("/// The app's view of the `Compose` screen, which `MailRootView` shows."),
                "\(views[1].file.contents)")
    }

    @Test func iOS16SkeletonsAvoidNewerAPI() throws {
        let context = try #require(GenerationFixtures.context("Cars"))
        let skeletons = try AppBuildFixtures.scaffolder.skeletons(for: context)
        for skeleton in skeletons {
            #expect(!skeleton.file.contents.contains("ContentUnavailableView"), "\(skeleton.file.path)")
            #expect(!skeleton.file.contents.contains("@State private var navigator"), "\(skeleton.file.path)")
        }
        let entry = try #require(skeletons.first { $0.kind == .appEntry }).file.contents
        #expect(entry.contains("    @StateObject private var navigator: CarsNavigator\n"))
        #expect(entry.contains("_navigator = StateObject(wrappedValue: navigator)"))
        // The app type of a param gets a placeholder, so everything compiles from the start.
        let entryType = try #require(skeletons.first { $0.kind == .appType })
        #expect(entryType.typeName == "ServiceEntry")
        #expect(entryType.file.contents.contains("struct ServiceEntry: Hashable, Codable, Sendable {}"))
    }

    @Test func withoutStateRestorationPlaceholdersAreNotCodable() throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Plain, root: Home, stateRestoration: false }
            screens:
              Home: { links: [ { push: Entry } ] }
              Entry: { params: { entry: ServiceEntry } }
            """))
        let skeletons = try AppBuildFixtures.scaffolder.skeletons(for: ContextBuilder.build(graph))
        let placeholder = try #require(skeletons.first { $0.kind == .appType }).file.contents
        #expect(placeholder.contains("struct ServiceEntry: Hashable, Sendable {}"), "\(placeholder)")
        #expect(placeholder.contains("must stay `Hashable` and `Sendable`."), "\(placeholder)")
    }

    @Test func publicAppsGetPublicSkeletonsWithInitializers() throws {
        let context = try #require(GenerationFixtures.context("Palette"))
        let skeletons = try AppBuildFixtures.scaffolder.skeletons(for: context)
        let swatch = try #require(skeletons.first { $0.typeName == "SwatchView" }).file.contents
        #expect(swatch.contains("public struct SwatchView: View {\n    public let hex: String\n    public var opacity: Double = 1.0\n"))
        #expect(swatch.contains("    public init(hex: String, opacity: Double = 1.0) {\n        self.hex = hex\n        self.opacity = opacity\n    }\n"))
        #expect(swatch.contains("    public var body: some View {"))
        // Two screens without a view of their own name each keep their own view type.
        #expect(skeletons.contains { $0.typeName == "ColorGridView" })
        #expect(!skeletons.contains { $0.typeName == "ColorDetailView" })
    }

    @Test func planLeavesOutExistingFileNames() throws {
        let graph = try #require(GenerationFixtures.graph("Cities"))
        let all = try AppBuildFixtures.scaffolder.plan(graph: graph, existing: [])
        let some = try AppBuildFixtures.scaffolder.plan(graph: graph, existing: ["HomeView.swift", "CitiesApp.swift", "Other.swift"])
        #expect(all.count == some.count + 2)
        #expect(Set(all.map(\.path)).subtracting(some.map(\.path)) == ["HomeView.swift", "CitiesApp.swift"])
    }

    /// Only the app's own unqualified types get a placeholder: none for a qualified name (no file
    /// can declare `Car.ID` alone), nor for Swift's and Foundation's value types, which check
    /// clean (none is taken for a misspelled builtin, `UInt` for `Int`) and a placeholder would shadow.
    @Test(arguments: [
        ("{ id: Car.ID, owner: Person? }", ["Car.ID", "Person"]),
        (#"{ id: Int64, rank: UInt, score: Float, text: Data?, ids: "[UInt64]", owner: Person }"#, ["Person"]),
    ])
    func placeholdersOnlyForTheAppsOwnTypes(params: String, appTypes: [String]) throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Garage, root: Cars }
            screens:
              Cars:
                links: [ { push: Car } ]
              Car:
                params: \(params)
            """))
        let context = ContextBuilder.build(graph)
        #expect(context.appTypes.map(\.name) == appTypes)
        let skeletons = try AppBuildFixtures.scaffolder.skeletons(for: context)
        #expect(skeletons.filter { $0.kind == .appType }.map(\.typeName) == ["Person"])
    }

    @Test func scaffoldNeverTouchesExistingFilesAndWritesNoManifest() throws {
        let context = try #require(GenerationFixtures.context("Cities"))
        try SwiftToolchain.withScratchDirectory { folder in
            let app = folder.appendingPathComponent("Sources/Cities")
            let nested = app.appendingPathComponent("Screens")
            try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
            let mine = "// my own HomeView\n"
            try Data(mine.utf8).write(to: app.appendingPathComponent("HomeView.swift"))
            try Data(mine.utf8).write(to: nested.appendingPathComponent("CityListView.swift"))

            let report = try AppBuildFixtures.scaffolder.scaffold(context: context, into: app.path)
            #expect(report.kept == ["HomeView.swift", "Screens/CityListView.swift"])
            #expect(report.written.count == context.screens.count - 2 + 2)
            #expect(String(decoding: try Data(contentsOf: app.appendingPathComponent("HomeView.swift")), as: UTF8.self) == mine)
            #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("CityListView.swift").path))
            #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent(GeneratedFileWriter.manifestName).path))

            // A hand edit survives every later run; generating into the same folder removes no skeleton.
            let edited = app.appendingPathComponent("CityDetailView.swift")
            try Data("// edited\n".utf8).write(to: edited)
            let again = try AppBuildFixtures.scaffolder.scaffold(context: context, into: app.path)
            #expect(again.written.isEmpty)
            #expect(String(decoding: try Data(contentsOf: edited), as: UTF8.self) == "// edited\n")
            try GeneratedFileWriter(outputPath: app.path).write(try AppBuildFixtures.generatedFiles(context))
            try GeneratedFileWriter(outputPath: app.path).write([])
            #expect(FileManager.default.fileExists(atPath: edited.path))
            #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("CitiesApp.swift").path))
        }
    }

    @Test func existingSwiftFilesSkipsHiddenFoldersAndPrefersTheShallowestPath() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            _ = try SwiftToolchain.write([
                "A.swift": "", "Sub/A.swift": "", "Sub/B.swift": "", ".build/C.swift": "", "notes.txt": "",
            ], into: folder)
            #expect(Scaffolder.existingSwiftFiles(in: folder.path) == ["A.swift": "A.swift", "B.swift": "Sub/B.swift"])
            #expect(Scaffolder.existingSwiftFiles(in: folder.appendingPathComponent("missing").path).isEmpty)
        }
    }

    @Test func brokenTemplateOverrideIsAFailureThatWritesNothing() throws {
        let context = try #require(GenerationFixtures.context("PopToRoot"))
        try SwiftToolchain.withScratchDirectory { folder in
            let templates = folder.appendingPathComponent("Templates")
            _ = try SwiftToolchain.write(["SkeletonApp.swift.mustache": "{{#unclosed}}\n"], into: templates)
            let scaffolder = Scaffolder(templates: TemplateSet(overrides: templates))
            let output = folder.appendingPathComponent("App")
            let failure = try #require(throws: ScaffoldFailure.self) { try scaffolder.scaffold(context: context, into: output.path) }
            #expect(failure.exitCode == 1)
            #expect(failure.diagnostic.id == "template.unclosed_section")
            #expect(failure.diagnostic.location.file.hasSuffix("Templates/SkeletonApp.swift.mustache"), "\(failure.diagnostic)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }
}
