import Foundation
import ScreenSpec
import Testing

/// `<App>Views.swift` of every example app, byte for byte (`RECORD_GOLDENS=1` re-records), its
/// tidiness, its syntax (`swiftc -parse`), and the API it must emit per deployment target.
@Suite struct ViewsGoldenTests {
    @Test(arguments: GenerationFixtures.exampleApps)
    func viewsMatchGolden(app: String) throws {
        guard let context = GenerationFixtures.context(app) else { return }
        GenerationFixtures.assertMatchesGolden(try AppBuildFixtures.views(context), app: app, name: context.viewsFileName)
    }

    @Test(arguments: GenerationFixtures.exampleApps)
    func viewsAreTidy(app: String) throws {
        guard let context = GenerationFixtures.context(app) else { return }
        let text = try AppBuildFixtures.views(context)
        #expect(GenerationFixtures.formattingProblems(text, header: context.header).isEmpty,
                "\(GenerationFixtures.formattingProblems(text, header: context.header))")
        #expect(!text.contains(GenerationFixtures.projectRoot.path))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "#if canImport(SwiftUI) && \(context.platformCondition)" && lines[3] == "import SwiftUI")
        #expect(lines.dropLast().last == "#endif")
    }

    @Test(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"), arguments: GenerationFixtures.exampleApps)
    func viewsParse(app: String) async throws {
        guard let context = GenerationFixtures.context(app) else { return }
        let text = try AppBuildFixtures.views(context)
        let result = try await SwiftToolchain.withScratchDirectory { directory in
            let files = try SwiftToolchain.write([context.viewsFileName: text], into: directory)
            return try await SwiftToolchain.parse(file: files[0])
        }
        #expect(result.isClean, "\(result)")
    }

    @Test(arguments: GenerationFixtures.exampleApps)
    func oneDestinationPerStackAtItsRoot(app: String) throws {
        guard let context = GenerationFixtures.context(app) else { return }
        let text = try AppBuildFixtures.views(context)
        let registering = context.stacks.filter(\.hasRouteCases)
        #expect(count(".navigationDestination(for:", in: text) == registering.count)
        for stack in registering {
            // Right after the stack's root host, inside its NavigationStack.
            let expected = """
                SwiftUI.NavigationStack(path: $navigator.\(stack.pathProperty)) {
                """
            let range = try #require(text.range(of: expected), "no stack bound to \(stack.pathProperty)")
            let next = text[range.upperBound...].split(separator: "\n").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
            // A modal's params are bound around its stack: `self.` reaches the method past one named `destination`.
            let call = stack.isModal ? "self.destination(for: $0.destination)" : "destination(for: $0.destination)"
            #expect(next == [stack.root.hostInitializer, ".navigationDestination(for: \(stack.routeType).self) { \(call) }"])
        }
        // Every stack is bound to the navigator, and none surrounds the TabView.
        #expect(count("SwiftUI.NavigationStack(", in: text) == context.stacks.count)
        if let tabView = text.range(of: "SwiftUI.TabView(selection: $navigator.tabSelection)"),
           let firstStack = text.range(of: "SwiftUI.NavigationStack(") {
            #expect(tabView.lowerBound < firstStack.lowerBound)
        }
        #expect(!text.contains("NavigationView"))
        #expect(!text.contains(".badge(nil"))
        #expect(!text.contains("navigationBarLeading") && !text.contains("navigationBarTrailing"))
    }

    @Test func iOS17UsesObservationAndLegacyTabs() throws {
        let context = try #require(GenerationFixtures.context("Cities"))
        let text = try AppBuildFixtures.views(context)
        #expect(text.contains("    @SwiftUI.Bindable var navigator: CitiesNavigator\n"))
        // Titles and symbols are read from the tab enum, not written again.
        #expect(text.contains(".tabItem { CitiesTab.home.tabItemLabel }") && text.contains(".tag(CitiesTab.home)"))
        #expect(text.contains("fileprivate var tabItemLabel: some SwiftUI.View { SwiftUI.Label(titleKey, systemImage: systemImage) }"))
        #expect(!text.contains("SwiftUI.Tab(\"Home\""))
        #expect(text.contains(".toolbarTitleDisplayMode(.large)"))
        #expect(!text.contains("navigationBarTitleDisplayMode"))
        #expect(text.contains(".environment(navigator)"))
        #expect(text.contains(".onOpenURL { navigator.handle($0) }"))
        // Cities has a sheet and a full-screen cover: both bound at each level, the cover only on iOS.
        #expect(text.contains("        .modifier(ModalPresentations(root: self, level: 0))\n"))
        #expect(text.contains(".sheet(item: root.$navigator[modalAt: level, as: .sheet])"))
        #expect(text.contains("#if os(iOS)\n                .fullScreenCover(item: root.$navigator[modalAt: level, as: .fullScreenCover])"))
        // Cities lists iOS and macOS: the Mac has no navigation bar drawer, and no top bar.
        #expect(text.contains("        .searchable(text: $searchQuery, placement: .navigationBarDrawerOrToolbar, prompt: \"Search a city\")\n"))
        #expect(text.contains("    fileprivate static var topBarLeadingOrNavigation: SwiftUI.ToolbarItemPlacement {\n        #if os(iOS)\n        .topBarLeading\n        #else\n        .navigation\n        #endif\n"))
        #expect(text.contains("            #if os(iOS)\n            .toolbarTitleDisplayMode(.large)\n            #endif\n"))
        #expect(text.contains("        .searchable(text: $searchQuery, prompt: \"Search favorites\")\n"))
        #expect(text.contains("CityDetailView(name: name, zoom: zoom)"))
        #expect(text.contains(".navigationTitle(name)") && text.contains(".navigationTitle(\"Add a City\")"))
    }

    @Test func iOS16UsesObservableObjectAndNavigationBarTitleDisplayMode() throws {
        let context = try #require(GenerationFixtures.context("Cars"))
        #expect(context.isIOS16 && context.isSingleStack)
        let text = try AppBuildFixtures.views(context)
        #expect(text.contains("    @SwiftUI.ObservedObject var navigator: CarsNavigator\n"))
        #expect(text.contains(".environmentObject(navigator)"))
        #expect(!text.contains("@Bindable") && !text.contains(".environment(navigator)"))
        #expect(text.contains("            #if os(iOS)\n            .navigationBarTitleDisplayMode(.large)\n            #endif\n"))
        #expect(!text.contains("toolbarTitleDisplayMode"))
        #expect(!text.contains("TabView"))
        #expect(text.contains("SwiftUI.NavigationStack(path: $navigator.path) {"))
    }

    @Test func iOS18UsesTabAndSidebarAdaptable() throws {
        let context = try #require(GenerationFixtures.context("Files"))
        let text = try AppBuildFixtures.views(context)
        #expect(text.contains("SwiftUI.Tab(FilesTab.home.titleKey, systemImage: FilesTab.home.systemImage, value: FilesTab.home) {"))
        #expect(text.contains("        .tabViewStyle(.sidebarAdaptable)\n"))
        #expect(!text.contains(".tabItem") && !text.contains(".tag("))
        // Recents and Shared share DocumentRoute, registered by both stacks; one destination function serves every stack.
        #expect(count("private func destination(for destination: FilesDestination)", in: text) == 1)
        #expect(count(".navigationDestination(for: DocumentRoute.self)", in: text) == 2)
    }

    @Test func badgesAndPublicAccess() throws {
        let context = try #require(GenerationFixtures.context("Palette"))
        let text = try AppBuildFixtures.views(context)
        #expect(text.contains("            .badge(navigator.badges[.favorites] ?? 0)\n"))
        #expect(count(".badge(", in: text) == 1)
        #expect(text.contains("public struct PaletteRootView: SwiftUI.View {"))
        #expect(text.contains("    @SwiftUI.Bindable public var navigator: PaletteNavigator\n"))
        #expect(text.contains("    public init(navigator: PaletteNavigator) {"))
        #expect(text.contains("    public var body: some SwiftUI.View {"))
        #expect(text.contains("private struct ColorDetailHost: SwiftUI.View {"))
        #expect(text.contains("SwatchView(hex: hex, opacity: opacity)"))
        // A plain sheet only: one `.sheet` per level, each presenting the next.
        #expect(text.contains(".sheet(item: root.$navigator[modalAt: level, as: .sheet]) { sheet in\n                    root.modal(sheet).modifier(ModalPresentations(root: root, level: level + 1))"))
        #expect(!text.contains("fullScreenCover"))
        // Items are read from the toolbar's data, which holds their text, symbol and command once.
        #expect(text.contains("SwiftUI.ToolbarItem(placement: .principal) { item(0) }"))
        #expect(!text.contains("\"My Palette\""))
        // A static item (no command) is content, not a button.
        #expect(text.contains("            if let command = item.command {\n                SwiftUI.Button { navigator.perform(command, from: origin) } label: { ItemLabel(text: item.label, systemImage: item.systemImage) }\n"))
        #expect(text.contains("            } else {\n                ItemLabel(text: item.label, systemImage: item.systemImage)\n            }\n"))
    }

    func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
