import Foundation
import ScreenSpec
import Testing

/// The generated glue compiles in an app whose own module declares types named like SwiftUI's
/// (`enum Tab`, `struct Group`, `@main struct App`, a wrapper called `TabView` …): a type of the
/// module hides the imported one of the same name, so the glue names every SwiftUI type as
/// `SwiftUI.X`. Each app here is type-checked with a file declaring a type for every type the stub
/// SwiftUI module declares; the skeletons, which are the app's own code, are rewritten to qualify
/// the names they use, as an app with such types would write them.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct ShadowedSwiftUINamesTests {
    @Test(arguments: GenerationFixtures.exampleApps)
    func exampleGlueCompilesBesideShadowingTypes(app: String) async throws {
        guard let context = GenerationFixtures.context(app) else { return }
        try await Self.assertCompilesBesideShadows(context)
    }

    /// The parts the examples leave out: the iOS 18 `Tab` API in `Group`s and `TabSection`s, a
    /// split view, menus, dialogs, links, and the iOS 16 `ObservableObject` form.
    @Test(arguments: ["sidebarAdaptable", "splitView"])
    func sectionsMenusAndDialogsCompileBesideShadowingTypes(style: String) async throws {
        var yaml = """
            app: { name: Shadowed, deploymentTarget: [iOS 18, macOS 15], tabStyle: \(style), urlScheme: shadowed }
            toolbars:
              main:
                - { id: more, placement: { iOS: topBarTrailing, macOS: primaryAction }, systemImage: ellipsis, menu: [ { label: Ask, action: { present: Ask } } ] }
            tabs:

            """
        for index in 0..<5 {
            let section = index > 1 ? ", section: Library" : ""
            yaml += "  - { id: tab\(index), title: Tab \(index), systemImage: circle, root: Root\(index)\(section) }\n"
        }
        yaml += """
            screens:
              Root0: { title: Root, toolbar: main, search: { prompt: Find }, links: [ { push: Item }, { alert: Gone } ] }
              Item: { params: { id: { type: Int, default: 1 } }, deepLink: "/item/{id}" }
              Ask: { presentation: confirmationDialog, title: Ask?, buttons: [ { label: Open, action: { push: Item } }, { label: Cancel, role: cancel, action: dismiss } ] }
              Gone: { presentation: alert, title: Gone, buttons: [ { label: OK, action: dismiss } ] }

            """
        for index in 1..<5 { yaml += "  Root\(index): { title: Root \(index) }\n" }
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: yaml))
        try await Self.assertCompilesBesideShadows(ContextBuilder.build(graph))
    }

    @Test func observableObjectNavigatorCompilesBesideShadowingTypes() async throws {
        let graph = try #require(AppBuildFixtures.checkedGraph(yaml: """
            app: { name: Old, deploymentTarget: iOS 16, urlScheme: old }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: more, title: More, systemImage: ellipsis, root: More }
            screens:
              Home: { title: Home, links: [ { push: Detail }, { sheet: Compose } ] }
              More: { title: More }
              Detail: { params: { id: Int }, deepLink: "/detail/{id}", search: {} }
              Compose: { presentation: sheet, stack: true, links: [ { push: Detail } ] }
            """))
        try await Self.assertCompilesBesideShadows(ContextBuilder.build(graph))
    }

    /// Generates and scaffolds `context`, qualifies the skeletons, adds the shadowing types and
    /// type-checks everything for each listed platform under Swift 6.
    static func assertCompilesBesideShadows(_ context: TemplateContext,
                                            sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        let names = try stubTypeNames()
        #expect(names.isSuperset(of: ["Tab", "TabView", "Group", "App", "View", "Label", "NavigationStack"]),
                "the stub's type names were not found", sourceLocation: sourceLocation)
        try await SwiftToolchain.withScratchDirectory { folder in
            _ = try AppBuildFixtures.writeApp(context, in: folder)
            let app = folder.appendingPathComponent("App", isDirectory: true)
            for file in AppBuildFixtures.swiftFiles(in: app) {
                let text = try String(contentsOf: file, encoding: .utf8)
                try Data(qualifying(names, in: text).utf8).write(to: file)
            }
            let shadows = names.sorted().map { "struct \($0) {}\n" }.joined()
            try Data(("// The app's own types, named like SwiftUI's.\n" + shadows).utf8)
                .write(to: app.appendingPathComponent("Shadows.swift"))
            for target in AppBuildFixtures.targets(of: context) {
                let result = try await AppBuildFixtures.typecheckApp(context, in: folder, target: target, glue: true,
                                                                     setting: .swift6)
                #expect(result.isClean, "\(context.appName) for \(target) beside types named like SwiftUI's: \(result)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    /// The types the stub SwiftUI module declares at the top level, but those the real SDK
    /// declares in Combine (`ObservableObject`, `Published`), which the navigator names.
    static func stubTypeNames() throws -> Set<String> {
        let declaration = /^(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:final\s+)?(?:struct|enum|protocol|class|actor|typealias)\s+([A-Z]\w*)/
            .anchorsMatchLineEndings()
        var names: Set<String> = []
        for file in try SwiftToolchain.stubSourceFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) { names.insert(String(match.1)) }
        }
        return names.subtracting(["ObservableObject", "Published", "ObservableObjectPublisher"])
    }

    /// `text` with each of `names` written `SwiftUI.Name` where it stands alone (not after a `.`,
    /// not part of a longer identifier).
    static func qualifying(_ names: Set<String>, in text: String) -> String {
        var result = ""
        var word = ""
        var before: Character = " "   // the character before `word`
        func flush() {
            if before != ".", names.contains(word) { result += "SwiftUI." }
            result += word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { before = result.last ?? " " }
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
